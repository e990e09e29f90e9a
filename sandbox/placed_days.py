"""An added activity has one day in every view: the day the plan placed it on. An add-on asked for a day that cannot
hold it goes on the nearest day that can (a lunch asked for day 1, when the group leaves Phnom Penh in the morning,
is day 2's lunch: sandbox/day_room.py ``day_for``); its label takes that day, so the quote's customisations, the
booking after the change and the itinerary agree, and ``added_activities_days`` says the day asked (``asked_day``)."""

from __future__ import annotations

from typing import Any, Optional

from sandbox.data.pricing import DAY_MARK
from sandbox.plan_parts import added_activities


def to_placed_days(
    plan: dict[str, Any], asked: list[tuple[str, Optional[int], str]], labels: list[str]
) -> dict[str, int]:
    """Each asked add-on's label (in ``labels``, in place) with the day the plan placed it on when that is not the
    day asked (a lunch asked for day 1 goes on the nearest day the group is there at lunchtime): the quote's
    customisations, the booking after it and the itinerary name one day (relay run 51 req 32/36: the pricing said
    day 1, the plan day 2). Returns the add-ons so moved, with the day asked."""
    moved: dict[str, int] = {}
    for name, day, who in asked:
        at = next((d["day"] for d in plan["days"] if name in d["activities"]), None)
        if day and at and at != day:
            old = f"add_activity:{name}{DAY_MARK}{day}{who}"
            labels[labels.index(old)] = f"add_activity:{name}{DAY_MARK}{at}{who}"
            moved[name] = day
    return moved


def said_moved(plan: dict[str, Any], language: str, names: list[str], moved: dict[str, int]) -> list[dict[str, Any]]:
    """The added activities with their days (``added_activities_days``), each moved from the day asked saying so
    (``asked_day``)."""
    placed = added_activities(plan, language, names)
    for entry, name in zip(placed, [a for a in plan["added_activities"] if a in names]):
        if name in moved:
            entry["asked_day"] = moved[name]
    return placed
