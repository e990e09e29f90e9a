"""The paid booking's payments as the session knows them: what the booking card lists beside its refunds.

The booking's own list (``payments`` of every booking result: each succeeded payment, its amount, when it
succeeded and what it paid for) replaces the session's whenever a result carries it; a top-up seen to
succeed since is added at once, so the card lists it before the next result. Pure: no clock, no I/O.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Optional

from agent.booking_records import AfterPayment, PaymentRecord
from agent.refund_sync import local_twin

MAX_PAYMENTS = 20


def _number(value: Any) -> Optional[float]:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def sync_payments(book: AfterPayment, listed: Any, currency: Optional[str]) -> None:
    """The session's payments as the booking lists them now (``listed``: its ``payments``); not a list:
    nothing is known, nothing changes."""
    if not isinstance(listed, list):
        return
    out: list[PaymentRecord] = []
    for item in listed:
        amount = _number(item.get("amount_usd")) if isinstance(item, dict) else None
        if amount is None:
            continue
        paid_for = item.get("paid_for")
        top_up = item.get("purpose") == "top_up"
        out.append(
            PaymentRecord(
                payment_intent_id=str(item["payment_intent_id"]) if item.get("payment_intent_id") else None,
                amount_usd=amount,
                at=str(item["at"]) if item.get("at") else None,
                paid_for=[str(w) for w in paid_for] if isinstance(paid_for, list) else ([] if top_up else ["booking"]),
                amount_local=local_twin(item, "amount", currency),
            )
        )
    book.payments = out[-MAX_PAYMENTS:]


def top_up_seen(book: AfterPayment, intent: Optional[str], amount: float, at: Optional[datetime]) -> None:
    """A top-up seen to succeed (its payment event): listed now, paying for what the last change changed."""
    if intent and any(p.payment_intent_id == intent for p in book.payments):
        return
    record = PaymentRecord(
        payment_intent_id=intent,
        amount_usd=amount,
        at=at.isoformat() if at is not None else None,
        paid_for=list(book.last_change),
    )
    book.payments = [*book.payments, record][-MAX_PAYMENTS:]
