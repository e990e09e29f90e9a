"""compareTrips at the length each trip's suggestion card showed (``lengths``: its add_day / remove_day, filled
from the session by agent/tools/guards.py): the card's price, days and highlights, never the package's beside
them (relay run 55: the table said 129 USD for 2 days, the card 180.60 USD for 3). Priced exactly as the card
(sandbox/suggest.py ``to_match_duration``): the same change through the one price function."""

from __future__ import annotations

from typing import Any, Optional

from sandbox.data.pricing import price_customization
from sandbox.data.trips import T
from sandbox.day_highlights import kept_highlights
from sandbox.plan import plan_for

LENGTH_CHANGES = ("add_day", "remove_day")


def card_change(trip: T, lengths: dict[str, dict[str, Any]]) -> Optional[dict[str, Any]]:
    """The length change ``trip``'s card showed, when one of add_day / remove_day, else None (the package)."""
    change = lengths.get(trip["id"])
    if not isinstance(change, dict) or change.get("type") not in LENGTH_CHANGES:
        return None
    return {"type": change["type"], "details": dict(change.get("details") or {})}


def length_items(trip: T, change: Optional[dict[str, Any]]) -> list[dict[str, Any]]:
    """The priced items of the card's length (none: the package)."""
    return [price_customization(trip, change)] if change else []


def at_length(trip: T, change: dict[str, Any], item: dict[str, Any], language: str) -> dict[str, Any]:
    """``item`` (compareTrips' trip) said at the card's length: its days, the package's beside, the highlights
    that length keeps."""
    plan = plan_for(trip, [change])
    return {
        **item,
        "duration_days": plan["duration_days"],
        "package_duration_days": trip["duration_days"],
        "customization": change,
        "highlights": kept_highlights(trip, plan, language),
    }
