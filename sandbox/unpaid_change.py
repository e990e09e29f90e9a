"""A confirmed change whose top-up is unpaid has a deadline and a consequence (issue 37, relay 14 req 26).

The booking said CONFIRMED for the new group while the top-up was unpaid and nothing ended that state: the
top-up's QR expired, "the change stays on the booking, unpaid". Now the change waits for its payment until
``pay_by`` (:data:`sandbox.policy.TOP_UP_PAY_WITHIN` after it was confirmed); unpaid by then, it is withdrawn
as ``withdrawTopUp`` would (the booking as it was, nothing charged) the next time the booking is read, and
the booking says so (``unpaid_change_lapsed``).
"""

from __future__ import annotations

from typing import Any, Optional

from sandbox.change_apply import restore
from sandbox.clock import iso
from sandbox.netting import put_back
from sandbox.operator_notes import tell_operator
from sandbox.store import PENDING, Booking, Store

IF_UNPAID = (
    "If the top-up is not paid by pay_by, the change is withdrawn: the booking goes back to how it was "
    "before it, and nothing is charged."
)


def withdraw_change(store: Store, booking: Booking) -> Optional[dict[str, Any]]:
    """Undo the unpaid change (nothing was paid for it, so nothing is refunded; its QR dead); returns it, or None."""
    pending = booking.pending_change
    if pending is None:
        return None
    moved = booking.pickup_location
    restore(booking, pending["before"])
    put_back(store, booking, pending)  # a refund it netted pays out whole again
    booking.pending_change = None
    if booking.pickup_location != moved:  # the operator was told of the move: told of its undoing too
        tell_operator(booking, f"Pickup back to {booking.pickup_location} (was {moved}): change withdrawn", store.now())
    for intent in store.intents_for(booking.booking_id):
        if intent.purpose == "top_up" and intent.status == PENDING:
            intent.status = "CANCELLED"  # its QR can no longer be paid
    booking.balance_due_usd = 0.0
    booking.version += 1  # every open quote priced the changed booking
    return pending


def lapse_if_due(store: Store, booking: Booking) -> None:
    """Withdraw the unpaid change once its ``pay_by`` has passed (in place)."""
    pending = booking.pending_change
    pay_by = pending.get("pay_by") if pending else None
    if pending is None or pay_by is None or store.now() < pay_by:
        return
    withdraw_change(store, booking)
    booking.lapsed_change = {
        "changed": pending["changed"],
        "top_up_usd": pending["amount_usd"],
        "pay_by": iso(pay_by),
        "note": "The change's top-up was not paid by pay_by: the change was withdrawn, nothing was charged.",
    }


def awaiting_payment(pending: dict[str, Any]) -> dict[str, Any]:
    """What the booking and the change result say of an unpaid change: amount, deadline, consequence."""
    pay_by = pending.get("pay_by")
    return {
        "amount_usd": pending["amount_usd"],
        "pay_by": iso(pay_by) if pay_by is not None else None,
        "if_unpaid_by_then": IF_UNPAID,
    }
