"""A special request stated after createBooking (issue 22): what the workflow sends to the booking,
and what the model then reads, on the booking or, truthfully, not."""

from __future__ import annotations

from typing import Any

from agent.safety import SAFETY_FLAG
from agent.state import AgentState as A
from agent.tools.calls import ToolOutcome, error_result
from agent.tools.dispatch import run_local
from agent.tools.guidance import for_model
from agent.tools.late_requests import booking_request_body, with_booking_answer
from tests.agent.contract_support import NOW, at_stage

ALLERGY = "Severe peanut allergy."


def _stated(stage: A, needs: str = ALLERGY, **fields: Any) -> tuple[Any, ToolOutcome]:
    state = at_stage(stage)
    for key, value in fields.items():
        setattr(state, key, value)
    tool_input = {"special_needs": needs}
    return state, run_local(state, "toolu_1", "updateTravellerPreferences", tool_input, [], NOW)


def _item(text: str, kind: str, later: bool, status: str = "AWAITING_OPERATOR") -> dict[str, Any]:
    return {
        "request": text,
        "kind": kind,
        "added_at": "2027-01-02T03:00:00+00:00",
        "added_after_booking": later,
        "status": status,
        "confirm_by": "2027-01-08T00:30:00+00:00",
    }


def _booked(**extra: Any) -> dict[str, Any]:
    data = {
        "booking_id": "bk_3",
        "booking_ref": "DLG-3",
        "booking_status": "CONFIRMED",
        "on_the_booking": True,
        "added": _item(ALLERGY, "allergy", True),
        "special_requests": "Two ground-floor rooms. " + ALLERGY,
        "special_request_items": [_item("Two ground-floor rooms.", "general", False), _item(ALLERGY, "allergy", True)],
        "who_confirms": "DerLg's operations team passes it to the tour operator, who confirms it by 2027-01-08 "
        "07:30 ICT; if the operator cannot meet it, DerLg support calls the traveller.",
        **extra,
    }
    return {"success": True, "data": data}


def test_only_a_request_made_once_the_booking_exists_is_sent_to_it() -> None:
    state, outcome = _stated(A.POST_BOOKING)
    assert booking_request_body(state, outcome) == {"booking_id": state.booking_id, "request": ALLERGY}
    state, outcome = _stated(A.PAYMENT)
    assert booking_request_body(state, outcome) == {"booking_id": state.booking_id, "request": ALLERGY}
    # before the booking: it joins the summary instead; other preferences never go
    state, outcome = _stated(A.BOOKING, booking_id=None)
    assert booking_request_body(state, outcome) is None
    state = at_stage(A.POST_BOOKING)
    mood = run_local(state, "toolu_2", "updateTravellerPreferences", {"mood": "romantic"}, [], NOW)
    assert booking_request_body(state, mood) is None
    # a refused call (bad input) sends nothing
    bad = run_local(state, "toolu_3", "updateTravellerPreferences", {"special_needs": "x" * 600}, [], NOW)
    assert not bad.ok and booking_request_body(state, bad) is None


def test_accepted_the_model_reads_on_the_booking_who_confirms_and_by_when() -> None:
    state, outcome = _stated(A.POST_BOOKING, booking_special_requests="Two ground-floor rooms.")
    assert SAFETY_FLAG in state.attention_flags  # the operator flag stays
    shown = with_booking_answer(outcome, _booked(), state).result["data"]
    request = shown["booking_request"]
    assert request["on_the_booking_at_the_operator"] is True and request["booking_ref"] == "DLG-3"
    assert request["this_request"] == {"status": "AWAITING_OPERATOR", "confirm_by": "2027-01-08T00:30:00+00:00"}
    assert [r["request"] for r in request["requests_on_the_booking"]] == ["Two ground-floor rooms.", ALLERGY]
    assert all(set(r) == {"request", "status", "confirm_by"} for r in request["requests_on_the_booking"])
    assert "DerLg support calls" in request["who_confirms"] and "DLG-3" in request["next_step"]
    assert "CONFIRMED_BY_OPERATOR" in request["next_step"]  # never called confirmed before the operator says so
    assert "who_adds_it" not in request  # no word of the support contact when it is on the booking
    assert shown["safety_request"]["who_confirms"] == request["who_confirms"]  # one story, not two
    assert state.booking_special_requests == "Two ground-floor rooms. " + ALLERGY
    # a later general request: its own status; the allergy answered by the operator keeps its answer
    state, outcome = _stated(A.PAYMENT, needs="Please help with the luggage.")
    booked = _booked(
        added=_item("Please help with the luggage.", "general", True),
        special_request_items=[
            {**_item(ALLERGY, "allergy", True, "CONFIRMED_BY_OPERATOR"), "operator_note": "Peanut-free menu"},
            _item("Please help with the luggage.", "general", True),
        ],
        note="Reserved, not paid.",
    )
    request = with_booking_answer(outcome, booked, state).result["data"]["booking_request"]
    assert request["note"] == "Reserved, not paid." and request["this_request"]["status"] == "AWAITING_OPERATOR"
    assert [r["status"] for r in request["requests_on_the_booking"]] == ["CONFIRMED_BY_OPERATOR", "AWAITING_OPERATOR"]
    assert request["requests_on_the_booking"][0]["operator_note"] == "Peanut-free menu"


def test_a_closed_booking_says_why_and_what_next_without_promising_anyone_adds_it() -> None:
    state, outcome = _stated(A.POST_BOOKING)
    refused = {  # as activities/backend.py passes the sandbox's 409 on
        "success": False,
        "error": {
            "code": "BOOKING_CANCELLED",
            "message": "Booking DLG-3 is cancelled, so a request can no longer be added to it.",
            "details": {"next_step": "Tell the traveller the booking is cancelled."},
        },
    }
    request = with_booking_answer(outcome, refused, state).result["data"]["booking_request"]
    assert request["on_the_booking_at_the_operator"] is False and "who_adds_it" not in request
    assert "cancelled" in request["not_added_because"] and request["next_step"] == (
        "Tell the traveller the booking is cancelled."
    )


def test_a_backend_failure_gives_the_truthful_fallback_with_the_support_contact() -> None:
    state, outcome = _stated(A.POST_BOOKING)
    failed = error_result("TIMEOUT", "Our booking system is taking too long to answer right now.", tool="x")
    result = with_booking_answer(outcome, failed, state).result
    request = result["data"]["booking_request"]
    assert request["on_the_booking_at_the_operator"] is False and "operations team" in request["who_adds_it"]
    assert "support contact" in request["next_step"] and "too long" in request["not_added_because"]
    assert ALLERGY in request["special_requests_recorded"]  # kept in the session
    assert result["success"] is True  # the preference itself was recorded
    # the model's view keeps it (guidance does not drop the fields)
    viewed = for_model(result, "EN", "updateTravellerPreferences")
    assert viewed["data"]["booking_request"]["on_the_booking_at_the_operator"] is False


def test_the_reminder_repeats_the_booking_requests_and_never_calls_a_safety_one_confirmed() -> None:
    from agent.tools.late_requests import requests_line

    state = at_stage(A.POST_BOOKING)
    assert requests_line(state) == ""
    state.booking_special_requests = "Please help with the luggage."
    assert requests_line(state) == " Repeat the booking's special requests: Please help with the luggage."
    state, _ = _stated(A.POST_BOOKING)
    line = requests_line(state)
    assert ALLERGY in line and "getTripItinerary of the booking" in line  # where the operator's answer is read
    assert "confirmed only when its status is CONFIRMED_BY_OPERATOR" in line


def test_the_paid_stage_rules_say_a_request_goes_to_the_booking() -> None:
    """Relay j11/j12: models promised "the operator will see it" or sent the traveller to support;
    the POST_BOOKING rules say how a request reaches the booking, and the tool offers the field."""
    from agent.prompts.templates import STAGE_PROMPTS
    from agent.tools.stages import offered_tools

    rules = STAGE_PROMPTS[A.POST_BOOKING]
    assert "special_needs" in rules and "goes to the booking" in rules
    tools = {t["name"]: t for t in offered_tools(A.POST_BOOKING)}
    assert list(tools["updateTravellerPreferences"]["input_schema"]["properties"]) == ["special_needs"]


def test_a_summary_without_the_needs_told_earlier_says_they_are_not_on_it() -> None:
    """Relay j15: the mother's mobility need was in the session but not in the summary; the model
    could not tell whether it was on the booking and passed it twice to be safe."""
    from agent.tools.dispatch import stamp_quote

    state = at_stage(A.BOOKING)
    state.special_needs = "Mother (72) cannot climb steep stairs."
    data = {"trip_id": "trip_1", "total_usd": 200.0}
    shown = stamp_quote(
        ToolOutcome(tool_use_id="p", name="previewBooking", result={"success": True, "data": data}), state, 1
    )
    assert "Mother (72)" in shown.result["data"]["special_needs_not_on_it"]
    on = {**data, "special_requests": "Mother (72) cannot climb steep stairs."}
    shown = stamp_quote(
        ToolOutcome(tool_use_id="p", name="previewBooking", result={"success": True, "data": on}), state, 2
    )
    assert "special_needs_not_on_it" not in shown.result["data"]


def test_a_need_added_after_booking_joins_the_ones_told_before() -> None:
    """Relay j18: after paying, the diabetes need replaced the knee need in the session context."""
    state = at_stage(A.POST_BOOKING)
    state.special_needs = "Both have bad knees: no steep stairs."
    run_local(state, "t", "updateTravellerPreferences", {"special_needs": "My wife is diabetic."}, [], NOW)
    assert "bad knees" in (state.special_needs or "") and "diabetic" in (state.special_needs or "")
    early = at_stage(A.EXPLORATION)  # before a booking, a correction replaces
    early.booking_id = None
    early.special_needs = "Vegetarian."
    run_local(early, "t", "updateTravellerPreferences", {"special_needs": "Vegan, not vegetarian."}, [], NOW)
    assert early.special_needs == "Vegan, not vegetarian."


def test_a_need_added_after_the_summary_joins_the_ones_told_before() -> None:
    """Relay j24: after the yes, "a ground-floor room" replaced the wheelchair in the session's needs
    (the tool says: once a summary exists, send only what is new)."""
    from agent.state import BookingQuote

    state = at_stage(A.BOOKING)
    state.booking_id = None
    state.special_needs = "Bill uses a wheelchair."
    state.booking_quote = BookingQuote(
        quote_id="q1", trip_id="trip_001", travel_date="2027-02-10", people_count=2, total_usd=378.0, turn=1
    )
    run_local(state, "t", "updateTravellerPreferences", {"special_needs": "We need a ground-floor room."}, [], NOW)
    assert state.special_needs == "Bill uses a wheelchair. We need a ground-floor room."


def test_a_need_told_earlier_goes_on_the_summary_and_says_so() -> None:
    """Relay j18: a knee need told while exploring was left off the booking unless the model asked;
    j26: so was a cycling note the traveller had asked to add."""
    from agent.tools.dispatch import stamp_quote
    from agent.tools.guards import guard_call

    state = at_stage(A.BOOKING)
    state.booking_id = state.booking_special_requests = None
    state.travel_dates = {"start": "2027-03-20"}
    state.special_needs = "Grandparents with bad knees: no steep stairs."
    refused, body = guard_call("previewBooking", {"trip_id": "trip_1"}, state)
    assert refused is None and body["special_requests"] == state.special_needs
    data = {"trip_id": "trip_1", "total_usd": 200.0, "special_requests": state.special_needs}
    out = stamp_quote(
        ToolOutcome(tool_use_id="p", name="previewBooking", result={"success": True, "data": data}), state, 1
    )
    assert "told earlier" in out.result["data"]["special_requests_from"]
    assert "may change or remove" in out.result["data"]["special_requests_from"]
    state.special_needs = "A quiet room."  # any need, not only a safety-relevant one
    assert guard_call("previewBooking", {"trip_id": "trip_1"}, state)[1]["special_requests"] == "A quiet room."
    # what the model passes itself is kept, the needs told earlier joined to it (relay 20 req 28)
    own = guard_call("previewBooking", {"trip_id": "trip_1", "special_requests": "Quiet room, high floor"}, state)
    # ... but a need the model's text already says in its own words is not said twice (agent.need_overlap)
    assert own[1]["special_requests"] == "Quiet room, high floor"
    own = guard_call("previewBooking", {"trip_id": "trip_1", "special_requests": "High floor"}, state)
    assert own[1]["special_requests"] == "High floor. A quiet room."


def test_the_session_context_says_where_each_request_s_answer_is_read() -> None:
    """Relay j21: "is the shellfish thing confirmed now?" and the context showed the text only."""
    from agent.prompts.context import REQUEST_STATUS_SOURCE, render_context

    state, _ = _stated(A.POST_BOOKING)
    assert f"booking_special_requests_status: {REQUEST_STATUS_SOURCE}" in render_context(state, NOW)
    state.booking_special_requests = None  # no request on the booking: no line
    assert "booking_special_requests_status" not in render_context(state, NOW)
