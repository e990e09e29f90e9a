"""A child's age said beside the child's place in the family or a word for one child, with no unit (EN / KH /
ZH, held-out batch W: "our three children, 15, 6 and the baby who is 2" and "my two grandchildren, one is 5 and
the other is 9" lost ages): "the little one who is 2", "the youngest, 2", "a girl of 5", "one is 5 and the
other 9", "老大15", "最小的2", "ពៅ2", "ម្នាក់5 ម្នាក់ទៀត9" are written with the unit every reader of ages knows
("the little one 2 years old", "老大15岁", "ពៅ2ឆ្នាំ"), so the children are counted with each of their ages.

``ages_with_units(t)`` reads normalised text (agent.normal_text.normalize: digits already ASCII).
"""

from __future__ import annotations

import re

_NOT_AGE_EN = r"(?!\d)(?! ?(?:days?|nights?|weeks?|months?|mos?|hours?|minutes?|kg|km|people|persons|pax|adults?|am|pm|%|:|\$|usd|dollars?)\b)"
_UNIT_EN = r"(?: ?-?(?:years?[- ]old|yrs?(?: old)?|yo|y/o)(?![a-z]))?"
# one child named by their place or as one child ("the youngest", "our little one", "a girl"), then the age
_ONE_CHILD_EN = (
    r"(?:baby|youngest|eldest|oldest|middle one|little one|older one|younger one|big one|toddler|"
    r"(?:little |big |baby |teenage |young )?(?:boy|girl|son|daughter|kid|child)|(?:grand)?(?:son|daughter))"
)
_REFERENT_EN = re.compile(
    r"(?<![a-z])((?:the|our|my|a|an|his|her|their) " + _ONE_CHILD_EN + r")"
    r"(?:,? (?:who (?:just )?turned|who is|who's|is|aged?|of)|,)? (\d{1,2})" + _NOT_AGE_EN + _UNIT_EN
)
# "one is 5 and the other is 9", "one 5, the other 9"
_ONE_AND_OTHER_EN = re.compile(
    r"(?<![a-z])one(?: is|'s|,)? (\d{1,2})"
    + _NOT_AGE_EN
    + _UNIT_EN
    + r",? (?:and |& )?the other(?: one)?(?: is|'s|,)? "
    r"(\d{1,2})" + _NOT_AGE_EN + _UNIT_EN
)
# "老大15", "最小的2", "小儿子今年9": a child by their place, the age without 岁
_REFERENT_ZH = re.compile(
    r"((?:老[大二三四幺小]|大的|小的|最小的|最大的|大宝|二宝|三宝|小宝|宝宝|大儿子|小儿子|大女儿|小女儿)"
    r"(?:今年|是|才|已经)?\s?)(\d{1,2})(?![\d岁周虚足天晚人个位号月点分%元块])"
)
# "ពៅ2", "កូនច្បង15", "ម្នាក់5 ម្នាក់ទៀត9": the eldest, the youngest, one and the other, the age without ឆ្នាំ
_REFERENT_KH = re.compile(
    r"((?:កូន)?(?:ច្បង|ពៅ|កណ្តាល|កណ្ដាល)|ម្នាក់\s?ទៀត|ម្នាក់)(\s?(?:អាយុ)?\s?)(\d{1,2})"
    r"(?!\d|\s?(?:ឆ្នាំ|ខួប|ខែ|ថ្ងៃ|យប់|ម៉ោង|នាក់|ដុល្លារ|រៀល|\$|%))"
)


def ages_with_units(t: str) -> str:
    """``t`` with each child's age said beside the child alone given its unit."""
    t = _ONE_AND_OTHER_EN.sub(lambda m: f"one {m.group(1)} years old and the other {m.group(2)} years old", t)
    t = _REFERENT_EN.sub(lambda m: f"{m.group(1)} {m.group(2)} years old", t)
    t = _REFERENT_ZH.sub(lambda m: f"{m.group(1)}{m.group(2)}岁", t)
    return _REFERENT_KH.sub(lambda m: f"{m.group(1)}{m.group(2)}{m.group(3)}ឆ្នាំ", t)
