"""An unpaid top-up whose QR ran out (issue 37: "the top-up QR expired with no word to anyone").

A confirmed change that costs money leaves a balance on the paid booking and a top-up QR that
works until its ``expires_at`` (agent.aftercare keeps both). When that moment passes unpaid, the
workflow's durable timer (workflows/session_topups.py) tells the traveller at once, in the
session's language, what is owed, that the change stands unpaid or can be withdrawn and how to get
a new QR; the model gets the same as a system notice, and its context says the QR expired.
A new QR (generatePaymentQR) is a new intent with its own expiry, told again if it runs out too.

Pure: the moment is passed in.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, Optional

from agent.aftercare import top_up_due
from agent.money_frames import money_words
from agent.state import ConversationState
from agent.timefmt import by_deadline, format_local

TEXTS: dict[str, str] = {
    "EN": "The QR code to pay {amount} for the change to booking {ref} has expired, and nothing was charged. "
    "The change stays on your booking, unpaid. To pay it, ask me for a new QR code; if you would rather "
    "not, I can withdraw the change so your booking is exactly as it was, with nothing to pay.",
    "KH": "កូដ QR សម្រាប់បង់ {amount} សម្រាប់ការផ្លាស់ប្ដូរការកក់ {ref} បានផុតកំណត់ហើយ ហើយមិនមានការកាត់ប្រាក់ទេ។ "
    "ការផ្លាស់ប្ដូរនៅតែមាននៅលើការកក់របស់អ្នក ដោយមិនទាន់បង់។ ដើម្បីបង់ សូមសុំកូដ QR ថ្មីពីខ្ញុំ។ "
    "បើអ្នកមិនចង់បង់ទេ ខ្ញុំអាចដកការផ្លាស់ប្ដូរនោះចេញ ដើម្បីឲ្យការកក់របស់អ្នកដូចមុនវិញ ដោយមិនចាំបាច់បង់អ្វីទេ។",
    "ZH": "用于支付预订 {ref} 变更费用 {amount} 的二维码已过期，未扣任何款项。该变更仍保留在您的预订上，尚未付款。"
    "如需付款，请向我索取新的二维码；如果您不想付款，我可以撤回该变更，您的预订将恢复原样，无需支付任何费用。",
}


# the change's own deadline (sandbox/unpaid_change.py: unpaid by then, withdrawn; relay 14 req 26)
DEADLINE: dict[str, str] = {
    "EN": " Unpaid by {by}, the change is withdrawn on its own, with nothing charged.",
    "KH": " បើមិនបង់មុន {by} ទេ ការផ្លាស់ប្ដូរនឹងត្រូវដកចេញដោយស្វ័យប្រវត្តិ ដោយមិនកាត់ប្រាក់អ្វីទេ។",
    "ZH": "如在 {by} 前仍未付款，该变更将自动撤回，不扣任何款项。",
}


def _deadline(state: ConversationState, language: str) -> str:
    moment = parse_moment(state.current_ledger().top_up_pay_by)
    by = format_local(moment, state.time_zone) if moment else None
    return DEADLINE.get(language, DEADLINE["EN"]).format(by=by) if by else ""


def parse_moment(value: Optional[str]) -> Optional[datetime]:
    if not value:
        return None
    try:
        parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
    return parsed if parsed.tzinfo is not None else parsed.replace(tzinfo=UTC)


def top_up_expiry(state: ConversationState) -> Optional[datetime]:
    """When the unpaid top-up's QR stops working, while that has not been told yet; else None."""
    book = state.after_payment
    if book is None or not top_up_due(state) or not book.top_up_intent_id:
        return None
    if book.top_up_expiry_told == book.top_up_intent_id or by_deadline(book.top_up_expires_at, book.top_up_pay_by):
        return None  # told, or a QR living until pay_by: its end is the lapse (agent.top_up_lapse), one deadline
    return parse_moment(book.top_up_expires_at)


def expired_text(state: ConversationState) -> str:
    """What the traveller reads, in the session's language (the amount as the money rules say it)."""
    book = state.current_ledger()
    amount = money_words(state, book.balance_due_usd)  # "$129 (528,900៛)": as the language's money rules say it
    return TEXTS.get(state.preferred_language, TEXTS["EN"]).format(
        amount=amount, ref=state.booking_ref or state.booking_id or ""
    ) + _deadline(state, state.preferred_language)


def expired_note(state: ConversationState, told: str) -> str:
    """The model's system notice: what is owed, what stands, the two ways on, what was already said."""
    book = state.current_ledger()
    changed = ", ".join(book.last_change) or "the last change"
    return (
        f"The QR of the unpaid top-up of booking {state.booking_ref} ({money_words(state, book.balance_due_usd)}, "
        f"intent {book.top_up_intent_id}, for {changed}) expired unpaid; nothing was charged. The change stands on "
        f"the booking, unpaid: balance_due_usd {book.balance_due_usd}. If the traveller wants to pay, "
        "generatePaymentQR gives a new QR; if not, withdrawTopUp undoes the change with nothing charged."
        f"{_deadline(state, 'EN')} The traveller was already told: {told!r}. Do not announce it again; answer what they say next."
    )


def announce(state: ConversationState) -> tuple[dict[str, Any], str]:
    """Mark the expiry told; return the traveller's frame and the model's notice."""
    book = state.current_ledger()
    told = expired_text(state)
    frame = {
        "type": "text",
        "text": told,
        "top_up_expired": {
            "booking_ref": state.booking_ref,
            "payment_intent_id": book.top_up_intent_id,
            "balance_due_usd": book.balance_due_usd,
        },
    }
    note = expired_note(state, told)
    if state.after_payment is not None:
        state.after_payment.top_up_expiry_told = book.top_up_intent_id
    return frame, note
