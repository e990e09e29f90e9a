"""What :func:`sandbox.plan.plan_for` does to a plan's days: the traveller's name for an activity, taking
it out, the day that already holds an add-on, the days as the plan shows them, an added day's own plan, what the
last day keeps."""

from __future__ import annotations

import re
from typing import Any, Optional

from sandbox.data.addable import find_addable, in_plan
from sandbox.data.day_times import last_day
from sandbox.data.itineraries import DAYS
from sandbox.data.ties import repeats, tied_to
from sandbox.data.trips import T
from sandbox.day_clock import afternoon_add_ons
from sandbox.day_room import cut_at_leaving
from sandbox.i18n import tr


def _matches_text(name: str, activity: str) -> bool:
    a, b = name.lower(), activity.lower()
    named = set(re.findall(r"\w+", a))
    return bool(a) and (a in b or b in a or bool(named) and named <= set(re.findall(r"\w+", b)))


def matches(name: str, activity: str) -> bool:
    """The traveller's name for an activity: either text contains the other, or every word of
    the name is in the activity ("Pre Rup sunset" is "Sunset at Pre Rup"); in English or as a
    Khmer or Chinese session shows it (a relay model removed a Khmer-named hike: credited, kept)."""
    return any(_matches_text(name, text) for text in (activity, tr(activity, "KH"), tr(activity, "ZH")))


def holding_day(region: str, name: str, days: list[dict[str, Any]]) -> Optional[dict[str, Any]]:
    """The day (1-based) and activity of ``days`` that already are the catalogue add-on ``name``, else None."""
    found = find_addable(region, name)
    if found is None:
        return None
    for number, day in enumerate(days, start=1):
        for activity in day["activities"]:
            if in_plan(found, [activity]) or repeats(region, [name], [activity]):
                return {"day": number, "held_by": activity}
    return None


def shown_days(trip: T, days: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``days`` as the plan shows them: the last day without what the ride home leaves out
    (sandbox/data/day_times.py ``last_day``; the same cut :func:`plan_for` applies to its output)."""
    if not days:
        return days
    cut = cut_at_leaving(trip, days[-1], days[-1]["activities"])
    last = {**days[-1], "activities": [a for a in days[-1]["activities"] if a not in cut]}
    return [*days[:-1], last]


def strip_named(days: list[dict[str, Any]], name: str, added: list[str]) -> list[str]:
    """Take the activities ``name`` matches (and what depends on them) out of ``days``: what was taken."""
    taken: list[str] = []
    for day in days:
        gone = [a for a in day["activities"] if matches(name, a) and a not in added]
        gone += [a for a in tied_to(day["activities"], gone) if a not in added] if gone else []
        if gone:
            day["activities"] = [a for a in day["activities"] if a not in gone]
            day["retitled"] = True
            taken += gone
    return taken


def extra_day_activities(details: dict[str, Any]) -> Optional[list[str]]:
    named = details.get("activities")
    if isinstance(named, list) and named:
        return [str(a) for a in named if str(a).strip()][:6] or None
    one = details.get("activity") or details.get("description")
    return [str(one)] if one else None


def last_day_kept(
    trip: T, day: dict[str, Any], acts: list[str], last: bool, added: list[str]
) -> tuple[list[str], list[str], Optional[str]]:
    """(activities kept, left out, when the group leaves) of the plan's last day (``last``;
    sandbox/data/day_times.py: what cannot end before the ride home leaves is left out, and named; an add-on
    said "in the afternoon" counted from the afternoon)."""
    if not last:
        return acts, [], None
    return last_day(trip["id"], acts, day["source_day"] == len(DAYS[trip["id"]]), afternoon_add_ons(acts, added))
