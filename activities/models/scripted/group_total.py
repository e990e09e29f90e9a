"""A group said as its total counts everyone named beside it (EN / KH / ZH, held-out batch Y: "My husband and I
... and our son (35) is coming too, so 3 adults" was booked as 4 adults, the grown son added to the total
that already counts him).

``adults_total(t)`` says the adults' count is said as the whole of the grown-ups ("so 3 adults", "that's 3
adults", "3 adults in total", "一共三个大人", "就是3个大人", "មនុស្សធំសរុប ៣ នាក់"): a grown son or daughter
named with an age is one of them, never one more. Reads normalised text (agent.normal_text.normalize).
"""

from __future__ import annotations

import re

from activities.models.scripted.words import _NUM

_ADULTS = r"(?:adults?|grown-?ups?)"
_ZH_COUNT = r"(?:\d{1,2}|[一两二三四五六七八九十])\s?(?:个|位|名)?\s?(?:大人|成人)"
_KH_ADULTS = r"(?:មនុស្សពេញវ័យ|មនុស្សធំ)"
_TOTALS = (
    # "so 3 adults", "that's 3 adults", "that makes 3 adults", "in total 3 adults", "making 3 adults"
    re.compile(
        r"(?<![a-z])(?:so|that'?s|that is|that makes|which makes|making|in total|total(?: of)?|altogether|in all|"
        r"all together|all in all)\s?,?\s?(?:we(?:'re| are)\s)?" + _NUM + r"\s" + _ADULTS + r"(?![a-z])"
    ),
    # "3 adults in total", "3 adults altogether", "3 adults in all", "3 adults total"
    re.compile(_NUM + r"\s" + _ADULTS + r",?\s(?:in total|total|altogether|all together|in all)(?![a-z])"),
    re.compile(r"(?:一共|总共|共|就是|所以|总计|合计)(?:是|有)?\s?" + _ZH_COUNT),
    re.compile(_KH_ADULTS + r"\s?សរុប|សរុប\s?(?:ជា|មាន)?\s?" + _KH_ADULTS + r"|ដូច្នេះ\s?(?:មាន)?\s?" + _KH_ADULTS),
)


def adults_total(t: str) -> bool:
    """The adults' count in ``t`` is said as the total of the grown-ups."""
    return any(pattern.search(t) for pattern in _TOTALS)
