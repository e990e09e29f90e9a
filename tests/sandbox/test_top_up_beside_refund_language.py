"""A change that costs money beside a refund on its way is quoted the same in every language: the whole
cost is the top-up, the refund on its way is the same figure, and the terms of that top-up are said in
the session's language with the same figures (relay runs 16/17: a note was English in Khmer and Chinese
sessions; relay 19 req 57: the refund on its way silently paid part of the change)."""

from __future__ import annotations

import re

import pytest

from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import confirm, family

SCRIPT = {"KH": re.compile(r"[\u1780-\u17ff]"), "ZH": re.compile(r"[\u4e00-\u9fff]")}


@pytest.mark.parametrize("join", [1, 2])
def test_the_top_up_beside_a_refund_is_the_whole_cost_in_every_language(join: int) -> None:
    quotes = {}
    for language in ("EN", "KH", "ZH"):
        sb = Sandbox()
        bid = family(sb, adults=3, children=())["booking_id"]
        left = sb.data("previewReschedule", {"booking_id": bid, "remove_adults": 1, "language": language})
        confirm(sb, bid, left)
        quote = sb.data("previewReschedule", {"booking_id": bid, "add_adults": join, "language": language})
        assert quote["refunds_pending_usd"] == left["refund_usd"] > 0, quote  # the refund stays whole
        assert quote["amount_due_usd"] == quote["price_difference_usd"] > 0, quote  # the whole cost is due
        quotes[language] = quote
    figures = {k: quotes["EN"][k] for k in ("amount_due_usd", "refunds_pending_usd", "new_total_usd")}
    says = quotes["EN"]["refund_terms_of_amount_due"]["says"]
    assert f"{figures['amount_due_usd']:.2f}" in says, says
    for language in ("KH", "ZH"):
        assert {k: quotes[language][k] for k in figures} == figures
        words = quotes[language]["refund_terms_of_amount_due"]["says"]
        assert SCRIPT[language].search(words) and "USD falls under" not in words, words
        assert re.findall(r"\d+\.\d\d", words) == re.findall(r"\d+\.\d\d", says)
