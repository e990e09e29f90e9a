"""The transfer credit is exactly the legs of the transfer from the route's start the group does not ride:
``transfer_usd`` is the leg there and the leg back, priced alike. For every catalogue trip, join point (the
start, the pier, the destination town) and end point: credit = (legs skipped) x transfer_usd / 2, the leg
there skipped when the group joins away from the start, the leg back when it ends away from it. A traveller
who joins at the destination and is dropped back at the start rides the leg back and pays for it."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from sandbox.data.getting_there import ROUTES
from sandbox.data.join_points import is_local
from sandbox.data.trips import TRIPS_BY_ID
from sandbox.group import Group
from sandbox.pickup_price import joins_away
from sandbox.policy import money
from sandbox.totals import group_price
from tests.sandbox.support import Sandbox

TRIPS = sorted(t for t in ROUTES if not is_local(t) and TRIPS_BY_ID[t].get("transfer_usd"))


def _points(trip_id: str) -> list[str]:
    """A hotel at each join point: the start, the pier (a ferry route), the destination town."""
    r = ROUTES[trip_id]
    towns = [r.from_city, *([r.via] if r.via else []), r.destination.split(",")[0]]
    return [f"Riverside Guesthouse, {town}" for town in towns]


def _credit(priced: dict[str, object]) -> float:
    return float(priced.get("transfer_credit_per_adult_usd") or 0.0)  # type: ignore[arg-type]


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(TRIPS), st.data(), st.integers(min_value=1, max_value=4), st.booleans())
def test_the_credit_is_the_legs_not_ridden(trip_id: str, data: st.DataObject, adults: int, kids: bool) -> None:
    join = data.draw(st.sampled_from(_points(trip_id)))
    end = data.draw(st.sampled_from(_points(trip_id)))
    there, back = joins_away(trip_id, join, None), joins_away(trip_id, end, None)
    group = Group(adults=adults, children_ages=(8, 2) if kids else ())
    priced = group_price(TRIPS_BY_ID[trip_id], group, [], there, ends_away=back if end != join else None)
    legs = int(there) + int(back)
    assert _credit(priced) == money(TRIPS_BY_ID[trip_id]["transfer_usd"] * legs / 2), (join, end, priced)
    if there and not back:  # joined at the destination, dropped back at the start: the leg back is paid
        assert _credit(priced) < TRIPS_BY_ID[trip_id]["transfer_usd"]


@pytest.mark.parametrize("trip_id", TRIPS[:3])
def test_a_booking_joining_at_the_destination_and_ending_at_the_start_pays_the_leg_back(trip_id: str) -> None:
    sb = Sandbox()
    start, *_, there = _points(trip_id)
    booked = sb.book(trip_id, people=2, pickup_location=start)
    bid, part = booked["booking_id"], TRIPS_BY_ID[trip_id]["transfer_usd"]
    assert _credit(booked["pricing"]) == 0.0
    # the pickup moves to the destination, the trip still ends at the start (changePickup keeps the drop-off)
    sb.data("changePickup", {"booking_id": bid, "pickup_location": there})
    held = sb.app.state.store.bookings[bid]
    assert held.drop_off_location == start and _credit(held.pricing) == money(part / 2)
    sb.data("changePickup", {"booking_id": bid, "drop_off_location": there})  # now it ends there too
    assert _credit(sb.app.state.store.bookings[bid].pricing) == part
