"""changePickup's consent names the place the call actually moves (relay 21 req 60/63: a change of only
the drop-off, sent with the pickup already set, was put to the traveller and declined as a pickup move)."""

from __future__ import annotations

import pytest

from agent.tools.guards import guard_call
from tests.agent.test_pickup_consent import paid_session, says

SET = "Independence Monument"
AIRPORT = "Phnom Penh airport"


@pytest.mark.parametrize("pickup", [None, SET, "independence  monument"])
def test_a_drop_off_only_change_is_asked_about_the_drop_off(pickup: str | None) -> None:
    state = paid_session()
    state.pickup_location = SET
    state.messages.append({"role": "user", "content": "Can you drop us at the airport instead?"})
    says(state, "Can you drop us at the airport instead?")
    inp = {"booking_id": "bk_1", "drop_off_location": AIRPORT, **({"pickup_location": pickup} if pickup else {})}
    refused, _ = guard_call("changePickup", inp, state)
    assert refused is not None and refused["error"]["code"] == "NEEDS_CONFIRMATION"
    text = refused["error"]["message"] + refused["error"]["next_step"]
    assert "drop-off" in text and AIRPORT in text and SET not in text


def test_a_new_pickup_is_still_asked_about_the_pickup() -> None:
    state = paid_session()
    state.pickup_location = SET
    state.messages.append({"role": "user", "content": "Could the pickup be at the airport?"})
    says(state, "Could the pickup be at the airport?")
    refused, _ = guard_call("changePickup", {"booking_id": "bk_1", "pickup_location": AIRPORT}, state)
    assert refused is not None and "pickup is NOT changed" in refused["error"]["message"]
