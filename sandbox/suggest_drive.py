"""A trip's length as the traveller lives it: the road each way against the days at the destination.

A length variant (``to_match_duration``, shorter or longer) fits the request only when the road takes less than
half of it: the road's hours both ways, as days of the touring day (``DAY_HOURS``: three visits of
sandbox/data/day_times.py, 08:00-17:00), are fewer than the days left at the destination (relay run 55: a
Ratanakiri trip shortened to 3 days, 9 h of road each way, "fit" a 3-day request with one day there). That always
leaves more than one whole day there. The road is the route's own, as the package is judged (a group joining at the
destination or the pier rides only its short part: sandbox/data/getting_there.py ``leg_times``); an extra leg
from a town off the route is the group's own choice beside any length and is not counted (a package of the
same route from that town is no more a fit than its variant). The catalogue's packages stay as they are; the rule is for a
length the search makes. ``drive_said`` is the reason, led by its key ``drive`` (agent/status_words.py: its
words in Khmer and Chinese).
"""

from __future__ import annotations

from typing import Optional

from sandbox.data.day_times import VISIT_HOURS
from sandbox.data.getting_there import LOCAL_HOURS, PIER_HOURS, ROUTES, is_local, pickup_city, way_of

DAY_HOURS = 3 * VISIT_HOURS  # a touring day's hours: three visits, 08:00-17:00
DRIVE = "drive"


def road_each_way(trip_id: str, departure_city: Optional[str]) -> float:
    """Hours of road each way for a group leaving from ``departure_city`` (the route's start when none)."""
    route = ROUTES[trip_id]
    _, kind = pickup_city(trip_id, departure_city) if departure_city else (None, "main")
    if kind == "local" and not is_local(trip_id):
        return LOCAL_HOURS
    if (way := way_of(trip_id, departure_city)) is not None:  # picked up on the group's road
        return way.hours
    return PIER_HOURS if kind == "pier" else route.hours


def road_days(hours: float) -> float:
    """The road both ways, in touring days."""
    return 2 * hours / DAY_HOURS


def drive_fits(days: int, hours: float) -> bool:
    """The days at the destination (``days`` less the road's) outnumber the road's days."""
    return days - road_days(hours) > road_days(hours)


def drive_said(trip_id: str, days: int, departure_city: Optional[str]) -> Optional[str]:
    """The reason a length of ``days`` does not fit for its road (None: it fits), with its figures."""
    hours = road_each_way(trip_id, departure_city)
    if drive_fits(days, hours):
        return None
    there = max(days - road_days(hours), 0.0)
    return f"{DRIVE}: {hours:g} h of road each way leave about {round(there, 1):g} of {days} days there"
