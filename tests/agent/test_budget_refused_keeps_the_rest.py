"""Invariant: a budget updateTravellerPreferences cannot read never loses the facts stated beside it (run 60 req 4:
"3-4 days ... about 900,000 tenge" recorded as duration 4 and a budget in KZT; the currency refused, the whole
call failed and the duration was asked again). The refusal names the budget's problem and the fields it did
record; the session holds them."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from hypothesis import given, strategies as st

from agent.tools.dispatch import run_local
from tests.agent.contract_support import new_state

NOW = datetime(2026, 11, 30, 12, tzinfo=UTC)
BAD_BUDGET = {"amount": 900000, "currency": "XTS", "per": "total", "kind": "about", "words": "about 900,000 XTS"}
FIELDS = st.fixed_dictionaries(
    {},
    optional={
        "duration_days": st.integers(1, 10),
        "environment": st.sampled_from(["BEACH", "TEMPLE", "ISLAND", "FOREST", "MOUNTAIN", "CITY"]),
        "mood": st.sampled_from(["stressed", "adventurous", "romantic", "curious", "family"]),
        "departure_city": st.sampled_from(["Phnom Penh", "Siem Reap"]),
        "adults": st.integers(1, 6),
    },
)


@given(fields=FIELDS)
def test_the_facts_beside_an_unreadable_budget_are_recorded(fields: dict[str, Any]) -> None:
    state = new_state()
    out = run_local(state, "t1", "updateTravellerPreferences", {**fields, "budget": BAD_BUDGET}, [], NOW).result
    assert out["success"] is False and "budget could not be recorded" in out["error"]["message"]
    for name, value in fields.items():
        assert getattr(state, name) == value, (name, value)
    assert sorted(fields) == [f for f in out["error"].get("details", {}).get("recorded", []) if f != "people_count"]
    assert state.stated_budget is None
