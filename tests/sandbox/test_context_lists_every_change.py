"""The session's context lists every customisation the saved custom trip holds, each added or removed day on
its own line and named by the day it became or was (relay 63 req 19: "customizations: add_day:day 3 Dak Dam
waterfall" beside a custom trip and a quote adding days 3 and 4).

For every catalogue trip, any mix of add_day (one item of several days, or several items) and remove_day,
in every language: as many ``add_day`` names as days the saved trip adds, as many ``remove_day`` names as days
it drops, each day the result names named in the context, and the same after a summary of that trip.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from hypothesis import given, strategies as st

from agent.custom_names import day_count
from agent.prompts.context import render_context
from agent.side_effects import apply_side_effects
from agent.state import AgentState, ConversationState
from sandbox.data.trips import TRIPS
from tests.sandbox.support import TRAVEL, Sandbox

NOW = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)
SB = Sandbox()


def _changes(trip: dict[str, Any], draw: Any) -> list[dict[str, Any]]:
    days = trip["duration_days"]
    out: list[dict[str, Any]] = []
    for _ in range(draw(st.integers(1, 2))):
        out.append({"type": "add_day", "details": draw(st.sampled_from([{}, {"days": 2}, {"days": 3}]))})
    if days >= 3 and draw(st.booleans()):
        out.append({"type": "remove_day", "details": {"day": days - 1}})
    return draw(st.permutations(out))


@st.composite
def customised(draw: Any) -> tuple[dict[str, Any], list[dict[str, Any]], str]:
    trip = draw(st.sampled_from(TRIPS))
    return trip, _changes(trip, draw), draw(st.sampled_from(["EN", "KH", "ZH"]))


def _count(names: list[str], kind: str) -> int:
    return sum(1 for n in names if n.split(":")[0] == kind)


@given(customised())
def test_the_context_names_each_day_the_saved_trip_adds_or_drops(case: tuple[Any, ...]) -> None:
    trip, changes, language = case
    body = {"trip_id": trip["id"], "customizations": changes, "people_count": 2}
    data = SB.data("customizeTrip", body, lang=language)
    state = ConversationState.new("s", NOW)
    state.preferred_language = language  # type: ignore[assignment]
    state.state, state.selected_trip_id = AgentState.CUSTOMIZATION, trip["id"]
    apply_side_effects(state, "customizeTrip", body, {"success": True, "data": data}, NOW)
    added = sum(day_count(c) for c in changes if c["type"] == "add_day")
    removed = sum(day_count(c) for c in changes if c["type"] == "remove_day")
    assert data["duration_days"] == trip["duration_days"] + added - removed
    for names in (state.customizations, _after_summary(state, data, language)):
        assert _count(names, "add_day") == added and _count(names, "remove_day") == removed
        context = render_context(state, NOW)
        for day in data.get("added_days", []):
            assert f"add_day:day {day['day']} {day['title']}" in context
        for day in data.get("removed_days", []):
            assert f"remove_day:day {day['day']} {day['title']}" in context


def _after_summary(state: ConversationState, saved: dict[str, Any], language: str) -> list[str]:
    """The context's list once the saved trip is previewed (the summary's trip is the selected one)."""
    body = {"trip_id": saved["custom_trip_id"], "travel_date": TRAVEL, "people_count": 2}
    data = SB.data("previewBooking", body, lang=language)
    apply_side_effects(state, "previewBooking", body, {"success": True, "data": {**data, "quote_id": "Q-1"}}, NOW)
    return state.customizations
