"""estimateBudget prices a group like a booking (relay 33 req 4: a 9-year-old estimated as an adult):
for every trip type, length, group and language, one adult's estimate priced through ``Group.quote``
gives each child their band's share and the total; the breakdown adds up to that total; a per-person
figure appears only when everyone pays the same, otherwise the per-adult figure and each child's."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from sandbox.group import Group, rate
from sandbox.policy import money
from tests.sandbox.support import Sandbox

SB = Sandbox()
LOCAL = {"EN": None, "KH": "_khr", "ZH": "_cny"}


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    tier=st.sampled_from(["budget", "standard", "luxury"]),
    days=st.integers(1, 14),
    adults=st.integers(1, 4),
    ages=st.lists(st.integers(0, 17), max_size=3),
    lang=st.sampled_from(sorted(LOCAL)),
)
def test_an_estimate_prices_each_traveller_by_band(
    tier: str, days: int, adults: int, ages: list[int], lang: str
) -> None:
    people = adults + len(ages)
    body = {"trip_type": tier, "duration_days": days, "people_count": people, "children_ages": ages}
    data = SB.data("estimateBudget", body, lang=lang)
    alike = all(rate(a) == 1.0 for a in ages)
    per_adult = data["per_person_usd"] if alike else data["price_per_adult_usd"]
    quote = Group(adults=adults, children_ages=tuple(ages)).quote(per_adult)
    assert data["total_estimate_usd"] == quote["total_usd"]
    assert abs(sum(data["breakdown"].values()) - data["total_estimate_usd"]) < 0.011
    assert data["people_count"] == people
    if alike:  # "per person" only when it is everyone's price
        assert "price_per_adult_usd" not in data and "child_prices_usd" not in data
    else:
        assert "per_person_usd" not in data
        assert [c["age"] for c in data["child_prices_usd"]] == ages
        for child in data["child_prices_usd"]:
            assert child["price_usd"] == money(per_adult * rate(child["age"]))
    if LOCAL[lang]:
        assert data["total_estimate" + LOCAL[lang]] > 0


@pytest.mark.parametrize("people", [1, 2, 3, 5])
def test_without_ages_everyone_is_an_adult(people: int) -> None:
    data = SB.data("estimateBudget", {"trip_type": "standard", "duration_days": 3, "people_count": people})
    assert data["total_estimate_usd"] == money(data["per_person_usd"] * people)


def test_more_children_than_people_is_refused() -> None:
    SB.error(
        "estimateBudget", {"trip_type": "budget", "duration_days": 2, "people_count": 2, "children_ages": [5, 7]}, 400
    )
