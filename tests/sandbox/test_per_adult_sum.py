"""Per adult, never per person (issue 37, relay 14 req 4/5, relay 15 req 8): a suggestion's
``price_per_adult_usd`` (``price_per_person_usd`` its older name) times the adults, plus each child's
``child_prices_usd``, is its ``total_usd``, as packaged and at the asked length."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from sandbox.data.trips import TRIPS
from sandbox.suggest import offer
from tests.sandbox.test_suggest_pass_line import suggest_body


def _adds_up(item: dict, adults: int) -> None:
    assert item["price_per_adult_usd"] == item["price_per_person_usd"]
    children = [c["price_usd"] for c in item.get("child_prices_usd", [])]
    assert round(item["price_per_adult_usd"] * adults + sum(children), 2) == item["total_usd"]


@settings(max_examples=60, deadline=None)
@given(
    trip=st.sampled_from(TRIPS),
    adults=st.integers(1, 4),
    ages=st.lists(st.integers(0, 11), max_size=3),
    days=st.integers(2, 7),
)
def test_per_adult_times_adults_plus_children_is_the_total(trip: dict, adults: int, ages: list[int], days: int) -> None:
    body = suggest_body(trip, adults, ages, days)
    group = body.group()
    item = offer(trip, body, group, "EN")
    assert bool(item.get("child_prices_usd")) == bool(ages)
    _adds_up(item, adults)
    if "to_match_duration" in item:
        match = item["to_match_duration"]
        assert bool(match.get("child_prices_usd")) == bool(ages)
        _adds_up(match, adults)
