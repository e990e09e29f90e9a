"""A recommendation beyond the traveller's effort limit says so beside its match (relay 65 req 6: "the closest match
for the group" for a trip with 3 days beyond a grandfather's easy-days limit, when another had 1), and the effort
note counts each trip's days beyond the limit, as their does_not_fit_reasons list them.

Over every environment, length and budget searched with an easy-days limit."""

from __future__ import annotations

import re
from typing import Any

import pytest

from agent.card_length import card_record
from sandbox.suggest_effort import OVER_KEY
from tests.sandbox.support import Sandbox
from tests.sandbox.test_easiest_on_foot import SEARCHES


@pytest.fixture(scope="module")
def sb() -> Sandbox:
    return Sandbox()


@pytest.mark.parametrize(
    "search", SEARCHES, ids=lambda s: f"{s['environment']}-{s['duration_days']}-{s['budget_usd']['max']}"
)
def test_days_beyond_the_effort_limit_are_counted_and_said_beside_the_match(
    sb: Sandbox, search: dict[str, Any]
) -> None:
    data = sb.data(
        "getTripSuggestions",
        {
            "mood": "curious",
            "departure_city": "Phnom Penh",
            "adults": 2,
            "mobility_need": True,
            "effort_limit": "easy",
            **search,
        },
    )
    beyond = {t["id"]: len(card_record(t).get(OVER_KEY) or []) for t in data["trips"]}
    notes = data.get("notes") or []
    [effort] = [n for n in notes if n.startswith("Every day of each trip was checked")]
    said = dict((i, int(n)) for i, n in re.findall(r"(trip_\d+) \((\d+) days?\)", effort))
    assert said == {i: n for i, n in beyond.items() if n}, (effort, beyond)
    chosen = data["recommended_trip_id"]
    for note in notes:
        if note.startswith(f"{chosen} is recommended"):
            assert ("closest match for the group" in note) == (beyond[chosen] == 0), (note, beyond)
            if beyond[chosen]:
                assert f"{beyond[chosen]} day" in note and "effort limit" in note, note
