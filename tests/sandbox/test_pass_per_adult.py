"""A one-adult price never counts passes for a group (relay 32 req 9: getTripItinerary's park pass said
"1 x" in a 3-adult session): for every trip with an Angkor pass and every language, the itinerary's
pass line says it is inside one adult's price, one pass for each traveller from 12, with no count;
a group's price (previewBooking) still counts the passes it buys."""

from __future__ import annotations

import pytest

from sandbox.data.trips import TRIPS
from tests.sandbox.support import TRAVEL, Sandbox

SB = Sandbox()
WITH_PASS = [t["id"] for t in TRIPS if t.get("park_pass")]
ONE_ADULT = {"EN": "one adult's price", "KH": "តម្លៃមនុស្សពេញវ័យម្នាក់", "ZH": "每位成人的价格"}


@pytest.mark.parametrize("lang", sorted(ONE_ADULT))
@pytest.mark.parametrize("trip", WITH_PASS)
def test_the_itinerary_pass_is_one_adults(trip: str, lang: str) -> None:
    part = SB.data("getTripItinerary", {"trip_id": trip}, lang=lang)["park_pass"]
    assert "passes" not in part
    assert ONE_ADULT[lang] in part["says"], part["says"]


@pytest.mark.parametrize("people", [1, 3])
def test_a_group_price_counts_its_passes(people: int) -> None:
    body = {"trip_id": WITH_PASS[0], "travel_date": TRAVEL, "people_count": people, "pickup_location": "Hotel lobby"}
    part = SB.data("previewBooking", body)["pricing"]["park_pass"]
    assert part["passes"] == people and f"{people} x" in part["says"]
