"""An add-on keeps its day when days are added or removed after it was asked (sandbox/plan.py ``add_activity``):
its day is the one it was asked for, or the one the rule gave it in the plan before those days changed, found
again (renumbered) in the plan after them; a day added after it goes after it, and only a removed day lets it
be placed again by the rule (relay: a booking's boat trip on day 3 moved to a new day 4 when the trip was made
a day longer)."""

from __future__ import annotations

from typing import Any, Optional


def booked_day(days: list[dict[str, Any]], before: Optional[list[Any]], wanted: Any) -> Optional[int]:
    """The day an add-on asked for ``wanted`` (numbered in the plan ``before``, the days as they were when
    it was asked: before the days added or removed after it) is in ``days`` now: it keeps its day, renumbered
    (relay 33 req 49: kayaking on day 4 of 5 landed on the departure day of the shortened trip); None when
    that day went (then it is placed by the rule) or no day was asked."""
    if not isinstance(wanted, int) or before is None:
        return wanted if isinstance(wanted, int) else None
    if not 1 <= wanted <= len(before):
        return None
    keys = [d["key"] for d in days]
    return keys.index(before[wanted - 1]) + 1 if before[wanted - 1] in keys else None


def day_holding(plan: dict[str, Any], name: str) -> list[int]:
    """The day of ``plan`` an add-on ``name`` was placed on (as it is shown: sandbox/day_room.py canonical)."""
    return [d["day"] for d in plan["days"] for a in d["activities"] if a == name or name.lower() in a.lower()]
