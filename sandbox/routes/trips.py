"""Trip tools: suggestions, itinerary, images, comparison and customisation."""

from __future__ import annotations

from fastapi import Request

from sandbox.add_on_people import some_adults
from sandbox.booked_plan import as_booked
from sandbox.catalogue import CATALOGUE
from sandbox.child_share import child_prices
from sandbox.compare_length import at_length, card_change, length_items
from sandbox.custom import PRICE_KEYS, priced_custom, starts_from, with_saved
from sandbox.data.trips import summary, trip_name
from sandbox.day_need import need_in, with_asked
from sandbox.deps import language_of
from sandbox.errors import ApiError, ok
from sandbox.group import PRICE_IS, group_of
from sandbox.held_add_ons import addable_left, now_included
from sandbox.i18n import tr
from sandbox.i18n.group_texts import people
from sandbox.i18n.views import comparison_rows
from sandbox.models import CalculateBody, CompareBody, CustomizeBody, ItineraryBody, SuggestBody, TripIdBody
from sandbox.money import add_local
from sandbox.park_pass import citizens_said, pass_said
from sandbox.pass_days import days_agree
from sandbox.pickup_price import leg_town, quoted_join
from sandbox.plan import items_for, localized_plan
from sandbox.price_base import credit_said
from sandbox.routes.bookings import booking_for
from sandbox.routes.common import custom_of, logged, path, plan_of, store_of, tool_router, trip_or_404
from sandbox.saved_join import SAVED
from sandbox.saved_variant import save_variant
from sandbox.shown_price import shown_price
from sandbox.suggest import suggest
from sandbox.suggest_pass import with_pass_lines

router = tool_router()
TAG = ["trips"]


@router.post(
    path("getTripSuggestions"),
    tags=TAG,
    operation_id="getTripSuggestions",
    summary="Three trips (budget, standard, luxury) matching the traveller's preferences",
)
async def get_trip_suggestions(body: SuggestBody, request: Request) -> dict:
    logged(request, "getTripSuggestions", environment=body.environment, mood=body.mood)
    language = language_of(request, body.language)
    return ok(with_pass_lines(suggest(body, language), language))  # the pass change a length needs, stated


@router.post(
    path("getTripItinerary"),
    tags=TAG,
    operation_id="getTripItinerary",
    summary="Day-by-day plan of a trip, a custom trip or a booking (the trip as booked), with hotels",
)
async def get_trip_itinerary(body: ItineraryBody, request: Request) -> dict:
    language = language_of(request, body.language)
    booking = booking_for(request, body.booking_id, body.user_id) if body.booking_id else None
    trip_id = booking.trip_id if booking else body.trip_id
    if not trip_id:
        raise ApiError(400, "INVALID_INPUT", "trip_id or booking_id is required.", {"trip_id": "missing"})
    if booking:  # the plan as booked: the one function a change's quote plans with (sandbox/booked_plan.py)
        trip, plan, shown = as_booked(request, booking, language)
    custom = custom_of(request, trip_id)
    # the length its suggestion card showed (sandbox/compare_length.py): its days and price, never the package's
    base = trip_or_404(request, trip_id)
    change = None if booking or custom else card_change(base, body.lengths)
    mobility = need_in(body) is not None  # the session's need places the add-ons, as its quotes and booking do
    if not booking:
        trip, plan = plan_of(
            request, trip_id, None, body.transport or "driver", mobility, extra=length_items(base, change)
        )
        shown = localized_plan(trip, plan, language, travel_date=body.travel_date, departure_city=body.departure_city)
    logged(request, "getTripItinerary", trip_id=trip["id"], booking=bool(booking))
    data = {
        "trip_id": trip_id,
        "base_trip_id": trip["id"],
        "trip_name": booking.trip_name if booking else (custom["trip_name"] if custom else trip_name(trip, language)),
        "price_usd": custom["price_per_adult_usd"] if custom else trip["price_usd"],
        "price_is": PRICE_IS,  # the package with its changes, before the group, transport and discounts
        "region": tr(trip["region"], language),
        "tier": trip["tier"],
        **shown,
    }
    if not booking:  # one adult's price of the plan shown, as price() gives it (issue 37: sandbox/totals.py)
        items = items_for(trip, custom, [], store_of(request).custom_trips) + length_items(trip, change)
        # the session's group when it has children or citizens (their passes left out, as previewBooking does)
        whole = body.children_ages or body.cambodian_citizens
        group = body.group(default_people=1) if whole else group_of(adults=1, transport=body.transport)
        citizens = body.cambodian_citizens
        priced = shown_price(trip, group, items, body.departure_city, citizens, mobility)  # as its card
        data["price_usd"] = priced["price_per_person_usd"]
        if citizens:  # the group's total beside one adult's price, and who pays without the pass
            data.update(total_usd=priced["total_usd"], **some_adults(priced), **citizens_said(priced))
        if change:  # the card's length: the package's beside it, and the change that makes it
            data.update(package_duration_days=trip["duration_days"], customization=change)
        if group.children_ages:  # children pay less: their prices, as the card said them
            data.update(child_prices_usd=child_prices(priced, language), price_bands=priced["price_bands"])
        # the park pass inside price_usd (one adult's), for the plan's temple days
        data.update(pass_said(priced, trip, language, per_adult=True))
        data["itinerary"] = days_agree(data["itinerary"], priced, language)  # its days say so too
        data.update(credit_said(priced, language))  # already taken off price_usd, said so
        if priced["self_drive_credit_per_person_usd"]:  # already taken off price_usd
            data["self_drive_credit_per_adult_usd"] = priced["self_drive_credit_per_person_usd"]
    # what add_activity can add, with its price per adult; a booking that can still change lists them too (relay
    # runs 51 and 52: asked for an add-on after paying, the model had only a search's list from long before)
    if not booking or booking.status == "CONFIRMED":
        data["addable_activities"] = addable_left(trip, plan["days"], language)
    if booking and (included := now_included(trip, plan, language)):  # no longer add-ons: its days hold them
        data["now_included"] = included
    if booking:  # the booking's own prices now, never the package's (relay 4: $189 beside a $700.80 total)
        data.update(
            price_usd=booking.pricing.get("price_per_person_usd", data["price_usd"]),
            price_per_adult_usd=booking.pricing.get("price_per_person_usd", data["price_usd"]),
            travellers=booking.pricing.get("travellers"),
            booking_id=booking.booking_id,
            booking_ref=booking.booking_ref,
            booking_status=booking.status,
            travel_date=booking.travel_date,
            end_date=booking.end_date,
            people_count=booking.people_count,
            total_usd=booking.total_usd,
            total_is_for=people(booking.people_count, language),
        )
    if booking:  # the days say of the pass what the booking's price charges (its citizens enter free)
        data["itinerary"] = days_agree(data["itinerary"], booking.pricing, language)
    if booking and booking.special_request_items:  # issue 22: added after booking, with who confirms each
        data["special_request_items"] = booking.special_request_items
    return ok(add_local(data, PRICE_KEYS, language))


@router.post(
    path("getTripImages"),
    tags=TAG,
    operation_id="getTripImages",
    summary="Photo gallery of a trip (served as local static SVG files)",
)
async def get_trip_images(body: TripIdBody, request: Request) -> dict:
    trip = trip_or_404(request, body.trip_id)
    language = language_of(request, body.language)
    logged(request, "getTripImages", trip_id=trip["id"])
    images = [
        {"url": f"/static/images/{trip['id']}/{image.file}", "caption": image.caption.in_(language)}
        for image in CATALOGUE.trip(trip["id"]).images
    ]
    return ok({"trip_id": trip["id"], "images": images})


@router.post(path("compareTrips"), tags=TAG, operation_id="compareTrips", summary="Compare 2-3 trips side by side")
async def compare_trips(body: CompareBody, request: Request) -> dict:
    language = language_of(request, body.language)
    trips = [trip_or_404(request, tid) for tid in body.trip_ids]
    logged(request, "compareTrips", trip_ids=[t["id"] for t in trips])
    shown = [summary(t, language, body.departure_city) for t in trips]
    with_children = bool(body.children_ages and (body.adults or body.people_count))
    citizens = body.cambodian_citizens  # the session's group with its citizens, as its cards and itinerary
    whole = with_children or citizens
    group = body.group(default_people=1) if whole else group_of(adults=1, transport=body.transport)
    for n, trip in enumerate(trips):
        change = card_change(trip, body.lengths)  # the length its suggestion card showed (sandbox/compare_length.py)
        items = length_items(trip, change)
        priced = shown_price(trip, group, items, body.departure_city, citizens)  # as its card and itinerary
        item = shown[n] = at_length(trip, change, shown[n], language) if change else shown[n]
        # one adult's price from the departure city, as getTripSuggestions and getTripItinerary say it
        item["price_usd"] = priced["price_per_adult_usd"]
        item.update(credit_said(priced, language))  # already taken off price_usd, said so
        if with_children:  # children pay less: their prices
            item.update(
                child_prices_usd=child_prices(priced, language),
                price_bands=priced["price_bands"],  # who pays which price: teens with the adults
            )
        if whole:  # the group's total beside one adult's price, and who pays without the pass
            item.update(total_usd=priced["total_usd"], total_is_for=group.spelled(language))
            if citizens:
                item.update(**some_adults(priced), **citizens_said(priced))
            add_local(item, ("total_usd",), language)
    said = ("price_usd", "duration_days", "highlights")  # at the card's length
    rows = comparison_rows([{**t, **{k: i[k] for k in said}} for t, i in zip(trips, shown)], language)
    return ok({"trips": shown, "comparison": {"rows": rows}})


@router.post(
    path("calculateCustomTrip"),
    tags=TAG,
    operation_id="calculateCustomTrip",
    summary="Price a customised trip without saving it (a saved custom trip as base keeps its changes)",
)
async def calculate_custom_trip(body: CalculateBody, request: Request) -> dict:
    trip = trip_or_404(request, body.base_trip_id)
    logged(request, "calculateCustomTrip", trip_id=trip["id"], count=len(body.customizations))
    custom = custom_of(request, body.base_trip_id)
    language = language_of(request, body.language)
    raw = with_saved(custom, with_asked([c.model_dump() for c in body.customizations], need_in(body)))
    data = {
        **priced_custom(
            trip,
            body.group(default_people=1),
            raw,
            language,
            quoted_join(trip["id"], body.pickup_location, body.departure_city, "calculateCustomTrip"),
            body.cambodian_citizens,
            leg_town(trip["id"], body.pickup_location, body.departure_city),
            need_in(body) is not None,  # the session's mobility need places the add-ons (agent/tools/need_input.py)
        ),
        "starts_from": starts_from(custom, trip),
    }
    return ok(add_local(data, PRICE_KEYS, language))


@router.post(
    path("customizeTrip"),
    tags=TAG,
    operation_id="customizeTrip",
    summary="Save customisations as a new trip variant (custom_trip_id)",
)
async def customize_trip(body: CustomizeBody, request: Request) -> dict:
    trip = trip_or_404(request, body.trip_id)
    language = language_of(request, body.language)
    custom = custom_of(request, body.trip_id)
    raw = with_saved(custom, with_asked([c.model_dump() for c in body.customizations], need_in(body)))
    # priced for the group and join point like calculateCustomTrip
    where = (body.pickup_location, body.departure_city)
    mobility = need_in(body) is not None
    record, priced = save_variant(
        request,
        trip,
        raw,
        body.group(default_people=1),
        where,
        language,
        body.user_id,
        mobility,
        citizens=body.cambodian_citizens,  # the session's, as calculateCustomTrip
    )
    logged(request, "customizeTrip", trip_id=trip["id"], custom_trip_id=record["custom_trip_id"])
    data = {
        **{k: v for k, v in record.items() if k not in ("user_id", "created_at", "price_per_adult_usd", *SAVED)},
        **{k: v for k, v in priced.items() if k != "plan_changes"},
        "starts_from": starts_from(custom, trip),
    }
    changes = priced.get("plan_changes") or {}
    for kind in ("added_days", "removed_days"):  # which day each add_day became, each remove_day dropped
        if changes.get(kind):  # (calculateCustomTrip said what they hold)
            data[kind] = [{"day": d["day"], "title": d["title"]} for d in changes[kind]]
    return ok(add_local(data, PRICE_KEYS, language))
