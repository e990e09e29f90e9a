"""After any confirmed change, the context's trip facts are the booking's, and a used quote is never
one to confirm (relay 26 req 34: duration_days 4 beside dates five days apart after an add-day change;
req 47: a drop-off change already made still said "the traveller said yes: confirm with this quote_id")."""

from __future__ import annotations

from datetime import date, timedelta

from hypothesis import given, strategies as st

from agent.prompts.context import parse_context, render_context
from agent.side_effects import apply_side_effects
from agent.state import ConversationState
from agent.tools.guards import guard_call
from tests.agent.test_pickup_consent import NOW, paid_session, says, turn_ends

CONFIRM = "confirm with this quote_id"


def booked(days: int) -> ConversationState:
    state = paid_session()
    state.travel_dates = {"start": "2026-12-26", "end": (date(2026, 12, 26) + timedelta(days=days - 1)).isoformat()}
    state.duration_days = state.selected_trip_duration_days = days
    state.pickup_location = "Frangipani Royal Palace Hotel"
    return state


def facts(state: ConversationState) -> dict[str, str]:
    return parse_context(render_context(state, NOW))


@given(
    days=st.integers(2, 6),
    start_shift=st.integers(-3, 20),
    length=st.integers(1, 9),
    pickup=st.sampled_from([None, "Independence Monument, Phnom Penh"]),
)
def test_a_confirmed_change_leaves_the_bookings_own_trip_facts_in_the_context(
    days: int, start_shift: int, length: int, pickup: str | None
) -> None:
    state = booked(days)
    quote = {"quote_id": "qt_1", "kind": "reschedule", "booking_id": "bk_1", "new_total_usd": 600.0,
             "amount_due_usd": 100.0}  # fmt: skip
    apply_side_effects(state, "previewReschedule", {"booking_id": "bk_1"}, {"success": True, "data": quote}, NOW)
    start = date(2026, 12, 26) + timedelta(days=start_shift)
    end = start + timedelta(days=length - 1)
    booking = {"booking_ref": "DLG-AAAAAA", "status": "CONFIRMED", "travel_date": start.isoformat(),
               "end_date": end.isoformat(), "total_usd": 600.0, **({"pickup_location": pickup} if pickup else {})}  # fmt: skip
    done = {"success": True, "data": {"rescheduled": True, "booking": booking, "changes": ["add_day"]}}
    apply_side_effects(state, "confirmReschedule", {"quote_id": "qt_1"}, done, NOW)
    seen = facts(state)
    assert seen["duration_days"] == str(length)
    assert start.isoformat() in seen["travel_dates"] and end.isoformat() in seen["travel_dates"]
    assert seen["pickup_location"] == (pickup or "Frangipani Royal Palace Hotel")
    assert not any("qt_1" in value and CONFIRM in value for value in seen.values())


@given(
    change=st.sampled_from(["pickup", "drop-off", "time"]),
    yes=st.sampled_from(["yes please", "ok, change it", "好的，改吧"]),
)
def test_a_pickup_change_made_is_no_longer_one_to_confirm(change: str, yes: str) -> None:
    state = booked(4)
    place = "Independence Monument, Phnom Penh"
    inp = {"pickup": {"pickup_location": place}, "drop-off": {"drop_off_location": place}, "time": {"time": "07:15"}}
    state.messages.append({"role": "user", "content": "Could it change? is there a charge?"})
    refused, _ = guard_call("changePickup", {"booking_id": "bk_1", **inp[change]}, state)
    assert refused is not None and refused["error"]["code"] == "NEEDS_CONFIRMATION"
    turn_ends(state)
    says(state, yes)
    assert any(CONFIRM in value for value in facts(state).values())  # the yes is in the context...
    refused, _ = guard_call("changePickup", {"booking_id": "bk_1", **inp[change]}, state)
    assert refused is None
    data = {
        "pickup_changed": change == "pickup",
        "pickup_time_changed": change == "time",
        "pickup_location": place if change == "pickup" else state.pickup_location,
        "drop_off": {"changed": change == "drop-off", "place": place},
    }
    apply_side_effects(state, "changePickup", inp[change], {"success": True, "data": data}, NOW)
    assert not any(CONFIRM in value for value in facts(state).values())  # ...until the change is made


@given(
    days=st.integers(2, 7),
    shift=st.integers(-5, 30),
    end_said=st.integers(0, 8) | st.none(),
)
def test_the_travel_dates_end_follows_the_start_and_the_booked_length(
    days: int, shift: int, end_said: int | None
) -> None:
    """After a confirmed change, the dates the traveller's preferences record end at start + the booked
    length - 1, whatever end the call carries (relay: a 5-day trip moved to 30 December recorded
    {"start": "2026-12-30", "end": "2027-01-01"})."""
    from agent.tools.local import update_traveller_preferences

    state = booked(4)
    booking = {"booking_ref": "DLG-AAAAAA", "status": "CONFIRMED", "travel_date": "2026-12-26",
               "end_date": (date(2026, 12, 26) + timedelta(days=days - 1)).isoformat(), "total_usd": 600.0}  # fmt: skip
    done = {"success": True, "data": {"rescheduled": True, "booking": booking, "changes": ["add_day"]}}
    apply_side_effects(state, "confirmReschedule", {"quote_id": "qt_1"}, done, NOW)
    start = date(2026, 12, 26) + timedelta(days=shift)
    inp: dict[str, str] = {"travel_start_date": start.isoformat()}
    if end_said is not None:  # the call's own end (the old dates' length, a slip): the booked length wins
        inp["travel_end_date"] = (start + timedelta(days=end_said)).isoformat()
    assert update_traveller_preferences(inp, state, NOW).get("success", True)
    assert state.travel_dates == {"start": start.isoformat(), "end": (start + timedelta(days=days - 1)).isoformat()}
    assert facts(state)["duration_days"] == str(days)
