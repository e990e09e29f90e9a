"""No paying and being refunded at once (issue 37, relay 8: a $70 top-up charged by a new QR while a
$149 refund was still on its way to the same traveller).

A change that asks for money while refunds of the same booking are still on their way (not yet
COMPLETED) is paid from them first: the newest refund is reduced first, and only the difference is
charged. The reduction stays with the unpaid change (``pending_change["netted"]``): withdrawing the
change, or cancelling before its top-up is paid, gives those refunds back in full. A refund reduced
to nothing is no refund any more (:meth:`Store.refunds_for` leaves it out).
"""

from __future__ import annotations

from typing import Any

from sandbox import policy
from sandbox.store import Booking, Refund, Store


def on_their_way(store: Store, booking: Booking) -> list[Refund]:
    """The booking's refunds not yet completed, newest first."""
    now = store.now()
    refunds = [r for r in store.refunds_for(booking.booking_id) if r.amount_usd > 0]
    return [r for r in reversed(refunds) if policy.refund_status(r.created_at, now) != "COMPLETED"]


def nettable(store: Store, booking: Booking, amount: float) -> float:
    """How much of ``amount`` the refunds on their way can pay."""
    return policy.money(min(max(amount, 0.0), sum(r.amount_usd for r in on_their_way(store, booking))))


def net(store: Store, booking: Booking, amount: float, use: dict[str, Any]) -> list[list[Any]]:
    """Pay ``amount`` from the refunds on their way (newest first): ``[[refund_id, taken], ...]``; each
    refund records the change it paid for (``use``: changes, on, quote_id; relay 17 req 39: a refund
    used this way simply vanished from getRefundStatus)."""
    taken: list[list[Any]] = []
    left = nettable(store, booking, amount)
    for refund in on_their_way(store, booking):
        if left <= 0:
            break
        part = policy.money(min(refund.amount_usd, left))
        refund.amount_usd = policy.money(refund.amount_usd - part)
        refund.netted_usd = policy.money(refund.netted_usd + part)
        booking.amount_paid_usd = policy.money(booking.amount_paid_usd + part)  # that money stays paid
        left = policy.money(left - part)
        refund.used_for = [*refund.used_for, {**use, "usd": part}]
        taken.append([refund.refund_id, part])
    return taken


def unnet(store: Store, booking: Booking, pending: dict[str, Any]) -> None:
    """Give back the refunds an unpaid change was paid from (the change withdrawn or cancelled)."""
    for refund_id, part in pending.get("netted") or []:
        refund = store.refunds[refund_id]
        refund.amount_usd = policy.money(refund.amount_usd + part)
        refund.netted_usd = policy.money(refund.netted_usd - part)
        refund.used_for = [u for u in refund.used_for if u.get("quote_id") != pending.get("quote_id")]
        booking.amount_paid_usd = policy.money(booking.amount_paid_usd - part)


def netted_total(pending: dict[str, Any] | None) -> float:
    return policy.money(sum(part for _, part in (pending or {}).get("netted") or []))


def used_for_changes(store: Store, booking: Booking) -> list[dict[str, Any]]:
    """Every part of a refund that paid for a later change: which refund, how much, for what, when."""
    return [
        {"refund_id": r.refund_id, "refund_reason": r.reason, **u}
        for r in store.refunds.values()
        if r.booking_id == booking.booking_id
        for u in r.used_for
    ]
