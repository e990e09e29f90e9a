"""Shared parts of the after-payment routes: which bookings can change, quotes, refunds, top-ups.

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
from sandbox.change_models import QuoteConfirmBody
from sandbox.clock import iso
from sandbox.data.payment_methods import payable_with
from sandbox.data.trips import T
from sandbox.deps import language_of, session_of
from sandbox.errors import ApiError, invalid, not_found
from sandbox.netting import netted_terms
from sandbox.own_vehicle import own_vehicle
from sandbox.qr import payment_payload, qr_data_url
from sandbox.refund_beside import refund_beside
from sandbox.refund_to import of_record as refund_record_to
from sandbox.routes.bookings import booking_for
from sandbox.routes.common import store_of
from sandbox.settle_top_up import hint as settle_hint
from sandbox.store import CANCELLED, CONFIRMED, EXPIRED, PENDING, RESERVED, Booking, PaymentIntent, Quote, Refund, Store

CONFLICTS = {
    409: {
        "description": "NOT_PAID / TRIP_STARTED / TOO_LATE_TO_CHANGE / NOT_AVAILABLE / "
        "QUOTE_EXPIRED / QUOTE_USED / QUOTE_STALE / BALANCE_DUE / NO_TOP_UP"
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


def seats_for(store: Store, trip: T, booking: Booking, travel: date, spec: Optional[dict[str, Any]] = None) -> int:
    """The seats ``booking`` may hold on ``travel``: the trip's capacity less the seats of the OTHER bookings of
    that date (a move counts the booking once, on its new date, never on both). What is left after a change is
    this less the booking's own seats after it (relay 25 req 20: 12 left said of a 12-seat minibus whose
    booking already held 5): ``previewReschedule``'s ``seats_left``. With ``store.seats_shared`` off (the eval
    runner) only the same traveller's other bookings count. Only a shared departure has seats: the group's own
    vehicle (``spec``: the booking as changed; sandbox/own_vehicle.py) takes what the trip takes, and another
    booking in its own vehicle takes no seat of the shared one."""
    if own_vehicle(trip, spec or booking.request, store.custom_trips.get(booking.trip_id)):
        return trip["max_group"]
    taken = sum(
        b.people_count
        for b in store.all_bookings()
        if b.booking_id != booking.booking_id
        and (store.seats_shared or b.user_id == booking.user_id)
        and b.status in (RESERVED, CONFIRMED)
        and trip_or_base(store, b.trip_id) == trip["id"]
        and b.travel_date == travel.isoformat()
        and not own_vehicle(trip, b.request, store.custom_trips.get(b.trip_id))
    )
    return trip["max_group"] - taken


def trip_or_base(store: Store, trip_id: str) -> str:
    custom = store.custom_trips.get(trip_id)
    return custom["base_trip_id"] if custom else trip_id


def new_quote(
    store: Store, kind: str, booking: Booking, terms: dict[str, Any], apply: Optional[dict[str, Any]] = None
) -> dict[str, Any]:
    now = store.now()
    quote = Quote(
        quote_id=store.new_id("qt"),
        kind=kind,
        booking_id=booking.booking_id,
        booking_version=booking.version,
        created_at=now,
        expires_at=now + policy.QUOTE_TTL,
        terms={},
        apply=apply or {},
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


def check_dates(store: Store, booking: Booking, travel: date) -> None:
    """A change's new travel date: at least the cut-off ahead (unless unchanged), within a year."""
    today = policy.today_ict(store.now())
    if travel != date.fromisoformat(booking.travel_date) and travel < today + timedelta(
        days=policy.RESCHEDULE_CUTOFF_DAYS
    ):
        raise invalid(
            f"The new travel date must be at least {policy.RESCHEDULE_CUTOFF_DAYS} days ahead.",
            {"new_travel_date": travel.isoformat()},
        )
    if travel > today + timedelta(days=policy.MAX_DAYS_AHEAD):
        raise invalid("The new travel date must be within a year.", {"new_travel_date": travel.isoformat()})


def confirmable(request: Request, body: QuoteConfirmBody, kind: str) -> tuple[Store, Booking, Quote]:
    """The paid, not yet started booking and its still valid quote of this kind."""
    store = store_of(request)
    booking = booking_for(request, body.booking_id, body.user_id)
    require_paid(booking)
    require_not_started(store, booking)
    return store, booking, take_quote(store, body, kind, booking)


def add_refund(
    store: Store,
    booking: Booking,
    amount: float,
    reason: str,
    changes: tuple[str, ...] = (),
    leavers: tuple[str, ...] = (),
    leavers_paid_by: tuple[str, ...] = (),
) -> Optional[dict[str, Any]]:
    """Start a refund, expected by its creation plus ``policy.REFUND_COMPLETES_AFTER``: the one time
    every view of it states (its quote said only within how many days)."""
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
        changes=changes,
        leavers=leavers,
        leavers_paid_by=leavers_paid_by,
    )
    store.refunds[refund.refund_id] = refund
    return refund_public(store, refund)


def refund_public(store: Store, refund: Refund) -> dict[str, Any]:
    return {
        "refund_id": refund.refund_id,
        "booking_id": refund.booking_id,
        "amount_usd": refund.amount_usd,
        "reason": refund.reason,
        # a change's refund says what changed ("group": someone left, not a date change; relays 8, 9)
        **({"changes": list(refund.changes)} if refund.changes else {}),
        "status": policy.refund_status(refund.created_at, store.now()),
        "created_at": iso(refund.created_at),
        "expected_by": iso(refund.expected_by),
        # the payment(s) it goes back to, by the stated rule (sandbox/refund_to.py)
        "refund_to": refund_record_to(store, refund),
        **netted_terms(refund),
    }


def top_up(request: Request, store: Store, booking: Booking, amount: float) -> dict[str, Any]:
    """The QR for money a change left to pay: the live top-up intent of that amount, else a new one
    (an older top-up QR of the booking then stops working: one amount is owed, paid once)."""
    now = store.now()
    top_ups = [i for i in store.intents_for(booking.booking_id) if i.purpose == "top_up" and i.status == PENDING]
    live = next((i for i in top_ups if i.amount == amount and i.expires_at > now), None)
    pay_by = booking.pending_change.get("pay_by") if booking.pending_change else None
    if live is None:
        for old in top_ups:
            old.status = EXPIRED
        live = store.add_intent(
            PaymentIntent(
                payment_intent_id=store.new_id("pi"),
                booking_id=booking.booking_id,
                amount=amount,
                status=PENDING,
                created_at=now,
                # one deadline per top-up (docs/decisions.md): its QR lives until the change's pay_by
                expires_at=pay_by or now + policy.QUOTE_TTL,
                session_id=session_of(request) or booking.session_id,
                user_id=booking.user_id,
                purpose="top_up",
                # what it pays for: a refund goes back first to the payments that paid for what it frees
                pays_for=list((booking.pending_change or {}).get("changed", [])),
            )
        )
    if booking.pending_change is not None:
        booking.pending_change["payment_intent_id"] = live.payment_intent_id
    payload = payment_payload(live.payment_intent_id, amount)
    return {
        "payment_intent_id": live.payment_intent_id,
        "amount": amount,
        "currency": "USD",
        "qr_code_url": qr_data_url(payload),
        "qr_payload": payload,
        "expires_at": iso(live.expires_at),
        "purpose": "top_up",
        "payable_with": payable_with(language_of(request)),
        # what happens when the QR runs out (issue 37: it expired with no word to anyone)
        "if_expired": "The QR works until pay_by, the one deadline: unpaid by then, the change is withdrawn (the "
        "booking as it was, nothing charged). withdrawTopUp undoes it now, also with nothing charged.",
        **({"pay_by": iso(pay_by)} if pay_by else {}),
        **refund_beside(store, booking, language_of(request)),  # a refund on its way, paid apart from this
        **settle_hint(store, booking),  # unless the traveller has it taken off that refund (sandbox/settle_top_up.py)
    }


def require_no_balance(store: Store, booking: Booking) -> None:
    """A change on top of an unpaid one is refused: pay, net (a refund of the same payer on its way: one quote)
    or withdraw that one first."""
    if booking.balance_due_usd > 0:
        nettable = settle_hint(store, booking)
        raise ApiError(
            409,
            "BALANCE_DUE",
            f"The last change's top-up of {booking.balance_due_usd} USD is not paid: pay it (generatePaymentQR "
            "shows its QR)"
            + (
                ", take it off the refund on its way (previewReschedule with only net_pending_refund)"
                if nettable
                else ""
            )
            + " or withdraw that change (withdrawTopUp: nothing is charged), then change again.",
            {"balance_due_usd": booking.balance_due_usd, "next_step": "generatePaymentQR or withdrawTopUp", **nettable},
        )
