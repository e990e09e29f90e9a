"""The tools in Anthropic tool format: the 19 backend tools (seed 000 §9, seed 001 §5) plus the
workflow's own (updateTravellerPreferences, requestStageChange) and previewBooking.

Descriptions say *when* to call. ``user_id`` is deliberately absent from every schema: it is
always taken from the session (seed 001 §7) and injected by the tool activity.
"""

from __future__ import annotations

from typing import Any

from agent.tools.schema_parts import DATE, GROUP, ID, LANG, MOOD, TRANSPORT, _tool
from agent.tools.workflow_schemas import (
    CREATE_BOOKING_BODY,
    PREVIEW_BOOKING,
    REQUEST_STAGE_CHANGE,
    UPDATE_TRAVELLER_PREFERENCES,
)

GET_TRIP_SUGGESTIONS = _tool(
    "getTripSuggestions",
    "Search trip packages matching the traveller's preferences. ONLY call this after all 6 "
    "required fields are confirmed: mood, environment, duration_days, people_count, budget_usd "
    "(min and max) and departure_city. Never call with missing or assumed values. Returns 3 "
    "options in different price tiers.",
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
        **GROUP,
        "transport": TRANSPORT,
        "language": LANG,
    },
    ["mood", "environment", "duration_days", "people_count", "budget_usd", "departure_city"],
)

GET_TRIP_ITINERARY = _tool(
    "getTripItinerary",
    "Get the day-by-day itinerary of one trip. Call when the traveller shows interest in a "
    "specific option or asks what they would do each day. Viewing is browsing: it does not choose "
    "the trip (previewBooking or requestStageChange with trip_id does). For a custom trip id, and "
    "for the booked trip once booked, it is the plan as booked (added days, removed activities, "
    "pickup time and meeting point, meals with common allergens, what to bring).",
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
    "Get one hotel's amenities, photos and reviews. Call when the traveller asks about where "
    "they would stay; hotel ids come from the itinerary.",
    {"hotel_id": {**ID, "description": "Hotel id from getTripItinerary"}},
    ["hotel_id"],
)

GET_WEATHER_FORECAST = _tool(
    "getWeatherForecast",
    "Get the weather for a destination on a date. Call for 'what's the weather like', for "
    "packing advice, and before travel.",
    {"destination": {"type": "string", "minLength": 1, "description": "City or region"}, "date": DATE},
    ["destination", "date"],
)

COMPARE_TRIPS = _tool(
    "compareTrips",
    "Compare 2-3 trips side by side (price, duration, highlights, difficulty). Call when the "
    "traveller is deciding between options.",
    {"trip_ids": {"type": "array", "items": ID, "minItems": 2, "maxItems": 3}},
    ["trip_ids"],
)

_CUSTOMIZATION = {
    "type": "object",
    "properties": {
        "type": {
            "type": "string",
            "enum": ["add_activity", "remove_activity", "upgrade_hotel", "add_day", "remove_day", "change_transport"],
        },
        "details": {
            "type": "object",
            "description": 'add_activity: {"activity": one of the itinerary\'s addable_activities, "day": n (optional)}; '
            'remove_activity: {"activity": name as the itinerary shows it}; upgrade_hotel: {"nights": n}; '
            'add_day / remove_day: {"days": n}; change_transport: {"to": private_car | van | bus | boat | '
            "tuk_tuk | flight | self_drive}",
        },
    },
    "required": ["type"],
}

CALCULATE_CUSTOM_TRIP = _tool(
    "calculateCustomTrip",
    "Price a customised trip without saving it. Call to show the new total before the traveller "
    "commits to an add-on or change. The result gives price_per_adult_usd and "
    "total_usd for the group in total_is_for (the session's group unless you pass another), and "
    "plan_changes: what each added day holds (activities, meals) and which day remove_day drops; "
    "tell the traveller before they commit.",
    {
        "base_trip_id": ID,
        "customizations": {"type": "array", "items": _CUSTOMIZATION, "minItems": 1, "maxItems": 10},
        "people_count": {"type": "integer", "minimum": 1, "maximum": 100},
        **GROUP,
        "transport": TRANSPORT,
    },
    ["base_trip_id", "customizations"],
)

CUSTOMIZE_TRIP = _tool(
    "customizeTrip",
    "Apply customisations and save them as a new trip variant. Call only after the traveller "
    "confirms the customisation and its price. Priced like calculateCustomTrip for the session's "
    "group: total_usd for the group named in total_is_for; price_per_adult_usd is one adult's price.",
    {
        "trip_id": ID,
        "customizations": {"type": "array", "items": _CUSTOMIZATION, "minItems": 1},
        "people_count": {"type": "integer", "minimum": 1, "maximum": 100},
        **GROUP,
        "transport": TRANSPORT,
    },
    ["trip_id", "customizations"],
)

APPLY_DISCOUNT_CODE = _tool(
    "applyDiscountCode",
    "Validate a discount code and return the new total. Call as soon as the traveller gives a "
    "code; pass the booking id if a booking exists, otherwise the selected trip id.",
    {"code": {"type": "string", "minLength": 1, "maxLength": 40}, "booking_id": ID, "trip_id": ID},
    ["code"],
)

VALIDATE_USER_DETAILS = _tool(
    "validateUserDetails",
    "Validate the traveller's contact details before creating a booking. Call once the name and "
    "phone are both known, and again when either changes; returns field errors to ask about again.",
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
    ["name", "phone"],
)

CREATE_BOOKING = _tool(
    "createBooking",
    "Reserve the booking summarised by previewBooking, with a payment hold whose length the "
    "backend sets (previewBooking's hold_minutes; the result's reserved_until_local is the deadline "
    "to tell the traveller). Call only "
    "when the traveller has confirmed that summary in a message after it was shown, and their "
    "name and phone were validated with validateUserDetails. Everything else comes from the "
    "quote and the session. The result is RESERVED, not CONFIRMED: payment must complete.",
    {
        "quote_id": {**ID, "description": "quote_id from previewBooking"},
        "pickup_location": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200,
            "description": "If given after the summary (it does not change the price)",
        },
        "special_requests": {"type": "string", "maxLength": 1000, "description": "Only what the traveller asked for"},
    },
    ["quote_id"],
)

GENERATE_PAYMENT_QR = _tool(
    "generatePaymentQR",
    "Create a payment intent and QR code to scan. Call immediately after createBooking succeeds. "
    "Do NOT call again unless the traveller says the QR is not working or the payment failed. "
    "After payment, when a reschedule left a balance_due_usd, it shows the QR for that top-up "
    "(again, whenever the traveller asks for it).",
    {"booking_id": ID},
    ["booking_id"],
)

CHECK_PAYMENT_STATUS = _tool(
    "checkPaymentStatus",
    "Check whether a payment succeeded, is pending or failed. Call when the traveller asks 'did "
    "my payment go through?'. Never guess the payment status.",
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
    "List places by category (temples, beaches, restaurants...). Call for questions about a "
    "place or area, including places not in any package.",
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
    "List festivals and events in a date range. Call when the traveller asks what is on, or "
    "when travel dates overlap a holiday.",
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
    },
    ["trip_type", "duration_days", "people_count"],
)

GET_CURRENCY_RATES = _tool(
    "getCurrencyRates",
    "Exchange rates; converts an amount between any two supported currencies (USD, KHR, CNY, THB, "
    "VND, EUR…). Call whenever money must be shown or understood in another currency: never "
    "convert by hand.",
    {
        "from_currency": {"type": "string", "pattern": "^[A-Z]{3}$", "description": "e.g. CNY"},
        "to_currency": {"type": "string", "pattern": "^[A-Z]{3}$", "description": "e.g. USD"},
        "amount": {"type": "number", "minimum": 0, "description": "In from_currency: converted_amount"},
    },
    ["from_currency", "to_currency"],
)

# ---- after payment (issue 13): anything that moves money is a preview (quote) then a confirmation
PREVIEW_RESCHEDULE = _tool(
    "previewReschedule",
    "Price moving a PAID booking to new dates and/or a new number of travellers. Changes nothing: "
    "returns a quote (quote_id, amount_due_usd or refund_usd, change fee, expires_at). Tell the "
    "traveller the new dates and the exact amount, and ask them to confirm.",
    {
        "booking_id": ID,
        "new_travel_date": DATE,
        "new_end_date": {**DATE, "description": "Optional; default keeps the trip length"},
        "people_count": {"type": "integer", "minimum": 1, "maximum": 100},
    },
    ["booking_id", "new_travel_date"],
)

CONFIRM_RESCHEDULE = _tool(
    "confirmReschedule",
    "Apply a reschedule quote from previewReschedule. ONLY after the traveller saw the amount and "
    "said yes in a later message. A price increase returns a top-up payment QR.",
    {"booking_id": ID, "quote_id": {**ID, "description": "quote_id from previewReschedule"}},
    ["booking_id", "quote_id"],
)

PREVIEW_CANCELLATION = _tool(
    "previewCancellation",
    "State the refund for cancelling a PAID booking under the cancellation policy. Changes nothing: "
    "returns a quote (quote_id, refund_usd, refund_pct, policy, expires_at). Always tell the "
    "traveller the policy and the refund amount, then ask them to confirm.",
    {"booking_id": ID, "reason": {"type": "string", "maxLength": 500}},
    ["booking_id"],
)

CONFIRM_CANCELLATION = _tool(
    "confirmCancellation",
    "Cancel a PAID booking with its quote from previewCancellation and start the stated refund. "
    "ONLY after the traveller saw the refund amount and said yes in a later message.",
    {"booking_id": ID, "quote_id": {**ID, "description": "quote_id from previewCancellation"}},
    ["booking_id", "quote_id"],
)

GET_REFUND_STATUS = _tool(
    "getRefundStatus",
    "Refunds of a booking: amount, status (PENDING, PROCESSING, COMPLETED) and expected date. Call "
    "when the traveller asks about their refund. Never guess a refund's status.",
    {"booking_id": ID, "refund_id": ID},
    ["booking_id"],
)

# issue 23: what a traveller must know before going, as data with a source, never general knowledge
GET_TRAVEL_ESSENTIALS = _tool(
    "getTravelEssentials",
    "Entry rules by passport (visa on arrival, e-Visa, visa-free ASEAN), money (dollars and riel), "
    "SIM cards, temple dress, tipping. Answer these only from it, citing source and last_reviewed.",
    {
        "topic": {"type": "string", "enum": ["entry", "money", "sim", "temple_dress", "tipping", "all"]},
        "passport_country": {"type": "string", "pattern": "^[A-Za-z]{2}$", "description": "ISO code, e.g. CN, US, TH"},
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
    UPDATE_TRAVELLER_PREFERENCES,
    REQUEST_STAGE_CHANGE,
    PREVIEW_BOOKING,
    GET_TRAVEL_ESSENTIALS,
]

TOOLS_BY_NAME: dict[str, dict[str, Any]] = {t["name"]: t for t in ALL_TOOLS}

BACKEND_BODIES: dict[str, dict[str, Any]] = {"createBooking": CREATE_BOOKING_BODY}
TOOL_NAMES: tuple[str, ...] = tuple(TOOLS_BY_NAME)
