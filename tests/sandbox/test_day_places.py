"""Every place an itinerary day names is a getPlaces place of its region, under the same name in EN, KH and ZH
(relay 63 req 2-4: asked about elephants, getPlaces(nature) listed no sanctuary while the trip then suggested spends
its second day "in the sanctuary").

Over every day a plan can hold (each trip's package days, the added days of its region or its own stay, the
gentle days offered for a mobility need):
- each place word of an activity (waterfall, lake, sanctuary, temple, market, beach, museum...: not the setting of
  a meal or pastime, "beach lunch") is a catalogue place of the trip's region: the one the activity names, one of
  its kind the same day names ("the lake"), or the region's one place whose name holds the word;
- the day names the same places in English, Khmer and Chinese (each place under its name in that language);
- getPlaces for the place's category and region, asked in each language with the region's name in that language,
  lists it under that name, and names the trips whose package visits it (``in_trips``): the sanctuary names the
  Mondulkiri Elephant Forest Trek."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.catalogue import CATALOGUE
from sandbox.data.extra_days import EXTRA_DAYS, EXTRA_DAYS_BY_TRIP, GENTLE_DAYS
from sandbox.data.place_mentions import day_places, named
from sandbox.i18n import tr
from tests.sandbox.support import Sandbox

LANGUAGES = ("EN", "KH", "ZH")
REGION_OF_TRIP = {t.id: t.region for t in CATALOGUE.trips}


def _days() -> list[tuple[str, str, dict[str, str], list[dict[str, str]]]]:
    """(where, region, title by language, activities by language) of every day a plan can hold."""
    out = []
    for trip in CATALOGUE.trips:
        for n, day in enumerate(trip.days, start=1):
            title = {lang: day.title.in_(lang) for lang in LANGUAGES}
            acts = [{lang: a.in_(lang) for lang in LANGUAGES} for a in day.activities]
            out.append((f"{trip.id} day {n}", trip.region, title, acts))
    added = [*EXTRA_DAYS.items(), *EXTRA_DAYS_BY_TRIP.items(), *((k, (v,)) for k, v in GENTLE_DAYS.items())]
    for key, days in added:
        region = REGION_OF_TRIP.get(key, key)
        for title_en, acts_en in days:
            title = {lang: tr(title_en, lang) for lang in LANGUAGES}
            acts = [{lang: tr(a, lang) for lang in LANGUAGES} for a in acts_en]
            out.append((f"added day {key}: {title_en}", region, title, acts))
    return out


DAYS = _days()


@pytest.mark.parametrize("where,region,title,acts", DAYS, ids=[d[0] for d in DAYS])
def test_every_place_a_day_names_is_a_place_of_its_region_in_every_language(
    where: str, region: str, title: dict[str, str], acts: list[dict[str, str]]
) -> None:
    visited, unresolved = day_places(region, title["EN"], [a["EN"] for a in acts])
    assert not unresolved, (where, unresolved)
    said = {lang: set(named(" | ".join([title[lang], *(a[lang] for a in acts)]), region, lang)) for lang in LANGUAGES}
    assert said["EN"] == said["KH"] == said["ZH"], (where, said)
    assert said["EN"] <= set(visited)


@pytest.fixture(scope="module")
def sb() -> Sandbox:
    return Sandbox()


VISITED = sorted(
    {
        (region, p)
        for _, region, title, acts in DAYS
        for p in day_places(region, title["EN"], [a["EN"] for a in acts])[0]
    }
)


@pytest.mark.parametrize("language", LANGUAGES)
def test_getplaces_lists_every_visited_place_under_its_name(sb: Sandbox, language: str) -> None:
    places = {p.name.en: p for p in CATALOGUE.places}
    for region, name in VISITED:
        place = places[name]
        found = sb.data("getPlaces", {"category": place.category, "region": tr(region, language)}, lang=language)
        listed = {p["name"]: p for p in found["places"]}
        assert place.name.in_(language) in listed, (region, name, language, sorted(listed))
        trips = [t.id for t in CATALOGUE.trips if any(
            name in day_places(t.region, d.title.en, [a.en for a in d.activities])[0] for d in t.days)]  # fmt: skip
        said: list[Any] = listed[place.name.in_(language)].get("in_trips", [])
        assert [t["trip_id"] for t in said] == trips, (name, said)


def test_the_elephant_sanctuary_is_a_nature_place_of_mondulkiri(sb: Sandbox) -> None:
    found = sb.data("getPlaces", {"category": "nature", "region": "Mondulkiri"})["places"]
    sanctuary = next(p for p in found if "Elephant" in p["name"])
    assert [t["trip_id"] for t in sanctuary["in_trips"]] == ["trip_016"]
