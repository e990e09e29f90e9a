"""One child's age corrected ("he's 6 not 5", "6 instead of 5", "不是5岁，是6岁", "មិនមែន 5 ឆ្នាំទេ 6 ឆ្នាំ"):
that child's age changes and the other children stay (held-out batch H: children [9, 5] became [6]).

Reads normalised text (agent.normal_text.normalize: Khmer digits already digits).
"""

from __future__ import annotations

import re
from typing import Optional

_Y = r"\s?(?:years?(?: old)?|yrs?|yo|岁|歲|ឆ្នាំ)?"
# (pattern, True when the new age comes first)
_PAIRS: tuple[tuple[re.Pattern[str], bool], ...] = (
    (re.compile(r"(?<![\d.])(\d{1,2})" + _Y + r",? (?:not|instead of|rather than) (\d{1,2})(?!\d|\.\d)"), True),
    (re.compile(r"\bnot (\d{1,2})" + _Y + r",? (?:but|it'?s|he'?s|she'?s|actually) (\d{1,2})(?!\d|\.\d)"), False),
    (re.compile(r"\b(?:from|change) (\d{1,2})" + _Y + r" to (\d{1,2})(?!\d|\.\d)"), False),
    (re.compile(r"不是\s?(\d{1,2})" + _Y + r"[，,\s]*(?:而)?是\s?(\d{1,2})"), False),
    (re.compile(r"(\d{1,2})" + _Y + r"[，,\s]*不是\s?(\d{1,2})"), True),
    (re.compile(r"មិនមែន\s?(\d{1,2})" + _Y + r"\s?(?:ទេ)?\s?(?:គឺ|តែ)?\s?(\d{1,2})"), False),
    (re.compile(r"(\d{1,2})" + _Y + r"\s?មិនមែន\s?(\d{1,2})"), True),
)


def corrected_ages(t: str, held: list[int]) -> Optional[list[int]]:
    """The held children's ages with the one corrected age replaced; None when the message corrects
    no held age."""
    for pattern, new_first in _PAIRS:
        m = pattern.search(t)
        if m is None:
            continue
        new, old = (int(m.group(1)), int(m.group(2))) if new_first else (int(m.group(2)), int(m.group(1)))
        if old in held and new != old and new <= 17:
            ages = list(held)
            ages[ages.index(old)] = new
            return ages
    return None
