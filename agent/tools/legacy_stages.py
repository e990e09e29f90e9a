"""The stage guard table before issue 23, for sessions recorded with it (replay).

Issue 23 narrowed what each stage allows to what it offers (agent/tools/stages.py). Whether a call
is refused or run decides whether an activity is scheduled, so histories recorded before the
``stage-tools-issue-23`` patch replay with this table (workflows/turn.py).
"""

from __future__ import annotations

from agent.state import AgentState

_INFO = frozenset(
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
_AFTER_PAYMENT = frozenset(
    {"previewReschedule", "confirmReschedule", "previewCancellation", "confirmCancellation", "getRefundStatus"}
)
_SHOW = frozenset({"getTripItinerary", "getTripImages", "getHotelDetails"})

LEGACY_STAGE_TOOL_NAMES: dict[AgentState, frozenset[str]] = {
    AgentState.DISCOVERY: _INFO | {"getTripSuggestions"},
    AgentState.SUGGESTION: _INFO | _BROWSE | {"getTripSuggestions", "previewBooking"},
    AgentState.EXPLORATION: _INFO | _BROWSE | _CUSTOMIZE | _BOOK | {"getTripSuggestions"},
    AgentState.CUSTOMIZATION: _INFO | _BROWSE | _CUSTOMIZE | _BOOK | {"getTripSuggestions"},
    AgentState.BOOKING: _INFO | _BROWSE | _CUSTOMIZE | _BOOK,
    AgentState.PAYMENT: _INFO | _AFTER_BOOKING | _SHOW | {"generatePaymentQR"},
    AgentState.POST_BOOKING: _INFO | _AFTER_BOOKING | _AFTER_PAYMENT | _SHOW | {"getTripSuggestions"},
}
