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

# Facts the traveller may ask about at any point of the journey.
INFO_TOOLS = frozenset({"getPlaces", "getWeatherForecast", "getUpcomingFestivals", "getCurrencyRates", "estimateBudget"})

_BROWSE = frozenset({"getTripItinerary", "getTripImages", "getHotelDetails", "compareTrips"})
_CUSTOMIZE = frozenset({"calculateCustomTrip", "customizeTrip", "applyDiscountCode"})
_BOOK = frozenset({"validateUserDetails", "createBooking"})
_AFTER_BOOKING = frozenset({"checkPaymentStatus", "cancelBooking", "modifyBooking"})
# Paid bookings only (the backend answers NOT_PAID before that)
_AFTER_PAYMENT = frozenset({"previewReschedule", "confirmReschedule", "previewCancellation",
                            "confirmCancellation", "getRefundStatus"})

STAGE_TOOL_NAMES: dict[AgentState, frozenset[str]] = {
    AgentState.DISCOVERY: INFO_TOOLS | {"getTripSuggestions"},
    AgentState.SUGGESTION: INFO_TOOLS | _BROWSE | {"getTripSuggestions"},
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


def stage_refusal(name: str, stage: AgentState) -> Optional[dict[str, Any]]:
    """Guard for a tool the stage does not allow: a result the model can act on, or None.

    The model is offered all 19 tools on every call (one cacheable tool block for the whole
    journey); this table keeps it from, say, creating a booking while still discovering.
    """
    if name not in STAGE_TOOL_NAMES[AgentState(stage)]:
        return error_result(
            "NOT_AVAILABLE_NOW",
            f"{name} is not available in the {AgentState(stage).value} stage; follow the stage "
            "instructions (for example, suggest and select a trip before booking).",
        )
    return None
