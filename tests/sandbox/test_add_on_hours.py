"""A day offered, chosen or quoted for an added activity has that activity's hours free on the day's
own timeline (sandbox/day_room.py ``outside_hours``; relay 49 req 23/25: a "Sunset cruise off Kep" put
on, and offered for, the departure day, when the group is driven back to Phnom Penh from 14:00):
on the day of the ride home nothing ends after the group leaves (no sunset, evening or sunrise, a
sunset or an evening only on a day that became the last one, whose ride home leaves after them), on day 1 nothing starts before the
group arrives (no sunrise). "Days that can hold it" lists exactly the days it can go on, and the day
it goes on without one asked for is one of them. Over every trip, add-on, and a plan made longer or
shorter (which moves the ride home)."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.data.addable import addable_for
from sandbox.data.day_times import activity_ends, is_ride_home
from sandbox.data.getting_there import latest_leaving, minutes, route
from sandbox.data.itineraries import DAYS
from sandbox.data.pricing import price_customization
from sandbox.data.trips import TRIPS, TRIPS_BY_ID
from sandbox.day_room import can_hold
from sandbox.errors import ApiError
from sandbox.plan import holding_day, plan_for

TRIP_IDS = [t["id"] for t in TRIPS]


def _plan(trip: dict[str, Any], raw: list[dict[str, Any]]) -> dict[str, Any] | None:
    try:
        return plan_for(trip, [price_customization(trip, c) for c in raw])
    except ApiError:
        return None


def _lengths(trip: dict[str, Any]) -> list[list[dict[str, Any]]]:
    last = trip["duration_days"]
    return [[], [{"type": "add_day", "details": {"days": 1}}], [{"type": "remove_day", "details": {"day": last}}]]


def _fits(trip: dict[str, Any], days: list[dict[str, Any]], day: dict[str, Any], name: str) -> bool:
    lowered = name.lower()
    if day["day"] == 1 and ("sunrise" in lowered or "dawn" in lowered):
        return False  # the group is still on the road
    if day["day"] < len(days):
        return True
    departure = day.get("source_day") == len(DAYS[trip["id"]])
    leaves = minutes(route(trip["id"]).leaves if departure else latest_leaving(trip["id"]))
    visits = [a for a in day["activities"] if not is_ride_home(a)]
    return activity_ends(visits)[visits.index(name)] <= leaves


@pytest.mark.parametrize("trip_id", TRIP_IDS)
@pytest.mark.parametrize("length", [0, 1, 2])
def test_a_day_offered_for_an_add_on_has_its_hours_free(trip_id: str, length: int) -> None:
    trip = TRIPS_BY_ID[trip_id]
    change = _lengths(trip)[length]
    before = _plan(trip, change)
    assert before is not None
    days = before["days"]
    for addable in addable_for(trip["region"]):
        name = addable.name
        if holding_day(trip["region"], name, days) is not None:
            continue
        able = can_hold(trip, days, name)
        placed_on: set[int] = set()
        for asked in [None, *range(1, len(days) + 1)]:
            details: dict[str, Any] = {"activity": name, **({"day": asked} if asked else {})}
            plan = _plan(trip, [*change, {"type": "add_activity", "details": details}])
            if plan is None:
                continue
            [on] = [d for d in plan["days"] if name in d["activities"]]
            assert _fits(trip, plan["days"], on, name), (name, on)
            assert on["day"] in able, (name, on["day"], able)
            placed_on.add(on["day"])
        assert placed_on == set(able), (name, placed_on, able)
