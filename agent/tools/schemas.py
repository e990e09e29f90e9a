"""The tools in Anthropic tool format: the 19 backend tools (seed 000 §9, seed 001 §5) plus the
workflow's own (updateTravellerPreferences, requestStageChange) and previewBooking.

Descriptions say *when* to call. ``user_id`` is deliberately absent from every schema: it is
always taken from the session (seed 001 §7) and injected by the tool activity.
"""

from __future__ import annotations

from typing import Any

from agent.tools.aftercare_schemas import (
    CHANGE_PICKUP,
    PREVIEW_RESCHEDULE,
    WITHDRAW_SPECIAL_REQUEST,
    WITHDRAW_TOP_UP,
)
from agent.tools.custom_schemas import CALCULATE_CUSTOM_TRIP, CUSTOMIZE_TRIP
from agent.tools.schema_parts import CITIZENS, DATE, GROUP, ID, LANG, MOOD, NEED_FIELDS, TRANSPORT, _tool
from agent.tools.workflow_schemas import (
    ADD_BOOKING_REQUEST_BODY,
    CREATE_BOOKING_BODY,
    PREVIEW_BOOKING,
    REQUEST_STAGE_CHANGE,
    UPDATE_TRAVELLER_PREFERENCES,
)
from agent.trip_limits import DURATION_DAYS_MAX, EFFORT_LEVELS

GET_TRIP_SUGGESTIONS = _tool(
    "getTripSuggestions",
    "Search trip packages for the preferences the session recorded (record answers with "
    "updateTravellerPreferences first, the same response is fine) once no discovery field is missing. "
    "Returns 3 options in price tiers.",
    {
        "mood": MOOD,
        "environment": {"type": "string", "enum": ["MOUNTAIN", "BEACH", "CITY", "FOREST", "ISLAND", "TEMPLE"]},
        "duration_days": {"type": "integer", "minimum": 1, "maximum": 30},
        "people_count": {"type": "integer", "minimum": 1, "maximum": 100},
        "budget_usd": {
            "type": "object",
            "description": "Budget per person in USD",
            "properties": {"min": {"type": "number", "minimum": 0}, "max": {"type": "number", "minimum": 0}},
            "required": ["min", "max"],
        },
        "departure_city": {"type": "string", "minLength": 1, "description": "e.g. 'Phnom Penh'"},
        "region": {"type": "string"},  # the destination named (region or place), any language
        **GROUP,
        "transport": TRANSPORT,
        "language": LANG,
    },
    ["mood", "environment", "duration_days", "people_count", "budget_usd", "departure_city"],
)

GET_TRIP_ITINERARY = _tool(
    "getTripItinerary",
    "Day-by-day plan of one trip (viewing is not choosing). A custom trip id, or the booked trip, "
    "gives the plan as booked (changes, pickup, effort, meals with allergens, what to bring).",
    {
        "trip_id": {**ID, "description": "Trip id from getTripSuggestions (or a custom trip id)"},
        "booking_id": {
            **ID,
            "description": "Optional: a booking's id, for its plan as booked (added by the "
            "workflow for the booked trip)",
        },
        "travel_date": {
            **DATE,
            "description": "Optional: the planned start date, for the season in what_to_bring "
            "(added by the workflow from the session's dates)",
        },
    },
    ["trip_id"],
)

GET_TRIP_IMAGES = _tool(
    "getTripImages",
    "Get the photo gallery of a trip. Call when the traveller wants to see pictures.",
    {"trip_id": ID},
    ["trip_id"],
)

GET_HOTEL_DETAILS = _tool(
    "getHotelDetails",
    "One hotel's amenities, photos and reviews (hotel ids come from the itinerary).",
    {"hotel_id": {**ID, "description": "Hotel id from getTripItinerary"}},
    ["hotel_id"],
)

GET_WEATHER_FORECAST = _tool(
    "getWeatherForecast",
    "Weather for a destination on a date: for weather questions, packing advice and before travel.",
    {"destination": {"type": "string", "minLength": 1, "description": "City or region"}, "date": DATE},
    ["destination", "date"],
)

COMPARE_TRIPS = _tool(
    "compareTrips",
    "Compare 2-3 trips side by side (price, duration, highlights, difficulty).",
    {"trip_ids": {"type": "array", "items": ID, "minItems": 2, "maxItems": 3}},
    ["trip_ids"],
)

APPLY_DISCOUNT_CODE = _tool(
    "applyDiscountCode",
    "Check a discount code the traveller gave and return the new total (booking id once booked, "
    "else the chosen trip id).",
    {"code": {"type": "string", "minLength": 1, "maxLength": 40}, "booking_id": ID, "trip_id": ID},
    ["code"],
)

VALIDATE_USER_DETAILS = _tool(
    "validateUserDetails",
    "Check and record the name and/or phone as each is given (again when one changes); returns "
    "field errors to ask about again.",
    {
        "name": {"type": "string", "minLength": 1, "maxLength": 120},
        "phone": {
            "type": "string",
            "minLength": 1,
            "maxLength": 40,
            "description": "As given: a Cambodian number may be local (012 345 678), others need the country code",
        },
        "email": {"type": "string", "format": "email"},
    },
    [],  # each detail on its own; none at all is the backend's INVALID_INPUT
)

CREATE_BOOKING = _tool(
    "createBooking",
    "Reserve a previewBooking quote; the payment hold ends at the result's "
    "reserved_until_local. Only after the traveller's yes to that summary in a later message, "
    "details validated.",
    {
        "quote_id": {**ID, "description": "quote_id from previewBooking"},
        "pickup_location": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200,
            "description": "If given after the summary (it does not change the price)",
        },
        "special_requests": {
            "type": "string",
            "maxLength": 1000,
            "description": "Only what the traveller asked for; added to the summary's",
        },
    },
    ["quote_id"],
)

GENERATE_PAYMENT_QR = _tool(
    "generatePaymentQR",
    "Payment QR for the booking: right after createBooking; again only if the QR does not work "
    "or the payment failed. After a change with a balance_due_usd, the top-up QR (again when it expired).",
    {"booking_id": ID},
    ["booking_id"],
)

CHECK_PAYMENT_STATUS = _tool(
    "checkPaymentStatus",
    "Whether a payment succeeded, is pending or failed ('did my payment go through?').",
    {"payment_intent_id": ID},
    ["payment_intent_id"],
)

CANCEL_BOOKING = _tool(
    "cancelBooking",
    "Cancel a reserved booking that is not paid yet (after payment: previewCancellation). State the "
    "policy first and ask for confirmation.",
    {"booking_id": ID, "reason": {"type": "string", "maxLength": 500}},
    ["booking_id"],
)

MODIFY_BOOKING = _tool(
    "modifyBooking",
    "Change a reserved booking's dates, people count or pickup. Only works before payment (after "
    "payment: previewReschedule).",
    {
        "booking_id": ID,
        "modifications": {
            "type": "object",
            "properties": {
                "travel_date": DATE,
                "end_date": DATE,
                "people_count": {"type": "integer", "minimum": 1, "maximum": 100},
                "pickup_location": {"type": "string", "minLength": 1},
            },
            "minProperties": 1,
            "additionalProperties": False,
        },
    },
    ["booking_id", "modifications"],
)

GET_PLACES = _tool(
    "getPlaces",
    "Places by category and region, including places in no package.",
    {
        "category": {
            "type": "string",
            "enum": ["temples", "beaches", "restaurants", "markets", "museums", "nature", "nightlife"],
        },
        "region": {"type": "string", "description": "Optional region filter, e.g. 'Kampot'"},
        "language": LANG,
    },
    ["category"],
)

GET_UPCOMING_FESTIVALS = _tool(
    "getUpcomingFestivals",
    "Festivals and events in a date range.",
    {"start_date": DATE, "end_date": DATE, "language": LANG},
    ["start_date", "end_date"],
)

ESTIMATE_BUDGET = _tool(
    "estimateBudget",
    "Estimate a budget for a trip type without choosing a trip. Call when the traveller is unsure what budget to give.",
    {
        "trip_type": {"type": "string", "enum": ["budget", "standard", "luxury"]},
        "duration_days": {"type": "integer", "minimum": 1, "maximum": 30},
        "people_count": {"type": "integer", "minimum": 1, "maximum": 100},
        "children_ages": {"type": "array", "items": {"type": "integer"}},
    },
    ["trip_type", "duration_days", "people_count"],
)

GET_CURRENCY_RATES = _tool(
    "getCurrencyRates",
    # the ISO pattern names the codes (the e.g. lists were cut for the rooms input: the token budget)
    "Converts an amount between currencies (ISO codes): never convert by hand.",
    {
        "from_currency": {"type": "string", "pattern": "^[A-Z]{3}$"},
        "to_currency": {"type": "string", "pattern": "^[A-Z]{3}$"},
        "amount": {"type": "number", "minimum": 0},
    },
    ["from_currency", "to_currency"],
)

# ---- after payment (issue 13): anything that moves money is a preview (quote) then a confirmation
CONFIRM_RESCHEDULE = _tool(
    "confirmReschedule",
    "Apply a previewReschedule quote, ONLY after the traveller's yes to its amount in a later "
    "message. A price increase returns a top-up QR.",
    {"booking_id": ID, "quote_id": {**ID, "description": "quote_id from previewReschedule"}},
    ["booking_id", "quote_id"],
)

PREVIEW_CANCELLATION = _tool(
    "previewCancellation",
    "Refund quote for cancelling a PAID booking; changes nothing. purpose 'information' when they only "
    "ask what would come back (a card nothing can confirm: say the figures); 'cancel' (default) when they "
    "ask to cancel: say the policy and refund, and ask (after an information quote, preview again).",
    {
        "booking_id": ID,
        "reason": {"type": "string", "maxLength": 500},
        "purpose": {"type": "string", "enum": ["information", "cancel"], "default": "cancel"},
    },
    ["booking_id"],
)

CONFIRM_CANCELLATION = _tool(
    "confirmCancellation",
    "Cancel a PAID booking with its previewCancellation quote and start the refund, ONLY after "
    "the traveller's yes to the refund in a later message.",
    {"booking_id": ID, "quote_id": {**ID, "description": "quote_id from previewCancellation"}},
    ["booking_id", "quote_id"],
)

GET_REFUND_STATUS = _tool(
    "getRefundStatus",
    "A booking's refunds: amount, status (PENDING, PROCESSING, COMPLETED), expected date.",
    {"booking_id": ID, "refund_id": ID},
    ["booking_id"],
)

# issue 23: what a traveller must know before going, as data with a source, never general knowledge
GET_TRAVEL_ESSENTIALS = _tool(
    "getTravelEssentials",
    # the topics are rule 2's (agent/prompts/templates.py) and the enum's: not said a third time
    "Rule 2's facts by topic (entry rules by passport): only from here, citing source and last_reviewed.",
    {
        "topic": {
            "type": "string",
            "enum": ["entry", "money", "sim", "temple_dress", "tipping", "health", "access", "all"],
        },
        "passport_country": {"type": "string", "pattern": "^[A-Za-z]{2}$", "description": "ISO code, e.g. CN"},
        "language": LANG,
    },
    ["topic"],
)

ALL_TOOLS: list[dict[str, Any]] = [
    GET_TRIP_SUGGESTIONS,
    GET_TRIP_ITINERARY,
    GET_TRIP_IMAGES,
    GET_HOTEL_DETAILS,
    GET_WEATHER_FORECAST,
    COMPARE_TRIPS,
    CALCULATE_CUSTOM_TRIP,
    CUSTOMIZE_TRIP,
    APPLY_DISCOUNT_CODE,
    VALIDATE_USER_DETAILS,
    CREATE_BOOKING,
    GENERATE_PAYMENT_QR,
    CHECK_PAYMENT_STATUS,
    CANCEL_BOOKING,
    MODIFY_BOOKING,
    GET_PLACES,
    GET_UPCOMING_FESTIVALS,
    ESTIMATE_BUDGET,
    GET_CURRENCY_RATES,
    PREVIEW_RESCHEDULE,
    CONFIRM_RESCHEDULE,
    PREVIEW_CANCELLATION,
    CONFIRM_CANCELLATION,
    GET_REFUND_STATUS,
    WITHDRAW_TOP_UP,
    CHANGE_PICKUP,
    WITHDRAW_SPECIAL_REQUEST,
    UPDATE_TRAVELLER_PREFERENCES,
    REQUEST_STAGE_CHANGE,
    PREVIEW_BOOKING,
    GET_TRAVEL_ESSENTIALS,
]

TOOLS_BY_NAME: dict[str, dict[str, Any]] = {t["name"]: t for t in ALL_TOOLS}


def _body_with(tool: dict[str, Any], extra: dict[str, Any]) -> dict[str, Any]:
    """The backend body of a tool: its schema plus fields only the workflow fills (never offered)."""
    schema = tool["input_schema"]
    return {**tool, "input_schema": {**schema, "properties": {**schema["properties"], **extra}}}


# the session's departure city (agent.tools.guards): pickup and transfer as the suggestions said them
_DEPARTURE = {"departure_city": {"type": "string", "minLength": 1, "maxLength": 80}}

BACKEND_BODIES: dict[str, dict[str, Any]] = {
    "createBooking": CREATE_BOOKING_BODY,
    "addBookingRequest": ADD_BOOKING_REQUEST_BODY,  # the workflow's own call (issue 22)
    # a trip its card showed at another length: at that length, with the session's children's prices (card_view)
    "getTripItinerary": _body_with(
        GET_TRIP_ITINERARY,
        {
            **_DEPARTURE,
            **GROUP,
            **NEED_FIELDS,
            "transport": TRANSPORT,
            "lengths": {"type": "object"},
            # the session's citizens and the group they are of: priced without their park pass (guards)
            "people_count": {"type": "integer", "minimum": 1, "maximum": 100},
            "cambodian_citizens": CITIZENS,
        },
    ),
    # a trip its card showed at another length: at that length, its added day within the session's need (card_view)
    "previewBooking": _body_with(PREVIEW_BOOKING, {**_DEPARTURE, **NEED_FIELDS, "lengths": {"type": "object"}}),
    # the session's mobility need: a day they add is within it (agent.tools.need_input)
    "calculateCustomTrip": _body_with(CALCULATE_CUSTOM_TRIP, {**_DEPARTURE, **NEED_FIELDS}),
    "customizeTrip": _body_with(CUSTOMIZE_TRIP, {**_DEPARTURE, **NEED_FIELDS}),
    "previewReschedule": _body_with(PREVIEW_RESCHEDULE, NEED_FIELDS),
    # the session's needs mention mobility: the recommendation is the trip easiest on foot
    # and the traveller's words: a shorter version keeps the days holding what they asked for (sandbox/asked.py)
    # and the session's length range and effort limit (agent/trip_limits.py)
    "getTripSuggestions": _body_with(
        GET_TRIP_SUGGESTIONS,
        {
            **NEED_FIELDS,
            "wanted": {"type": "string", "maxLength": 4000},
            "duration_days_max": DURATION_DAYS_MAX,
            "effort_limit": {"type": "string", "enum": list(EFFORT_LEVELS)},
            "cambodian_citizens": CITIZENS,  # the session's: the cards without their park pass (guards)
        },
    ),
    # a group with children is compared with its prices (the session's group)
    "compareTrips": _body_with(
        COMPARE_TRIPS,
        {
            **_DEPARTURE,
            **GROUP,
            "people_count": {"type": "integer", "minimum": 1},
            "transport": TRANSPORT,
            "lengths": {"type": "object"},  # each trip at the length its card showed (agent/memory.py shown_lengths)
            "cambodian_citizens": CITIZENS,  # the session's: priced as the cards (guards)
        },
    ),
    # the workflow's own read of a paid booking at an unpaid change's deadline (agent.top_up_lapse)
    "getRefundStatus": _body_with(GET_REFUND_STATUS, {"include_booking": {"type": "boolean"}}),
    # the workflow's check before a pickup change is put to the traveller (agent.pickup_consent): nothing changes
    "changePickup": _body_with(CHANGE_PICKUP, {"check_only": {"type": "boolean"}}),
}
TOOL_NAMES: tuple[str, ...] = tuple(TOOLS_BY_NAME)
