"""Which payment a refund goes back to, by what each payment paid for (relay 28 req 36/67: "the account that
paid" named no payment; then a leaver's refund split latest first read as the add-on and the extra day refunded).

One stated rule (``REFUND_TO_RULE`` in sandbox/policy.py, docs/backend.md): each payment paid for something
(the booking payment: the booking as first paid; a top-up: what its change changed), and a refund goes back
first to the payments that paid for what it frees, pro rata to what each still holds (what it paid net of
earlier refunds). A cancellation or a traveller leaving frees a share of everything: every payment gets its
share. A shorter trip, a date change... frees what the top-ups of that kind paid for (none: the booking
payment, which paid for the booking as first booked); only what those cannot hold goes to the other payments,
each such line marked ``rest``. Earlier refunds are split by the same rule, in the order they started, over the
payments made before them, so a payment's "already refunded" is the same in every view. :func:`split_for` is
the pure rule; :func:`refund_to` applies it to a booking; :func:`goes_to` is the ``refunds_go_to`` sentence
naming each payment by what it paid for, in EN/KH/ZH.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any, Iterable, Optional, Sequence

import structlog

from sandbox.cancel_base import change_words
from sandbox.clock import iso
from sandbox.i18n import LIST_SEPARATOR, trf
from sandbox.policy import GOES_TO, PART, PART_FOR_CHANGE, PART_REST, PART_TOP_UP, REFUND_TO_RULE
from sandbox.store import Booking, Refund, Store

BOOKING = "booking"  # what the booking's first payment paid for: the booking as first paid
Frees = Optional[frozenset[str]]  # what a refund frees: the change kinds it undoes, or None (a share of everything)

log = structlog.get_logger(__name__)


@dataclass(frozen=True)
class Paid:
    """One succeeded payment: its reference, when it was paid, what it paid and what was refunded to it;
    ``seq`` orders payments made at the same instant (the order they were made in); ``paid_for`` is what it paid
    for (``("booking",)`` or a top-up's change kinds)."""

    ref: str
    at: datetime
    paid_usd: float
    refunded_usd: float = 0.0
    seq: int = 0
    paid_for: tuple[str, ...] = (BOOKING,)


def _cents(usd: float) -> int:
    return int(round(usd * 100))


def frees(reason: str, changes: Iterable[str]) -> Frees:
    """What a refund frees: a cancellation or a traveller leaving (a group change) a share of everything
    (``None``); any other change what its kinds name (a shorter trip: ``{"length"}``)."""
    kinds = frozenset(changes)
    return None if reason == "cancellation" or "group" in kinds or not kinds else kinds


def _room(p: Paid) -> int:
    return max(_cents(p.paid_usd) - _cents(p.refunded_usd), 0)


def _pro_rata(cents: int, payments: Sequence[Paid]) -> list[tuple[Paid, int]]:
    """``cents`` over ``payments`` in proportion to what each holds (largest remainder; never over its room)."""
    rooms = [_room(p) for p in payments]
    held = sum(rooms)
    cents = min(cents, held)
    if cents <= 0:
        return []
    exact = [cents * r / held for r in rooms]
    parts = [int(e) for e in exact]
    for i in sorted(range(len(parts)), key=lambda i: (parts[i] - exact[i], -i))[: cents - sum(parts)]:
        parts[i] += 1
    return [(p, c) for p, c in zip(payments, parts) if c > 0]


def split_for(amount_usd: float, payments: Sequence[Paid], freed: Frees) -> list[tuple[Paid, float, bool]]:
    """``amount_usd`` over ``payments``: ``(payment, part, rest)``, first to the payments that paid for what
    ``freed`` names, pro rata to what each holds, then (``rest`` true) what they cannot hold over the others.

    The parts sum to the amount whenever it does not exceed what the payments hold net of earlier refunds;
    beyond that the rest has no payment to go to and is logged (no refund ever exceeds what was paid)."""
    left = max(_cents(amount_usd), 0)
    ordered = sorted(payments, key=lambda p: (p.at, p.seq))
    if freed is None:
        first = ordered
    else:
        first = [p for p in ordered if BOOKING not in p.paid_for and freed & set(p.paid_for)]
        first = first or [p for p in ordered if BOOKING in p.paid_for]  # the booking as first booked held it
    others = [p for p in ordered if p not in first]
    parts = [(p, c, False) for p, c in _pro_rata(left, first)]
    left -= sum(c for _, c, _ in parts)
    spilt = [(p, c, True) for p, c in _pro_rata(left, others)]
    left -= sum(c for _, c, _ in spilt)
    if left > 0:
        log.warning("refund_exceeds_payments", unassigned_cents=left)
    return [(p, c / 100, rest) for p, c, rest in parts + spilt]


def _payments(store: Store, booking: Booking) -> list[Paid]:
    return [
        Paid(
            i.payment_intent_id,
            i.paid_at or i.created_at,
            i.amount,
            seq=n,
            paid_for=tuple(i.pays_for) if i.purpose == "top_up" else (BOOKING,),
        )
        for n, i in enumerate(store.paid_intents(booking.booking_id))  # the order they were made in
    ]


def _refunded_before(store: Store, booking: Booking, until: Optional[str] = None) -> list[Paid]:
    """The booking's payments with what earlier refunds (started before refund ``until``, or all) took."""
    payments = _payments(store, booking)
    for refund in sorted(store.refunds_for(booking.booking_id), key=lambda r: (r.created_at, r.refund_id)):
        if refund.refund_id == until:
            break
        made = [p for p in payments if p.at <= refund.created_at]
        freed = frees(refund.reason, refund.changes)
        taken = {p.ref: part for p, part, _ in split_for(refund.amount_usd, made, freed)}
        payments = [replace(p, refunded_usd=p.refunded_usd + taken.get(p.ref, 0.0)) for p in payments]
    return payments


def refund_to(
    store: Store, booking: Booking, amount_usd: float, refund_id: Optional[str] = None, freed: Frees = None
) -> list[dict[str, Any]]:
    """The payment(s) ``amount_usd`` goes back to: a new refund's (a quote: what it ``freed``) or refund
    ``refund_id``'s own (what it freed: its record's reason and changes)."""
    payments = _refunded_before(store, booking, refund_id)
    if refund_id is not None:
        record = next(r for r in store.refunds_for(booking.booking_id) if r.refund_id == refund_id)
        payments = [p for p in payments if p.at <= record.created_at]
        freed = frees(record.reason, record.changes)
    return [
        # the payment as the traveller knows it too: what it was (the booking's first payment or a top-up) and its amount
        {
            "payment_intent_id": p.ref,
            "paid_at": iso(p.at),
            "paid_usd": p.paid_usd,
            "top_up": p.seq > 0,
            "paid_for": list(p.paid_for),  # what that payment paid for: the booking, or its change's kinds
            "amount_back_usd": part,
            # beyond what the payments that paid for the freed part hold: the rest, said as such
            **({"rest": True} if rest else {}),
        }
        for p, part, rest in split_for(amount_usd, payments, freed)
    ]


def of_record(store: Store, refund: Refund) -> list[dict[str, Any]]:
    """The payment(s) a refund record still pays out to: its ``amount_usd`` is what is left to pay out (a part
    netted into a later top-up is already off it: relay 29 req 38 took it off twice and named no payment)."""
    if refund.amount_usd <= 0:
        return []
    return refund_to(store, store.bookings[refund.booking_id], refund.amount_usd, refund.refund_id)


def goes_to(parts: list[dict[str, Any]], language: str) -> str:
    """``refunds_go_to``: the payment(s) named as the traveller knows them (the booking payment or the top-up for
    what it paid for, its amount and day: never an internal payment id in a sentence), with what each gets back, the
    rest said as the rest, in the session's language."""
    return trf(GOES_TO, language, parts=LIST_SEPARATOR.get(language, ", ").join(_part(p, language) for p in parts))


def _part(p: dict[str, Any], language: str) -> str:
    kinds = [k for k in p.get("paid_for") or [] if k != BOOKING]
    said = trf(
        PART_TOP_UP if p.get("top_up") else PART,
        language,
        paid=f"{float(p.get('paid_usd') or 0.0):.2f}",
        day=str(p.get("paid_at") or "")[:10],
        amount=f"{p['amount_back_usd']:.2f}",
        what=change_words(kinds, language) if kinds else trf(PART_FOR_CHANGE, language),
    )
    return trf(PART_REST, language, part=said) if p.get("rest") else said


def stated(store: Store, booking: Booking, amount_usd: float, language: str, freed: Frees = None) -> dict[str, Any]:
    """What a refund quote says of where its refund goes: ``refund_to``, ``refunds_go_to`` and the rule
    (``freed``: what the refund frees, by :func:`frees`; a cancellation: ``None``)."""
    if amount_usd <= 0:
        return {}
    parts = refund_to(store, booking, amount_usd, freed=freed)
    return {
        "refund_to": parts,
        "refunds_go_to": goes_to(parts, language),
        "refund_to_rule": trf(REFUND_TO_RULE, language),
    }
