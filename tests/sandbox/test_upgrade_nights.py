"""The length of a changed trip is priced as the plan has it. A hotel upgrade costs exactly the nights the plan upgrades, whatever days are added or removed:
an upgrade for every night covers an added night too (a relay traveller paid for an extra day and
found its night in the base hotel, priced for two nights)."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from sandbox.data.pricing import price_customization
from sandbox.data.trips import TRIPS_BY_ID
from sandbox.group import group_from_spec
from sandbox.plan import plan_for
from sandbox.totals import group_price
from tests.sandbox.test_upgrade_rates import night_by_night


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(sorted(TRIPS_BY_ID)),
    st.one_of(st.none(), st.integers(min_value=1, max_value=6)),
    st.integers(min_value=0, max_value=2),
)
def test_an_upgrade_costs_the_nights_the_plan_upgrades(trip_id: str, nights: object, added: int) -> None:
    trip = TRIPS_BY_ID[trip_id]
    raw = [{"type": "upgrade_hotel", "details": {"nights": nights} if nights else {}}]
    raw += [{"type": "add_day", "details": {}}] * added
    items = [price_customization(trip, item) for item in raw]
    priced = group_price(trip, group_from_spec({"people_count": 2}), items)
    upgraded = plan_for(trip, priced["customizations"])["hotel_upgrade_nights"]
    upgrade = next(i for i in priced["customizations"] if i["type"] == "upgrade_hotel")
    assert upgrade["price_usd"] == night_by_night(trip, priced["customizations"])
    if not nights:
        assert upgraded == trip["duration_days"] + added - 1  # "every night" includes the added ones


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(TRIPS_BY_ID)), st.integers(min_value=1, max_value=2), st.data())
def test_removing_the_days_that_were_added_is_the_package_price_again(
    trip_id: str, added: int, data: st.DataObject
) -> None:
    trip = TRIPS_BY_ID[trip_id]
    removed = data.draw(st.integers(min_value=1, max_value=added))
    raw = [{"type": "add_day", "details": {"days": added}}, {"type": "remove_day", "details": {"days": removed}}]
    group = group_from_spec({"people_count": 2})
    longer = group_price(trip, group, [price_customization(trip, raw[0])])
    back = group_price(trip, group, [price_customization(trip, item) for item in raw])
    package = group_price(trip, group, [])
    if removed == added:
        assert back["total_usd"] == package["total_usd"]  # the package again, not the package + 20 % of a day
    assert package["total_usd"] <= back["total_usd"] <= longer["total_usd"]
