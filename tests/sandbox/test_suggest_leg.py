"""getTripSuggestions from a town off the route says and prices the extra transfer leg one way (relay run 55: a
family of 5 from Kampong Cham, Kep 3 days: trip_008's shorter version "saves 189" where the totals shown differ by
294, short by the leg; a note "the group gets to the start itself" beside prices that held the leg; the leg's
line "25 USD per adult extra" beside a price that already held it).

Invariants, over every trip, every length the search makes, groups with and without children, driving or driven,
and departure cities on the route, off it within reach (a leg), beyond reach and at the destination:

- a shorter version's ``saves_usd`` is the difference of the two totals shown (the package's ``total_usd`` at
  the search's group and departure city less ``to_match_duration.total_usd``), and its local twin is that USD
  difference converted once;
- a note on getting to the start says what the prices hold: a trip whose prices hold a leg is named in the note
  that says the transfer is included, with its figure per adult; "the group gets to the start itself" names only
  trips whose prices hold no leg;
- the leg's line (a card's ``getting_there``, day 1, previewBooking's ``extra_leg.line``) says it as included in
  the price, with the figure the price holds, never as an extra to pay, in EN, KH and ZH.
"""

from __future__ import annotations

import re
from typing import Any, Optional

import pytest
from hypothesis import given, settings, strategies as st

from agent.display import DisplayTerms, convert_usd, in_travellers_terms
from sandbox.data.currency import PER_USD
from sandbox.data.getting_there import ROUTES, departure_line, pickup_city
from sandbox.data.known_cities import KNOWN_CITIES
from sandbox.data.practical import pickup_time
from sandbox.data.trips import TRIPS
from sandbox.models import SuggestBody
from sandbox.policy import money
from sandbox.price_base import LEG_KEY
from sandbox.suggest import offer, suggest
from tests.sandbox.far_towns import far_town
from tests.sandbox.support import Sandbox

LANGUAGES = ("EN", "KH", "ZH")
# the leg said as inside the price shown, and the words that said it as an extra to pay
INCLUDED = {"EN": "included in the price", "KH": "រួមបញ្ចូលក្នុងតម្លៃ", "ZH": "已含在价格中"}
AS_EXTRA = {"EN": "extra there", "KH": "បន្ថែម", "ZH": "另加"}
OWN_WAY = "gets to the start itself"
GROUPS: tuple[dict[str, Any], ...] = (
    {"adults": 2, "children_ages": [10, 8, 5]},  # relay run 55's family of 5
    {"adults": 3},
    {"adults": 2, "children_ages": [15, 2]},
    {"adults": 2, "transport": "self_drive"},
)
ENVIRONMENTS = sorted({t["environment"] for t in TRIPS})
MOODS = ("family", "stressed", "romantic", "adventurous")


def leg_town(trip_id: str) -> Optional[str]:
    """A known town off the route whose pickup is an extra leg to the start (the first), else None."""
    return next((c for c in KNOWN_CITIES if pickup_city(trip_id, c)[1] == "leg"), None)


def departures(trip_id: str) -> list[str]:
    """A departure city of each kind for ``trip_id``: the start, a town within reach (a leg), the destination
    and a town beyond reach."""
    r = ROUTES[trip_id]
    towns = [r.from_city, leg_town(trip_id), r.destination.split(",")[-1].strip(), far_town(trip_id)]
    return [t for t in dict.fromkeys(towns) if t]


def body(departure: str, days: int, group: dict[str, Any], env: str = "BEACH", mood: str = "family") -> SuggestBody:
    return SuggestBody(
        mood=mood,  # type: ignore[arg-type]
        environment=env,  # type: ignore[arg-type]
        duration_days=days,
        budget_usd={"min": 100, "max": 3000},  # type: ignore[arg-type]
        departure_city=departure,
        **group,
    )


def saves_said(item: dict[str, Any]) -> None:
    """A shorter version's ``saves_usd`` is the difference of the two totals the card shows."""
    variant = item.get("to_match_duration") or {}
    if "saves_usd" in variant:
        assert variant["saves_usd"] == money(item["total_usd"] - variant["total_usd"]), (item["id"], variant)


@pytest.mark.parametrize("trip_id", sorted(ROUTES))
def test_a_shorter_version_saves_the_difference_of_the_two_totals_shown(trip_id: str) -> None:
    trip = next(t for t in TRIPS if t["id"] == trip_id)
    seen = 0
    for departure in departures(trip_id):
        for group in GROUPS:
            for days in range(max(trip["duration_days"] - 3, 2), trip["duration_days"]):
                item = offer(trip, body(departure, days, group), body(departure, days, group).group(), "EN")
                assert "saves_usd" in item["to_match_duration"], (trip_id, days)
                saves_said(item)
                seen += 1
    assert seen or trip["duration_days"] <= 2


@pytest.mark.parametrize("language", LANGUAGES)
def test_relay_55_family_from_kampong_cham_saves_what_the_totals_show(language: str) -> None:
    data = Sandbox().data(
        "getTripSuggestions",
        {
            "environment": "BEACH",
            "mood": "family",
            "duration_days": 3,
            "adults": 2,
            "children_ages": [10, 8, 5],
            "budget_usd": {"min": 100, "max": 3000},
            "departure_city": "Kampong Cham",
            "region": "Kep",
        },
        lang=language,
    )
    shorter = [t for t in data["trips"] if "saves_usd" in (t.get("to_match_duration") or {})]
    assert shorter
    for item in shorter:
        saves_said(item)
        assert item[LEG_KEY] > 0  # the leg is in both totals: the saving is not short by it
    twinned = in_travellers_terms({"success": True, "data": data}, DisplayTerms(currency="KHR"), PER_USD["KHR"])
    for item in twinned["data"]["trips"]:
        variant = item.get("to_match_duration") or {}
        if "saves_usd" in variant:  # riel: the USD difference converted once, the riel totals' difference too
            assert variant["saves_khr"] == convert_usd(variant["saves_usd"], "KHR", PER_USD["KHR"])
            assert variant["saves_khr"] == item["total_khr"] - variant["total_khr"]


def notes_hold(data: dict[str, Any]) -> None:
    """Each trip whose prices hold a leg is named in the note saying it is included, with its figure; the note
    "gets to the start itself" names only trips whose prices hold none."""
    for item in data["trips"]:
        named = [n for n in data["notes"] if re.search(rf"\b{item['id']}\b", n)]
        if item.get(LEG_KEY):
            assert any("include" in n and f"{item[LEG_KEY]:g} USD per adult" in n for n in named), (item["id"], named)
            assert not any(OWN_WAY in n for n in named), (item["id"], named)


@settings(max_examples=30)
@given(
    st.sampled_from(KNOWN_CITIES),
    st.sampled_from(ENVIRONMENTS),
    st.sampled_from(MOODS),
    st.integers(min_value=2, max_value=7),
    st.sampled_from(GROUPS),
    st.sampled_from(LANGUAGES),
)
def test_a_search_says_and_prices_the_leg_one_way(
    departure: str, env: str, mood: str, days: int, group: dict[str, Any], language: str
) -> None:
    data = suggest(body(departure, days, group, env, mood), language)  # type: ignore[arg-type]
    for item in data["trips"]:
        saves_said(item)
    notes_hold(data)


@pytest.mark.parametrize("departure", ["Kampong Cham", "Phnom Penh", "Kep", "Ratanakiri", "Koh Rong"])
@pytest.mark.parametrize("group", GROUPS[:2] + GROUPS[3:])
def test_the_note_on_getting_to_the_start_says_what_the_prices_hold(departure: str, group: dict[str, Any]) -> None:
    for env in ENVIRONMENTS:
        data = suggest(body(departure, 3, group, env), "EN")
        notes_hold(data)
        for item in data["trips"]:  # a trip away from the departure city is said one way or the other
            kind = pickup_city(item["id"], departure)[1]
            if kind in ("other", "leg") and not item.get(LEG_KEY):
                assert any(item["id"] in n and OWN_WAY in n for n in data["notes"]), (item["id"], data["notes"])


@pytest.mark.parametrize("trip_id", sorted(ROUTES))
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_leg_is_said_as_included_in_the_price_shown(trip_id: str, language: str) -> None:
    town = leg_town(trip_id)
    assert town is not None
    trip = next(t for t in TRIPS if t["id"] == trip_id)
    search = body(town, trip["duration_days"], GROUPS[0])
    item = offer(trip, search, search.group(), language)  # type: ignore[arg-type]
    line = departure_line(trip_id, town, pickup_time(trip_id), language)
    assert item["getting_there"] == line
    assert INCLUDED[language] in line and AS_EXTRA[language] not in line, line
    assert f" {item[LEG_KEY]:g} " in line  # the figure the price holds


@pytest.mark.parametrize("trip_id", sorted(ROUTES))
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_card_says_a_leg_included_only_when_its_price_holds_one(trip_id: str, language: str) -> None:
    town = leg_town(trip_id)
    trip = next(t for t in TRIPS if t["id"] == trip_id)
    for group in GROUPS:
        search = body(str(town), trip["duration_days"], group)
        item = offer(trip, search, search.group(), language)  # type: ignore[arg-type]
        held = bool(item.get(LEG_KEY))
        assert held == (group.get("transport") != "self_drive"), (trip_id, group)  # a group driving itself: none
        assert (INCLUDED[language] in item["getting_there"]) == held, (group, item["getting_there"])
