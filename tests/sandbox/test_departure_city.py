"""getTripItinerary and compareTrips from the session's departure city (relay, issue 22): the
pickup, drop-off and transfer agree with what getTripSuggestions said for that city, over every
trip, every city a route knows and EN/KH/ZH."""

from __future__ import annotations

import pytest

from sandbox.data.getting_there import ROUTES, departure_line, leg_times
from sandbox.data.practical import DEFAULT_PICKUP_TIME, PICKUP_TIME
from sandbox.data.trips import TRIPS
from tests.sandbox.support import Sandbox

TRIP_IDS = [t["id"] for t in TRIPS]
LANGS = ("EN", "KH", "ZH")


def _cities(trip_id: str) -> list[str]:
    r = ROUTES[trip_id]
    towns = [r.from_city, r.destination.split(",")[0], *r.towns, *([r.via] if r.via else []), "Battambang", "Hanoi"]
    return list(dict.fromkeys(towns))


def _search(city: str) -> dict:
    return {
        "mood": "curious",
        "environment": "TEMPLE",
        "duration_days": 3,
        "people_count": 1,
        "budget_usd": {"min": 50, "max": 2000},
        "departure_city": city,
    }


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("trip_id", TRIP_IDS)
def test_itinerary_and_compare_follow_the_departure_city(sb: Sandbox, trip_id: str, lang: str) -> None:
    other = next(t for t in TRIP_IDS if t != trip_id)
    for city in _cities(trip_id):
        base = PICKUP_TIME.get(trip_id, DEFAULT_PICKUP_TIME)
        pickup, back = leg_times(trip_id, city, base)
        said = departure_line(trip_id, city, base, lang)  # what getTripSuggestions says for the city
        plan = sb.data("getTripItinerary", {"trip_id": trip_id, "departure_city": city}, lang=lang)
        assert plan["pickup"]["time"] == pickup == plan["itinerary"][0]["starts_at"], (trip_id, city)
        assert plan["pickup"]["transfer"] == said, (trip_id, city)
        assert plan["drop_off"]["time"] == back, (trip_id, city)
        assert plan["pickup"].get("location") is None  # a city is not a pickup point
        compared = sb.data("compareTrips", {"trip_ids": [trip_id, other], "departure_city": city}, lang=lang)
        assert compared["trips"][0]["getting_there"] == said, (trip_id, city)


def test_the_relay_case_siem_reap_temple_trip_in_chinese(sb: Sandbox) -> None:
    found = sb.data("getTripSuggestions", _search("Siem Reap"), lang="ZH")
    item = next((t for t in found["trips"] if t["id"] == "trip_001"), None)
    plan = sb.data("getTripItinerary", {"trip_id": "trip_001", "departure_city": "Siem Reap"}, lang="ZH")
    default = sb.data("getTripItinerary", {"trip_id": "trip_001"}, lang="ZH")
    assert default["pickup"]["time"] != plan["pickup"]["time"] == "13:30"
    assert plan["getting_there"]["pickup_in"] == "暹粒" and plan["getting_there"]["pickup_included"] is True
    if item is not None:
        assert "13:30" in item["getting_there"] and item["getting_there"] == plan["pickup"]["transfer"]


def test_a_booking_keeps_its_own_pickup_over_the_departure_city(sb: Sandbox) -> None:
    booking = sb.book("trip_001", pickup_location="Hotel Sunway, Phnom Penh")
    plan = sb.data(
        "getTripItinerary", {"booking_id": booking["booking_id"], "user_id": "u1", "departure_city": "Siem Reap"}
    )
    assert plan["pickup"]["time"] == PICKUP_TIME.get("trip_001", DEFAULT_PICKUP_TIME)


def test_a_summary_before_the_pickup_is_given_says_the_times_the_itinerary_said(sb: Sandbox) -> None:
    """Relay j21: a family starting in Siem Reap saw a 13:00 pickup on the itinerary, then 07:30
    (the Phnom Penh pickup) in the first booking summary, before they named their hotel."""
    plan = sb.data("getTripItinerary", {"trip_id": "trip_002", "departure_city": "Siem Reap"})
    body = {"trip_id": "trip_002", "travel_date": "2026-04-20", "people_count": 2, "departure_city": "Siem Reap"}
    preview = sb.data("previewBooking", body)
    group = sb.data("getTripItinerary", {"trip_id": "trip_002"})["getting_there"]
    assert preview["pickup"]["time"] == plan["pickup"]["time"] == group["arrive_about"]
    assert preview["getting_there"]["pickup_in"] == "Siem Reap" and preview["getting_there"]["pickup_included"]
    assert preview["pickup"]["transfer"] == plan["pickup"]["transfer"]
    # a pickup given later wins over the departure city
    given = sb.data("previewBooking", {**body, "pickup_location": "Raffles Hotel, Phnom Penh"})
    assert given["pickup"]["time"] == sb.data("getTripItinerary", {"trip_id": "trip_002"})["pickup"]["time"]
