"""Invariant: ``plan_vs_needs`` is read on the plan the traveller has chosen. Once a custom trip is chosen,
the base package's days (a day 3 the 2-day variant has no more) never come back in the
updateTravellerPreferences result, even when the package's itinerary was the last plan shown (model run:
a 3.5 km steep day 3 of trip_007 beside previewBooking's ``harder_days: []`` for its 2-day variant)."""

from __future__ import annotations

import pytest

from agent.side_effects import apply_side_effects
from agent.state import AgentState, ConversationState
from agent.tools.dispatch import run_local
from sandbox.data.trips import TRIPS
from tests.sandbox.support import START, Sandbox

STICK = "My mother walks with a stick and cannot manage many stairs."
IDS = [t["id"] for t in TRIPS]


@pytest.mark.parametrize("trip_id", IDS)
def test_a_need_told_after_choosing_a_variant_is_never_read_on_the_base_package(trip_id: str) -> None:
    sb = Sandbox()
    state = ConversationState.new("s", START, user_id="u")
    state.state = AgentState.SUGGESTION
    cut = [{"type": "remove_day", "details": {"days": 1}}]
    body = {"trip_id": trip_id, "people_count": 2, "customizations": cut}
    if sb.call("calculateCustomTrip", {"base_trip_id": trip_id, "customizations": cut}).status_code != 200:
        cut = [{"type": "add_day", "details": {"days": 1}}]  # no full day to remove: a longer variant
    custom = sb.data("customizeTrip", {**body, "customizations": cut})
    apply_side_effects(state, "customizeTrip", {"trip_id": trip_id, "customizations": cut}, ok(custom), START)
    assert state.selected_trip_id == custom["custom_trip_id"]
    # the package's own itinerary shown after the variant was chosen (what a browsing model may call)
    base = sb.data("getTripItinerary", {"trip_id": trip_id})
    apply_side_effects(state, "getTripItinerary", {"trip_id": trip_id}, ok(base), START)
    needs = run_local(state, "t1", "updateTravellerPreferences", {"special_needs": STICK}, [], START)
    said = needs.result["data"].get("plan_vs_needs")
    assert said is None or said["trip_id"] == custom["custom_trip_id"]
    variant = sb.data("getTripItinerary", {"trip_id": custom["custom_trip_id"]})
    apply_side_effects(state, "getTripItinerary", {"trip_id": custom["custom_trip_id"]}, ok(variant), START)
    again = run_local(state, "t2", "updateTravellerPreferences", {"special_needs": STICK}, [], START)
    out = again.result["data"]["plan_vs_needs"]
    assert out["trip_id"] == custom["custom_trip_id"]
    assert {d["day"] for d in out["harder_days"]} <= set(range(1, variant["duration_days"] + 1))


def ok(data: dict) -> dict:
    return {"success": True, "data": data}
