"""A search that finds the list already on screen says so (relay j33).

"Could we see something with a bit of culture too?" searched the beach again with another mood:
the same three trips came back at the same prices, with no word that the change changed nothing,
and the page drew the same cards again as if they were a new list. Now such a result carries
``same_trips_as_list`` (the number of the list on screen) and a note naming what the new search
changed; the page draws no new cards (agent.formatter).

Pure: workflow code calls :func:`note_same_list` on each search outcome before the side effects.
"""

from __future__ import annotations

from typing import Any, Optional

from agent.memory import SEARCH_WISHES, ShownList, WorkingMemory, same_trips
from agent.state import ConversationState
from agent.tools.calls import ToolOutcome

SEARCH_TOOL = "getTripSuggestions"
# Issue 38: every trip was shown twice (a text list, then the same cards). A search whose trips
# are drawn as cards says so to the model, with what to write instead (agent.tools.guidance).
CARDS_ON_SCREEN = (
    "These trips are on the traveller's screen as cards below your text (photo, name, tier, prices, "
    "days, highlights, a Choose button): write one short sentence to introduce "
    "them (with what does not fit the request, in a few words) and ask what they would like to see; "
    "do not list the trips, their prices or highlights again. A trip's card_days is the length its card shows "
    "(with to_match_duration's prices)."
)


def draws_cards(data: dict[str, Any]) -> bool:
    """A search result whose trips the page draws as cards (not the list already on screen)."""
    trips = data.get("trips")
    return isinstance(trips, list) and bool(trips) and not data.get("same_trips_as_list")


def repeated_list(memory: WorkingMemory, data: dict[str, Any]) -> Optional[ShownList]:
    """The list on screen when ``data`` (a search result) shows exactly its trips at its prices."""
    current = memory.current()
    return current if current is not None and same_trips(current, data) else None


def note_same_list(outcome: ToolOutcome, searched: dict[str, Any], state: ConversationState) -> ToolOutcome:
    """``outcome`` with ``same_trips_as_list`` and ``same_trips_note`` when the search (with
    ``searched``, the input sent) found the list already shown; otherwise unchanged."""
    data = outcome.result.get("data")
    if outcome.name != SEARCH_TOOL or not outcome.ok or not isinstance(data, dict):
        return outcome
    shown = repeated_list(state.memory, data)
    if shown is None:
        return outcome
    changed = [
        f"{key} {searched[key]}"
        for key in SEARCH_WISHES
        if searched.get(key) is not None and shown.searched.get(key) != searched[key]
    ]
    what = " and ".join(changed) or "this search"
    kind = searched.get("environment") or shown.searched.get("environment") or "same kind of"
    note = (
        f"The same trips at the same prices as list {shown.number}, already on screen (no new cards are drawn): "
        f"{what} changes none of the {kind} trips on offer. Say so plainly, with what fits_request / "
        "does_not_fit now say; a different kind of trip needs another environment."
    )
    data = {**data, "same_trips_as_list": shown.number, "same_trips_note": note}
    return ToolOutcome(tool_use_id=outcome.tool_use_id, name=outcome.name, result={**outcome.result, "data": data})
