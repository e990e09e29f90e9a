"""A price rule of several sentences is written as sentences in every language (relay run 53 req 8: the day rate's
Chinese "…每日价的 80%（165 / 3） 其寺庙游览日改变了…" ran into the pass sentence with no stop)."""

from __future__ import annotations

import pytest

from sandbox.i18n.pass_texts import PASS_DAY_RULE
from tests.sandbox.support import Sandbox

STOPS = (".", "。", "។")


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_the_sentence_before_the_pass_sentence_ends(lang: str) -> None:
    sb = Sandbox()
    body = {"mood": "curious", "environment": "TEMPLE", "duration_days": 4, "budget_usd": {"min": 100, "max": 900},
            "departure_city": "Siem Reap", "adults": 2}  # fmt: skip
    trips = sb.data("getTripSuggestions", body, lang=lang)["trips"]
    opening = PASS_DAY_RULE.in_(lang).split("{change}")[0][:12]
    rules = [m["price_rule"] for t in trips if (m := t.get("to_match_duration")) and opening in m.get("price_rule", "")]
    assert rules, [t.get("to_match_duration") for t in trips]
    for rule in rules:
        before = rule[: rule.index(opening)].rstrip()
        assert before.endswith(STOPS), (lang, before[-30:])
