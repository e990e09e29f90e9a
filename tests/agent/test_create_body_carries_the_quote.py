"""Every field the confirmed summary's quote puts in createBooking's body is one the body's schema takes.

Relay run 42: a summary priced for Cambodian citizens (previewBooking takes ``cambodian_citizens``)
could never be booked: createBooking's body carried the field and its schema refused it as unknown."""

from __future__ import annotations

from agent.tools.schema_parts import CITIZENS
from agent.tools.validation import validate_tool_input
from agent.tools.workflow_schemas import CREATE_BOOKING_BODY, PREVIEW_BOOKING

BODY = {
    "trip_id": "trip_016",
    "travel_date": "2026-12-16",
    "end_date": "2026-12-18",
    "people_count": 4,
    "customer_name": "Srey Pov",
    "customer_phone": "+85512345678",
}


def test_every_pricing_field_previewbooking_takes_createbooking_takes_too() -> None:
    pricing = {"cambodian_citizens", "guide_language", "transport", "discount_code", "adults", "children_ages"}
    taken = set(CREATE_BOOKING_BODY["input_schema"]["properties"])
    offered = set(PREVIEW_BOOKING["input_schema"]["properties"])
    assert pricing & offered <= taken


def test_a_summary_priced_for_cambodian_citizens_can_be_booked() -> None:
    assert CREATE_BOOKING_BODY["input_schema"]["properties"]["cambodian_citizens"] == CITIZENS
    assert validate_tool_input("createBooking", {**BODY, "cambodian_citizens": 4}, backend=True) is None
