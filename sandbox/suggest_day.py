"""A suggestion at the asked length made longer (``to_match_duration``): the days it adds, within the
traveller's mobility need when the search carries one (sandbox/day_need.py), each named with its content and
effort before the traveller sees the price (run 54: a bicycle day hidden inside a 3-day card price)."""

from __future__ import annotations

from typing import Any

from sandbox.data.trips import T
from sandbox.day_need import need_details, need_in
from sandbox.plan import localized_plan, plan_for

KEYS = ("day", "title", "activities", "effort", "for_need")


def longer(change: dict[str, Any], body: Any) -> dict[str, Any]:
    """An add_day change with the need the search carries (unchanged for a remove_day or no need)."""
    if change["type"] != "add_day":
        return change
    return {**change, "details": {**change["details"], **need_details(need_in(body))}}


def added_days(trip: T, change: dict[str, Any], language: str) -> dict[str, Any]:
    """``{"added_days": [...]}``: each day an add_day change adds, with what it holds and its effort."""
    if change["type"] != "add_day":
        return {}
    shown = localized_plan(trip, plan_for(trip, [change]), language)["itinerary"]
    return {"added_days": [{k: d[k] for k in KEYS if k in d} for d in shown if d.get("added_by_customization")]}
