"""The tools added with model contract v2 (README "What the model sees and may do").

- ``updateTravellerPreferences`` and ``requestStageChange``: answered by the workflow itself
  (agent.tools.local), no backend call.
- ``previewBooking``: the backend prices and summarises the booking; the workflow attaches the
  quote_id createBooking must carry (agent.tools.guards).
- ``CREATE_BOOKING_BODY``: what the backend receives for createBooking (built by the workflow from
  the confirmed quote), where the model only sends ``quote_id``.
"""

from __future__ import annotations

from agent.tools.schema_parts import CITIZENS, DATE, GROUP, ID, MOOD, PICKUP, ROOMS, TRANSPORT, _tool
from agent.trip_limits import DURATION_DAYS, DURATION_DAYS_MAX, EFFORT_LIMIT

# Issue 23: the budget in the traveller's terms; agent/budget.py converts it.
STATED_BUDGET = {
    "type": "object",
    "description": "As said (the system works out the USD range): 'about 300 USD each' = "
    "about, 300, USD, person ('per adult': adult); '8000 元 in total' = up_to, 8000, CNY, total; a range: amount to amount_max",
    "properties": {
        "words": {"type": "string", "maxLength": 200},
        "kind": {"type": "string", "enum": ["about", "up_to", "range"]},
        "amount": {"type": "number", "minimum": 0},
        "amount_max": {"type": "number", "minimum": 0},
        # an ISO code, any the rate table knows (agent/budget.py; the world's commonly used currencies:
        # listing them all here cost the model more words than an unknown one's error message does)
        "currency": {"type": "string", "pattern": "^[A-Z]{3}$"},
        "per": {"type": "string", "enum": ["person", "adult", "total"]},
        "for_people": {
            "type": "integer",
            "minimum": 1,
            "description": "a total whose words name how many people it is for ('12,000 yuan for the two of "
            "us' = 2): it stays their budget whatever the group later becomes; omit for 'all together'",
        },
    },
    "required": ["words", "kind", "amount", "currency", "per"],
}

PREVIEW_BOOKING = _tool(
    "previewBooking",
    "Price and summarise the booking WITHOUT reserving; omitted fields come from the session. "
    "Show it and ask; only after the traveller's yes in a later message call createBooking with its quote_id.",
    {
        "trip_id": {**ID, "description": "A trip or custom trip id"},
        "travel_date": {**DATE, "description": "First day of the trip"},
        "people_count": {"type": "integer", "minimum": 1, "maximum": 100},
        **GROUP,
        "transport": TRANSPORT,
        "cambodian_citizens": CITIZENS,
        "pickup_location": PICKUP,
        "special_requests": {"type": "string", "maxLength": 1000},
        "discount_code": {"type": "string", "maxLength": 40},
        "guide_language": {"type": "string", "enum": ["EN", "KH", "ZH"]},
        "rooms": ROOMS,
    },
    [],
)

UPDATE_TRAVELLER_PREFERENCES = _tool(
    "updateTravellerPreferences",
    "Record what the traveller says about the trip as they say it (any fields; a correction "
    "replaces the old value); returns what is missing. special_needs add to the needs recorded "
    "until a booking summary exists, then what is new is added to the special requests (no "
    "new preview); after the reservation it goes to the booking and the result says who confirms it.",
    {
        "mood": MOOD,
        "environment": {"type": "string", "enum": ["MOUNTAIN", "BEACH", "CITY", "FOREST", "ISLAND", "TEMPLE"]},
        "duration_days": DURATION_DAYS,
        "duration_days_max": DURATION_DAYS_MAX,
        "people_count": {"type": "integer", "minimum": 1, "maximum": 100},
        **GROUP,
        "budget_min_usd": {"type": "number", "minimum": 0, "maximum": 100000},
        "budget_max_usd": {"type": "number", "minimum": 0, "maximum": 100000},
        "budget": STATED_BUDGET,
        "departure_city": {"type": "string", "minLength": 1, "maxLength": 80},
        "travel_start_date": DATE,
        "travel_end_date": DATE,
        "transport": TRANSPORT,
        "special_needs": {"type": "string", "maxLength": 500},
        "effort_limit": EFFORT_LIMIT,
        "cambodian_citizens": CITIZENS,
    },
    [],
)

REQUEST_STAGE_CHANGE = _tool(
    "requestStageChange",
    "Move to another stage when the traveller asks: 'start over' → DISCOVERY, 'the options again' → "
    "SUGGESTION, 'personalise it' → CUSTOMIZATION, 'book it' → BOOKING (the last two with trip_id). "
    "to_stage lists only the moves this stage allows.",
    {
        "to_stage": {
            "type": "string",
            "enum": ["DISCOVERY", "SUGGESTION", "EXPLORATION", "CUSTOMIZATION", "BOOKING"],
        },
        "reason": {"type": "string", "maxLength": 200},
        "trip_id": {**ID, "description": "The trip chosen, when choosing one"},
    },
    ["to_stage"],
)


# What the backend receives where it differs from what the model sends: the workflow builds
# createBooking's body from the confirmed previewBooking quote and the session (agent.tools.guards).
CREATE_BOOKING_BODY = _tool(
    "createBooking",
    "createBooking as the backend receives it",
    {
        "trip_id": ID,
        "travel_date": DATE,
        "end_date": DATE,
        "people_count": {"type": "integer", "minimum": 1, "maximum": 100},
        **GROUP,
        "transport": TRANSPORT,
        "pickup_location": {"type": "string", "minLength": 1, "maxLength": 300},
        "customer_name": {"type": "string", "minLength": 1, "maxLength": 120},
        "customer_phone": {"type": "string", "minLength": 1, "maxLength": 40},
        "customer_email": {"type": "string", "format": "email"},
        "hotel_room_id": ID,
        "vehicle_id": ID,
        "guide_id": ID,
        "guide_language": {"type": "string", "enum": ["EN", "KH", "ZH"]},  # the summary's (agent.tools.guards)
        "cambodian_citizens": CITIZENS,  # priced as the summary was (agent.tools.guards)
        "rooms": ROOMS,  # the summary's arranged rooms (agent.tools.guards)
        "special_requests": {"type": "string", "maxLength": 1000},
        "customizations": {"type": "array", "items": {"type": "string", "maxLength": 200}, "maxItems": 20},
        "discount_code": {"type": "string", "maxLength": 40},
        "loyalty_points_to_use": {"type": "integer", "minimum": 0},
        "apply_student_discount": {"type": "boolean"},
        "expected_total_usd": {"type": "number", "minimum": 0},
        "renews_booking_id": ID,  # the workflow's: the expired booking held again on its reference
        # the workflow's: the session's departure city, the join point of a pickup naming no place the backend knows
        "departure_city": {"type": "string", "minLength": 1, "maxLength": 80},
    },
    ["trip_id", "travel_date", "end_date", "people_count", "customer_name", "customer_phone"],
)

# What the backend receives when the workflow adds a special request stated after createBooking
# to the booking (issue 22, agent/tools/late_requests.py); never offered to the model.
ADD_BOOKING_REQUEST_BODY = _tool(
    "addBookingRequest",
    "A special request added to a reserved or paid booking (workflow-only)",
    {"booking_id": ID, "request": {"type": "string", "minLength": 1, "maxLength": 500}},
    ["booking_id", "request"],
)
