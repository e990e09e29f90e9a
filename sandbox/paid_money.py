"""The money of a paid booking as every result states it (issue 37, relay runs 4 and 5).

One view for every result that carries a booking (createBooking, confirmReschedule, withdrawTopUp,
changePickup...), so no result can say it differently:

- ``amount_paid_usd``: what was paid, net of refunds that were COMPLETED (a refund on its way is not
  yet the traveller's money: relay 4 saw "paid $604.80" while $793.80 had been paid and the $189
  refund was still pending); ``refunds_pending_usd`` beside it, ``paid_in_total_usd`` every payment;
- ``price_with_charges_usd``: the booking's price plus its charges (fees, kept parts): what the payments
  are for (relay 5: "total $1,288, paid $1,348" read as an overpayment; the $60 fee sits outside the
  price); ``still_to_pay_usd`` what is still to pay (relay 9: the older ``owed_usd`` read as owed while
  it was the whole price);
- after a cancellation nothing is owed (``still_to_pay_usd`` 0) and ``kept_usd`` states what the policy kept:
  every payment minus every refund started (relay 7: a cancelled booking read "owed $1147.84");
- ``payment_state``: what is owed, in one word: PAID, BALANCE_DUE, REFUND_PENDING or both;
- ``refund_if_cancelled_today_usd`` and the ``refund_terms`` with their dated ``refund_schedule``,
  from the one cancellation function (:func:`refund_if_cancelled`): an unpaid top-up is withdrawn
  first, so it never exceeds what was paid. A refund once started keeps its amount and its payee: no
  later change is paid from it (docs/decisions.md), so no refund figure here ever shrinks.

Internally ``Booking.amount_paid_usd`` stays net of every refund started (balances are figured
from it); this module turns it into the words above.
"""

from __future__ import annotations

from datetime import date, datetime, time
from typing import Any, Optional

from sandbox import named_travellers, policy, refund_parts, refund_to, swap, swap_extra
from sandbox.clock import iso
from sandbox.money_fields import paid_words
from sandbox.netting import netted_terms, unpaid_nets
from sandbox.request_items import status_said
from sandbox.settle_top_up import hint as settle_hint
from sandbox.store import CANCELLED, CONFIRMED, Booking, Store


def tier_date(booking: Booking) -> date:
    return date.fromisoformat(booking.tier_date or booking.travel_date)


def original_date(booking: Booking) -> date:
    """The travel date the booking was paid for (the moved-booking rule counts from it)."""
    return date.fromisoformat(booking.paid_travel_date or booking.tier_date or booking.travel_date)


def cancellation_base(booking: Booking) -> tuple[float, float, date, Optional[dict[str, Any]]]:
    """(price, charges, tier date, the unpaid change a cancellation withdraws first, or None)."""
    pending = booking.pending_change
    if pending is None:
        return booking.total_usd, booking.charges_usd, tier_date(booking), None
    before = pending["before"]
    return (
        before["total_usd"],
        before["charges_usd"],
        date.fromisoformat(before["tier_date"] or before["travel_date"]),
        pending,
    )


def refund_if_cancelled(store: Store, booking: Booking, at: Optional[datetime] = None, extra: bool = True) -> float:
    """What cancelling the booking now (or ``at``, as it stands now) refunds (previewCancellation quotes
    exactly this)."""
    price, charges, tier, _ = cancellation_base(booking)
    # an unpaid change is withdrawn first (nothing was paid for it): the price and charges before it
    paid = booking.amount_paid_usd - unpaid_nets(booking)  # a refund it netted is given back whole instead
    held = (
        swap_extra.held_on_cancel(booking) if extra else 0.0
    )  # what swaps refunded beyond their tier, kept back (swap_extra.py)
    return policy.cancellation_refund(price, paid, charges, tier, at or store.now(), held)


def after_top_up(store: Store, booking: Booking, language: str = "EN") -> Optional[dict[str, Any]]:
    """The refund terms of a changed booking whose top-up is still owed, once that top-up is paid (what a
    confirmed change's ``refund_terms_after_change`` says, the figure with its parts in ``language``; None when
    no top-up is owed: the booking's own)."""
    if booking.pending_change is None:
        return None
    paid = booking.amount_paid_usd + booking.balance_due_usd
    now, tier = store.now(), tier_date(booking)
    held = swap_extra.held(booking.swap_extra)
    refund = policy.cancellation_refund(booking.total_usd, paid, booking.charges_usd, tier, now, held)
    parts = refund_parts.stated(booking.total_usd, paid, booking.charges_usd, tier, now, held, language)
    return {**policy.refund_terms(tier, now, refund, top_up_unpaid=True), **parts}


def priced_schedule(store: Store, booking: Booking, tier: date) -> list[dict[str, Any]]:
    """The booking's refund schedule (counted from ``tier``), each tier with ``refund_usd``: what cancelling
    on its first day refunds, the same on each of its days (run 32 req 61: "and after 17 December?" was worked
    out by hand from the percentage, then converted by hand)."""
    now = store.now()
    out = []
    for step in policy.refund_schedule(tier, now):
        first = date.fromisoformat(step["from"]) if step.get("from") else None
        at = now if first is None or first <= policy.today_ict(now) else datetime.combine(first, time(12), policy.ICT)
        out.append({**step, "refund_usd": refund_if_cancelled(store, booking, at)})
    return out


def kept_after_cancelling(paid_in_total: float, refunds: list[Any]) -> float:
    """What a cancelled booking kept: every payment minus every refund started (on its way or done)."""
    return max(policy.money(paid_in_total - sum(r.amount_usd for r in refunds)), 0.0)


def paid_view(store: Store, booking: Booking) -> dict[str, Any]:
    """The paid / refunded / owed words of a booking (empty before payment)."""
    if booking.status not in (CONFIRMED, CANCELLED):
        return {}
    refunds = store.refunds_for(booking.booking_id)
    now = store.now()
    done = [r.amount_usd for r in refunds if policy.refund_status(r.created_at, now) == "COMPLETED"]
    on_the_way = [r.amount_usd for r in refunds if policy.refund_status(r.created_at, now) != "COMPLETED"]
    # a change's refund is taken off the internal figure when it starts, a cancellation's is not
    gross = policy.money(booking.amount_paid_usd + sum(r.amount_usd for r in refunds if r.reason == "reschedule"))
    pending = policy.money(sum(on_the_way))
    owes = booking.balance_due_usd > 0 and booking.status == CONFIRMED
    state = "_AND_".join(word for word, on in (("BALANCE_DUE", owes), ("REFUND_PENDING", pending > 0)) if on)
    payments = [
        {
            "payment_intent_id": i.payment_intent_id,
            "amount_usd": i.amount,
            "purpose": i.purpose,
            # what it paid for: the booking as first paid, or a top-up's change kinds (sandbox/refund_to.py)
            "paid_for": list(i.pays_for) if i.purpose == "top_up" else [refund_to.BOOKING],
            "at": iso(i.paid_at or i.created_at),  # when it was paid, not when its QR was issued
        }
        for i in sorted(store.paid_intents(booking.booking_id), key=lambda i: i.paid_at or i.created_at)
    ]
    view: dict[str, Any] = {
        # each refund completed (amount_paid_usd = the payments - these): said as that difference in local money
        "refunds_completed": [
            {"refund_id": r.refund_id, "amount_usd": r.amount_usd, "reason": r.reason}
            for r in refunds
            if policy.refund_status(r.created_at, now) == "COMPLETED"
        ],
        # each refund started, done or on its way (net_paid_usd = the payments - these)
        "refunds_started": [
            {
                "refund_id": r.refund_id,
                "amount_usd": r.amount_usd,
                "status": policy.refund_status(r.created_at, now),
                "reason": r.reason,  # the session follows each refund from this list (agent/refund_sync.py)
                # what a change's refund changed: its label is the refund object's (relay 18 req 35)
                **({"changes": list(r.changes)} if r.changes else {}),
                "created_at": iso(r.created_at),  # when it started (the refund record's own)
                "expected_by": iso(r.expected_by),
                # a refund on its way names the payment(s) it goes back to (sandbox/refund_to.py)
                **(
                    {"refund_to": refund_to.of_record(store, r)}
                    if policy.refund_status(r.created_at, now) != "COMPLETED"
                    else {}
                ),
                **netted_terms(r),  # its part taken off a later change's top-up, at the traveller's choice
            }
            for r in refunds
        ],
        # what the booking costs in the end: every payment net of every refund started (relay 10 req 50:
        # paid ៛2,972,600 - refund ៛412,900 beside a net of $624.34 said as ៛2,559,800)
        "net_paid_usd": policy.money(gross - sum(r.amount_usd for r in refunds)),
        # each payment made for the booking (relay 5: "how much have I paid, in which payments?" had no answer)
        "payments": payments,
        "amount_paid_usd": policy.money(gross - sum(done)),
        "paid_in_total_usd": gross,
        "refunded_usd": policy.money(sum(done)),
        "refunds_pending_usd": pending,
        "price_with_charges_usd": (
            policy.money(booking.total_usd + booking.charges_usd) if booking.status == CONFIRMED else 0.0
        ),
        "still_to_pay_usd": booking.balance_due_usd if owes else 0.0,
        "payment_state": state or "PAID",
    }
    if pending > 0:  # the two paid amounts differ by the refunds on their way: say which is which (relay 12)
        view["paid_amounts_are"] = paid_words("kept_usd" if booking.status == CANCELLED else "net_paid_usd")
    if booking.status == CANCELLED:
        # one paid figure per basis (relay 15 req 36): once cancelled, what the booking cost in the end is what
        # was kept (every payment net of every refund started), said once, as kept_usd
        del view["net_paid_usd"]
        view["kept_usd"] = kept_after_cancelling(gross, refunds)
    if booking.status == CONFIRMED:
        tier = tier_date(booking) if booking.pending_change is None else cancellation_base(booking)[2]
        refund = refund_if_cancelled(store, booking)
        view["refund_if_cancelled_today_usd"] = refund
        view["refund_terms"] = policy.refund_terms(tier, now, refund)
        if refund > 0:  # the payment(s) it goes back to, by the stated rule (sandbox/refund_to.py)
            view["refund_terms"]["refunds_go_to"] = refund_to.goes_to(
                refund_to.refund_to(store, booking, refund), "EN", "if_cancelled"
            )
        view.update(swap_extra.shown(booking))  # what swaps refunded beyond their tier, kept back on cancelling
        view.update(swap.shown(booking, now))  # a join's price a leaving traveller gets back in full, until when
    return view


def receipts(view: dict[str, Any]) -> dict[str, Any]:
    """The payments and completed refunds an amount paid is made of, for every result that states one."""
    return {k: view[k] for k in ("payments", "refunds_completed", "refunds_started", "net_paid_usd") if k in view}


def public(store: Store, booking: Booking, language: str) -> dict[str, Any]:
    """``booking.public()`` with the paid booking's money in the words above; an owed top-up beside a refund of
    the same payer on its way says that it can be taken off that refund, and how (sandbox/settle_top_up.py).
    Its words are in ``language``, the session's: every result that carries the booking says them alike (a
    change's result gave ``special_requests_status`` in English in a Chinese session)."""
    shown = {**status_said(booking.public(language), language), **paid_view(store, booking)}
    shown.update(named_travellers.shown(booking))  # who joined by name, with the payment that paid for them
    if isinstance(shown.get("pending_top_up"), dict):  # who the unpaid join names, joining once it is paid
        shown["pending_top_up"] = {**shown["pending_top_up"], **named_travellers.waiting(booking)}
    nettable = settle_hint(store, booking)
    if nettable and isinstance(shown.get("pending_top_up"), dict):
        shown["pending_top_up"] = {**shown["pending_top_up"], **nettable}
    return shown
