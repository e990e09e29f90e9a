"""Information tools: hotels, weather, places, festivals, budget estimates, currency."""

from __future__ import annotations

from fastapi import Request

from agent.rate_words import rate_is
from sandbox.budget_estimate import BUDGET_MONEY, budget_estimate
from sandbox.clock import iso
from sandbox.data import currency, festivals, hotels, places, weather
from sandbox.data.places_none import none_found
from sandbox.deps import language_of
from sandbox.errors import ApiError, invalid, not_found, ok
from sandbox.i18n import tr
from sandbox.i18n.views import localize_forecast
from sandbox.models import BudgetBody, CurrencyBody, FestivalsBody, HotelBody, PlacesBody, WeatherBody
from sandbox.money import add_local
from sandbox.policy import today_ict
from sandbox.routes.common import logged, path, store_of, tool_router

router = tool_router()


@router.post(
    path("getHotelDetails"),
    tags=["hotels"],
    operation_id="getHotelDetails",
    summary="One hotel's amenities, photos and reviews",
)
async def get_hotel_details(body: HotelBody, request: Request) -> dict:
    hotel = hotels.get_hotel(body.hotel_id)
    if hotel is None:
        raise not_found("hotel", body.hotel_id)
    logged(request, "getHotelDetails", hotel_id=hotel["id"])
    return ok(hotels.details(hotel, language_of(request, body.language)))


@router.post(
    path("getWeatherForecast"),
    tags=["info"],
    operation_id="getWeatherForecast",
    summary="Deterministic forecast for a destination on a date",
)
async def get_weather_forecast(body: WeatherBody, request: Request) -> dict:
    logged(request, "getWeatherForecast", destination=body.destination)
    language = language_of(request, body.language)
    data = localize_forecast(
        weather.forecast(body.destination, body.date, today_ict(store_of(request).now())), language
    )
    place = data.pop("place")
    return ok(
        {"destination": tr(place, language), "destination_en": place, "date": body.date.isoformat(), "forecast": data}
    )


@router.post(
    path("getPlaces"),
    tags=["info"],
    operation_id="getPlaces",
    summary="Places by category (temples, beaches, restaurants...) and optional region",
)
async def get_places(body: PlacesBody, request: Request) -> dict:
    logged(request, "getPlaces", category=body.category, region=body.region)
    language = language_of(request, body.language)
    found = places.search(body.category, body.region, language)
    # an empty list says why: what the catalogue lists there, and the nearest region with the category
    named = places.region_named(body.region) if body.region else None
    why = {} if found else none_found(body.category, body.region, named, language)
    return ok({"category": body.category, "region": body.region, "places": found, **why})


@router.post(
    path("getUpcomingFestivals"),
    tags=["info"],
    operation_id="getUpcomingFestivals",
    summary="Festivals and public holidays overlapping a date range",
)
async def get_upcoming_festivals(body: FestivalsBody, request: Request) -> dict:
    if body.end_date < body.start_date:
        raise invalid("end_date must be on or after start_date.")
    if (body.end_date - body.start_date).days > 731:
        raise invalid("Please ask for at most two years at a time.")
    logged(request, "getUpcomingFestivals")
    found = festivals.between(body.start_date, body.end_date, language_of(request, body.language))
    return ok({"festivals": found, "start_date": body.start_date.isoformat(), "end_date": body.end_date.isoformat()})


@router.post(
    path("estimateBudget"),
    tags=["info"],
    operation_id="estimateBudget",
    summary="Budget estimate for a trip type, length and group size",
)
async def estimate_budget(body: BudgetBody, request: Request) -> dict:
    logged(request, "estimateBudget", trip_type=body.trip_type)
    return ok(add_local(budget_estimate(body), BUDGET_MONEY, language_of(request, body.language)))


@router.post(
    path("getCurrencyRates"),
    tags=["info"],
    operation_id="getCurrencyRates",
    summary="Exchange rate between two currencies (USD, KHR, THB, VND, CNY, EUR...)",
)
async def get_currency_rates(body: CurrencyBody, request: Request) -> dict:
    src, dst = body.from_currency.upper(), body.to_currency.upper()
    value = currency.rate(src, dst)
    if value is None:
        raise ApiError(
            400,
            "VALIDATION_FAILED",
            f"Unsupported currency pair {src}/{dst}. Supported: {', '.join(sorted(currency.PER_USD))}.",
        )
    logged(request, "getCurrencyRates", pair=f"{src}/{dst}")
    data = {"from_currency": src, "to_currency": dst, "rate": value, "as_of": iso(store_of(request).now())}
    other = dst if dst != "USD" else src
    if other != "USD":  # what the rate is: our fixed reference rate, a bank's may differ (relay 34 req 14)
        lang = language_of(request, body.language).upper()
        data["rate_is"] = rate_is(currency.PER_USD[other], other, lang)
    if body.amount is not None:  # the conversion itself, so nobody multiplies by hand
        data.update(amount=body.amount, converted_amount=currency.convert(body.amount, src, dst))
    if body.amount_usd is not None:
        data.update(amount_usd=body.amount_usd, amount_converted=currency.convert(body.amount_usd, "USD", dst))
    return ok(data)
