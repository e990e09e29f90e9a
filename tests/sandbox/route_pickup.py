"""A pickup on each trip's route, for tests that book: the city its included transfer leaves from, or the
destination town where the group may join. A pickup in any other city is refused at previewBooking,
createBooking, modifyBooking and changePickup alike (tests/sandbox/test_booking_pickup_on_route.py)."""

from __future__ import annotations

from typing import Literal

from sandbox.data.getting_there import ROUTES


def route_city(trip_id: str, where: Literal["start", "destination"] = "start") -> str:
    r = ROUTES[trip_id]
    return r.from_city if where == "start" else r.destination.split(",")[0]


def route_pickup(trip_id: str, where: Literal["start", "destination"] = "start", place: str = "Hotel Lotus") -> str:
    """``place`` (a hotel not in the catalogue, so the city named decides) in the trip's start city, or in
    its destination town."""
    return f"{place}, {route_city(trip_id, where)}"
