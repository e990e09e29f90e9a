"""plan_vs_needs (agent/needs.py): a traveller who walks with a stick learns which days of the chosen
plan are harder on foot, from previewBooking, getTripItinerary and the updateTravellerPreferences
result that records the need, with the truthful "the operator confirms" (issue 22)."""

from __future__ import annotations

from typing import Any

import pytest

from agent.needs import note_needs, plan_vs_needs
from agent.safety import mentions, safety_kind
from agent.side_effects import apply_side_effects
from agent.state import AgentState, ConversationState
from agent.tools.calls import ToolOutcome
from agent.tools.dispatch import run_local
from tests.sandbox.support import START, TRAVEL, Sandbox

STICK = "My mother walks with a stick and cannot manage many stairs."


def outcome(name: str, data: dict[str, Any]) -> ToolOutcome:
    return ToolOutcome(tool_use_id=f"t-{name}", name=name, result={"success": True, "data": data})


def preview(sb: Sandbox, trip_id: str, **extra: Any) -> dict[str, Any]:
    return sb.data("previewBooking", {"trip_id": trip_id, "travel_date": TRAVEL, "people_count": 2, **extra})


@pytest.mark.parametrize(
    "text",
    [
        STICK,
        "uses a cane",
        "she needs a walker",
        "轮椅",
        "我妈妈用拐杖",
        "peanut allergy; walks with a stick",
        # relay j27: a request about the mother's day 2 was filed "general"
        "第2天请安排母亲少走路、不登吴哥窟上层",
        "Please let my father walk less on day 2.",
        # relay j32: the search did not see this as a mobility need
        "Father (79) can't do a lot of walking: slow pace, minimal walking",
        "Dad is a slow walker and can't walk far",
        # relay j35: the mother's weak knees (a ground-floor room) was filed "general"
        "ground-floor room for the mother, weak knees",
        "ម្តាយត្រូវការបន្ទប់ជាន់ក្រោម ជង្គង់ខ្សោយ",
        "妈妈膝盖不好，需要一楼的房间",
    ],
)
def test_a_walking_aid_is_a_mobility_need_even_beside_another_kind(text: str) -> None:
    assert mentions("mobility", text)
    assert safety_kind(text) is not None


def test_no_mobility_words_no_plan_vs_needs() -> None:
    sb = Sandbox()
    state = ConversationState.new("s", START, user_id="u")
    state.special_needs = "vegetarian"
    out = note_needs(outcome("previewBooking", preview(sb, "trip_002")), state)
    assert "plan_vs_needs" not in out.result["data"]


def test_preview_names_the_harder_days_and_who_confirms() -> None:
    sb = Sandbox()
    state = ConversationState.new("s", START, user_id="u")
    state.special_needs = STICK
    data = preview(sb, "trip_002")
    out = note_needs(outcome("previewBooking", data), state).result["data"]["plan_vs_needs"]
    expected = [d["day"] for d in data["itinerary_days"] if d["effort"]["level"] != "easy"]
    assert [d["day"] for d in out["harder_days"]] == expected and expected
    assert all(d["why"] for d in out["harder_days"])  # each says why (the stairs of Phnom Bakheng, ...)
    assert any("Phnom Bakheng" in d["why"] for d in out["harder_days"])
    assert "operator confirms" in out["note"]


def test_the_need_in_the_booking_request_counts_too_and_an_easy_plan_says_so() -> None:
    sb = Sandbox()
    state = ConversationState.new("s", START, user_id="u")
    data = preview(sb, "trip_004", special_requests="Wheelchair user")
    out = note_needs(outcome("previewBooking", data), state).result["data"]["plan_vs_needs"]
    assert out["harder_days"] == [] and "easy on foot" in out["note"] and "operator" in out["note"]


def test_a_need_recorded_after_the_summary_gets_the_chosen_plans_harder_days() -> None:
    sb = Sandbox()
    state = ConversationState.new("s", START, user_id="u")
    state.state = AgentState.BOOKING
    stamped = {**preview(sb, "trip_016"), "quote_id": "q-1"}
    apply_side_effects(state, "previewBooking", {"trip_id": "trip_016"}, {"success": True, "data": stamped}, START)
    assert state.plan_effort and state.plan_effort["trip_id"] == "trip_016"
    result = run_local(state, "t1", "updateTravellerPreferences", {"special_needs": STICK}, [], START)
    needs = result.result["data"]["plan_vs_needs"]
    assert needs["trip_id"] == "trip_016"
    assert needs == {"trip_id": "trip_016", **plan_vs_needs(state.plan_effort["harder_days"])}
    assert {d["level"] for d in needs["harder_days"]} == {"moderate"}  # forest walks, the waterfall
    other = run_local(state, "t2", "updateTravellerPreferences", {"special_needs": "vegetarian"}, [], START)
    assert "plan_vs_needs" not in other.result["data"]


def test_a_need_told_while_exploring_names_the_trip_whose_plan_was_shown() -> None:
    sb = Sandbox()
    state = ConversationState.new("s", START, user_id="u")
    itinerary = sb.data("getTripItinerary", {"trip_id": "trip_017"})
    apply_side_effects(state, "getTripItinerary", {"trip_id": "trip_017"}, {"success": True, "data": itinerary}, START)
    needs = run_local(state, "t1", "updateTravellerPreferences", {"special_needs": "I use a walking stick"}, [], START)
    out = needs.result["data"]["plan_vs_needs"]
    assert out["trip_id"] == "trip_017"
    assert [d["level"] for d in out["harder_days"]] == ["hard", "moderate"]  # the Virachey trek, the waterfalls
    assert "Virachey" in out["harder_days"][0]["why"]


def test_a_day_a_customisation_adds_is_checked_against_the_needs_too() -> None:
    """Relay j18: grandparents with bad knees got an added day of steep temple stairs, unflagged."""
    sb = Sandbox()
    state = ConversationState.new("s", START, user_id="u")
    state.special_needs = "Both of us have bad knees, no steep stairs please."
    add_day = [{"type": "add_day", "details": {}}]
    data = sb.data("calculateCustomTrip", {"base_trip_id": "trip_001", "customizations": add_day, "people_count": 2})
    added = data["plan_changes"]["added_days"]
    out = note_needs(outcome("calculateCustomTrip", data), state).result["data"]["plan_vs_needs"]
    harder = {d["day"] for d in out["harder_days"]}
    assert {d["day"] for d in added if d["effort"]["level"] != "easy"} <= harder  # the added day among them
    assert any("stairs" in d["why"] for d in out["harder_days"])
    # a removal adds no day: nothing to check, no plan_vs_needs
    removal = [{"type": "remove_activity", "details": {"activity": "Banteay Srei"}}]
    data = sb.data("calculateCustomTrip", {"base_trip_id": "trip_001", "customizations": removal, "people_count": 2})
    assert "plan_vs_needs" not in note_needs(outcome("calculateCustomTrip", data), state).result["data"]


@pytest.mark.parametrize("text", ["We love a lot of walking", "I like walking tours", "vegetarian, no peanuts"])
def test_liking_to_walk_is_not_a_mobility_need(text: str) -> None:
    assert not mentions("mobility", text)


@pytest.mark.parametrize(
    "text",
    ["我妹妹有高血压，需要少盐的饭菜", "My sister has high blood pressure: low-salt meals", "ប្អូនស្រីខ្ញុំលើសឈាម"],
)
def test_high_blood_pressure_is_a_medical_need(text: str) -> None:
    """Relay j40: a sister's hypertension (low-salt meals) was filed "general", away from the check
    the result promises medical needs."""
    assert safety_kind(text) == "medical"


def test_an_easy_added_day_does_not_say_the_whole_plan_is_easy() -> None:
    """Relay j40: for two sisters who fear walking, the priced customisation said "Every day of this
    plan is easy on foot" while only the added day had been checked. A customisation speaks of the
    days it adds; a plan result (itinerary, summary) of the whole plan."""
    state = ConversationState.new("s", START, user_id="u")
    state.special_needs = "我们走不了太多路"
    easy_day = {"day": 3, "title": "Riverside", "effort": {"level": "easy", "walking_km": 1}}
    data = {"total_usd": 300.0, "plan_changes": {"added_days": [easy_day]}}
    out = note_needs(outcome("calculateCustomTrip", data), state).result["data"]["plan_vs_needs"]
    assert out["harder_days"] == [] and "this change adds" in out["note"] and "getTripItinerary" in out["note"]
    assert "Every day of this plan" not in out["note"]
    plan = {"itinerary": [{**easy_day, "day": 1}, easy_day]}
    whole = note_needs(outcome("getTripItinerary", plan), state).result["data"]["plan_vs_needs"]
    assert whole["harder_days"] == [] and "Every day of this plan" in whole["note"]
