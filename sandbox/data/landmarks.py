"""Landmarks a pickup may name instead of a city (issue 37, relay 27 req 48).

A pickup "រូបសំណាកក្តាមធំ ជិតផ្សារក្តាម" (the big crab statue near the crab market) names no city, yet it
is in Kep: changePickup read it in the traveller's departure city (Kratie) and refused it as off the
route. A landmark the catalogue knows (a getPlaces place, or one of the few landmark words below that
its places describe but do not name) stands for its town, in any language, as a catalogue hotel does
(sandbox/data/getting_there.py ``pickup_city``). Only landmarks in the trip's own route cities count:
a landmark never makes a pickup "another city" (only a city named off the route does).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Optional

from sandbox.catalogue import CATALOGUE
from sandbox.data.place_names import first_hit, plain

# (town, EN, KH, ZH): landmarks the catalogue's places describe without naming them as places
LANDMARK_WORDS: tuple[tuple[str, str, str, str], ...] = (
    ("Kep", "crab statue", "រូបសំណាកក្តាម", "螃蟹雕像"),
    ("Kep", "crab market", "ផ្សារក្តាម", "螃蟹市场"),
    ("Kep", "white horse statue", "រូបសំណាកសេះស", "白马雕像"),
)
_BRACKET = re.compile(r"\s*\(([^()]*)\)")


@lru_cache(maxsize=1)
def landmark_names() -> tuple[tuple[str, str], ...]:
    """(name, town) of every landmark the catalogue knows, each name in plain form; a place's bracketed
    local name ("Old Market (Phsar Chas)") is a name of its own."""
    out: list[tuple[str, str]] = []
    for place in CATALOGUE.places:
        for name in (place.name.en, place.name.kh, place.name.zh):
            out.append((_BRACKET.sub("", name), place.region))
            out.extend((inner, place.region) for inner in _BRACKET.findall(name))
    for town, *names in LANDMARK_WORDS:
        out.extend((name, town) for name in names)
    return tuple((plain(name).strip(), town) for name, town in out if name.strip())


def landmark_named(place: str, towns: tuple[str, ...]) -> Optional[tuple[int, str]]:
    """(where, town) of the first landmark of one of ``towns`` (the trip's route cities) that ``place``
    names (whole: sandbox/data/place_names.py), else None."""
    return first_hit(place, [(name, town) for name, town in landmark_names() if town in towns])
