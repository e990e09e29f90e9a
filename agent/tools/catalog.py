"""Where each tool lives on the backend and how the tool layer treats it.

Every endpoint is ``POST {BACKEND_URL}/v1/ai-tools/<path>`` with a JSON body and answers the
contract envelope ``{"success": true, "data": {...}}`` / ``{"success": false, "error": {...}}``.
"""

from __future__ import annotations

from dataclasses import dataclass

API_PREFIX = "/v1/ai-tools"


@dataclass(frozen=True)
class ToolSpec:
    name: str
    path: str  # under API_PREFIX
    # session fields injected by the tool layer, never taken from the model
    injects_user_id: bool = False
    injects_language: bool = False
    # results may be cached briefly (weather, currency, places)
    cache_ttl_seconds: int = 0
    # creates something on the backend: must carry an Idempotency-Key
    mutating: bool = False


CATALOG: dict[str, ToolSpec] = {
    s.name: s
    for s in (
        ToolSpec("getTripSuggestions", "/trips/suggest", injects_language=True),
        ToolSpec("getTripItinerary", "/trips/itinerary", injects_language=True),
        ToolSpec("getTripImages", "/trips/images"),
        ToolSpec("getHotelDetails", "/hotels/details", injects_language=True),
        ToolSpec("getWeatherForecast", "/weather/forecast", cache_ttl_seconds=3600),
        ToolSpec("compareTrips", "/trips/compare", injects_language=True),
        ToolSpec("calculateCustomTrip", "/trips/calculate"),
        ToolSpec("customizeTrip", "/trips/customize", injects_user_id=True, mutating=True),
        ToolSpec("applyDiscountCode", "/discounts/apply", injects_user_id=True),
        ToolSpec("validateUserDetails", "/users/validate"),
        ToolSpec("createBooking", "/bookings/create", injects_user_id=True, mutating=True),
        ToolSpec("generatePaymentQR", "/payments/qr", injects_user_id=True, mutating=True),
        ToolSpec("checkPaymentStatus", "/payments/status"),
        ToolSpec("cancelBooking", "/bookings/cancel", injects_user_id=True, mutating=True),
        ToolSpec("modifyBooking", "/bookings/modify", injects_user_id=True, mutating=True),
        ToolSpec("getPlaces", "/places", injects_language=True, cache_ttl_seconds=3600),
        ToolSpec("getUpcomingFestivals", "/festivals/upcoming", injects_language=True),
        ToolSpec("estimateBudget", "/budget/estimate"),
        ToolSpec("getCurrencyRates", "/currency/rates", cache_ttl_seconds=600),
        # After payment (issue 13): a preview states the money, a confirmation carries its quote id.
        ToolSpec("previewReschedule", "/bookings/reschedule/preview", injects_user_id=True),
        ToolSpec("confirmReschedule", "/bookings/reschedule/confirm", injects_user_id=True, mutating=True),
        ToolSpec("previewCancellation", "/bookings/cancellation/preview", injects_user_id=True),
        ToolSpec("confirmCancellation", "/bookings/cancellation/confirm", injects_user_id=True, mutating=True),
        ToolSpec("getRefundStatus", "/bookings/refunds/status", injects_user_id=True),
        # issue 37: undo a change whose top-up is not paid; move the pickup of a booking
        ToolSpec("withdrawTopUp", "/bookings/top-up/withdraw", injects_user_id=True, mutating=True),
        ToolSpec("changePickup", "/bookings/pickup/change", injects_user_id=True, injects_language=True, mutating=True),
        ToolSpec("withdrawSpecialRequest", "/bookings/special-requests/withdraw", injects_user_id=True, mutating=True),
        # added with the booking summary step (the workflow requires it before createBooking)
        ToolSpec("previewBooking", "/bookings/preview", injects_user_id=True, injects_language=True),
        # issue 23: entry rules, money, SIM, temple dress, tipping, each with its official source
        ToolSpec("getTravelEssentials", "/essentials", injects_language=True, cache_ttl_seconds=3600),
    )
}


# Endpoints the workflow calls on its own, never offered to the model (issue 22: a special request
# stated after createBooking is added to the booking; agent/tools/late_requests.py).
WORKFLOW_CALLS: dict[str, ToolSpec] = {
    s.name: s
    for s in (
        ToolSpec(
            "addBookingRequest",
            "/bookings/special-requests",
            injects_user_id=True,
            injects_language=True,
            mutating=True,
        ),
    )
}
ENDPOINTS: dict[str, ToolSpec] = {**CATALOG, **WORKFLOW_CALLS}


def endpoint_path(tool_name: str) -> str:
    return API_PREFIX + ENDPOINTS[tool_name].path
