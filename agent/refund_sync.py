"""The session's refunds follow the booking's (issue 37, relay 12/13): the records are updated from the
booking's own list of refunds started (each with its amount and status: a refund once started keeps its
amount, docs/decisions.md), so the card, the context and the model read one figure (before, the card took
the lower of the records and the booking's total, and the context could promise a refund the booking no
longer listed).

Pure: no clock, no I/O.
"""

from __future__ import annotations

from typing import Any, Optional

from agent.booking_records import AfterPayment, RefundRecord

MAX_KEPT = 20  # as many as the session keeps (agent/aftercare.py MAX_REFUNDS)


def local_twin(data: dict[str, Any], stem: str, currency: Optional[str]) -> Optional[float]:
    """The result's own figure for ``{stem}_usd`` in the traveller's currency (agent/display.py), if any."""
    value = data.get(f"{stem}_{currency.lower()}") if currency else None
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def refund_facts(item: dict[str, Any], old: Optional[RefundRecord] = None) -> dict[str, Any]:
    """When a refund started and what its change changed, as ``item`` (a refund record of a result) says them,
    else as recorded before: what the booking card's list says of it."""
    changes = item.get("changes")
    return {
        "created_at": str(item["created_at"]) if item.get("created_at") else (old.created_at if old else None),
        "changes": [str(c) for c in changes] if isinstance(changes, list) else (list(old.changes) if old else []),
    }


def sync_refunds(book: AfterPayment, listed: Any, currency: Optional[str]) -> None:
    """Each recorded refund as the booking lists it now (``refunds_started`` of a booking, or every
    refund of ``getRefundStatus`` for the booking): its amount and status; one it no longer lists is
    dropped; one it lists that is not recorded is added. A lowered amount keeps no figure in the traveller's currency unless the list gives one
    (the old one converted the old amount). Not a list: nothing is known, nothing changes."""
    if not isinstance(listed, list):
        return
    now = {str(r["refund_id"]): r for r in listed if isinstance(r, dict) and r.get("refund_id")}
    kept: list[RefundRecord] = []
    for record in book.refunds:
        item = now.get(record.refund_id)
        if item is None:
            continue
        amount = float(item.get("amount_usd") or 0)
        local = local_twin(item, "amount", currency)
        changed = abs(amount - record.amount_usd) > 0.005
        kept.append(
            record.model_copy(
                update={
                    "amount_usd": amount,
                    "status": str(item.get("status") or record.status),
                    "amount_local": local if local is not None or changed else record.amount_local,
                    **refund_facts(item, record),
                }
            )
        )
    recorded = {r.refund_id for r in book.refunds}
    for refund_id, item in now.items():  # never recorded: as listed
        amount = float(item.get("amount_usd") or 0)
        if refund_id not in recorded and amount > 0:
            kept.append(
                RefundRecord(
                    refund_id=refund_id,
                    amount_usd=amount,
                    status=str(item.get("status") or "PENDING"),
                    reason=item.get("reason"),
                    expected_by=item.get("expected_by"),
                    amount_local=local_twin(item, "amount", currency),
                    **refund_facts(item),
                )
            )
    book.refunds = kept[-MAX_KEPT:]
