"""The unpaid top-up's QR expiry as the session tells it (issue 37), pure: when it is due, what the
traveller reads in each language, what the model's notice and context say."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from agent.aftercare import context_lines
from agent.booking_records import AfterPayment
from agent.money_frames import money_words
from agent.state import AgentState, ConversationState
from agent.top_up_expiry import announce, top_up_expiry

NOW = datetime(2026, 5, 1, 9, 0, tzinfo=UTC)
EXPIRES = NOW + timedelta(minutes=15)


def owing(language: str = "EN", balance: float = 129.0, **book: object) -> ConversationState:
    state = ConversationState.new("s", NOW, language=language)
    state.state, state.payment_status = AgentState.POST_BOOKING, "CONFIRMED"
    state.booking_ref, state.booking_id = "DLG-7F3K2Q", "bk_1"
    state.booking_total_local = {"currency": "KHR", "amount": 1_057_800, "total_usd": 258.0, "per_usd": 4100.0}
    fields = {
        "amount_paid_usd": 258.0,
        "balance_due_usd": balance,
        "top_up_intent_id": "pi_top",
        "top_up_expires_at": EXPIRES.isoformat(),
        "last_change": ["group"],
        **book,
    }
    state.after_payment = AfterPayment(**fields)  # type: ignore[arg-type]
    return state


def test_due_at_the_qr_expiry_only_while_owed_and_untold() -> None:
    assert top_up_expiry(owing()) == EXPIRES
    assert top_up_expiry(owing(balance=0)) is None  # paid: nothing to tell
    assert top_up_expiry(owing(top_up_intent_id=None)) is None
    assert top_up_expiry(owing(status="CANCELLED")) is None
    assert top_up_expiry(owing(top_up_expires_at="2026-05-01T09:15:00Z")) == EXPIRES
    state = owing()
    announce(state)
    assert top_up_expiry(state) is None  # told once
    state.after_payment.top_up_intent_id, state.after_payment.top_up_expires_at = "pi_new", "2026-05-01T10:00:00+00:00"
    assert top_up_expiry(state) == datetime(2026, 5, 1, 10, tzinfo=UTC)  # a new QR: watched again


@pytest.mark.parametrize(
    ("language", "words"),
    [("EN", ("new QR", "withdraw")), ("KH", ("QR ថ្មី", "ដក")), ("ZH", ("新的二维码", "撤回"))],
)
def test_the_traveller_is_told_in_the_sessions_language_what_is_owed_and_the_ways_on(language, words) -> None:
    state = owing(language)
    frame, note = announce(state)
    text = frame["text"]
    assert state.booking_ref in text and money_words(state, 129.0) in text
    assert all(w in text for w in words)
    assert frame["type"] == "text" and frame["top_up_expired"]["balance_due_usd"] == 129.0
    # the model's notice: owed, the change stands, both tools, and what the traveller already read
    assert "129" in note and "generatePaymentQR" in note and "withdrawTopUp" in note and text in note


def test_the_context_says_the_qr_expired_and_the_booking_is_not_simply_paid() -> None:
    state = owing()
    before = "\n".join(context_lines(state, NOW, None))
    assert "works until" in before and "EXPIRED" not in before
    announce(state)
    after = "\n".join(context_lines(state, EXPIRES, None))
    assert "EXPIRED" in after and "balance_due_usd: 129.0" in after and "withdrawTopUp" in after
    assert "payment: balance due: change awaiting payment of $129" in after
