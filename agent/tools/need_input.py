"""The session's mobility need on the calls that place something on a day (calculateCustomTrip and
customizeTrip adding a day or an activity, previewReschedule with a new end date, getTripSuggestions):
the backend adds a day within it, or says why none is (sandbox/day_need.py; run 54: a bicycle day added
for a man of 78 with a walking frame), and puts an added activity on a day the need allows, as the
booking will (sandbox/day_room.py; run 59: a boat trip quoted on the 05:00-sunrise day right after the
knee was recorded, in the same response). Pure."""

from __future__ import annotations

from typing import Any, Optional

from agent.safety import mentions
from agent.state import ConversationState
from agent.walk_limit import walk_limit_km

CUSTOM_TOOLS = ("calculateCustomTrip", "customizeTrip")


def session_limit_km(state: ConversationState) -> Optional[float]:
    """The shortest walking limit the session's needs (or the booking's requests) state, in km."""
    limits = [k for t in (state.special_needs, state.booking_special_requests) if (k := walk_limit_km(t)) is not None]
    return min(limits) if limits else None


def session_need(state: ConversationState) -> dict[str, Any]:
    """``{"mobility_need": True, "walking_limit_km"?: km}`` when the session's needs mention mobility or a
    walking limit, or its effort limit is easy days only (a day added is easy, as the search's cards added it:
    agent/trip_limits.py), else ``{}``."""
    limit = session_limit_km(state)
    said = [state.special_needs, state.booking_special_requests]
    easy = state.effort_limit == "easy"
    if limit is None and not easy and not any(mentions("mobility", t) for t in said):
        return {}
    return {"mobility_need": True, **({"walking_limit_km": limit} if limit is not None else {})}


PLACED = ("add_day", "add_activity")  # customisations the backend places on a day


def places_on_a_day(name: str, inp: dict[str, Any]) -> bool:
    """The call adds a day or an activity the backend places on a day."""
    if name in CUSTOM_TOOLS:
        items = inp.get("customizations") or []
        return any(isinstance(i, dict) and i.get("type") in PLACED for i in items)
    return name == "previewReschedule" and bool(inp.get("new_end_date"))


def with_need(name: str, inp: dict[str, Any], state: ConversationState) -> dict[str, Any]:
    """``inp`` with the session's mobility need when the call places something on a day (the model's own
    fields win)."""
    need = session_need(state) if places_on_a_day(name, inp) else {}
    return {**need, **inp} if need else inp
