"""The customisation tools (calculateCustomTrip, customizeTrip) in Anthropic tool format, and the one
customisation item both take (agent/tools/schemas.py lists them with the others)."""

from __future__ import annotations

from agent.tools.schema_parts import CITIZENS, GROUP, ID, PICKUP, TRANSPORT, _tool

_CUSTOMIZATION = {
    "type": "object",
    "properties": {
        "type": {
            "type": "string",
            "enum": [
                *("add_activity", "remove_activity", "upgrade_hotel", "remove_hotel"),
                *("add_day", "remove_day", "change_transport"),
            ],
        },
        "details": {
            "type": "object",
            # remove_hotel: the trip without the package's accommodation, credited (sandbox/own_stay.py)
            "description": 'add_activity: {"activity": from addable_activities, "day"?: n}; '
            'remove_activity: {"activity": as the plan names it}; upgrade_hotel: {"nights": n}; '
            "remove_hotel: {}; "
            'add_day: {"days": n}; remove_day: {"days": n} or {"day": n}; change_transport: {"to": private_car|'
            "van|bus|boat|tuk_tuk|flight|self_drive}",
        },
    },
    "required": ["type"],
}

CALCULATE_CUSTOM_TRIP = _tool(
    "calculateCustomTrip",
    "Price changes to a trip without saving them, for the session's group (record a group change "
    "with updateTravellerPreferences first). Tell the traveller its prices and plan_changes before they commit.",
    {
        "base_trip_id": ID,
        "customizations": {"type": "array", "items": _CUSTOMIZATION, "minItems": 1, "maxItems": 10},
        "people_count": {"type": "integer", "minimum": 1, "maximum": 100},
        **GROUP,
        "transport": TRANSPORT,
        "pickup_location": PICKUP,
        "cambodian_citizens": CITIZENS,
    },
    ["base_trip_id", "customizations"],
)

CUSTOMIZE_TRIP = _tool(
    "customizeTrip",
    "Save changes as a trip variant (input and price as calculateCustomTrip) once the "
    "traveller accepted them and their price.",
    {
        "trip_id": ID,
        "customizations": {"type": "array", "items": _CUSTOMIZATION, "minItems": 1},
        "people_count": {"type": "integer", "minimum": 1, "maximum": 100},
        **GROUP,
        "transport": TRANSPORT,
        "pickup_location": PICKUP,
        "cambodian_citizens": CITIZENS,
    },
    ["trip_id", "customizations"],
)
