"""The guide language the traveller chose on the summary is the one booked: previewBooking takes an
explicit guide_language (the model can change it in BOOKING, never sent back to EXPLORATION), the
summary's quote keeps the guide the backend named, and createBooking books that guide, in every
session language."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from agent.side_effects import apply_side_effects
from agent.state import AgentState as A
from agent.tools.guards import guard_call
from agent.tools.stages import offered_tools
from tests.agent.contract_support import at_stage
from tests.sandbox.support import TRAVEL, Sandbox

NOW = datetime(2026, 11, 29, 12, tzinfo=UTC)


def test_the_booking_stage_offers_a_guide_language() -> None:
    tools = {t["name"]: t for t in offered_tools(A.BOOKING)}
    assert tools["previewBooking"]["input_schema"]["properties"]["guide_language"]["enum"] == ["EN", "KH", "ZH"]


@pytest.mark.parametrize("session,wanted", [("KH", "EN"), ("ZH", "EN"), ("EN", "KH")])
def test_the_guide_language_of_the_summary_is_the_one_booked(session: str, wanted: str) -> None:
    state = at_stage(A.BOOKING)
    state.preferred_language = session  # type: ignore[assignment]
    state.booking_id = state.booking_special_requests = None
    state.travel_dates = {"start": TRAVEL}
    state.details_validated, state.customer_name, state.customer_phone = True, "Sok Dara", "012 345 678"
    state.pickup_location = "Hotel lobby, Phnom Penh"
    refused, preview = guard_call("previewBooking", {"trip_id": "trip_001", "guide_language": wanted}, state)
    assert refused is None and preview["guide_language"] == wanted
    sb = Sandbox()
    summary = sb.data("previewBooking", preview, lang=session)
    assert summary["guide_language"] == wanted
    apply_side_effects(state, "previewBooking", preview, {"success": True, "data": {**summary, "quote_id": "q1"}}, NOW)
    state.turn += 1  # the traveller's yes comes in a later message
    refused, create = guard_call("createBooking", {"quote_id": "q1"}, state)
    assert refused is None, refused
    assert create["guide_language"] == wanted
    assert sb.data("createBooking", create, lang=session)["group"]["guide_language"] == wanted
