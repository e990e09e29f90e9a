"""Payment rules: payment events, the payment hold (15 minutes by default, the backend decides), and the 3-attempt limit (003 §3 stage 6).

Pure functions of (state, event, now). The workflow calls them when a ``payment_event`` signal
arrives and when its hold timer fires; the contract (shared/CONTRACT.md) requires that an event
that cannot be applied is recorded for operators, never silently dropped.
"""

from __future__ import annotations

from datetime import datetime
from enum import Enum
from typing import Optional

import structlog

from agent import top_up_failures
from agent.aftercare import top_up_paid
from agent.booking_records import RenewableHold
from agent.late_payments import expired_hold_for, record_late_payment, remember_expired_hold
from agent.notices import add_notice
from agent.payment_texts import MAX_FAILED_PAYMENTS
from agent.signals import PaymentEvent
from agent.state import AgentState, ConversationState, UnmatchedPayment
from agent.transitions import transition

log = structlog.get_logger("agent.payments")

MAX_PAYMENT_ATTEMPTS = MAX_FAILED_PAYMENTS
MAX_REMEMBERED_EVENTS = 100
# Unmatched events kept in the session for operators (the most recent ones; every event is also in
# its intent's PaymentLedgerWorkflow, so trimming the session's copy loses nothing).
MAX_UNMATCHED_PAYMENTS = 50


class PaymentOutcome(str, Enum):
    CONFIRMED = "CONFIRMED"  # booking paid: payment_status CONFIRMED, stage POST_BOOKING
    FAILED_COUNTED = "FAILED_COUNTED"  # one more failed attempt; a new QR may be offered
    SUPPORT_HANDOFF = "SUPPORT_HANDOFF"  # ≥ 3 failed attempts: hand over to support, no new QR
    DUPLICATE = "DUPLICATE"  # this event_id was already processed
    # SUCCEEDED for the intent the session already confirmed (checkPaymentStatus saw it first):
    # a late duplicate, not an operator alarm
    ALREADY_CONFIRMED = "ALREADY_CONFIRMED"
    # the top-up QR of a reschedule (agent/aftercare.py) was paid / failed
    TOP_UP_PAID = "TOP_UP_PAID"
    # counted once per intent, its third failure handing off (agent.top_up_failures; REPEAT once counted)
    TOP_UP_FAILED = "TOP_UP_FAILED"
    UNMATCHED = "UNMATCHED"  # recorded in state.unmatched_payments for operators
    # SUCCEEDED for a hold that already expired: recorded for operators (reason after_expiry) AND
    # kept as state.late_payment; the traveller is told at once
    LATE_PAYMENT = "LATE_PAYMENT"
    # the same payment again under another event id (webhook, Redis relay, sandbox): announced once
    REPEAT = "REPEAT"


def hold_expired(state: ConversationState, now: datetime) -> bool:
    """Seed property 5 as a pure function: in PAYMENT, not paid, and the hold is over."""
    return (
        state.state == AgentState.PAYMENT
        and state.payment_status != "CONFIRMED"
        and state.reserved_until is not None
        and state.reserved_until <= now
    )


def hold_minutes(state: ConversationState) -> Optional[int]:
    """The length of the current hold as the backend made it (reserved_until - reservation time)."""
    if state.reserved_until is None or state.reserved_at is None:
        return None
    return max(round((state.reserved_until - state.reserved_at).total_seconds() / 60), 1)


def may_issue_new_qr(state: ConversationState) -> bool:
    """False once 3 payment attempts failed: support takes over instead of a fourth QR."""
    return state.payment_attempts < MAX_PAYMENT_ATTEMPTS and not state.support_handoff


def apply_hold_expiry(state: ConversationState, now: datetime, renewable: bool = False) -> bool:
    """Release an expired hold: clear the booking, go back to BOOKING, add a notice for the model.

    ``renewable`` (sessions from issue 22 on): the booking can be held again on the same reference;
    the summary it was booked from is open again with the traveller's yes, so createBooking with
    its quote_id renews it at the re-checked price (agent.tools.guards adds ``renews_booking_id``).
    True if the hold had expired and was released; False (state untouched) otherwise.
    """
    if not hold_expired(state, now):
        return False
    ref = state.booking_ref
    minutes = hold_minutes(state)
    length = f"{minutes}-minute " if minutes else ""
    remember_expired_hold(state, now)
    state.expired_booking_ref = ref  # the booking card shows it expired (agent/booking_card.py)
    booked = state.booked_quote
    state.renewable_hold = None
    if renewable and state.booking_id:
        trip_id = booked.trip_id if booked else state.selected_trip_id
        state.renewable_hold = RenewableHold(
            booking_id=state.booking_id, booking_ref=ref, trip_id=trip_id, expired_at=now
        )
    state.booking_id = None
    state.booking_ref = None
    state.payment_intent_id = None
    state.reserved_until = None
    state.payment_status = None
    transition(state, AgentState.BOOKING, "payment hold expired")
    trip = state.selected_trip_name or state.selected_trip_id or "the trip"
    state.booking_quote = booked if state.renewable_hold is not None and booked is not None else None
    if state.booking_quote is not None:
        # it was booked, so the traveller said yes to it; the hold-expired question is where a "no"
        # can still close it (shown again with that frame: agent.consent.mark_shown)
        state.booking_quote.consent = state.booking_quote.consent.model_copy(
            update={"answer": "yes", "shown_seq": None}
        )
    state.notices = add_notice(
        state.notices,
        "hold_expired",
        f"The {length}payment hold for booking {ref or '(no reference)'} ({trip}) expired at "
        f"{now.isoformat()} without payment, so the reservation was released; the traveller has been "
        + (renewal_note(state) if state.renewable_hold is not None else OLD_EXPIRY_NOTE),
        now,
        state.turn,
    )
    log.info("hold_expired", session_id=state.session_id)
    return True


OLD_EXPIRY_NOTE = (
    "told. If they still want the trip, call previewBooking again and get their confirmation "
    "before createBooking. Do not generate a payment QR for the old booking."
)


def renewal_note(state: ConversationState) -> str:
    """The rest of the hold_expired notice when the booking can be renewed on its reference."""
    hold = state.renewable_hold
    assert hold is not None
    quote = state.booking_quote
    how = (
        f"On the same terms: call createBooking with quote_id {quote.quote_id} (the summary they already "
        "confirmed); the price is checked again, and if it changed the call is refused with PRICE_CHANGED: "
        "then call previewBooking and get a new yes. For other dates or another group: previewBooking, their "
        "yes, then createBooking renews the same reference with the new terms."
        if quote is not None
        else "Call previewBooking, get their yes, then createBooking renews the same reference (with the new "
        "terms if they changed any)."
    )
    return (
        f"told and offered to keep the same reference. If they still want this trip, do not start a new "
        f"booking: the hold on booking {hold.booking_ref} itself is renewed, with the same reference. {how} "
        "Then call generatePaymentQR: the old QR no longer works. Renew only if the traveller says they still "
        "want the trip; never call it a new booking or a second reference."
    )


def _remember(state: ConversationState, event_id: str) -> None:
    state.processed_payment_event_ids.append(event_id)
    overflow = len(state.processed_payment_event_ids) - MAX_REMEMBERED_EVENTS
    if overflow > 0:
        del state.processed_payment_event_ids[:overflow]


def repeated_payment(state: ConversationState, event: PaymentEvent) -> Optional[str]:
    """What this SUCCEEDED event repeats (per intent, whatever its event id), or None when it is news:
    the late payment already told, or a top-up already applied."""
    if event.status != "SUCCEEDED" or event.event_id in state.processed_payment_event_ids:
        return None
    late = state.late_payment
    if late is not None and late.payment_intent_id == event.payment_intent_id:
        return "late_payment"
    after = state.after_payment
    if after is not None and event.payment_intent_id in after.paid_top_ups:
        return "top_up"
    return None


def record_repeat(state: ConversationState, event: PaymentEvent) -> PaymentOutcome:
    """Remember the event id and count it on the intent's operator entry; nothing else changes."""
    _remember(state, event.event_id)
    same = _same_entry(state, event)
    if same is not None:
        same.repeats += 1
    log.info("payment_event_repeat", session_id=state.session_id, status=event.status)
    return PaymentOutcome.REPEAT


def _same_entry(state: ConversationState, event: PaymentEvent) -> Optional[UnmatchedPayment]:
    return next(
        (
            u
            for u in reversed(state.unmatched_payments)
            if u.payment_intent_id == event.payment_intent_id and u.status == event.status
        ),
        None,
    )


def _unmatched(state: ConversationState, event: PaymentEvent, reason: str, now: datetime) -> PaymentOutcome:
    same = _same_entry(state, event)
    if same is not None and same.reason == reason:  # one operator entry per intent and status
        same.repeats += 1
        log.warning("payment_event_unmatched_repeat", session_id=state.session_id, reason=reason)
        return PaymentOutcome.UNMATCHED
    overflow = len(state.unmatched_payments) + 1 - MAX_UNMATCHED_PAYMENTS
    if overflow > 0:
        del state.unmatched_payments[:overflow]
    state.unmatched_payments.append(
        UnmatchedPayment(
            event_id=event.event_id,
            payment_intent_id=event.payment_intent_id,
            status=event.status,
            reason=reason,
            received_at=now,
            booking_id=event.booking_id,
            amount_usd=event.amount_usd,
        )
    )
    log.warning("payment_event_unmatched", session_id=state.session_id, reason=reason, status=event.status)
    return PaymentOutcome.UNMATCHED


record_unmatched = _unmatched  # the workflow's fallback for sessions recorded before ALREADY_CONFIRMED


def record_overflow(state: ConversationState, event: PaymentEvent, now: datetime) -> None:
    """A payment event that arrived while too many were already waiting: kept for operators."""
    if event.event_id in state.processed_payment_event_ids:
        return
    _remember(state, event.event_id)
    _unmatched(state, event, "queue_full", now)


def _mismatch_reason(state: ConversationState, event: PaymentEvent, now: datetime) -> str | None:
    """Why ``event`` cannot apply to the current payment, or None if it can."""
    if event.payment_intent_id != state.payment_intent_id and expired_hold_for(state, event.payment_intent_id):
        return "after_expiry"  # the hold of that booking ran out before the money came
    if state.payment_intent_id is None and state.booking_id is None:
        return "no_booking"
    if event.payment_intent_id != state.payment_intent_id:
        return "other_intent"
    if event.booking_id and state.booking_id and event.booking_id != state.booking_id:
        return "other_intent"
    if state.payment_status == "CONFIRMED" or state.state == AgentState.POST_BOOKING:
        return "already_confirmed"
    if state.state != AgentState.PAYMENT or hold_expired(state, now):
        return "after_expiry"
    return None


def apply_payment_event(state: ConversationState, event: PaymentEvent, now: datetime) -> PaymentOutcome:
    """Apply one ``payment_event`` signal to the session (see :class:`PaymentOutcome`)."""
    if event.event_id in state.processed_payment_event_ids:
        return PaymentOutcome.DUPLICATE
    _remember(state, event.event_id)
    if (
        event.status == "SUCCEEDED"
        and state.payment_status == "CONFIRMED"
        and event.payment_intent_id == state.payment_intent_id
    ):
        log.info("payment_event_already_confirmed", session_id=state.session_id)
        return PaymentOutcome.ALREADY_CONFIRMED
    after = state.after_payment
    if after is not None and after.top_up_intent_id and event.payment_intent_id == after.top_up_intent_id:
        if event.status != "SUCCEEDED":
            if top_up_failures.counts(state) and not top_up_failures.count_failure(state, event.payment_intent_id):
                log.info("top_up_failure_known", session_id=state.session_id)  # counted and told already
                return PaymentOutcome.REPEAT
            return PaymentOutcome.TOP_UP_FAILED
        top_up_paid(state, event.amount_usd, now)
        log.info("top_up_paid", session_id=state.session_id)
        return PaymentOutcome.TOP_UP_PAID
    reason = _mismatch_reason(state, event, now)
    if reason is not None:
        outcome = _unmatched(state, event, reason, now)
        hold = expired_hold_for(state, event.payment_intent_id) if reason == "after_expiry" else None
        if hold is not None and event.status == "SUCCEEDED":
            record_late_payment(state, hold, event, now)
            return PaymentOutcome.LATE_PAYMENT
        return outcome
    if event.status == "SUCCEEDED":
        state.payment_status = "CONFIRMED"
        state.reserved_until = None  # paid: the hold deadline is history
        transition(state, AgentState.POST_BOOKING, "payment event SUCCEEDED")
        log.info("payment_confirmed", session_id=state.session_id)
        return PaymentOutcome.CONFIRMED
    state.payment_attempts += 1
    state.payment_status = "FAILED"
    log.info("payment_failed", session_id=state.session_id, attempts=state.payment_attempts)
    if state.payment_attempts >= MAX_PAYMENT_ATTEMPTS:
        state.support_handoff = True
        return PaymentOutcome.SUPPORT_HANDOFF
    return PaymentOutcome.FAILED_COUNTED
