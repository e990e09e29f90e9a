"""A special request added to a booking that exists (issue 22): ``addBookingRequest``.

Not a tool the model is offered: the workflow calls it when the traveller states a special need
after ``createBooking`` (agent/tools/late_requests.py). The request joins the booking's
``special_requests`` (what getTripItinerary of the booking, the booking record and the reminder
show) and is logged in ``special_request_items`` with who confirms it:

- allergy, medical and mobility needs (agent/safety.py) need the operator's confirmation: DerLg's
  operations team passes them on, the operator confirms by ``OPERATOR_CONFIRMS_HOURS`` before the
  pickup, and DerLg support calls the traveller on the booking's phone if it cannot be met;
- other requests are on the booking for the operator to arrange where they can (no separate
  confirmation).

Reserved and paid bookings take requests; expired, cancelled and finished ones are refused with a
next step.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from fastapi import Request
from pydantic import Field

from agent.quote_changes import merge_requests
from agent.safety import safety_kind
from sandbox.clock import iso
from sandbox.data.practical import OPERATOR_CONFIRMS
from sandbox.errors import ApiError, ok
from sandbox.models import BookingIdBody
from sandbox.policy import today_ict
from sandbox.request_deadlines import confirmation_deadline
from sandbox.routes.bookings import booking_for
from sandbox.routes.common import logged, path, store_of, tool_router
from sandbox.store import CANCELLED, EXPIRED, RESERVED, Booking

router = tool_router()
TAG = ["bookings"]

TOOL = "addBookingRequest"
NEEDS_OPERATOR = "AWAITING_OPERATOR"  # a safety request until the operator confirms it
ON_THE_BOOKING = "ON_THE_BOOKING"  # any other request: the operator arranges it where they can
WHO_CONFIRMS_SAFETY = (
    "DerLg's operations team passes it to the tour operator, who confirms it by {deadline}; if the operator "
    "cannot meet it, DerLg support calls the traveller on the phone number of the booking."
)
# The same words as the booking's own special requests (sandbox/data/practical.py): one policy for a
# request made before or after the reservation (relay j13 read two).
WHO_CONFIRMS_OTHER = OPERATOR_CONFIRMS
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
    kind = safety_kind(text)
    booking.special_requests = merge_requests(booking.special_requests, text)[:1000]
    deadline, when = confirmation_deadline(booking, now)
    item: dict[str, Any] = {
        "request": text,
        "kind": kind or "general",
        "added_at": iso(now),
        "status": NEEDS_OPERATOR if kind else ON_THE_BOOKING,
        "needs_operator_confirmation": bool(kind),
        "confirm_by": iso(deadline) if kind and deadline else None,
    }
    booking.special_request_items.append(item)
    logged(request, TOOL, booking_id=booking.booking_id, kind=item["kind"], status=booking.status)
    data: dict[str, Any] = {
        "booking_id": booking.booking_id,
        "booking_ref": booking.booking_ref,
        "booking_status": booking.status,
        "on_the_booking": True,
        "added": text,
        "special_requests": booking.special_requests,
        **{k: item[k] for k in ("kind", "status", "needs_operator_confirmation", "confirm_by")},
        "who_confirms": WHO_CONFIRMS_SAFETY.format(deadline=when) if kind else WHO_CONFIRMS_OTHER,
    }
    if booking.status == RESERVED:
        data["note"] = HOLD_NOTE
    return ok(data)
