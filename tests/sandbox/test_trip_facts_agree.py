"""What a plan says about getting there and travelling agrees with itself for every trip
(sandbox/i18n/views.py, sandbox/data/getting_there.py, sandbox/data/itineraries.py): where the
transfer leaves from, where a traveller elsewhere joins, who the traveller travels with, how a group
sleeps."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.data import hotels
from sandbox.data.getting_there import ROUTES, is_local, not_included_from
from sandbox.data.itineraries import GROUP_FORMAT, INCLUDED, TRANSPORT_INCLUDED
from sandbox.data.known_cities import KNOWN_CITIES
from sandbox.data.practical import pickup_facts
from sandbox.data.trips import TRIPS
from sandbox.i18n import tr
from sandbox.plan import localized_plan, plan_for
from tests.sandbox.support import Sandbox


@pytest.mark.parametrize("trip", TRIPS, ids=[t["id"] for t in TRIPS])
def test_what_is_included_says_where_the_transfer_leaves_from(trip: dict[str, Any]) -> None:
    """Relay j36: a traveller in Siem Reap read "Shared minibus transport with driver, pickup
    included" in the summary while getting_there said the pickup from Siem Reap is not included.
    For every trip and every city the transfer does not leave from, the transport line says where
    it leaves from and that getting there is not included; from the route's own city it is as listed."""
    plan = plan_for(trip, [])
    for city in KNOWN_CITIES:
        for language in ("EN", "ZH"):
            data = localized_plan(trip, plan, language, departure_city=city)
            lines = [i for i in data["included"] if any(tr(t, language) in i for t in TRANSPORT_INCLUDED)]
            elsewhere = not_included_from(trip["id"], city)
            assert elsewhere is (data.get("getting_there", {}).get("pickup_included") is False) or not lines
            for line in lines:
                said_where = tr(ROUTES[trip["id"]].from_city, language) in line and tr(city, language) in line
                assert said_where is elsewhere, (trip["id"], city, line)


@pytest.mark.parametrize("trip", TRIPS, ids=[t["id"] for t in TRIPS])
def test_the_advice_to_a_traveller_elsewhere_is_what_a_booking_there_says(trip: dict[str, Any]) -> None:
    """Relay j36: a traveller in Siem Reap read "meet the group in Sen Monorom around 13:30"; the
    model booked "No pickup: meets the group at its hotel" and the booking said "pickup at your
    hotel there". The advice says to give the traveller's own hotel in the destination, and a
    booking that does so is collected at the time the advice named."""
    route = ROUTES[trip["id"]]
    other = next((c for c in KNOWN_CITIES if not_included_from(trip["id"], c)), None)
    if other is None or is_local(trip["id"]):
        return
    advice = pickup_facts(trip["id"], f"Hotel A, {other}", False)["meeting_point"]
    town = route.destination.split(",")[0]
    there = pickup_facts(trip["id"], f"Hotel B, {town}", False)
    assert "give your hotel there as the pickup" in advice and town in advice
    assert f"around {there['time']}" in advice and there["time"] in there["transfer"]


@pytest.mark.parametrize("trip", TRIPS, ids=[t["id"] for t in TRIPS])
def test_the_plan_says_who_the_traveller_travels_with_as_its_transport_does(trip: dict[str, Any]) -> None:
    """Relay j36: a woman travelling alone asked "a group, or alone with a driver?" and no tool said.
    Every plan says it (EN/KH/ZH), shared exactly when what is included is a shared minibus."""
    plan = plan_for(trip, [])
    shared = any("Shared minibus" in line for line in INCLUDED[trip["tier"]])
    for language in ("EN", "KH", "ZH"):
        data = localized_plan(trip, plan, language)
        assert data["group_format"] == tr(GROUP_FORMAT[trip["tier"]], language)
        assert language == "EN" or data["group_format"] != GROUP_FORMAT[trip["tier"]]
    assert GROUP_FORMAT[trip["tier"]].startswith("Shared" if shared else "Private")


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_a_hotel_says_how_a_group_sleeps(sb: Sandbox, lang: str) -> None:
    """Relay j34: four friends asked "are the rooms twin rooms?" and neither the itinerary nor the
    hotel said how a group sleeps, or whether a 2-star room has air-conditioning. Every hotel says
    it in the session's language: 2 per room, the bed choice goes in the booking's special requests."""
    for hotel in hotels.HOTELS:
        data = sb.data("getHotelDetails", {"hotel_id": hotel["id"]}, lang=lang)
        assert data["rooms"] == tr(hotels.ROOMS, lang)
        assert lang == "EN" or data["rooms"] != hotels.ROOMS  # translated, not the English text
        assert not any("Fan or" in a for a in data["amenities"])  # no either-or left to guess


def test_an_added_day_of_an_island_stay_stays_there_or_takes_the_boat(sb: Sandbox) -> None:
    """Relay j37: the added day of the Koh Rong Samloem trip walked to Prek Svay village and Police
    Beach, on Koh Rong (another island), with no boat; the traveller asked how to get there."""
    koh_rong_only = ("Prek Svay", "Police Beach")
    for trip_id, boat_first in (("trip_010", False), ("trip_011", False), ("trip_012", True)):
        for n in (1, 2):
            calc = sb.data(
                "calculateCustomTrip",
                {
                    "base_trip_id": trip_id,
                    "people_count": 2,
                    "customizations": [{"type": "add_day", "details": {"days": n}}],
                },
            )
            for day in calc["plan_changes"]["added_days"]:
                on_koh_rong = any(p in a for a in day["activities"] for p in koh_rong_only)
                if trip_id == "trip_011":
                    assert not on_koh_rong, day
                if on_koh_rong and trip_id != "trip_010":
                    assert "boat" in day["activities"][0].lower() and boat_first, day


def test_an_island_hotel_offers_no_airport_shuttle(sb: Sandbox) -> None:
    """Relay j37: the Koh Rong Samloem bungalows listed an airport shuttle; an island has a pier."""
    for hotel in hotels.HOTELS:
        amenities = sb.data("getHotelDetails", {"hotel_id": hotel["id"]})["amenities"]
        if hotel["region"] in hotels.ISLANDS:
            assert "Airport shuttle" not in amenities
        if hotel["stars"] == 4:
            assert ("Pier transfer by boat" in amenities) is (hotel["region"] in hotels.ISLANDS)


@pytest.mark.parametrize("trip", TRIPS, ids=[t["id"] for t in TRIPS])
def test_joining_in_the_destination_speaks_of_a_group_only_on_a_shared_trip(trip: dict[str, Any]) -> None:
    """Relay j39: a family in Siem Reap read "pickup at your hotel around 13:30, when the group arrives
    from Phnom Penh" beside "Private: only your own group in the car"."""
    if is_local(trip["id"]):
        return
    town = ROUTES[trip["id"]].destination.split(",")[0]
    plan = localized_plan(trip, plan_for(trip, []), "EN", pickup_location=f"Hotel B, {town}")
    shared = plan["group_format"].startswith("Shared")
    assert ("the group arrives" in plan["pickup"]["transfer"]) is shared, plan["pickup"]["transfer"]
    assert shared or "your driver and guide" in plan["pickup"]["transfer"]
