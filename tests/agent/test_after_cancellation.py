"""After a cancellation, a new search and booking in the same chat; after the third failed
payment, one story everywhere (issue 41)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from agent.booking_card import hold_warning
from agent.new_trip import BOOKING_FIELDS
from agent.payment_effects import note_handoff
from agent.payment_texts import payment_failed_note
from agent.payments import MAX_PAYMENT_ATTEMPTS
from agent.prompts.builder import build_system_prompt
from agent.side_effects import apply_side_effects
from agent.state import AgentState, ConversationState
from agent.tools.calls import ToolOutcome
from agent.tools.dispatch import prepare_remote, run_local
from agent.tools.stages import offered_tools
from tests.agent.test_aftercare import NOW, paid_state

NEW_QR = ("new qr", "generatepaymentqr")


def ok(data: dict) -> dict:
    return {"success": True, "data": data}


def cancelled() -> ConversationState:
    state = paid_state(after_payment=None, payment_attempts=1, selected_trip_id="trip_004")
    apply_side_effects(
        state,
        "confirmCancellation",
        {"booking_id": "bk_1", "quote_id": "qt_2"},
        ok({"booking_id": "bk_1", "cancelled": True, "status": "CANCELLED", "refund_usd": 258.0}),
        NOW,
    )
    return state


def new_trip(state: ConversationState) -> dict:
    return run_local(state, "t1", "requestStageChange", {"to_stage": "DISCOVERY"}, ["requestStageChange"], NOW).result


def test_the_model_is_offered_the_way_to_a_new_trip_after_booking():
    change = next(t for t in offered_tools(AgentState.POST_BOOKING) if t["name"] == "requestStageChange")
    assert change["input_schema"]["properties"]["to_stage"]["enum"] == ["DISCOVERY"]


def test_a_cancelled_booking_lets_the_chat_search_and_book_again():
    state = cancelled()
    moved = new_trip(state)
    assert moved["success"] and moved["data"]["cancelled_booking"] == "DLG-ABC234"
    assert state.state == AgentState.DISCOVERY
    defaults = ConversationState.new("s-2", NOW)
    assert all(getattr(state, f) == getattr(defaults, f) for f in BOOKING_FIELDS)  # nothing of the old booking
    assert state.people_count == 2  # the traveller's own preferences stay
    for field, value in dict(mood="family", environment="BEACH", duration_days=2, departure_city="Phnom Penh").items():
        setattr(state, field, value)
    state.budget_min_usd, state.budget_max_usd = 50.0, 300.0
    refused, body = prepare_remote(state, "getTripSuggestions", {}, ["getTripSuggestions"])
    assert refused is None and body["environment"] == "BEACH"
    # the new booking: reserved, then its QR code (no "already cancelled", no hand-off left over)
    state.state, state.selected_trip_id = AgentState.BOOKING, "trip_001"
    apply_side_effects(
        state,
        "createBooking",
        {"trip_id": "trip_001"},
        ok({"booking_id": "bk_2", "booking_ref": "DLG-NEW222", "status": "RESERVED", "total_usd": 300.0}),
        NOW,
    )
    assert state.state == AgentState.PAYMENT and state.booking_ref == "DLG-NEW222"
    refused, _ = prepare_remote(state, "generatePaymentQR", {"booking_id": "bk_2"}, ["generatePaymentQR"])
    assert refused is None
    refused, _ = prepare_remote(state, "cancelBooking", {"booking_id": "bk_2"}, ["cancelBooking"])
    assert refused is None  # the new booking is not "already cancelled"


def test_a_live_paid_booking_keeps_the_stage():
    state = paid_state()
    moved = new_trip(state)
    assert not moved["success"] and state.state == AgentState.POST_BOOKING and state.booking_ref == "DLG-ABC234"


def test_the_cancellation_refusal_names_the_way_to_a_new_trip():
    state = cancelled()
    refused, _ = prepare_remote(state, "previewReschedule", {"booking_id": "bk_1", "new_travel_date": "2027-01-05"}, [])
    assert refused is not None and "requestStageChange to DISCOVERY" in refused["error"]["next_step"]


def paying(attempts: int, status: str = "PENDING") -> ConversationState:
    state = paid_state(payment_status=status, payment_attempts=attempts, reserved_until=NOW + timedelta(minutes=3))
    state.state = AgentState.PAYMENT
    state.support_handoff = attempts >= MAX_PAYMENT_ATTEMPTS
    return state


def failed_check(state: ConversationState) -> ToolOutcome:
    data = {"payment_intent_id": "pi_1", "status": "FAILED", "next_step": "Offer a new QR code (generatePaymentQR)."}
    return note_handoff(ToolOutcome(tool_use_id="t", name="checkPaymentStatus", result=ok(data)), state)


@pytest.mark.parametrize(
    "attempts,status", [(MAX_PAYMENT_ATTEMPTS - 1, "PENDING"), (MAX_PAYMENT_ATTEMPTS, "FAILED"), (5, "FAILED")]
)
def test_from_the_third_failure_every_text_hands_over_to_support(attempts, status):
    state = paying(attempts, status)
    after = attempts + (0 if status == "FAILED" else 1)  # this check counts one more failure
    state_after = paying(after, "FAILED")
    texts = {
        "checkPaymentStatus": failed_check(state).result["data"]["next_step"],
        "banner": hold_warning(state_after, 3)[0]["text"],
        "banner note": hold_warning(state_after, 3)[1],
        "notice": payment_failed_note(after, "told"),
    }
    for where, text in texts.items():
        assert not any(word in text.lower() for word in NEW_QR) or "no new qr" in text.lower(), (where, text)
        assert "support" in text.lower(), (where, text)
    rules = "\n".join(b["text"] for b in build_system_prompt(state_after, NOW))
    assert "do NOT generate another QR" in rules


def test_before_the_third_failure_a_new_qr_is_still_offered():
    state = paying(0, "PENDING")
    assert "new QR" in failed_check(state).result["data"]["next_step"]
    assert "new QR" in hold_warning(paying(1, "FAILED"), 3)[0]["text"]
