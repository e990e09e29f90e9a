"""The name of a saved custom trip (customizeTrip), in the request's language.

A package's title often names its headline ("Angkor Sunrise & Temples"); once the traveller took
an activity out, "<title> (custom)" kept promising it (relay 35: a family that asked for no sunrise
booked a trip still called "Angkor Sunrise"). So a custom trip that removes activities is named as
based on the package, with what it leaves out; other changes keep "<title> (custom)".
"""

from __future__ import annotations

from typing import Any

from sandbox.data.trips import trip_name
from sandbox.i18n import joined, trf

CUSTOM_NAME = "{name} (custom)"
WITHOUT_NAME = "Based on {name}, without {removed}"


def removed_activities(items: list[dict[str, Any]]) -> list[str]:
    """The activities the priced customisations take out, as the plan names them (in its language)."""
    names: list[str] = []
    for item in items:
        if item.get("type") != "remove_activity":
            continue
        for removed in item.get("removes") or []:
            name = removed.get("activity") if isinstance(removed, dict) else None
            if name and name not in names:
                names.append(name)
    return names


def custom_trip_name(trip: dict[str, Any], items: list[dict[str, Any]], language: str) -> str:
    name = trip_name(trip, language)  # type: ignore[arg-type]
    removed = removed_activities(items)
    if removed:
        return trf(WITHOUT_NAME, language, name=name, removed=joined(removed, language))
    return trf(CUSTOM_NAME, language, name=name)
