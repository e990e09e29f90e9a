"""A day added or removed is said as one figure: what one adult's price moves by (relay 13 req 15:
"+$50.40 per added day" on a self-drive trip whose price per adult rose by $40.40, the credit for
driving yourselves growing with the days). The stated figure is derived from the price function."""

from __future__ import annotations

from hypothesis import assume, given, settings, strategies as st

from sandbox.custom import priced_custom
from sandbox.data.trips import TRIPS
from sandbox.errors import ApiError
from sandbox.group import Group


@settings(max_examples=40, deadline=None)
@given(
    trip=st.sampled_from(TRIPS),
    transport=st.sampled_from(["self_drive", "driver"]),
    kind=st.sampled_from(["add_day", "remove_day"]),
    days=st.integers(1, 2),
    ages=st.lists(st.integers(0, 11), max_size=2),
    language=st.sampled_from(["EN", "KH", "ZH"]),
)
def test_a_days_stated_change_is_the_change_of_one_adults_price(
    trip: dict, transport: str, kind: str, days: int, ages: list[int], language: str
) -> None:
    group = Group(adults=2, children_ages=tuple(ages), transport=transport)
    before = priced_custom(trip, group, [], language)
    try:
        after = priced_custom(trip, group, [{"type": kind, "details": {"days": days}}], language)
    except ApiError:  # a length the plan cannot have is refused with its reason (tested elsewhere)
        assume(False)
        return
    item = next(c for c in after["customizations"] if c["type"] == kind)
    moved = round(after["price_per_adult_usd"] - before["price_per_adult_usd"], 2)
    if after["duration_days"] == before["duration_days"]:
        return  # a length the trip cannot have: nothing changed
    assert item["price_change_per_adult_usd"] == moved, item
    # the days' own move, per day (the pass change their temple days bring is its own sentence, so the figures
    # shown add up: days x this + the pass change = the move)
    passes = item.get("park_pass_change_per_adult_usd", 0.0)
    per_day = abs(moved - passes) / abs(after["duration_days"] - before["duration_days"])
    # the rule said in words names that figure whenever it differs from the day's own price
    if item.get("self_drive_credit_change_per_adult_usd"):
        assert f"{per_day:.2f}" in item["price_rule"], item["price_rule"]
