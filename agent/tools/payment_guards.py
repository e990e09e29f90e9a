"""The payment guards (agent.tools.guards runs them before generatePaymentQR): never a 4th QR after 3 failed
payments (support hand-off instead; a top-up counts its own failures, agent.top_up_failures), never for a paid
booking unless a top-up is owed, never for another booking than the session's, never while a late payment for
the same trip is on file (agent.late_payments)."""

from __future__ import annotations

from typing import Any, Union

from agent import top_up_failures
from agent.aftercare import top_up_due
from agent.late_payments import late_payment_refusal
from agent.payments import MAX_PAYMENT_ATTEMPTS
from agent.state import ConversationState
from agent.support import SUPPORT_EMAIL, SUPPORT_PHONE
from agent.tools.calls import error_result

Refusal = dict[str, Any]
Prepared = dict[str, Any]


def support_refusal() -> Refusal:
    return error_result(
        "SUPPORT_HANDOFF",
        f"{MAX_PAYMENT_ATTEMPTS} payment attempts failed; no new QR code can be issued.",
        next_step=f"Apologise and connect the traveller with support: {SUPPORT_EMAIL}, {SUPPORT_PHONE}. "
        "Do not offer another QR code.",
    )


def generate_qr(inp: dict[str, Any], state: ConversationState) -> Union[Refusal, Prepared]:
    if (top_up := top_up_failures.qr_guard(inp, state)) is not None:  # its own failures, never the booking's
        return top_up
    if state.payment_attempts >= MAX_PAYMENT_ATTEMPTS or state.support_handoff:
        return support_refusal()
    late = late_payment_refusal(state)  # money for this trip already came after its hold ended
    if late is not None:
        return late
    if state.payment_status == "CONFIRMED" and top_up_due(state):
        return {**inp, "booking_id": state.booking_id}  # the backend answers with the top-up QR
    if state.payment_status == "CONFIRMED":
        return error_result(
            "ALREADY_PAID",
            f"Booking {state.booking_ref} is already paid.",
            next_step="Tell the traveller the booking is confirmed; no payment is needed.",
        )
    if not state.booking_id:
        return error_result(
            "NO_BOOKING",
            "There is no reserved booking to pay for.",
            next_step="Call previewBooking, get the traveller's confirmation, then createBooking.",
        )
    return {**inp, "booking_id": state.booking_id}
