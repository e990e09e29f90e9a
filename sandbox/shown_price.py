"""The one price every trip card, itinerary and comparison shows before anything is customised or booked.

A trip's price from the session's departure city for a group, with the changes its card showed (``items``)
and its Cambodian citizens without their park pass (sandbox/park_pass.py): a group joining at the destination
(or the pier) pays it without the transfer from the route's start, one picked up in a town off the route pays
the extra leg (sandbox/pickup_price.py). getTripSuggestions, getTripItinerary and compareTrips all price by
:func:`shown_price`, so the same trip, length, group and citizens show the same figures in each, and
calculateCustomTrip / customizeTrip / previewBooking price the same way from the same join point."""

from __future__ import annotations

from typing import Any, Optional

from sandbox.data.trips import T
from sandbox.group import Group
from sandbox.pickup_price import joins_away, leg_town
from sandbox.totals import group_price


def shown_price(
    trip: T,
    group: Group,
    items: list[dict[str, Any]],
    departure_city: Optional[str],
    citizens: int = 0,
    mobility: bool = False,
) -> dict[str, Any]:
    """``group``'s price of ``trip`` with ``items`` from ``departure_city``, ``citizens`` of the group without
    their park pass; ``mobility``: the group's need places the add-ons (sandbox/totals.py ``group_price``)."""
    return group_price(
        trip,
        group,
        items,
        joins_away(trip["id"], None, departure_city),
        citizens,
        mobility=mobility,
        leg_from=leg_town(trip["id"], None, departure_city),
    )
