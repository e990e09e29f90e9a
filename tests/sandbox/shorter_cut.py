"""What a shorter length of a trip credits beside its day rate: each activity its moved ride home cuts
from the kept last day, at a removed activity's rate (sandbox/cut_credit.py, docs/decisions.md)."""

from __future__ import annotations

from typing import Any

from sandbox.data.pricing import REMOVE_ACTIVITY_CREDIT
from sandbox.day_drop import ride_home_cut
from sandbox.plan import plan_for


def cut_usd(trip: dict[str, Any], days: int, change: Any = None) -> float:
    """The credit (per adult, negative: a credit) of ``trip`` made ``days`` long by the rule's remove_day (or ``change``)."""
    if days >= trip["duration_days"] and change is None:
        return 0.0
    change = change or {"type": "remove_day", "details": {"days": trip["duration_days"] - days}}
    cut = ride_home_cut(plan_for(trip, [change]))
    return REMOVE_ACTIVITY_CREDIT * len(cut["activities"]) if cut else 0.0
