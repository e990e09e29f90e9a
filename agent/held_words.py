"""A held booking is never called a success or confirmed, in any language ("预订成功！" was said while the
booking was only reserved, waiting for payment).

Until the payment is confirmed (``payment_status`` CONFIRMED), the model's words that call the booking done
("预订成功", "booking confirmed", "you're booked", "ការកក់ជោគជ័យ") are replaced by what it is: reserved, waiting
for payment, in the session's language. Pure: no I/O.
"""

from __future__ import annotations

import re

from agent.state import ConversationState

HELD = {
    "EN": "your booking is reserved, waiting for payment",
    "KH": "ការកក់ត្រូវបានរក្សាទុក កំពុងរង់ចាំការបង់ប្រាក់",
    "ZH": "预订已保留，等待付款",
}
DONE = re.compile(
    r"(?i:\b(?:your\s+)?booking\s+(?:is\s+|has\s+been\s+|was\s+)?(?:confirmed|successful|complete)\b"
    r"|\byou(?:'re|\s+are)\s+(?:all\s+)?booked\b"
    r"|\bsuccessfully\s+booked\b)"
    r"|(?:您的)?预订(?:已|已经)?(?:成功|确认|完成)|(?:已)?成功预订|预订已确认"
    r"|ការកក់(?:ត្រូវបាន|បាន)?(?:បញ្ជាក់|ជោគជ័យ)|កក់ជោគជ័យ"
)


def held(state: ConversationState) -> bool:
    """A booking is reserved and its payment not confirmed."""
    return bool(state.booking_ref) and state.payment_status not in ("CONFIRMED", "CANCELLED")


def held_said(text: str, state: ConversationState) -> str:
    """``text`` with every word calling a held booking done replaced by "reserved, waiting for payment"."""
    if not text or not held(state):
        return text
    return DONE.sub(HELD.get(state.preferred_language, HELD["EN"]), text)
