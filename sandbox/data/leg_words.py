"""The extra transfer leg from a town off the route in words: from where, how long, its price, when it picks up
(sandbox/data/road_hours.py). A leg that would start before 05:00 runs the evening before (said so)."""

from __future__ import annotations

from sandbox.data.hours import hours_text, minutes, plus
from sandbox.data.road_hours import Leg
from sandbox.i18n import tr, trf
from sandbox.i18n.leg_texts import LEG_EVENING, LEG_LINE, LEG_PICKUP

EVENING_ARRIVAL = "20:00"  # a leg that would start before 05:00 runs the evening before, in by then


def leg_start(leg: Leg, pickup_time: str) -> tuple[str, bool]:
    """(pickup time in the leg's town, whether it is the evening before day 1)."""
    early = minutes(pickup_time) - leg.hours * 60 < minutes("05:00")
    return plus(EVENING_ARRIVAL if early else pickup_time, -leg.hours), early


def leg_line(leg: Leg, pickup_time: str, language: str) -> str:
    """The leg in one line: from where, how long, its price per adult, and when it picks up."""
    time, early = leg_start(leg, pickup_time)
    values = {"town": tr(leg.town, language), "start": tr(leg.to, language), "hours": hours_text(leg.hours)}
    when = trf(LEG_EVENING if early else LEG_PICKUP, language, leg_time=time, time=pickup_time, **values)
    return trf(LEG_LINE, language, price=f"{leg.per_adult_usd:g}", when=when, **values)
