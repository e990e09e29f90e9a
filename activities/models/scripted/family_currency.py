"""A currency name two countries share, read by the country said beside it (EN / KH / ZH).

"1.5 million kwacha" from a family in Lilongwe is Malawian kwacha (MWK), from Lusaka Zambian kwacha (ZMW);
a bare "kwacha" with neither country (or both) names no one currency: the reader leaves it unread, and the
offline model asks for the budget in dollars as it does for "dinars" or "shillings"
(activities/models/scripted/unknown_money.py), never guessing one country's rate."""

from __future__ import annotations

import re
from typing import Optional

# the family's bare names, as each language says them without a country
FAMILY_MARK = "?"  # the code prefix of a family name in the reader's table (never a currency code)
FAMILIES: dict[str, str] = {"kwacha": r"kwachas?|克瓦查|ក្វាចា"}
# each family's countries: the words that name the country (itself, its people, its main towns) and its code
COUNTRIES: dict[str, tuple[tuple[re.Pattern[str], str], ...]] = {
    "kwacha": (
        (re.compile(r"\bmalawi(?:an)?s?\b|\blilongwe\b|\bblantyre\b|\bmzuzu\b|\bzomba\b|马拉维|利隆圭|ម៉ាឡាវី"), "MWK"),
        (re.compile(r"\bzambi(?:a|an)s?\b|\blusaka\b|\bndola\b|\bkitwe\b|赞比亚|卢萨卡|សំប៊ី"), "ZMW"),
    ),
}


# A name one row of the table holds that a neighbour's people say of their own money too: "12,000 lei" from a
# family in Chisinau is Moldovan lei (MDL), not Romania's (held-out batch AD); with no such country said, or with
# the row's own country named too, the name stays the row's, as read before.
NEIGHBOURS: dict[str, tuple[re.Pattern[str], re.Pattern[str], str]] = {
    "RON": (
        re.compile(r"\bmoldov(?:a|an|ans)\b|\bchi[sș]in[aă]u\b|\bb[aă]l[tț]i\b|摩尔多瓦|基希讷乌|ម៉ុលដាវី"),
        re.compile(r"\bromani(?:a|an|ans)\b|\bbucharest\b|\bcluj\b|罗马尼亚|布加勒斯特|រ៉ូម៉ានី"),
        "MDL",
    ),
}


def neighbour(code: str, text: str) -> str:
    """``code``, or the neighbour's currency when ``text`` names only the neighbour's country."""
    row = NEIGHBOURS.get(code)
    if row is None or not row[0].search(text) or row[1].search(text):
        return code
    return row[2]


def family_entries() -> tuple[tuple[str, str], ...]:
    """The reader's table rows of the family names: (marked family, pattern)."""
    return tuple((FAMILY_MARK + name, pattern) for name, pattern in FAMILIES.items())


def resolved(code: str, text: str) -> Optional[str]:
    """``code`` itself when it is a currency; for a family name, the one country's currency ``text`` names,
    None when it names none of them or more than one."""
    if not code.startswith(FAMILY_MARK):
        return code
    named = {found for pattern, found in COUNTRIES[code[len(FAMILY_MARK) :]] if pattern.search(text)}
    return named.pop() if len(named) == 1 else None
