"""What the workflow adds to a model's call is inside the body the backend accepts.

Relay 61 req 8: compareTrips of two trips whose cards showed another length than the package's failed twice
with "unknown field 'lengths'", a field the model never sent: the guard gave each trip its card's length and
the backend body (agent/tools/schemas.py BACKEND_BODIES) had no such field, so the activity refused it. For
every search (environments, lengths, groups), every pair of cards compared and every card's itinerary: the
guarded body validates as the backend receives it."""

from __future__ import annotations

from itertools import combinations
from typing import Any

import pytest

from agent.tools.guards import guard_call
from agent.tools.validation import validate_tool_input
from tests.sandbox.support import Sandbox
from tests.sandbox.test_card_length_everywhere import ENVIRONMENTS, GROUPS, searched


@pytest.fixture(scope="module")
def sb() -> Sandbox:
    return Sandbox()


@pytest.mark.parametrize("group", GROUPS, ids=lambda g: str(len(g.get("children_ages") or [])))
@pytest.mark.parametrize("days", [2, 3, 5])
@pytest.mark.parametrize("environment", ENVIRONMENTS)
def test_a_guarded_call_is_a_body_the_backend_accepts(
    sb: Sandbox, environment: str, days: int, group: dict[str, Any]
) -> None:
    data, state = searched(sb, environment, days, group, city="Siem Reap", most=900)
    ids = [card["id"] for card in data["trips"]]
    calls = [("compareTrips", {"trip_ids": list(pair)}) for pair in combinations(ids, 2)]
    calls += [("getTripItinerary", {"trip_id": trip}) for trip in ids]
    for name, inp in calls:
        refused, body = guard_call(name, inp, state)
        assert refused is None, (name, inp, refused)
        assert validate_tool_input(name, body, backend=True) is None, (name, sorted(body))
