"""The itinerary card is the traveller's trip, drawn once per plan (agent/itinerary_card.py, issue 22).

Relay runs j13, j15, j19, j20, j21, j22: cards for a trip the model only compared or checked, a base
plan under a text about the customised one, the same plan again under an unrelated answer.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, Optional

from hypothesis import given, settings, strategies as st

from agent.formatter import format_frames
from agent.state import BookingQuote, ConversationState
from agent.tools.calls import ToolOutcome

NOW = datetime(2026, 11, 25, 3, 0, tzinfo=UTC)
TRIPS = ("trip_007", "trip_008", "trip_009", "ctrip_1")


def plan(trip_id: str, days: int = 3, title: str = "Kep") -> dict[str, Any]:
    return {
        "trip_id": trip_id,
        "trip_name": f"name of {trip_id}",
        "itinerary": [{"day": d, "title": f"{title} {d}"} for d in range(1, days + 1)],
        "price_usd": 149.0,
    }


def ok(name: str, data: dict[str, Any], i: int = 0) -> ToolOutcome:
    return ToolOutcome(tool_use_id=f"t{i}_{name}", name=name, result={"success": True, "data": data})


def itinerary(trip_id: str, i: int = 0, **kw: Any) -> ToolOutcome:
    return ok("getTripItinerary", plan(trip_id, **kw), i)


def compare(*ids: str) -> ToolOutcome:
    return ok("compareTrips", {"trips": [{"trip_id": t} for t in ids], "comparison": {"rows": []}}, 9)


def session(selected: Optional[str] = None) -> ConversationState:
    state = ConversationState.new("s", NOW)
    state.selected_trip_id = selected
    return state


def itinerary_frames(frames: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [f for f in frames if f["type"] == "itinerary"]


def test_plans_of_several_trips_looked_at_before_a_choice_draw_no_card() -> None:
    # j15: the model read three plans to answer "which suits my mother"; the page drew the last (luxury) one
    outcomes = [itinerary("trip_007", 1), itinerary("trip_008", 2), itinerary("trip_009", 3)]
    frames = format_frames("Trip 1 suits her best.", outcomes, session())
    assert frames == [{"type": "text", "text": "Trip 1 suits her best."}]


def test_a_compared_trips_plan_is_not_drawn_beside_the_comparison() -> None:
    # j13 and j19: compareTrips plus the plan of one of the two compared trips
    frames = format_frames(
        "Here they are side by side.", [compare("trip_007", "trip_008"), itinerary("trip_008")], session()
    )
    assert [f["type"] for f in frames] == ["comparison"]
    assert frames[0]["text"] == "Here they are side by side."


def test_the_one_trip_looked_at_before_a_choice_is_drawn() -> None:
    # j14: "the second one from the jungle list, let's look at that one"
    frames = format_frames("Here it is.", [itinerary("trip_008")], session())
    assert [(f["type"], f["trip_id"]) for f in frames] == [("itinerary", "trip_008")]


def test_another_trip_than_the_chosen_one_is_not_drawn() -> None:
    state = session("trip_007")
    frames = format_frames("Trip 9 has a spa.", [itinerary("trip_009")], state)
    assert itinerary_frames(frames) == []
    frames = format_frames("Your trip.", [itinerary("trip_009", 1), itinerary("trip_007", 2)], state)
    assert [f["trip_id"] for f in itinerary_frames(frames)] == ["trip_007"]


def test_after_booking_only_the_booked_plan_is_drawn() -> None:
    state = session("ctrip_1")
    state.booked_quote = BookingQuote(
        quote_id="q1", turn=3, trip_id="ctrip_1", travel_date="2027-01-22", people_count=2
    )
    state.booking_id, state.booking_ref = "bk_1", "DLG-UYPFZQ"
    assert itinerary_frames(format_frames("The base trip.", [itinerary("trip_007")], state)) == []
    frames = format_frames("As booked.", [itinerary("ctrip_1", days=4)], state)
    assert [f["trip_id"] for f in itinerary_frames(frames)] == ["ctrip_1"]


def test_a_plan_changed_later_in_the_turn_is_not_drawn() -> None:
    # j21: the base plan (4 days, bicycle ride) under a text about the priced 5-day variant
    quote = ok("calculateCustomTrip", {"base_trip_id": "trip_008", "total_usd": 1836.0, "duration_days": 5}, 5)
    frames = format_frames("Without the bicycle ride, 5 days.", [itinerary("trip_008", 1), quote], session("trip_008"))
    assert frames == [{"type": "text", "text": "Without the bicycle ride, 5 days."}]
    # relay 18 req 14: priced first, then the base plan read: the text is about the changed plan too
    frames = format_frames("5 days: $504.", [quote, itinerary("trip_008", 6)], session("trip_008"))
    assert itinerary_frames(frames) == []
    # a custom trip saved and then read is the plan the text is about
    saved = ok("customizeTrip", {"trip_id": "ctrip_1", "base_trip_id": "trip_008", "total_usd": 1836.0}, 2)
    frames = format_frames("Saved.", [saved, itinerary("ctrip_1", 3)], session("ctrip_1"))
    assert [f["trip_id"] for f in itinerary_frames(frames)] == ["ctrip_1"]


def test_the_same_plan_is_not_drawn_again_but_a_changed_one_is() -> None:
    # j20, j22: "is my request confirmed?" answered with the whole plan again
    state = session("trip_007")
    first = format_frames("Day by day.", [itinerary("trip_007")], state)
    again = format_frames("Not confirmed yet.", [itinerary("trip_007")], state)
    assert len(itinerary_frames(first)) == 1
    assert again == [{"type": "text", "text": "Not confirmed yet."}]
    changed = format_frames("Now four days.", [itinerary("trip_007", days=4)], state)
    assert [len(f["itinerary"]) for f in itinerary_frames(changed)] == [4]


turn = st.tuples(
    st.lists(st.sampled_from(TRIPS), max_size=3),  # itineraries looked at, in order
    st.booleans(),  # a comparison this turn
    st.one_of(st.none(), st.sampled_from(TRIPS)),  # the trip chosen by the end of the turn
    st.one_of(st.none(), st.sampled_from(TRIPS)),  # a customisation priced after the look-ups, on this base
    st.integers(min_value=2, max_value=4),  # the plan's length (the same trip's plan can change)
)


@settings(max_examples=200, deadline=None)
@given(st.lists(turn, min_size=1, max_size=8))
def test_a_card_is_only_the_travellers_trip_and_never_the_plan_already_shown(turns: list[Any]) -> None:
    state = session()
    last_shown: Optional[dict[str, Any]] = None
    for looked, compared, chosen, changed, days in turns:
        if chosen:
            state.selected_trip_id = chosen
        outcomes = [itinerary(t, i, days=days) for i, t in enumerate(looked)]
        if compared:
            outcomes.append(compare("trip_007", "trip_008"))
        if changed:
            outcomes.append(ok("calculateCustomTrip", {"base_trip_id": changed, "total_usd": 1.0}, 7))
        drawn = itinerary_frames(format_frames("text", outcomes, state))
        assert len(drawn) <= 1
        if not drawn:
            continue
        card = drawn[0]
        ours = state.selected_trip_id
        if ours:
            assert card["trip_id"] == ours  # the traveller's trip, never one merely looked at
        else:
            assert set(looked) == {card["trip_id"]} and not compared  # the one trip looked at alone
        assert card["trip_id"] != changed  # no plan a later result of the turn changed
        assert last_shown is None or (card["trip_id"], card["itinerary"]) != (
            last_shown["trip_id"],
            last_shown["itinerary"],
        )
        last_shown = card


def test_a_custom_plan_names_the_package_it_was_made_from() -> None:
    data = plan("ctrip_1") | {"base_trip_id": "trip_007"}
    frames = format_frames("As saved.", [ok("getTripItinerary", data)], session("ctrip_1"))
    assert [(f["trip_id"], f["base_trip_id"]) for f in frames] == [("ctrip_1", "trip_007")]
