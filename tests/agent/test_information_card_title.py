"""An information card's title is short and says its amount ("如果今天取消，可退 $129"); what the amount is made
of and the refund-split rule go below it (``notes``), in plain words: a Chinese traveller could not read the
title "如果今天取消（并未取消）：退款先退回为所释放部分付款的那几笔付款，每笔退其应得份额"."""

from __future__ import annotations

import pytest

from agent.currency_words import money_text
from tests.agent.test_cancellation_information import previewed

LONGEST = {"EN": 48, "KH": 60, "ZH": 24}  # characters of a title read at a glance


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
def test_a_cancellation_asked_about_has_a_short_title_with_its_refund(language: str) -> None:
    _, card = previewed("information", language)
    title = card["heading"]
    assert money_text(129.0, "USD") in title, title
    assert len(title) <= LONGEST[language], title
    assert not any(mark in title for mark in ("；", ";", "：：", "::")), title  # one statement, no rule in it
