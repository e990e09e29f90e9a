"""A town on a trip's road: a pickup (or drop-off) there joins the route on its way, never a leg back to its start.

A known town off the route lies on the road from the route's start to its first stop by road (the destination
town, or the pier a ferry leaves from) when going through it adds at most ``ON_ROAD_DETOUR_HOURS``:
start-town + town-stop <= start-stop + the tolerance (road hours: sandbox/data/road_hours.py). The group's own
transfer picks up there at the route's departure plus the hours from the start to the town, rides the rest of
the route (the route's hours less what the start-to-town part saves: the town's own road hours to the stop, and
the boat after it), and drops off there on the way back the same way; the price is the route's (no extra leg,
the detour within the tolerance is the route's own). A town off the road keeps its extra leg (or its refusal).
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple, Optional

from sandbox.data.road_hours import road_hours
from sandbox.data.routes import ROUTES

ON_ROAD_DETOUR_HOURS = 0.5  # at most this much longer through the town than the route's own road


class Way(NamedTuple):
    town: str  # where the group picks up (and drops off) on its way
    start: str  # the route's start
    after_hours: float  # from the start to the town by road: the pickup is the departure plus these
    hours: float  # from the town to the destination, each way (the rest of the route)


def road_stops(trip_id: str) -> tuple[str, ...]:
    """The names of the first place the route reaches by road: its pier, else its destination town."""
    r = ROUTES[trip_id]
    return (r.via,) if r.via else (r.destination.split(",")[0], *r.towns)


@lru_cache(maxsize=1024)
def on_the_way(trip_id: str, town: Optional[str]) -> Optional[Way]:
    """The way the group passes ``town`` (a known town off the route), else None (off the road)."""
    r = ROUTES[trip_id]
    if not town or town == r.from_city:
        return None
    there = road_hours(r.from_city, town)
    for stop in road_stops(trip_id):
        whole, rest = road_hours(r.from_city, stop), road_hours(town, stop)
        if there is None or whole is None or rest is None or min(there, rest) <= 0:
            continue
        if there + rest <= whole + ON_ROAD_DETOUR_HOURS:
            return Way(town, r.from_city, there, max(r.hours - whole + rest, rest))
    return None
