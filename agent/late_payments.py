"""Money that arrives after the booking hold ended (issue 19): pure rules and the records they keep.

When a hold expires the session remembers the released booking (:class:`ExpiredHold`, the last
few). A ``payment_event`` for such an intent is reason ``after_expiry`` (not ``no_booking``); a
SUCCEEDED one becomes the session's :class:`LatePayment`: the traveller is told at once (the
workflow emits the text), the model sees it in the session context, operators get the
``unmatched_payment`` flag, and no second QR for that trip is issued while the payment is on file
(:func:`late_payment_refusal`, used by the generatePaymentQR guard), nor a second reservation of
that trip (:func:`rebooking_refusal`, used by the previewBooking and createBooking guards): the
payment settles that trip through our team, the traveller never pays twice.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any, Optional

from agent.booking_records import ExpiredHold, LatePayment
from agent.support import SUPPORT_EMAIL, SUPPORT_PHONE
from agent.tools.calls import error_result

if TYPE_CHECKING:
    from agent.state import ConversationState

MAX_EXPIRED_HOLDS = 5


def remember_expired_hold(state: ConversationState, now: datetime) -> None:
    """Called while releasing a hold, before the booking fields are cleared."""
    if not state.payment_intent_id:
        return
    hold = ExpiredHold(
        payment_intent_id=state.payment_intent_id,
        booking_id=state.booking_id,
        booking_ref=state.booking_ref,
        trip_id=state.selected_trip_id,
        trip_name=state.selected_trip_name,
        expired_at=now,
    )
    state.expired_holds = (list(state.expired_holds) + [hold])[-MAX_EXPIRED_HOLDS:]


def expired_hold_for(state: ConversationState, intent: str) -> Optional[ExpiredHold]:
    return next((h for h in reversed(state.expired_holds) if h.payment_intent_id == intent), None)


def record_late_payment(state: ConversationState, hold: ExpiredHold, event: Any, now: datetime) -> LatePayment:
    late = LatePayment(
        payment_intent_id=hold.payment_intent_id,
        event_id=event.event_id,
        booking_ref=hold.booking_ref,
        trip_id=hold.trip_id,
        trip_name=hold.trip_name,
        amount_usd=event.amount_usd,
        received_at=now,
    )
    state.late_payment = late
    return late


def late_payment_note(late: LatePayment) -> str:
    """What the model is told (system notice and session context)."""
    amount = f"USD {late.amount_usd:,.2f}" if late.amount_usd is not None else "A payment"
    return (
        f"{amount} for booking {late.booking_ref or '(no reference)'} ({late.trip_name or late.trip_id or 'the trip'}, "
        f"intent {late.payment_intent_id}) arrived at {late.received_at.isoformat()}, after that booking's hold had "
        "ended. The traveller has been told and operators are alerted: if the same trip is still available our team "
        "reserves it again with this payment, otherwise it is refunded in full. Do not reserve this trip again "
        "yourself and never ask the traveller to pay again for it: no new reservation or payment QR for it is "
        "issued while this payment is on file."
    )


def late_payment_refusal(state: ConversationState) -> Optional[dict[str, Any]]:
    """The generatePaymentQR refusal while a late payment for the session's trip is on file."""
    late = state.late_payment
    if late is None or (late.trip_id and state.selected_trip_id and late.trip_id != state.selected_trip_id):
        return None
    return error_result(
        "LATE_PAYMENT_ON_FILE",
        "The traveller already paid for this trip after the earlier hold ended; no second QR is issued.",
        next_step="Tell the traveller they do not need to pay again: our team applies the payment they already "
        f"made to this reservation or refunds it (support: {SUPPORT_EMAIL}, {SUPPORT_PHONE}).",
    )


def render_late_payment(state: ConversationState) -> list[str]:
    """The session-context line (agent.prompts.context)."""
    return [f"- late_payment: {late_payment_note(state.late_payment)}"] if state.late_payment else []


def rebooking_refusal(state: ConversationState, trip_id: Optional[str]) -> Optional[dict[str, Any]]:
    """previewBooking / createBooking of the trip a late payment already paid for: refused."""
    late = state.late_payment
    if late is None or not trip_id or trip_id != late.trip_id:
        return None
    return error_result(
        "LATE_PAYMENT_ON_FILE",
        "This trip is already paid for: the payment made after the earlier hold ended is on file.",
        next_step="Do not reserve this trip again. Tell the traveller their payment is safe and they do "
        "not need to pay or book again: our team reserves the trip with that payment if it is still "
        f"available, otherwise refunds it in full (support: {SUPPORT_EMAIL}, {SUPPORT_PHONE}). "
        "Another trip can be booked as usual.",
    )
