"""One money format (relay 28: cards wrote New Taiwan dollars as "$956.88 ($30,620.16)", notices as
"约51,148.80新台币"; relay 27: the model wrote "៛65,600" where the cards wrote "2,346,840៛"). Every
currency the rates know has a sign of its own ("$" is the US dollar's alone); the page's formatMoney
writes each amount exactly as the server's money_text does, and a notice's figure is the card's."""

from __future__ import annotations

import json
import shutil
import subprocess
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import given, strategies as st

from agent.budget import REFERENCE_PER_USD
from agent.currency_words import SIGNS, SIGNS_AFTER, money_text
from agent.money_frames import in_local, money_words
from agent.prompts.templates import LANGUAGE_INSTRUCTIONS
from agent.state import ConversationState

MONEY_JS = Path(__file__).resolve().parents[2] / "api" / "static" / "money.js"
CURRENCIES = sorted(REFERENCE_PER_USD)
AMOUNTS = [0.5, 1, 12.3, 956.88, 1000, 30620.16, 51148.8, 2346840, 1234567.89]


def _sign(code: str) -> str:
    return SIGNS_AFTER.get(code) or SIGNS[code]


@pytest.mark.parametrize("code", CURRENCIES)
def test_every_currency_has_a_sign_of_its_own_and_only_the_us_dollar_is_a_bare_dollar(code: str) -> None:
    sign = _sign(code)
    assert sign and code not in sign  # a sign, never the Latin code
    assert [c for c in CURRENCIES if _sign(c) == sign] == [code]  # no two currencies share one
    if code != "USD":
        assert not money_text(956.88, code).startswith("$")
        assert sign != "$"


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_the_page_writes_every_amount_as_the_server_does() -> None:
    cases = [(a, c) for c in CURRENCIES for a in AMOUNTS]
    script = (
        f"import {{ formatMoney }} from {json.dumps(MONEY_JS.as_uri())};"
        f"console.log(JSON.stringify({json.dumps(cases)}.map(([a, c]) => formatMoney(a, c))));"
    )
    out = subprocess.run(
        ["node", "--input-type=module", "-e", script], capture_output=True, text=True, check=True, timeout=60
    )
    page = json.loads(out.stdout)
    assert page == [money_text(a, c) for a, c in cases]


@given(
    st.sampled_from(CURRENCIES),
    st.sampled_from(["EN", "KH", "ZH"]),
    st.floats(min_value=1, max_value=5000).map(lambda x: round(x, 2)),
)
def test_a_notice_writes_an_amount_as_the_card_does(code: str, language: str, amount: float) -> None:
    state = ConversationState.new("s", datetime(2026, 11, 28, tzinfo=UTC), language=language)
    rate = REFERENCE_PER_USD[code]
    state.booking_total_local = {"currency": code, "amount": 1000.0 * rate, "total_usd": 1000.0, "per_usd": rate}
    words = money_words(state, amount)
    assert words.startswith(money_text(amount, "USD"))  # the card's USD figure
    shown = in_local(state, amount)  # the figure the card shows beside it (agent/money_frames.py)
    assert shown is not None and money_text(shown[1], shown[0]) in words


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
def test_the_prompt_writes_its_money_example_as_the_cards_do(language: str) -> None:
    rules = LANGUAGE_INSTRUCTIONS[language]
    assert "៛6" not in rules and "元人民币" not in rules  # riel before its figure, yuan by name
    assert "shown_in" in rules  # the sign a result's shown_in writes (NT$ for TWD, never a bare $)
