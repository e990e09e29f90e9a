"""The traveller's length range and effort limit are typed session facts the model records and the search takes
(relay 63 req 3: "4 or 5 days" and "nothing very strenuous" for a brother with asthma had no field: the model
recorded 5 days and put the rest in special_needs' free text, which the search never read).

- updateTravellerPreferences offers ``duration_days_max`` and ``effort_limit``, each documented in the schema the
  model reads; a range given either way round is recorded in order (``duration_days`` the shortest), a later
  ``duration_days`` alone is one length again, ``effort_limit`` "none" lifts the limit;
- the session context shows both, and getTripSuggestions called with no input sends both to the backend (a range
  only when it is longer than one day), which accepts them;
- easy days only is a need every call that adds a day carries (the itinerary of a card shows the days the card
  added).
"""

from __future__ import annotations

from typing import Any, Optional

from hypothesis import given, strategies as st

from agent.prompts.context import render_context
from agent.state import AgentState
from agent.tools.dispatch import prepare_remote, run_local
from agent.tools.need_input import session_need
from agent.tools.stages import offered_tools
from tests.agent.contract_support import NOW, new_state

SEARCHABLE = dict(mood="family", environment="FOREST", departure_city="Phnom Penh", people_count=4, adults=4)


def record(state: Any, **inp: Any) -> dict[str, Any]:
    return run_local(state, "t1", "updateTravellerPreferences", inp, ["updateTravellerPreferences"], NOW).result


def searched(state: Any) -> dict[str, Any]:
    state.budget_min_usd, state.budget_max_usd = 100.0, 500.0
    refused, body = prepare_remote(state, "getTripSuggestions", {}, ["getTripSuggestions"])
    assert refused is None, refused
    return body


def test_the_model_reads_both_fields_in_the_schema() -> None:
    tool = next(t for t in offered_tools(AgentState.DISCOVERY) if t["name"] == "updateTravellerPreferences")
    props = tool["input_schema"]["properties"]
    assert "duration_days_max" in props and "duration_days_max" in props["duration_days"]["description"]
    assert props["effort_limit"]["enum"] == ["easy", "moderate", "none"]
    assert "strenuous" in props["effort_limit"]["description"]


@given(first=st.integers(1, 30), second=st.integers(1, 30))
def test_a_range_is_recorded_in_order_and_searched(first: int, second: int) -> None:
    state = new_state(**SEARCHABLE)
    result = record(state, duration_days=first, duration_days_max=second)
    assert result["success"]
    low, high = min(first, second), max(first, second)
    assert (state.duration_days, state.duration_days_max) == (low, high)
    body = searched(state)
    assert body["duration_days"] == low
    assert body.get("duration_days_max") == (high if high > low else None)
    assert f"- duration_days_max: {high}" in render_context(state, NOW)
    record(state, duration_days=second)  # one length said again
    assert state.duration_days == second and state.duration_days_max is None
    assert "duration_days_max" not in searched(state)


@given(level=st.sampled_from(["easy", "moderate", "none"]), later=st.sampled_from([None, "easy", "moderate", "none"]))
def test_the_effort_limit_is_recorded_and_searched(level: str, later: Optional[str]) -> None:
    state = new_state(**SEARCHABLE, duration_days=4)
    assert record(state, effort_limit=level)["data"]["recorded"]["effort_limit"] == level
    if later is not None:
        record(state, effort_limit=later)
    now = later or level
    expected = None if now == "none" else now
    assert state.effort_limit == expected
    assert searched(state).get("effort_limit") == expected
    assert (f"- effort_limit: {expected}" in render_context(state, NOW)) == (expected is not None)
    assert session_need(state).get("mobility_need") == (True if expected == "easy" else None)
