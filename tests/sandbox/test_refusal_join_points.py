"""A pickup beyond reach of every join point is refused naming every place the group can be joined, not only
the trip's start: for every catalogue trip and every known town beyond reach, the refusal's message and its
``next_step`` name the start, the pier (a ferry route) and the destination town (a trip that starts elsewhere),
and ``join_points`` lists exactly these, each with its road hours from the town, nearest first."""

from __future__ import annotations

import pytest

from sandbox.data.getting_there import ROUTES
from sandbox.data.join_points import join_points
from sandbox.data.road_hours import road_hours
from tests.sandbox.support import TRAVEL, Sandbox
from tests.sandbox.test_extra_leg import FAMILY, TRIPS, beyond_reach


def _points(trip_id: str) -> set[str]:
    r = ROUTES[trip_id]
    return {*join_points(trip_id), *([r.via] if r.via else [])}


@pytest.mark.parametrize("trip_id", TRIPS)
def test_a_refused_pickup_names_every_join_point(trip_id: str) -> None:
    sb = Sandbox()
    for town in beyond_reach(trip_id)[:4]:
        body = {"trip_id": trip_id, "travel_date": TRAVEL, **FAMILY, "pickup_location": f"Our guesthouse, {town}"}
        error = sb.error("previewBooking", body, 409)
        listed = error["details"]["join_points"]
        assert {p["town"] for p in listed} == _points(trip_id), (town, listed)
        for point in listed:
            assert point["town"] in error["message"] and point["town"] in error["details"]["next_step"]
            assert point.get("road_hours") == road_hours(town, point["town"]), point
        hours = [p["road_hours"] for p in listed if "road_hours" in p]
        assert hours == sorted(hours) and all("road_hours" in p for p in listed[: len(hours)]), listed
