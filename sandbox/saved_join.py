"""A saved custom trip keeps the join point it was priced at (relay 32 req 19: customizeTrip priced a family
joining in Siem Reap without the transfer from Phnom Penh, 537 USD; previewBooking of the saved trip, called
with no pickup, read the session's departure city and quoted 609 USD, the 24 USD per adult credit gone unsaid).

customizeTrip records the place its pickup named (a city, a catalogue hotel or landmark) and whether the
price left the transfer out. previewBooking and createBooking of that custom trip read a pickup that names no
place there, as customizeTrip did; a call whose pickup names another join point is priced at it, and the
preview says what changed and by how much (``join_point_change``).
"""

from __future__ import annotations

from typing import Any, Optional

from sandbox.data.getting_there import ROUTES, pickup_city
from sandbox.data.trips import T
from sandbox.i18n import tr, trf
from sandbox.i18n.price_rule_texts import JOINS_NOW_AT_DESTINATION, PICKED_UP_NOW_AT_START
from sandbox.policy import money

PLACE = "joins_at"  # the pickup customizeTrip was given, when it named a place
AWAY = "joins_on_the_way"  # whether the saved price left out the transfer from the route's start
SAVED = (PLACE, AWAY)


def saved_join(trip_id: str, pickup: Optional[str], joins_away: bool) -> dict[str, Any]:
    """What a custom trip's record keeps of its join point."""
    place = (pickup or "").strip()
    named = bool(place) and pickup_city(trip_id, place)[0] is not None
    return {AWAY: joins_away, **({PLACE: place} if named else {})}


def join_reading(custom: Optional[dict[str, Any]], departure_city: Optional[str]) -> Optional[str]:
    """Where a booking quote of ``custom`` reads a pickup that names no place: the place the custom trip
    was saved with, else the session's departure city (as for a catalogue trip)."""
    return (custom or {}).get(PLACE) or departure_city


def join_moved(custom: Optional[dict[str, Any]], joins_away: bool) -> bool:
    """A quote of a saved custom trip priced at another join point than the one it was saved with."""
    return bool(custom) and AWAY in (custom or {}) and bool((custom or {})[AWAY]) != joins_away


def join_change(trip: T, joins_away: bool, totals: tuple[float, float], language: str) -> dict[str, Any]:
    """What moving the join point did to the quote: the change per adult and in all (``totals``: at the saved
    join point, as quoted), in words."""
    trip_id = trip["id"]
    part = money(float(trip.get("transfer_usd") or 0.0))
    route = ROUTES[trip_id]
    words = trf(
        JOINS_NOW_AT_DESTINATION if joins_away else PICKED_UP_NOW_AT_START,
        language,
        city=tr(route.from_city, language),
        destination=tr(route.destination.split(",")[0], language),
        part=f"{part:.2f}",
        total=f"{abs(totals[1] - totals[0]):.2f}",
    )
    return {
        "saved_joining_at_destination": not joins_away,
        "quoted_joining_at_destination": joins_away,
        "price_change_per_adult_usd": -part if joins_away else part,
        "price_change_usd": money(totals[1] - totals[0]),
        "says": words,
    }
