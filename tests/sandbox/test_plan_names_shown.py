"""Every day and activity a plan's changes name is a name the plan shows (relay 33 req 13 / 49:
already_in_plan "Morning hike on the Kep hill trail" beside a plan saying "Morning walk in Kep
National Park"; removed_days "Kep hills & beach" for the day every plan had called "Swimming at
Kep beach"). Over every trip, added and removed days, in EN, KH and ZH."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.custom import plan_changes
from sandbox.data.pricing import price_customization
from sandbox.data.trips import TRIPS, TRIPS_BY_ID
from sandbox.errors import ApiError
from sandbox.plan import localized_plan, plan_for

TRIP_IDS = [t["id"] for t in TRIPS]
LANGUAGES = ("EN", "KH", "ZH")


def _plan(trip: dict[str, Any], raw: list[dict[str, Any]]) -> dict[str, Any]:
    return plan_for(trip, [price_customization(trip, c) for c in raw])


@pytest.mark.parametrize("trip_id", TRIP_IDS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_already_in_plan_names_what_the_plan_shows(trip_id: str, language: str) -> None:
    trip = TRIPS_BY_ID[trip_id]
    for extra in range(1, 5):
        plan = _plan(trip, [{"type": "add_day", "details": {"days": extra}}])
        shown = localized_plan(trip, plan, language)["itinerary"]
        names = {a for d in shown for a in d["activities"]}
        for day in plan_changes(trip, plan, language)["added_days"]:
            assert set(day.get("already_in_plan") or []) <= names, (extra, day)


@pytest.mark.parametrize("trip_id", TRIP_IDS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_removed_day_is_called_what_the_plan_before_called_it(trip_id: str, language: str) -> None:
    trip = TRIPS_BY_ID[trip_id]
    for extra in range(0, 3):
        grown = [{"type": "add_day", "details": {"days": extra}}] if extra else []
        before = localized_plan(trip, _plan(trip, grown), language)["itinerary"]
        for number in range(2, len(before) + 1):
            try:
                after = _plan(trip, [*grown, {"type": "remove_day", "details": {"days": 1, "day": number}}])
            except ApiError:
                continue
            if after["days_kept"]:  # no day between arrival and departure to remove (refused by priced_plan)
                continue
            [gone] = plan_changes(trip, after, language)["removed_days"]
            assert gone["title"] == before[number - 1]["title"], (extra, number)
