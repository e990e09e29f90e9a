"""The chosen plan against a traveller's mobility needs, so the model need not catch it itself.

Every plan day the backend returns carries ``effort`` (level easy | moderate | hard, walking_km,
and a note naming what makes it harder). When the session's special needs mention mobility
(a wheelchair, a walking stick, bad knees: agent.safety), previewBooking and getTripItinerary
results, calculateCustomTrip's added days, and the updateTravellerPreferences result that records such a need get ``plan_vs_needs``:
which days of the plan are moderate or hard on foot and why, and, truthfully, that the operator
confirms what can be adapted. The non-easy days of the plan last shown (an itinerary, a
summary), with its trip id, are kept in ``state.plan_effort`` for the preferences result, which reads
them only when they are the chosen plan's (the custom trip once one is chosen, never its base package).
"""

from __future__ import annotations

from typing import Any, Optional

from agent.safety import mentions
from agent.state import ConversationState
from agent.tools.calls import ToolOutcome
from agent.walk_limit import walk_limit_km

# calculateCustomTrip: the days it adds (relay j18: an added day with steep stairs for bad knees)
PLAN_TOOLS = ("previewBooking", "getTripItinerary", "calculateCustomTrip")
ASKED = "mobility"
HARDER = ("moderate", "hard")
SOME_HARDER = (
    "Tell the traveller before they confirm which days are harder on foot and why. The levels are "
    "DerLg's estimates; whether a day can be adapted (a tuk-tuk instead of a walk, skipping a climb) "
    "the operator confirms before travel: promise nothing yet."
)
ALL_EASY = (
    "Every day of this plan is easy on foot (DerLg's estimate); access (steps, boats, vehicles) is "
    "confirmed by the operator before travel."
)
# a customisation's result holds only the days it adds (relay j40: "every day of this plan is easy"
# was read as the whole plan, which walks 2.5-3 km on other days)
ADDED_EASY = (
    "Every day this change adds is easy on foot (DerLg's estimate); the other days' effort is in "
    "getTripItinerary. Access is confirmed by the operator before travel."
)


def _changed_plan(data: dict[str, Any]) -> Any:
    """A customisation's days: every day of the plan as changed (``days_effort``) when the result has
    them (relay 8: a day added, and the plan's other harder day was dropped), else the added days."""
    changes = data.get("plan_changes")
    if not isinstance(changes, dict):
        return None
    return changes.get("days_effort") or changes.get("added_days")


def whole_plan(data: dict[str, Any]) -> bool:
    changes = data.get("plan_changes")
    return bool(
        data.get("itinerary")
        or data.get("itinerary_days")
        or (isinstance(changes, dict) and changes.get("days_effort"))
    )


def effort_days(data: dict[str, Any], limit_km: Optional[float] = None) -> Optional[list[dict[str, Any]]]:
    """The moderate and hard days of a plan result (its ``itinerary`` or ``itinerary_days``, or
    the days a customisation adds), and any day walking more than the traveller's stated limit (``limit_km``:
    agent.walk_limit): day, level and why; None when the result has no per-day effort."""
    days = data.get("itinerary") or data.get("itinerary_days") or _changed_plan(data)
    if not isinstance(days, list) or not all(isinstance(d, dict) and "effort" in d for d in days) or not days:
        return None
    out = []
    for d in days:
        effort = d["effort"] if isinstance(d["effort"], dict) else {}
        km = effort.get("walking_km")
        over = limit_km is not None and isinstance(km, (int, float)) and km > limit_km
        if effort.get("level") in HARDER or over:
            item = {"day": d.get("day"), "level": effort.get("level"), "walking_km": km}
            if over:
                item["over_walking_limit"] = True  # the traveller's own limit, whatever DerLg's level says
            if effort.get("note"):
                item["why"] = effort["note"]
            out.append(item)
    return out


def walking_limit(state: ConversationState, data: Optional[dict[str, Any]] = None) -> Optional[float]:
    """The walking limit the session's needs (or the result's special requests) state, in km."""
    texts = [state.special_needs, state.booking_special_requests, (data or {}).get("special_requests")]
    limits = [k for t in texts if isinstance(t, str) and (k := walk_limit_km(t)) is not None]
    return min(limits) if limits else None


def session_needs(state: ConversationState, data: Optional[dict[str, Any]] = None) -> bool:
    """Whether the session's special needs (or the result's own special requests) mention mobility."""
    texts = [state.special_needs, state.booking_special_requests, (data or {}).get("special_requests")]
    return any(mentions(ASKED, t if isinstance(t, str) else None) for t in texts)


def plan_vs_needs(
    days: list[dict[str, Any]], added_only: bool = False, limit_km: Optional[float] = None
) -> dict[str, Any]:
    limit = {"walking_limit_km": limit_km} if limit_km is not None else {}
    if not days:
        return {"needs": ASKED, **limit, "harder_days": [], "note": ADDED_EASY if added_only else ALL_EASY}
    return {"needs": ASKED, **limit, "harder_days": days, "note": SOME_HARDER}


def record_plan_effort(state: ConversationState, trip_id: Optional[str], data: dict[str, Any]) -> None:
    """Keep the non-easy days of the plan just shown (itinerary or summary) with its trip id."""
    days = effort_days(data, walking_limit(state, data))
    if days is not None and trip_id:
        state.plan_effort = {"trip_id": trip_id, "harder_days": days}


def chosen_plan_id(state: ConversationState) -> Optional[str]:
    """The plan the traveller has chosen (a custom trip once saved, the quoted trip once previewed), else the
    one they are looking at."""
    quoted = state.booking_quote.trip_id if state.booking_quote else None
    return state.selected_trip_id or quoted or state.viewed_trip_id


def on_chosen_plan(state: ConversationState) -> bool:
    """Whether ``state.plan_effort`` is the chosen plan's: never the base package's days once a variant is
    chosen (a 3-day package's hard day 3 beside a 2-day custom trip that has no day 3)."""
    effort = state.plan_effort
    return effort is not None and effort.get("trip_id") == chosen_plan_id(state)


def note_needs(outcome: ToolOutcome, state: ConversationState) -> ToolOutcome:
    """A plan result (previewBooking, getTripItinerary) with ``plan_vs_needs`` when the session's
    needs mention mobility; an updateTravellerPreferences result that records such a need, with
    the chosen plan's (when one was shown)."""
    data = outcome.result.get("data")
    if not outcome.ok or not isinstance(data, dict):
        return outcome
    if outcome.name in PLAN_TOOLS:
        limit = walking_limit(state, data)
        days = effort_days(data, limit)
        if days is None or not session_needs(state, data):
            return outcome
        added = {**data, "plan_vs_needs": plan_vs_needs(days, added_only=not whole_plan(data), limit_km=limit)}
    elif outcome.name == "updateTravellerPreferences":
        recorded = data.get("recorded") or {}
        needs = recorded.get("special_needs") if isinstance(recorded, dict) else None
        effort = state.plan_effort
        if (
            effort is None
            or not on_chosen_plan(state)
            or not mentions(ASKED, needs if isinstance(needs, str) else None)
        ):
            return outcome
        added = {
            **data,
            "plan_vs_needs": {
                "trip_id": effort["trip_id"],
                **plan_vs_needs(effort["harder_days"], limit_km=walking_limit(state)),
            },
        }
    else:
        return outcome
    return ToolOutcome(tool_use_id=outcome.tool_use_id, name=outcome.name, result={**outcome.result, "data": added})
