"""The change policy says that a refund already on its way keeps its amount and its payee, and that a later
change that costs money is a top-up of its own (relay 19 req 57, relay 20 req 46: a promised refund silently
became a payment; the rule is stated in every change quote beside a refund on its way)."""

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
    assert "keeps its amount and goes to the account that paid" in policy.PENDING_REFUND_RULE
    assert (
        "top-up of its own" in policy.PENDING_REFUND_RULE
        and "taken off that refund only if the traveller asks" in policy.PENDING_REFUND_RULE
    )


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
