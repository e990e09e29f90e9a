"""One base for the budget and the price (relay 12 req 5): the group's budget (per paying
traveller times the paying travellers, infants free) is compared with the group's price (each
traveller's own price: adults in full, children by band, infants nothing)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings, strategies as st

from sandbox.group import rate
from sandbox.models import SuggestBody
from sandbox.policy import money
from sandbox.suggest import suggest

GROUPS = st.tuples(st.integers(1, 4), st.lists(st.integers(0, 17), max_size=4))
BUDGETS = st.tuples(st.integers(0, 500), st.integers(0, 1500))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    group=GROUPS,
    budget=BUDGETS,
    days=st.integers(1, 6),
    env=st.sampled_from(["MOUNTAIN", "BEACH", "CITY", "FOREST", "ISLAND", "TEMPLE"]),
)
def test_within_budget_compares_the_group_price_with_the_group_budget(
    group: tuple[int, list[int]], budget: tuple[int, int], days: int, env: str
) -> None:
    adults, ages = group
    low, span = budget
    body = SuggestBody(
        mood="family",
        environment=env,  # type: ignore[arg-type]
        duration_days=days,
        adults=adults,
        children_ages=ages,
        budget_usd={"min": low, "max": low + span},  # type: ignore[arg-type]
        departure_city="Siem Reap",
    )
    data = suggest(body, "en")
    paying = adults + sum(1 for a in ages if a >= 4)
    matched = data["matched_on"]
    assert matched["paying_travellers"] == paying
    group_low, group_high = matched["group_budget_usd"]["min"], matched["group_budget_usd"]["max"]
    # every per-person budget figure times the paying travellers is the group's budget
    assert money(matched["budget_usd"]["max"] * paying) == group_high
    assert money(matched["budget_usd"]["min"] * paying) == group_low
    assert "paying traveller" in matched["budget_usd"]["per"]
    for trip in data["trips"]:
        adult = trip["price_per_person_usd"]
        own = money(sum(money(adult * rate(a)) for a in [None] * adults + list(ages)))  # type: ignore[list-item]
        assert abs(trip["total_usd"] - own) <= 0.01 * (adults + len(ages))
        assert trip["within_budget"] == (trip["total_usd"] <= group_high)
        expected = (
            "above_range"
            if trip["total_usd"] > group_high
            else ("below_range" if trip["total_usd"] < group_low else "in_range")
        )
        assert trip["budget_fit"] == expected
        variant = trip.get("to_match_duration")
        if variant:
            assert variant["within_budget"] == (variant["total_usd"] <= group_high)
