"""previewBooking: price and summarise a booking without reserving anything.

The concierge shows this summary to the traveller and books it (createBooking) only after the
traveller confirms it in a later message; the workflow attaches the quote_id. Same pricing as
createBooking (sandbox.totals), so the total the traveller confirms is the total they are charged.
"""

from __future__ import annotations

from datetime import timedelta

from fastapi import Request

from sandbox.add_on_people import some_adults
from sandbox.booked_plan import mobility_in
from sandbox.data.payment_methods import payable_with
from sandbox.data.practical import SPECIAL_REQUESTS_STATUS, pickup_time
from sandbox.data.trips import trip_name
from sandbox.deps import language_of
from sandbox.errors import ok
from sandbox.group import PRICE_IS
from sandbox.i18n import tr
from sandbox.i18n.group_texts import people
from sandbox.i18n.paying_rule_texts import CHANGES_AFTER_PAYING
from sandbox.models import PreviewBody
from sandbox.money import add_local
from sandbox.park_pass import pass_said
from sandbox.plan import localized_plan
from sandbox.plan_parts import compact_days
from sandbox.policy import CANCELLATION_POLICY, days_before, money, refund_pct, refund_schedule
from sandbox.price_base import leg_said, pricing_view
from sandbox.routes.bookings import booking_spec, check_dates, check_group, hold_minutes, price
from sandbox.routes.common import custom_of, logged, path, plan_of, store_of, tool_router
from sandbox.saved_join import join_change, join_moved, join_reading
from sandbox.saved_variant import shown_length

router = tool_router()


TAG = ["bookings"]


@router.post(
    path("previewBooking"),
    tags=TAG,
    operation_id="previewBooking",
    summary="Price and summarise a booking (nothing is reserved)",
    responses={404: {"description": "Unknown trip"}, 409: {"description": "NOT_AVAILABLE / PICKUP_OUTSIDE_ROUTE"}},
)
async def preview_booking(body: PreviewBody, request: Request) -> dict:
    store = store_of(request)
    group = body.group()
    package = body.trip_id
    shown = shown_length(request, body, group, language_of(request, body.language))
    if shown is not None:  # the length its card showed, as a custom trip the booking carries
        body = body.model_copy(update={"trip_id": shown["custom_trip_id"]})
    mobility = mobility_in(body.special_requests)  # places the add-ons as the booking will (booked_plan.py)
    trip, plan = plan_of(request, body.trip_id, [], group.transport, mobility, group=group)
    custom = custom_of(request, body.trip_id)
    days = plan["duration_days"]
    end = body.travel_date + timedelta(days=days - 1)
    check_dates(store, body.travel_date, end)
    check_group(trip, group.people_count)
    spec = booking_spec(request, trip, body, group)  # exactly what createBooking will charge
    guide = spec["guide_language"]
    pricing = price(request, trip, spec, mobility=mobility)
    total = float(pricing["total_usd"])
    logged(request, "previewBooking", trip_id=trip["id"], people=group.people_count)
    language = language_of(request, body.language)
    minutes = hold_minutes(store.hold_seconds)
    special = (body.special_requests or "").strip() or None
    booked = localized_plan(
        trip,
        plan,
        language,
        pickup_location=body.pickup_location,
        special_requests=special,
        travel_date=body.travel_date,
        departure_city=join_reading(custom, body.departure_city),  # where the price read the join point
        guide_language=guide,  # the included guide line names it
    )
    data = {
        "trip_id": body.trip_id,
        "trip_name": custom["trip_name"] if custom else trip_name(trip, language),
        "travel_date": body.travel_date.isoformat(),
        "end_date": end.isoformat(),
        "duration_days": days,
        **group.describe(),
        "guide_language": guide,
        "pickup_location": body.pickup_location,
        "pickup_required": booked["pickup"]["required"],
        "pickup": booked["pickup"],
        # from which city the transfer is included, how, how long, and what a pickup elsewhere means
        "getting_there": booked.get("getting_there"),
        # where and when the trip ends, as the itinerary's last day says it (sandbox/data/day_times.py drop_off):
        # an airport drop-off includes its drive out, never the pickup's time said back
        "drop_off": booked.get("drop_off"),
        # a pickup in a town off the route: the extra leg there and back, a line of its own (sandbox/price_base.py)
        **leg_said(trip["id"], pricing, pickup_time(trip["id"]), language),
        "special_requests": special,
        "special_requests_status": tr(SPECIAL_REQUESTS_STATUS, language) if special else None,
        "discount_code": pricing.get("discount_code"),
        "price_per_person_usd": pricing.get("price_per_person_usd"),  # older name of the next
        "price_per_adult_usd": pricing.get("price_per_adult_usd"),
        **some_adults(pricing),  # adults paying differently: what that price leaves out, for how many
        "price_is": PRICE_IS,
        "average_per_paying_traveller_usd": money(total / max(group.paying_count, 1)),
        "total_usd": total,
        "total_is_for": people(group.people_count, language),
        # one adult's price as its lines (base + add-ons - self-drive credit), said in the block, not beside it
        # (relay 24 req 14); its base named as every result names it, a transfer credit already inside it and
        # said so (sandbox/price_base.py), and the park pass named in the session's language
        "pricing": {**pricing_view(pricing, language), **pass_said(pricing, trip, language)},
        "included": booked["included"],
        "itinerary_days": compact_days(booked),  # each with its effort (getTripItinerary: effort_note)
        "hold_minutes": minutes,
        # who can pay the QR, told with the summary (relay j9/j10: a Chinese and an Indian traveller
        # learnt only from generatePaymentQR, with the hold running, that their wallets cannot pay)
        "payable_with": payable_with(language),
        # what a cancellation after payment refunds, told before the yes (relay j26: "hidden costs?",
        # and no tool in BOOKING said it)
        "cancellation_policy": tr(CANCELLATION_POLICY, language),
        # what a later move, a date-change fee and a swap do to it, told before paying too (relay 6 and 7 met the
        # moved-booking rule only after paying; relay 31 the $15 fee and the swap rule)
        "changes_after_paying": tr(CHANGES_AFTER_PAYING, language),
        # which tier applies once paid today, and the dates each tier ends (relay 4: the trip was 27 days
        # out, so 50 % already applied, and the model had to work that out from the dates)
        "refund_pct_if_cancelled_today": refund_pct(days_before(body.travel_date, store.now())),
        "refund_schedule": refund_schedule(body.travel_date, store.now()),
        "note": f"Nothing is reserved yet. createBooking reserves it for {minutes} minutes.",
    }
    joins = bool(spec["joins_on_the_way"])
    if join_moved(custom, joins):  # priced at another join point than the custom trip was saved with
        saved = price(request, trip, {**spec, "joins_on_the_way": not joins}, mobility=mobility)  # the total as saved
        data["join_point_change"] = join_change(trip, joins, (float(saved["total_usd"]), total), language)
    if "changes_from_base" in booked:
        data["changes_from_base"] = booked["changes_from_base"]
    if shown is not None:  # quoted at the length the trip's card showed, not the package's
        change = shown["customizations"][0]
        data["as_shown"] = {
            "base_trip_id": package,
            "package_days": trip["duration_days"],
            "duration_days": days,
            "customization": {"type": change["type"], "details": change["details"]},
        }
    return ok(add_local(data, ("total_usd", "price_per_person_usd", "average_per_paying_traveller_usd"), language))
