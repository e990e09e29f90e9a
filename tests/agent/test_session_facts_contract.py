"""Every session fact the workflow adds to a tool's input is one the backend accepts (issue 41).

The bug: once a mobility need was recorded ("no stairs"), every getTripSuggestions was refused
with "unknown field 'mobility_need' ... fix these fields", although the model sent no fields: the
workflow's own addition was checked against the schema the model is offered.

For every fact updateTravellerPreferences can record (each alone, then all together, and the
special needs the workflow reads: mobility, allergy, medical) and every backend tool, called
with a valid input in a stage that allows it: the workflow never refuses the call for a field
the model did not send, and what goes to the backend validates against the backend's body.
"""

from __future__ import annotations

from typing import Any

import pytest

from agent.state import AgentState
from agent.tools.dispatch import prepare_remote
from agent.tools.local import update_traveller_preferences
from agent.tools.schemas import TOOLS_BY_NAME
from agent.tools.stages import STAGE_TOOL_NAMES
from agent.tools.validation import validate_tool_input
from agent.tools.workflow_schemas import UPDATE_TRAVELLER_PREFERENCES
from tests.agent.contract_support import NOW, at_stage

FACT_SAMPLES: dict[str, Any] = {
    "mood": "family",
    "environment": "TEMPLE",
    "duration_days": 4,
    "duration_days_max": 5,
    "people_count": 4,
    "adults": 2,
    "children_ages": [6, 13],
    "budget_min_usd": 80,
    "budget_max_usd": 200,
    "budget": {"words": "about 300 dollars each", "kind": "about", "amount": 300, "currency": "USD", "per": "person"},
    "departure_city": "Siem Reap",
    "travel_start_date": "2026-12-20",
    "travel_end_date": "2026-12-23",
    "transport": "self_drive",
    "special_needs": "no stairs, I use a wheelchair",
    "effort_limit": "easy",
    "cambodian_citizens": 2,
}
NEEDS = ["no stairs, I use a wheelchair", "severe peanut allergy", "I am diabetic and need insulin cold"]
FACT_FIELDS = list(UPDATE_TRAVELLER_PREFERENCES["input_schema"]["properties"])
FACTS: list[tuple[str, dict[str, Any]]] = [
    *[(field, {field: FACT_SAMPLES[field]}) for field in FACT_FIELDS if field != "budget_max_usd"],
    *[(f"special_needs={need!r}", {"special_needs": need}) for need in NEEDS],
    ("every fact", {k: v for k, v in FACT_SAMPLES.items() if k not in ("budget_min_usd", "budget_max_usd")}),
]
# budget_min_usd is recorded with its max (one fact): see the budget_min_usd row
FACTS = [(label, {**fact, "budget_max_usd": 200} if "budget_min_usd" in fact else fact) for label, fact in FACTS]

VALUES: dict[str, Any] = {
    "phone": "+85512345678",
    "name": "Sokha Chan",
    "email": "sokha@example.com",
    "from_currency": "USD",
    "to_currency": "KHR",
    "trip_ids": ["trip_1", "trip_2"],
    "code": "WELCOME10",
    "destination": "Siem Reap",
    "modifications": {"pickup_location": "Riverside Hotel"},
}


def sample(schema: dict[str, Any], key: str = "") -> Any:
    """A small valid value for ``schema`` (required fields only)."""
    if key in VALUES:
        return VALUES[key]
    if "enum" in schema:
        return schema["enum"][0]
    kind = schema.get("type")
    if kind == "object":
        props = schema.get("properties", {})
        return {k: sample(props[k], k) for k in schema.get("required", [])}
    if kind == "array":
        return [sample(schema.get("items", {}), key) for _ in range(max(1, schema.get("minItems", 1)))]
    if kind == "integer" or kind == "number":
        return max(1, schema.get("minimum", 1))
    if kind == "boolean":
        return True
    return "2026-12-20" if schema.get("format") == "date" else f"{key or 'x'}_1"


REMOTE_TOOLS = [n for n in TOOLS_BY_NAME if n not in ("updateTravellerPreferences", "requestStageChange")]


def model_input(name: str) -> dict[str, Any]:
    """getTripSuggestions as the model calls it (no fields: the session fills them); others minimal."""
    return {} if name == "getTripSuggestions" else sample(TOOLS_BY_NAME[name]["input_schema"])


def stage_for(name: str) -> AgentState:
    return next(stage for stage in AgentState if name in STAGE_TOOL_NAMES[stage])


@pytest.mark.parametrize("name", REMOTE_TOOLS)
def test_the_sample_inputs_are_valid(name):
    if name != "getTripSuggestions":
        assert validate_tool_input(name, model_input(name)) is None


def test_every_recordable_fact_is_covered():
    assert set(FACT_FIELDS) <= set(FACT_SAMPLES)


@pytest.mark.parametrize("label,fact", FACTS, ids=[label for label, _ in FACTS])
@pytest.mark.parametrize("name", REMOTE_TOOLS)
def test_no_recorded_fact_breaks_a_tool_call(name, label, fact):
    state = at_stage(AgentState.DISCOVERY)
    recorded = update_traveller_preferences(dict(fact), state, NOW)
    assert recorded.get("success") is not False, recorded  # the fact itself is recordable
    state.state = stage_for(name)
    given = model_input(name)
    refused, backend_input = prepare_remote(state, name, given, [name])
    if refused is not None:
        error = refused["error"]
        named = set(error.get("fields") or []) | set((error.get("details") or {}).get("fields") or [])
        text = error["message"] + " " + " ".join(map(str, named))
        assert error["code"] != "INVALID_INPUT" or all(f"'{k}'" not in text for k in backend_fields(name, given)), (
            f"{name} refused for a field the model did not send: {error}"
        )
        return
    assert validate_tool_input(name, backend_input, backend=True) is None, (
        f"{name} after recording {label}: the backend body does not accept {sorted(set(backend_input) - set(given))}"
    )


def backend_fields(name: str, given: dict[str, Any]) -> set[str]:
    """Fields the workflow may add that the model did not send."""
    return {
        "mobility_need",
        "departure_city",
        "people_count",
        "adults",
        "children_ages",
        "transport",
        "language",
    } - set(given)


def test_a_recorded_mobility_need_reaches_the_search():
    state = at_stage(AgentState.DISCOVERY)
    update_traveller_preferences({"special_needs": "no stairs please"}, state, NOW)
    refused, backend_input = prepare_remote(state, "getTripSuggestions", {}, ["getTripSuggestions"])
    assert refused is None and backend_input["mobility_need"] is True


def test_the_model_still_cannot_send_a_workflow_only_field():
    state = at_stage(AgentState.DISCOVERY)
    refused, _ = prepare_remote(state, "getTripSuggestions", {"mobility_need": True}, ["getTripSuggestions"])
    assert refused is not None and "mobility_need" in refused["error"]["message"]
