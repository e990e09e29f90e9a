"""The booked trip's add-on a traveller's words name, from its ``addable_activities`` (getTripItinerary, in
the session's language), in EN / KH / ZH: "an Apsara dinner show" is "Apsara dance show with dinner",
"阿普萨拉舞晚餐表演" is "阿普萨拉舞表演及晚餐", "របាំអប្សរា" is "ការសម្ដែងរបាំអប្សរា ជាមួយអាហារពេលល្ងាច"
(held-out batch V: the words as said were refused, the list's name never tried).

``closest_addable(asked, names)`` is the one name that shares most of the asked words (English words by
their stem, Chinese and Khmer by pairs of letters), else None when none shares half of them or two share
as much.
"""

from __future__ import annotations

import re
from typing import Optional

from agent.normal_text import normalize

_MINOR = {"a", "an", "the", "with", "and", "of", "on", "in", "to", "for", "at", "off", "some", "one", "trip", "visit"}
_WORD = re.compile(r"[a-z]+")


def _units(text: str) -> tuple[set[str], set[str]]:
    """(English word stems, pairs of neighbouring Chinese / Khmer letters) of ``text``."""
    low = normalize(text).lower()
    words = {w[:5] for w in _WORD.findall(low) if w not in _MINOR and len(w) > 2}
    letters = "".join(c for c in low if "\u1780" <= c <= "\u17d3" or (c > "\u2e7f" and c.isalpha()))
    pairs = {letters[i : i + 2] for i in range(len(letters) - 1)}
    return words, pairs


def _shared(asked: tuple[set[str], set[str]], name: tuple[set[str], set[str]]) -> float:
    said = len(asked[0]) + len(asked[1])
    return (len(asked[0] & name[0]) + len(asked[1] & name[1])) / said if said else 0.0


def closest_addable(asked: str, names: list[str]) -> Optional[str]:
    """The name of ``names`` that the asked words name, else None."""
    said = _units(asked)
    scored = sorted(((_shared(said, _units(n)), n) for n in names), key=lambda s: -s[0])
    if not scored or scored[0][0] < 0.5 or (len(scored) > 1 and scored[1][0] == scored[0][0]):
        return None
    return scored[0][1]
