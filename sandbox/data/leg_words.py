"""The extra transfer leg from a town off the route in words: from where, how long, its price, when it picks up
(sandbox/data/road_hours.py). A leg that would start before 05:00 runs the evening before (said so)."""

from __future__ import annotations

from sandbox.data.hours import hours_text, minutes, plus
from sandbox.data.road_hours import Leg
from sandbox.i18n import tr, trf
from sandbox.i18n.leg_texts import (
    LEG_DROP,
    LEG_DROP_BOOKED,
    LEG_EVENING,
    LEG_LINE,
    LEG_LINE_BOOKED,
    LEG_LINE_BOOKED_ONE_WAY,
    LEG_LINE_ONE_WAY,
    LEG_MEET,
    LEG_MEET_EVENING,
    LEG_PICKUP,
)

EVENING_ARRIVAL = "20:00"  # a leg that would start before 05:00 runs the evening before, in by then


def leg_start(leg: Leg, pickup_time: str) -> tuple[str, bool]:
    """(pickup time in the leg's town, whether it is the evening before day 1)."""
    early = minutes(pickup_time) - leg.hours * 60 < minutes("05:00")
    return plus(EVENING_ARRIVAL if early else pickup_time, -leg.hours), early


LINES = {(False, False): LEG_LINE, (True, False): LEG_LINE_ONE_WAY}
LINES.update({(False, True): LEG_LINE_BOOKED, (True, True): LEG_LINE_BOOKED_ONE_WAY})


def leg_line(
    leg: Leg, pickup_time: str, language: str, one_way: bool = False, booked: bool = False, arriving: bool = False
) -> str:
    """The leg's pickup end in one line: from where, how long, its price per adult (there and back, or
    ``one_way`` when the booking ends elsewhere), and when it picks up; a booking's (``booked``) says it is in
    the booking's price, never a price still owed. ``arriving``: the leg meets the group as it arrives at its
    destination at ``pickup_time`` (sandbox/data/join_points.py), else at its pickup then."""
    time, early = leg_start(leg, pickup_time)
    values = {"town": tr(leg.town, language), "start": tr(leg.to, language), "hours": hours_text(leg.hours)}
    whens = (LEG_MEET_EVENING, LEG_MEET) if arriving else (LEG_EVENING, LEG_PICKUP)
    when = trf(whens[0] if early else whens[1], language, leg_time=time, time=pickup_time, **values)
    price = f"{leg.per_adult_usd / (2 if one_way else 1):g}"
    return trf(LINES[(one_way, booked)], language, price=price, when=when, **values)


def drop_leg_line(text: str, leg: Leg, language: str, booked: bool = False) -> str:
    """The last day's drop-off with its leg end: the private transfer from the route's end to the town, one way."""
    values = {"start": tr(leg.to, language), "hours": hours_text(leg.hours), "price": f"{leg.per_adult_usd / 2:g}"}
    return trf(LEG_DROP_BOOKED if booked else LEG_DROP, language, text=text, **values)
