"""Every suggestion states what the trip itself has, and fits the request only when all of it holds:

- the transport beside a trip is that trip's own (a shared minibus is never "a car with a driver"): each trip's
  ``transport_by`` is its route's, and the search's ``matched_on`` names a transport only when the group drives
  itself (true of every trip);
- ``fits_request`` is true only when every stated constraint holds (region, environment, length, budget,
  group, effort); a region request naming alternatives ("Kampot or Kep", "贡布或者白马", "កំពត ឬ កែប") matches
  each of them and no third one;
- a trip whose region has no guide speaking the session's language says so (``no_guide_in`` beside
  ``guide_languages``, and a note), and every day beyond the traveller's effort limit is named in the notes.
"""

from __future__ import annotations

from itertools import combinations

from hypothesis import given, settings, strategies as st

from agent.card_length import card_record
from sandbox.catalogue import CATALOGUE
from sandbox.data.getting_there import route
from sandbox.data.guides import guide_languages
from sandbox.data.trips import TRIPS
from sandbox.i18n import tr
from sandbox.models import SuggestBody
from sandbox.suggest import suggest
from sandbox.suggest_effort import OVER_KEY
from sandbox.suggest_region import _names, region_of, regions_of

WITH_TRIPS = sorted({t["region"] for t in TRIPS})
NAMES = {r.en: r for r in CATALOGUE.regions if r.en in WITH_TRIPS}
JOINERS = {"EN": (" or ", ", ", " and "), "ZH": ("或者", "或", "还是", "、"), "KH": (" ឬ ",)}


def _name(region: str, lang: str) -> str:
    return str(getattr(NAMES[region], lang.lower()))


@st.composite
def requests(draw: st.DrawFn) -> tuple[SuggestBody, str, tuple[str, ...]]:
    lang = draw(st.sampled_from(["EN", "ZH", "KH"]))
    named = draw(st.lists(st.sampled_from(WITH_TRIPS), max_size=3, unique=True))
    joiner = draw(st.sampled_from(JOINERS[lang]))
    adults = draw(st.integers(1, 4))
    children = draw(st.lists(st.integers(0, 17), max_size=2))
    low = draw(st.integers(0, 600))
    body = SuggestBody(
        environment=draw(st.sampled_from(sorted({t["environment"] for t in TRIPS}))),
        mood=draw(st.sampled_from(["stressed", "adventurous", "romantic", "curious", "family"])),
        duration_days=draw(st.integers(1, 6)),
        adults=adults,
        children_ages=children,
        people_count=adults + len(children),
        budget_usd={"min": low, "max": low + draw(st.integers(50, 1500))},
        departure_city=draw(st.sampled_from(["Phnom Penh", "Siem Reap"])),
        effort_limit=draw(st.sampled_from([None, "easy", "moderate"])),
        transport=draw(st.sampled_from(["driver", "self_drive"])),
        region=joiner.join(_name(r, lang) for r in named) or None,
    )
    return body, lang, tuple(named)


def test_alternatives_name_each_region_and_no_third() -> None:
    for one, two in combinations(WITH_TRIPS, 2):
        for lang, joiners in JOINERS.items():
            for joiner in joiners:
                said = f"{_name(one, lang)}{joiner}{_name(two, lang)}"
                assert set(regions_of(said)) == {one, two}, said


def test_one_name_stays_one_region() -> None:
    for name in _names():
        assert regions_of(name) == ((region_of(name),) if region_of(name) else ()), name


def test_the_relay_request_kampot_or_kep() -> None:
    body = SuggestBody(
        environment="BEACH", mood="curious", duration_days=4, adults=3, children_ages=[14], people_count=4,
        budget_usd={"min": 512.82, "max": 673.08}, departure_city="Phnom Penh", effort_limit="moderate",
        region="贡布或者白马",
    )  # fmt: skip
    data = suggest(body, "ZH")
    assert all(t["region_en"] in ("Kampot", "Kep") for t in data["trips"] if t["fits_request"])
    kep = next(t for t in data["trips"] if t["id"] == "trip_007")
    assert kep["transport_by"] == tr(route("trip_007").by, "ZH") and "transport" not in data["matched_on"]
    assert kep["no_guide_in"] == "ZH" and any("trip_007" in n and "ZH" in n for n in data["notes"])
    assert any("trip_007 day 4" in n for n in data["notes"])  # the steep trail at the limit, named


@settings(max_examples=120, deadline=None)
@given(requests())
def test_a_suggestion_states_what_the_trip_has(request: tuple[SuggestBody, str, tuple[str, ...]]) -> None:
    body, lang, named = request
    data = suggest(body, lang)  # type: ignore[arg-type]
    matched = data["matched_on"]
    assert matched.get("transport") in (None, "self_drive") and (matched.get("transport") is not None) is (
        body.transport == "self_drive"
    )
    notes = " ".join(data["notes"])
    for trip in data["trips"]:
        if body.transport != "self_drive":
            assert trip["transport_by"] == tr(route(trip["id"]).by, lang)
        assert trip["guide_languages"] == guide_languages(trip["region_en"])
        assert trip.get("no_guide_in") == (None if lang in trip["guide_languages"] else lang)
        if trip.get("no_guide_in"):
            assert f"{trip['id']} (" in notes.split(f"No guide speaks {lang} on ")[1]
        for day in card_record(trip).get(OVER_KEY) or []:  # each day beyond the limit, named
            assert f"day {day['day']} {day['title']}" in notes
        if trip["fits_request"]:
            assert not named or trip["region_en"] in named
            assert trip["environment"] == body.environment
            assert trip["within_budget"] and trip["fits_duration"] and trip["fits_group"]
            assert not trip.get(OVER_KEY)
