"""A pickup (or drop-off) town on a trip's road joins the route there (relay 58: a family in Takeo asked for Kep and
Kampot, and every trip drove them north to Phnom Penh first, 1.5 h and 15 USD per adult, then 3 h back south past
their own town: 4.5 h each way, a 06:00 pickup and an 18:30 drop-off).

Over every trip x every known town x EN/KH/ZH: a town the road from the route's start to its first stop (the
destination town, or the pier a ferry leaves from) goes through with at most ``ON_ROAD_DETOUR_HOURS`` more
(start-town + town-stop <= start-stop + the tolerance; road hours: sandbox/data/road_hours.py) is no extra leg:
previewBooking prices it as at the start (no ``extra_leg``), day 1's pickup is the route's departure plus the hours
from the start to the town, getting_there and the suggestion's line say the town's own hours on to the destination
(never a ride back to the start), and the last day drops off there at the group's leaving plus those hours; a
drop-off moved there costs nothing. A town off the road keeps its leg (tests/sandbox/test_extra_leg.py)."""

from __future__ import annotations

from typing import Optional

import pytest

from sandbox.data.getting_there import ROUTES, departure_line, getting_there, pickup_city
from sandbox.data.hours import hours_text, minutes, plus
from sandbox.data.known_cities import KNOWN_CITIES
from sandbox.data.on_the_way import ON_ROAD_DETOUR_HOURS
from sandbox.data.practical import PICKUP_TIME
from sandbox.data.road_hours import road_hours
from sandbox.i18n import tr
from tests.sandbox.support import TRAVEL, Sandbox

TRIPS = sorted(ROUTES)
LEG_WORDS = {"EN": "private transfer", "KH": "ការដឹកជញ្ជូនឯកជន", "ZH": "私人专车"}


def on_road(trip_id: str, town: str) -> Optional[tuple[float, float]]:
    """(hours from the start to ``town``, its hours on to the destination) when the route's road passes it."""
    r = ROUTES[trip_id]
    if pickup_city(trip_id, town)[1] in ("main", "local", "pier"):  # the route's own places
        return None
    stops = (r.via,) if r.via else (r.destination.split(",")[0], *r.towns)
    there = road_hours(r.from_city, town)
    for stop in stops:
        whole, rest = road_hours(r.from_city, stop), road_hours(town, stop)
        if None in (there, whole, rest) or not there or not rest:
            continue
        assert there is not None and whole is not None and rest is not None
        if there + rest <= whole + ON_ROAD_DETOUR_HOURS:
            return there, max(r.hours - whole + rest, rest)  # the road on, and the route's boat after it
    return None


def towns_on_road(trip_id: str) -> list[str]:
    return [t for t in KNOWN_CITIES if on_road(trip_id, t)]


def drop_off_time(sb: Sandbox, body: dict) -> str:
    """The last day's drop-off time of a plan (a trip's from a departure city, or a booking's)."""
    return str(sb.data("getTripItinerary", body)["drop_off"]["time"])


def test_the_reported_towns_lie_on_their_trips_roads() -> None:
    for trip_id in ("trip_007", "trip_009", "trip_013"):  # Kep and Kampot: Takeo is on NR2/NR3
        assert "Takeo" in towns_on_road(trip_id), trip_id
    assert "Kampong Speu" in towns_on_road("trip_008")  # NR4 to Sihanoukville
    assert "Kampong Thom" in towns_on_road("trip_001")  # NR6 to Siem Reap
    assert all("Takeo" not in towns_on_road(t) for t in ("trip_001", "trip_005", "trip_017"))  # off those roads


@pytest.mark.parametrize("trip_id", TRIPS)
def test_a_pickup_on_the_road_joins_there_at_the_trips_price_and_time(trip_id: str) -> None:
    sb = Sandbox()
    r = ROUTES[trip_id]
    body = {"trip_id": trip_id, "travel_date": TRAVEL, "adults": 2, "children_ages": [8]}
    at_start = sb.data("previewBooking", {**body, "pickup_location": f"Our guesthouse, {r.from_city}"})
    start_drop = drop_off_time(sb, {"trip_id": trip_id, "departure_city": r.from_city})
    for town in towns_on_road(trip_id):
        hours = on_road(trip_id, town)
        assert hours is not None
        there, rest = hours
        quoted = sb.data("previewBooking", {**body, "pickup_location": f"Our guesthouse, {town}"})
        assert "extra_leg" not in quoted["pricing"] and "extra_leg" not in quoted, (town, quoted["pricing"])
        assert quoted["total_usd"] == at_start["total_usd"], town  # the trip's price: no leg back to the start
        assert quoted["pickup"]["time"] == plus(at_start["pickup"]["time"], there), (town, quoted["pickup"])
        # the drop-off comes back through the town: the group's leaving plus the town's own hours
        dropped = drop_off_time(sb, {"trip_id": trip_id, "departure_city": town})
        assert dropped == plus(plus(start_drop, -r.hours), rest), (town, dropped)
        assert LEG_WORDS["EN"] not in quoted["pickup"]["transfer"], quoted["pickup"]


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("trip_id", TRIPS)
def test_the_texts_say_the_towns_own_hours_to_the_destination(trip_id: str, language: str) -> None:
    departs = PICKUP_TIME.get(trip_id, "07:30")
    for town in KNOWN_CITIES:
        hours = on_road(trip_id, town)
        line = departure_line(trip_id, town, departs, language)  # the suggestion card's getting_there
        if hours is None:
            continue
        there, rest = hours
        said = getting_there(trip_id, f"Our guesthouse, {town}", departs, language)
        assert said["hours_each_way"] == rest and said["from"] == tr(town, language), (town, said)
        assert "extra_leg" not in said and said["pickup_included"], said
        assert said["arrive_about"] == plus(departs, there + rest), said
        for text in (line, said["pickup_note"]):
            assert f" {hours_text(rest)} " in text and tr(town, language) in text, (town, text)
            assert plus(departs, there) in text and LEG_WORDS[language] not in text, (town, text)


@pytest.mark.parametrize("trip_id", TRIPS)
def test_a_town_off_the_road_keeps_its_leg(trip_id: str) -> None:
    for town in KNOWN_CITIES:
        if on_road(trip_id, town) is None and pickup_city(trip_id, town)[1] == "leg":
            assert LEG_WORDS["EN"] in departure_line(trip_id, town, "07:30", "EN"), (trip_id, town)
        assert pickup_city(trip_id, town)[1] != "way" or on_road(trip_id, town), (trip_id, town)


@pytest.mark.parametrize("trip_id", [t for t in TRIPS if towns_on_road(t)][::2])
def test_a_drop_off_moved_to_a_town_on_the_road_costs_nothing(trip_id: str) -> None:
    sb = Sandbox()
    r = ROUTES[trip_id]
    town = towns_on_road(trip_id)[0]
    booked = sb.book(trip_id, people=2, pickup_location=f"Our guesthouse, {r.from_city}")
    start_drop = drop_off_time(sb, {"booking_id": booked["booking_id"]})
    moved = sb.data("changePickup", {"booking_id": booked["booking_id"], "drop_off_location": f"Home, {town}"})
    assert moved["drop_off"]["changed"] and moved["price_unchanged"], moved
    hours = on_road(trip_id, town)
    assert hours is not None
    dropped = drop_off_time(sb, {"booking_id": booked["booking_id"]})
    assert dropped == plus(plus(start_drop, -r.hours), hours[1]), (town, dropped)
    assert minutes(dropped) <= minutes(start_drop), (town, dropped)  # never the ride back to the start first
