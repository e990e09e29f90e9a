"""A row of travellers by age, as every card's text says it (agent/band_lines.py ``ages_said``)."""

from __future__ import annotations

import pytest

from agent.band_lines import ages_said


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
def test_an_empty_row_of_ages_is_a_word_not_an_empty_bracket(language: str) -> None:
    said = ages_said([], language)
    assert said and not any(ch in said for ch in "()（）0")


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
def test_a_row_counts_then_gives_every_age(language: str) -> None:
    said = ages_said([4, 9], language)
    assert said.startswith("2") and "4" in said and "9" in said
