"""A trip without the package hotel says no hotel it does not sleep in (run 56: a family at its own hotel was
told "breakfast 3 times" included, "hotel check-in" on day 1 and a meeting point in the removed hotel's lobby).

For every trip, length, transport, language and pickup: no activity happens at the package hotel (its
check-in, its breakfast, its tea, its dinner: sandbox/own_stay.py ``AT_THE_HOTEL``), no breakfast is counted
as included but one that is an outing of the day, the included meals line says the same counts, no meeting
point or text names the package hotel or a lobby; with the package hotel every night is followed by its
breakfast as before. The list of the hotel's activities is whole: every catalogue line naming a check-in,
a hotel or lodge, or a breakfast, is in it or named as away from the package hotel."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from sandbox.catalogue import CATALOGUE
from sandbox.data.hotels import HOTELS_BY_ID
from sandbox.data.practical import meal_of
from sandbox.data.trips import TRIPS, get_trip
from sandbox.i18n import tr
from sandbox.own_stay import AT_THE_HOTEL, AWAY
from sandbox.plan import localized_plan, plan_for, priced_plan
from tests.sandbox.support import Sandbox

OWN = {"type": "remove_hotel"}
PICKUP = "Shinta Mani Angkor"
LANGUAGES = ("EN", "KH", "ZH")
LOBBY = ("lobby", "大堂", "ឡប៊ី")


def _lengths(trip: dict[str, Any]) -> list[list[dict[str, Any]]]:
    out: list[list[dict[str, Any]]] = [[], [{"type": "add_day", "details": {"days": 1}}]]
    out.append([{"type": "add_day", "details": {"days": 2}}])
    return out + ([[{"type": "remove_day", "details": {"days": 1}}]] if trip["duration_days"] > 2 else [])


def _hotel_texts(trip: dict[str, Any]) -> set[str]:
    names: set[str] = set()
    for hotel_id in trip["hotels"]:
        name = CATALOGUE.hotel(hotel_id).name
        names |= {name.en, name.kh, name.zh}
    return names


def _away_breakfast(activities: list[str]) -> bool:
    return any(meal_of(a) == "Breakfast" for a in activities)


@pytest.mark.parametrize("trip", TRIPS, ids=lambda t: t["id"])
def test_every_text_of_a_trip_without_the_package_hotel_follows_it(trip: dict[str, Any]) -> None:
    at_hotel = {tr(a, lang) for a in AT_THE_HOTEL for lang in LANGUAGES}
    for transport in ("driver", "self_drive"):
        for extra in _lengths(trip):
            plan = plan_for(trip, priced_plan(trip, [*extra, OWN])[0], transport)
            for day in plan["days"]:
                assert not AT_THE_HOTEL & set(day["activities"]), (day["day"], day["activities"])
                # no hotel breakfast: a breakfast only where the day itself is one (a market breakfast)
                assert ("Breakfast" in day["meals"]) == _away_breakfast(day["activities"]), day
            breakfasts = sum("Breakfast" in d["meals"] for d in plan["days"])
            for language in LANGUAGES:
                for pickup in (None, PICKUP):
                    shown = localized_plan(trip, plan, language, pickup_location=pickup)
                    text = json.dumps(shown, ensure_ascii=False)
                    assert not [n for n in _hotel_texts(trip) if n in text]
                    assert not [w for w in LOBBY if w in text.lower()]
                    assert not at_hotel & {a for d in shown["itinerary"] for a in d["activities"]}
                    assert shown["meals_included"]["Breakfast"] == breakfasts
                    # the included meals line counts what the days hold (none: no breakfast named)
                    said = [line for line in shown["included"] if re.search("breakfast|早餐|ពេលព្រឹក", line.lower())]
                    assert bool(said) == bool(breakfasts)


@pytest.mark.parametrize("trip", TRIPS, ids=lambda t: t["id"])
def test_with_the_package_hotel_every_night_is_followed_by_its_breakfast(trip: dict[str, Any]) -> None:
    plan = plan_for(trip, priced_plan(trip, [])[0])
    assert all("Breakfast" in d["meals"] for d in plan["days"][1:])
    assert {a for d in plan["days"] for a in d["activities"]} & AT_THE_HOTEL == {
        a for d in CATALOGUE.trip(trip["id"]).days for a in (x.en for x in d.activities)
    } & AT_THE_HOTEL


def test_the_package_hotels_activities_are_listed_whole() -> None:
    at_a_stay = re.compile(r"check-in|\bhotel\b|\bresidence\b|\bvillas?\b|\blodge\b|\bbungalow\b|\bcabin\b|\btent\b")
    named = {
        a.en
        for t in CATALOGUE.trips
        for d in t.days
        for a in d.activities
        if at_a_stay.search(a.en.lower()) or meal_of(a.en) == "Breakfast"
    }
    assert named - AT_THE_HOTEL - AWAY == set()
    assert not AT_THE_HOTEL & AWAY and (AT_THE_HOTEL | AWAY) <= {
        a.en for t in CATALOGUE.trips for d in t.days for a in d.activities
    }


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_booking_summary_without_the_hotel_counts_no_hotel_breakfast(language: str) -> None:
    trip = get_trip("trip_002")
    assert trip is not None and HOTELS_BY_ID[trip["hotels"][0]]
    sb = Sandbox()
    custom = sb.data("customizeTrip", {"trip_id": "trip_002", "customizations": [OWN], "adults": 4}, lang=language)[
        "custom_trip_id"
    ]
    preview = sb.data(
        "previewBooking",
        {"trip_id": custom, "travel_date": "2027-01-11", "pickup_location": PICKUP, "adults": 4},
        lang=language,
    )
    text = json.dumps([preview["included"], preview.get("itinerary_days"), preview["pickup"]], ensure_ascii=False)
    assert not re.search("breakfast|早餐|ពេលព្រឹក", text.lower()) and tr("Hotel check-in", language) not in text
    assert not [n for n in _hotel_texts(trip) if n in text] and not [w for w in LOBBY if w in text.lower()]
