"""Trip tools: suggestions, itinerary, images, comparison and customisation."""

from __future__ import annotations

from fastapi import Request

from sandbox.data.guides import guide_languages
from sandbox.data.hotels import get_hotel
from sandbox.data.itineraries import itinerary_for, meal_counts
from sandbox.data.pricing import price_customization
from sandbox.data.trips import summary, trip_name
from sandbox.deps import language_of
from sandbox.errors import ok
from sandbox.i18n import tr, tr_list
from sandbox.i18n.views import comparison_rows, included_for
from sandbox.models import CalculateBody, CompareBody, CustomizeBody, SuggestBody, TripIdBody
from sandbox.money import add_local
from sandbox.routes.common import logged, path, store_of, tool_router, trip_or_404
from sandbox.suggest import suggest
from sandbox.totals import group_price

PRICE_KEYS = (
    "base_price_usd",
    "price_per_person_usd",
    "total_per_person_usd",
    "total_usd",
    "average_per_person_usd",
    "price_usd",
)

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
    return ok(suggest(body, language_of(request, body.language)))


@router.post(
    path("getTripItinerary"),
    tags=TAG,
    operation_id="getTripItinerary",
    summary="Day-by-day itinerary of one trip, with its hotels",
)
async def get_trip_itinerary(body: TripIdBody, request: Request) -> dict:
    trip = trip_or_404(request, body.trip_id)
    language = language_of(request, body.language)
    logged(request, "getTripItinerary", trip_id=trip["id"])
    days = itinerary_for(trip)
    meals = meal_counts(days)
    for day in days:
        day.update(
            title=tr(day["title"], language),
            activities=tr_list(day["activities"], language),
            meals=tr_list(day["meals"], language),
        )
    hotel_ids = list(dict.fromkeys(d["hotel_id"] for d in days if d["hotel_id"]))
    hotels = [{"id": h["id"], "name": h["name"], "stars": h["stars"]} for h in map(get_hotel, hotel_ids) if h]
    return ok(
        add_local(
            {
                "trip_id": trip["id"],
                "trip_name": trip_name(trip, language),
                "duration_days": trip["duration_days"],
                "price_usd": trip["price_usd"],
                "itinerary": days,
                "hotels": hotels,
                "included": included_for(trip, meals, language),
                "meals_included": meals,
                "guide_languages": guide_languages(trip["region"]),
                "region": tr(trip["region"], language),
                "tier": trip["tier"],
            },
            PRICE_KEYS,
            language,
        )
    )


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
    captions = [trip_name(trip, language), *tr_list(trip["highlights"], language)]
    images = [
        {"url": f"/static/images/{trip['id']}/{i}.svg", "caption": cap} for i, cap in enumerate(captions, start=1)
    ]
    return ok({"trip_id": trip["id"], "images": images})


@router.post(path("compareTrips"), tags=TAG, operation_id="compareTrips", summary="Compare 2-3 trips side by side")
async def compare_trips(body: CompareBody, request: Request) -> dict:
    language = language_of(request, body.language)
    trips = [trip_or_404(request, tid) for tid in body.trip_ids]
    logged(request, "compareTrips", trip_ids=[t["id"] for t in trips])
    return ok(
        {"trips": [summary(t, language) for t in trips], "comparison": {"rows": comparison_rows(trips, language)}}
    )


@router.post(
    path("calculateCustomTrip"),
    tags=TAG,
    operation_id="calculateCustomTrip",
    summary="Price a customised trip without saving it",
)
async def calculate_custom_trip(body: CalculateBody, request: Request) -> dict:
    trip = trip_or_404(request, body.base_trip_id)
    logged(request, "calculateCustomTrip", trip_id=trip["id"], count=len(body.customizations))
    items = [price_customization(trip, c.model_dump()) for c in body.customizations]
    priced = group_price(trip, body.group(default_people=1), items)
    data = {
        "base_trip_id": trip["id"],
        "base_price_usd": trip["price_usd"],
        "total_per_person_usd": priced["price_per_person_usd"],
        **priced,
    }
    return ok(add_local(data, PRICE_KEYS, language_of(request, body.language)))


@router.post(
    path("customizeTrip"),
    tags=TAG,
    operation_id="customizeTrip",
    summary="Save customisations as a new trip variant (custom_trip_id)",
)
async def customize_trip(body: CustomizeBody, request: Request) -> dict:
    trip = trip_or_404(request, body.trip_id)
    store = store_of(request)
    items = [price_customization(trip, c.model_dump()) for c in body.customizations]
    per_person = max(round(trip["price_usd"] + sum(i["price_usd"] for i in items), 2), 0.0)
    custom_id = store.new_id("ctrip")
    name = trip_name(trip, language_of(request, body.language))
    record = {
        "custom_trip_id": custom_id,
        "base_trip_id": trip["id"],
        "trip_name": f"{name} (custom)",
        "total_per_person_usd": per_person,
        "customizations": items,
        "user_id": body.user_id,
        "created_at": store.now().isoformat(),
    }
    store.custom_trips[custom_id] = record
    logged(request, "customizeTrip", trip_id=trip["id"], custom_trip_id=custom_id)
    return ok({k: v for k, v in record.items() if k not in ("user_id", "created_at")})
