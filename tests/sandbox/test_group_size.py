"""One group size per trip (relay 10 req 11): compareTrips and getTripSuggestions say the trip's
max_group, and the itinerary's group_format never names another number of travellers."""

from __future__ import annotations

import re

import pytest

from sandbox.data.itineraries import SHARED_GROUP_MAX
from sandbox.data.trips import TRIPS
from tests.sandbox.support import Sandbox


@pytest.mark.parametrize("trip", TRIPS, ids=lambda t: t["id"])
def test_max_group_agrees_with_the_itinerary_and_the_catalogue(trip: dict) -> None:
    sb = Sandbox()
    other = next(t["id"] for t in TRIPS if t["id"] != trip["id"])
    compared = sb.data("compareTrips", {"trip_ids": [trip["id"], other]})["trips"][0]
    plan = sb.data("getTripItinerary", {"trip_id": trip["id"]})
    assert compared["max_group"] == trip["max_group"]
    said = [int(n) for n in re.findall(r"up to (\d+) travellers", plan["group_format"])]
    assert all(n == trip["max_group"] for n in said)
    if plan["group_format"].startswith("Shared"):  # the minibus group is the departure's
        assert said == [SHARED_GROUP_MAX]
    too_many = sb.error(
        "previewBooking",
        {"trip_id": trip["id"], "people_count": trip["max_group"] + 1, "travel_date": "2026-06-10"},
        409,
    )
    assert too_many["code"] == "NOT_AVAILABLE"
