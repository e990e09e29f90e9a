"""Invariant: one plan, one set of per-day effort figures. calculateCustomTrip's ``days_effort``, the
custom trip's getTripItinerary and its previewBooking ``itinerary_days`` give every day the same effort
(sandbox/data/effort.py ``day_effort``, one function), and a day a shortened plan keeps walks what the
package's same day walks when only a meal was left out of it: a meal is seated wherever it is eaten (model
run: Kep made 2 days, day 2 walked 0 km in the quote and 1 km in the itinerary, the crab dinner at the
market counted as 1 km of walking)."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.data.trips import TRIPS
from tests.sandbox.support import TRAVEL, Sandbox

IDS = [t["id"] for t in TRIPS]
MEALS = ("breakfast", "lunch", "dinner", "barbecue", "picnic")


def _by_day(days: list[dict[str, Any]]) -> dict[int, dict[str, Any]]:
    return {d["day"]: d["effort"] for d in days}


def _walks(activities: list[str]) -> set[str]:
    """A day's activities but its meals and its ride home."""
    return {a for a in activities if not any(m in a.lower() for m in MEALS) and not a.startswith("Drop-off")}


@pytest.mark.parametrize("trip_id", IDS)
def test_every_view_of_a_variant_gives_each_day_the_same_effort(trip_id: str) -> None:
    sb = Sandbox()
    cut = [{"type": "remove_day", "details": {"days": 1}}]
    if sb.call("calculateCustomTrip", {"base_trip_id": trip_id, "customizations": cut}).status_code != 200:
        cut = [{"type": "add_day", "details": {"days": 1}}]
    body = {"people_count": 2, "customizations": cut}
    quoted = sb.data("calculateCustomTrip", {"base_trip_id": trip_id, **body})["plan_changes"]["days_effort"]
    custom = sb.data("customizeTrip", {"trip_id": trip_id, **body})["custom_trip_id"]
    shown = sb.data("getTripItinerary", {"trip_id": custom})["itinerary"]
    preview = {"trip_id": custom, "travel_date": TRAVEL, "people_count": 2}
    summary = sb.data("previewBooking", preview)["itinerary_days"]
    assert _by_day(quoted) == _by_day(shown) == _by_day(summary)
    base = {d["title"]: d for d in sb.data("getTripItinerary", {"trip_id": trip_id})["itinerary"]}
    for day in shown:
        same = base.get(day["title"])
        if same and _walks(same["activities"]) == _walks(day["activities"]):
            assert same["effort"]["walking_km"] == day["effort"]["walking_km"], (day["day"], day["title"])
