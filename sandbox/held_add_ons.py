"""Which add_activity add-ons a plan already holds (sandbox/plan.py ``holding_day``: the add-on
itself, or the same visit under other words, sandbox/data/ties.py ``VISITS``), so no list offers one.

getTripItinerary's ``addable_activities`` leaves out every add-on the plan holds; a booking's change
quote (previewReschedule ``proposed.now_included``) and a booking's itinerary name the add-ons its plan
holds that the package's own plan did not, an added day's (relay 38 req 46: an added day held the Kampong Phluk boat,
and the list the traveller was shown before booking still offered it at $30 an adult). An add_activity
for one is refused with the day that holds it (sandbox/change_apply.py, sandbox/totals.py)."""

from __future__ import annotations

from typing import Any, Optional

from sandbox.data.addable import addable_for, addable_view, find_addable
from sandbox.data.trips import T
from sandbox.i18n import tr
from sandbox.plan import holding_day, plan_for


def held(trip: T, days: list[dict[str, Any]]) -> dict[str, int]:
    """Each catalogue add-on of the trip's region that ``days`` hold: its English name and the day (1-based)."""
    out: dict[str, int] = {}
    for item in addable_for(trip["region"]):
        hit = holding_day(trip["region"], item.name, days)
        if hit is not None:
            out[item.name] = int(hit["day"])
    return out


def addable_left(trip: T, days: list[dict[str, Any]], language: str) -> list[dict[str, Any]]:
    """``addable_activities``: the region's add-ons with their prices, without those ``days`` hold."""
    return addable_view(trip["region"], language, skip=held(trip, days))


def now_included(
    trip: T, plan: dict[str, Any], language: str, before: Optional[dict[str, Any]] = None
) -> list[dict[str, Any]]:
    """The add-ons ``plan`` (sandbox/plan.py ``plan_for``) holds that ``before`` (default: the package's
    own plan) does not, other than those bought as add-ons (the quote names those): an added day's
    visit a list shown before it offered; none is offered or sold again."""
    had = held(trip, (plan_for(trip, []) if before is None else before)["days"])
    had.update({found.name: 0 for n in plan["added_activities"] if (found := find_addable(trip["region"], n))})
    return [
        {"name": tr(name, language), "day": day} for name, day in held(trip, plan["days"]).items() if name not in had
    ]
