"""Every price shown before the booking is priced with the group's Cambodian citizens, as previewBooking prices
them (a Khmer family saw suggestion cards with the foreigner's Angkor pass per adult, then a summary without it).
Invariant: for any group and citizen count, a suggestion card's total and the itinerary's prices of a trip equal
previewBooking's for the same trip, length, group, departure city and citizens, and each says how many citizens
it priced; with no citizens the card and the itinerary are as before."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from sandbox.data.trips import TRIPS
from tests.sandbox.support import TRAVEL, Sandbox

WITH_PASS = [t for t in TRIPS if "park_pass" in t]
CITY = "Siem Reap"


@pytest.fixture(scope="module")
def sb() -> Sandbox:
    return Sandbox()


def _search(sb: Sandbox, trip: dict[str, Any], who: dict[str, Any]) -> dict[str, Any]:
    body = {
        "mood": trip["moods"][0],
        "environment": trip["environment"],
        "duration_days": trip["duration_days"],
        "budget_usd": {"min": 0, "max": 5000},
        "departure_city": CITY,
        **who,
    }
    return sb.data("getTripSuggestions", body)


def _preview(sb: Sandbox, trip: dict[str, Any], who: dict[str, Any]) -> dict[str, Any]:
    body = {"trip_id": trip["id"], "travel_date": TRAVEL, "departure_city": CITY, **who}
    return sb.data("previewBooking", body)


group = st.tuples(st.integers(1, 3), st.lists(st.integers(0, 17), max_size=3))


@settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture]
)
@given(trip=st.sampled_from(WITH_PASS), who=group, data=st.data())
def test_a_card_is_priced_with_the_citizens_as_the_summary(
    sb: Sandbox, trip: dict[str, Any], who: tuple[int, list[int]], data: st.DataObject
) -> None:
    adults, ages = who
    k = data.draw(st.integers(0, adults + len(ages)))
    body = {"adults": adults, "children_ages": ages, "cambodian_citizens": k}
    found = _search(sb, trip, body)
    card = next((c for c in found["trips"] if c["id"] == trip["id"]), None)
    if card is None:  # another trip was searched for: nothing of this one to compare
        return
    preview = _preview(sb, trip, body)
    assert card["total_usd"] == preview["total_usd"]
    assert (found["matched_on"].get("cambodian_citizens") or 0) == k
    assert ("cambodian_citizens" in card) == (k > 0)
    if k == 0:  # no citizens: the card as a search without the field shows it
        plain = _search(sb, trip, {"adults": adults, "children_ages": ages})
        assert next(c for c in plain["trips"] if c["id"] == trip["id"]) == card


@settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture]
)
@given(trip=st.sampled_from(WITH_PASS), who=group, data=st.data())
def test_the_itinerary_is_priced_with_the_citizens_as_the_summary(
    sb: Sandbox, trip: dict[str, Any], who: tuple[int, list[int]], data: st.DataObject
) -> None:
    adults, ages = who
    k = data.draw(st.integers(0, adults + len(ages)))
    body = {"adults": adults, "children_ages": ages, "cambodian_citizens": k}
    shown = sb.data("getTripItinerary", {"trip_id": trip["id"], "departure_city": CITY, **body})
    plain = sb.data(
        "getTripItinerary", {"trip_id": trip["id"], "departure_city": CITY, "adults": adults, "children_ages": ages}
    )
    if k == 0:
        assert shown == plain
        return
    preview = _preview(sb, trip, body)
    assert shown["total_usd"] == preview["total_usd"]
    assert shown["price_usd"] == preview["price_per_adult_usd"]
    assert "cambodian_citizens" in shown


def test_more_citizens_than_the_group_is_refused(sb: Sandbox) -> None:
    trip = WITH_PASS[0]
    sb.error("getTripItinerary", {"trip_id": trip["id"], "adults": 2, "cambodian_citizens": 3}, 400)
