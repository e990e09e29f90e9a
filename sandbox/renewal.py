"""Renewing an expired hold on the same booking (issue 22).

A traveller whose 15-minute hold ran out unpaid and who still wants the trip keeps their booking
reference: ``createBooking`` with ``renews_booking_id`` holds that EXPIRED booking again (status
RESERVED, a new ``reserved_until``) with the terms of the new request, priced again like any
createBooking (``expected_total_usd`` still refuses another price). The payment intents made for
the old hold are voided (status EXPIRED): their QR codes can no longer be paid, and the next
generatePaymentQR makes a new one.

Only the same trip (catalogue or custom id), the same user and the same session renew; a paid or
cancelled booking never does. A second identical renewal while the renewed hold is live returns
the booking as it is (idempotent); a different request is refused (``HOLD_ACTIVE``: the live hold
is changed with modifyBooking).
"""

from __future__ import annotations

from typing import Any, Optional

from sandbox.errors import ApiError
from sandbox.request_items import request_items
from sandbox.store import CANCELLED, CONFIRMED, EXPIRED, PENDING, RESERVED, Booking, Store

# What makes two renewal requests the same request (a repeated call changes nothing).
_SAME_REQUEST = ("trip_id", "travel_date", "end_date", "people_count", "pickup_location", "request", "special_requests")
# Every refusal says whether the booking can still be renewed (details.renewable): a typed answer
# the caller acts on (the workflow then books anew instead of asking for this booking again).
GONE = {"renewable": False}


def renew_hold(store: Store, booking_id: str, user_id: Optional[str], terms: dict[str, Any]) -> Booking:
    """Booking ``booking_id`` held again with ``terms`` (the fields createBooking computed), same reference."""
    booking = store.get_booking(booking_id)
    session = terms.get("session_id")
    if (
        booking is None
        or (user_id and booking.user_id and booking.user_id != user_id)
        or (booking.session_id and session and booking.session_id != session)
    ):  # another traveller's or another chat's booking is not theirs to renew
        raise ApiError(404, "NOT_FOUND", f"No booking with id '{booking_id}' to renew.", GONE)
    if booking.trip_id != terms["trip_id"]:
        raise ApiError(
            400,
            "VALIDATION_FAILED",
            f"Booking {booking.booking_ref} is for trip {booking.trip_id}, not {terms['trip_id']}: only the same "
            "trip can be renewed; another trip is a new booking (leave renews_booking_id out).",
            GONE,
        )
    if booking.status == CONFIRMED:
        raise ApiError(
            409, "ALREADY_PAID", f"Booking {booking.booking_ref} is already paid: there is no hold to renew.", GONE
        )
    if booking.status == CANCELLED:
        raise ApiError(
            409, "NOT_AVAILABLE", f"Booking {booking.booking_ref} was cancelled and cannot be renewed; book anew.", GONE
        )
    if booking.status == RESERVED:
        if booking.renewals and all(getattr(booking, k) == terms[k] for k in _SAME_REQUEST):
            return booking  # the same renewal again: nothing changes (idempotent)
        raise ApiError(
            409,
            "HOLD_ACTIVE",
            f"The hold on booking {booking.booking_ref} is still live (until the reserved_until it was given): "
            "there is nothing to renew; change a live hold with modifyBooking.",
            {"renewable": True},
        )
    assert booking.status == EXPIRED
    earlier = list(booking.special_request_items)
    for name, value in terms.items():
        setattr(booking, name, value)
    booking.status = RESERVED
    booking.reserved_until = store.hold_deadline()
    booking.renewals += 1
    booking.version += 1
    booking.special_request_items = request_items(booking, earlier, store.now())  # earlier ones kept
    for intent in store.intents_for(booking.booking_id):
        if intent.status == PENDING:
            intent.status = EXPIRED  # the old hold's QR can no longer be paid
    return booking
