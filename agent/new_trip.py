"""A new trip in the same chat after a paid booking was cancelled (issue 41; pure).

After ``confirmCancellation`` the session stays in POST_BOOKING (the refund is followed there),
and the stage followed the booking only: nothing could take the chat back to a search, so a
traveller who wanted to travel again was sent to support. Now ``requestStageChange`` to DISCOVERY
is offered in POST_BOOKING and taken only while the booking is cancelled
(:func:`booking_closed`); :func:`start_new_trip` then clears what belonged to the cancelled booking
(the chosen trip, its quotes and summary, the booking, its payment, its ledger and card), so the
next search, summary, booking and payment start as in a new chat. The traveller's preferences and
contact details stay: they are the same person.
"""

from __future__ import annotations

from agent.state import AgentState, ConversationState

#: What belonged to the cancelled booking, set back to a new session's value.
BOOKING_FIELDS = (
    "suggested_trip_ids",
    "viewed_trip_id",
    "viewed_trip_name",
    "selected_trip_id",
    "selected_trip_name",
    "selected_trip_duration_days",
    "selected_hotel_id",
    "selected_vehicle_id",
    "selected_guide_id",
    "customizations",
    "applied_discount_code",
    "loyalty_points_to_use",
    "apply_student_discount",
    "quoted_total_usd",
    "quoted_price_per_person_usd",
    "quoted_people_count",
    "quoted_adults_pay_differently",
    "priced_alternative",
    "booking_quote",
    "booking_quote_void_reason",
    "summary_shown",
    "booking_special_requests",
    "booking_pickup",
    "booking_drop_off",
    "booking_total_local",
    "plan_effort",
    "booking_id",
    "booking_ref",
    "payment_intent_id",
    "payment_status",
    "reserved_until",
    "reserved_at",
    "payment_attempts",
    "support_handoff",
    "booking_card",
    "itinerary_card",
    "hold_warning_for",
    "hold_warning_sent",
    "replaces_booking_ref",
    "booked_quote",
    "renewable_hold",
    "after_payment",
)


def booking_closed(state: ConversationState) -> bool:
    """The session's paid booking was cancelled: the chat may plan and book another trip."""
    return state.state == AgentState.POST_BOOKING and state.payment_status == "CANCELLED"


def start_new_trip(state: ConversationState) -> str:
    """Forget the cancelled booking's trip, quotes and payment; returns its reference (for the
    model: the cancelled booking and its refund go on as they are at the backend)."""
    ref = state.booking_ref or state.booking_id or ""
    fields = type(state).model_fields
    for name in BOOKING_FIELDS:
        setattr(state, name, fields[name].get_default(call_default_factory=True))
    return ref
