"""After booking, besides the money quotes (issue 37): undo an unpaid change, move the pickup.

- ``withdrawTopUp``: a confirmed change whose top-up is not paid yet is withdrawn: the booking goes
  back to exactly how it was before that change (dates, group, price list, plan, charges, refund
  tier date), its top-up QR stops working, nothing is charged. A paid top-up cannot be withdrawn
  (that is a new change: previewReschedule).
- ``changePickup``: the pickup place of a reserved or paid booking; the booking's pickup (meeting
  point, time) and plan are redrawn for it (a ``time`` stays the booking's: sandbox/booked_pickup.py), and
  the tour operator is told through the booking's operator notes (sandbox/operator_notes.py), never a
  special request item: the change is made, nothing awaits their answer.
"""

from __future__ import annotations

from datetime import date
from typing import Any, Optional

from fastapi import Request

from sandbox.booked_pickup import at_booked_time, joined_now, refuse_before_the_group
from sandbox.change_models import PickupChangeBody
from sandbox.data.day_times import SELF_DRIVE_START
from sandbox.data.trips import T
from sandbox.deps import language_of
from sandbox.errors import ApiError, ok
from sandbox.group import group_from_spec
from sandbox.i18n import tr
from sandbox.i18n.route_texts import DROP_OFF_MOVED, DROP_OFF_STAYS
from sandbox.leaver_requests import moved_pickup
from sandbox.models import BookingIdBody
from sandbox.operator_notes import tell_operator
from sandbox.paid_money import public
from sandbox.pickup_price import (
    drop_leg_now,
    joins_away,
    leg_town,
    pickup_time_words,
    price_after_pickup_change,
    refuse_outside_route,
    refuse_price_change,
    with_drop_leg,
)
from sandbox.plan import localized_plan
from sandbox.plan_parts import compact_days
from sandbox.policy import money, today_ict
from sandbox.request_items import TOLD
from sandbox.routes.bookings import booking_for, price, sync_intents
from sandbox.routes.change_common import require_paid
from sandbox.routes.common import logged, path, plan_of, store_of, tool_router
from sandbox.routes.requests import refuse_closed
from sandbox.store import RESERVED, Booking
from sandbox.unpaid_change import withdraw_change

router = tool_router()


def _repriced(
    request: Request, trip: T, booking: Booking, spec: dict[str, Any]
) -> tuple[dict[str, Any], dict[str, Any], bool]:
    """(spec, pricing, whether the price changed) of the booking with its new join point and ends (the
    transfer from the route's start paid or not, each end of an extra leg from a town off the route:
    sandbox/pickup_price.py): price(after) against price(before), through the one price function."""
    keys = ("joins_on_the_way", "extra_leg_from", "extra_leg_to", "ends_on_the_way")
    if all(booking.request.get(k, "-") == spec.get(k, "-") for k in keys):
        return spec, booking.pricing, False
    before, after = price(request, trip, booking.request), price(request, trip, spec)
    return spec, after, abs(float(after["total_usd"]) - float(before["total_usd"])) >= 0.005


def _before_unpaid(
    request: Request,
    booking: Booking,
    new: str,
    drop: Optional[str],
    time: Optional[str],
    language: str,
    here: Optional[str],
) -> Optional[dict[str, Any]]:
    """The pickup fields of the booking as it was before its unpaid change, redrawn at the new pickup: a later
    withdrawTopUp undoes that change, never this pickup (one pickup per booking: sandbox/booked_pickup.py)."""
    if booking.pending_change is None:
        return None
    before = booking.pending_change["before"]
    spec = before.get("request") or booking.request
    trip, plan = plan_of(
        request,
        booking.trip_id,
        list(spec.get("customizations") or []),
        spec.get("transport") or "driver",
        group=group_from_spec(spec),
    )
    redrawn = localized_plan(
        trip,
        plan,
        language,
        pickup_location=new,
        travel_date=date.fromisoformat(before.get("travel_date") or booking.travel_date),
        departure_city=here,
        drop_off_location=drop,
        booked=True,
    )
    at_booked_time(redrawn, time, new, language)
    return {
        **{"pickup_location": new, "drop_off_location": drop, "pickup": redrawn["pickup"]},
        **{"plan_days": compact_days(redrawn), "pickup_time": time},
        "special_request_items": list(before.get("special_request_items") or []),
    }


TAG = ["after payment"]


@router.post(
    path("withdrawTopUp"),
    tags=TAG,
    operation_id="withdrawTopUp",
    responses={404: {"description": "Unknown booking"}, 409: {"description": "NO_TOP_UP / NOT_PAID"}},
    summary="Withdraw a change whose top-up is not paid: the booking as it was, nothing charged",
)
async def withdraw_top_up(body: BookingIdBody, request: Request) -> dict:
    store = store_of(request)
    booking = booking_for(request, body.booking_id, body.user_id)
    require_paid(booking)
    pending = booking.pending_change
    if pending is None:
        raise ApiError(
            409,
            "NO_TOP_UP",
            "This booking has no unpaid change to withdraw (a paid change is undone with a new previewReschedule).",
        )
    withdraw_change(store, booking)  # the booking as it was, its refunds given back, its QR dead
    logged(request, "withdrawTopUp", booking_id=booking.booking_id, changed=pending["changed"])
    return ok(
        {
            "booking_id": booking.booking_id,
            "booking_ref": booking.booking_ref,
            "withdrawn": True,
            "withdrawn_change": {"changed": pending["changed"], "top_up_usd": pending["amount_usd"]},
            "charged_usd": 0.0,
            "booking": public(store, booking, language_of(request, body.language)),
        }
    )


@router.post(
    path("changePickup"),
    tags=TAG,
    operation_id="changePickup",
    responses={
        404: {"description": "Unknown booking"},
        409: {"description": "HOLD_EXPIRED / BOOKING_CANCELLED / PICKUP_OUTSIDE_ROUTE"},
    },
    summary="Change the pickup place of a booking; its pickup and plan follow, the tour operator is told",
)
async def change_pickup(body: PickupChangeBody, request: Request) -> dict:
    store = store_of(request)
    booking = booking_for(request, body.booking_id, body.user_id)
    refuse_closed(booking, today_ict(store.now()))
    if date.fromisoformat(booking.travel_date) <= today_ict(store.now()):
        raise ApiError(409, "TRIP_STARTED", "The trip has started (or starts today); please contact DerLg support.")
    old = booking.pickup_location
    new = (body.pickup_location or "").strip() or old or ""  # only the drop-off asked: the pickup stays
    # the trip keeps ending where it did unless the request names a drop-off (relay 17 req 65)
    drop_before = booking.drop_off_location or old
    drop_after = (body.drop_off_location or "").strip() or drop_before
    labels = list(booking.request.get("customizations") or [])
    transport = booking.request.get("transport") or "driver"
    trip, plan = plan_of(request, booking.trip_id, labels, transport, group=group_from_spec(booking.request))
    # a new pickup naming no city is read where the booking is picked up now (relay 27 req 48), never in
    # the session's departure city: only a city named off the route is refused
    here = joined_now(trip["id"], booking)
    refuse_outside_route(trip["id"], new, here)  # never kept at the same time and price
    if drop_after != drop_before:  # a drop-off is an end as a pickup is: the same towns are refused
        refuse_outside_route(trip["id"], drop_after or new, here)
    booked = localized_plan(
        trip,
        plan,
        language_of(request, body.language),
        pickup_location=new,
        travel_date=date.fromisoformat(booking.travel_date),
        departure_city=here,
        drop_off_location=drop_after if drop_after != new else None,
        booked=True,
    )
    # everything the answer needs is worked out before the booking changes: a failure leaves it as it was
    # (relay run 17: a custom trip's id failed after the change, and each retry added an operator request)
    # the time the traveller can meet (an airport), else the booking's own while the place stays
    kept_before = booking.pickup.get("time")
    if body.time:
        refuse_before_the_group(trip["id"], new, here, plan.get("transport_mode"), body.time)
    time = body.time or (booking.pickup_time if new == old else None)
    if plan["self_drive"]:  # the guide meets the group at the new place: at the time asked, else check-in's
        time = time or SELF_DRIVE_START
    kept_time = at_booked_time(booked, time, new, language_of(request, body.language))["pickup"].get("time")
    drop = drop_after if drop_after != new else None
    unpaid = _before_unpaid(request, booking, new, drop, time, language_of(request, body.language), here)
    joins = joins_away(trip["id"], new, here)
    kept_leg = booking.request.get("extra_leg_from")  # a place naming no town keeps the booking's leg
    leg_before = kept_leg or drop_leg_now(booking.request)
    spec = {**booking.request, "joins_on_the_way": joins, "extra_leg_from": leg_town(trip["id"], new, here, kept_leg)}
    # each end of an extra leg priced on its own: the drop-off's end follows the drop-off (sandbox/totals.py)
    spec, after, moved_price = _repriced(
        request, trip, booking, with_drop_leg(spec, trip["id"], drop, here, booking.request)
    )
    if moved_price and booking.status != RESERVED:  # paid: a priced change, refund or top-up
        gap = money(after["total_usd"] - booking.total_usd)
        asked_drop = drop_after if drop_after != drop_before else None
        raise refuse_price_change(trip["id"], new, joins, gap, leg_before, asked_drop, new != old)
    # open requests naming another pickup: listed with their number, withdrawn only on the traveller's word
    stale = moved_pickup(booking, old, new, language_of(request, body.language))
    if body.check_only:  # asked before the traveller's yes: the move would be made; nothing changed yet
        checked = {"booking_id": booking.booking_id, "checked": True, "pickup_changed": False, "pickup_location": new}
        return ok({**checked, **stale})
    change = None
    if moved_price:  # a reserved booking: its price follows the join point and ends, its QR pays the new total
        change = (booking.total_usd, float(after["total_usd"]))
        booking.total_usd = after["total_usd"]
    credit = "transfer_credit_per_adult_usd"  # the legs of the transfer from the start it now rides or not
    transfer_moved = abs(float(after.get(credit) or 0) - float((booking.pricing or {}).get(credit) or 0))
    booking.request, booking.pricing = spec, after  # the ends priced, as the booking now holds them
    if moved_price:
        sync_intents(store, booking)
    price = price_after_pickup_change(
        trip["id"],
        new,
        here,
        language_of(request, body.language),
        change,
        leg_before,
        after.get("extra_leg"),
        transfer_moved,
    )
    booking.pickup_location, booking.pickup, booking.plan_days = new, booked["pickup"], compact_days(booked)
    booking.drop_off = booked["drop_off"]
    booking.pickup_time = time  # the one time every later view puts back (a self-drive group's meeting too)
    booking.drop_off_location, booking.joins_in = drop, here
    time_moved = bool(body.time) and body.time != kept_before
    at = f" at {body.time}" if body.time else ""
    moved = f"Pickup changed to {new}{at} (was {old or 'not set'})" if new != old else ""
    if new == old and time_moved:  # the time is what changed: said as such (relay 23 req 59)
        moved = f"Pickup time changed to {body.time} at {new} (was {kept_before or 'not set'})"
    if drop_after != drop_before:  # the operator reads the drop-off asked for (relay 21 req 60)
        moved = "; ".join(
            [*filter(None, [moved]), f"Drop-off changed to {drop_after} (was {drop_before or 'not set'})"]
        )
    # made on the booking: the operator is told in its notes, never a special request (relay 22 req 40)
    item = tell_operator(booking, moved or f"Pickup stays {new}", store.now())
    if unpaid is not None and booking.pending_change is not None:  # withdrawing it keeps this pickup
        booking.pending_change["before"].update(unpaid)
    booking.version += 1
    logged(request, "changePickup", booking_id=booking.booking_id)
    return ok(
        {
            "booking_id": booking.booking_id,
            "booking_ref": booking.booking_ref,
            "pickup_changed": new != old,
            "pickup_time_changed": time_moved or (new != old and kept_time != kept_before),
            "pickup_location": new,
            "previous_pickup_location": old,
            "pickup": booking.pickup,
            # where the trip ends: unchanged unless the request named a drop-off
            "drop_off": {
                "changed": drop_after != drop_before,
                "place": booked["drop_off"].get("place"),
                "text": booked["drop_off"].get("text") or booked["drop_off"].get("note"),
                "says": tr(
                    DROP_OFF_MOVED if drop_after != drop_before else DROP_OFF_STAYS, language_of(request, body.language)
                ),
            },
            # the price, and why: the transfer from the start is paid only by a group picked up there
            **price,
            **pickup_time_words(new, body.time, kept_time),
            "operator": {**item, "told": TOLD},
            **stale,
            "booking": public(store, booking, language_of(request, body.language)),
        }
    )
