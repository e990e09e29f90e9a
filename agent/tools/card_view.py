"""getTripItinerary of a trip a suggestion card showed: as the card showed it (agent/tools/guards.py)."""

from __future__ import annotations

from typing import Any

from agent.memory import shown_lengths
from agent.state import ConversationState


def at_card(inp: dict[str, Any], state: ConversationState) -> dict[str, Any]:
    """A trip as its suggestion card showed it (relay 57 req 13: the card's 4 days at $232.20, the itinerary the
    2-day package at $129): at the card's length (agent/memory.py ``shown_lengths``) and, for a group with
    children, with their prices, as compareTrips compares it."""
    if "lengths" not in inp and (lengths := shown_lengths(state.memory, [inp.get("trip_id")])):
        inp = {**inp, "lengths": lengths}
    if not state.children_ages or state.adults is None or "children_ages" in inp:
        return inp
    return {**inp, "adults": state.adults, "children_ages": list(state.children_ages)}
