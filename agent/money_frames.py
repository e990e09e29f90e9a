"""Frames for money the traveller still owes after payment (issue 28), kept out of formatter.py.

A reschedule that adds travellers leaves a balance to pay: ``confirmReschedule`` returns its
top-up ``payment`` (a QR), and ``generatePaymentQR`` on the paid booking returns the same QR again.
Both become a ``qr_payment`` frame with ``purpose: "top_up"``, so every amount owed has a way to pay
it on screen. The top-up's own ``expires_at`` is its deadline (the booking hold is long gone).

The traveller's currency beside USD (relay j22: every amount came in USD and riel, then the payment
confirmation said only "$298"): the booking's total in the session's display currency, as the
backend's result gave it (``total_khr`` beside ``total_usd``, agent/display.py), is kept with the
booking (:func:`record_local_total`), and the booking card, the payment confirmation and the
model's notice of it carry the amount in that currency too (:func:`in_local`).
"""

from __future__ import annotations

from typing import Any, Optional

from agent.currency_words import money_text
from agent.display import convert_usd, display_currency
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
    currency = str(payment.get("currency") or "USD")
    return QRPaymentMessage(
        text=text,
        qr_code_url=payment["qr_code_url"],
        amount=float(amount) if isinstance(amount, (int, float)) and not isinstance(amount, bool) else None,
        currency=currency,
        **(local_fields(state, amount, "amount_local") if currency == "USD" else {}),
        expires_at=_iso(payment.get("expires_at")),
        reserved_until=None,
        booking_ref=state.booking_ref,
        booking_id=data.get("booking_id") or state.booking_id,
        payment_intent_id=payment.get("payment_intent_id"),
        purpose="top_up",
    )


def _number(value: Any) -> Optional[float]:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def record_local_total(state: ConversationState, fields: dict[str, Any]) -> None:
    """Keep the booking total's figure in the traveller's currency from a booking result's fields."""
    total = _number(fields.get("total_usd"))
    if total is None:
        return
    currency = display_currency(state.preferred_language, state.display_currency)
    local = _number(fields.get(f"total_{currency.lower()}")) if currency else None
    shown: dict[str, Any] = fields["shown_in"] if isinstance(fields.get("shown_in"), dict) else {}
    rate = _number(shown.get("rate"))
    kept = state.booking_total_local or {}
    if rate is None and kept.get("currency") == currency:
        # a booking object carries no shown_in of its own: the session's rate stays the one a result gave,
        # never one derived from a rounded total (relay 20: A$783.11 in a notice for A$783.10 everywhere else)
        rate = _number(kept.get("per_usd"))
    state.booking_total_local = (
        {"currency": currency, "amount": local, "total_usd": total, **({"per_usd": rate} if rate else {})}
        if currency and local is not None
        else None
    )


def in_local(state: ConversationState, amount_usd: Any) -> Optional[tuple[str, float]]:
    """``amount_usd`` in the traveller's currency (at the booking total's rate), or None."""
    kept, amount = state.booking_total_local, _number(amount_usd)
    if not kept or amount is None or not kept.get("total_usd"):
        return None
    currency, local, total = str(kept["currency"]), float(kept["amount"]), float(kept["total_usd"])
    if abs(amount - total) < 0.005:
        return currency, local
    # converted once from this USD amount at the day's rate (a rate derived from a rounded total
    # is off by a unit on other amounts: issue 37); older sessions kept no rate
    rate = _number(kept.get("per_usd")) or local / total
    return currency, float(convert_usd(amount, currency, rate))  # the figure every result shows for it


def local_fields(state: ConversationState, amount_usd: Any, key: str) -> dict[str, Any]:
    """``{key: amount, "local_currency": code}`` for a frame, or {} when the session shows USD only."""
    local = in_local(state, amount_usd)
    return {key: local[1], "local_currency": local[0]} if local else {}


def money_words(state: ConversationState, amount_usd: Any) -> str:
    """An amount for a notice to the model, written as the cards write it and as the prompt's money
    rules ask (issue 37: "约51,148.80新台币" in a notice beside "NT$51,148.80" on the card): "$298
    (1,221,800៛)", "$298 (NT$9,536)"; in Chinese "$298（约2,161元）". The local figure is converted once
    from this USD amount (agent/currency_words.py ``money_text``: the cards' own format)."""
    amount = _number(amount_usd)
    if amount is None:
        return ""
    usd = money_text(amount, "USD")
    local = in_local(state, amount)
    if local is None:
        return usd
    figure = money_text(local[1], local[0])
    return f"{usd}（约{figure}）" if state.preferred_language == "ZH" else f"{usd} ({figure})"


def local_price(state: ConversationState, data: dict[str, Any], stem: str) -> dict[str, Any]:
    """``{stem}_local`` and ``local_currency`` from a result's own ``{stem}_{currency}`` (agent/display.py
    added it beside ``{stem}_usd``), or {} when the session shows USD only or the result has no such figure."""
    currency = display_currency(state.preferred_language, state.display_currency)
    local = _number(data.get(f"{stem}_{currency.lower()}")) if currency else None
    return {f"{stem}_local": local, "local_currency": currency} if local is not None else {}


def result_local(state: ConversationState, data: dict[str, Any], usd_key: str, key: str) -> dict[str, Any]:
    """``{key: amount, "local_currency": code}`` for the amount under ``usd_key`` of a tool result, in the
    traveller's own currency (S$, RM, €, £ as well as riel and yuan): the result's own twin
    (agent/display.py converted it once from that USD amount), else that amount converted once at the
    result's rate (``shown_in.rate``), else at the booking total's rate; {} when the session shows USD only."""
    currency = display_currency(state.preferred_language, state.display_currency)
    amount = _number(data.get(usd_key))
    if not currency or amount is None:
        return {}
    twin = _number(data.get(usd_key[: -len("_usd")] + "_" + currency.lower()))
    shown: dict[str, Any] = data["shown_in"] if isinstance(data.get("shown_in"), dict) else {}
    rate = _number(shown.get("rate"))
    if twin is None and rate:
        twin = float(convert_usd(amount, currency, rate))
    if twin is not None:
        return {key: twin, "local_currency": currency}
    return local_fields(state, amount, key)
