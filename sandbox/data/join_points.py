"""Where an extra transfer leg from a town off a trip's route meets the group: the nearer of the route's join points.

A trip that starts elsewhere than its destination lets a group join in two places: at the route's start (the
day-1 pickup there) or at its hotel in the destination on day 1, as the group arrives (the package less the
transfer: sandbox/totals.py ``transfer_credit``). An extra leg from a town off the route goes to whichever of
these is nearer by road (a tie: the start), never through a join point farther away: from Battambang a
Phnom Penh to Siem Reap trip is joined in Siem Reap (3 h), not by riding 5 h to Phnom Penh and 6 h back. A
leg to the destination meets the group when it arrives there and leaves with it on the last day; a leg to the
start meets the group's pickup (the evening before when it would start before 05:00: sandbox/data/leg_words.py).
"""

from __future__ import annotations

from typing import Optional

from sandbox.data.hours import plus
from sandbox.data.leg_words import leg_line
from sandbox.data.road_hours import Leg, leg_between
from sandbox.data.routes import LOCAL_HOURS, ROUTES


def is_local(trip_id: str) -> bool:
    """A trip that starts in its own town (its pickup is at a hotel there)."""
    r = ROUTES[trip_id]
    return r.from_city == r.destination.split(",")[0] or r.hours <= LOCAL_HOURS


def join_points(trip_id: str) -> tuple[str, ...]:
    """The towns a group may join the trip in: its start, and its destination town when the trip starts
    elsewhere (the group arrives there on day 1)."""
    r = ROUTES[trip_id]
    return (r.from_city,) if is_local(trip_id) else (r.from_city, r.destination.split(",")[0])


def nearest_leg(trip_id: str, town: Optional[str]) -> Optional[Leg]:
    """The extra leg from ``town`` to the nearest join point a road reaches within reach, else None."""
    legs = [leg for point in join_points(trip_id) if (leg := leg_between(town, point)) is not None]
    return min(legs, key=lambda leg: leg.hours) if legs else None  # min keeps the first (the start) on a tie


def at_destination(trip_id: str, leg: Optional[Leg]) -> bool:
    """The leg meets the group at its destination (not at the route's start)."""
    return leg is not None and not is_local(trip_id) and leg.to == ROUTES[trip_id].destination.split(",")[0]


def meets_at(trip_id: str, leg: Leg, pickup_time: str) -> str:
    """The time the leg meets the group at its end (ICT): the group's arrival in the destination, else the
    route's day-1 pickup at ``pickup_time``."""
    return plus(pickup_time, ROUTES[trip_id].hours) if at_destination(trip_id, leg) else pickup_time


def trip_leg_line(
    trip_id: str, leg: Leg, pickup_time: str, language: str, one_way: bool = False, booked: bool = False
) -> str:
    """The leg's pickup end in one line, meeting the group where it goes (sandbox/data/leg_words.py)."""
    arriving = at_destination(trip_id, leg)
    return leg_line(leg, meets_at(trip_id, leg, pickup_time), language, one_way, booked, arriving)
