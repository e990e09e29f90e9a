"""The booking summary card offers Confirm only when pressing it can make the booking (issue 38:
relays 4 and 5 pressed Confirm and were only then asked for their name and phone). Otherwise the
card lists what is still needed and the model reads that it must ask for it first."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, Optional

from hypothesis import given, settings, strategies as st

from agent.booking_ready import NEEDED, missing_before_confirm
from agent.prompts.context import render_context
from agent.quote_card import quote_frame
from agent.state import AgentState, BookingQuote, ConversationState
from agent.tools.calls import ToolOutcome
from agent.tools.dispatch import PREVIEW_NEXT_STEP, stamp_quote
from agent.tools.guards import guard_call

NOW = datetime(2026, 11, 28, 9, 0, tzinfo=UTC)
PICKUPS = [None, "", "  ", "Riverside Hotel, Siem Reap", "no pickup, we meet the group at the hotel", "N/A"]


def session(name: Optional[str], phone: Optional[str], validated: bool, pickup: Optional[str], transport: Any):
    state = ConversationState.new("s-ready", NOW, user_id="u-1")
    state.state, state.consent_rule, state.turn = AgentState.BOOKING, True, 3
    state.customer_name, state.customer_phone, state.details_validated = name, phone, validated
    state.transport = transport
    state.booking_quote = BookingQuote(
        quote_id="Q-booking-2-1", turn=2, trip_id="trip_001", travel_date="2027-01-10", people_count=2,
        pickup_location=pickup, transport=transport, total_usd=360.0,
    )  # fmt: skip
    state.booking_quote.consent.shown_seq, state.booking_quote.consent.answer = 5, "yes"
    return state


@settings(max_examples=200)
@given(
    st.sampled_from([None, "Sokha Chan"]),
    st.sampled_from([None, "+85512345678"]),
    st.booleans(),
    st.sampled_from(PICKUPS),
    st.sampled_from([None, "driver", "self_drive"]),
)
def test_the_card_has_confirm_exactly_when_the_press_can_book(name, phone, validated, pickup, transport) -> None:
    state = session(name, phone, validated, pickup, transport)
    summary = {**state.booking_quote.model_dump(), "trip_name": "Angkor"}  # type: ignore[union-attr]
    card = quote_frame("", summary, state, "previewBooking").frame()  # type: ignore[union-attr]
    refused, _ = guard_call("createBooking", {"quote_id": "Q-booking-2-1"}, state)  # the yes is given
    assert bool(card["actions"]) == (refused is None), (card, refused)
    assert bool(card["needs"]) == (refused is not None)
    assert set(card["needs"]) <= set(NEEDED)


def _preview(data: dict[str, Any]) -> ToolOutcome:
    return ToolOutcome(tool_use_id="t1", name="previewBooking", result={"success": True, "data": data})


def test_the_model_is_told_to_ask_first_and_the_context_says_it_until_the_details_are_known() -> None:
    state = session(None, None, False, "Riverside Hotel", None)
    data = {"trip_id": "trip_001", "travel_date": "2027-01-10", "pickup_location": "Riverside Hotel"}
    told = stamp_quote(_preview(data), state, 1).result["data"]
    assert told["missing_before_confirm"] == ["customer_name", "customer_phone"]
    assert "validateUserDetails" in told["next_step"] and "previewBooking again" in told["next_step"]
    assert "not confirmable yet" in render_context(state) and "customer_phone" in render_context(state)
    beside = stamp_quote(_preview(data), state, 1, siblings=["validateUserDetails", "previewBooking"]).result["data"]
    assert "missing_before_confirm" not in beside and beside["next_step"] == PREVIEW_NEXT_STEP  # being checked now
    state.customer_name, state.customer_phone, state.details_validated = "Sokha Chan", "+85512345678", True
    assert missing_before_confirm(state) == []
    assert stamp_quote(_preview(data), state, 1).result["data"]["next_step"] == PREVIEW_NEXT_STEP
    assert "not confirmable yet" not in render_context(state)


def test_the_next_step_asks_only_for_what_is_missing() -> None:
    """Relay run 52 req 12: with name and phone checked and only the pickup missing, the next step still said to
    ask for name and phone and check them with validateUserDetails."""
    state = session("Sreyneang Heng", "+85512345678", True, None, None)
    data = {"trip_id": "trip_007", "travel_date": "2027-01-10"}
    told = stamp_quote(_preview(data), state, 1).result["data"]
    assert told["missing_before_confirm"] == ["pickup_location"]
    assert "validateUserDetails" not in told["next_step"] and "name and phone" not in told["next_step"]
    assert "previewBooking again" in told["next_step"]
