"""A special request added to a booking that exists (issue 22): ``addBookingRequest``.

Not a tool the model is offered: the workflow calls it when the traveller states a special need
after ``createBooking`` (agent/tools/late_requests.py). The request joins the booking's
``special_requests`` (what getTripItinerary of the booking, the booking record and the reminder
show) and is an item of ``special_request_items`` (sandbox/request_items.py): like every request
on the booking it awaits the tour operator's answer by a deadline before the pickup; allergy,
medical and mobility needs (agent/safety.py) are also checked by DerLg's operations team. The
answer lists every item with its own status, so a later request never reads as the status of an
earlier one (relay j19).

Reserved and paid bookings take requests; expired, cancelled and finished ones are refused with a
next step.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from fastapi import Request
from pydantic import Field

from agent.quote_changes import merge_requests
from sandbox.errors import ApiError, ok
from sandbox.models import BookingIdBody
from sandbox.policy import today_ict
from sandbox.request_items import new_item, who_confirms
from sandbox.routes.bookings import booking_for
from sandbox.routes.common import logged, path, store_of, tool_router
from sandbox.store import CANCELLED, EXPIRED, RESERVED, Booking

router = tool_router()
TAG = ["bookings"]

TOOL = "addBookingRequest"
HOLD_NOTE = "The booking is reserved, not paid: the request stays only if the booking is paid before the hold ends."


class BookingRequestBody(BookingIdBody):
    request: str = Field(min_length=1, max_length=500)


def refuse_closed(booking: Booking, today: date) -> None:
    """Only a reserved or paid booking whose trip has not ended takes a request."""
    ref = booking.booking_ref
    if booking.status == EXPIRED:
        raise ApiError(
            409,
            "HOLD_EXPIRED",
            f"The hold on booking {ref} expired unpaid, so a request can no longer be added to it.",
            {"next_step": "Offer to book the trip again with this request in its special requests."},
        )
    if booking.status == CANCELLED:
        raise ApiError(
            409,
            "BOOKING_CANCELLED",
            f"Booking {ref} is cancelled, so a request can no longer be added to it.",
            {"next_step": "Tell the traveller the booking is cancelled; a new booking can carry the request."},
        )
    if date.fromisoformat(booking.end_date) < today:
        raise ApiError(
            409,
            "TRIP_ENDED",
            f"The trip of booking {ref} has ended, so a request can no longer be added to it.",
            {"next_step": "Give the support contact for anything about the past trip."},
        )


@router.post(
    path(TOOL),
    tags=TAG,
    operation_id=TOOL,
    summary="Add a special request to a reserved or paid booking (workflow-only, issue 22)",
    responses={
        404: {"description": "Unknown booking"},
        409: {"description": "HOLD_EXPIRED / BOOKING_CANCELLED / TRIP_ENDED"},
    },
)
async def add_booking_request(body: BookingRequestBody, request: Request) -> dict:
    booking = booking_for(request, body.booking_id, body.user_id)
    store = store_of(request)
    now = store.now()
    refuse_closed(booking, today_ict(now))
    text = body.request.strip()
    booking.special_requests = merge_requests(booking.special_requests, text)[:1000]
    item = new_item(booking, text, now, added_after_booking=True)
    booking.special_request_items.append(item)
    logged(request, TOOL, booking_id=booking.booking_id, kind=item["kind"], status=booking.status)
    data: dict[str, Any] = {
        "booking_id": booking.booking_id,
        "booking_ref": booking.booking_ref,
        "booking_status": booking.status,
        "on_the_booking": True,
        "added": item,
        "special_requests": booking.special_requests,
        "special_request_items": booking.special_request_items,  # every request with its own status
        "who_confirms": who_confirms(booking, now),
    }
    if booking.status == RESERVED:
        data["note"] = HOLD_NOTE
    return ok(data)
