"""Seed property 12 (session side effects) and property 5 (hold expiry as a pure function)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from hypothesis import given, settings, strategies as st
from structlog.testing import capture_logs

from agent.payments import apply_hold_expiry, hold_expired
from agent.side_effects import apply_side_effects
from agent.state import AgentState, ConversationState
from agent.tools.local import request_stage_change
from agent.transitions import TRANSITIONS

NOW = datetime(2026, 5, 1, 9, 0, tzinfo=UTC)
A = AgentState
ids = st.from_regex(r"\A[a-z]{2,6}_[0-9]{1,4}\Z")
stages = st.sampled_from(list(AgentState))
times = st.datetimes(min_value=datetime(2026, 4, 30), max_value=datetime(2026, 5, 2), timezones=st.just(UTC))


def make_state(stage: AgentState, **fields: Any) -> ConversationState:
    state = ConversationState.new("sess-se", NOW, user_id="u-1")
    state.state = stage
    for key, value in fields.items():
        setattr(state, key, value)
    return state


def ok(data: dict[str, Any]) -> dict[str, Any]:
    return {"success": True, "data": data}


def legal_changes_only(logs: list[dict[str, Any]]) -> None:
    for entry in logs:
        if entry["event"] == "stage_changed":
            assert (A(entry["from"]), A(entry["to"])) in TRANSITIONS


@settings(max_examples=100, deadline=None)
@given(
    st.sampled_from([A.DISCOVERY, A.SUGGESTION, A.EXPLORATION, A.CUSTOMIZATION, A.BOOKING]),
    st.lists(ids, min_size=1, max_size=3, unique=True),
    st.integers(1, 30),
    st.integers(1, 20),
    st.integers(0, 500),
    st.integers(0, 500),
)
def test_trip_suggestions_record_search_and_ids(stage, trip_ids, days, people, lo, extra) -> None:
    state = make_state(stage, customer_name="Kept Name")
    tool_input = {
        "mood": "romantic",
        "environment": "ISLAND",
        "duration_days": days,
        "people_count": people,
        "budget_usd": {"min": lo, "max": lo + extra},
        "departure_city": "Siem Reap",
    }
    with capture_logs() as logs:
        apply_side_effects(state, "getTripSuggestions", tool_input, ok({"trips": [{"id": i} for i in trip_ids]}), NOW)
    legal_changes_only(logs)
    assert state.suggested_trip_ids == trip_ids
    assert (state.mood, state.environment, state.duration_days, state.people_count) == (
        "romantic",
        "ISLAND",
        days,
        people,
    )
    assert (state.budget_min_usd, state.budget_max_usd, state.departure_city) == (lo, lo + extra, "Siem Reap")
    assert state.missing_discovery_fields() == []
    assert state.state == A.SUGGESTION
    assert state.customer_name == "Kept Name"


@settings(max_examples=100, deadline=None)
@given(
    st.sampled_from([A.DISCOVERY, A.SUGGESTION, A.EXPLORATION, A.CUSTOMIZATION, A.BOOKING]),
    ids,
    st.text(min_size=1, max_size=6),
    times,
    st.booleans(),
)
def test_create_booking_stores_booking_and_moves_to_payment(stage, booking_id, ref, until, give_until) -> None:
    state = make_state(stage, selected_trip_id="trip_1")
    data = {
        "booking_id": booking_id,
        "booking_ref": ref,
        "status": "RESERVED",
        "trip_id": "trip_1",
        "trip_name": "Koh Rong Escape",
        "travel_date": "2026-06-01",
        "end_date": "2026-06-03",
        "people_count": 2,
    }
    if give_until:
        data["reserved_until"] = until.isoformat()
    tool_input = {
        "trip_id": "trip_1",
        "travel_date": "2026-06-01",
        "end_date": "2026-06-03",
        "people_count": 2,
        "pickup_location": "Riverside",
        "customer_name": "N",
        "customer_phone": "+855",
    }
    with capture_logs() as logs:
        apply_side_effects(state, "createBooking", tool_input, ok(data), NOW)
    legal_changes_only(logs)
    assert (state.booking_id, state.booking_ref) == (booking_id, ref)
    assert state.reserved_until == (until if give_until else NOW + timedelta(minutes=15))
    assert state.state == A.PAYMENT
    assert state.pickup_location == "Riverside"
    assert state.travel_dates == {"start": "2026-06-01", "end": "2026-06-03"}
    assert state.selected_trip_name == "Koh Rong Escape"


@settings(max_examples=100, deadline=None)
@given(ids, ids)
def test_payment_qr_then_status_succeeded(booking_id, intent) -> None:
    state = make_state(A.PAYMENT, booking_id=booking_id, reserved_until=NOW + timedelta(minutes=10))
    apply_side_effects(
        state,
        "generatePaymentQR",
        {"booking_id": booking_id},
        ok({"payment_intent_id": intent, "qr_code_url": "data:image/png;base64,AA", "amount": 10}),
        NOW,
    )
    assert (state.payment_intent_id, state.payment_status) == (intent, "PENDING")
    apply_side_effects(
        state,
        "checkPaymentStatus",
        {"payment_intent_id": intent},
        ok({"payment_intent_id": intent, "status": "PENDING"}),
        NOW,
    )
    assert state.state == A.PAYMENT and state.payment_status == "PENDING"
    apply_side_effects(
        state,
        "checkPaymentStatus",
        {"payment_intent_id": intent},
        ok({"payment_intent_id": intent, "status": "SUCCEEDED"}),
        NOW,
    )
    assert (state.payment_status, state.state) == ("CONFIRMED", A.POST_BOOKING)


@settings(max_examples=100, deadline=None)
@given(st.sampled_from([A.BOOKING, A.PAYMENT, A.POST_BOOKING, A.EXPLORATION]), ids, ids)
def test_cancel_booking_clears_booking_and_restarts(stage, booking_id, intent) -> None:
    state = make_state(
        stage,
        booking_id=booking_id,
        booking_ref="DLG-1",
        payment_intent_id=intent,
        reserved_until=NOW,
        customer_name="Kept",
        selected_trip_id="trip_9",
    )
    with capture_logs() as logs:
        apply_side_effects(
            state,
            "cancelBooking",
            {"booking_id": booking_id},
            ok({"booking_id": booking_id, "cancelled": True, "refund_usd": 0.0}),
            NOW,
        )
    legal_changes_only(logs)
    assert (state.booking_id, state.booking_ref, state.payment_intent_id, state.reserved_until) == (None,) * 4
    assert state.state == A.DISCOVERY
    assert state.customer_name == "Kept" and state.selected_trip_id == "trip_9"


TOOLS = [
    "getTripSuggestions",
    "getTripItinerary",
    "customizeTrip",
    "calculateCustomTrip",
    "applyDiscountCode",
    "validateUserDetails",
    "createBooking",
    "generatePaymentQR",
    "checkPaymentStatus",
    "cancelBooking",
    "modifyBooking",
    "getWeatherForecast",
]
RICH_DATA = {
    "trips": [{"id": "t1"}],
    "trip_id": "t2",
    "trip_name": "X",
    "custom_trip_id": "c1",
    "total_usd": 9,
    "code": "C",
    "valid": True,
    "normalized": {"name": "n", "phone": "p"},
    "booking_id": "b",
    "booking_ref": "r",
    "payment_intent_id": "pi",
    "status": "SUCCEEDED",
    "cancelled": True,
    "modified": True,
    "booking": {"people_count": 4},
}


@settings(max_examples=100, deadline=None)
@given(stages, st.sampled_from(TOOLS), st.sampled_from(["NOT_FOUND", "TIMEOUT", "INVALID_INPUT"]))
def test_failed_results_change_nothing(stage, tool, code) -> None:
    state = make_state(stage, booking_id="b0", payment_intent_id="pi0", reserved_until=NOW)
    before = state.model_dump()
    failed = {"success": False, "error": {"code": code, "message": "no"}, "data": RICH_DATA}
    apply_side_effects(state, tool, {"trip_id": "t"}, failed, NOW)
    assert state.model_dump() == before


@settings(max_examples=100, deadline=None)
@given(stages, st.sampled_from(TOOLS))
def test_any_successful_result_changes_stage_only_along_the_table(stage, tool) -> None:
    state = make_state(stage, booking_id="b0", payment_intent_id="pi", reserved_until=NOW, people_count=2)
    with capture_logs() as logs:
        apply_side_effects(state, tool, {"trip_id": "t"}, ok(dict(RICH_DATA)), NOW)
    legal_changes_only(logs)
    changes = [e for e in logs if e["event"] == "stage_changed"]
    if changes:
        assert changes[0]["from"] == stage.value and changes[-1]["to"] == state.state.value


def test_booking_back_to_exploration_keeps_collected_details() -> None:
    state = make_state(
        A.BOOKING,
        selected_trip_id="trip_1",
        selected_trip_name="Old",
        customer_name="Dara",
        customer_phone="+85512",
        pickup_location="Airport",
        details_validated=True,
        mood="curious",
    )
    apply_side_effects(
        state,
        "getTripItinerary",
        {"trip_id": "trip_1"},
        ok({"trip_id": "trip_1", "trip_name": "Old", "itinerary": []}),
        NOW,
    )
    assert state.state == A.BOOKING  # same trip: information only
    apply_side_effects(
        state,
        "getTripItinerary",
        {"trip_id": "trip_2"},
        ok({"trip_id": "trip_2", "trip_name": "New", "itinerary": []}),
        NOW,
    )
    # viewing is browsing: the selection and the stage stay until the traveller asks to go back
    assert state.state == A.BOOKING and state.selected_trip_id == "trip_1" and state.viewed_trip_id == "trip_2"
    result = request_stage_change({"to_stage": "EXPLORATION", "reason": "change hotel"}, state, NOW)
    assert result["success"] and state.state == A.EXPLORATION and state.selected_trip_id == "trip_1"
    assert (state.customer_name, state.customer_phone, state.pickup_location, state.mood) == (
        "Dara",
        "+85512",
        "Airport",
        "curious",
    )


def test_live_booking_is_not_dragged_back() -> None:
    for stage in (A.PAYMENT, A.POST_BOOKING):
        state = make_state(stage, selected_trip_id="trip_1", booking_id="b")
        apply_side_effects(state, "getTripItinerary", {"trip_id": "trip_2"}, ok({"trip_id": "trip_2"}), NOW)
        apply_side_effects(state, "customizeTrip", {"trip_id": "trip_2"}, ok({"custom_trip_id": "c"}), NOW)
        assert state.state == stage and state.selected_trip_id == "trip_1"


def test_customize_validate_discount_modify() -> None:
    state = make_state(A.EXPLORATION, people_count=2)
    apply_side_effects(
        state,
        "calculateCustomTrip",
        {},
        ok({"total_usd": 410.0, "total_per_person_usd": 205.0, "people_count": 2}),
        NOW,
    )
    alt = state.priced_alternative
    assert alt is not None and (alt.total_usd, alt.per_person_usd, alt.people_count) == (410.0, 205.0, 2)
    assert state.quoted_total_usd is None  # priced, not saved: not the chosen trip's price
    apply_side_effects(
        state,
        "customizeTrip",
        {"trip_id": "trip_1"},
        ok(
            {
                "custom_trip_id": "custom_7",
                "trip_name": "Angkor+",
                "total_per_person_usd": 200,
                "customizations": [{"type": "add_activity"}],
            }
        ),
        NOW,
    )
    assert (state.selected_trip_id, state.state, state.customizations) == (
        "custom_7",
        A.CUSTOMIZATION,
        ["add_activity"],
    )
    apply_side_effects(
        state, "applyDiscountCode", {"code": "SAVE"}, ok({"code": "SAVE", "valid": True, "new_total_usd": 360}), NOW
    )
    assert (state.applied_discount_code, state.quoted_total_usd) == ("SAVE", 360)
    apply_side_effects(
        state,
        "validateUserDetails",
        {"name": "x", "phone": "y"},
        ok({"valid": False, "errors": {"phone": "bad"}, "normalized": {}}),
        NOW,
    )
    # each detail on its own: the name without an error is recorded, the phone with one is not
    assert not state.details_validated and (state.customer_name, state.customer_phone) == ("x", None)
    apply_side_effects(
        state,
        "validateUserDetails",
        {"name": "x", "phone": "y"},
        ok({"valid": True, "normalized": {"name": "Sok", "phone": "+855 12", "email": "a@b.co"}}),
        NOW,
    )
    assert (state.customer_name, state.customer_phone, state.customer_email) == ("Sok", "+855 12", "a@b.co")
    assert state.details_validated and state.state == A.BOOKING
    apply_side_effects(
        state,
        "modifyBooking",
        {"booking_id": "b"},
        ok(
            {
                "booking_id": "b",
                "modified": True,
                "booking": {"people_count": 3, "travel_date": "2026-07-01", "pickup_location": "Hotel"},
            }
        ),
        NOW,
    )
    assert (state.people_count, state.travel_dates["start"], state.pickup_location) == (3, "2026-07-01", "Hotel")


# --- seed property 5 -----------------------------------------------------------------------


@settings(max_examples=100, deadline=None)
@given(stages, st.none() | times, times, st.sampled_from([None, "PENDING", "FAILED", "CONFIRMED"]))
def test_hold_expiry_is_a_pure_function_of_state_and_time(stage, until, now, status) -> None:
    state = make_state(
        stage,
        booking_id="b1",
        booking_ref="DLG-9",
        payment_intent_id="pi1",
        reserved_until=until,
        payment_status=status,
        customer_name="Dara",
        selected_trip_name="Kep",
    )
    twin = state.model_copy(deep=True)
    expected = stage == A.PAYMENT and status != "CONFIRMED" and until is not None and until <= now
    assert hold_expired(state, now) is expected
    assert hold_expired(state, now) is hold_expired(twin, now)
    assert state == twin  # asking does not change anything
    applied = apply_hold_expiry(state, now)
    assert applied is expected
    if not expected:
        assert state == twin
        return
    assert state.state == A.BOOKING
    assert (state.booking_id, state.payment_intent_id, state.reserved_until, state.booking_ref) == (None,) * 4
    assert state.customer_name == "Dara" and state.selected_trip_name == "Kep"
    note = state.notices[-1]  # for the model, on the system-notice channel; no fake user message
    assert note.kind == "hold_expired" and not note.answered and "expired" in note.text
    assert not any("[system]" in str(m) for m in state.messages)
    assert apply_hold_expiry(twin, now) and twin == state  # same inputs, same result
    assert not apply_hold_expiry(state, now)  # applied once only
