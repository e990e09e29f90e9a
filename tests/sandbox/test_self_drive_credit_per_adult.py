"""The self-drive credit is one adult's (relay 13: "per person" 30 beside a group credit of 108 for
4 people, a child's credit being its band's share): every suggestion states it per adult, and the
group credit is the group's price without it less its price with it. Beside it the transfer from the route's start,
which a self-driving group never takes, is off the price too, at the figure a group joining at the destination is
credited (its group part likewise)."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from sandbox.data.trips import TRIPS
from sandbox.group import Group
from sandbox.totals import group_price


@settings(max_examples=60, deadline=None)
@given(
    trip=st.sampled_from(TRIPS),
    adults=st.integers(1, 5),
    ages=st.lists(st.integers(0, 17), max_size=4),
)
def test_the_credit_is_per_adult_and_the_group_credit_its_sum(trip: dict, adults: int, ages: list[int]) -> None:
    group = Group(adults=adults, children_ages=tuple(ages), transport="self_drive")
    driver = Group(adults=adults, children_ages=tuple(ages), transport="driver")
    priced, full = group_price(trip, group, []), group_price(trip, driver, [])
    credit = priced["self_drive_credit_per_adult_usd"]
    assert credit > 0 and priced["self_drive_credit_per_person_usd"] == credit  # the old name, same figure
    transfer = float(trip.get("transfer_usd") or 0.0)
    assert priced.get("transfer_credit_per_adult_usd", 0.0) == transfer
    assert priced["price_per_adult_usd"] == max(round(full["price_per_person_usd"] - credit - transfer, 2), 0.0)
    saved = priced["self_drive_credit_usd"] + priced.get("transfer_credit_usd", 0.0)
    assert round(full["total_usd"] - priced["total_usd"], 2) == round(saved, 2)
