"""A plan with an added activity, or its refusal checked (sandbox/day_room.py): a refused day names
the days that can hold the add-on, and each of them does."""

from __future__ import annotations

from typing import Any, Optional

from sandbox.data.trips import T
from sandbox.errors import ApiError
from sandbox.plan import plan_for


def added_or_refused(trip: T, items: list[dict[str, Any]], mobility: bool = False) -> Optional[dict[str, Any]]:
    """The plan of ``items`` (add-ons last), or None when its last add-on has no room: then every
    day the refusal names takes it, and no other day does."""
    try:
        return plan_for(trip, items, mobility=mobility)
    except ApiError as exc:
        able = (exc.details or {}).get("days_that_can")
        assert isinstance(able, list), exc.message
        *before, last = items
        for number in range(1, len(plan_for(trip, before, mobility=mobility)["days"]) + 1):
            tried = {**last, "details": {**last["details"], "day": number}}
            try:
                plan = plan_for(trip, [*before, tried], mobility=mobility)
                name = last["details"]["activity"]
                on = [d["day"] for d in plan["days"] if name in d["activities"]]
                assert on and set(on) <= set(able), (number, on, able, exc.message)
            except ApiError as refused:
                assert "days_that_can" in (refused.details or {}), refused.message
        return None
