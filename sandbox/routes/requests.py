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
next step. A request is kept whole: one that does not fit in the booking's special requests (1000
characters in all) is refused (``409 REQUESTS_FULL``), never cut (agent/special_requests.py).
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any, Optional

from fastapi import Request
from pydantic import Field

from agent.quote_changes import sentence_key
from agent.special_requests import FULL_NEXT_STEP, REQUESTS_FULL, full_details, full_message, joined, standing, without
from sandbox import joiner_requests
from sandbox.clock import iso
from sandbox.deps import language_of
from sandbox.errors import ApiError, ok
from sandbox.i18n import trf
from sandbox.models import BookingIdBody
from sandbox.policy import today_ict
from sandbox.request_items import new_item, said_already, who_confirms
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


def open_booking(request: Request, body: BookingIdBody) -> tuple[Booking, datetime]:
    """The traveller's booking, if it still takes requests (else the refusal), and the sandbox's now."""
    booking = booking_for(request, body.booking_id, body.user_id)
    now = store_of(request).now()
    refuse_closed(booking, today_ict(now))
    return booking, now


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
    booking, now = open_booking(request, body)
    text = body.request.strip()
    waiting = joiner_requests.wait(store_of(request), booking, text)  # about a joiner only quoted: with the quote
    if waiting is not None:
        logged(request, TOOL, booking_id=booking.booking_id, waits_with_quote=waiting["waits_with_quote"]["quote_id"])
        return ok(waiting)
    asked = said_already(booking, text)
    if asked:  # said once: the request on the booking that already asks it answers for it
        logged(request, TOOL, booking_id=booking.booking_id, already_on_the_booking=[i["number"] for i in asked])
        return ok(_already(booking, asked, now, language_of(request)))
    merged = joined(booking.special_requests, text)
    if merged is None:  # never cut: refused whole, with the way on
        raise ApiError(
            409,
            REQUESTS_FULL,
            full_message(text),
            {**full_details(booking.special_requests, text), "next_step": FULL_NEXT_STEP},
        )
    booking.special_requests = merged
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
        "who_confirms": who_confirms(booking, now, language_of(request)),
    }
    if booking.status == RESERVED:
        data["note"] = HOLD_NOTE
    return ok(data)


ALREADY_ASKED = (
    "The booking already asks this (request {numbers}, as special_request_items numbers them): nothing new was "
    "added, and it is said once. Its status is that request's."
)


def _already(booking: Booking, asked: list[dict[str, Any]], now: datetime, language: str) -> dict[str, Any]:
    """addBookingRequest's answer for a request the booking's standing requests already say."""
    data: dict[str, Any] = {
        "booking_id": booking.booking_id,
        "booking_ref": booking.booking_ref,
        "booking_status": booking.status,
        "on_the_booking": True,
        "added": None,
        "already_on_the_booking": asked,
        "note": trf(ALREADY_ASKED, language, numbers=", ".join(str(i["number"]) for i in asked)),
        "special_requests": booking.special_requests,
        "special_request_items": booking.special_request_items,
        "who_confirms": who_confirms(booking, now, language),
    }
    return data


WITHDRAW = "withdrawSpecialRequest"
WITHDRAWN = "WITHDRAWN_BY_TRAVELLER"
OPERATOR_TOLD = (
    "The tour operator sees this request withdrawn on the booking (its status {status}); nothing about the "
    "price changes."
)


ALREADY = "This request was already withdrawn (at {at}); nothing changed."


class WithdrawRequestBody(BookingIdBody):
    request_number: Optional[int] = Field(None, ge=1, le=100, description="1-based, as special_request_items")
    request: Optional[str] = Field(None, min_length=1, max_length=500, description="the request's words")


def _numbered(booking: Booking) -> list[dict[str, Any]]:
    return [{"number": n, **item} for n, item in enumerate(booking.special_request_items, start=1)]


def _which(booking: Booking, body: WithdrawRequestBody) -> int:
    """The 0-based index of the request named by number, else by its words (one match only)."""
    items = booking.special_request_items
    if body.request_number is not None and body.request_number <= len(items):
        return body.request_number - 1
    if body.request_number is None and body.request:
        said = sentence_key(body.request)
        found = [i for i, item in enumerate(items) if said and said in sentence_key(str(item.get("request") or ""))]
        if len(found) == 1:
            return found[0]
    raise ApiError(
        404,
        "NO_SUCH_REQUEST",
        f"Booking {booking.booking_ref} has no single request matching that.",
        {
            "special_request_items": _numbered(booking),
            "next_step": "Ask which request to withdraw, then call again with its request_number.",
        },
    )


@router.post(
    path(WITHDRAW),
    tags=TAG,
    operation_id=WITHDRAW,
    summary="Withdraw a special request of a reserved or paid booking; the tour operator sees it withdrawn",
    responses={
        404: {"description": "Unknown booking, or no single request matches (NO_SUCH_REQUEST)"},
        409: {"description": "HOLD_EXPIRED / BOOKING_CANCELLED / TRIP_ENDED"},
    },
)
async def withdraw_special_request(body: WithdrawRequestBody, request: Request) -> dict:
    booking, now = open_booking(request, body)
    index = _which(booking, body)
    item = booking.special_request_items[index]
    already = item.get("status") == WITHDRAWN  # idempotent: a second call changes nothing, and says so
    if not already:
        item.update(status=WITHDRAWN, withdrawn_at=iso(now))
        # only its own words leave the text: a sentence a request still standing says stays (relay 62 req 48)
        live = standing(booking.special_request_items)
        booking.special_requests = without(booking.special_requests, str(item.get("request") or ""), live)
        logged(request, WITHDRAW, booking_id=booking.booking_id, kind=item.get("kind"), status=booking.status)
    data: dict[str, Any] = {
        "booking_id": booking.booking_id,
        "booking_ref": booking.booking_ref,
        "withdrawn": True,
        "withdrawn_request": {"number": index + 1, **item},
        "special_requests": booking.special_requests,
        "special_request_items": _numbered(booking),  # the booking as it is after this call
        "operator_told": trf(OPERATOR_TOLD, language_of(request), status=WITHDRAWN),
    }
    if already:
        data["already_withdrawn"] = True
        data["note"] = trf(ALREADY, language_of(request), at=str(item.get("withdrawn_at") or ""))
    return ok(data)
