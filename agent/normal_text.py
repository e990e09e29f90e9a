"""A traveller's text normalised before anything reads it: lower case, number words and Khmer digits
as ASCII digits, ages in words as digits, Traditional Chinese as Simplified, shorthand and common
misspellings rewritten ("tmrw" → "tomorrow"). The dates parser (agent.dates) and every reader of the
offline model share it.
"""

from __future__ import annotations

import re

from agent.age_words import age_units, en_ages_in_digits, kh_ages_in_digits
from agent.hanzi import simplified
from agent.numerals import digits

# Shorthand and common misspellings, rewritten (whole words) before anything is matched.
SPELLINGS: dict[str, str] = {
    "tmrw": "tomorrow",
    "tmr": "tomorrow",
    "tmrrw": "tomorrow",
    "2moro": "tomorrow",
    "tomorow": "tomorrow",
    "wk": "week",
    "wks": "weeks",
    "nite": "night",
    "nites": "nights",
    "frm": "from",
    "budjet": "budget",
    "buget": "budget",
    "relaxng": "relaxing",
    "relaxin": "relaxing",
    "beech": "beach",
    "mountians": "mountains",
    "montains": "mountains",
    "temle": "temple",
    "ty": "thank you",
    "thx": "thanks",
    "thnx": "thanks",
    "tks": "thanks",
    "kk": "ok",
    "okok": "ok",
    "u": "you",
    "ur": "your",
    "wat": "what",
    "wht": "what",
    "r": "are",
    "pls": "please",
    "plz": "please",
    "ppl": "people",
    "ppls": "people",
    "pple": "people",
    "dayz": "days",
    "itinery": "itinerary",
    "itenerary": "itinerary",
    "pix": "pics",
    "hotal": "hotel",
    "bookin": "booking",
    "wanna": "want to",
    "gonna": "going to",
}

_SPELLING_RE = re.compile(
    r"(?<![a-z0-9'])(?:" + "|".join(re.escape(w) for w in sorted(SPELLINGS, key=len, reverse=True)) + r")(?![a-z0-9'])"
)


def normalize(text: str) -> str:
    """Lower case, number words and Khmer digits → ASCII digits, Traditional Chinese → Simplified,
    curly quotes → straight, tidy spaces."""
    out = en_ages_in_digits(digits(kh_ages_in_digits(age_units(simplified(text)))).lower().replace("’", "'"))
    out = _SPELLING_RE.sub(lambda m: SPELLINGS[m.group(0)], out)
    out = re.sub(r"(?<![a-z])y+e+s+(?![a-z])", "yes", out)  # "yesss"
    return re.sub(r"[ \t]+", " ", out)
