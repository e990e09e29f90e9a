"""The scripted model's reading of words: counts in words and whole-word matching, shared by every
extractor (the text they read is normalised first: agent.normal_text)."""

from __future__ import annotations

import re
from functools import cache

from agent.numerals import WORD_NUMBERS

_NUM = r"(?<![a-z0-9])(\d+|" + "|".join(sorted(WORD_NUMBERS, key=len, reverse=True)) + r")"


def _num(token: str) -> int:
    return int(token) if token.isdigit() else WORD_NUMBERS[token]


@cache
def word_re(word: str, edge: str = "a-z") -> re.Pattern[str]:
    """``word`` as a whole word (no letters of class ``edge`` around it); compiled once."""
    return re.compile(r"(?<![" + edge + r"])" + re.escape(word) + r"(?![" + edge + r"])")


def _has(text: str, words: tuple[str, ...]) -> bool:
    """Whole-word match for ASCII words, substring match for KH / ZH words."""
    for word in words:
        if word.isascii():
            if word_re(word).search(text):
                return True
        elif word in text:
            return True
    return False
