"""Stage rules of the tools: what each stage refuses, offers, and asks first (split from test_tools.py)."""

from __future__ import annotations

from datetime import UTC, datetime

from agent.state import AgentState
from agent.tools.local import request_stage_change
from tests.agent.contract_support import at_stage

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def test_stage_guard_refuses_booking_before_a_trip_is_chosen():
    from agent.state import AgentState
    from agent.tools.stages import stage_refusal

    refused = stage_refusal("createBooking", AgentState.DISCOVERY)
    assert refused is not None and refused["success"] is False
    assert refused["error"]["code"] == "NOT_AVAILABLE_NOW"
    assert stage_refusal("createBooking", AgentState.BOOKING) is None
    assert stage_refusal("generatePaymentQR", AgentState.PAYMENT) is None
    assert stage_refusal("getWeatherForecast", AgentState.DISCOVERY) is None


def test_weather_and_festivals_are_offered_while_choosing_and_after_booking() -> None:
    """A relay traveller asked about festivals in SUGGESTION and the call was refused."""
    from agent.state import AgentState
    from agent.tools.stages import offered_tools

    for stage in (AgentState.DISCOVERY, AgentState.SUGGESTION, AgentState.EXPLORATION, AgentState.POST_BOOKING):
        names = {t["name"] for t in offered_tools(stage)}
        assert {"getWeatherForecast", "getUpcomingFestivals", "getPlaces"} <= names, stage


def test_moving_to_booking_without_a_date_asks_for_it_before_the_preview() -> None:
    """Relay j16: previewBooking was called on the hint, and refused, before anyone asked the date."""
    for dates, asks in ((None, True), ({"start": "2027-01-20"}, False)):
        state = at_stage(AgentState.EXPLORATION)
        state.booking_id = state.payment_intent_id = state.payment_status = None
        state.travel_dates = dates
        result = request_stage_change({"to_stage": "BOOKING", "trip_id": "trip_1"}, state, NOW)
        step = result["data"]["next_step"]
        assert result["success"] and ("start date first" in step) == asks and "previewBooking" in step
