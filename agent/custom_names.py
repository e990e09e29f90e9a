"""The names a session keeps for a trip's customisations (split from agent.side_effects).

Every customisation a saved custom trip holds has its name in the session's context, each added or
removed day on its own line: one ``add_day`` of two days is two added days, each named by the day it
became (relay 63 req 19: "add_day:day 3 Dak Dam waterfall" beside a custom trip and a quote adding days 3
and 4).
"""

from __future__ import annotations

from typing import Any

# the day changes, and the result's list naming each day they make or drop
_DAY_LISTS = {"add_day": "added_days", "remove_day": "removed_days"}


def _shown_name(item: dict[str, Any]) -> Any:
    """The activity as the result names it in the session's language (issue 38: the model's own
    input, often the English name, put English names in a Chinese session's context): an added
    activity's ``name``, a removed one's ``removes[].activity``; else the name the input gave."""
    removes = item.get("removes")
    first = removes[0] if isinstance(removes, list) and removes and isinstance(removes[0], dict) else {}
    given = item.get("details")
    details: dict[str, Any] = given if isinstance(given, dict) else {}
    return item.get("name") or first.get("activity") or details.get("name") or details.get("activity")


def day_count(item: dict[str, Any]) -> int:
    """How many days an ``add_day`` / ``remove_day`` item adds or drops: its ``days``, or as many days as
    its ``day`` list names (the backend's reading, sandbox/data/pricing.py)."""
    given = item.get("details")
    details: dict[str, Any] = given if isinstance(given, dict) else {}
    days = details.get("days")
    named = details.get("day")
    count = days if isinstance(days, int) and not isinstance(days, bool) and days > 0 else 1
    return max(count, len(named) if isinstance(named, list) else 1)


def _named_days(days: Any) -> list[dict[str, Any]]:
    return [d for d in days or [] if isinstance(d, dict) and d.get("day") and d.get("title")]


def customization_names(items: Any, added_days: Any = None, removed_days: Any = None) -> list[str]:
    """One name per customisation, an added or removed day per day: ``add_day:day 3 Dak Dam waterfall``
    when the result names the day (customizeTrip's ``added_days`` / ``removed_days``, in order), else
    ``add_day`` once per day (relay j25: once the result left the window, the context said only
    "add_day" and the model looked the plan up again)."""
    queues = {"add_day": _named_days(added_days), "remove_day": _named_days(removed_days)}
    names: list[str] = []
    for item in items or []:
        if isinstance(item, str):
            names.append(item)
            continue
        if not isinstance(item, dict) or not item.get("type"):
            continue
        kind = str(item["type"])
        if kind in _DAY_LISTS:
            for _ in range(day_count(item)):
                day = queues[kind].pop(0) if queues[kind] else None
                names.append(f"{kind}:day {day['day']} {day['title']}" if day else kind)
            continue
        label = _shown_name(item)
        names.append(f"{kind}:{label}" if label else kind)
    return names


def result_names(data: dict[str, Any], inp: dict[str, Any]) -> list[str]:
    """The names of what a customizeTrip / previewBooking result's trip holds, its days named as the result
    names them (``added_days`` / ``removed_days``, or a summary's ``changes_from_base``)."""
    found, given = data.get("pricing"), data.get("changes_from_base")
    pricing: dict[str, Any] = found if isinstance(found, dict) else {}
    changes: dict[str, Any] = given if isinstance(given, dict) else {}
    items = data.get("customizations") or pricing.get("customizations") or inp.get("customizations")
    return customization_names(
        items,
        data.get("added_days") or changes.get("added_days"),
        data.get("removed_days") or changes.get("removed_days"),
    )
