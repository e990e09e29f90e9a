"""The names a session keeps for a trip's customisations (split from agent.side_effects)."""

from __future__ import annotations

from typing import Any


def customization_names(items: Any) -> list[str]:
    names: list[str] = []
    for item in items or []:
        if isinstance(item, str):
            names.append(item)
        elif isinstance(item, dict) and item.get("type"):
            details = item.get("details") or {}
            label = details.get("name") or details.get("activity") if isinstance(details, dict) else None
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
