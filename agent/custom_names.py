"""The names a session keeps for a trip's customisations (split from agent.side_effects)."""

from __future__ import annotations

from typing import Any


def _shown_name(item: dict[str, Any]) -> Any:
    """The activity as the result names it in the session's language (issue 38: the model's own
    input, often the English name, put English names in a Chinese session's context): an added
    activity's ``name``, a removed one's ``removes[].activity``; else the name the input gave."""
    removes = item.get("removes")
    first = removes[0] if isinstance(removes, list) and removes and isinstance(removes[0], dict) else {}
    given = item.get("details")
    details: dict[str, Any] = given if isinstance(given, dict) else {}
    return item.get("name") or first.get("activity") or details.get("name") or details.get("activity")


def customization_names(items: Any) -> list[str]:
    names: list[str] = []
    for item in items or []:
        if isinstance(item, str):
            names.append(item)
        elif isinstance(item, dict) and item.get("type"):
            label = _shown_name(item)
            names.append(f"{item['type']}:{label}" if label else str(item["type"]))
    return names


def with_added_days(names: list[str], added: Any) -> list[str]:
    """Each ``add_day`` named by the day it became (customizeTrip's ``added_days``; relay j25: once
    the result left the window, the context said only "add_day" and the model looked the plan up
    again to say what the day holds)."""
    days = [d for d in added or [] if isinstance(d, dict) and d.get("day") and d.get("title")]
    out = []
    for name in names:
        if name == "add_day" and days:
            day = days.pop(0)
            name = f"add_day:day {day['day']} {day['title']}"
        out.append(name)
    return out
