"""A top-up beside a refund on its way says both (docs/decisions.md "A top-up beside a pending refund says
both"; relay 22 req 28, relay 23 req 63: "why pay while a refund is coming?"): each refund not yet completed,
its amount as the refund record says, where it goes, and that the top-up is paid separately."""

from __future__ import annotations

from typing import Any

from sandbox import policy
from sandbox.i18n import trf
from sandbox.policy import PAID_SEPARATELY
from sandbox.store import Booking, Store


def refund_beside(store: Store, booking: Booking, language: str) -> dict[str, Any]:
    """``{"refund_beside_top_up": <that sentence>}`` while a refund of ``booking`` is on its way; else ``{}``."""
    now = store.now()
    on_way = [
        r
        for r in store.refunds.values()
        if r.booking_id == booking.booking_id
        and r.amount_usd > 0
        and policy.refund_status(r.created_at, now) != "COMPLETED"
    ]
    if not on_way:
        return {}
    amount = " + ".join(f"{r.amount_usd:.2f}" for r in on_way)
    return {"refund_beside_top_up": trf(PAID_SEPARATELY, language, amount=amount)}
