"""plan_vs_needs.harder_days lists every day the plan flags as harder (relay 8 req 7: a day was
added and the plan's own moderate day 2, slippery rocks, dropped from the list)."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings, strategies as st

from agent.needs import note_needs
from agent.state import ConversationState
from agent.tools.calls import ToolOutcome
from sandbox.data.pricing import price_customization
from sandbox.data.trips import TRIPS
from sandbox.plan import localized_plan, plan_for
from tests.sandbox.support import START, Sandbox

SB = Sandbox()
CHANGES = st.sampled_from(
    [
        [{"type": "add_day", "details": {"days": 1}}],
        [{"type": "add_day", "details": {"days": 2}}],
        [{"type": "remove_day", "details": {"days": 1}}],
    ]
)


def harder_in_plan(trip: dict, raw: list[dict[str, Any]]) -> set[int]:
    items = [price_customization(trip, c) for c in raw]
    days = localized_plan(trip, plan_for(trip, items), "EN")["itinerary"]
    return {d["day"] for d in days if d["effort"]["level"] != "easy"}


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(trip=st.sampled_from(TRIPS), raw=CHANGES)
def test_harder_days_are_every_day_above_easy_in_the_changed_plan(trip: dict, raw: list[dict[str, Any]]) -> None:
    if raw[0]["type"] == "remove_day" and trip["duration_days"] < 3:
        return  # no full day to remove
    state = ConversationState.new("s", START, user_id="u")
    state.special_needs = "My mother walks with a stick."
    data = SB.data("calculateCustomTrip", {"base_trip_id": trip["id"], "customizations": raw, "people_count": 2})
    result = ToolOutcome(tool_use_id="t", name="calculateCustomTrip", result={"success": True, "data": data})
    out = note_needs(result, state).result["data"]["plan_vs_needs"]
    assert {d["day"] for d in out["harder_days"]} == harder_in_plan(trip, raw)
