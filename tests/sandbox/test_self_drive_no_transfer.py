"""Invariant: a traveller never pays for a transfer leg they do not take; one price function prices the leg.

For every trip and family, a group that drives itself (``transport: self_drive``, or ``change_transport`` to a
self-drive mode) pays at most what the same group pays with the package's transport joining at the destination
(the transfer from the route's start not taken) less the driver on the trip's days it does not take either: the
transfer is off its price at the very figure the destination joiner is credited, wherever it says it joins.
previewBooking says the same for a self-driving family and one picked up at the destination."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from hypothesis import given, settings, strategies as st

from sandbox.data.getting_there import ROUTES
from sandbox.data.pricing import price_customization
from sandbox.data.trips import TRIPS
from sandbox.group import Group, self_drive_credit
from sandbox.policy import money
from sandbox.totals import group_price
from tests.sandbox.support import TRAVEL, Sandbox

FAMILY = st.builds(Group, adults=st.integers(1, 3), children_ages=st.lists(st.integers(0, 17), max_size=3).map(tuple))


@settings(max_examples=80, deadline=None)
@given(trip=st.sampled_from(TRIPS), family=FAMILY, joins_away=st.booleans(), by_item=st.booleans())
def test_a_self_driving_group_never_pays_the_transfer(
    trip: dict, family: Group, joins_away: bool, by_item: bool
) -> None:
    driven = group_price(trip, family, [], joins_away=True)  # the package's transport, joining at the destination
    if by_item:  # a change_transport to self-drive, the group's transport as booked
        item = price_customization(trip, {"type": "change_transport", "details": {"to": "self_drive"}})
        own = group_price(trip, family, [item], joins_away)
    else:
        own = group_price(trip, Group(family.adults, family.children_ages, transport="self_drive"), [], joins_away)
    days = self_drive_credit(trip["tier"], trip["duration_days"])
    assert own["price_per_adult_usd"] <= max(money(driven["price_per_adult_usd"] - days), 0.0)
    assert own.get("transfer_credit_per_adult_usd", 0.0) == driven.get("transfer_credit_per_adult_usd", 0.0)
    assert own["total_usd"] <= driven["total_usd"]


@pytest.mark.parametrize("trip_id", sorted(t["id"] for t in TRIPS if t.get("transfer_usd") and t["id"] in ROUTES))
def test_previewbooking_never_prices_a_self_drivers_transfer(trip_id: str) -> None:
    trip = next(t for t in TRIPS if t["id"] == trip_id)
    sb = Sandbox()
    end = (date.fromisoformat(TRAVEL) + timedelta(days=trip["duration_days"] - 1)).isoformat()
    body = {"trip_id": trip_id, "travel_date": TRAVEL, "end_date": end, "adults": 2, "children_ages": [8]}
    own = sb.data("previewBooking", {**body, "transport": "self_drive"})
    there = sb.data("previewBooking", {**body, "pickup_location": ROUTES[trip_id].destination})
    days = self_drive_credit(trip["tier"], trip["duration_days"])
    assert own["price_per_person_usd"] <= money(there["price_per_person_usd"] - days), (
        own["pricing"],
        there["pricing"],
    )
