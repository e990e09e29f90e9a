"""A Khmer or Chinese session never reads a Latin currency code in its money words: every currency
the budget reader knows has its Khmer and Chinese name, and an amount in the traveller's currency
is written with it ("$265.33（约S$358.20）", the cards' sign)."""

from __future__ import annotations

import re
from datetime import UTC, datetime

from hypothesis import given, strategies as st

from agent.budget import REFERENCE_PER_USD
from agent.currency_words import NAMES, currency_name
from agent.money_frames import money_words
from agent.state import ConversationState

CODE = re.compile(r"\b[A-Z]{3}\b")


def test_every_known_currency_has_its_khmer_and_chinese_name() -> None:
    assert set(REFERENCE_PER_USD) <= set(NAMES)
    for code in REFERENCE_PER_USD:
        assert re.search(r"[\u1780-\u17ff]", currency_name(code, "KH")), code
        assert re.search(r"[\u3400-\u9fff]", currency_name(code, "ZH")), code


@given(
    st.sampled_from(sorted(c for c in REFERENCE_PER_USD if c != "USD")),
    st.sampled_from(["KH", "ZH"]),
    st.floats(min_value=1, max_value=5000).map(lambda x: round(x, 2)),
)
def test_money_words_of_a_kh_or_zh_session_carry_no_currency_code(code: str, language: str, amount: float) -> None:
    state = ConversationState.new("s", datetime(2026, 11, 28, tzinfo=UTC), language=language)
    total = 1000.0
    state.booking_total_local = {"currency": code, "amount": total * REFERENCE_PER_USD[code], "total_usd": total,
                                 "per_usd": REFERENCE_PER_USD[code]}  # fmt: skip
    words = money_words(state, amount)
    assert not CODE.search(words), words


def test_a_chinese_account_is_named_as_said() -> None:
    """Relay run 53 req 17: "元人民币账户或应用无法付款" (a yuan-renminbi account): the currency's name reads in a sentence."""
    from agent.qr_currency import paying_from_other_account

    said = paying_from_other_account(330.0, 2376.0, "CNY", "ZH", 7.2, {"foreign_wallets_accepted": False})
    assert "人民币账户" in said and "元人民币" not in said, said
