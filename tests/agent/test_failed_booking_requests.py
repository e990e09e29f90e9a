"""What the traveller asked for survives a createBooking that failed (a seasick daughter passed with a
createBooking the backend refused was stored nowhere; the retried booking went without it and the error did not
say so).

Invariant, over requests in EN, KH and ZH (needs, and a date that is no request) and every way createBooking
fails (the workflow's guard: details not validated, no pickup; the backend's error), the failed call's
special_requests: each sentence of them is on the special_requests of the retried createBooking (which passes only
its quote_id, as the error told it), or the failure's ``error.special_requests.not_stored`` names it; what was
kept the failure names as ``kept``."""

from __future__ import annotations

from typing import Any, Optional

from hypothesis import given, settings, strategies as st

from agent.context import append_user_message
from agent.sentences import sentences
from agent.side_effects import apply_side_effects
from agent.state import AgentState as A, ConversationState
from agent.tools.calls import ToolOutcome, error_result
from agent.tools.dispatch import prepare_remote, stamp_quote
from agent.tools.failed_booking import keep_told_requests
from tests.agent.contract_support import NOW, at_stage

CREATE = "createBooking"
NEEDS = [
    "Our daughter (9) gets seasick: please seat her at the front of the boat.",
    "Vegetarian meals for my mother.",
    "កូនស្រីខ្ញុំពុលទូក សូមឱ្យនាងអង្គុយខាងមុខទូក។",
    "女儿晕船，请让她坐在船头。",
]
NOT_A_REQUEST = "Travel on 2027-01-10."
FAILURES = ["details", "pickup", "backend"]


def _summary(state: ConversationState, requests: Optional[str]) -> str:
    """A booking summary shown and said yes to (its quote_id)."""
    append_user_message(state, "book it", NOW)
    asked = {"pickup_location": "Riverside Hotel", **({"special_requests": requests} if requests else {})}
    refused, body = prepare_remote(state, "previewBooking", asked, ["previewBooking"])
    assert refused is None, refused
    data = {**body, "end_date": "2027-01-12", "price_per_person_usd": 100.0, "total_usd": 200.0}
    outcome = stamp_quote(
        ToolOutcome(tool_use_id="p", name="previewBooking", result={"success": True, "data": data}), state, 1
    )
    apply_side_effects(state, "previewBooking", body, outcome.result, NOW)
    assert state.booking_quote is not None
    append_user_message(state, "yes, book it", NOW)
    return state.booking_quote.quote_id


def _session(earlier: Optional[str]) -> tuple[ConversationState, str]:
    state = at_stage(A.BOOKING)
    state.booking_id = state.booking_ref = state.payment_intent_id = None
    state.special_needs = None
    state.travel_dates = {"start": "2027-01-10"}
    quote_id = _summary(state, earlier)
    state.customer_name, state.customer_phone, state.details_validated = "Sokha Chan", "+85512345678", True
    return state, quote_id


def _fail(state: ConversationState, quote_id: str, told: str, how: str) -> dict[str, Any]:
    """createBooking with ``told`` failing ``how``, as the workflow runs it: the failure the model reads."""
    inp = {"quote_id": quote_id, "special_requests": told}
    if how == "details":
        state.customer_phone = None
    elif how == "pickup":
        state.pickup_location = None
        assert state.booking_quote is not None
        state.booking_quote.pickup_location = None
    refused, body = prepare_remote(state, CREATE, inp, [CREATE])
    if how == "backend":
        assert refused is None, refused
        assert all(s in (body.get("special_requests") or "") for s in sentences(told) if s != NOT_A_REQUEST)
        refused = error_result("NOT_AVAILABLE", "Only 1 seat is left on 2027-01-10.")
    assert refused is not None
    outcome = keep_told_requests(ToolOutcome(tool_use_id="c", name=CREATE, result=refused), inp, state)
    state.customer_phone, state.pickup_location = "+85512345678", "Riverside Hotel"  # the cause put right
    return outcome.result


@settings(max_examples=30, deadline=None)
@given(
    told=st.lists(st.sampled_from(NEEDS + [NOT_A_REQUEST]), min_size=1, max_size=3, unique=True),
    earlier=st.sampled_from([None, "A quiet room away from the lift."]),
    how=st.sampled_from(FAILURES),
)
def test_requests_told_with_a_failed_booking_are_kept_or_said_not_stored(
    told: list[str], earlier: Optional[str], how: str
) -> None:
    state, quote_id = _session(earlier)
    text = " ".join(told)
    failed = _fail(state, quote_id, text, how)
    said = failed["error"]["special_requests"]
    refused, body = prepare_remote(state, CREATE, {"quote_id": quote_id}, [CREATE])  # the retry, as told
    assert refused is None, refused
    booked = body.get("special_requests") or ""
    for sentence in sentences(text):
        assert sentence in booked or sentence in said.get("not_stored", ""), (sentence, booked, said)
        if sentence in said.get("kept", ""):
            assert sentence in booked
    assert NOT_A_REQUEST not in booked  # a date is no request for the operator: said not stored
    if earlier:
        assert earlier in booked  # the summary's own requests stay


def test_a_request_that_would_not_fit_is_said_not_stored() -> None:
    state, quote_id = _session("A" * 990 + ".")
    failed = _fail(state, quote_id, NEEDS[0], "details")
    said = failed["error"]["special_requests"]
    assert said.get("not_stored") == NEEDS[0] and "kept" not in said and "NOT stored" in said["says"]


def test_a_successful_or_other_call_is_left_as_it_is() -> None:
    ok = ToolOutcome(tool_use_id="c", name=CREATE, result={"success": True, "data": {"booking_id": "bk"}})
    state, _ = _session(None)
    assert keep_told_requests(ok, {"special_requests": NEEDS[0]}, state) is ok
    other = ToolOutcome(tool_use_id="c", name="previewBooking", result=error_result("X", "no"))
    assert keep_told_requests(other, {"special_requests": NEEDS[0]}, state) is other
    assert state.special_needs is None
