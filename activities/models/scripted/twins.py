"""Twins are two children, and one age said of several children is each one's age (EN / KH / ZH): "our
twins aged 6", "一对双胞胎儿子，都是6岁", "កូនភ្លោះ ២នាក់ អាយុ៦ឆ្នាំ", "two kids, both 6", "កូន២នាក់
អាយុ៦ឆ្នាំដូចគ្នា" (held-out batch V: "我和老公，还有一对双胞胎儿子，都是6岁" was booked as 4 adults).

``twins_as_children(t)`` rewrites twins (triplets) as the counted children the party readers know
("twins" → "two kids", "双胞胎儿子" → "2个儿子", "កូនភ្លោះ" → "កូន2នាក់") and says whether any were named;
``same_age(t)`` says the message gives one age for all its children ("both 6", "都是6岁", "ដូចគ្នា").
Both read normalised text (agent.normal_text.normalize).
"""

from __future__ import annotations

import re

_EN = re.compile(
    r"(?<![a-z])(?:(?:a )?(?:pair|set) of )?(twin|triplet)(?:s|(?: (boys|girls|sons|daughters|brothers|sisters|"
    r"kids|children|babies)))(?![a-z])"
    # their age said right after them ("twins who are 7 and a baby of 1"): each twin's, no other child's
    r"(?:,? (?:who are |aged? |of )?(\d{1,2})(?!\d)(?! ?(?:days?|nights?|weeks?|people|adults?|am|pm|:|%)))?"
)
_ZH = re.compile(
    r"(?:[一1](?:对|双)|对)?(双胞胎|龙凤胎|三胞胎)的?(儿子|女儿|男孩|女孩|宝宝|孩子|小孩)?"
    r"(?:[，,]?\s?(?:都是?|今年|才)?\s?(\d{1,2})\s?岁)?"
)
_KH = re.compile(r"(?:កូន|ក្មេង)\s?ភ្លោះ\s?(ប្រុស|ស្រី)?(?:\s?(\d{1,2})\s?នាក់)?(?:\s?(?:អាយុ)\s?(\d{1,2})\s?(?:ឆ្នាំ|ខួប)?)?")
_EN_COUNT = {"twin": "two", "triplet": "three"}
_ZH_COUNT = {"双胞胎": "2", "龙凤胎": "2", "三胞胎": "3"}

# one age for all of them: "both 6", "both aged 6", "all three are 6", "6 each", "都是6岁", "均为6岁", "同岁",
# "អាយុ6ឆ្នាំដូចគ្នា", "អាយុដូចគ្នា", "ទាំងពីរនាក់អាយុ6ឆ្នាំ"
_SAME_AGE = re.compile(
    r"(?<![a-z])(?:both|each|all(?: two| three| four| of them)?)(?: of them)?(?:'re| are| is| aged?)? ?\d{1,2}(?!\d)"
    r"(?! ?(?:of|people|persons|pax|adults?|kids|children|days?|nights?|weeks?|hours?|am|pm|%|\$|:|usd|dollars?)(?![a-z]))|"
    r"\d{1,2} ?(?:years? old|yrs?|yo) each(?![a-z])|(?<![a-z])same age(?![a-z])|"
    r"(?:都|均|全)(?:是|为)?\s?\d{1,2}\s?岁|同岁|一样大|"
    r"អាយុ\s?(?:\d{1,2}\s?(?:ឆ្នាំ|ខួប)?\s?)?ដូចគ្នា|ទាំង\s?(?:ពីរ|បី|\d)\s?(?:នាក់)?\s?អាយុ"
)


def twins_as_children(t: str) -> tuple[str, bool]:
    """``t`` with twins / triplets said as counted children, and whether any were said."""
    said = bool(_EN.search(t) or _ZH.search(t) or _KH.search(t))
    t = _EN.sub(_en_children, t)
    t = _ZH.sub(_zh_children, t)
    t = _KH.sub(_kh_children, t)
    return t, said


def _en_children(m: re.Match[str]) -> str:
    count = _EN_COUNT[m.group(1)]
    said = f"{count} {m.group(2) or 'kids'}"
    return f"{said} aged {' and '.join([m.group(3)] * (2 if count == 'two' else 3))}" if m.group(3) else said


def _zh_children(m: re.Match[str]) -> str:
    count = _ZH_COUNT[m.group(1)]
    said = f"{count}个{m.group(2) or '孩子'}"
    return f"{said}{'和'.join([m.group(3) + '岁'] * int(count))}" if m.group(3) else said


def _kh_children(m: re.Match[str]) -> str:
    count = m.group(2) or "2"
    said = f"កូន{m.group(1) or ''}{count}នាក់"
    return f"{said} អាយុ{' និង'.join([m.group(3)] * int(count))}ឆ្នាំ" if m.group(3) and int(count) <= 3 else said


def same_age(t: str) -> bool:
    """The message gives one age for all of its children."""
    return bool(_SAME_AGE.search(t))


def each_age(ages: list[int], children: int | None, one_for_all: bool) -> list[int]:
    """The children's ages with one age said for all of them given to each ("two kids, both 6": [6, 6])."""
    if not one_for_all or not children or len(ages) >= children or len(set(ages)) != 1:
        return ages
    return ages[:1] * children
