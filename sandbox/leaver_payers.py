"""Who paid for each traveller who leaves, when the traveller says (run 53: a family paid the booking, their
son-in-law his own join top-up; he could not come, and ``remove_adults: 1`` sent his refund to the family's
booking payment: an adult is an adult, and the rule takes the payment booked first).

previewReschedule's ``leavers_paid_by`` names, for each leaver (in the order of ``remove_adults`` then
``remove_children_ages``), the payment that paid for them: a payment of this booking that paid for a traveller
of their kind still on it. Their refund then goes back to that payment and to the extra-day and add-on top-ups
paid while they were on (sandbox/refund_to.py, one rule for the quote, the refund record and every later view).
Left out, the rule names the payment as before. A change quote's ``payments`` say what each paid for
(``paid_for_label``), in the session's language, so the model can tell the traveller's words from the payments.
"""

from __future__ import annotations

from typing import Any, Sequence

from sandbox import refund_to
from sandbox.cancel_base import change_words
from sandbox.change_models import ReschedulePreviewBody
from sandbox.errors import invalid
from sandbox.i18n import trf
from sandbox.i18n.group_texts import total_is_for
from sandbox.refund_to_words import PAID_FOR_BOOKING, PAID_FOR_TOP_UP, PART_FOR_CHANGE
from sandbox.store import Booking, PaymentIntent, Store

# more than one payment paid for a traveller like one who leaves, and none was named: the model's next step
NAME_THE_PAYER = (
    "More than one payment paid for a traveller like the one leaving ({payments}): if the traveller says who "
    "leaves and another payment paid for them (their own join top-up), previewReschedule again with "
    "leavers_paid_by naming it (payments[].paid_for_label says what each paid for)."
)


def named(body: ReschedulePreviewBody) -> list[tuple[str, str]]:
    """Each named leaver as (kind, payment): ``leavers_paid_by`` beside ``remove_adults`` then
    ``remove_children_ages``."""
    kinds = ["adult"] * body.remove_adults + [f"child:{a}" for a in body.remove_children_ages]
    return list(zip(kinds, body.leavers_paid_by))


def _who(kind: str) -> str:
    return "an adult" if kind == "adult" else f"a child aged {kind[6:]}"


def check(store: Store, booking: Booking, body: ReschedulePreviewBody) -> None:
    """``leavers_paid_by``: one payment per leaver, each a payment of this booking that paid for a traveller of
    that leaver's kind still on it (two leavers named on one payment: two such travellers); else a clear error
    whose ``next_step`` names the payments that can."""
    if not body.leavers_paid_by:
        return
    leaving = body.remove_adults + len(body.remove_children_ages)
    if len(body.leavers_paid_by) != leaving:
        raise invalid(
            "leavers_paid_by names one payment per leaver, in the order of remove_adults then remove_children_ages.",
            {"leavers": leaving, "leavers_paid_by": list(body.leavers_paid_by)},
        )
    held = {p.ref: list(p.travellers) for p in refund_to.payments_now(store, booking)}
    for kind, ref in named(body):
        if kind in held.get(ref, []):
            held[ref].remove(kind)
            continue
        can = [r for r, on in held.items() if kind in on]
        raise invalid(
            f"Payment {ref} did not pay for {_who(kind)} still on this booking.",
            {
                "leavers_paid_by": ref,
                "next_step": f"Name the payment that paid for {_who(kind)} who leaves: one of {', '.join(can)} "
                "(payments[].paid_for_label)"
                if can
                else f"No payment of this booking holds {_who(kind)}: leave leavers_paid_by out.",
            },
        )


def checked(store: Store, booking: Booking, body: ReschedulePreviewBody, leavers: Sequence[str]) -> tuple[str, ...]:
    """The payment named for each of ``leavers`` (the quote's own order of who leaves), "" where none was;
    empty when none was named (:func:`check` first)."""
    check(store, booking, body)
    pairs = named(body)
    out = []
    for kind in leavers:
        hit = next((pair for pair in pairs if pair[0] == kind), None)
        if hit:
            pairs.remove(hit)
        out.append(hit[1] if hit else "")
    return tuple(out) if any(out) else ()


def hint(store: Store, booking: Booking, leavers: Sequence[str], named_by: Sequence[str]) -> dict[str, Any]:
    """``leavers_paid_by_hint`` when a leaver's kind was paid for by more than one payment still holding one
    and none was named: which payment paid for them decides where their refund goes."""
    if not leavers or named_by:
        return {}
    held = refund_to.payments_now(store, booking)
    payers = [p.ref for p in held if any(kind in p.travellers for kind in leavers)]
    if len(payers) < 2:
        return {}
    return {"leavers_paid_by_hint": NAME_THE_PAYER.format(payments=", ".join(payers))}


def label(intent: PaymentIntent, language: str) -> str:
    """What a payment paid for, as the traveller knows it: "the booking for 4 people (3 adults; a child aged 1)",
    "the top-up for an adult who joined on 2026-11-30" (its Cambodia-time day)."""
    kinds = list(intent.travellers)
    if intent.purpose != "top_up":
        ages = [int(k[6:]) for k in kinds if k.startswith("child:") and k[6:].isdigit()]
        return trf(PAID_FOR_BOOKING, language, who=total_is_for(kinds.count("adult"), ages, language))
    what = (
        refund_to.joined_words(kinds, language)
        if kinds
        else change_words(list(intent.pays_for), language)
        if intent.pays_for
        else trf(PART_FOR_CHANGE, language)
    )
    return trf(PAID_FOR_TOP_UP, language, what=what, day=refund_to.local_day(intent.paid_at or intent.created_at))


def labelled(store: Store, booking: Booking, receipts: dict[str, Any], language: str) -> dict[str, Any]:
    """A change quote's ``receipts`` with each of its ``payments`` saying what it paid for (``paid_for_label``)
    when there is more than one: the model names the one that paid for a leaver by it."""
    payments = receipts.get("payments") or []
    if len(payments) < 2:
        return receipts
    intents = {i.payment_intent_id: i for i in store.paid_intents(booking.booking_id)}
    said = [
        {**p, "paid_for_label": label(intents[p["payment_intent_id"]], language)}
        if p.get("payment_intent_id") in intents
        else p
        for p in payments
    ]
    return {**receipts, "payments": said}
