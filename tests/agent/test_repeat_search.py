"""A search that finds the list already on screen says so and draws no second copy of its cards
(agent/repeat_search.py, agent/memory.py record_list, agent/formatter.py); relay j33: "a bit of
culture too" searched the beach again with another mood and the same three cards came back as if
they were a new list."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from agent.formatter import format_frames
from agent.repeat_search import note_same_list
from agent.side_effects import apply_side_effects
from agent.state import AgentState, ConversationState
from agent.tools.calls import ToolOutcome
from tests.sandbox.support import Sandbox, family_beach_search

NOW = datetime(2026, 5, 1, 9, 0, tzinfo=UTC)


def searched(state: ConversationState, sb: Sandbox, body: dict[str, Any], n: int) -> tuple[ToolOutcome, list]:
    """One search as the workflow runs it: the note, the frames of the turn, then the side effects."""
    result = {"success": True, "data": sb.data("getTripSuggestions", body)}
    outcome = note_same_list(ToolOutcome(tool_use_id=f"t{n}", name="getTripSuggestions", result=result), body, state)
    frames = format_frames("Here you are.", [outcome], state)
    apply_side_effects(state, "getTripSuggestions", body, outcome.result, NOW)
    return outcome, frames


def test_the_same_trips_again_are_named_as_the_list_on_screen_without_new_cards() -> None:
    sb = Sandbox()
    state = ConversationState.new("sess-rs", NOW)
    state.state = AgentState.DISCOVERY
    beach = {**family_beach_search(400), "people_count": 3}
    first, frames = searched(state, sb, beach, 1)
    assert "same_trips_as_list" not in first.result["data"] and frames[0]["type"] == "trip_cards"

    culture = {**beach, "mood": "curious"}
    again, frames = searched(state, sb, culture, 2)
    data = again.result["data"]
    assert [t["id"] for t in data["trips"]] == [t["id"] for t in first.result["data"]["trips"]]
    assert data["same_trips_as_list"] == 1
    assert "mood curious" in data["same_trips_note"] and "BEACH" in data["same_trips_note"]
    assert [f["type"] for f in frames] == ["text"] and frames[0]["text"] == "Here you are."
    # the session's wishes follow the search; a third identical search names the newest list
    assert state.mood == "curious" and state.memory.current_list == 2
    third, frames = searched(state, sb, culture, 3)
    assert third.result["data"]["same_trips_as_list"] == 2 and [f["type"] for f in frames] == ["text"]


def test_other_prices_or_other_trips_are_a_new_list_with_cards() -> None:
    sb = Sandbox()
    state = ConversationState.new("sess-rs2", NOW)
    state.state = AgentState.DISCOVERY
    beach = {**family_beach_search(400), "people_count": 3}
    searched(state, sb, beach, 1)
    bigger, frames = searched(state, sb, {**beach, "people_count": 5}, 2)  # the same trips, other totals
    assert "same_trips_as_list" not in bigger.result["data"] and frames[0]["type"] == "trip_cards"
    mountains, frames = searched(state, sb, {**beach, "people_count": 5, "environment": "MOUNTAIN"}, 3)
    assert "same_trips_as_list" not in mountains.result["data"] and frames[0]["type"] == "trip_cards"
    assert [s.number for s in state.memory.lists] == [1, 2, 3]
    # back on the beach list (5 people): not the list on screen (mountains), so a list of its own again
    back, frames = searched(state, sb, {**beach, "people_count": 5}, 4)
    assert "same_trips_as_list" not in back.result["data"] and frames[0]["type"] == "trip_cards"


def test_the_same_trips_with_another_fit_are_drawn_again() -> None:
    """Relay j38: 2 days, then 3 days: the same three trips at the same prices came back, but the
    cheapest no longer fit the budget (at 2 days it did, shortened); the cards on screen said it
    fit. A list whose fit differs is drawn again (the page dims the earlier one)."""
    sb = Sandbox()
    state = ConversationState.new("sess-rs3", NOW)
    state.state = AgentState.DISCOVERY
    body = {**family_beach_search(122), "mood": "curious", "environment": "MOUNTAIN", "duration_days": 2}
    body.update(people_count=6, budget_usd={"min": 0, "max": 122})
    two, _ = searched(state, sb, body, 1)
    three, frames = searched(state, sb, {**body, "duration_days": 3}, 2)
    ids = [t["id"] for t in three.result["data"]["trips"]]
    assert ids == [t["id"] for t in two.result["data"]["trips"]]
    fits = [(t["fits_request"], t["does_not_fit"]) for t in three.result["data"]["trips"]]
    assert fits != [(t["fits_request"], t["does_not_fit"]) for t in two.result["data"]["trips"]]
    assert "same_trips_as_list" not in three.result["data"] and frames[0]["type"] == "trip_cards"
