"""The pass a child's price leaves out is the pass the trip's itinerary says one adult's price includes (a
luxury card's child price was (1017.40 - 37) x 0.6 while other cards took 62 off: the 1-day pass its shortened
plan needs, not the 3-day one). Invariant: for every trip with a pass, at its package length and at every length
a card shows it, each child's price on the card is the one price function's share of the card's adult price
without the pass the itinerary at that length names (``park_pass.adult_usd``), and the itinerary says the same
adult and child prices as the card."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings, strategies as st

from sandbox.data.trips import TRIPS
from sandbox.group import share
from tests.sandbox.support import Sandbox

WITH_PASS = [t for t in TRIPS if "park_pass" in t]
LUXURY = next(t for t in WITH_PASS if t["tier"] == "luxury")


@pytest.fixture(scope="module")
def sb() -> Sandbox:
    return Sandbox()


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture]
)
@given(
    trip=st.sampled_from(WITH_PASS),
    shift=st.integers(-3, 3),
    adults=st.integers(1, 2),
    ages=st.lists(st.integers(0, 17), min_size=1, max_size=2),
    city=st.sampled_from(["Siem Reap", "Phnom Penh"]),
)
@example(trip=LUXURY, shift=-1, adults=2, ages=[8], city="Phnom Penh")  # a one-day visit: the 1-day pass
def test_a_childs_price_leaves_out_the_pass_its_itinerary_names(
    sb: Sandbox, trip: dict[str, Any], shift: int, adults: int, ages: list[int], city: str
) -> None:
    who = {"adults": adults, "children_ages": ages}
    body = {
        "mood": trip["moods"][0],
        "environment": trip["environment"],
        "duration_days": max(trip["duration_days"] + shift, 1),
        "budget_usd": {"min": 0, "max": 20000},
        "departure_city": city,
        **who,
    }
    card = next((c for c in sb.data("getTripSuggestions", body)["trips"] if c["id"] == trip["id"]), None)
    if card is None:
        return
    shown = [(card, {})]
    if "to_match_duration" in card:
        at = card["to_match_duration"]
        shown.append((at, {trip["id"]: at["customization"]}))
    for priced, lengths in shown:
        it = sb.data("getTripItinerary", {"trip_id": trip["id"], "departure_city": city, **who, "lengths": lengths})
        part = it["park_pass"]
        adult = priced["price_per_person_usd"]
        assert it["price_usd"] == adult, lengths
        assert it["child_prices_usd"] == priced["child_prices_usd"], lengths
        for row in priced["child_prices_usd"]:
            expected = share(row["age"], adult, part["adult_usd"], part["child_usd"])
            assert row["price_usd"] == pytest.approx(expected), (lengths, part["name"], row)
