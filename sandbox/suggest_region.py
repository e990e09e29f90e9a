"""getTripSuggestions' ``region``: the place the traveller named, read as a catalogue region.

A region's names in EN / KH / ZH (regions.yaml), a town of a trip's destination in it (Sen Monorom is in
Mondulkiri: sandbox/data/places.py ``region_names``) or a place of places.yaml (Angkor Wat is in Siem Reap)
name that region. The trips in it are suggested before the trips elsewhere, also when their length
differs from the one asked (``to_match_duration`` says the price at that length).

Several regions named as alternatives ("Kampot or Kep", "Kampot, Kep", "贡布或者白马", "កំពត ឬ កែប") name each
of them (:func:`regions_of`): a trip in any of them is in a named region, a trip in a third one is not.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Optional

from sandbox.catalogue import CATALOGUE
from sandbox.data.places import region_names
from sandbox.data.trips import TRIPS


@cache
def _names() -> dict[str, str]:
    """Every name of a region that has trips, lower-cased, to the region's English name."""
    regions = dict.fromkeys(t["region"] for t in TRIPS)
    out: dict[str, str] = {}
    for region in regions:
        for name in region_names(region):
            out.setdefault(name, region)
    for place in CATALOGUE.places:
        if place.region in regions:
            for name in (place.name.en, place.name.kh, place.name.zh):
                out.setdefault(name.strip().lower(), place.region)
    return out


def region_of(said: Optional[str]) -> Optional[str]:
    """The region (English name) with trips that ``said`` names, or None: an exact name first, else the
    longest name it contains ("Mondulkiri province", "蒙多基里省")."""
    if not said or not said.strip():
        return None
    wanted = said.strip().lower()
    names = _names()
    if wanted in names:
        return names[wanted]
    inside = [n for n in names if len(n) > 2 and n in wanted]
    return names[max(inside, key=len)] if inside else None


# the words that join alternatives: EN "or" / "and" / commas, ZH 或者 / 或 / 还是 / 和 / 、, KH ឬ / និង, slashes
_ALTERNATIVES = re.compile(r"\s*(?:,|，|、|/|;|；|\bor\b|\band\b|或者|还是|或|和|ឬ|និង)\s*", re.IGNORECASE)


def regions_of(said: Optional[str]) -> tuple[str, ...]:
    """Every region (English names, in the order named) with trips that ``said`` names: one name
    (:func:`region_of`), else each of the alternatives it joins ("Kampot or Kep", "贡布或者白马"); empty
    when it names none."""
    if not said or not said.strip():
        return ()
    whole = region_of(said)
    parts = [p for p in _ALTERNATIVES.split(said.strip()) if p and p.strip()]
    if len(parts) < 2 or said.strip().lower() in _names():  # one name, also one holding "and" / 和
        return (whole,) if whole else ()
    found = [r for r in (region_of(p) for p in parts) if r]
    if not found:
        return (whole,) if whole else ()
    return tuple(dict.fromkeys(found))
