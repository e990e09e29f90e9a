"""After payment: reschedule or cancel a paid booking, and follow its refunds.

Two steps for anything that moves money (rules and figures in :mod:`sandbox.policy`): a preview
prices the change and returns a quote (``quote_id``, amounts, ``expires_at``); only a confirmation
carrying that quote id changes the booking. A quote is refused once used (``QUOTE_USED``), after
it expired (``QUOTE_EXPIRED``) or when the booking changed since it was priced (``QUOTE_STALE``).
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any, Optional

from fastapi import Request

from sandbox import policy
from sandbox.clock import iso
from sandbox.data.payment_methods import payable_with
from sandbox.data.trips import T
from sandbox.deps import language_of, session_of
from sandbox.errors import ApiError, invalid, not_found, ok
from sandbox.models import CancellationPreviewBody, QuoteConfirmBody, RefundStatusBody, ReschedulePreviewBody
from sandbox.qr import payment_payload, qr_data_url
from sandbox.request_deadlines import redate_requests
from sandbox.routes.bookings import booking_for
from sandbox.routes.common import logged, path, store_of, tool_router, trip_or_404
from sandbox.store import CANCELLED, CONFIRMED, EXPIRED, PENDING, RESERVED, Booking, PaymentIntent, Quote, Refund, Store

router = tool_router()
TAG = ["after payment"]
CONFLICTS = {
    409: {
        "description": "NOT_PAID / TRIP_STARTED / TOO_LATE_TO_CHANGE / NOT_AVAILABLE / "
        "QUOTE_EXPIRED / QUOTE_USED / QUOTE_STALE / BALANCE_DUE"
    },
    404: {"description": "Unknown booking or quote"},
}


def require_paid(booking: Booking) -> None:
    if booking.status == CANCELLED:
        raise ApiError(409, "NOT_AVAILABLE", "This booking was cancelled.")
    if booking.status in (RESERVED, EXPIRED):
        raise ApiError(
            409,
            "NOT_PAID",
            "This booking is not paid yet: change or cancel the reservation with "
            "modifyBooking / cancelBooking instead.",
        )


def require_not_started(store: Store, booking: Booking) -> int:
    days = policy.days_before(date.fromisoformat(booking.travel_date), store.now())
    if days <= 0:
        raise ApiError(409, "TRIP_STARTED", "The trip has started (or starts today); please contact DerLg support.")
    return days


def seats_left(store: Store, trip: T, booking: Booking, travel: date) -> int:
    taken = sum(
        b.people_count
        for b in store.all_bookings()
        if b.booking_id != booking.booking_id
        and b.status in (RESERVED, CONFIRMED)
        and trip_or_base(store, b.trip_id) == trip["id"]
        and b.travel_date == travel.isoformat()
    )
    return trip["max_group"] - taken


def trip_or_base(store: Store, trip_id: str) -> str:
    custom = store.custom_trips.get(trip_id)
    return custom["base_trip_id"] if custom else trip_id


def new_quote(store: Store, kind: str, booking: Booking, terms: dict[str, Any]) -> dict[str, Any]:
    now = store.now()
    quote = Quote(
        quote_id=store.new_id("qt"),
        kind=kind,
        booking_id=booking.booking_id,
        booking_version=booking.version,
        created_at=now,
        expires_at=now + policy.QUOTE_TTL,
        terms={},
    )
    quote.terms = {
        "quote_id": quote.quote_id,
        "kind": kind,
        "booking_id": booking.booking_id,
        "booking_ref": booking.booking_ref,
        "expires_at": iso(quote.expires_at),
        **terms,
    }
    store.quotes[quote.quote_id] = quote
    return quote.terms


def take_quote(store: Store, body: QuoteConfirmBody, kind: str, booking: Booking) -> Quote:
    quote = store.quotes.get(body.quote_id)
    if quote is None or quote.kind != kind or quote.booking_id != booking.booking_id:
        raise not_found(f"{kind} quote for this booking", body.quote_id)
    if quote.status != "OPEN":
        raise ApiError(409, "QUOTE_USED", "This quote was already confirmed.")
    if store.now() >= quote.expires_at:
        raise ApiError(409, "QUOTE_EXPIRED", "This quote has expired; ask for a new preview.")
    if quote.booking_version != booking.version:
        raise ApiError(409, "QUOTE_STALE", "The booking changed since this quote; ask for a new preview.")
    return quote


def confirmable(request: Request, body: QuoteConfirmBody, kind: str) -> tuple[Store, Booking, Quote]:
    """The paid, not yet started booking and its still valid quote of this kind."""
    store = store_of(request)
    booking = booking_for(request, body.booking_id, body.user_id)
    require_paid(booking)
    require_not_started(store, booking)
    return store, booking, take_quote(store, body, kind, booking)


def add_refund(store: Store, booking: Booking, amount: float, reason: str) -> Optional[dict[str, Any]]:
    if amount <= 0:
        return None
    now = store.now()
    refund = Refund(
        refund_id=store.new_id("rf"),
        booking_id=booking.booking_id,
        amount_usd=amount,
        reason=reason,
        created_at=now,
        expected_by=now + policy.REFUND_COMPLETES_AFTER,
    )
    store.refunds[refund.refund_id] = refund
    return refund_public(store, refund)


def refund_public(store: Store, refund: Refund) -> dict[str, Any]:
    return {
        "refund_id": refund.refund_id,
        "booking_id": refund.booking_id,
        "amount_usd": refund.amount_usd,
        "reason": refund.reason,
        "status": policy.refund_status(refund.created_at, store.now()),
        "created_at": iso(refund.created_at),
        "expected_by": iso(refund.expected_by),
    }


def top_up(request: Request, store: Store, booking: Booking, amount: float) -> dict[str, Any]:
    """The QR for money a reschedule left to pay: the live top-up intent of that amount, else a new one."""
    live = next(
        (
            i
            for i in store.intents_for(booking.booking_id)
            if i.purpose == "top_up" and i.status == PENDING and i.amount == amount and i.expires_at > store.now()
        ),
        None,
    )
    intent = live or store.add_intent(
        PaymentIntent(
            payment_intent_id=store.new_id("pi"),
            booking_id=booking.booking_id,
            amount=amount,
            status=PENDING,
            created_at=store.now(),
            expires_at=store.now() + policy.QUOTE_TTL,
            session_id=session_of(request) or booking.session_id,
            user_id=booking.user_id,
            purpose="top_up",
        )
    )
    payload = payment_payload(intent.payment_intent_id, amount)
    return {
        "payment_intent_id": intent.payment_intent_id,
        "amount": amount,
        "currency": "USD",
        "qr_code_url": qr_data_url(payload),
        "qr_payload": payload,
        "expires_at": iso(intent.expires_at),
        "purpose": "top_up",
        "payable_with": payable_with(language_of(request)),
    }


@router.post(
    path("previewReschedule"),
    tags=TAG,
    operation_id="previewReschedule",
    responses=CONFLICTS,
    summary="Price moving a paid booking (new dates and/or travellers): a quote, nothing changes yet",
    description=policy.RESCHEDULE_POLICY,
)
async def preview_reschedule(body: ReschedulePreviewBody, request: Request) -> dict:
    store = store_of(request)
    booking = booking_for(request, body.booking_id, body.user_id)
    require_paid(booking)
    days = require_not_started(store, booking)
    if days < policy.RESCHEDULE_CUTOFF_DAYS:
        raise ApiError(
            409,
            "TOO_LATE_TO_CHANGE",
            f"Changes within {policy.RESCHEDULE_CUTOFF_DAYS} days of travel go through DerLg support.",
        )
    old_start, old_end = date.fromisoformat(booking.travel_date), date.fromisoformat(booking.end_date)
    travel = body.new_travel_date
    end = body.new_end_date or travel + (old_end - old_start)
    today = policy.today_ict(store.now())
    if travel < today + timedelta(days=policy.RESCHEDULE_CUTOFF_DAYS):
        raise invalid(
            f"The new travel date must be at least {policy.RESCHEDULE_CUTOFF_DAYS} days ahead.",
            {"new_travel_date": travel.isoformat()},
        )
    if travel > today + timedelta(days=policy.MAX_DAYS_AHEAD) or end < travel:
        raise invalid(
            "The new dates are not valid (within a year, end on or after start).",
            {"new_travel_date": travel.isoformat(), "new_end_date": end.isoformat()},
        )
    if booking.balance_due_usd > 0:
        raise ApiError(409, "BALANCE_DUE", "The last change is not paid yet: pay its top-up first.")
    people = body.people_count or booking.people_count
    if travel == old_start and end == old_end and people == booking.people_count:
        raise invalid("That is the booking as it is: nothing to change.")
    trip = trip_or_404(request, booking.trip_id)
    left = seats_left(store, trip, booking, travel)
    if people > left:
        raise ApiError(
            409,
            "NOT_AVAILABLE",
            f"Only {max(left, 0)} seats are left on {travel.isoformat()}.",
            {"seats_left": max(left, 0)},
        )
    paid = booking.amount_paid_usd
    amounts = policy.reschedule_amounts(booking.total_usd, booking.people_count, people, days)
    terms = new_quote(
        store,
        "reschedule",
        booking,
        {
            "current": {
                "travel_date": booking.travel_date,
                "end_date": booking.end_date,
                "people_count": booking.people_count,
                "amount_paid_usd": paid,
            },
            "proposed": {"travel_date": travel.isoformat(), "end_date": end.isoformat(), "people_count": people},
            "days_before_travel": days,
            "seats_left": left,
            **amounts,
            "currency": "USD",
            "policy": policy.RESCHEDULE_POLICY,
        },
    )
    logged(request, "previewReschedule", booking_id=booking.booking_id, quote_id=terms["quote_id"])
    return ok(terms)


@router.post(
    path("confirmReschedule"),
    tags=TAG,
    operation_id="confirmReschedule",
    responses=CONFLICTS,
    summary="Apply a reschedule quote: new dates/travellers; a refund or a top-up payment QR",
)
async def confirm_reschedule(body: QuoteConfirmBody, request: Request) -> dict:
    store, booking, quote = confirmable(request, body, "reschedule")
    terms, proposed = quote.terms, quote.terms["proposed"]
    trip = trip_or_404(request, booking.trip_id)
    if proposed["people_count"] > seats_left(store, trip, booking, date.fromisoformat(proposed["travel_date"])):
        raise ApiError(409, "NOT_AVAILABLE", "Those seats were just taken; ask for a new preview.")
    quote.status = "CONFIRMED"
    booking.travel_date, booking.end_date = proposed["travel_date"], proposed["end_date"]
    redate_requests(booking, store.now())
    booking.people_count = proposed["people_count"]
    booking.request = {**booking.request, "people_count": booking.people_count}
    booking.total_usd = terms["new_total_usd"]
    booking.version += 1
    refund = add_refund(store, booking, terms["refund_usd"], "reschedule")
    if refund:
        booking.amount_paid_usd = round(booking.amount_paid_usd - terms["refund_usd"], 2)
    payment = None
    if terms["amount_due_usd"] > 0:
        booking.balance_due_usd = round(booking.balance_due_usd + terms["amount_due_usd"], 2)
        payment = top_up(request, store, booking, terms["amount_due_usd"])
    logged(request, "confirmReschedule", booking_id=booking.booking_id, quote_id=quote.quote_id)
    return ok(
        {
            "booking_id": booking.booking_id,
            "rescheduled": True,
            "quote_id": quote.quote_id,
            "booking": booking.public(),
            "amount_due_usd": terms["amount_due_usd"],
            "refund_usd": terms["refund_usd"],
            "refund": refund,
            "payment": payment,
        }
    )


@router.post(
    path("previewCancellation"),
    tags=TAG,
    operation_id="previewCancellation",
    responses=CONFLICTS,
    summary="State the refund for cancelling a paid booking: a quote, nothing changes yet",
    description=policy.CANCELLATION_POLICY,
)
async def preview_cancellation(body: CancellationPreviewBody, request: Request) -> dict:
    store = store_of(request)
    booking = booking_for(request, body.booking_id, body.user_id)
    require_paid(booking)
    days = require_not_started(store, booking)
    paid = booking.amount_paid_usd
    pct = policy.refund_pct(days)
    refund = policy.money(paid * pct / 100)
    terms = new_quote(
        store,
        "cancellation",
        booking,
        {
            "travel_date": booking.travel_date,
            "days_before_travel": days,
            "amount_paid_usd": paid,
            "refund_pct": pct,
            "refund_usd": refund,
            "non_refundable_usd": policy.money(paid - refund),
            "currency": "USD",
            "policy": policy.CANCELLATION_POLICY,
            "reason": body.reason,
        },
    )
    logged(request, "previewCancellation", booking_id=booking.booking_id, quote_id=terms["quote_id"], refund_pct=pct)
    return ok(terms)


@router.post(
    path("confirmCancellation"),
    tags=TAG,
    operation_id="confirmCancellation",
    responses=CONFLICTS,
    summary="Cancel a paid booking with its cancellation quote; the stated refund is started",
)
async def confirm_cancellation(body: QuoteConfirmBody, request: Request) -> dict:
    store, booking, quote = confirmable(request, body, "cancellation")
    quote.status = "CONFIRMED"
    booking.status, booking.cancelled_at = CANCELLED, store.now()
    booking.version += 1
    refund = add_refund(store, booking, quote.terms["refund_usd"], "cancellation")
    for intent in store.intents_for(booking.booking_id):
        if intent.status == PENDING:  # an unpaid top-up is void with the booking
            intent.status = "CANCELLED"
    booking.balance_due_usd = 0.0
    logged(request, "confirmCancellation", booking_id=booking.booking_id, quote_id=quote.quote_id)
    return ok(
        {
            "booking_id": booking.booking_id,
            "booking_ref": booking.booking_ref,
            "cancelled": True,
            "status": booking.status,
            "quote_id": quote.quote_id,
            "refund_usd": quote.terms["refund_usd"],
            "refund": refund,
            "policy": policy.CANCELLATION_POLICY,
        }
    )


@router.post(
    path("getRefundStatus"),
    tags=TAG,
    operation_id="getRefundStatus",
    responses={404: {"description": "Unknown booking or refund"}},
    summary="Refunds of a booking (or one refund): amount, PENDING / PROCESSING / COMPLETED, expected date",
)
async def get_refund_status(body: RefundStatusBody, request: Request) -> dict:
    store = store_of(request)
    if body.refund_id:
        refund = store.refunds.get(body.refund_id)
        if refund is None:
            raise not_found("refund", body.refund_id)
        booking = booking_for(request, refund.booking_id, body.user_id)
    elif body.booking_id:
        booking = booking_for(request, body.booking_id, body.user_id)
    else:
        raise invalid("Give booking_id or refund_id.")
    refunds = [
        refund_public(store, r)
        for r in store.refunds_for(booking.booking_id)
        if not body.refund_id or r.refund_id == body.refund_id
    ]
    logged(request, "getRefundStatus", booking_id=booking.booking_id, refunds=len(refunds))
    return ok(
        {
            "booking_id": booking.booking_id,
            "booking_ref": booking.booking_ref,
            "booking_status": booking.status,
            "refunds": refunds,
            # refunded means the money arrived: a PENDING / PROCESSING refund is not counted as refunded
            "total_refunded_usd": policy.money(sum(r["amount_usd"] for r in refunds if r["status"] == "COMPLETED")),
            "total_pending_usd": policy.money(sum(r["amount_usd"] for r in refunds if r["status"] != "COMPLETED")),
            "next_expected_by": min((r["expected_by"] for r in refunds if r["status"] != "COMPLETED"), default=None),
        }
    )
