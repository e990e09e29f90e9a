"""Every amount owed has a way to pay it on screen (issue 28): a reschedule's top-up QR."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from agent.aftercare import AfterPayment
from agent.formatter import format_frames
from agent.messages import parse_frame
from agent.side_effects import apply_side_effects
from agent.state import AgentState, ConversationState
from agent.tools.calls import ToolOutcome
from agent.tools.dispatch import prepare_remote

NOW = datetime(2026, 5, 1, 9, 0, tzinfo=UTC)
QR = {
    "payment_intent_id": "pi_top",
    "amount": 129.0,
    "currency": "USD",
    "qr_code_url": "data:image/png;base64,AA",
    "expires_at": "2026-05-01T09:15:00+00:00",
    "purpose": "top_up",
}


def paid_state(balance: float = 129.0) -> ConversationState:
    state = ConversationState.new("s", NOW)
    state.state, state.payment_status = AgentState.POST_BOOKING, "CONFIRMED"
    state.booking_ref, state.booking_id, state.payment_intent_id = "DLG-7F3K2Q", "bk_1", "pi_booking"
    state.after_payment = AfterPayment(amount_paid_usd=258.0, balance_due_usd=balance, top_up_intent_id="pi_top")
    return state


def ok(name: str, data: dict[str, Any]) -> ToolOutcome:
    return ToolOutcome(tool_use_id="t", name=name, result={"success": True, "data": data})


def test_a_reschedule_that_leaves_money_to_pay_shows_its_qr() -> None:
    moved = {"booking_id": "bk_1", "rescheduled": True, "booking": {"people_count": 3}, "payment": QR}
    [frame] = format_frames("Done. The difference to pay is $129.", [ok("confirmReschedule", moved)], paid_state())
    assert (frame["type"], frame["purpose"], frame["payment_intent_id"]) == ("qr_payment", "top_up", "pi_top")
    assert frame["amount"] == 129.0 and frame["expires_at"] == QR["expires_at"] and frame["reserved_until"] is None
    assert frame["text"].startswith("Done.") and frame["booking_ref"] == "DLG-7F3K2Q"
    assert parse_frame(frame).type == "qr_payment"


def test_a_reschedule_with_nothing_to_pay_is_text() -> None:
    moved = {"booking_id": "bk_1", "rescheduled": True, "booking": {}, "payment": None}
    assert format_frames("Done.", [ok("confirmReschedule", moved)], paid_state(0))[0]["type"] == "text"


def test_asking_again_shows_the_same_top_up_and_keeps_the_paid_booking() -> None:
    state = paid_state()
    refused, backend_input = prepare_remote(state, "generatePaymentQR", {"booking_id": "bk_1"}, ["generatePaymentQR"])
    assert refused is None and backend_input["booking_id"] == "bk_1"
    data = {**QR, "booking_id": "bk_1", "payment_intent_id": "pi_top2"}  # the old one lapsed: a new intent
    apply_side_effects(state, "generatePaymentQR", {"booking_id": "bk_1"}, {"success": True, "data": data}, NOW)
    assert state.after_payment.top_up_intent_id == "pi_top2"
    assert (state.payment_intent_id, state.payment_status, state.payment_attempts) == ("pi_booking", "CONFIRMED", 0)
    [frame] = format_frames("Here it is.", [ok("generatePaymentQR", data)], state)
    assert (frame["type"], frame["purpose"], frame["payment_intent_id"]) == ("qr_payment", "top_up", "pi_top2")


def test_nothing_owed_after_payment_means_no_qr() -> None:
    refused, _ = prepare_remote(paid_state(0), "generatePaymentQR", {"booking_id": "bk_1"}, ["generatePaymentQR"])
    assert refused is not None and refused["error"]["code"] == "ALREADY_PAID" and refused["error"]["next_step"]
