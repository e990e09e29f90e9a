"""An extra leg from a town off the route goes to the nearer of the route's join points (a family in Battambang
shown trip_001, Phnom Penh to Siem Reap, was sent 5 h to Phnom Penh the evening before and then 6 h back to Siem
Reap, though Siem Reap is 3 h away and the trip lets a group join there as it arrives on day 1).

Over every trip and every known town whose pickup is a leg:

- the leg goes to a join point the trip allows (its start, or its destination when it starts elsewhere), never
  through one farther away by road than another within reach;
- its times: a leg to the start meets the group's pickup (the evening before when needed), a leg to the
  destination meets the group as it arrives and takes the traveller home when the group leaves;
- its texts (getting_there, its pickup_note, the booking's pickup.transfer) name where it goes and when, in EN, KH
  and ZH;
- its price is the one price function's: joining at the destination is the package less the transfer credit
  (the price of a pickup at a hotel there) plus the leg's own price from the town; joining at the start is the
  package plus the leg; previewBooking, getTripSuggestions and getTripItinerary say the same figures.
"""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.data.getting_there import ROUTES, arrival, extra_leg, getting_there, leg_times, pickup_city
from sandbox.data.hours import plus
from sandbox.data.join_points import at_destination, is_local, join_points
from sandbox.data.known_cities import KNOWN_CITIES
from sandbox.data.leg_words import leg_start
from sandbox.data.practical import pickup_time
from sandbox.data.road_hours import road_hours
from sandbox.data.trips import TRIPS_BY_ID
from sandbox.group import Group
from sandbox.i18n import tr
from sandbox.models import SuggestBody
from sandbox.policy import EXTRA_LEG_PER_HOUR_USD, EXTRA_LEG_REACH_HOURS, money
from sandbox.suggest import offer
from tests.sandbox.support import TRAVEL, Sandbox

TRIPS = sorted(ROUTES)
FAMILY: dict[str, Any] = {"adults": 2, "children_ages": [15, 8, 2]}
GROUP = Group(adults=2, children_ages=(15, 8, 2))
LANGUAGES = ("EN", "KH", "ZH")


def leg_towns(trip_id: str) -> list[str]:
    return [c for c in KNOWN_CITIES if pickup_city(trip_id, c)[1] == "leg"]


def destination(trip_id: str) -> str:
    return ROUTES[trip_id].destination.split(",")[0]


def share(per_adult: float) -> float:
    """The group's share of one adult's leg price: each traveller's by their band."""
    return money(sum(t["price_usd"] for t in GROUP.quote(per_adult)["travellers"]))


@pytest.mark.parametrize("trip_id", TRIPS)
def test_the_leg_goes_to_the_nearer_join_point_at_its_time(trip_id: str) -> None:
    r = ROUTES[trip_id]
    points = join_points(trip_id)
    assert points[0] == r.from_city and (len(points) == 2) == (not is_local(trip_id))
    time = pickup_time(trip_id)
    for town in leg_towns(trip_id):
        leg = extra_leg(trip_id, town)
        assert leg is not None and leg.town == town and leg.to in points, (trip_id, town, leg)
        reachable = [h for p in points if (h := road_hours(town, p)) is not None and h <= EXTRA_LEG_REACH_HOURS]
        assert leg.hours == min(reachable), (trip_id, town, leg)  # never through a farther join point
        assert leg.per_adult_usd == money(2 * leg.hours * EXTRA_LEG_PER_HOUR_USD)
        there = at_destination(trip_id, leg)
        assert there == (leg.to == destination(trip_id) and leg.to != r.from_city)
        meets = arrival(trip_id, time) if there else time
        up, down = leg_times(trip_id, town, time)
        assert up == leg_start(leg, meets)[0], (trip_id, town)
        assert down == plus(r.leaves, (0 if there else r.hours) + leg.hours), (trip_id, town)
        for language in LANGUAGES:
            said = getting_there(trip_id, town, time, language)
            note = said["pickup_note"]
            assert tr(leg.to, language) in note and tr(town, language) in note, (trip_id, town, language, note)
            assert meets in note and up in note, (trip_id, town, language, note)
            assert said["extra_leg"]["to"] == tr(leg.to, language)
            assert said["extra_leg"]["meets_group_at"] == meets
            if there:  # the group's ride from the start is not theirs: the credit it takes off is said
                assert said["from"] == tr(town, language) and said["hours_each_way"] == leg.hours
                assert said["transfer_per_adult_usd"] == float(TRIPS_BY_ID[trip_id]["transfer_usd"])


def test_battambang_joins_siem_reap_trips_in_siem_reap() -> None:
    for trip_id in ("trip_001", "trip_002"):
        leg = extra_leg(trip_id, "Battambang")
        assert leg is not None and (leg.to, leg.hours, leg.per_adult_usd) == ("Siem Reap", 3.0, 30.0)
        assert leg_times(trip_id, "Battambang", pickup_time(trip_id))[0] == "10:30"
        assert "evening before" not in getting_there(trip_id, "Battambang", pickup_time(trip_id), "EN")["pickup_note"]


def preview(sb: Sandbox, trip_id: str, pickup: str) -> dict[str, Any]:
    return sb.data("previewBooking", {"trip_id": trip_id, "travel_date": TRAVEL, **FAMILY, "pickup_location": pickup})


def suggested(trip_id: str, town: str) -> dict[str, Any]:
    trip = TRIPS_BY_ID[trip_id]
    body = SuggestBody(
        mood="family",  # type: ignore[arg-type]
        environment=trip["environment"],
        duration_days=trip["duration_days"],
        budget_usd={"min": 100, "max": 5000},  # type: ignore[arg-type]
        departure_city=town,
        **FAMILY,
    )
    return offer(trip, body, body.group(), "EN")


@pytest.mark.parametrize("trip_id", TRIPS)
def test_the_leg_is_priced_as_its_join_point_plus_the_leg_everywhere(trip_id: str) -> None:
    sb = Sandbox()
    r = ROUTES[trip_id]
    joined = {p: preview(sb, trip_id, f"Our hotel, {p}") for p in join_points(trip_id)}
    for town in leg_towns(trip_id):
        leg = extra_leg(trip_id, town)
        assert leg is not None
        quoted = preview(sb, trip_id, f"Our hotel, {town}")
        pricing = quoted["pricing"]
        at = joined[leg.to]["pricing"]
        # the join point's own price (less the transfer credit at the destination) plus the leg, by band
        assert pricing["total_usd"] == money(at["total_usd"] + share(leg.per_adult_usd)), (trip_id, town)
        assert pricing["extra_leg_per_adult_usd"] == leg.per_adult_usd
        assert pricing["extra_leg"]["to"] == leg.to
        assert ("transfer_credit_usd" in pricing) == at_destination(trip_id, leg), (trip_id, town)
        assert leg.to in quoted["pickup"]["transfer"] or tr(leg.to, "EN") in quoted["pickup"]["transfer"]
        if town == r.from_city:
            continue
        card = suggested(trip_id, town)
        assert card["total_usd"] == pricing["total_usd"], (trip_id, town, card["total_usd"])
        shown = sb.data("getTripItinerary", {"trip_id": trip_id, "departure_city": town, **FAMILY})
        assert shown["price_usd"] == pricing["price_per_adult_usd"], (trip_id, town)
        assert shown["getting_there"]["pickup_note"] == quoted["pickup"]["transfer"], (trip_id, town)
