"""The session never cuts a special request (issue 37: "...get his agreement before ch"): once a
summary or booking exists, a request joins whole or is refused with a next step, nothing recorded;
a withdrawn request leaves the booking and the session's own needs."""

from __future__ import annotations

from typing import Any

from hypothesis import given, strategies as st

from agent.quote_changes import says, sentence_key, sentences
from agent.side_effects import apply_side_effects
from agent.special_requests import MAX_REQUESTS_CHARS, without
from agent.state import AgentState as A
from agent.tools.dispatch import run_local
from agent.tools.guards import guard_call
from agent.tools.stages import tool_names_for_stage
from tests.agent.contract_support import NOW, at_stage

WORDS = st.text(alphabet="abcdefghij", min_size=1, max_size=10)
REQUEST = (
    st.lists(WORDS, min_size=1, max_size=60)
    .map(lambda ws: " ".join(ws).capitalize() + ".")
    .filter(lambda t: len(t) <= 500)
)


def state_with(requests: str) -> Any:
    state = at_stage(A.POST_BOOKING)
    state.payment_status = "CONFIRMED"
    state.booking_special_requests = state.special_needs = requests
    return state


def said(text: str, within: str) -> bool:
    held = [sentence_key(p) for p in sentences(within)]  # a sentence, or one saying it and more
    return all(any(says(h, sentence_key(p)) for h in held) for p in sentences(text))


@given(st.lists(REQUEST, min_size=1, max_size=6))
def test_a_request_after_booking_is_recorded_whole_or_refused_with_nothing_changed(requests: list[str]) -> None:
    state = state_with("")
    for text in requests:
        before = (state.booking_special_requests, state.special_needs)
        out = run_local(state, "t", "updateTravellerPreferences", {"special_needs": text}, [], NOW).result
        now = state.booking_special_requests or ""
        assert len(now) <= MAX_REQUESTS_CHARS and len(state.special_needs or "") <= MAX_REQUESTS_CHARS
        if out["success"]:
            assert said(text, now)  # whole, never cut
        else:
            error = out["error"]
            assert error["code"] == "REQUESTS_FULL" and error["next_step"] and "nothing was cut" in error["next_step"]
            assert (
                error["details"]["request"] == text and (state.booking_special_requests, state.special_needs) == before
            )


def test_a_full_summary_refuses_the_extra_request_at_create_booking() -> None:
    state = at_stage(A.BOOKING)
    state.booking_id = None
    state.details_validated, state.customer_name, state.customer_phone = True, "Sokha Chan", "+85512345678"
    state.pickup_location = "Riverside Hotel"
    full = "".join(f"Please make sure guide {n} speaks Khmer and English. " for n in range(18))  # 18 requests
    quote = {
        "quote_id": "Q-1",
        "trip_id": "trip_1",
        "travel_date": "2027-01-10",
        "end_date": "2027-01-12",
        "people_count": 2,
        "total_usd": 360.0,
        "special_requests": full.strip(),
    }
    apply_side_effects(state, "previewBooking", {}, {"success": True, "data": quote}, NOW)
    state.turn += 1
    ask = "Please ask the driver to phone my son and get his agreement before changing the pickup time."
    refused, _ = guard_call("createBooking", {"quote_id": "Q-1", "special_requests": ask}, state)
    assert refused is not None and refused.get("success") is False, refused
    assert refused["error"]["code"] == "REQUESTS_FULL" and refused["error"]["details"]["request"] == ask


def test_a_withdrawn_request_leaves_the_booking_and_the_session() -> None:
    state = state_with("A quiet room. Please ask the driver to call my son before pickup.")
    data = {
        "withdrawn": True,
        "withdrawn_request": {"number": 2, "request": "Please ask the driver to call my son before pickup."},
        "special_requests": "A quiet room.",
        "special_request_items": [],
    }
    apply_side_effects(state, "withdrawSpecialRequest", {}, {"success": True, "data": data}, NOW)
    assert state.booking_special_requests == "A quiet room." and state.special_needs == "A quiet room."
    assert without("A. B.", "B.") == "A." and without("A.", "A.") is None
    for stage in (A.PAYMENT, A.POST_BOOKING):  # offered wherever a booking exists
        assert "withdrawSpecialRequest" in tool_names_for_stage(stage)
    assert "withdrawSpecialRequest" not in tool_names_for_stage(A.BOOKING)
