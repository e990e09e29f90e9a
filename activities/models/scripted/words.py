"""The scripted model's reading of words: text normalised (number words, Khmer digits, common
misspellings) and whole-word matching, shared by every extractor."""

from __future__ import annotations

import re
from functools import cache

from activities.models.scripted.age_words import en_ages_in_digits, kh_ages_in_digits
from activities.models.scripted.hanzi import simplified
from activities.models.scripted.lexicon import SPELLINGS
from activities.models.scripted.numerals import digits

_SPELLING_RE = re.compile(
    r"(?<![a-z0-9'])(?:" + "|".join(re.escape(w) for w in sorted(SPELLINGS, key=len, reverse=True)) + r")(?![a-z0-9'])"
)

WORD_NUMBERS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "fourteen": 14,
    "a couple of": 2,
    "a few": 3,
}
_NUM = r"(?<![a-z0-9])(\d+|" + "|".join(sorted(WORD_NUMBERS, key=len, reverse=True)) + r")"


def normalize(text: str) -> str:
    """Lower case, number words and Khmer digits → ASCII digits, Traditional Chinese → Simplified,
    curly quotes → straight, tidy spaces."""
    out = en_ages_in_digits(digits(kh_ages_in_digits(simplified(text))).lower().replace("’", "'"))
    out = _SPELLING_RE.sub(lambda m: SPELLINGS[m.group(0)], out)
    out = re.sub(r"(?<![a-z])y+e+s+(?![a-z])", "yes", out)  # "yesss"
    return re.sub(r"[ \t]+", " ", out)


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
