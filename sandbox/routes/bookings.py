"""Booking tools: create / cancel / modify a reservation (details and discount codes: :mod:`sandbox.routes.details`).

A booking is RESERVED for ``settings.sandbox_hold_seconds``; after ``reserved_until`` it is
EXPIRED. Cancel and modify only work on a RESERVED booking; a paid booking is changed with the
preview/confirm endpoints of :mod:`sandbox.routes.changes`.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any, Optional

from fastapi import Request

from sandbox import policy
from sandbox.booked_pickup import at_time, joined_now, kept_time
from sandbox.booked_plan import as_booked, mobility_in
from sandbox.data.guides import guide_language_for
from sandbox.data.practical import pickup_facts
from sandbox.data.trips import T, get_trip, trip_name
from sandbox.deps import language_of, session_of
from sandbox.errors import ApiError, invalid, not_found, ok
from sandbox.group import group_from_spec
from sandbox.i18n import tr
from sandbox.models import BookingBody, CancelBody, ModifyBody
from sandbox.money import add_local
from sandbox.park_pass import pass_said
from sandbox.pickup_price import drop_leg_of, joins_away, leg_town, quoted_join, refuse_outside_route
from sandbox.plan import localized_plan
from sandbox.plan_parts import compact_days
from sandbox.relength import relabelled, replanned
from sandbox.renewal import renew_hold
from sandbox.request_deadlines import redate_requests
from sandbox.request_items import request_items, status_said
from sandbox.room_choice import arranged, kept
from sandbox.routes.common import custom_of, logged, path, plan_of, store_of, tool_router, trip_or_404
from sandbox.saved_join import join_reading
from sandbox.store import CANCELLED, CONFIRMED, EXPIRED, PENDING, RESERVED, Booking, Store
from sandbox.totals import booking_total
from sandbox.validation import validate

router = tool_router()
TAG = ["bookings"]
CANCEL_POLICY = (
    "Reservations can be cancelled free of charge until payment is completed. "
    "Paid bookings: see previewCancellation (refund by days before travel)."
)


def booking_for(request: Request, booking_id: str, user_id: Optional[str]) -> Booking:
    store = store_of(request)
    booking = store.get_booking(booking_id)
    if booking is None or (user_id and booking.user_id and booking.user_id != user_id):
        raise not_found("booking", booking_id)
    # here, not at the top: sandbox/unpaid_change.py reads the change code, which prices with this module
    from sandbox.unpaid_change import lapse_if_due

    lapse_if_due(store, booking)  # an unpaid change past its deadline is withdrawn (relay 14 req 26)
    return booking


def require_reserved(booking: Booking) -> None:
    if booking.status == EXPIRED:
        raise ApiError(
            409,
            "HOLD_EXPIRED",
            "The hold on this booking has expired; booking the same trip again renews it on the same reference.",
        )
    if booking.status == CONFIRMED:
        raise ApiError(
            409,
            "ALREADY_PAID",
            "This booking is already paid and confirmed: use previewReschedule / "
            "previewCancellation to change or cancel it.",
        )
    if booking.status == CANCELLED:
        raise ApiError(409, "NOT_AVAILABLE", "This booking was cancelled.")


def check_dates(store: Store, travel: date, end: date) -> None:
    earliest = policy.today_ict(store.now()) + timedelta(days=policy.MIN_DAYS_AHEAD)
    if travel < earliest:
        raise invalid(
            f"travel_date is in the past in Cambodia: it must be {earliest.isoformat()} or later; "
            "ask the traveller for their start date.",
            {"travel_date": travel.isoformat(), "earliest_travel_date": earliest.isoformat()},
        )
    if end < travel:
        raise invalid("end_date must be on or after travel_date.", {"end_date": end.isoformat()})


def check_group(trip: T, people: int) -> None:
    if people > trip["max_group"]:
        raise ApiError(409, "NOT_AVAILABLE", f"This trip takes at most {trip['max_group']} travellers.")


def price(
    request: Request, trip: T, spec: dict[str, Any], today: Optional[date] = None, mobility: bool = False
) -> dict[str, Any]:
    """The one price of a booking request: what createBooking charges, and what every change of a paid
    booking is the difference of (sandbox/change_apply.py; ``today``: the day its discount is judged;
    ``mobility``: the group's mobility need, which places the add-ons of the plan priced)."""
    store = store_of(request)
    custom = custom_of(request, spec["trip_id"])
    priced = booking_total(
        trip,
        group_from_spec(spec),
        spec["customizations"],
        custom["customizations"] if custom else [],
        spec.get("discount_code"),
        spec.get("apply_student_discount", False),
        spec.get("loyalty_points_to_use", 0),
        today or policy.today_ict(store.now()),
        store.custom_trips,
        bool(spec.get("joins_on_the_way")),  # the transfer from the route's start is not used (pickup_price.py)
        # at most the group as it is now (a reschedule may have made it smaller)
        min(int(spec.get("cambodian_citizens") or 0), group_from_spec(spec).people_count),
        language_of(request),  # every text of the price in the session's language (relay 28 req 42)
        mobility,
        spec.get("rooms"),  # the traveller's arranged rooms, else the rule's (sandbox/room_choice.py)
        spec.get("extra_leg_from"),  # a pickup in a town off the route: the extra leg (pickup_price.py leg_town)
        drop_leg_of(spec),  # its drop-off end: the drop-off's town off the route, priced per end
        spec.get("ends_on_the_way"),  # dropped elsewhere than its pickup: whether it rides the leg back
    )
    # the park pass named in the session's language on every endpoint this price reaches (confirmReschedule too)
    return {**priced, **pass_said(priced, trip, language_of(request))}


TOOL = "previewBooking"  # the tool a refused pickup is retried with (its quote first)


def booking_spec(request: Request, trip: T, body: Any, group: Any, **extra: Any) -> dict[str, Any]:
    """The priced request of a booking, shared by previewBooking and createBooking so that what the
    traveller is quoted is what they are charged (same group, transport, guide, discount and join point);
    the join point prices the transfer from the route's start (sandbox/pickup_price.py). A pickup that
    changePickup would refuse (outside the route) is refused here, before the traveller's yes (issue 37)."""
    # asked for (the input, else a guide-language need in the special requests), else the session's language
    guide = guide_language_for(
        trip["region"], body.guide_language, language_of(request, body.language), body.special_requests
    )
    return {
        "trip_id": body.trip_id,
        **group.describe(),
        # quoted again with a place on the route: its price may differ (joins at the destination)
        # a saved custom trip's pickup that names no place is read where it was saved (sandbox/saved_join.py)
        "joins_on_the_way": quoted_join(
            trip["id"], body.pickup_location, join_reading(custom_of(request, body.trip_id), body.departure_city), TOOL
        ),
        "extra_leg_from": leg_town(
            trip["id"], body.pickup_location, join_reading(custom_of(request, body.trip_id), body.departure_city)
        ),
        "cambodian_citizens": body.cambodian_citizens,  # their park pass part is left out (sandbox/park_pass.py)
        "guide_language": guide,
        "customizations": [],
        "discount_code": body.discount_code,
        # who sleeps where as the traveller arranged it (checked: sandbox/room_choice.py), else the rule's rooms
        **({"rooms": arranged(group, [r.model_dump() for r in body.rooms])} if body.rooms is not None else {}),
        **extra,
    }


def hold_minutes(seconds: int) -> float | int:
    """The backend's hold (SANDBOX_HOLD_SECONDS) in minutes: whole minutes as an integer."""
    return seconds // 60 if seconds % 60 == 0 else round(seconds / 60, 1)


def held(store: Store, data: dict[str, Any]) -> dict[str, Any]:
    """A reservation's result with its hold's length beside ``reserved_until`` (the clock time alone read
    as "until 20:46"): ``hold_minutes``, the backend's hold as previewBooking says it."""
    return {**data, "hold_minutes": hold_minutes(store.hold_seconds)}


def sync_intents(store: Store, booking: Booking) -> None:
    for intent in store.intents_for(booking.booking_id):
        if intent.status == PENDING:
            intent.amount = booking.total_usd


@router.post(
    path("createBooking"),
    tags=TAG,
    operation_id="createBooking",
    summary="Reserve a trip (status RESERVED, held until reserved_until); with renews_booking_id, hold "
    "that expired booking again on the same reference instead",
    responses={
        404: {"description": "Unknown trip / booking to renew"},
        409: {"description": "NOT_AVAILABLE / PRICE_CHANGED / ALREADY_PAID / HOLD_ACTIVE / PICKUP_OUTSIDE_ROUTE"},
    },
)
async def create_booking(body: BookingBody, request: Request) -> dict:
    store = store_of(request)
    trip = trip_or_404(request, body.trip_id)
    check_dates(store, body.travel_date, body.end_date)
    group = body.group()
    check_group(trip, group.people_count)
    if not group.self_drive and not (body.pickup_location or "").strip():
        raise invalid(
            "pickup_location is required (or transport 'self_drive' when the group drives itself).",
            {"pickup_location": "missing"},
        )
    details = validate(body.customer_name, body.customer_phone, body.customer_email)
    if not details["valid"]:
        raise invalid("Some contact details are not valid.", details["errors"])
    spec = booking_spec(
        request,
        trip,
        body,
        group,
        customizations=list(body.customizations),
        apply_student_discount=body.apply_student_discount,
        loyalty_points_to_use=body.loyalty_points_to_use,
    )
    mobility = mobility_in(body.special_requests)  # places the add-ons as previewBooking and the booking do
    pricing = price(request, trip, spec, mobility=mobility)
    if body.expected_total_usd is not None and abs(float(pricing["total_usd"]) - body.expected_total_usd) > 0.005:
        raise ApiError(
            409,
            "PRICE_CHANGED",
            f"The price is now {pricing['total_usd']} USD, not the "
            f"{body.expected_total_usd} USD the traveller confirmed; nothing was reserved.",
        )
    custom = custom_of(request, body.trip_id)
    language = language_of(request, body.language)
    pickup = (body.pickup_location or "").strip() or None
    special = (body.special_requests or "").strip() or None
    _, plan = plan_of(request, body.trip_id, list(body.customizations), group.transport, mobility, group=group)
    departure = join_reading(custom, body.departure_city)  # where the price read the join point
    booked = localized_plan(
        trip,
        plan,
        language,
        pickup_location=pickup,
        travel_date=body.travel_date,
        departure_city=departure,
        guide_language=spec["guide_language"],
        booked=True,  # the booking's own plan: the leg in its price (sandbox/leg_said.py)
    )
    # the plan's last day, as previewBooking says it (an end_date that disagrees with the days booked
    # would put two trip lengths on one booking)
    end_date = body.travel_date + timedelta(days=plan["duration_days"] - 1)
    terms: dict[str, Any] = dict(
        trip_id=body.trip_id,
        trip_name=custom["trip_name"] if custom else trip_name(trip, language),
        travel_date=body.travel_date.isoformat(),
        end_date=end_date.isoformat(),
        people_count=group.people_count,
        pickup_location=pickup,
        total_usd=pricing["total_usd"],
        user_id=body.user_id,
        session_id=session_of(request),
        customer=details["normalized"],
        pricing={**pricing, **pass_said(pricing, trip, language)},  # the park pass named in the session's language
        request=spec,
        special_requests=special,
        plan_days=compact_days(booked),
        pickup=booked["pickup"],
        drop_off=booked["drop_off"],  # the plan's own end, as previewBooking said it
    )
    if body.renews_booking_id:  # the same booking, held again (issue 22): same reference
        booking = renew_hold(store, body.renews_booking_id, body.user_id, terms)
        logged(request, "createBooking", booking_id=booking.booking_id, renewed=True, renewals=booking.renewals)
        return ok(add_local(held(store, status_said(booking.public(language), language)), ("total_usd",), language))
    booking = store.add_booking(
        Booking(
            booking_id=store.new_id("bk"),
            booking_ref=store.new_booking_ref(),
            status=RESERVED,
            reserved_until=store.hold_deadline(),
            created_at=store.now(),
            departure_city=departure,
            **terms,
        )
    )
    booking.special_request_items = request_items(booking, [], store.now())
    logged(request, "createBooking", booking_id=booking.booking_id, trip_id=trip["id"], people=group.people_count)
    return ok(add_local(held(store, status_said(booking.public(language), language)), ("total_usd",), language))


@router.post(
    path("cancelBooking"),
    tags=TAG,
    operation_id="cancelBooking",
    summary="Cancel a reserved (unpaid) booking",
    responses={404: {"description": "Unknown booking"}, 409: {"description": "ALREADY_PAID / HOLD_EXPIRED"}},
)
async def cancel_booking(body: CancelBody, request: Request) -> dict:
    booking = booking_for(request, body.booking_id, body.user_id)
    require_reserved(booking)
    store = store_of(request)
    booking.status = CANCELLED
    booking.cancelled_at = store.now()
    logged(request, "cancelBooking", booking_id=booking.booking_id)
    return ok(
        {
            "booking_id": booking.booking_id,
            "cancelled": True,
            "refund_usd": 0.0,
            "policy": tr(CANCEL_POLICY, language_of(request, body.language)),
            "status": booking.status,
        }
    )


@router.post(
    path("modifyBooking"),
    tags=TAG,
    operation_id="modifyBooking",
    summary="Change dates, people count or pickup of a reserved (unpaid) booking",
    responses={
        404: {"description": "Unknown booking"},
        409: {"description": "ALREADY_PAID / HOLD_EXPIRED / PICKUP_OUTSIDE_ROUTE"},
    },
)
async def modify_booking(body: ModifyBody, request: Request) -> dict:
    booking = booking_for(request, body.booking_id, body.user_id)
    require_reserved(booking)
    store = store_of(request)
    changes = body.modifications.model_dump(exclude_none=True)
    if not changes:
        raise invalid("Nothing to modify.")
    base = get_trip(booking.trip_id) or trip_or_404(request, booking.trip_id)
    travel = changes.get("travel_date", date.fromisoformat(booking.travel_date))
    end = changes.get("end_date", date.fromisoformat(booking.end_date))
    if "travel_date" in changes and "end_date" not in changes:  # keep the trip length
        end = travel + (date.fromisoformat(booking.end_date) - date.fromisoformat(booking.travel_date))
    check_dates(store, travel, end)
    people = changes.get("people_count", booking.people_count)
    check_group(base, people)
    group = group_from_spec({**booking.request, "people_count": people})
    # the arranged rooms kept for the new count (sandbox/room_choice.py), else the rule's
    rooms = kept(booking.request.get("rooms"), group_from_spec(booking.request), group)
    spec = {**booking.request, **group.describe(), "rooms": rooms}
    was = spec["customizations"]
    spec = relabelled(request, booking, spec, travel, end)  # a new length adds or removes its days
    if changes.get("pickup_location"):  # priced from its join point; never one changePickup refuses
        here = joined_now(base["id"], booking)  # a place naming no city: read where the booking joins now
        refuse_outside_route(base["id"], changes["pickup_location"], here, "modifyBooking", "The booking is unchanged.")
        spec["joins_on_the_way"] = joins_away(base["id"], changes["pickup_location"], here)
        spec["extra_leg_from"] = leg_town(base["id"], changes["pickup_location"], here, spec.get("extra_leg_from"))
        booking.joins_in = here
    pricing = price(
        request, base, spec, mobility=mobility_in(changes.get("special_requests", booking.special_requests))
    )
    booking.travel_date, booking.end_date = travel.isoformat(), end.isoformat()
    booking.people_count = people
    booking.pickup_time = kept_time(booking, changes.get("pickup_location", booking.pickup_location))
    booking.pickup_location = changes.get("pickup_location", booking.pickup_location)
    booking.pickup = pickup_facts(
        base["id"],
        booking.pickup_location,
        not booking.pickup.get("required", True),
        language_of(request, body.language),
    )
    booking.request, booking.pricing, booking.total_usd = spec, pricing, pricing["total_usd"]
    if spec["customizations"] != was:  # its days as the new length plans them (the pass follows them)
        booking.plan_days = replanned(request, base, booking, language_of(request, body.language))
    at_time(booking.pickup, booking.plan_days, booking.pickup_time)
    now = as_booked(request, booking, language_of(request, body.language))[2]  # as getTripItinerary shows it
    if "pickup_location" in changes:  # the last day's drop-off follows the pickup it ends at
        booking.plan_days[-1:] = compact_days(now)[-1:]
    booking.drop_off = now["drop_off"]
    sync_intents(store, booking)
    redate_requests(booking, store.now())
    logged(request, "modifyBooking", booking_id=booking.booking_id, fields=sorted(changes))
    said_in = language_of(request, body.language)
    data: dict[str, Any] = {
        "booking_id": booking.booking_id,
        "modified": True,
        "booking": status_said(booking.public(said_in), said_in),
    }
    pending = [i for i in store.intents_for(booking.booking_id) if i.status == PENDING]
    if pending:  # relay j14: is the QR shown before the change still the one to pay?
        data["payment_qr"] = {
            "payment_intent_id": pending[-1].payment_intent_id,
            "still_valid": True,
            "amount": pending[-1].amount,
            "note": "The QR code already shown now pays the new total; no new QR is needed.",
        }
    return ok(data)
