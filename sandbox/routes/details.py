"""Booking tools before a reservation is made: validate the traveller's details, check a discount code
(on a trip's price, or on a reserved booking's total through createBooking's own pricing)."""

from __future__ import annotations

from typing import Any

from fastapi import Request

from sandbox import policy
from sandbox.data.discounts import check_code
from sandbox.deps import language_of
from sandbox.errors import ApiError, ok
from sandbox.group import PRICE_IS
from sandbox.i18n.group_texts import people as people_said
from sandbox.models import DiscountBody, UserDetailsBody
from sandbox.routes.bookings import TAG, booking_for, price, require_reserved, sync_intents
from sandbox.routes.common import custom_of, logged, path, store_of, tool_router, trip_or_404
from sandbox.validation import validate

router = tool_router()


@router.post(
    path("validateUserDetails"),
    tags=TAG,
    operation_id="validateUserDetails",
    summary="Validate and normalise name, phone (E.164, 0xx -> +855) and email",
)
async def validate_user_details(body: UserDetailsBody, request: Request) -> dict:
    if body.name is None and body.phone is None:
        raise ApiError(400, "INVALID_INPUT", "Give the name, the phone or both.")
    result = validate(body.name, body.phone, body.email)
    logged(request, "validateUserDetails", valid=result["valid"], fields_with_errors=sorted(result["errors"]))
    return ok(result)


@router.post(
    path("applyDiscountCode"),
    tags=TAG,
    operation_id="applyDiscountCode",
    summary="Validate a discount code and return the new total (booking or trip)",
)
async def apply_discount_code(body: DiscountBody, request: Request) -> dict:
    store = store_of(request)
    booking = booking_for(request, body.booking_id, body.user_id) if body.booking_id else None
    trip_id = booking.trip_id if booking else body.trip_id
    trip = trip_or_404(request, trip_id) if trip_id else None
    people = booking.people_count if booking else None
    found, reason = check_code(body.code, policy.today_ict(store.now()), trip["region"] if trip else None, people)
    logged(request, "applyDiscountCode", valid=bool(found))
    if not found:
        raise ApiError(400, "INVALID_DISCOUNT_CODE", reason)
    data: dict[str, Any] = {
        "code": found["code"],
        "valid": True,
        "discount_pct": found["pct"],
        "description": found["description"],
        "new_total_usd": None,
    }
    if booking:
        require_reserved(booking)
        assert trip is not None  # a booking always names its trip (found above)
        spec = {**booking.request, "discount_code": found["code"]}
        booking.pricing = price(request, trip, spec)
        booking.total_usd = booking.pricing["total_usd"]
        booking.request = spec
        sync_intents(store, booking)
        data.update(
            new_total_usd=booking.total_usd,
            basis="booking",
            booking_id=booking.booking_id,
            total_is_for=people_said(booking.people_count, language_of(request)),
        )
    elif trip:
        custom = custom_of(request, body.trip_id or "")
        base = custom["price_per_adult_usd"] if custom else trip["price_usd"]
        data.update(
            new_total_usd=policy.money(base - policy.percent(base, found["pct"])),  # the discount as totals.py has it
            basis=PRICE_IS,
            total_is_for="one adult (the price per adult; the group total is in previewBooking)",
            trip_id=body.trip_id,
            original_total_usd=base,
        )
    return ok(data)
