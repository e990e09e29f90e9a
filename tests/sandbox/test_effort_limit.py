"""A search with the traveller's effort limit (``effort_limit``: easy days only / no hard day; ``walking_limit_km``)
marks every trip whose plan asks more as not fitting, and says which days (relay 63 req 4: a "challenging" trek and
an added 5 km steep hill walk suggested for a man with asthma, "nothing very strenuous" only in free text).

- The catalogue's difficulty label is its hardest day's (easy, moderate, challenging = a hard day), so a trip's
  days and its label never disagree about the limit.
- For any environment, length, budget and limit: a trip's plan as its itinerary shows it (the package, and at the
  asked length the plan its card shows, the days it adds too) has a day beyond the limit exactly when the search
  says so for that plan: ``fits_request`` false (as packaged / in ``to_match_duration``), ``effort_over_limit``
  lists exactly those days, and, for the plan its card shows, an ``effort`` reason names each day.
- The recommendation is a trip within the limit whenever one of the three is within it, the group and, at the
  asked length, the budget.
"""

from __future__ import annotations

from typing import Any, Optional

import pytest
from hypothesis import given, strategies as st

from agent.card_length import card_record
from sandbox.data.effort import LEVELS, day_effort
from sandbox.data.itineraries import DAYS
from sandbox.data.trips import TRIPS
from sandbox.suggest_pick import fits
from tests.sandbox.support import Sandbox

SB = Sandbox()
ENVIRONMENTS = ("TEMPLE", "CITY", "BEACH", "FOREST", "MOUNTAIN", "ISLAND")
LABEL = {"easy": "easy", "moderate": "moderate", "hard": "challenging"}


@pytest.mark.parametrize("trip", TRIPS, ids=lambda t: t["id"])
def test_a_trips_difficulty_is_its_hardest_day(trip: dict[str, Any]) -> None:
    hardest = max((day_effort(acts)["level"] for _, acts in DAYS[trip["id"]]), key=LEVELS.index)
    assert trip["difficulty"] == LABEL[hardest], (trip["id"], trip["difficulty"], hardest)


def beyond(days: list[dict[str, Any]], level: Optional[str], km: Optional[float]) -> list[int]:
    """The itinerary's days beyond the limit, by number."""
    top = LEVELS.index(level) if level else len(LEVELS)
    return [
        d["day"]
        for d in days
        if LEVELS.index(d["effort"]["level"]) > top or (km is not None and d["effort"]["walking_km"] > km)
    ]


def itinerary(trip_id: str, change: Optional[dict[str, Any]]) -> list[dict[str, Any]]:
    body = {"trip_id": trip_id, "adults": 2, **({"lengths": {trip_id: change}} if change else {})}
    return SB.data("getTripItinerary", body)["itinerary"]


@given(
    environment=st.sampled_from(ENVIRONMENTS),
    days=st.integers(2, 6),
    level=st.sampled_from(["easy", "moderate", None]),
    km=st.sampled_from([None, 1.0, 3.0]),
    most=st.sampled_from([300.0, 2000.0]),
)
def test_a_plan_beyond_the_limit_does_not_fit_and_says_which_days(
    environment: str, days: int, level: Optional[str], km: Optional[float], most: float
) -> None:
    limit = {**({"effort_limit": level} if level else {}), **({"walking_limit_km": km} if km else {})}
    body = {"mood": "stressed", "environment": environment, "duration_days": days, "adults": 2,
            "budget_usd": {"min": 50, "max": most}, "departure_city": "Phnom Penh", **limit}  # fmt: skip
    data = SB.data("getTripSuggestions", body)
    for trip in data["trips"]:
        package = beyond(itinerary(trip["id"], None), level, km)
        assert [d["day"] for d in trip.get("effort_over_limit", [])] == package, trip["id"]
        if package and limit:
            assert not trip["fits_request"]
        match = trip.get("to_match_duration")
        if match:
            changed = beyond(itinerary(trip["id"], match["customization"]), level, km)
            assert [d["day"] for d in match.get("effort_over_limit", [])] == changed, trip["id"]
            if changed:
                assert not match["fits_request"]
        shown = card_record(trip).get("effort_over_limit") or []
        said = [r for r in trip.get("does_not_fit_reasons") or [] if r.startswith("effort:")]
        assert bool(said) == bool(shown), (trip["id"], said, shown)
        for day in shown:
            assert f"day {day['day']} {day['title']}: {day['level']}" in said[0], said
    within = [t for t in data["trips"] if not card_record(t).get("effort_over_limit") and fits(t)]
    if within and limit:
        assert data["recommended_trip_id"] in {t["id"] for t in within}, data["notes"]


def test_the_relay_family_with_asthma() -> None:
    """Relay 63 req 4: "nothing very strenuous" (no hard day): the Ratanakiri trek's hard day 2 is beyond it."""
    body = {"mood": "family", "environment": "FOREST", "duration_days": 4, "duration_days_max": 5, "adults": 3,
            "children_ages": [12], "budget_usd": {"min": 387.6, "max": 508.72}, "departure_city": "Phnom Penh",
            "effort_limit": "moderate"}  # fmt: skip
    data = SB.data("getTripSuggestions", body)
    trek = next(t for t in data["trips"] if t["id"] == "trip_017")
    assert not trek["fits_request"] and "effort" in trek["does_not_fit"]
    assert any(r.startswith("effort: day 2 Virachey trek: hard") for r in trek["does_not_fit_reasons"])
    assert data["recommended_trip_id"] != "trip_017"
    assert data["matched_on"]["effort_limit"] == "moderate"
