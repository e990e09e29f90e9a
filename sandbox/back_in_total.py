"""All the money a cancellation gives back, said part by part (relay 42 req 47: "back in total" $385.20 left out
a $159.20 refund of an earlier change still on its way, so the traveller gets $544.40 and the model added them).

One rule for every booking: ``back_in_total_usd`` is this cancellation's refund plus every refund of the booking
not yet paid out (PENDING or PROCESSING; a refund an unpaid change netted is given back whole when the change is
withdrawn first), and ``back_in_total_is`` lists each part: this cancellation's refund or a refund already on its
way (its id, reason, what it changed and when it is expected), so what was paid = what the booking keeps
(``non_refundable_usd``) + ``back_in_total_usd`` + what was refunded already.
"""

from __future__ import annotations

from typing import Any, Optional

from sandbox import policy
from sandbox.clock import iso
from sandbox.store import Booking, Store

THIS = "this cancellation's refund"
ON_ITS_WAY = "a refund already on its way"


def back_in_total(
    store: Store, booking: Booking, refund_usd: float, this_refund: Optional[str] = None
) -> dict[str, Any]:
    """``back_in_total_usd`` and ``back_in_total_is`` for a cancellation refunding ``refund_usd``: before it (a
    quote, ``this_refund`` None: the unpaid change it withdraws first gives back what it netted) or once it
    started (``this_refund``: its refund record, listed among the booking's refunds)."""
    now = store.now()
    nets = (booking.pending_change or {}).get("nets", {}) if this_refund is None else {}
    parts: list[dict[str, Any]] = []
    if this_refund is None and refund_usd > 0:
        parts.append({"is": THIS, "usd": policy.money(refund_usd)})
    for r in store.refunds_for(booking.booking_id):
        usd = policy.money(r.amount_usd + float(nets.get(r.refund_id, 0.0)))
        if usd <= 0 or policy.refund_status(r.created_at, now) == "COMPLETED":
            continue
        if r.refund_id == this_refund:
            parts.append({"is": THIS, "usd": usd, "refund_id": r.refund_id})
            continue
        said = {"reason": r.reason, **({"changes": list(r.changes)} if r.changes else {})}
        parts.append(
            {"is": ON_ITS_WAY, "usd": usd, "refund_id": r.refund_id, **said, "expected_by": iso(r.expected_by)}
        )
    return {"back_in_total_usd": policy.money(sum(p["usd"] for p in parts)), "back_in_total_is": parts}
