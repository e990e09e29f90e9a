"""Response formatter (seed property 14) and the frame types of shared/CONTRACT.md."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

from agent.formatter import format_response
from agent.messages import CONTRACT_TYPES, FRAME_TYPES, ErrorMessage, parse_frame
from agent.state import AgentState, ConversationState
from agent.tools.calls import ToolOutcome

NOW = datetime(2026, 5, 1, 9, 0, tzinfo=UTC)
TRIP = {"id": "trip_001", "name": "Angkor", "price_usd": 189.0, "tagline": "t", "highlights": ["a", "b", "c"]}

# Canned successful results (shapes of agent/tools/RESULTS.md) and the frame each should produce.
RESULTS: dict[str, tuple[dict[str, Any], str]] = {
    "checkPaymentStatus": (
        {"payment_intent_id": "pi_1", "status": "SUCCEEDED", "booking_id": "bk_1"},
        "payment_confirmed",
    ),
    "generatePaymentQR": (
        {
            "payment_intent_id": "pi_1",
            "booking_id": "bk_1",
            "qr_code_url": "data:image/png;base64,AA",
            "amount": 378.0,
            "currency": "USD",
            "expires_at": "2026-05-01T09:15:00+00:00",
        },
        "qr_payment",
    ),
    "getTripSuggestions": ({"trips": [TRIP, dict(TRIP, id="trip_002"), dict(TRIP, id="trip_003")]}, "trip_cards"),
    "createBooking": (
        {
            "booking_id": "bk_1",
            "booking_ref": "DLG-7F3K2Q",
            "status": "RESERVED",
            "reserved_until": "2026-05-01T09:15:00+00:00",
            "trip_name": "Angkor",
            "total_usd": 378.0,
            "people_count": 2,
        },
        "booking_held",  # a reservation is not a confirmation (issue 22)
    ),
    "getWeatherForecast": ({"destination": "Kep", "date": "2026-05-02", "forecast": {"condition": "sunny"}}, "weather"),
    "getTripItinerary": (
        {"trip_id": "trip_001", "trip_name": "Angkor", "itinerary": [{"day": 1, "title": "x"}]},
        "itinerary",
    ),
    "estimateBudget": ({"trip_type": "standard", "total_estimate_usd": 500, "per_person_usd": 250}, "budget_estimate"),
    "compareTrips": ({"trips": [TRIP, dict(TRIP, id="trip_002")], "comparison": {"rows": []}}, "comparison"),
    "getTripImages": ({"trip_id": "trip_001", "images": [{"url": "/i.svg", "caption": "c"}]}, "image_gallery"),
    "getHotelDetails": (
        {"hotel_id": "h1", "name": "H", "images": [{"url": "/h.svg", "caption": "c"}]},
        "image_gallery",
    ),
    "getCurrencyRates": ({"from_currency": "USD", "to_currency": "KHR", "rate": 4100}, "text"),
    "getPlaces": ({"category": "temples", "places": []}, "text"),
}
# Seed 000 §17, highest first; written independently of agent.formatter.
PRIORITY = [
    "payment_confirmed",
    "qr_payment",
    "trip_cards",
    "booking_held",
    "weather",
    "itinerary",
    "budget_estimate",
    "comparison",
    "image_gallery",
    "text",
]


def confirmed_state() -> ConversationState:
    state = ConversationState.new("s", NOW)
    state.state = AgentState.POST_BOOKING
    state.payment_status = "CONFIRMED"
    state.booking_ref, state.booking_id, state.selected_trip_name = "DLG-7F3K2Q", "bk_1", "Angkor"
    state.selected_trip_id = "trip_001"  # the booked trip: its itinerary is drawn (agent/itinerary_card.py)
    state.reserved_until = NOW + timedelta(minutes=15)
    return state


outcome_specs = st.lists(st.tuples(st.sampled_from(sorted(RESULTS)), st.booleans()), max_size=6)


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=40), outcome_specs)
def test_most_specific_type_wins(ai_text: str, specs: list[tuple[str, bool]]) -> None:
    outcomes = []
    for i, (name, success) in enumerate(specs):
        result = (
            {"success": True, "data": RESULTS[name][0]}
            if success
            else {"success": False, "error": {"code": "NOT_FOUND", "message": "gone"}, "data": RESULTS[name][0]}
        )
        outcomes.append(ToolOutcome(tool_use_id=f"t{i}", name=name, result=result))
    message = format_response(ai_text, outcomes, confirmed_state())
    produced = [RESULTS[name][1] for name, success in specs if success]
    expected = min(produced + ["text"], key=PRIORITY.index)
    assert message["type"] == expected
    assert message["text"] == ai_text
    assert parse_frame(message).type == expected  # a valid frame of its type


def test_failed_results_are_ignored_and_text_is_the_default() -> None:
    outcomes = [
        ToolOutcome(
            tool_use_id="t",
            name="getTripSuggestions",
            result={"success": False, "error": {"code": "TIMEOUT", "message": "slow"}},
        )
    ]
    assert format_response("Sorry, try again.", outcomes, confirmed_state()) == {
        "type": "text",
        "text": "Sorry, try again.",
    }


def test_qr_frame_carries_the_hold_and_booking() -> None:
    state = confirmed_state()
    state.payment_status = "PENDING"
    data = RESULTS["generatePaymentQR"][0]
    frame = format_response(
        "Scan to pay",
        [ToolOutcome(tool_use_id="q", name="generatePaymentQR", result={"success": True, "data": data})],
        state,
    )
    assert frame["qr_code_url"] == data["qr_code_url"] and frame["amount"] == 378.0 and frame["currency"] == "USD"
    assert frame["booking_ref"] == "DLG-7F3K2Q" and frame["reserved_until"] == state.reserved_until.isoformat()
    assert frame["expires_at"] == data["expires_at"]


def test_payment_status_without_confirmation_is_not_a_confirmation() -> None:
    state = confirmed_state()
    state.payment_status, state.state = "PENDING", AgentState.PAYMENT
    outcome = ToolOutcome(
        tool_use_id="c",
        name="checkPaymentStatus",
        result={"success": True, "data": {"payment_intent_id": "pi_1", "status": "PENDING"}},
    )
    assert format_response("Still pending", [outcome], state)["type"] == "text"


def test_comparison_needs_two_or_three_trips() -> None:
    too_many = {"trips": [dict(TRIP, id=f"t{i}") for i in range(4)], "comparison": {}}
    outcome = ToolOutcome(tool_use_id="c", name="compareTrips", result={"success": True, "data": too_many})
    assert format_response("x", [outcome], confirmed_state())["type"] == "text"


@pytest.mark.parametrize("frame_type", CONTRACT_TYPES)
def test_every_contract_frame_type_has_a_model(frame_type: str) -> None:
    model = FRAME_TYPES[frame_type]
    required = {name: "x" for name, field in model.model_fields.items() if field.is_required()}
    frame = model(**required).frame()
    assert frame["type"] == frame_type
    assert parse_frame(frame).frame() == frame


def test_error_frame_matches_the_contract() -> None:
    assert ErrorMessage(code="forbidden", message="Not your session").frame() == {
        "type": "error",
        "code": "forbidden",
        "message": "Not your session",
    }
    with pytest.raises(ValueError):
        parse_frame({"type": "nonsense"})
