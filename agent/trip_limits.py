"""The trip length as a range and the effort on foot the traveller accepts, recorded with
updateTravellerPreferences and searched with (agent/tools/search_input.py, sandbox/suggest_length.py,
sandbox/suggest_effort.py).

- ``duration_days_max``: "4 or 5 days" is ``duration_days`` 4 (the shortest) and ``duration_days_max`` 5 (the
  longest); a trip whose package is inside the range fits at its own length (relay 63 req 4: a 4-day trip
  within the budget marked over it by $3.28 at the 5 days the single field held). Given the other way round
  the two are put in order; a later ``duration_days`` alone is one length again (the range is dropped).
- ``effort_limit``: the most effort on foot a day may ask, for the group's health, age or fitness ("nothing
  strenuous": asthma, bad knees): ``easy`` (only easy days), ``moderate`` (no hard day), ``none`` (no limit
  any more). The search marks a trip whose plan, its added days too, asks more as not fitting and says which
  day (relay 63 req 4: a "challenging" trek and a 5 km steep hill walk suggested to a man with asthma, the
  need only in special_needs' free text). Pure.
"""

from __future__ import annotations

from typing import Any, Optional

from agent.state import ConversationState

EFFORT_LEVELS = ("easy", "moderate")
NO_LIMIT = "none"

DURATION_DAYS = {
    "type": "integer",
    "minimum": 1,
    "maximum": 30,
    "description": "A range ('4 or 5 days'): the shortest here, the longest in duration_days_max",
}
DURATION_DAYS_MAX = {"type": "integer", "minimum": 1, "maximum": 30}
EFFORT_LIMIT = {
    "type": "string",
    "enum": [*EFFORT_LEVELS, NO_LIMIT],
    "description": "Most effort on foot any day may ask, when health, age or fitness limit it ('nothing "
    "strenuous', asthma, bad knees): easy = short flat walks only; moderate = no hard day; none = no limit",
}


def record_limits(inp: dict[str, Any], state: ConversationState) -> dict[str, Any]:
    """Records the length range and the effort limit ``inp`` states (``duration_days`` is recorded already);
    returns what it recorded."""
    recorded: dict[str, Any] = {}
    if "duration_days_max" in inp:
        low = state.duration_days or int(inp["duration_days_max"])
        high = int(inp["duration_days_max"])
        state.duration_days, state.duration_days_max = min(low, high), max(low, high)
        recorded.update(duration_days=state.duration_days, duration_days_max=state.duration_days_max)
    elif "duration_days" in inp and state.duration_days_max is not None:
        state.duration_days_max = None  # one length said again: no range any more
        recorded["duration_days_max"] = None
    if "effort_limit" in inp:
        state.effort_limit = inp["effort_limit"] if inp["effort_limit"] in EFFORT_LEVELS else None
        recorded["effort_limit"] = state.effort_limit or NO_LIMIT
    return recorded


def search_limits(state: ConversationState) -> dict[str, Any]:
    """What the search takes of them: the range's end when it is longer than ``duration_days``, the limit."""
    out: dict[str, Any] = {}
    high: Optional[int] = state.duration_days_max
    if high is not None and state.duration_days is not None and high > state.duration_days:
        out["duration_days_max"] = high
    if state.effort_limit in EFFORT_LEVELS:
        out["effort_limit"] = state.effort_limit
    return out
