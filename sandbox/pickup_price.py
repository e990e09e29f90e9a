"""What a pickup change does to the price, said in the traveller's language (issue 37, relay 15).

A pickup change never changes the price. A group that now meets at the destination does not use the
transfer from the route's start, which is part of the package price: it gets no credit for it, and the
result says so (the traveller asked why the price stayed the same)."""

from __future__ import annotations

from typing import Any, Optional

from sandbox.data.getting_there import ROUTES, in_destination, join_place, pickup_city
from sandbox.errors import ApiError
from sandbox.i18n import tr

# (EN, KH, ZH)
AT_DESTINATION = (
    "The price is unchanged: the transfer from {city} is part of the package price, and meeting at the "
    "destination instead gives no credit for it.",
    "តម្លៃមិនប្ដូរទេ៖ ការដឹកជញ្ជូនពី {city} រួមបញ្ចូលក្នុងតម្លៃកញ្ចប់ ហើយការជួបគ្នានៅទិសដៅជំនួសវិញ មិនបានកាត់បន្ថយតម្លៃសម្រាប់វាទេ។",
    "价格不变：从{city}出发的接送已包含在套餐价格中，改为在目的地集合不会因此抵扣费用。",
)
ELSEWHERE = (
    "The price is unchanged: a new pickup place does not change the package price.",
    "តម្លៃមិនប្ដូរទេ៖ កន្លែងទទួលថ្មីមិនប្ដូរតម្លៃកញ្ចប់ទេ។",
    "价格不变：更换接送地点不会改变套餐价格。",
)
_COLUMN = {"EN": 0, "KH": 1, "ZH": 2}


def price_after_pickup_change(
    trip_id: str, pickup: str, departure_city: Optional[str], language: str
) -> dict[str, Any]:
    """``price_unchanged`` and ``price_note`` (why, in ``language``) for a changePickup result."""
    column = _COLUMN.get(language, 0)
    place = join_place(trip_id, pickup, departure_city) or pickup
    meets_there = in_destination(trip_id, place)
    words = AT_DESTINATION if meets_there else ELSEWHERE
    return {
        "price_unchanged": True,
        "meets_at_destination": meets_there,
        "price_note": words[column].format(city=tr(ROUTES[trip_id].from_city, language)),
    }


def refuse_outside_route(trip_id: str, pickup: str, departure_city: Optional[str]) -> None:
    """A pickup in another city or province than the trip's start (or the destination, or the pier where
    the group may join) is refused with the reason and what to do (relay 19 req 44: Phnom Penh to Kampong
    Thom was kept "no charge, pickup time stays 07:30" though the trip starts in Phnom Penh): the
    transfer from there is not in the package, so the pickup can neither stay at its time nor its price."""
    place = join_place(trip_id, pickup, departure_city) or pickup
    city, kind = pickup_city(trip_id, place)
    if kind != "other":
        return
    r = ROUTES[trip_id]
    where = r.destination.split(",")[0]
    raise ApiError(
        409,
        "PICKUP_OUTSIDE_ROUTE",
        f"The pickup cannot move to {city}: this trip starts from {r.from_city} and the transfer from {city} is "
        "not included, so the pickup would not be at its time or price. The booking's pickup is unchanged.",
        {
            "pickup_city": city,
            "trip_starts_from": r.from_city,
            "group_can_join_in": where,
            "next_step": f"Tell the traveller: travel to {r.from_city} for the pickup there (give a place in "
            f"{r.from_city}), or make their own way to {where} and give their hotel there as the pickup; "
            "then call changePickup with that place.",
        },
    )
