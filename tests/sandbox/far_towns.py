"""A known town off a trip's route that no extra transfer leg reaches (more than EXTRA_LEG_REACH_HOURS by road
from its start, or an island): a pickup there stays "not included" (sandbox/data/road_hours.py); a town
within reach is an extra priced leg instead (tests/sandbox/test_extra_leg.py)."""

from __future__ import annotations

from sandbox.data.getting_there import pickup_city


def far_town(trip_id: str) -> str:
    """Nine hours by road from Phnom Penh, or an island: beyond reach of every trip's start but its own route's."""
    return next(c for c in ("Ratanakiri", "Koh Rong") if pickup_city(trip_id, c)[1] == "other")
