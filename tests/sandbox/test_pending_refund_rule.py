"""The change policy says that a refund still on its way pays first for a later change that costs money,
and only the rest is charged (relay 18 req41: the traveller learnt it only from the netted amounts)."""

from __future__ import annotations

import re

import pytest

from sandbox import policy
from sandbox.i18n import tr
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family

SCRIPT = {"KH": re.compile(r"[\u1780-\u17ff]"), "ZH": re.compile(r"[\u3400-\u9fff]")}


def test_the_policy_states_the_rule() -> None:
    assert policy.PENDING_REFUND_RULE in policy.RESCHEDULE_POLICY
    assert "refund still on its way pays first" in policy.PENDING_REFUND_RULE
    assert "only the rest is charged" in policy.PENDING_REFUND_RULE


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
def test_a_change_quote_beside_a_refund_on_its_way_states_the_rule_in_the_sessions_language(language: str) -> None:
    sb = Sandbox()
    bid = family(sb, adults=2, children=(8,))["booking_id"]
    before = sb.data("previewReschedule", {"booking_id": bid, "add_adults": 1, "language": language})
    assert before["refunds_pending_usd"] == 0 and "pending_refund_rule" not in before  # nothing on its way
    left = sb.data("previewReschedule", {"booking_id": bid, "remove_adults": 1, "language": language})
    sb.data("confirmReschedule", {"booking_id": bid, "quote_id": left["quote_id"], "language": language})
    quote = sb.data("previewReschedule", {"booking_id": bid, "add_adults": 1, "language": language})
    assert quote["refunds_pending_usd"] > 0
    rule = quote["pending_refund_rule"]
    assert rule == tr(policy.PENDING_REFUND_RULE, language)
    if language == "EN":
        assert rule == policy.PENDING_REFUND_RULE
    else:  # translated, not the English sentence
        assert SCRIPT[language].search(rule) and rule != policy.PENDING_REFUND_RULE
