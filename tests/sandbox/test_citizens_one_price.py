"""Every price shown before the booking comes from the one price function with the session's Cambodian
citizens (compareTrips and customizeTrip had priced a citizens' group with the foreigners' Angkor pass the cards
and the itinerary left out). Invariant: for the same trip, length, group, departure city and citizens,
compareTrips' one-adult price and total equal its card's and its itinerary's, and customizeTrip's prices equal
calculateCustomTrip's and the saved trip's itinerary's, with and without citizens."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from sandbox.data.trips import TRIPS
from tests.sandbox.support import Sandbox

WITH_PASS = [t for t in TRIPS if "park_pass" in t]
CITY = "Siem Reap"
SLOW = settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture]
)
group = st.tuples(st.integers(1, 3), st.lists(st.integers(0, 17), max_size=3))


@pytest.fixture(scope="module")
def sb() -> Sandbox:
    return Sandbox()


def _card(sb: Sandbox, trip: dict[str, Any], who: dict[str, Any]) -> dict[str, Any] | None:
    body = {
        "mood": trip["moods"][0],
        "environment": trip["environment"],
        "duration_days": trip["duration_days"],
        "budget_usd": {"min": 0, "max": 5000},
        "departure_city": CITY,
        **who,
    }
    found = sb.data("getTripSuggestions", body)
    return next((c for c in found["trips"] if c["id"] == trip["id"]), None)


@SLOW
@given(trip=st.sampled_from(WITH_PASS), other=st.sampled_from(TRIPS), who=group, data=st.data())
def test_a_comparison_is_priced_as_the_card_and_the_itinerary(
    sb: Sandbox, trip: dict[str, Any], other: dict[str, Any], who: tuple[int, list[int]], data: st.DataObject
) -> None:
    adults, ages = who
    k = data.draw(st.integers(0, adults + len(ages)))
    body = {"adults": adults, "children_ages": ages, "cambodian_citizens": k}
    ids = [trip["id"], other["id"] if other["id"] != trip["id"] else next(t["id"] for t in TRIPS if t != trip)]
    compared = sb.data("compareTrips", {"trip_ids": ids, "departure_city": CITY, **body})["trips"][0]
    shown = sb.data("getTripItinerary", {"trip_id": trip["id"], "departure_city": CITY, **body})
    assert compared["price_usd"] == shown["price_usd"]
    if "total_usd" in shown:  # the itinerary says the group's total with citizens
        assert compared["total_usd"] == shown["total_usd"]
    card = _card(sb, trip, body)
    if card is not None and card.get("duration_days", trip["duration_days"]) == trip["duration_days"]:
        assert compared["price_usd"] == card["price_per_person_usd"]
        assert compared.get("total_usd", card["total_usd"]) == card["total_usd"]


@SLOW
@given(trip=st.sampled_from(WITH_PASS), who=group, data=st.data())
def test_a_saved_variant_is_priced_as_calculated_and_as_its_itinerary(
    sb: Sandbox, trip: dict[str, Any], who: tuple[int, list[int]], data: st.DataObject
) -> None:
    adults, ages = who
    k = data.draw(st.integers(0, adults + len(ages)))
    body = {"adults": adults, "children_ages": ages, "cambodian_citizens": k, "departure_city": CITY}
    items = [{"type": "add_day", "details": {"days": 1}}]
    calculated = sb.data("calculateCustomTrip", {"base_trip_id": trip["id"], "customizations": items, **body})
    saved = sb.data("customizeTrip", {"trip_id": trip["id"], "customizations": items, **body})
    for key in ("price_per_adult_usd", "total_usd"):
        assert saved[key] == calculated[key]
    shown = sb.data("getTripItinerary", {"trip_id": saved["custom_trip_id"], **body})
    assert shown["price_usd"] == saved["price_per_adult_usd"]
    if k:
        assert shown["total_usd"] == saved["total_usd"]
        plain = sb.data(
            "customizeTrip", {"trip_id": trip["id"], "customizations": items, **body, "cambodian_citizens": 0}
        )
        left_out = float(saved["park_pass"]["left_out_usd"])
        assert saved["total_usd"] == pytest.approx(plain["total_usd"] - left_out)
