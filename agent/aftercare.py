"""After payment: what the session knows about a paid booking, how the post-booking tools change
it, and the POST_BOOKING lines of the model's context (seed 003 stage 7, issue 13).

Pure. The backend's rules (refund tiers, reschedule fees, quotes) live in the backend; the sandbox's
are in ``sandbox/policy.py`` and are summarised here for the model as ``POLICY_SUMMARY``.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any, Optional

from agent.booking_records import AfterPayment, IssuedQuote, RefundRecord
from agent.timefmt import format_local, zone_label

if TYPE_CHECKING:
    from agent.state import ConversationState

POLICY_SUMMARY = (
    "Cancellation of a paid booking: 30+ days before the travel date (Cambodia time) 100% refund, "
    "7-29 days 50%, under 7 days no refund; not possible on or after the travel date. Reschedule: up to "
    "2 days before travel, to a date at least 2 days ahead with seats left; free 7+ days before travel, "
    "otherwise $15 per traveller; extra travellers pay the same price per person (top-up QR), fewer "
    "travellers get their share back under the cancellation policy. Always preview first "
    "(previewReschedule / previewCancellation), state the exact amount, and confirm only after the "
    "traveller says yes."
)
MAX_REFUNDS = 20


def ledger(state: ConversationState) -> AfterPayment:
    if state.after_payment is None:
        state.after_payment = state.current_ledger()
    return state.after_payment


def _refund(ledger_: AfterPayment, data: Any) -> None:
    if not isinstance(data, dict) or not data.get("refund_id"):
        return
    record = RefundRecord(
        refund_id=str(data["refund_id"]),
        amount_usd=float(data.get("amount_usd") or 0),
        status=str(data.get("status") or "PENDING"),
        reason=data.get("reason"),
        expected_by=data.get("expected_by"),
    )
    ledger_.refunds = [r for r in ledger_.refunds if r.refund_id != record.refund_id] + [record]
    del ledger_.refunds[:-MAX_REFUNDS]


def _issued(kind: str, amount_key: str):
    def handler(state: ConversationState, inp: dict[str, Any], data: dict[str, Any], now: datetime) -> None:
        if not data.get("quote_id"):
            return
        amount = data.get(amount_key)
        ledger(state).quotes[kind] = IssuedQuote(
            quote_id=str(data["quote_id"]), turn=state.turn, amount_usd=float(amount) if amount is not None else None
        )

    return handler


def confirm_reschedule(state: ConversationState, inp: dict[str, Any], data: dict[str, Any], now: datetime) -> None:
    booking = data.get("booking")
    if not data.get("rescheduled") or not isinstance(booking, dict):
        return
    book = ledger(state)
    dates = dict(state.travel_dates or {})
    for src, dst in (("travel_date", "start"), ("end_date", "end")):
        if booking.get(src):
            dates[dst] = booking[src]
    state.travel_dates = dates
    if booking.get("people_count") is not None:
        state.people_count = int(booking["people_count"])
    if booking.get("total_usd") is not None:
        state.quoted_total_usd = float(booking["total_usd"])
    if booking.get("amount_paid_usd") is not None:
        book.amount_paid_usd = float(booking["amount_paid_usd"])
    book.balance_due_usd = float(booking.get("balance_due_usd") or 0)
    payment = data.get("payment")
    if isinstance(payment, dict) and payment.get("payment_intent_id"):
        book.top_up_intent_id = payment["payment_intent_id"]
    book.changes += 1
    book.quotes.clear()  # the booking changed: every open quote is stale
    _refund(book, data.get("refund"))


def confirm_cancellation(state: ConversationState, inp: dict[str, Any], data: dict[str, Any], now: datetime) -> None:
    if not data.get("cancelled"):
        return
    book = ledger(state)
    book.status = "CANCELLED"
    book.balance_due_usd = 0.0
    book.top_up_intent_id = None
    book.quotes.clear()
    state.payment_status = "CANCELLED"  # no trip timers any more (workflows/reminder.py)
    _refund(book, data.get("refund"))


def refund_status(state: ConversationState, inp: dict[str, Any], data: dict[str, Any], now: datetime) -> None:
    if state.after_payment is None and not data.get("refunds"):
        return
    book = ledger(state)
    if data.get("booking_status") == "CANCELLED":
        book.status = "CANCELLED"
    for refund in data.get("refunds") or []:
        _refund(book, refund)


def top_up_due(state: ConversationState) -> bool:
    """A reschedule left money to pay on the paid booking (generatePaymentQR shows its QR)."""
    book = state.after_payment
    return book is not None and book.status == "CONFIRMED" and book.balance_due_usd > 0


def top_up_qr_issued(state: ConversationState, data: dict[str, Any]) -> None:
    """generatePaymentQR answered with the top-up QR (maybe a new intent after the old one lapsed)."""
    if data.get("payment_intent_id"):
        ledger(state).top_up_intent_id = str(data["payment_intent_id"])


def top_up_paid(state: ConversationState, amount: Optional[float]) -> None:
    """The reschedule's top-up payment succeeded (payment_event for ``top_up_intent_id``)."""
    book = ledger(state)
    paid = amount if amount is not None else book.balance_due_usd
    book.amount_paid_usd = round((book.amount_paid_usd or 0) + paid, 2)
    book.balance_due_usd = round(max(book.balance_due_usd - paid, 0.0), 2)
    if book.top_up_intent_id:
        book.paid_top_ups = (book.paid_top_ups + [book.top_up_intent_id])[-MAX_REFUNDS:]
    book.top_up_intent_id = None


HANDLERS = {
    "previewReschedule": _issued("reschedule", "amount_due_usd"),
    "previewCancellation": _issued("cancellation", "refund_usd"),
    "confirmReschedule": confirm_reschedule,
    "confirmCancellation": confirm_cancellation,
    "getRefundStatus": refund_status,
}


def pickup_line(state: ConversationState) -> Optional[str]:
    """The booking's pickup as the backend gave it (time and meeting point), for the model to cite."""
    pickup = state.booking_pickup or {}
    if not pickup.get("meeting_point"):
        return None
    when = f"{pickup['time']} {pickup.get('time_zone') or ''} on day 1".strip() if pickup.get("time") else "no pickup"
    return f"- pickup: {when}; {pickup['meeting_point']}"


def status_lines(state: ConversationState) -> list[str]:
    """Booking, payment and refund status, each in its own word (issue 22): ``payment_status``
    above is the session's payment field (CONFIRMED = paid), these lines say what each thing is."""
    if not (state.booking_ref or state.booking_id):
        return []
    from agent.booking_card import BOOKING_STATUS, current_state  # booking_card imports the state

    card = current_state(state, state.booking_card)
    if card is None:
        return []
    attempts = f", failed payment attempts: {state.payment_attempts} of 3 allowed" if state.payment_attempts else ""
    payment = {
        "held": {"PENDING": "QR shown, not paid yet", "FAILED": "last attempt failed, not paid"}.get(
            state.payment_status or "", "not paid yet"
        ),
        "paid": "paid",
        "moved": "paid",
    }.get("held" if card == "expiring" else card, "paid before the cancellation")
    if card in ("paid", "moved", "cancelled"):
        attempts = ""
    return [f"- booking_status: {BOOKING_STATUS[card]} ({card}); payment: {payment}{attempts}"]


def context_lines(state: ConversationState, now: Optional[datetime], support_contact: Optional[str]) -> list[str]:
    """Extra ``- key: value`` lines for the model: the zone always; the booking after payment."""
    zone = state.time_zone
    lines = [f"- time_zone: {zone_label(zone, now)}: every time you write is in this zone"]
    if now is not None:
        lines.append(f"- now_local: {format_local(now, zone)}")
    if state.reserved_until is not None and state.payment_status not in ("CONFIRMED", "CANCELLED"):
        lines.append(f"- reserved_until_local: {format_local(state.reserved_until, zone)}")
    lines.extend(status_lines(state))
    paid = state.payment_status in ("CONFIRMED", "CANCELLED") and bool(state.booking_ref or state.booking_id)
    # from the booking on: a doubt before paying ("is this a scam?") gets an independent channel (relay j32)
    wanted = bool(support_contact) and (paid or state.state in ("BOOKING", "PAYMENT"))
    support = [f"- support_contact: {support_contact}"] if wanted else []
    if not paid:
        return lines + support
    book = state.current_ledger()
    dates = state.travel_dates or {}
    lines.append(
        f"- paid_booking: ref {state.booking_ref or state.booking_id}, {state.selected_trip_name or state.selected_trip_id}, "
        f"{dates.get('start')} to {dates.get('end')}, {state.people_count} people, "
        f"amount paid ${book.amount_paid_usd if book.amount_paid_usd is not None else '?'}, status {book.status}"
    )
    pickup = pickup_line(state)
    if pickup:
        lines.append(pickup)
    if book.balance_due_usd:
        lines.append(f"- balance_due_usd: {book.balance_due_usd}")
        lines.append(
            f"- top_up_payment: intent {book.top_up_intent_id}; its QR is on screen, generatePaymentQR shows it again"
        )
    for refund in book.refunds[-3:]:
        if refund.status == "COMPLETED":
            lines.append(f"- refund: {refund.refund_id} ${refund.amount_usd} refunded ({refund.reason})")
        else:
            lines.append(
                f"- refund: {refund.refund_id} ${refund.amount_usd} {refund.status} ({refund.reason}), not refunded "
                f"yet, expected by {refund.expected_by}"
            )
    return lines + support
