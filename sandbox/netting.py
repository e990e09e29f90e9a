"""Netting a pending refund against a change's top-up: the traveller's choice, same payer only
(docs/decisions.md "Netting a pending refund is the traveller's choice").

By default a refund on its way keeps its amount and a change that costs money is a top-up of its own
(``PENDING_REFUND_RULE``). ``previewReschedule`` with ``net_pending_refund`` prices the change with the
pending refunds of the booking taken off its top-up instead: its own quote, ``amount_due_usd`` the top-up
minus those refunds (never below 0; any rest of them stays pending), stated as ``netting`` lines. Only
when every payment of the booking was made by the one asking (a refund goes back to the account that
paid it: netting never moves one payer's refund onto another's change). Confirming that quote lowers
each refund record by its netted part (``netted_usd``: never also paid out); a withdrawn change puts it back.
"""

from __future__ import annotations

from typing import Any, Optional

from sandbox import policy
from sandbox.errors import ApiError
from sandbox.i18n import trf
from sandbox.policy import NETTING_SAYS, NETTING_UNDONE
from sandbox.store import Booking, Refund, Store


def on_its_way(store: Store, booking: Booking) -> list[Refund]:
    """The booking's refunds not completed yet with money still to pay out, oldest first."""
    now = store.now()
    return sorted(
        (
            r
            for r in store.refunds_for(booking.booking_id)
            if r.amount_usd > 0 and policy.refund_status(r.created_at, now) != "COMPLETED"
        ),
        key=lambda r: r.created_at,
    )


def payers(store: Store, booking: Booking) -> set[Optional[str]]:
    """Who paid the booking (its refunds go back to them): the account of each successful payment."""
    return {i.payer or i.user_id or booking.user_id for i in store.paid_intents(booking.booking_id)}


def _refuse(code: str, message: str, details: Optional[dict[str, Any]] = None) -> ApiError:
    return ApiError(409, code, message, {"net_pending_refund": True, **(details or {})})


def netting(store: Store, booking: Booking, due: float, user_id: Optional[str], language: str) -> dict[str, Any]:
    """The lines of a netted quote (``netting``) and what its confirmation nets (``nets``): refund id -> USD.
    Refused with a code when netting does not apply: nothing to pay, no refund on its way, another payer."""
    refunds = on_its_way(store, booking)
    if not refunds:
        raise _refuse("NO_PENDING_REFUND", "No refund of this booking is on its way: there is nothing to net.")
    if due <= 0:
        raise _refuse("NOTHING_TO_NET", "This change costs nothing to pay: there is no top-up to net a refund against.")
    others = payers(store, booking) - {user_id}
    if others:
        raise _refuse(
            "OTHER_PAYER",
            "The refund on its way goes back to another payer's account: it cannot pay this change; the top-up "
            "is paid by its own QR.",
        )
    nets: dict[str, float] = {}
    rest = due
    for refund in refunds:
        part = policy.money(min(refund.amount_usd, rest))
        if part > 0:
            nets[refund.refund_id] = part
            rest = policy.money(rest - part)
    netted = policy.money(sum(nets.values()))
    left = policy.money(sum(r.amount_usd for r in refunds) - netted)
    lines = {"top_up_usd": due, "refund_netted_usd": netted, "to_pay_usd": rest, "refund_still_pending_usd": left}
    # the pending total its two parts come from, beside them: where their local figures miss it by a cent the
    # result says so (agent/local_sums.py), relay 29 req 36: RM1,035.22 - RM896.06 beside RM139.17; named as
    # the amount BEFORE netting (relay 38 req 29: "refund_on_its_way_usd" 189 beside still pending 0 read as 189 to come)
    lines["refund_pending_before_netting_usd"] = policy.money(netted + left)
    says = trf(
        NETTING_SAYS,
        language,
        top_up=f"{due:.2f}",
        netted=f"{netted:.2f}",
        to_pay=f"{rest:.2f}",
        left=f"{left:.2f}",
    )
    if rest > 0:  # the netted part is used only once the top-up is paid (sandbox/unpaid_change.py puts it back)
        says += " " + trf(NETTING_UNDONE, language, to_pay=f"{rest:.2f}", netted=f"{netted:.2f}")
    return {"netting": {**lines, "says": says}, "nets": nets}


def offer(store: Store, booking: Booking, due: float, user_id: Optional[str] = None) -> dict[str, Any]:
    """A quote with a top-up beside a refund on its way says netting could take it off (its most, in USD): only
    where ``netting`` would accept it (the same payer), so no quote offers what its confirmation refuses."""
    if due <= 0 or payers(store, booking) - {user_id or booking.user_id}:
        return {}
    pending = policy.money(sum(r.amount_usd for r in on_its_way(store, booking)))
    return {"nettable_refund_usd": policy.money(min(pending, due))} if pending > 0 else {}


def apply_nets(store: Store, booking: Booking, nets: dict[str, float], quote_id: str) -> float:
    """Net each refund's part against the change (confirmReschedule of a netted quote): the record pays out
    that much less and says so; the booking counts it as paid. Returns the USD netted."""
    total = 0.0
    for refund_id, part in nets.items():
        refund = store.refunds[refund_id]
        refund.amount_usd = policy.money(refund.amount_usd - part)
        refund.netted_usd = policy.money(refund.netted_usd + part)
        refund.netted_against = quote_id
        total = policy.money(total + part)
    booking.amount_paid_usd = policy.money(booking.amount_paid_usd + total)
    return total


def unpaid_nets(booking: Booking) -> float:
    """What the change awaiting its top-up netted (counted as paid until the change is withdrawn)."""
    return float((booking.pending_change or {}).get("netted_usd", 0.0))


def put_back(store: Store, booking: Booking, pending_change: dict[str, Any]) -> None:
    """A withdrawn change gives back what it netted: each refund pays out its whole amount again."""
    booking.amount_paid_usd = policy.money(booking.amount_paid_usd - unpaid_nets(booking))
    for refund_id, part in pending_change.get("nets", {}).items():
        refund = store.refunds[refund_id]
        refund.amount_usd = policy.money(refund.amount_usd + part)
        refund.netted_usd = policy.money(refund.netted_usd - part)
        if refund.netted_usd <= 0:
            refund.netted_against = None


def netted_terms(refund: Refund) -> dict[str, Any]:
    """What a refund record says of its netted part (listed with the booking's refunds)."""
    if refund.netted_usd <= 0:
        return {}
    # nothing left to pay out: no date money is expected by (relay 29 req 54 gave one for a $0 refund)
    whole = {"status": "NETTED", "expected_by": None} if refund.amount_usd <= 0 else {}
    return {"netted_into_top_up_usd": refund.netted_usd, "netted_against_quote": refund.netted_against, **whole}
