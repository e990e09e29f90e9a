"""A card's row of travellers by age says how many, then their ages, in every language: "儿童（年龄） 4"
under "人数 5" was read as four children (ZH and KH runs). Every row that lists ages (children, the under-18s
at the adult price, the 4-11s at the child price, the free under-4s) goes through one function
(agent/band_lines.py ``ages_said``; the page's twin api/static/quote.js ``groupAges``)."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from agent.quote_text import LABELS, quote_lines

AGE_KEYS = ("children_ages", "adult_price_ages", "child_price_ages", "free_ages")  # every row of ages
AGE_WORD = {"EN": "age", "KH": "អាយុ", "ZH": "岁"}
COUNT = {"EN": "{n} (", "KH": "{n} នាក់", "ZH": "{n} 位"}


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("key", AGE_KEYS)
@given(ages=st.lists(st.integers(0, 17), min_size=1, max_size=5))
def test_a_row_of_ages_says_how_many_then_their_ages(lang: str, key: str, ages: list[int]) -> None:
    (line,) = quote_lines({"type": "quote", "details": {key: ages}}, lang)
    label = LABELS[key][lang]
    value = line[len(label) :].lstrip("：៖: ")
    assert value.startswith(COUNT[lang].format(n=len(ages))), line  # the count first
    assert AGE_WORD[lang] in value, line  # then the ages, named as ages
    assert value.index(AGE_WORD[lang]) > value.index(str(len(ages))), line
    assert "（年龄）" not in label and "(ages)" not in label and "(អាយុ)" not in label, label
