"""The catalogue places (getPlaces, sandbox/catalogue/places.yaml) an itinerary day visits, read from its title and
activities, and the trips whose package visits each place (getPlaces' ``in_trips``).

Relay 63 req 2-4: asked about elephants, getPlaces(nature) listed no sanctuary, while a trip the search then
suggested spends a day "in the sanctuary": the information tool and the catalogue disagreed. Now every place a day
names is a getPlaces place of the trip's region, under the same name in EN / KH / ZH
(tests/sandbox/test_day_places.py).

- A day *names* a place when its text holds one of the place's names in that language, whole
  (sandbox/data/place_names.py): its name, each part of a bracketed name ("Koh Tonsay (Rabbit Island)"), or a
  short form itinerary texts use (``also``: "Kulen waterfall").
- A place word (:data:`PLACE_WORDS`: waterfall, lake, sanctuary, temple, market, beach, museum...) in an activity
  is a place the day visits, unless it is the setting of a meal or a pastime (:data:`SETTING`: "beach lunch",
  "market breakfast", "on the beach" where the group stays). It is the place the activity names; else, when no
  name leads the word ("the lake", "the temple", not "Romanear waterfall"), a place of the word's category the
  same day names, else the one place of the region whose name holds the word ("the sanctuary" in Mondulkiri). A
  word none of these finds is unresolved: a gap in the catalogue.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Optional

from sandbox.catalogue import CATALOGUE
from sandbox.catalogue.models import Place
from sandbox.data.place_names import plain, whole_hits

PLACE_WORDS: dict[str, str] = {
    "waterfall": "nature",
    "waterfalls": "nature",
    "rapids": "nature",
    "lake": "nature",
    "national park": "nature",
    "sanctuary": "nature",
    "mangrove": "nature",
    "mangroves": "nature",
    "marine reserve": "nature",
    "temple": "temples",
    "temples": "temples",
    "pagoda": "temples",
    "wat": "temples",
    "stupa": "temples",
    "stupas": "temples",
    "market": "markets",
    "beach": "beaches",
    "bay": "beaches",
    "museum": "museums",
}
_WORDS = re.compile(r"\b(" + "|".join(sorted(map(re.escape, PLACE_WORDS), key=len, reverse=True)) + r")\b")
# a meal or pastime at a beach or market, or the beach where the group stays: a setting, no place of its own
SETTING = re.compile(
    r"\b(?:beach|market) (?:breakfast|lunch|dinner|barbecue|yoga|afternoon|time|restaurant)\b"
    r"|\bon the beach\b|\bresort beach\b"
)
_BRACKET = re.compile(r"\s*\(([^()]*)\)")


def name_forms(place: Place, language: str) -> list[str]:
    """The names of ``place`` in ``language`` (EN, KH, ZH): its name, the parts of a bracketed name, its other
    forms."""
    name = place.name.in_(language)
    inner = _BRACKET.findall(name)
    also = {"KH": place.also.kh, "ZH": place.also.zh}.get(language, place.also.en)
    return [n for n in dict.fromkeys([_BRACKET.sub("", name), *inner, *also]) if n.strip()]


def region_places(region: str) -> tuple[Place, ...]:
    return tuple(p for p in CATALOGUE.places if p.region == region)


def named(text: str, region: str, language: str) -> list[str]:
    """The English names of the places of ``region`` that ``text`` (in ``language``) names, in order."""
    forms = [(form, p.name.en) for p in region_places(region) for form in name_forms(p, language)]
    return list(dict.fromkeys(value for _, _, _, value in sorted(whole_hits(text, forms))))


def place_words(activity: str) -> list[tuple[str, bool]]:
    """The place words of an English activity, less those that are a setting (:data:`SETTING`), each with whether
    a name leads it ("Romanear waterfall": the word before it is capitalised) or it is said of a place the day
    knows ("the lake", "Mangrove kayaking")."""
    low = plain(activity)
    settings = [m.span() for m in SETTING.finditer(low)]
    out = []
    for m in _WORDS.finditer(low):
        if any(a <= m.start() and m.end() <= b for a, b in settings):
            continue
        before = activity[: m.start()].split()
        out.append((m.group(1), bool(before) and before[-1][:1].isupper()))
    return out


def _by_word(word: str, region: str, day_named: list[str]) -> Optional[str]:
    """The place "the <word>" of a day refers to: one of the word's category the day names, else the region's only
    place whose name holds the word."""
    places = {p.name.en: p for p in region_places(region)}
    same_day = [n for n in day_named if places[n].category == PLACE_WORDS[word]]
    if same_day:
        return same_day[0]
    holding = [p.name.en for p in places.values() if any(word in plain(f) for f in name_forms(p, "EN"))]
    return holding[0] if len(holding) == 1 else None


def day_places(region: str, title: str, activities: list[str]) -> tuple[list[str], list[str]]:
    """``(visited, unresolved)``: the English names of the places an English day visits, and each activity's place
    word that no place answers (as "activity: word")."""
    day_named = named(" | ".join([title, *activities]), region, "EN")
    visited, unresolved = list(day_named), []
    for activity in activities:
        if named(activity, region, "EN"):
            continue
        for word, proper in place_words(activity):
            found = None if proper else _by_word(word, region, day_named)  # a name the catalogue lacks
            if found is None:
                unresolved.append(f"{activity}: {word}")
            elif found not in visited:
                visited.append(found)
    return visited, unresolved


@cache
def trips_visiting() -> dict[str, tuple[str, ...]]:
    """Each place's English name -> the ids of the trips whose package days visit it."""
    out: dict[str, list[str]] = {}
    for trip in CATALOGUE.trips:
        for day in trip.days:
            for place in day_places(trip.region, day.title.en, [a.en for a in day.activities])[0]:
                if trip.id not in out.setdefault(place, []):
                    out[place].append(trip.id)
    return {k: tuple(v) for k, v in out.items()}
