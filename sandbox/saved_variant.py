"""A custom trip saved: customizeTrip's record, and the one previewBooking quotes for a trip its suggestion card
showed at another length.

previewBooking of a catalogue trip the session's suggestion card (and so its itinerary) showed at another
length than the package's (``lengths``, filled by the workflow: agent/tools/guards.py) quotes that length: the
card's change saved as a custom trip (the same one again for the same change, group join and traveller), whose
id the summary and the booking carry, so that what the card showed is what is quoted and booked (relay 63 req
9: the card and the itinerary said 5 days at $292.34 per adult, the summary the 3-day package at $199).
"""

from __future__ import annotations

from typing import Any, Optional

from fastapi import Request

from sandbox.compare_length import card_change
from sandbox.custom import priced_custom
from sandbox.custom_name import custom_trip_name
from sandbox.data.trips import T
from sandbox.day_need import need_in, with_asked
from sandbox.group import Group
from sandbox.pickup_price import leg_town, quoted_join
from sandbox.policy import money
from sandbox.routes.common import custom_of, store_of, trip_or_404
from sandbox.saved_join import saved_join

# a record's parts that are not the trip itself
_NOT_THE_TRIP = ("custom_trip_id", "created_at")


def save_variant(
    request: Request,
    trip: T,
    raw: list[dict[str, Any]],
    group: Group,
    where: tuple[Optional[str], Optional[str]],
    language: str,
    user_id: Optional[str],
    mobility: bool,
    tool: str = "customizeTrip",
    reuse: bool = False,
    citizens: int = 0,
) -> tuple[dict[str, Any], dict[str, Any]]:
    """``(record, priced)``: the custom trip of ``trip`` with the changes ``raw``, priced for ``group`` and the
    join point of ``where`` (pickup location, departure city) as calculateCustomTrip prices it (``mobility``:
    the group's need places the add-ons, ``citizens`` of it without their park pass), and saved; with ``reuse``, the
    same trip saved before if there is one."""
    store = store_of(request)
    pickup, city = where
    joined = quoted_join(trip["id"], pickup, city, tool)
    leg = leg_town(trip["id"], pickup, city)
    priced = priced_custom(trip, group, raw, language, joined, citizens, leg_from=leg, mobility=mobility)
    items = priced["customizations"]
    record = {
        "base_trip_id": trip["id"],
        "trip_name": custom_trip_name(trip, items, language),
        # the package with its changes, before the group's transport and discounts
        "price_per_adult_usd": max(money(trip["price_usd"] + sum(i["price_usd"] for i in items)), 0.0),
        "duration_days": priced["duration_days"],
        "customizations": items,
        # the join point it was priced at: its booking quotes keep it (sandbox/saved_join.py)
        **saved_join(trip["id"], pickup, joined),
        "user_id": user_id,
    }
    for saved in store.custom_trips.values() if reuse else ():
        if {k: v for k, v in saved.items() if k not in _NOT_THE_TRIP} == record:
            return saved, priced
    record = {"custom_trip_id": store.new_id("ctrip"), **record, "created_at": store.now().isoformat()}
    store.custom_trips[record["custom_trip_id"]] = record
    return record, priced


def shown_length(request: Request, body: Any, group: Group, language: str) -> Optional[dict[str, Any]]:
    """The custom trip previewBooking quotes for ``body.trip_id`` at the length its card showed (``lengths``),
    None when the trip is a custom one or its card showed the package."""
    if custom_of(request, body.trip_id) is not None:
        return None
    trip = trip_or_404(request, body.trip_id)
    change = card_change(trip, body.lengths)
    if change is None:
        return None
    need = need_in(body)
    where = (body.pickup_location, body.departure_city)
    record, _ = save_variant(
        request, trip, with_asked([change], need), group, where, language, body.user_id, need is not None,
        "previewBooking", reuse=True,
    )  # fmt: skip
    return record
