"""Frames for money the traveller still owes after payment (issue 28), kept out of formatter.py.

A reschedule that adds travellers leaves a balance to pay: ``confirmReschedule`` returns its
top-up ``payment`` (a QR), and ``generatePaymentQR`` on the paid booking returns the same QR again.
Both become a ``qr_payment`` frame with ``purpose: "top_up"``, so every amount owed has a way to pay
it on screen. The top-up's own ``expires_at`` is its deadline (the booking hold is long gone).
"""

from __future__ import annotations

from typing import Any, Optional

from agent.messages import ContentFrame, QRPaymentMessage
from agent.state import ConversationState


def _iso(value: Any) -> Optional[str]:
    if value is None:
        return None
    return value.isoformat() if hasattr(value, "isoformat") else str(value)


def top_up_payment(data: dict[str, Any]) -> Optional[dict[str, Any]]:
    """The top-up QR in a tool result: ``confirmReschedule``'s ``payment`` or a top-up ``generatePaymentQR``."""
    payment = data.get("payment") if "rescheduled" in data else data
    if not isinstance(payment, dict) or not isinstance(payment.get("qr_code_url"), str):
        return None
    if payment is data and data.get("purpose") != "top_up":
        return None
    return payment


def top_up_qr(text: str, data: dict[str, Any], state: ConversationState) -> Optional[ContentFrame]:
    payment = top_up_payment(data)
    if payment is None:
        return None
    amount = payment.get("amount")
    return QRPaymentMessage(
        text=text,
        qr_code_url=payment["qr_code_url"],
        amount=float(amount) if isinstance(amount, (int, float)) and not isinstance(amount, bool) else None,
        currency=str(payment.get("currency") or "USD"),
        expires_at=_iso(payment.get("expires_at")),
        reserved_until=None,
        booking_ref=state.booking_ref,
        booking_id=data.get("booking_id") or state.booking_id,
        payment_intent_id=payment.get("payment_intent_id"),
        purpose="top_up",
    )
