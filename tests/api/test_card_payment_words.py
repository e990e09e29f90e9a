"""Every ``payment`` word a booking card can carry (agent/booking_card.py) has its label on the
page in English, Khmer and Chinese (api/static/i18n.js): an expired hold's ``void`` included, so
the page says the QR no longer works instead of "waiting for payment"."""

from __future__ import annotations

import re
from pathlib import Path

from agent.booking_card import card_of
from agent.state import AgentState, ConversationState
from tests.agent.contract_support import NOW

I18N = Path(__file__).resolve().parents[2] / "api" / "static" / "i18n.js"
WORDS = ("not_started", "pending", "failed", "paid", "balance_due", "refund_pending", "refunded", "not_paid", "void")


def test_every_payment_word_has_a_label_in_each_language() -> None:
    text = I18N.read_text(encoding="utf-8")
    for word in WORDS:
        assert len(re.findall(rf"\bpay_{word}:", text)) == 3, word


def test_an_expired_card_is_void() -> None:
    state = ConversationState.new("s", NOW, user_id="u")
    state.state = AgentState.BOOKING
    last = {"booking_ref": "DLG-1", "state": "expiring", "payment": "pending", "payment_intent_id": "pi_1"}
    card = card_of(state, "expired", last)
    assert card.payment == "void" and card.status == "EXPIRED"
    assert card.payment in WORDS
