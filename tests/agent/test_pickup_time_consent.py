"""changePickup with only a new time at the booking's pickup place is a time change, and its consent names
the time (relay 23 req 57: after the pickup had moved to the airport, "09:15" there was refused with "The
pickup is NOT changed ... to the airport" and "the pickup time stays the trip's")."""

from __future__ import annotations

import pytest

from agent.consent_lines import change_quote_lines as quote_lines
from agent.state import ConversationState
from agent.tools.guards import guard_call
from tests.agent.test_pickup_consent import paid_session, says as heard

AIRPORT = "Phnom Penh International Airport"


def says(state: ConversationState, text: str) -> None:
    """The traveller's message, as the guard reads their latest words."""
    state.messages.append({"role": "user", "content": text})
    heard(state, text)


@pytest.mark.parametrize("pickup", [None, AIRPORT, "phnom penh  international airport"])
def test_a_time_at_the_booked_place_is_asked_about_the_time(pickup: str | None) -> None:
    state = paid_session()
    state.pickup_location = AIRPORT
    says(state, "Our flight lands 08:10, could the driver come at 09:15?")
    inp = {"booking_id": "bk_1", "time": "09:15", **({"pickup_location": pickup} if pickup else {})}
    refused, _ = guard_call("changePickup", inp, state)
    assert refused is not None and refused["error"]["code"] == "NEEDS_CONFIRMATION"
    text = refused["error"]["message"] + refused["error"]["next_step"]
    assert "pickup time is NOT changed" in text and "09:15" in text
    assert AIRPORT not in text and "stays the trip's" not in text
    assert any("pickup time='09:15'" in line for line in quote_lines(state)), quote_lines(state)


def test_a_yes_to_the_time_lets_the_time_change_through() -> None:
    state = paid_session()
    state.pickup_location = AIRPORT
    says(state, "Could the driver come at 09:15?")
    inp = {"booking_id": "bk_1", "time": "09:15"}
    assert guard_call("changePickup", inp, state)[0] is not None
    says(state, "Yes please, 09:15.")
    refused, sent = guard_call("changePickup", inp, state)
    assert refused is None and sent["time"] == "09:15"


def test_an_instruction_to_change_the_time_is_its_own_yes() -> None:
    state = paid_session()
    state.pickup_location = AIRPORT
    says(state, "Please make the pickup 09:15.")
    refused, sent = guard_call("changePickup", {"booking_id": "bk_1", "time": "09:15"}, state)
    assert refused is None and sent["time"] == "09:15"
