"""Where an address is: the names of places it holds, each matched as a whole name.

A Khmer pickup "ទួលគោក ផ្លូវ៣១៥" (Toul Kork, street 315) named no place the sandbox knew, so it was read in
the session's departure city, Pursat, and refused as off the route. Phnom Penh's districts and
neighbourhoods (sandbox/catalogue/areas.yaml) stand for it as its own name does, and a numbered street
("St. 315", ផ្លូវលេខ៥១, 51号路) is read there when nothing else is named.

A name counts only whole: its Latin letters or digits never run on into a word or a number around it
("Kep" is not in "keep", "Takeo" not in "takeout", "7 Makara" not in "17 Makara"), and a name inside a
longer name found at the same place is part of that name (Phnom Penh's Mean Chey, មានជ័យ, is not in
បន្ទាយមានជ័យ, Banteay Meanchey). Data: the catalogue; no I/O.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterable, Optional, TypeVar

from sandbox.catalogue import CATALOGUE

T = TypeVar("T")
_WORD = "a-z0-9\u17e0-\u17e9"  # a Latin letter or a digit (Khmer digits too): what a name never runs on into
_SPACES = re.compile(r"\s+")


def plain(text: str) -> str:
    """Lower case, one space between words, the two Khmer spellings of a subscript t (្ត / ្ដ) alike."""
    return _SPACES.sub(" ", text.lower().replace("\u17d2\u178a", "\u17d2\u178f"))


@lru_cache(maxsize=2048)
def _pattern(name: str) -> re.Pattern[str]:
    head = f"(?<![{_WORD}])" if re.match(f"[{_WORD}]", name) else ""
    tail = f"(?![{_WORD}])" if re.search(f"[{_WORD}]$", name) else ""
    return re.compile(head + re.escape(name).replace(r"\ ", r"\s*") + tail)


def whole_hits(text: str, names: Iterable[tuple[str, T]]) -> list[tuple[int, int, int, T]]:
    """(start, end, index, value) of every ``(name, value)`` (the index-th) that ``text`` names whole, in
    plain form; a hit lying inside a longer hit is part of that one and left out."""
    low = plain(text)
    hits = [
        (m.start(), m.end(), i, value)
        for i, (name, value) in enumerate(names)
        if (key := plain(name).strip())
        for m in _pattern(key).finditer(low)
    ]
    return [h for h in hits if not any(o[0] <= h[0] and h[1] <= o[1] and o[1] - o[0] > h[1] - h[0] for o in hits)]


def first_hit(text: str, names: Iterable[tuple[str, T]]) -> Optional[tuple[int, T]]:
    """(where, value) of the name ``text`` names first (a tie: the longer name, then the earlier one)."""
    hits = whole_hits(text, names)
    if not hits:
        return None
    start, _, _, value = min(hits, key=lambda h: (h[0], h[0] - h[1], h[2]))
    return start, value


@lru_cache(maxsize=64)
def area_names(town: str) -> tuple[str, ...]:
    """Every name of the parts of ``town`` the catalogue lists (its districts, in any language)."""
    return tuple(
        name
        for area in CATALOGUE.areas.areas
        if area.town == town
        for name in (area.name.en, area.name.kh, area.name.zh, *area.also)
    )


@lru_cache(maxsize=1)
def _street() -> re.Pattern[str]:
    forms = CATALOGUE.areas.streets
    number = r"(?:no\.?\s*|#\s*)?[0-9\u17e0-\u17e9]+[a-z]?"
    before = "|".join(re.escape(w) for w in sorted(forms.before, key=len, reverse=True))
    after = "|".join(re.escape(w) for w in sorted(forms.after, key=len, reverse=True))
    return re.compile(
        rf"(?<![{_WORD}])(?:{before})\.?\s*{number}(?![{_WORD}])|(?<![{_WORD}])[0-9\u17e0-\u17e9]+\s*(?:{after})"
    )


def street_town(place: str) -> Optional[str]:
    """The town whose numbered street ``place`` names ("St. 315", ផ្លូវ៣១៥, 51号路), else None."""
    return CATALOGUE.areas.streets.town if _street().search(plain(place)) else None
