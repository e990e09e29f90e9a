"""An age written in words, said any way, rewritten in digits before any reader of ages sees it
(offline13): "six years old" / "a six-year-old" / "aged six" / "she's six" → "6 years old", "aged 6",
"she's 6"; Khmer "អាយុដប់ពីរឆ្នាំ" → "អាយុ12ឆ្នាំ" (compound Khmer numbers, which numerals.digits would read as
their last word). Chinese ("六岁", "十二岁", "两岁") is already rewritten by numerals.digits.

agent.normal_text.normalize calls both, so every reader of ages (the party before booking,
kin ages, children joining a paid booking, an age corrected) reads the same digits.
"""

from __future__ import annotations

import re

from agent.numerals import KH_WORDS

_EN = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
    "eighteen": 18, "nineteen": 19,
}  # fmt: skip
_EN_WORD = r"(?<![a-z])(" + "|".join(sorted(_EN, key=len, reverse=True)) + r")"
_EN_UNIT = r"(?=[- ]?(?:years?[- ]old|year[- ]olds?|yrs?\b|yo\b|y/o))"
_ONE_AGE = r"(?:\d{1,2}|" + "|".join(sorted(_EN, key=len, reverse=True)) + r")\b"
_AGED = re.compile(r"\b(aged? |ages )(" + _ONE_AGE + r"(?:\s?(?:,|and|&)\s?" + _ONE_AGE + r")*)")
_HE_SHE = re.compile(r"\b((?:she|he)(?:'s| is) )(" + "|".join(_EN) + r")\b(?! (?:of|people|days|nights))")

_KH_UNITS = KH_WORDS  # one table of Khmer number words (numerals.py)
_KH_UNIT = "|".join(word for word, _ in _KH_UNITS)
# "ដប់ពីរ" 12, "ដប់" 10, "ម្ភៃ" 20, "ប្រាំមួយ" 6: before ឆ្នាំ (years of age) or after អាយុ (age)
_KH_AGE = re.compile(
    rf"(?:(ដប់|ម្ភៃ)\s?({_KH_UNIT})?|({_KH_UNIT}))(?=\s?ឆ្នាំ)|(?<=អាយុ)\s?(?:(ដប់|ម្ភៃ)\s?({_KH_UNIT})?|({_KH_UNIT}))"
)


def _kh(m: re.Match[str]) -> str:
    g = m.groups()
    value = {"ដប់": 10, "ម្ភៃ": 20}.get(g[0] or g[3] or "", 0)
    unit = g[1] or g[2] or g[4] or g[5]
    return str(value + next((v for word, v in _KH_UNITS if word == unit), 0))


# an age said with another word for years of age, written the way every reader of ages reads it: Khmer "៩ខួប"
# (full years) → "៩ឆ្នាំ", Chinese "9周岁" / "九虚岁" → "9岁" / "九岁", English "9 years of age" → "9 years old"
# (held-out batch R: "កូនប្រុសខ្ញុំ ៩ខួប" was booked as an adult). "ខួបកំណើត" (a birthday) and "ខួបទី១០" (an
# anniversary: no number before) are no age.
_KH_FULL_YEARS = re.compile(rf"([0-9០-៩]|ដប់|ម្ភៃ|{_KH_UNIT})\s?ខួប(?!\s?កំណើត)")
_ZH_FULL_YEARS = re.compile(r"(?<=[0-9零一二两三四五六七八九十])(?:周|虚|足)岁")
_EN_OF_AGE = re.compile(r"(?i)(?<=\d|[a-z])(\s?-?\s?(?:years?|yrs?))\s+of\s+age\b")


# a person's years said in brackets without "old" ("our daughter Anika (2 years)", "son (13 yrs)", "(2 and 13
# years)", "(8 years, 5 years)"): brackets hold an age, never a length of stay (held-out batch U: both children
# of "Anika (2 years) and son Vihaan (13 years)" were booked as adults)
_BRACKET_YEARS = re.compile(
    r"(?i)(\(\s*(?:\d{1,2}\s*(?:-?\s*(?:years?|yrs?)\s*)?(?:,|and|&|/)\s*)*\d{1,2}\s*-?\s*)(years?|yrs?)(?=\s*\))"
)


def age_units(text: str) -> str:
    """Ages said in full years ("៩ខួប", "9周岁", "9 years of age") or bracketed years ("Anika (2 years)") with the
    unit every reader of ages knows."""
    text = _KH_FULL_YEARS.sub(lambda m: m.group(1) + "ឆ្នាំ", text)
    text = _BRACKET_YEARS.sub(
        lambda m: (
            re.sub(r"(?i)(\d)\s*-?\s*(?:years?|yrs?)(?=\s*(?:,|and|&|/))", r"\1", m.group(1)) + m.group(2) + " old"
        ),
        text,
    )
    return _EN_OF_AGE.sub(r"\1 old", _ZH_FULL_YEARS.sub("岁", text))


def kh_ages_in_digits(text: str) -> str:
    """Khmer ages in words ("ដប់ពីរឆ្នាំ", "អាយុប្រាំមួយ") in digits; before numerals.digits, which
    would read "ដប់ពីរ" as its last word."""
    return _KH_AGE.sub(_kh, text)


def en_ages_in_digits(text: str) -> str:
    """English ages in words ("six years old", "aged six", "she's six") in digits (lower-case text)."""
    out = re.sub(_EN_WORD + _EN_UNIT, lambda m: str(_EN[m.group(1)]), text)
    out = _AGED.sub(lambda m: m.group(1) + re.sub(_EN_WORD + r"\b", lambda w: str(_EN[w.group(1)]), m.group(2)), out)
    return _HE_SHE.sub(lambda m: m.group(1) + str(_EN[m.group(2)]), out)
