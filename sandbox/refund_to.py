"""Which payment a refund goes back to (relay 28 req 36/67: "the account that paid" beside a booking payment
and a top-up paid for joiners named neither).

Travellers have no identity on a booking, so one stated rule (``REFUND_TO_RULE`` in sandbox/policy.py,
docs/backend.md): a refund goes back to the booking's payments latest first (a top-up before the payment it
followed), each at most what it paid net of what was already refunded to it. Earlier refunds are split by
the same rule, in the order they started, over the payments made before them, so a payment's "already
refunded" is the same in every view. :func:`split_latest_first` is the pure rule; :func:`refund_to` applies
it to a booking; :func:`goes_to` is the ``refunds_go_to`` sentence naming the payment(s), in EN/KH/ZH.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any, Optional, Sequence

import structlog

from sandbox.clock import iso
from sandbox.i18n import LIST_SEPARATOR, trf
from sandbox.policy import GOES_TO, PART, PART_TOP_UP, REFUND_TO_RULE
from sandbox.store import Booking, Refund, Store

log = structlog.get_logger(__name__)


@dataclass(frozen=True)
class Paid:
    """One succeeded payment: its reference, when it was paid, what it paid and what was refunded to it;
    ``seq`` orders payments made at the same instant (the order they were made in)."""

    ref: str
    at: datetime
    paid_usd: float
    refunded_usd: float = 0.0
    seq: int = 0


def _cents(usd: float) -> int:
    return int(round(usd * 100))


def split_latest_first(amount_usd: float, payments: Sequence[Paid]) -> list[tuple[Paid, float]]:
    """``amount_usd`` over ``payments``, latest first, each at most ``paid_usd - refunded_usd``.

    The parts sum to the amount whenever it does not exceed what the payments hold net of earlier refunds;
    beyond that the rest has no payment to go to and is logged (no refund ever exceeds what was paid)."""
    left = max(_cents(amount_usd), 0)
    parts: list[tuple[Paid, float]] = []
    for payment in sorted(payments, key=lambda p: (p.at, p.seq), reverse=True):
        if left <= 0:
            break
        room = max(_cents(payment.paid_usd) - _cents(payment.refunded_usd), 0)
        take = min(room, left)
        if take > 0:
            parts.append((payment, take / 100))
            left -= take
    if left > 0:
        log.warning("refund_exceeds_payments", unassigned_cents=left)
    return parts


def _payments(store: Store, booking: Booking) -> list[Paid]:
    return [
        Paid(i.payment_intent_id, i.paid_at or i.created_at, i.amount, seq=n)
        for n, i in enumerate(store.paid_intents(booking.booking_id))  # the order they were made in
    ]


def _refunded_before(store: Store, booking: Booking, until: Optional[str] = None) -> list[Paid]:
    """The booking's payments with what earlier refunds (started before refund ``until``, or all) took."""
    payments = _payments(store, booking)
    for refund in sorted(store.refunds_for(booking.booking_id), key=lambda r: (r.created_at, r.refund_id)):
        if refund.refund_id == until:
            break
        made = [p for p in payments if p.at <= refund.created_at]
        taken = {p.ref: part for p, part in split_latest_first(refund.amount_usd, made)}
        payments = [replace(p, refunded_usd=p.refunded_usd + taken.get(p.ref, 0.0)) for p in payments]
    return payments


def refund_to(
    store: Store, booking: Booking, amount_usd: float, refund_id: Optional[str] = None
) -> list[dict[str, Any]]:
    """The payment(s) ``amount_usd`` goes back to: a new refund's (a quote) or refund ``refund_id``'s own."""
    payments = _refunded_before(store, booking, refund_id)
    if refund_id is not None:
        started = next(r.created_at for r in store.refunds_for(booking.booking_id) if r.refund_id == refund_id)
        payments = [p for p in payments if p.at <= started]
    return [
        # the payment as the traveller knows it too: what it was (the booking's first payment or a top-up) and its amount
        {
            "payment_intent_id": p.ref,
            "paid_at": iso(p.at),
            "paid_usd": p.paid_usd,
            "top_up": p.seq > 0,
            "amount_back_usd": part,
        }
        for p, part in split_latest_first(amount_usd, payments)
    ]


def of_record(store: Store, refund: Refund) -> list[dict[str, Any]]:
    """The payment(s) a refund record still pays out to: its ``amount_usd`` is what is left to pay out (a part
    netted into a later top-up is already off it: relay 29 req 38 took it off twice and named no payment)."""
    if refund.amount_usd <= 0:
        return []
    return refund_to(store, store.bookings[refund.booking_id], refund.amount_usd, refund.refund_id)


def goes_to(parts: list[dict[str, Any]], language: str) -> str:
    """``refunds_go_to``: the payment(s) named as the traveller knows them (the booking payment or a top-up, its
    amount and day: never an internal payment id in a sentence), with what each gets back, in the session's language."""
    named = LIST_SEPARATOR.get(language, ", ").join(
        trf(
            PART_TOP_UP if p.get("top_up") else PART,
            language,
            paid=f"{float(p.get('paid_usd') or 0.0):.2f}",
            day=str(p.get("paid_at") or "")[:10],
            amount=f"{p['amount_back_usd']:.2f}",
        )
        for p in parts
    )
    return trf(GOES_TO, language, parts=named)


def stated(store: Store, booking: Booking, amount_usd: float, language: str) -> dict[str, Any]:
    """What a refund quote says of where its refund goes: ``refund_to``, ``refunds_go_to`` and the rule."""
    if amount_usd <= 0:
        return {}
    parts = refund_to(store, booking, amount_usd)
    return {
        "refund_to": parts,
        "refunds_go_to": goes_to(parts, language),
        "refund_to_rule": trf(REFUND_TO_RULE, language),
    }
