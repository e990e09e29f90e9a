"""plan_vs_needs.harder_days follows the booking's plan after every change (relay 32 req 33: a
booking lengthened to 5 days, and the harder days a mobility need was told of still were those of
the 4-day plan, its new day 4 left out): over every trip, a day added or removed, EN/KH/ZH."""

from __future__ import annotations

from typing import Any

import pytest

from agent.side_effects import apply_side_effects
from agent.state import AgentState, ConversationState
from agent.tools.dispatch import run_local
from sandbox.data.pricing import price_customization
from sandbox.data.trips import TRIPS
from sandbox.plan import localized_plan, plan_for
from sandbox.plan_parts import compact_days
from tests.sandbox.support import START

CHANGES = (
    [{"type": "add_day", "details": {"days": 1}}],
    [{"type": "add_day", "details": {"days": 2}}],
    [{"type": "remove_day", "details": {"days": 1}}],
)


def _days(trip: dict[str, Any], raw: list[dict[str, Any]], language: str) -> list[dict[str, Any]]:
    plan = plan_for(trip, [price_customization(trip, c, language) for c in raw])
    return compact_days(localized_plan(trip, plan, language))


def _harder(days: list[dict[str, Any]]) -> list[int]:
    return [d["day"] for d in days if d["effort"]["level"] in ("moderate", "hard")]


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("change", range(len(CHANGES)))
def test_the_harder_days_are_the_changed_bookings(language: str, change: int) -> None:
    for trip in TRIPS[::3]:
        if CHANGES[change][0]["type"] == "remove_day" and trip["duration_days"] < 3:
            continue
        state = ConversationState.new("s", START, user_id="u")
        state.preferred_language = language
        state.state = AgentState.BOOKING
        before = {"trip_id": trip["id"], "itinerary_days": _days(trip, [], language), "quote_id": "q-1"}
        apply_side_effects(state, "previewBooking", {"trip_id": trip["id"]}, {"success": True, "data": before}, START)
        after = _days(trip, CHANGES[change], language)
        booking = {"trip_id": trip["id"], "itinerary_days": after, "people_count": 2, "total_usd": 100.0}
        data = {"rescheduled": True, "booking": booking, "changes": ["length"]}
        apply_side_effects(state, "confirmReschedule", {"booking_id": "bk_1"}, {"success": True, "data": data}, START)
        result = run_local(
            state, "t1", "updateTravellerPreferences", {"special_needs": "I use a walking stick"}, [], START
        )
        needs = result.result["data"]["plan_vs_needs"]
        assert [d["day"] for d in needs["harder_days"]] == _harder(after), (trip["id"], language)
