"""A request about a joiner whose join is only quoted waits with that quote (sandbox/joiner_requests.py): the
model reads that it is not on the booking (``waits_with_quote``, with the backend's own next step) and the
session's booking requests, which the booking card shows, stay the booking's, without it (relay 57 req 36: the
card showed the uncle's needs while it still said 4 travellers); once confirmReschedule made the change, the
booking's requests (with it) are the session's."""

from __future__ import annotations

from agent.aftercare import confirm_reschedule
from agent.state import AgentState as A
from agent.tools.dispatch import run_local
from agent.tools.late_requests import with_booking_answer
from tests.agent.contract_support import NOW, at_stage

BOOKED = "Father is diabetic."
UNCLE = "Uncle Vikram Kulkarni (67) joining: vegetarian but eats onion and garlic"
SAYS = "This request is about Vikram Kulkarni, who joins only once the change qt_1 is confirmed: ..."


def test_a_request_that_waits_with_a_join_quote_is_not_on_the_booking_nor_its_card() -> None:
    state = at_stage(A.POST_BOOKING)
    state.booking_special_requests = BOOKED
    local = run_local(state, "toolu_1", "updateTravellerPreferences", {"special_needs": UNCLE}, [], NOW)
    answer = {
        "success": True,
        "data": {
            "booking_id": state.booking_id,
            "booking_ref": "DLG-3",
            "on_the_booking": False,
            "waits_with_quote": {"quote_id": "qt_1", "about": "Vikram Kulkarni", "says": SAYS},
            "special_requests": BOOKED,
            "special_request_items": [],
        },
    }
    outcome = with_booking_answer(local, answer, state)
    request = outcome.result["data"]["booking_request"]
    assert request["on_the_booking_at_the_operator"] is False and request["waits_with_quote"]["quote_id"] == "qt_1"
    assert request["next_step"] == SAYS and "not_added_because" not in request
    assert state.booking_special_requests == BOOKED  # the card shows the booking's requests only
    confirm_reschedule(
        state,
        {"quote_id": "qt_1"},
        {
            "rescheduled": True,
            "changes": ["group"],
            "booking": {"booking_id": state.booking_id, "special_requests": f"{BOOKED} {UNCLE}"},
        },
        NOW,
    )
    assert state.booking_special_requests == f"{BOOKED} {UNCLE}"
