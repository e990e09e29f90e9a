"""Tool schemas, input validation (seed properties 9 and 23) and stage tool subsets."""

from __future__ import annotations

import copy
import json
from datetime import UTC, date, datetime
from typing import Any

import pytest
from hypothesis import assume, given, settings, strategies as st

from agent.state import AgentState, ConversationState
from agent.tools.catalog import CATALOG
from agent.tools.local import request_stage_change, requestable_targets
from agent.tools.phone import clean_phone
from agent.tools.schemas import ALL_TOOLS, TOOLS_BY_NAME
from agent.tools.stages import ALWAYS_ON, offered_tools, tools_for_stage
from agent.tools.validation import PHONE_FIELDS, prepare_tool_input, validate_tool_input
from tests.agent.contract_support import at_stage

NOW = datetime(2026, 1, 1, tzinfo=UTC)

# The 19 tools named in seed 000 §9 / 001 §5.
SEED_TOOLS = {
    "getTripSuggestions",
    "getTripItinerary",
    "getTripImages",
    "getHotelDetails",
    "getWeatherForecast",
    "compareTrips",
    "calculateCustomTrip",
    "customizeTrip",
    "applyDiscountCode",
    "validateUserDetails",
    "createBooking",
    "generatePaymentQR",
    "checkPaymentStatus",
    "cancelBooking",
    "modifyBooking",
    "getPlaces",
    "getUpcomingFestivals",
    "estimateBudget",
    "getCurrencyRates",
}

VALID_EXAMPLES: dict[str, dict[str, Any]] = {
    "getTripSuggestions": {
        "mood": "stressed",
        "environment": "BEACH",
        "duration_days": 3,
        "people_count": 2,
        "budget_usd": {"min": 50, "max": 150},
        "departure_city": "Phnom Penh",
    },
    "getTripItinerary": {"trip_id": "trip_001"},
    "getTripImages": {"trip_id": "trip_001"},
    "getHotelDetails": {"hotel_id": "hotel_012"},
    "getWeatherForecast": {"destination": "Kep", "date": "2026-12-20"},
    "compareTrips": {"trip_ids": ["trip_001", "trip_004"]},
    "calculateCustomTrip": {
        "base_trip_id": "trip_001",
        "customizations": [{"type": "add_activity", "details": {"name": "private dinner"}}],
    },
    "customizeTrip": {"trip_id": "trip_001", "customizations": [{"type": "upgrade_hotel"}]},
    "applyDiscountCode": {"code": "WELCOME10", "trip_id": "trip_001"},
    "validateUserDetails": {"name": "Sok Dara", "phone": "+85512345678", "email": "dara@example.com"},
    "createBooking": {"quote_id": "Q-booking-3-1"},
    "previewBooking": {
        "trip_id": "trip_001",
        "travel_date": "2026-12-20",
        "adults": 2,
        "children_ages": [6, 9],
        "pickup_location": "Phnom Penh airport",
    },
    "updateTravellerPreferences": {
        "mood": "family",
        "adults": 2,
        "children_ages": [6],
        "budget_min_usd": 80,
        "budget_max_usd": 120,
        "travel_start_date": "2027-04-12",
    },
    "requestStageChange": {"to_stage": "BOOKING", "reason": "book it", "trip_id": "trip_001"},
    "generatePaymentQR": {"booking_id": "bk_1"},
    "checkPaymentStatus": {"payment_intent_id": "pi_1"},
    "cancelBooking": {"booking_id": "bk_1", "reason": "change of plans"},
    "modifyBooking": {"booking_id": "bk_1", "modifications": {"people_count": 3}},
    "getPlaces": {"category": "temples", "region": "Siem Reap"},
    "getUpcomingFestivals": {"start_date": "2026-04-01", "end_date": "2026-04-30"},
    "estimateBudget": {"trip_type": "standard", "duration_days": 3, "people_count": 2},
    "getCurrencyRates": {"from_currency": "USD", "to_currency": "KHR"},
    "previewReschedule": {"booking_id": "bk_1", "new_travel_date": "2026-12-21", "people_count": 3},
    "confirmReschedule": {"booking_id": "bk_1", "quote_id": "qt_1"},
    "previewCancellation": {"booking_id": "bk_1", "reason": "flight cancelled"},
    "confirmCancellation": {"booking_id": "bk_1", "quote_id": "qt_1"},
    "getRefundStatus": {"booking_id": "bk_1"},
}


AFTER_PAYMENT_TOOLS = {
    "previewReschedule",
    "confirmReschedule",
    "previewCancellation",
    "confirmCancellation",
    "getRefundStatus",
}
WORKFLOW_TOOLS = {"updateTravellerPreferences", "requestStageChange"}  # answered by the workflow itself


def test_nineteen_schemas_matching_the_catalog() -> None:
    names = [t["name"] for t in ALL_TOOLS]
    assert len(set(names)) == len(names)
    assert set(names[:19]) == SEED_TOOLS  # the contract's 19 first, in their order; additions after
    assert SEED_TOOLS | AFTER_PAYMENT_TOOLS | {"previewBooking"} <= set(CATALOG)
    assert set(CATALOG) == set(names) - WORKFLOW_TOOLS  # every other tool is a backend endpoint
    for tool in ALL_TOOLS:
        schema = tool["input_schema"]
        assert tool["description"] and "user_id" not in schema["properties"]
        assert schema["type"] == "object"
        assert set(schema["required"]) <= set(schema["properties"])


@pytest.mark.parametrize("name", sorted(VALID_EXAMPLES))
def test_valid_examples_pass(name: str) -> None:
    assert validate_tool_input(name, VALID_EXAMPLES[name]) is None


def test_unknown_tool() -> None:
    result = validate_tool_input("bookEverything", {})
    assert result["success"] is False and result["error"]["code"] == "UNKNOWN_TOOL"
    assert "bookEverything" in result["error"]["message"]


def test_message_names_the_field_and_problem() -> None:
    bad = dict(VALID_EXAMPLES["previewBooking"], people_count="two")
    message = validate_tool_input("previewBooking", bad)["error"]["message"]
    assert "people_count" in message and "integer" in message
    message = validate_tool_input("createBooking", {})["error"]["message"]
    assert "quote_id" in message and "missing" in message
    message = validate_tool_input("getWeatherForecast", {"destination": "Kep", "date": "2026-02-30"})["error"][
        "message"
    ]
    assert "date" in message and "YYYY-MM-DD" in message


# --- strategies built from the schemas themselves ---------------------------------------------


def value_for(schema: dict[str, Any]) -> st.SearchStrategy[Any]:
    if "enum" in schema:
        return st.sampled_from(schema["enum"])
    kind = schema.get("type")
    if kind == "string":
        if schema.get("format") == "date":
            return st.dates(date(2000, 1, 1), date(2100, 12, 31)).map(date.isoformat)
        if schema.get("format") == "email":
            return st.from_regex(r"\A[a-z]{1,8}@[a-z]{1,8}\.[a-z]{2,4}\Z")
        if "pattern" in schema:
            return st.from_regex(schema["pattern"])
        return st.text(min_size=max(1, schema.get("minLength", 0)), max_size=min(schema.get("maxLength", 20), 20))
    if kind == "integer":
        return st.integers(schema.get("minimum", -1000), schema.get("maximum", 1000))
    if kind == "number":
        return st.floats(schema.get("minimum", -1e6), schema.get("maximum", 1e6), allow_nan=False)
    if kind == "boolean":
        return st.booleans()
    if kind == "array":
        return st.lists(
            value_for(schema.get("items", {"type": "string"})),
            min_size=schema.get("minItems", 0),
            max_size=schema.get("maxItems", 3),
        )
    if kind == "object":
        return object_for(schema)
    return st.none()


@st.composite
def object_for(draw: st.DrawFn, schema: dict[str, Any]) -> dict[str, Any]:
    props = schema.get("properties", {})
    required = schema.get("required", [])
    optional = [p for p in props if p not in required]
    chosen = draw(st.lists(st.sampled_from(optional), unique=True)) if optional else []
    if len(required) + len(chosen) < schema.get("minProperties", 0):
        chosen = optional[: schema["minProperties"]]
    return {name: draw(value_for(props[name])) for name in [*required, *chosen]}


tool_names = st.sampled_from(sorted(TOOLS_BY_NAME))


@st.composite
def valid_inputs(draw: st.DrawFn) -> tuple[str, dict[str, Any]]:
    name = draw(tool_names)
    return name, draw(object_for(TOOLS_BY_NAME[name]["input_schema"]))


WRONG_TYPE = {"string": 42, "integer": "7", "number": "7.5", "boolean": "yes", "array": "a,b", "object": ["x"]}


@st.composite
def invalid_inputs(draw: st.DrawFn) -> tuple[str, dict[str, Any], str]:
    """A valid input with exactly one kind of defect; returns (tool, input, defect)."""
    name, good = draw(valid_inputs())
    schema = TOOLS_BY_NAME[name]["input_schema"]
    props = schema["properties"]
    bad = copy.deepcopy(good)
    defect = draw(st.sampled_from(["drop_required", "wrong_type", "unknown_field", "bad_enum", "out_of_range"]))
    assume(bad)
    if defect == "drop_required":
        assume(schema["required"])
        bad.pop(draw(st.sampled_from(schema["required"])))
    elif defect == "wrong_type":
        field = draw(st.sampled_from(sorted(bad)))
        bad[field] = WRONG_TYPE[props[field]["type"]]
    elif defect == "unknown_field":
        extra = draw(st.from_regex(r"\A[a-z_]{1,12}\Z"))
        assume(extra not in props and extra not in ("user_id", "language"))
        bad[extra] = draw(st.text(max_size=5))
    elif defect == "bad_enum":
        enums = [f for f in bad if "enum" in props[f]]
        assume(enums)
        field = draw(st.sampled_from(enums))
        bad[field] = draw(st.text(max_size=10).filter(lambda v: v not in props[field]["enum"]))
    else:
        bounded = [f for f in bad if "minimum" in props[f] or "maximum" in props[f]]
        assume(bounded)
        field = draw(st.sampled_from(bounded))
        spec = props[field]
        bad[field] = (
            spec["maximum"] + draw(st.integers(1, 50))
            if "maximum" in spec
            else spec["minimum"] - draw(st.integers(1, 50))
        )
    return name, bad, defect


def assert_error_envelope(result: Any, code: str) -> None:
    """Seed property 9: {"success": false, "error": {"code": "...", "message": "..."}}."""
    assert isinstance(result, dict) and result["success"] is False and "data" not in result
    assert set(result) == {"success", "error"}
    assert result["error"]["code"] == code
    assert isinstance(result["error"]["message"], str) and result["error"]["message"].strip()


@settings(max_examples=100, deadline=None)
@given(valid_inputs())
def test_schema_valid_inputs_pass(case: tuple[str, dict[str, Any]]) -> None:
    name, tool_input = case
    assert validate_tool_input(name, tool_input) is None


@settings(max_examples=100, deadline=None)
@given(invalid_inputs())
def test_invalid_inputs_never_pass(case: tuple[str, dict[str, Any], str]) -> None:
    name, bad, defect = case
    result = validate_tool_input(name, bad)
    assert result is not None, f"{defect} accepted for {name}: {bad}"
    assert_error_envelope(result, "INVALID_INPUT")
    assert name in result["error"]["message"]


@settings(max_examples=100, deadline=None)
@given(valid_inputs(), st.text(min_size=1, max_size=20), st.sampled_from(["EN", "KH", "ZH"]))
def test_user_id_is_stripped_and_language_injected(case: tuple[str, dict[str, Any]], user_id: str, lang: str) -> None:
    name, tool_input = case
    # a blank phone (" ") passes the schema's minLength but is nothing once cleaned: not a valid input
    assume(all(clean_phone(tool_input[k]) for k in PHONE_FIELDS.get(name, ()) if isinstance(tool_input.get(k), str)))
    state = ConversationState.new("s", NOW, user_id="session-user", language=lang)
    model_input = dict(tool_input, user_id=user_id)
    prepared = prepare_tool_input(name, model_input, state)
    assert "user_id" not in prepared
    assert model_input["user_id"] == user_id  # the caller's dict is not modified
    for key, value in tool_input.items():
        assert prepared[key] == (clean_phone(value) if key in PHONE_FIELDS.get(name, ()) else value)
    if name in CATALOG and CATALOG[name].injects_language:
        assert prepared["language"] == tool_input.get("language", lang)
    else:
        assert "language" not in prepared
    assert validate_tool_input(name, prepared) is None


@settings(max_examples=100, deadline=None)
@given(
    tool_names | st.text(max_size=15),
    st.dictionaries(st.text(max_size=8), st.integers() | st.text(max_size=5), max_size=4),
)
def test_every_verdict_is_none_or_an_error_envelope(name: str, tool_input: dict[str, Any]) -> None:
    result = validate_tool_input(name, tool_input)
    if name not in TOOLS_BY_NAME:
        assert_error_envelope(result, "UNKNOWN_TOOL")
    elif result is not None:
        assert_error_envelope(result, "INVALID_INPUT")


# --- stage subsets ----------------------------------------------------------------------------


@pytest.mark.parametrize("stage", list(AgentState))
def test_stage_subsets_keep_catalog_order_and_the_always_on_tools(stage: AgentState) -> None:
    names = [t["name"] for t in tools_for_stage(stage)]
    order = [t["name"] for t in ALL_TOOLS]
    assert names == [n for n in order if n in set(names)]
    assert ALWAYS_ON <= set(names)
    assert tools_for_stage(stage) == tools_for_stage(stage)
    # what the model is offered: the same tools, without the keywords validation alone needs
    offered = offered_tools(stage)
    hidden = {"validateUserDetails"} if stage != AgentState.BOOKING else set()
    if stage == AgentState.PAYMENT:
        hidden.add("requestStageChange")  # every move refused while a booking is live
    assert [t["name"] for t in offered] == [n for n in names if n not in hidden]
    text = json.dumps(offered)
    assert '"language"' not in text and "additionalProperties" not in text and "maxLength" not in text
    assert len(text) < len(json.dumps(tools_for_stage(stage)))
    offered[0]["name"] = "changed"  # a copy: the next call is untouched
    assert offered_tools(stage)[0]["name"] == names[0]


def test_request_stage_change_offers_only_the_moves_the_stage_allows() -> None:
    for stage in AgentState:
        offered = {t["name"]: t for t in offered_tools(stage)}
        targets = requestable_targets(stage)
        if not targets:
            assert "requestStageChange" not in offered
            continue
        enum = offered["requestStageChange"]["input_schema"]["properties"]["to_stage"]["enum"]
        assert enum == targets and stage.value not in enum
        for target in targets:  # each move offered is one the workflow accepts
            state = at_stage(stage)
            state.booking_id = state.payment_intent_id = state.payment_status = None
            if stage == AgentState.POST_BOOKING:  # a new trip once the paid booking was cancelled (issue 41)
                state.payment_status = "CANCELLED"
            result = request_stage_change({"to_stage": target, "trip_id": "trip_1"}, state, NOW)
            assert result["success"], (stage, target, result)


def test_each_stage_pays_only_for_its_own_tools() -> None:
    """Issue 23: no post-payment tool while discovering, no search tool while paying."""
    assert not {t["name"] for t in offered_tools(AgentState.DISCOVERY)} & {"previewCancellation", "createBooking"}
    assert "getTripSuggestions" not in {t["name"] for t in offered_tools(AgentState.PAYMENT)}
    for stage in AgentState:
        assert len(offered_tools(stage)) < len(ALL_TOOLS)


def test_stage_specific_tools() -> None:
    def names(stage: AgentState) -> set[str]:
        return {t["name"] for t in tools_for_stage(stage)}

    discovery = names(AgentState.DISCOVERY)
    assert "getTripSuggestions" in discovery
    assert not discovery & {"createBooking", "generatePaymentQR", "cancelBooking", "modifyBooking"}
    assert {"generatePaymentQR", "checkPaymentStatus", "cancelBooking", "modifyBooking"} <= names(AgentState.PAYMENT)
    assert {
        "validateUserDetails",
        "createBooking",
        "applyDiscountCode",
        "getTripItinerary",
        "getHotelDetails",
    } <= names(AgentState.BOOKING)
    assert "generatePaymentQR" not in names(AgentState.SUGGESTION)
    # booking straight from exploration: previewBooking there, createBooking after the yes in BOOKING
    assert "previewBooking" in names(AgentState.EXPLORATION) and "createBooking" not in names(AgentState.EXPLORATION)


def test_nulls_top_level_optional_is_omitted_nested_is_not() -> None:
    assert validate_tool_input("getPlaces", {"category": "temples", "region": None}) is None
    assert validate_tool_input("getPlaces", {"category": None}) is not None
    bad = {"booking_id": "bk_1", "modifications": {"people_count": None}}
    assert "null" in validate_tool_input("modifyBooking", bad)["error"]["message"]
    state = ConversationState.new("s", NOW)
    assert prepare_tool_input("getPlaces", {"category": "temples", "region": None}, state) == {
        "category": "temples",
        "language": "EN",
    }
