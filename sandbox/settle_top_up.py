"""An owed top-up settled against a refund on its way to the same payer (relay 31 req 54).

A confirmed change whose top-up is unpaid and a refund of the same booking on its way to the one who would
pay it can always be netted at the traveller's choice, in one quote and one yes: ``previewReschedule``
with ``net_pending_refund`` and no other change quotes it (``settles_top_up``); ``confirmReschedule`` of
that quote lowers each refund by its netted part, counts that part as paid, and marks the top-up paid by
netting, or (a top-up larger than the refunds) leaves only the difference owed, with a fresh QR for it.
Another payer's refund is refused (``OTHER_PAYER``, sandbox/netting.py): a refund goes back to its payer.

While both stand, the BALANCE_DUE refusal, the top-up's QR and the booking's ``pending_top_up`` say
so (:func:`hint`): the action, not "withdraw and redo".
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from sandbox import policy
from sandbox.netting import apply_nets, netting, on_its_way, payers
from sandbox.quote_deadlines import deadlines
from sandbox.store import PENDING, Booking, Store

# what the model is told while a top-up is owed beside a refund on its way to the same payer
SETTLE_ACTION = (
    "If the traveller wants the top-up taken off the refund on its way: previewReschedule with only "
    "booking_id and net_pending_refund true (one quote, one yes)."
)
# the fields of previewReschedule that ask for a change (any of them set: not a settlement alone)
CHANGE_FIELDS = (
    "new_travel_date",
    "new_end_date",
    "remove_day",
    "people_count",
    "add_adults",
    "add_children_ages",
    "remove_adults",
    "remove_children_ages",
    "add_activities",
    "pickup_location",
)


def settles(booking: Booking, body: Any) -> bool:
    """The preview asks only to net the owed top-up against the refund on its way."""
    asks_change = any(getattr(body, name, None) for name in CHANGE_FIELDS)
    return bool(body.net_pending_refund) and booking.pending_change is not None and not asks_change


def hint(store: Store, booking: Booking, user_id: Optional[str] = None) -> dict[str, Any]:
    """``{"nettable_refund_usd", "net_refund_how"}`` while a top-up is owed and a refund of the same payer is
    on its way (the most that netting takes off, and the action); else ``{}``."""
    due = booking.balance_due_usd
    pending = policy.money(sum(r.amount_usd for r in on_its_way(store, booking)))
    if booking.pending_change is None or due <= 0 or pending <= 0:
        return {}
    if payers(store, booking) - {user_id or booking.user_id}:
        return {}  # another payer's refund never pays this top-up
    return {"nettable_refund_usd": policy.money(min(pending, due)), "net_refund_how": SETTLE_ACTION}


def quote_terms(store: Store, booking: Booking, user_id: Optional[str], language: str) -> tuple[dict, dict]:
    """The settlement quote's terms and what its confirmation applies (refused with netting's codes)."""
    due = booking.balance_due_usd
    netted = netting(store, booking, due, user_id or booking.user_id, language)
    to_pay = netted["netting"]["to_pay_usd"]
    terms = {
        "changes": ["top_up_netted"],
        "settles_top_up": {
            "top_up_usd": due,
            "changed": list((booking.pending_change or {}).get("changed", [])),
        },
        "netting": netted["netting"],
        "amount_due_usd": to_pay,
        "amount_usd": to_pay,
        "amount_is": "due" if to_pay > 0 else "nothing",
        "refund_usd": 0.0,
        "new_total_usd": booking.total_usd,
        "currency": "USD",
        "purpose": "change",
        **deadlines(store.now(), 0.0, language),  # the yes by then; the rest keeps the top-up's own pay_by
    }
    return terms, {"settle": True, "nets": netted["nets"]}


def confirm(store: Store, booking: Booking, quote_id: str, nets: dict[str, float], qr: Callable[[float], dict]) -> dict:
    """Net the refunds' parts against the owed top-up: paid by netting, or the difference owed with a fresh QR
    (``qr(amount)``: the top-up QR of sandbox/routes/change_common.py)."""
    pending = booking.pending_change or {}
    netted = apply_nets(store, booking, nets, quote_id)
    merged = dict(pending.get("nets", {}))
    for refund_id, part in nets.items():
        merged[refund_id] = policy.money(merged.get(refund_id, 0.0) + part)
    rest = policy.money(booking.balance_due_usd - netted)
    booking.balance_due_usd = max(rest, 0.0)
    for intent in store.intents_for(booking.booking_id):
        if intent.purpose == "top_up" and intent.status == PENDING:
            intent.status = "CANCELLED"  # its amount is no longer what is owed
    payment = None
    if rest > 0:
        pending.update(nets=merged, netted_usd=policy.money(pending.get("netted_usd", 0.0) + netted), amount_usd=rest)
        payment = qr(rest)
    else:
        booking.pending_change = None  # paid by netting: the change is the booking's for good
    booking.version += 1
    return {"netted_usd": netted, "still_to_pay_usd": booking.balance_due_usd, "payment": payment}
