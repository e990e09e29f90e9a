"""Where an added activity goes in the plan: the day it is said to go on, and before the ride home on the
last day (relays j15, j19); only add-ons the catalogue days do not already hold are added (an add-on a day
holds costs nothing: tests/sandbox/test_addon_never_twice.py)."""

from __future__ import annotations

import pytest

from sandbox.data.addable import addable_for
from sandbox.data.practical import meal_of
from sandbox.data.trips import TRIPS, TRIPS_BY_ID
from sandbox.plan import holding_day, plan_for
from tests.sandbox.room import added_or_refused
from tests.sandbox.support import Sandbox

TRIP_IDS = [t["id"] for t in TRIPS]


@pytest.mark.parametrize("trip_id", TRIP_IDS)
def test_an_added_activity_says_the_day_it_goes_on(trip_id: str) -> None:
    """Relay j15: a sunset cruise added without a day: the model could not say when it happens."""
    sb = Sandbox()
    trip = TRIPS_BY_ID[trip_id]
    base = plan_for(trip, [])["days"]
    name = next(
        a.name for a in reversed(addable_for(trip["region"])) if holding_day(trip["region"], a.name, base) is None
    )
    for wanted in (None, trip["duration_days"]):
        details = {"activity": name, **({"day": wanted} if wanted else {})}
        if added_or_refused(trip, [{"type": "add_activity", "details": details}]) is None:
            continue  # no room that day: refused with the days that can (tests/sandbox/room.py)
        out = sb.data(
            "calculateCustomTrip",
            {
                "base_trip_id": trip_id,
                "people_count": 2,
                "customizations": [{"type": "add_activity", "details": details}],
            },
        )
        [added] = out["plan_changes"]["added_activities"]
        plan = sb.data("getTripItinerary", {"trip_id": trip_id})  # the base plan: the day exists there
        assert added["activity"] == name and 1 <= added["day"] <= len(plan["itinerary"])
        if wanted and not meal_of(name):  # a lunch goes where the group is at lunchtime (test_day_clock)
            assert added["day"] == wanted


@pytest.mark.parametrize("trip_id", TRIP_IDS)
def test_an_activity_added_to_the_last_day_comes_before_the_ride_home(trip_id: str) -> None:
    """Relay j19: a cooking class added to the last day was listed after the 18:00 drop-off."""
    trip = TRIPS_BY_ID[trip_id]
    last = trip["duration_days"]
    base = plan_for(trip, [])["days"]
    for item in (a for a in addable_for(trip["region"]) if holding_day(trip["region"], a.name, base) is None):
        plan = added_or_refused(trip, [{"type": "add_activity", "details": {"activity": item.name, "day": last}}])
        if plan is None:  # no room that day: refused with the days that can (tests/sandbox/room.py)
            continue
        acts = next(d["activities"] for d in reversed(plan["days"]) if item.name in d["activities"])
        home = [i for i, a in enumerate(acts) if a.lower().startswith(("drop-off", "ferry back", "drive back"))]
        assert not home or acts.index(item.name) < home[0], (trip_id, acts)
