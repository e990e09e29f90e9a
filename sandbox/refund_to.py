"""Which payment a refund goes back to, by what each payment paid for (relay 28 req 36/67: "the account that
paid" named no payment; then a leaver's refund split latest first read as the add-on and the extra day refunded).

One stated rule (``REFUND_TO_RULE`` in sandbox/policy.py, docs/backend.md): each payment paid for something
(the booking payment: the booking as first paid; a top-up: what its change changed), and a refund goes back
first to the payments that paid for what it frees, each by what it paid for that (a leaver: each payment's
share for them of what it still holds, what it paid net of earlier refunds). A cancellation frees a share of
everything: every payment gets its share. A traveller leaving frees what was paid for them: their refund
goes back to the payment that paid for them (the one named for them, ``leavers_paid_by``; else the booking payment if
they were booked at first, a traveller of their kind booked at first counted before a joiner; else the top-up of the
join that brought them) and to the extra-day and add-on top-ups paid while they were on,
never to a payment that paid only for others (a 9-year-old's refund went to her uncle's join top-up). A shorter
trip, a date change... frees each traveller's part (their band's share): to the top-ups of that kind paid while
they were on, else their own payment (the booking payment, or their join's top-up: three friends' day less went
all to their booking payment, none to the top-up of the fourth who joined); only what those cannot hold goes
to the other payments, each such line marked ``rest``. Earlier refunds are split by the same rule, in the order they started, over the
payments made before them, so a payment's "already refunded" is the same in every view. :func:`split_for` is
the pure rule; :func:`refund_to` applies it to a booking; :func:`goes_to` is the ``refunds_go_to`` sentence
naming each payment by what it paid for, in EN/KH/ZH.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any, Iterable, Optional, Sequence

import structlog

from sandbox.add_on_payers import took
from sandbox.cancel_base import change_words
from sandbox.clock import iso
from sandbox.group import rate
from sandbox.i18n import LIST_SEPARATOR, trf
from sandbox.refund_said import joined_words, local_day
from sandbox.refund_to_words import (
    GOES_TO,
    GOES_TO_WHICH,
    PART,
    PART_FOR_CHANGE,
    PART_REST,
    PART_TOP_UP,
    REFUND_TO_RULE,
    REFUND_WHICH,
)
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
    travellers: tuple[str, ...] = ()  # who it paid for and is still on the booking ("adult", "child:9")
    takes: tuple[str, ...] = ()  # an add-on's top-up: only who takes it (sandbox/add_on_payers.py)


def _cents(usd: float) -> int:
    return int(round(usd * 100))


def frees(reason: str, changes: Iterable[str]) -> Frees:
    """What a refund frees: a cancellation or a traveller leaving (a group change) a share of everything
    (``None``); any other change what its kinds name (a shorter trip: ``{"length"}``)."""
    kinds = frozenset(changes)
    return None if reason == "cancellation" or "group" in kinds or not kinds else kinds


def kinds(people: Iterable[dict[str, Any]]) -> list[str]:
    """Travellers as a payment records who it paid for: "adult", or "child:<age>"."""
    return ["adult" if p.get("who") == "adult" else f"child:{p.get('age')}" for p in people]


def owners(payments: Sequence[Paid], leavers: Sequence[str], paid_by: Sequence[str] = ()) -> dict[str, list[str]]:
    """Which payment paid for each leaver: the one named for them (``paid_by``, beside ``leavers``: a payment
    ref or "" for none; run 53: the son-in-law's refund went to the family's booking payment, not his own join
    top-up), else the earliest that paid for a traveller of their kind still on (the booking payment before a
    join's top-up); payment ref -> the leavers it paid for."""
    left = {p.ref: list(p.travellers) for p in payments}
    out: dict[str, list[str]] = {}
    ordered = sorted(payments, key=lambda p: (p.at, p.seq))
    for n, kind in enumerate(leavers):
        named = paid_by[n] if n < len(paid_by) else ""
        for p in [q for q in ordered if q.ref == named] + ordered:
            if kind in left[p.ref]:
                left[p.ref].remove(kind)
                out.setdefault(p.ref, []).append(kind)
                break
    return out


def _paid_for_leavers(ordered: Sequence[Paid], leavers: Sequence[str], paid_by: Sequence[str]) -> list[Paid]:
    """The payments that paid for the leavers: their own (booking payment or join top-up) and the other
    top-ups (an extra day, an add-on) paid once they were on; none found (older records): every payment."""
    own = owners(ordered, leavers, paid_by)
    if not own:
        return list(ordered)
    since = min((p.at, p.seq) for p in ordered if p.ref in own)
    kinds_gone = {k for gone in own.values() for k in gone}
    return [
        p
        for p in ordered
        if p.ref in own
        or (_for_everyone(p) and (p.at, p.seq) >= since and any(_took_it(ordered, p, k) for k in kinds_gone))
    ]


def _took_it(ordered: Sequence[Paid], p: Paid, kind: str) -> bool:
    """A leaver of ``kind`` took what the top-up ``p`` paid for: any top-up for everyone; an add-on's, only when
    every traveller of that kind on when it was paid took it. Fewer takers than travellers of the kind: the price
    keeps the add-on as it was when one of them leaves (sandbox/change_apply.py ``_leavers``), so the leaver was
    none of them and their refund owes that payment nothing (run 60 req 44: $14.60 of the mother's refund sent to
    the cruise top-up her son and granddaughter took)."""
    if not took(p.takes, {kind}):
        return False
    return not p.takes or p.takes.count(kind) >= _on_when(ordered, p).count(kind)


def _for_everyone(p: Paid) -> bool:
    """A top-up that paid for everyone on (an extra day, an add-on, a move's fee), not a join's: a join's top-up
    whose joiner has left holds no traveller any more, and is still no payment for the others."""
    return BOOKING not in p.paid_for and "group" not in p.paid_for and not p.travellers


def _on_when(ordered: Sequence[Paid], top_up: Paid) -> list[str]:
    """Who a top-up for everyone (an extra day, an add-on) paid for: the travellers on when it was paid and still on."""
    return [k for q in ordered if (q.at, q.seq) <= (top_up.at, top_up.seq) for k in q.travellers]


def _leaver_weights(
    ordered: Sequence[Paid], leavers: Sequence[str], paid_by: Sequence[str]
) -> list[tuple[Paid, float]]:
    """What each payment paid for the leavers: of their own payment (the booking payment, or their join's top-up)
    and of each extra-day or add-on top-up paid while they were on, the leaver's share of what it still holds
    (its holding over the shares of the travellers it paid for). Run 50: the booking payment of four ($876)
    paid $219 for the partner who left, the extra day of five $44, the add-on of five $28: split by what each
    holds, the booking payment got $206.24 of $291. Empty when no payment records its travellers."""
    weight: dict[str, float] = {}
    by_ref = {p.ref: p for p in ordered}
    for ref, gone in owners(ordered, leavers, paid_by).items():
        own = by_ref[ref]
        for kind in gone:
            payers = [(own, list(own.travellers))] + [
                (p, _on_when(ordered, p)) for p in ordered if _for_everyone(p) and (p.at, p.seq) > (own.at, own.seq)
            ]
            for p, paid_for in payers:
                paid_for = _takers(paid_for, p.takes)  # an add-on: its takers only, counted as many as take it
                shares = sum(_share(k) for k in paid_for)
                if shares > 0 and _took_it(ordered, p, kind):
                    weight[p.ref] = weight.get(p.ref, 0.0) + _room(p) * _share(kind) / shares
    return [(p, weight[p.ref]) for p in ordered if weight.get(p.ref, 0.0) > 0]


def _takers(on: Sequence[str], takes: Sequence[str]) -> list[str]:
    """Who an add-on's top-up paid for among those ``on``: as many of each kind as took it (relay 71: a cruise for
    two of three adults counted all three, so a 15-year-old's $30 cruise share came back as $23.85 beside $396.15
    to the booking payment, where his own payments held $30 and $390)."""
    if not takes:
        return list(on)
    return list((Counter(on) & Counter(takes)).elements())


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


def _share(kind: str) -> float:
    """A traveller's share of a per-person price: an adult 1, a child their age band's (sandbox/group.py)."""
    age = kind.split(":", 1)[-1]
    return rate(int(age)) if kind.startswith("child:") and age.isdigit() else 1.0


def _paid_for_kinds(ordered: Sequence[Paid], freed: frozenset[str]) -> list[tuple[Paid, float]]:
    """Who paid for what a change of kinds ``freed`` frees (a day less, a cheaper date...): for each traveller on
    the booking, the top-ups of a freed kind paid while they were on (an extra day paid for everyone on then),
    else their own payment (the booking payment, or the top-up of the join that brought them, which paid their
    whole share as the booking then was); each payment weighted by the shares of the travellers it paid that
    for. Empty when no payment records its travellers (older records)."""
    weight: dict[str, float] = {}
    for own in ordered:
        for kind in own.travellers:
            of_kind = [
                p
                for p in ordered
                if BOOKING not in p.paid_for and freed & set(p.paid_for) and (p.at, p.seq) >= (own.at, own.seq)
            ]
            for p in of_kind or [own]:
                weight[p.ref] = weight.get(p.ref, 0.0) + _share(kind) / len(of_kind or [own])
    return [(p, weight[p.ref]) for p in ordered if weight.get(p.ref, 0.0) > 0]


def _to_first(cents: int, first: Sequence[Paid], weights: Sequence[tuple[Paid, float]]) -> list[tuple[Paid, int]]:
    """``cents`` over the payments that paid for what it frees: by ``weights`` (each payment's travellers'
    shares; none: what each holds), never over what a payment holds; what one cannot hold over the others of
    ``first`` by what they still hold."""
    total = sum(w for _, w in weights)
    if not weights or total <= 0:
        return _pro_rata(cents, first)
    exact = [cents * w / total for _, w in weights]
    parts = [int(e) for e in exact]
    for i in sorted(range(len(parts)), key=lambda i: (parts[i] - exact[i], i))[: cents - sum(parts)]:
        parts[i] += 1
    got = {p.ref: min(c, _room(p)) for (p, _), c in zip(weights, parts)}
    held = [replace(p, refunded_usd=p.refunded_usd + got.get(p.ref, 0) / 100) for p in first]
    for p, c in _pro_rata(cents - sum(got.values()), held):
        got[p.ref] = got.get(p.ref, 0) + c
    return [(p, got[p.ref]) for p in first if got.get(p.ref, 0) > 0]


def split_for(
    amount_usd: float, payments: Sequence[Paid], freed: Frees, leavers: Sequence[str] = (), paid_by: Sequence[str] = ()
) -> list[tuple[Paid, float, bool]]:
    """``amount_usd`` over ``payments``: ``(payment, part, rest)``, first to the payments that paid for what
    ``freed`` names (or for the ``leavers``, each paid for by the payment ``paid_by`` names beside it, if any),
    each by what it paid for that (a cancellation: what each holds), then (``rest`` true) the rest over the others.

    The parts sum to the amount whenever it does not exceed what the payments hold net of earlier refunds;
    beyond that the rest has no payment to go to and is logged (no refund ever exceeds what was paid)."""
    left = max(_cents(amount_usd), 0)
    ordered = sorted(payments, key=lambda p: (p.at, p.seq))
    weights = _paid_for_kinds(ordered, freed) if freed is not None and not leavers else []
    if leavers:  # a leaver's refund: the payments that paid for them, each by what it paid for them
        first = _paid_for_leavers(ordered, leavers, paid_by)
        weights = _leaver_weights(ordered, leavers, paid_by)
    elif freed is None:
        first = ordered
    elif weights:  # each traveller's share to the payment(s) that paid for their part of what it frees
        first = [p for p, _ in weights]
    else:  # older records (no travellers on them): the top-ups of that kind, else the booking as first booked
        first = [p for p in ordered if BOOKING not in p.paid_for and freed & set(p.paid_for)]
        first = first or [p for p in ordered if BOOKING in p.paid_for]
    others = [p for p in ordered if p not in first]
    parts = [(p, c, False) for p, c in _to_first(left, first, weights)]
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
            travellers=tuple(i.travellers),
            takes=tuple(i.takes),
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
        by = refund.leavers_paid_by
        taken = {p.ref: part for p, part, _ in split_for(refund.amount_usd, made, freed, refund.leavers, by)}
        gone = owners(made, refund.leavers, by)  # who left is no longer on any payment's travellers
        payments = [
            replace(
                p, refunded_usd=p.refunded_usd + taken.get(p.ref, 0.0), travellers=_less(p.travellers, gone.get(p.ref))
            )
            for p in payments
        ]
    return payments


def payments_now(store: Store, booking: Booking) -> list[Paid]:
    """The booking's payments as they stand: what earlier refunds took, who each paid for is still on."""
    return _refunded_before(store, booking)


def _less(travellers: tuple[str, ...], gone: Optional[list[str]]) -> tuple[str, ...]:
    out = list(travellers)
    for kind in gone or []:
        out.remove(kind)
    return tuple(out)


def refund_to(
    store: Store,
    booking: Booking,
    amount_usd: float,
    refund_id: Optional[str] = None,
    freed: Frees = None,
    leavers: Sequence[str] = (),
    paid_by: Sequence[str] = (),
) -> list[dict[str, Any]]:
    """The payment(s) ``amount_usd`` goes back to: a new refund's (a quote: what it ``freed``, who leaves, the
    payment named for each) or refund ``refund_id``'s own (its record's reason, changes, leavers and payments)."""
    payments = _refunded_before(store, booking, refund_id)
    joined = {i.payment_intent_id: list(i.travellers) for i in store.paid_intents(booking.booking_id)}
    if refund_id is not None:
        record = next(r for r in store.refunds_for(booking.booking_id) if r.refund_id == refund_id)
        payments = [p for p in payments if p.at <= record.created_at]
        freed, leavers, paid_by = frees(record.reason, record.changes), record.leavers, record.leavers_paid_by
    return [
        # the payment as the traveller knows it too: what it was (the booking's first payment or a top-up) and its amount
        {
            "payment_intent_id": p.ref,
            "paid_at": iso(p.at),
            "paid_usd": p.paid_usd,
            "top_up": p.seq > 0,
            "paid_for": list(p.paid_for),  # what that payment paid for: the booking, or its change's kinds
            # a join's top-up: who joined (its payment record), so the words name whose payment it is
            **({"joined": joined[p.ref]} if p.seq > 0 and joined.get(p.ref) else {}),
            "amount_back_usd": part,
            # beyond what the payments that paid for the freed part hold: the rest, said as such
            **({"rest": True} if rest else {}),
        }
        for p, part, rest in split_for(amount_usd, payments, freed, leavers, paid_by)
    ]


def of_record(store: Store, refund: Refund) -> list[dict[str, Any]]:
    """The payment(s) a refund record still pays out to: its ``amount_usd`` is what is left to pay out (a part
    netted into a later top-up is already off it: relay 29 req 38 took it off twice and named no payment)."""
    if refund.amount_usd <= 0:
        return []
    return refund_to(store, store.bookings[refund.booking_id], refund.amount_usd, refund.refund_id)


def goes_to(parts: list[dict[str, Any]], language: str, which: str) -> str:
    """``refunds_go_to``: the payment(s) named as the traveller knows them (the booking payment or the top-up for
    what it paid for, its amount and its Cambodia-time day: never an internal payment id nor a UTC day in a
    sentence), with what each gets back, the rest said as the rest, in the session's language. It opens with
    WHICH refund it describes (``which``: a key of ``REFUND_WHICH``, this change's, this cancellation's or a
    cancellation today's) and its amount: one result can carry two such sentences (relay 42 req 30)."""
    amount = sum(float(p["amount_back_usd"]) for p in parts)
    return trf(
        GOES_TO_WHICH,
        language,
        which=trf(REFUND_WHICH[which], language, amount=f"{amount:.2f}"),
        goes=trf(GOES_TO, language, parts=LIST_SEPARATOR.get(language, ", ").join(_part(p, language) for p in parts)),
    )


def _part(p: dict[str, Any], language: str) -> str:
    kinds = [k for k in p.get("paid_for") or [] if k != BOOKING]
    said = trf(
        PART_TOP_UP if p.get("top_up") else PART,
        language,
        paid=f"{float(p.get('paid_usd') or 0.0):.2f}",
        day=local_day(p.get("paid_at")),
        amount=f"{p['amount_back_usd']:.2f}",
        what=joined_words(p["joined"], language)
        if p.get("joined")
        else change_words(kinds, language)
        if kinds
        else trf(PART_FOR_CHANGE, language),
    )
    return trf(PART_REST, language, part=said) if p.get("rest") else said


def stated(
    store: Store,
    booking: Booking,
    amount_usd: float,
    language: str,
    freed: Frees = None,
    leavers: Sequence[str] = (),
    which: str = "change",
    paid_by: Sequence[str] = (),
) -> dict[str, Any]:
    """What a refund quote says of where its refund goes: ``refund_to``, ``refunds_go_to`` and the rule
    (``freed``: what the refund frees, by :func:`frees`; a cancellation: ``None``; ``leavers``: who leaves;
    ``which``: the refund it is, a key of ``REFUND_WHICH``; ``paid_by``: the payment named for each leaver)."""
    if amount_usd <= 0:
        return {}
    parts = refund_to(store, booking, amount_usd, freed=freed, leavers=leavers, paid_by=paid_by)
    return {
        "refund_to": parts,
        "refunds_go_to": goes_to(parts, language, which),
        "refund_to_rule": trf(REFUND_TO_RULE, language),
    }
