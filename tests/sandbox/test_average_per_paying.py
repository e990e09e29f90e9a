"""An average price never divides by free infants (relay 16 req 4, relay 17 req 19: a getTripSuggestions
"average_per_person_usd" of $121.90 = $731.40 / 6 counted a free 2-year-old, beside a budget per paying
traveller). Every result the model sees says ``average_per_paying_traveller_usd`` = the group's price over
the travellers who pay; no field named per person divides the price by a count with free infants in it."""

from __future__ import annotations

from typing import Any, Iterator

import pytest
from hypothesis import given, settings, strategies as st

from tests.sandbox.support import TRAVEL, Sandbox
from tests.sandbox.test_family import suggest


def numbers(value: Any, path: str = "") -> Iterator[tuple[str, float]]:
    if isinstance(value, dict):
        for key, item in value.items():
            yield from numbers(item, f"{path}.{key}")
    elif isinstance(value, list):
        for item in value:
            yield from numbers(item, path)
    elif isinstance(value, (int, float)) and not isinstance(value, bool):
        yield path, float(value)


def check(result: dict[str, Any], total: float, people: int, paying: int) -> None:
    assert result["average_per_paying_traveller_usd"] == pytest.approx(total / paying, abs=0.006)
    assert "average_per_person_usd" not in result
    if paying == people:
        return
    over_everyone = round(total / people, 2)
    for path, value in numbers(result):
        if path.startswith(".to_match_duration"):
            continue  # another length's own prices (checked against its own total below), not this total's average
        last = path.rsplit(".", 1)[-1]
        if "per_person" in last or "average" in last:
            assert value != pytest.approx(over_everyone, abs=0.006), (path, value, total, people)


@settings(max_examples=10, deadline=None)
@given(
    adults=st.integers(min_value=1, max_value=3),
    kids=st.lists(st.integers(min_value=0, max_value=17), max_size=3),
    transport=st.sampled_from(["driver", "self_drive"]),
)
def test_the_average_is_over_paying_travellers(adults: int, kids: list[int], transport: str) -> None:
    sb = Sandbox()
    group = {"adults": adults, "children_ages": kids, "transport": transport}
    people, paying = adults + len(kids), adults + sum(1 for age in kids if age >= 4)
    trips = suggest(sb, **group)["trips"]
    for trip in trips:
        check(trip, trip["total_usd"], people, paying)
        variant = trip.get("to_match_duration") or {}
        if "total_usd" in variant and "average_per_paying_traveller_usd" in variant:
            check(variant, variant["total_usd"], people, paying)
    # sorting by it still works: the cheapest average is the cheapest group price (one group)
    order = sorted(trips, key=lambda t: t["average_per_paying_traveller_usd"])
    assert [t["total_usd"] for t in order] == sorted(t["total_usd"] for t in trips)
    preview = sb.data("previewBooking", {"trip_id": trips[0]["id"], "travel_date": TRAVEL, **group})
    check(preview, preview["total_usd"], people, paying)
    check(preview["pricing"], preview["total_usd"], people, paying)
    compared = sb.data("compareTrips", {"trip_ids": [t["id"] for t in trips], **group})
    for same in compared["trips"]:
        assert "average_per_person_usd" not in same
    custom = {"base_trip_id": trips[0]["id"], "customizations": [], **group}
    calc = sb.data("calculateCustomTrip", custom)
    for path, _ in numbers(calc):
        assert "average_per_person" not in path


def test_a_free_infant_is_not_in_the_divisor() -> None:
    """The relay's family: 4 adults, a child of 8 and a 2-year-old: the 2-year-old pays nothing."""
    sb = Sandbox()
    group = {"adults": 4, "children_ages": [8, 2]}
    for trip in suggest(sb, **group)["trips"]:
        assert trip["average_per_paying_traveller_usd"] == pytest.approx(trip["total_usd"] / 5, abs=0.006)
