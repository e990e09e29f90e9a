"""Which of the options shown the traveller points at: "the first one", "option 2", "#3", "第二个",
"ជម្រើសទីពីរ", "យកកញ្ចប់ទី១"; when several are named, the one after "switch to" / "换成" (issue 39)."""

from __future__ import annotations

import re
from functools import cache
from typing import Optional

from activities.models.scripted.words import word_re
from agent.normal_text import normalize

_ORDINALS = (
    (
        0,
        ("first", "1st", "option 1", "option one", "#1", "number 1", "number one", "no. 1", "第一", "第1", "ទីមួយ", "ទី១"),
    ),
    (
        1,
        (
            "second",
            "2nd",
            "option 2",
            "option two",
            "#2",
            "number 2",
            "number two",
            "no. 2",
            "middle one",
            "第二",
            "第2",
            "ទីពីរ",
            "ទី២",
        ),
    ),
    (
        2,
        (
            "third",
            "3rd",
            "option 3",
            "option three",
            "#3",
            "number 3",
            "number three",
            "no. 3",
            "last one",
            "第三",
            "第3",
            "ទីបី",
            "ទី៣",
        ),
    ),
)


@cache
def _kh_zh_ordinal(word: str) -> re.Pattern[str]:
    """``word`` as normalize writes it ("ទី១" → "ទី1"), not part of a longer number ("ទី25") or a
    date ("ថ្ងៃទី1" is the first of the month, "第一天" the first day)."""
    return re.compile(r"(?<!ថ្ងៃ)(?<!ថ្ងៃ )(?<!ខែ)" + re.escape(normalize(word)) + r"(?!\d|\s?(?:天|日|晚|ថ្ងៃ))")


# "switch to the second", "换成第二个", "ប្តូរទៅជម្រើសទីពីរ": the option named after these is the one meant
_SWITCH_TO = re.compile(
    r"\b(?:switch|change|swap|go|move)(?: it)? (?:to|for)\b|\binstead\b|\brather\b|\bprefer\b|"
    r"换成|改成|改为|换到|换|改选|还是选|ប្តូរទៅ|ប្ដូរទៅ|ប្តូរ|ប្ដូរ|ជំនួស|វិញ"
)


# "first" said of the traveller's own steps, not of a card: after a word that neither points at nor chooses an
# option, at a clause's end or before "before / then" ("let me show this to my husband first before we book",
# "I'll ask first", "first of all", "at first"); held-out batch S: the summary switched to card 1 on it
_CHOOSING = frozenset(
    "the this that your a take took taking pick choose want like prefer book with for to is was one option trip card "
    "number no and or not but about of on at".split()
)
_FIRST_AT_END = re.compile(r"([a-z']+) first(?=\s*(?:[,.;!?]|$|before\b|then\b|and then\b|so\b))")
_FIRST_PHRASE = re.compile(r"\bat first\b|\bfirst of all\b")


def _adverbial(t: str, at: int) -> bool:
    """The "first" at ``at`` orders the traveller's own steps."""
    if any(m.start() <= at < m.end() for m in _FIRST_PHRASE.finditer(t)):
        return True
    return any(m.end(1) + 1 == at and m.group(1) not in _CHOOSING for m in _FIRST_AT_END.finditer(t))


def extract_ordinal(text: str) -> Optional[int]:
    """0-based index of the option the traveller points at ("the first one", "option 2", "#3"): the
    first one named, or, when several are, the one named after "switch to" / "换成" (issue 39:
    "I looked at the first one's plan, switch to the second")."""
    t = normalize(text)
    found: list[tuple[int, int]] = []  # (position, index)
    for index, words in _ORDINALS:
        for word in words:
            pattern = word_re(word, "a-z0-9") if word.isascii() else _kh_zh_ordinal(word)
            found += [
                (m.start(), index) for m in pattern.finditer(t) if word != "first" or not _adverbial(t, m.start())
            ]
    if found:
        switch = [m.end() for m in _SWITCH_TO.finditer(t)]
        after = [(at, index) for at, index in found if any(at >= s for s in switch)]
        return (max(after) if after and len({i for _, i in found}) > 1 else min(found))[1]
    m = re.fullmatch(r"\s*(?:option|trip|number|#)?\s*([123])\s*[.!]?\s*", t)
    return int(m.group(1)) - 1 if m else None
