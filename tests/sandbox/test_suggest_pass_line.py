"""A suggestion at the asked length states every per-adult part of its price: the card's price, the days'
price (``customization`` at the trip's day rate) and the park pass change the length's temple days need
(``park_pass_change_per_adult_usd``, said in ``price_rule`` in the session's language) add up to
``to_match_duration.price_per_adult_usd``, for every trip, length, group and language (sandbox/suggest_pass.py)."""

from __future__ import annotations

from hypothesis import example, given, settings, strategies as st

from sandbox.data.pricing import price_customization
from sandbox.data.trips import TRIPS
from sandbox.models import Budget, SuggestBody
from sandbox.policy import money
from sandbox.suggest import suggest
from sandbox.suggest_pass import with_pass_lines


def suggest_body(trip: dict, adults: int, ages: list[int], days: int, city: str = "Phnom Penh") -> SuggestBody:
    """A search for ``trip``'s environment at ``days`` with no budget limit."""
    return SuggestBody(
        people_count=adults + len(ages),
        adults=adults,
        children_ages=ages,
        mood="curious",
        duration_days=days,
        environment=trip["environment"],
        budget_usd=Budget(min=0, max=100000),
        departure_city=city,
    )


@settings(max_examples=40, deadline=None)
@given(
    trip=st.sampled_from(TRIPS),
    adults=st.integers(1, 3),
    ages=st.lists(st.integers(0, 17), max_size=2),
    days=st.integers(1, 8),
    city=st.sampled_from(["Phnom Penh", "Siem Reap"]),
    language=st.sampled_from(["EN", "KH", "ZH"]),
)
@example(  # relay 30 req 6: 5 days of the 4-day Angkor trip need the 7-day pass in place of the 3-day one
    trip=next(t for t in TRIPS if t["id"] == "trip_002"), adults=1, ages=[], days=5, city="Siem Reap", language="KH"
)
def test_a_lengths_stated_parts_add_up_to_its_price(trip, adults, ages, days, city, language) -> None:  # type: ignore[no-untyped-def]
    body = suggest_body(trip, adults, ages, days, city)
    data = with_pass_lines(suggest(body, language), language)
    for item in data["trips"]:
        match = item.get("to_match_duration")
        if not match:
            continue
        source = next(t for t in TRIPS if t["id"] == item["id"])
        days_part = price_customization(source, match["customization"])["price_usd"]
        passes = match.get("park_pass_change_per_adult_usd", 0.0)
        cut = match.get("left_out_credit_per_adult_usd", 0.0)  # what the moved ride home cuts, credited
        assert money(item["price_per_adult_usd"] + days_part + passes + cut) == match["price_per_adult_usd"]
        if cut:  # said with the day rate, and named
            assert f"{cut:.2f}".lstrip("-") in match["price_rule"] and match["left_out_by_ride_home"]["activities"]
        if passes:
            assert f"{passes:+.2f}" in match["price_rule"]
