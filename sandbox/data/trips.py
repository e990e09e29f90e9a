"""The trip catalogue: 18 packages, one per environment and price tier, over 10 regions, read from
sandbox/catalogue/trips/*.yaml. A trip's ``difficulty`` is its plan's hardest day
(sandbox/data/effort.py; "hard" is "challenging"): tests/sandbox/test_day_clock.py.

``TRIPS`` holds each trip's facts and English texts (``name_kh`` / ``name_zh`` beside ``name``);
:func:`summary` answers in the request's language from the catalogue record.
``hotels`` lists the hotel id for each night, in order.
"""

from __future__ import annotations

from typing import Any, Optional

from agent.state import Language
from sandbox.catalogue import CATALOGUE
from sandbox.catalogue.models import Trip
from sandbox.data.getting_there import departure_line, route, transfer_line
from sandbox.data.practical import pickup_time
from sandbox.group import PRICE_IS
from sandbox.i18n import tr

T = dict[str, Any]


def _as_dict(trip: Trip) -> T:
    """A catalogue trip as the sandbox's code reads it: its facts, its English texts."""
    return {
        "id": trip.id,
        "name": trip.name.en,
        "name_kh": trip.name.kh,
        "name_zh": trip.name.zh,
        "region": trip.region,
        "tier": trip.tier,
        "environment": trip.environment,
        "moods": list(trip.moods),
        "duration_days": trip.duration_days,
        "price_usd": float(trip.price_usd),
        "transfer_usd": float(trip.transfer_usd),
        "difficulty": trip.difficulty,
        "tagline": trip.tagline.en,
        "highlights": [h.en for h in trip.highlights],
        "hotels": list(trip.hotels),
        "max_group": trip.max_group,
        **({"park_pass": trip.park_pass} if trip.park_pass else {}),  # sandbox/park_pass.py
    }


TRIPS: list[T] = [_as_dict(t) for t in CATALOGUE.trips]
TRIPS_BY_ID: dict[str, T] = {t["id"]: t for t in TRIPS}
TIERS: tuple[str, ...] = ("budget", "standard", "luxury")

SUMMARY_FIELDS = ("id", "name", "name_kh", "name_zh", "region", "tier", "environment", "moods",
                  "duration_days", "price_usd", "tagline", "highlights", "difficulty")


def trip_name(trip: T, language: Language) -> str:
    return {"KH": trip["name_kh"], "ZH": trip["name_zh"]}.get(language, trip["name"]) or trip["name"]


def summary(trip: T, language: Language = "EN", departure_city: Optional[str] = None) -> T:
    """The RESULTS.md trip summary; ``name`` is in the request's language, EN kept in ``name_en``;
    ``getting_there`` from ``departure_city`` when given (as getTripSuggestions says it)."""
    data = {k: trip[k] for k in SUMMARY_FIELDS}
    data["moods"] = list(trip["moods"])
    texts = CATALOGUE.trip(trip["id"])
    data["highlights"] = [h.in_(language) for h in texts.highlights]
    data["tagline"] = texts.tagline.in_(language)
    data["region"] = tr(trip["region"], language)
    data["region_en"] = trip["region"]
    data["name"] = trip_name(trip, language)
    data["name_en"] = trip["name"]
    data["image_url"] = f"/static/images/{trip['id']}/1.svg"
    data["max_group"] = trip["max_group"]
    data["price_is"] = PRICE_IS  # price_usd: one adult's package price
    where = route(trip["id"])
    if where.destination != trip["region"]:  # the plainer place (Koh Rong Samloem, not Koh Rong)
        data["destination"] = tr(where.destination, language)
    # from which city the transfer is included, how and how long (getTripItinerary: the rest)
    time = pickup_time(trip["id"])
    data["getting_there"] = (
        departure_line(trip["id"], departure_city, time, language)
        if departure_city
        else transfer_line(trip["id"], time, language)
    )
    return data


def get_trip(trip_id: str) -> Optional[T]:
    return TRIPS_BY_ID.get(trip_id)
