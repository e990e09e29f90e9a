"""The walking limit a traveller states ("he can walk at most about 500 m", "最多只能走500米", "ដើរបានតែ ៥០០ ម៉ែត្រ"),
read from the session's special needs, so a plan is checked against it and not only against DerLg's levels (relay
run 54: "Every day of this plan is easy on foot" three times over for days of 1.5 to 3 km, for a man of 78 with a
walking frame who could walk about 500 m). Pure."""

from __future__ import annotations

import re
from typing import Optional

_KH_DIGITS = str.maketrans("០១២៣៤៥៦៧៨៩", "0123456789")
_ZH_NUMBERS = {"一": 1, "两": 2, "二": 2, "三": 3, "半": 0.5}
_WALK = re.compile(r"(?i)\bwalk|\bstroll|走|步行|ដើរ")
_DISTANCE = re.compile(
    r"(?i)(\d+(?:[.,]\d+)?|[一两二三半])\s*"
    r"(km|kilomet(?:er|re)s?|k\b|m\b|met(?:er|re)s?|公里|千米|米|គីឡូម៉ែត្រ|គីឡូ|ម៉ែត្រ)"
)
_NEAR = 60  # characters: the distance is said about walking when a walking word is this close


def walk_limit_km(text: Optional[str]) -> Optional[float]:
    """The shortest walking distance the text states as a limit, in km; None when it states none."""
    if not text:
        return None
    said = text.translate(_KH_DIGITS)
    found: list[float] = []
    for m in _DISTANCE.finditer(said):
        around = said[max(0, m.start() - _NEAR) : m.end() + _NEAR]
        if not _WALK.search(around):
            continue
        raw, unit = m.group(1), m.group(2).lower()
        value = _ZH_NUMBERS.get(raw) if raw in _ZH_NUMBERS else float(raw.replace(",", "."))
        if value is None or value <= 0:
            continue
        km = value if unit.startswith(("km", "kilo", "k", "公里", "千米", "គីឡូ")) else value / 1000
        found.append(round(km, 3))
    return min(found) if found else None
