"""A held booking is never called a success or confirmed, in any language: "预订成功！" was shown while the
booking was only reserved, waiting for payment. Every frame's text of a turn with a held booking says it is
reserved; once the payment is confirmed the words are the model's own."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from agent.formatter import format_frames
from agent.held_words import HELD
from agent.state import ConversationState

SAID = {
    "EN": ["Booking confirmed! Your reference is DLG-7F3K2Q.", "Great news, you're booked for Angkor!"],
    "KH": ["ការកក់ជោគជ័យ! លេខយោង DLG-7F3K2Q។", "ការកក់ត្រូវបានបញ្ជាក់ហើយ។"],
    "ZH": ["预订成功！您的编号是 DLG-7F3K2Q。", "您的预订已确认，请扫码付款。"],
}
DONE = {"EN": ("confirmed", "booked!"), "KH": ("ជោគជ័យ", "បញ្ជាក់"), "ZH": ("成功", "已确认")}


def _state(language: str, payment_status: str | None) -> ConversationState:
    state = ConversationState.new("s-held", datetime(2026, 11, 28, tzinfo=UTC))
    state.preferred_language, state.booking_ref, state.booking_id = language, "DLG-7F3K2Q", "bk_1"
    state.payment_status = payment_status
    return state


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("status", [None, "PENDING", "FAILED"])
def test_a_held_booking_is_never_called_a_success(language: str, status: str | None) -> None:
    for text in SAID[language]:
        (frame,) = format_frames(text, [], _state(language, status))
        assert not any(word in frame["text"] for word in DONE[language]), frame["text"]
        assert HELD[language] in frame["text"], frame["text"]


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
def test_a_paid_booking_keeps_the_models_words(language: str) -> None:
    for text in SAID[language]:
        (frame,) = format_frames(text, [], _state(language, "CONFIRMED"))
        assert frame["text"] == text
