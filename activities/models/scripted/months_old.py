"""A baby's age said in months is their age in whole years (EN / KH / ZH).

Held-out batch AD: "our daughter Mila (6) and baby Luka (14 months)" booked the family with one child (6): an age
in months was no age to any reader, and "儿子14个月" even counted fourteen children. Said of a child, in brackets
after one ("Luka (14 months)"), or as "N months old", "N个月大", "អាយុ N ខែ", the months are written as the
age every reader of ages knows: whole years, a baby under a year being 0 ("14 months" → 1, "8 months" → 0).
A time to come ("in 2 months", "两个月后", "២ខែក្រោយ") is never an age.

``in_years(t)`` reads normalised text (agent.normal_text.normalize: lower case, digits ASCII).
"""

from __future__ import annotations

import re

_MONTHS_EN = r"(?:months?|mos?|mths?)(?![a-z])"
_CHILD_EN = r"(?:bab(?:y|ies)|infant|toddler|son|daughter|boy|girl|little one|youngest|grand(?:son|daughter))"
# "(14 months)", "(14 months old)", "(14 mos)"
_BRACKETED_EN = re.compile(r"\((\d{1,2})\s?" + _MONTHS_EN + r"(?:[- ]old)?\)")
# "14 months old", "14-month-old"
_OLD_EN = re.compile(r"(?<!\d)(\d{1,2})[- ]?" + _MONTHS_EN + r"[- ]old")
# "baby luka 14 months", "our son, 8 months", "a baby of 14 months"
_CHILD_THEN_EN = re.compile(
    r"(" + _CHILD_EN + r"(?: [a-zà-ÿ]+)?(?:,? (?:who is|who's|is|aged?|of|just))?,?) (\d{1,2}) ?" + _MONTHS_EN
)
_CHILD_ZH = r"(?:儿子|女儿|宝宝|孩子|小孩|婴儿|小宝|老二|老三|老幺|小的|最小的|孙子|孙女|外孙|外孙女|娃)"
# "儿子14个月", "宝宝才8个月大", "小的刚满14个月"; never "14个月后" (in 14 months)
_ZH = re.compile(
    r"(" + _CHILD_ZH + r"(?:才|刚|刚满|满|今年|现在)?\s?)(\d{1,2})\s?个(?:多)?月(?:大)?(?!后|以后|之后|以内|内|前|以前)"
)
_ZH_OLD = re.compile(r"(?<!\d)(\d{1,2})\s?个(?:多)?月大")
# "កូនប្រុស 14 ខែ", "ទារកអាយុ ៨ ខែ"; never "២ខែក្រោយ" (two months from now)
_KH = re.compile(r"((?:កូន|ទារក|ពៅ|ចៅ)[\u1780-\u17ff]{0,8}\s?(?:អាយុ)?\s?|អាយុ\s?)(\d{1,2})\s?ខែ(?!\s?(?:ក្រោយ|មុខ|ទៀត))")


def _years(months: str) -> str:
    return str(int(months) // 12)


def in_years(t: str) -> str:
    """``t`` with each child's age in months said in whole years."""
    t = _BRACKETED_EN.sub(lambda m: f"({_years(m.group(1))})", t)
    t = _OLD_EN.sub(lambda m: f"{_years(m.group(1))} years old", t)
    t = _CHILD_THEN_EN.sub(lambda m: f"{m.group(1)} {_years(m.group(2))} years old", t)
    t = _ZH.sub(lambda m: f"{m.group(1)}{_years(m.group(2))}岁", t)
    t = _ZH_OLD.sub(lambda m: f"{_years(m.group(1))}岁", t)
    return _KH.sub(lambda m: f"{m.group(1)}{_years(m.group(2))} ឆ្នាំ", t)
