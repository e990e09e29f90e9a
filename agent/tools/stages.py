"""Which tools each stage allows.

The table guards tool calls (no createBooking while still discovering): the workflow refuses a
call outside it with a ``NOT_AVAILABLE_NOW`` result. It is also what a model call is offered
(:func:`offered_tools`): a few tools every stage needs (:data:`ALWAYS_ON`) plus the stage's own,
so no call pays for the schemas of tools its stage cannot use (issue 23).
"""

from __future__ import annotations

import copy
from functools import cache
from typing import Any, Callable, Optional

from agent.state import AgentState
from agent.tools.calls import error_result
from agent.tools.legacy_stages import LEGACY_STAGE_TOOL_NAMES
from agent.tools.local import requestable_targets
from agent.tools.schemas import ALL_TOOLS

# Offered in every stage: recording what the traveller says, asking for a stage move (the
# workflow's own tools), money questions and travel essentials (visas, SIM, temple dress…). Everything else belongs to the stages that need it:
# each tool offered costs input tokens on every model call of that stage (issue 23).
ALWAYS_ON = frozenset({"updateTravellerPreferences", "requestStageChange", "getCurrencyRates", "getTravelEssentials"})
# Asked at any stage: what a place is like (steps, a wheelchair at Angkor Wat, a pharmacy near the
# beach) comes up while customising and booking too (relay 65 req 14 was refused in CUSTOMIZATION).
# Sessions recorded before it refused them there: the workflow asks its patch (``anytime`` below).
ANYTIME = frozenset({"getPlaces"})
# Kept for callers that name the information tools as a group.
INFO_TOOLS = frozenset(
    {"getPlaces", "getWeatherForecast", "getUpcomingFestivals", "getCurrencyRates", "estimateBudget"}
)

_SEARCH = frozenset({"getTripSuggestions"})
_BROWSE = frozenset({"getTripItinerary", "getTripImages", "getHotelDetails", "compareTrips"})
_CUSTOMIZE = frozenset({"calculateCustomTrip", "customizeTrip", "applyDiscountCode"})
_BOOK = frozenset({"validateUserDetails", "previewBooking", "createBooking"})
_AFTER_BOOKING = frozenset({"checkPaymentStatus", "cancelBooking", "modifyBooking"})
# Paid bookings only (the backend answers NOT_PAID before that)
_AFTER_PAYMENT = frozenset(
    {"previewReschedule", "confirmReschedule", "previewCancellation", "confirmCancellation", "getRefundStatus"}
    | {"generatePaymentQR"}  # the top-up QR of a reschedule that left a balance due (guards.py)
    | {"withdrawTopUp", "changePickup", "getHotelDetails"}  # issue 37: undo a top-up, move the pickup, hotels
    | {"withdrawSpecialRequest"}
)
_PLAN = frozenset({"getPlaces", "getWeatherForecast", "getUpcomingFestivals", "estimateBudget"})
# The weather and the festivals of the traveller's dates: asked about while choosing a trip and
# after booking too (a relay traveller asked about festivals in SUGGESTION and was refused).
_SEASON = frozenset({"getWeatherForecast", "getUpcomingFestivals"})

STAGE_TOOL_NAMES: dict[AgentState, frozenset[str]] = {
    AgentState.DISCOVERY: ALWAYS_ON | _SEARCH | _PLAN,
    AgentState.SUGGESTION: ALWAYS_ON
    | _SEARCH
    | {"getTripItinerary", "getTripImages", "compareTrips", "previewBooking", "validateUserDetails", "getPlaces"}
    | _SEASON,
    # A trip may be booked straight from EXPLORATION (003 §3 stage 3): previewBooking moves to
    # BOOKING, where the details are collected and createBooking follows the traveller's yes. Name and
    # phone given with the choice are still accepted here (a sibling of previewBooking), though
    # validateUserDetails is offered only in BOOKING (:data:`_NOT_OFFERED_IN`).
    AgentState.EXPLORATION: ALWAYS_ON
    | _SEARCH
    | _BROWSE
    | _CUSTOMIZE
    | {"previewBooking", "validateUserDetails", "getPlaces"}
    | _SEASON,
    AgentState.CUSTOMIZATION: ALWAYS_ON
    | _SEARCH
    | _CUSTOMIZE
    | {"getTripItinerary", "getHotelDetails", "previewBooking", "validateUserDetails", "getWeatherForecast"},
    # To change the trip the traveller goes back (requestStageChange to EXPLORATION or CUSTOMIZATION).
    # Photos and the weather while the details are asked too (issue 38/39: a question is answered there,
    # never stored as a booking detail).
    AgentState.BOOKING: ALWAYS_ON
    | _BOOK
    | {"applyDiscountCode", "getTripItinerary", "getHotelDetails", "getTripImages"}
    | _SEASON,
    AgentState.PAYMENT: ALWAYS_ON
    | _AFTER_BOOKING
    | {"generatePaymentQR", "getTripItinerary", "withdrawSpecialRequest"},
    AgentState.POST_BOOKING: ALWAYS_ON
    | _AFTER_PAYMENT
    | {"checkPaymentStatus", "getTripItinerary", "getPlaces"}
    | _SEASON,
}

# Schema keywords the model does not need to call a tool well: the workflow validates every call
# against the full schema (agent.tools.validation) and fills ``language`` from the session.
_MODEL_OMITS = frozenset(
    {"additionalProperties", "minLength", "maxLength", "minimum", "maximum", "pattern", "maxItems"} | {"minProperties"}
)


def tool_names_for_stage(stage: AgentState) -> list[str]:
    allowed = STAGE_TOOL_NAMES[AgentState(stage)] | ANYTIME
    return [t["name"] for t in ALL_TOOLS if t["name"] in allowed]


def tools_for_stage(stage: AgentState) -> list[dict[str, Any]]:
    """The stage's tool schemas, in ``ALL_TOOLS`` order (the same objects, do not mutate)."""
    allowed = STAGE_TOOL_NAMES[AgentState(stage)] | ANYTIME
    return [t for t in ALL_TOOLS if t["name"] in allowed]


def _for_model(value: Any) -> Any:
    if isinstance(value, dict):
        out = {k: _for_model(v) for k, v in value.items() if k not in _MODEL_OMITS}
        props = out.get("properties")
        if isinstance(props, dict) and "language" in props:  # the session's language is injected
            out["properties"] = {k: v for k, v in props.items() if k != "language"}
        return out
    if isinstance(value, list):
        return [_for_model(v) for v in value]
    return value


# Fields still accepted (validation, older callers) but not offered, because the workflow fills
# them from the session (agent.tools.guards, agent.tools.search_input): the model records a
# budget as the traveller said it (``budget``), never as a USD range it made up, and records the
# group once with updateTravellerPreferences instead of re-typing it into every call (issue 23).
_GROUP_FIELDS = ("people_count", "adults", "children_ages", "transport")
_NOT_OFFERED: dict[str, tuple[str, ...]] = {
    "updateTravellerPreferences": ("budget_min_usd", "budget_max_usd"),
    "getTripSuggestions": (
        "mood",
        "environment",
        "duration_days",
        "budget_usd",
        "departure_city",
        *_GROUP_FIELDS,
    ),
    "calculateCustomTrip": _GROUP_FIELDS,
    "customizeTrip": _GROUP_FIELDS,
    "previewBooking": _GROUP_FIELDS,
    "getTripItinerary": ("booking_id", "travel_date"),
}


# Once a booking is reserved, what the traveller adds is a special request: dates and group
# change through previewReschedule / modifyBooking, the search fields are history.
_AFTER_RESERVATION: dict[str, tuple[str, ...]] = {"updateTravellerPreferences": ("special_needs",)}
# While booking, the trip is chosen: what the traveller adds is the dates, the group and requests
# (a new kind of trip goes back with requestStageChange).
_WHILE_BOOKING: dict[str, tuple[str, ...]] = {
    "updateTravellerPreferences": (
        "travel_start_date",
        "travel_end_date",
        "people_count",
        "adults",
        "children_ages",
        "transport",
        "special_needs",
    )
}
_ONLY_OFFERED: dict[AgentState, dict[str, tuple[str, ...]]] = {
    AgentState.BOOKING: _WHILE_BOOKING,
    AgentState.PAYMENT: _AFTER_RESERVATION,
    AgentState.POST_BOOKING: _AFTER_RESERVATION,
}
# customizeTrip saves what calculateCustomTrip priced: its customizations are described once there.
_SAME_AS_CALCULATION = {
    "type": "array",
    "items": {"type": "object"},
    "description": "The customizations calculateCustomTrip priced, as sent to it",
}


def _offered_schema(tool: dict[str, Any], stage: Optional[AgentState] = None) -> dict[str, Any]:
    out = _for_model(tool)
    hidden = _NOT_OFFERED.get(tool["name"], ())
    only = _ONLY_OFFERED.get(stage, {}).get(tool["name"]) if stage is not None else None
    schema = out["input_schema"]
    schema["properties"] = {
        k: v for k, v in schema["properties"].items() if k not in hidden and (only is None or k in only)
    }
    schema["required"] = [k for k in schema.get("required", []) if k in schema["properties"]]
    if tool["name"] == "customizeTrip":
        schema["properties"]["customizations"] = copy.deepcopy(_SAME_AS_CALCULATION)
    if tool["name"] == "requestStageChange" and stage is not None:
        schema["properties"]["to_stage"]["enum"] = requestable_targets(stage)  # only the moves it allows
    return out


# Allowed (the guard accepts them, e.g. beside a call that moves the stage) but not offered, so no
# call of the stage pays for their schemas (issue 23): validateUserDetails before BOOKING, where the
# details are collected. requestStageChange is not offered where the stage allows no move (a live
# booking: the stage follows the booking, the stage rules name the booking tools).
_NOT_OFFERED_IN: dict[AgentState, frozenset[str]] = {
    AgentState.SUGGESTION: frozenset({"validateUserDetails"}),
    AgentState.EXPLORATION: frozenset({"validateUserDetails"}),
    AgentState.CUSTOMIZATION: frozenset({"validateUserDetails"}),
}


@cache
def _offered(stage: AgentState) -> tuple[dict[str, Any], ...]:
    hidden = _NOT_OFFERED_IN.get(stage, frozenset()) | (set() if requestable_targets(stage) else {"requestStageChange"})
    return tuple(_offered_schema(t, stage) for t in tools_for_stage(stage) if t["name"] not in hidden)


def offered_tools(stage: AgentState) -> list[dict[str, Any]]:
    """What a model call in ``stage`` is offered: the stage's tools, without the keywords in
    :data:`_MODEL_OMITS` and the injected ``language``. The same list for every session in the
    stage (it is part of the cached prompt prefix); copies, safe to change."""
    return copy.deepcopy(list(_offered(AgentState(stage))))


# Where a successful call takes the journey: sibling calls in the same model response are judged
# against the stages the batch can reach, not only the stage it started in.
STAGE_AFTER: dict[str, AgentState] = {
    "getTripSuggestions": AgentState.SUGGESTION,
    "getTripItinerary": AgentState.EXPLORATION,
    "customizeTrip": AgentState.CUSTOMIZATION,
    "previewBooking": AgentState.BOOKING,
}

_NEXT_STEP: dict[AgentState, str] = {
    AgentState.DISCOVERY: "Collect the missing discovery fields and call getTripSuggestions first.",
    AgentState.SUGGESTION: "Let the traveller look at the options (getTripItinerary, compareTrips) first.",
    AgentState.EXPLORATION: "Let the traveller choose a trip first (previewBooking or requestStageChange with trip_id).",
    AgentState.CUSTOMIZATION: "Finish the customisation, then call previewBooking.",
    AgentState.BOOKING: "Finish the booking steps: previewBooking, the traveller's yes, validateUserDetails, createBooking.",
    AgentState.PAYMENT: "The booking is awaiting payment: help with the payment (generatePaymentQR, checkPaymentStatus).",
    AgentState.POST_BOOKING: "The booking is paid: use the post-booking tools or give the support contact.",
}


def reachable_stages(stage: AgentState, names: list[str]) -> list[AgentState]:
    """The stage itself plus any stage a sibling call in the same response moves to."""
    out = [AgentState(stage)]
    for name in names:
        target = STAGE_AFTER.get(name)
        if target is not None and target not in out and stage not in (AgentState.PAYMENT, AgentState.POST_BOOKING):
            out.append(target)
    return out


def stage_refusal(
    name: str,
    stage: AgentState,
    siblings: Optional[list[str]] = None,
    legacy: bool = False,
    anytime: Callable[[], bool] = lambda: True,
) -> Optional[dict[str, Any]]:
    """Guard for a tool the stage does not allow: a result the model can act on, or None.

    The model is offered only the stage's tools, but a model may still name another one (or a
    sibling call moves the stage first); this table keeps it from, say, creating a booking while
    still discovering.
    ``siblings``: the other tool names of the same response (see :data:`STAGE_AFTER`).
    ``legacy``: judge by the table before issue 23 (sessions recorded with it, on replay).
    ``anytime``: asked only for a tool of :data:`ANYTIME` the stage's own table leaves out, whether it
    runs (the workflow answers with its patch: sessions recorded before refused it).
    """
    table = LEGACY_STAGE_TOOL_NAMES if legacy else STAGE_TOOL_NAMES
    stages = reachable_stages(AgentState(stage), siblings or [])
    if any(name in table[s] for s in stages):
        return None
    if not legacy and name in ANYTIME and anytime():
        return None
    here = AgentState(stage)
    allowed_in = [s.value for s in AgentState if name in table[s]]
    return error_result(
        "NOT_AVAILABLE_NOW",
        f"{name} is not available in the {here.value} stage (it is available in: {', '.join(allowed_in)}).",
        next_step=_NEXT_STEP[here],
    )
