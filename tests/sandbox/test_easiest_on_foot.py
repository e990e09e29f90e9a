"""A trip recommended as the easiest on foot is easier in every way (relay run 53 req 8: "easiest on foot" named a
3-day trip with one moderate day of 6.5 km, the longest walk of both, over a 4-day trip whose longest was 4.5 km, for
a man walking slowly after a knee operation: fewer harder days counted, the longest walk not).

Over every environment, length and budget searched with a mobility need: when the recommendation says it is the
easiest on foot, no other trip of those that fit is easier on any count and its figures are there for the model;
when no trip is easier in every way, the recommendation is the one without the need and the figures are given."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.suggest_pick import fits, fits_whole, no_harder_on_foot, on_foot
from tests.sandbox.support import Sandbox

SEARCHES = [
    dict(environment=env, duration_days=days, budget_usd=budget)
    for env in ("TEMPLE", "BEACH", "FOREST", "CITY", "MOUNTAIN", "ISLAND")
    for days in (3, 4)
    for budget in ({"min": 100, "max": 300}, {"min": 300, "max": 900})
]


@pytest.fixture(scope="module")
def sb() -> Sandbox:
    return Sandbox()


def _suggest(sb: Sandbox, need: bool, **body: Any) -> dict[str, Any]:
    return sb.data(
        "getTripSuggestions",
        {"mood": "family", "departure_city": "Phnom Penh", "adults": 2, "mobility_need": need, **body},
    )


@pytest.mark.parametrize("search", SEARCHES, ids=lambda s: f"{s['environment']}-{s['duration_days']}")
def test_the_easiest_on_foot_is_no_harder_in_any_way(sb: Sandbox, search: dict[str, Any]) -> None:
    needs, plain = _suggest(sb, True, **search), _suggest(sb, False, **search)
    chosen = needs["recommended_trip_id"]
    pool = [t for t in needs["trips"] if fits_whole(t)] or [t for t in needs["trips"] if fits(t)] or needs["trips"]
    pool = [t for t in pool if t["difficulty"] != "challenging"] or pool  # passed over for a family mood
    if needs["recommendation_reason"].endswith("_easiest_on_foot"):
        assert all(no_harder_on_foot(chosen, t["id"]) for t in pool), (
            chosen,
            {t["id"]: on_foot(t["id"]) for t in pool},
        )
        assert no_harder_on_foot(chosen, plain["recommended_trip_id"]), (chosen, plain["recommended_trip_id"])
    else:
        assert chosen == plain["recommended_trip_id"]
    if len(pool) > 1:
        assert any(n.startswith("On foot") and chosen in n for n in needs.get("notes") or []), needs.get("notes")


def test_the_reported_pair_makes_no_claim() -> None:
    assert not no_harder_on_foot("trip_001", "trip_002")  # one day of 6.5 km against 4.5 at most
    assert not no_harder_on_foot("trip_002", "trip_001")  # three harder days against one
