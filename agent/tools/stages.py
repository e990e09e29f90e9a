"""Which tools each stage allows.

The table guards tool calls (no createBooking while still discovering): the workflow refuses a
call outside it with a ``NOT_AVAILABLE_NOW`` result. ``tools_for_stage`` gives the same subsets as
schemas, in ``ALL_TOOLS`` order, for model backends that do better with fewer tools.
"""

from __future__ import annotations

from typing import Any, Optional

from agent.state import AgentState
from agent.tools.calls import error_result
from agent.tools.schemas import ALL_TOOLS

# Facts the traveller may ask about at any point of the journey, and the workflow's own tools
# (recording what the traveller says, asking for a stage move) which are always available.
INFO_TOOLS = frozenset(
    {
        "getPlaces",
        "getWeatherForecast",
        "getUpcomingFestivals",
        "getCurrencyRates",
        "estimateBudget",
        "updateTravellerPreferences",
        "requestStageChange",
    }
)

_BROWSE = frozenset({"getTripItinerary", "getTripImages", "getHotelDetails", "compareTrips"})
_CUSTOMIZE = frozenset({"calculateCustomTrip", "customizeTrip", "applyDiscountCode"})
_BOOK = frozenset({"validateUserDetails", "previewBooking", "createBooking"})
_AFTER_BOOKING = frozenset({"checkPaymentStatus", "cancelBooking", "modifyBooking"})
# Paid bookings only (the backend answers NOT_PAID before that)
_AFTER_PAYMENT = frozenset(
    {"previewReschedule", "confirmReschedule", "previewCancellation", "confirmCancellation", "getRefundStatus"}
    | {"generatePaymentQR"}  # the top-up QR of a reschedule that left a balance due (guards.py)
)

STAGE_TOOL_NAMES: dict[AgentState, frozenset[str]] = {
    AgentState.DISCOVERY: INFO_TOOLS | {"getTripSuggestions"},
    AgentState.SUGGESTION: INFO_TOOLS | _BROWSE | {"getTripSuggestions", "previewBooking"},
    # A trip may be booked straight from EXPLORATION (003 §3 stage 3).
    AgentState.EXPLORATION: INFO_TOOLS | _BROWSE | _CUSTOMIZE | _BOOK | {"getTripSuggestions"},
    AgentState.CUSTOMIZATION: INFO_TOOLS | _BROWSE | _CUSTOMIZE | _BOOK | {"getTripSuggestions"},
    # Exploration tools stay so the traveller can go back (change hotel, add something).
    AgentState.BOOKING: INFO_TOOLS | _BROWSE | _CUSTOMIZE | _BOOK,
    AgentState.PAYMENT: INFO_TOOLS
    | _AFTER_BOOKING
    | {"generatePaymentQR", "getTripItinerary", "getTripImages", "getHotelDetails"},
    AgentState.POST_BOOKING: INFO_TOOLS
    | _AFTER_BOOKING
    | _AFTER_PAYMENT
    | {"getTripItinerary", "getTripImages", "getHotelDetails", "getTripSuggestions"},
}


def tool_names_for_stage(stage: AgentState) -> list[str]:
    allowed = STAGE_TOOL_NAMES[AgentState(stage)]
    return [t["name"] for t in ALL_TOOLS if t["name"] in allowed]


def tools_for_stage(stage: AgentState) -> list[dict[str, Any]]:
    """The stage's tool schemas, in ``ALL_TOOLS`` order (the same objects, do not mutate)."""
    allowed = STAGE_TOOL_NAMES[AgentState(stage)]
    return [t for t in ALL_TOOLS if t["name"] in allowed]


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


def stage_refusal(name: str, stage: AgentState, siblings: Optional[list[str]] = None) -> Optional[dict[str, Any]]:
    """Guard for a tool the stage does not allow: a result the model can act on, or None.

    The model is offered every tool on every call (one cacheable tool block for the whole
    journey); this table keeps it from, say, creating a booking while still discovering.
    ``siblings``: the other tool names of the same response (see :data:`STAGE_AFTER`).
    """
    stages = reachable_stages(AgentState(stage), siblings or [])
    if any(name in STAGE_TOOL_NAMES[s] for s in stages):
        return None
    here = AgentState(stage)
    allowed_in = [s.value for s in AgentState if name in STAGE_TOOL_NAMES[s]]
    return error_result(
        "NOT_AVAILABLE_NOW",
        f"{name} is not available in the {here.value} stage (it is available in: {', '.join(allowed_in)}).",
        next_step=_NEXT_STEP[here],
    )
