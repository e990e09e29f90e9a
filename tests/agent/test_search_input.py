"""getTripSuggestions takes what it leaves out from the session (issue 23, agent.tools.search_input)."""

from __future__ import annotations

from agent.state import AgentState, ConversationState
from agent.tools.dispatch import prepare_remote
from agent.tools.search_input import needs_session, search_from_session
from agent.tools.stages import offered_tools
from tests.agent.contract_support import new_state

RECORDED = {
    "mood": "stressed",
    "environment": "BEACH",
    "duration_days": 3,
    "people_count": 2,
    "budget_min_usd": 100.0,
    "budget_max_usd": 150.0,
    "departure_city": "Phnom Penh",
}


def _recorded(**extra: object) -> ConversationState:
    return new_state(**{**RECORDED, **extra})


def test_an_empty_search_takes_every_discovery_field_and_the_group_from_the_session() -> None:
    state = _recorded(adults=1, children_ages=[7], people_count=2, transport="self_drive")
    refused, body = search_from_session({}, state)
    assert refused is None
    assert body == {
        "mood": "stressed",
        "environment": "BEACH",
        "duration_days": 3,
        "people_count": 2,
        "budget_usd": {"min": 100.0, "max": 150.0},
        "departure_city": "Phnom Penh",
        "adults": 1,
        "children_ages": [7],
        "transport": "self_drive",
    }


def test_a_field_the_model_passes_wins_over_the_session() -> None:
    refused, body = search_from_session({"environment": "MOUNTAIN", "duration_days": None}, _recorded())
    assert refused is None and body["environment"] == "MOUNTAIN" and body["duration_days"] == 3


def test_a_field_nobody_recorded_is_refused_with_what_to_ask() -> None:
    state = _recorded(budget_min_usd=None, departure_city=None)
    refused, body = search_from_session({}, state)
    assert body == {} and refused is not None and refused["success"] is False
    error = refused["error"]
    assert error["code"] == "MISSING_PREFERENCES"
    assert error["details"]["missing"] == ["budget", "departure_city"]
    assert "budget" in error["next_step"] and "updateTravellerPreferences" in error["next_step"]


def test_a_full_search_is_left_alone_and_only_an_incomplete_one_asks_the_session() -> None:
    full = search_from_session({}, _recorded())[1]
    assert not needs_session(full) and needs_session({"environment": "BEACH"})


def test_the_search_goes_to_the_backend_filled_and_unfilled_when_the_run_predates_it() -> None:
    state = _recorded()
    refused, body = prepare_remote(state, "getTripSuggestions", {}, ["getTripSuggestions"])
    assert refused is None and body["budget_usd"] == {"min": 100.0, "max": 150.0} and body["language"] == "EN"
    # a run recorded before the patch: the old answer (invalid input, nothing scheduled)
    refused, body = prepare_remote(
        state, "getTripSuggestions", {}, ["getTripSuggestions"], search_from_session=lambda: False
    )
    assert refused is not None and refused["error"]["code"] == "INVALID_INPUT" and body == {}


def test_the_search_is_offered_without_parameters_and_the_group_is_not_retyped() -> None:
    offered = {t["name"]: t["input_schema"] for t in offered_tools(AgentState.EXPLORATION)}
    # only the region the traveller named (not a session field); everything else comes from the session
    assert offered["getTripSuggestions"]["properties"] == {"region": {"type": "string"}}
    assert offered["getTripSuggestions"]["required"] == []
    for name in ("calculateCustomTrip", "customizeTrip", "previewBooking"):
        assert not {"people_count", "adults", "children_ages", "transport"} & set(offered[name]["properties"])
    assert set(offered["getTripItinerary"]["properties"]) == {"trip_id"}


def test_a_mobility_need_asks_for_the_trip_easiest_on_foot() -> None:
    """Relay j27: the grandmother's cane was recorded, and the search recommended a bicycle tour."""
    from agent.tools.validation import validate_tool_input

    refused, body = search_from_session({}, _recorded(special_needs="母亲72岁，需拄拐杖，少走路"))
    assert refused is None and body["mobility_need"] is True
    assert validate_tool_input("getTripSuggestions", body, backend=True) is None
    _, plain = search_from_session({}, _recorded(special_needs="vegetarian"))
    assert "mobility_need" not in plain
    offered = {t["name"]: t["input_schema"] for t in offered_tools(AgentState.DISCOVERY)}
    assert set(offered["getTripSuggestions"]["properties"]) == {"region"}  # the workflow fills the rest
