"""No internal error text ever reaches a traveller's card (issue 28): every refusal the workflow and
the tool layer produce, quoted by the model in every language, next to every kind of card."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

from agent.card_text import is_internal, replacement
from agent.formatter import format_frames
from agent.late_payments import LatePayment, late_payment_refusal, rebooking_refusal
from agent.state import AgentState, ConversationState
from agent.tools.calls import ToolOutcome
from agent.tools.guards import guard_call
from agent.tools.guidance import NEXT_STEPS, with_next_step
from agent.tools.payment_guards import support_refusal
from agent.tools.stages import stage_refusal
from agent.tools.validation import validate_tool_input
from tests.agent.test_formatter import NOW, RESULTS

QUOTES = {  # how a model quotes a failed tool (the offline scripted model's own phrase first)
    "EN": "Sorry, I couldn't get that right now: {message}",
    "KH": "សូមអភ័យទោស ខ្ញុំមិនអាចទទួលបានព័ត៌មាននោះនៅពេលនេះទេ៖ {message}",
    "ZH": "抱歉，暂时无法获取该信息：{message}",
}


def late_state() -> ConversationState:
    state = ConversationState.new("s", NOW)
    state.state, state.selected_trip_id = AgentState.BOOKING, "trip_004"
    state.late_payment = LatePayment(
        payment_intent_id="pi_late", event_id="e", trip_id="trip_004", amount_usd=318.0, received_at=NOW
    )
    return state


def refusals() -> list[dict[str, Any]]:
    """Every kind of failed result: the workflow's guards, the tool layer, the backend's codes."""
    fresh = ConversationState.new("s", NOW)
    paid = ConversationState.new("s", NOW)
    paid.payment_status, paid.booking_id = "CONFIRMED", "bk_1"
    found = [
        late_payment_refusal(late_state()),
        rebooking_refusal(late_state(), "trip_004"),
        support_refusal(),
        stage_refusal("createBooking", AgentState.DISCOVERY),
        guard_call("createBooking", {"quote_id": "q"}, fresh)[0],
        guard_call("generatePaymentQR", {}, fresh)[0],
        guard_call("generatePaymentQR", {}, paid)[0],
        guard_call("previewBooking", {}, fresh)[0],
        guard_call("confirmCancellation", {"quote_id": "q"}, paid)[0],
        validate_tool_input("getTripSuggestions", {"people_count": "many"}),
        validate_tool_input("noSuchTool", {}),
    ]
    backend = [
        with_next_step({"success": False, "error": {"code": code, "message": f"{code.title()} (from the backend)."}})
        for code in NEXT_STEPS
    ]
    out = [r for r in found if r is not None] + backend
    assert len(out) == len(found) + len(NEXT_STEPS)  # every guard above refused
    return out


REFUSALS = refusals()
CARDS = sorted(RESULTS)


def leaked(text: str, error: dict[str, Any]) -> list[str]:
    out = []
    if error.get("next_step") and error["next_step"] in text:
        out.append("next_step")
    if is_internal(error["message"]) and error["message"] in text:
        out.append("message")
    if error["code"] in text:
        out.append("code")
    return out


@settings(max_examples=300, deadline=None)
@given(
    st.sampled_from(range(len(REFUSALS))),
    st.sampled_from(sorted(QUOTES)),
    st.lists(st.sampled_from(CARDS), max_size=3),
    st.booleans(),
    st.booleans(),
)
def test_no_refusal_wording_reaches_any_card(which: int, lang: str, cards: list[str], steps: bool, codes: bool):
    error = with_next_step(REFUSALS[which])["error"]  # what the model read
    quoted = QUOTES[lang].format(message=error["message"])
    if steps:
        quoted += " " + error["next_step"]
    if codes:
        quoted += f" ({error['code']})"
    state = ConversationState.new("s", NOW)
    state.preferred_language = lang  # type: ignore[assignment]
    state.reserved_until = NOW + timedelta(minutes=15)
    outcomes = [ToolOutcome(tool_use_id="bad", name="createBooking", result=REFUSALS[which])] + [
        ToolOutcome(tool_use_id=f"t{i}", name=name, result={"success": True, "data": RESULTS[name][0]})
        for i, name in enumerate(cards)
    ]
    frames = format_frames(quoted, outcomes, state)
    for frame in frames:
        assert leaked(frame.get("text") or "", error) == [], (frame["type"], frame.get("text"))
    said = [f["text"] for f in frames if f.get("text")]  # on one frame (a booking card comes before its QR)
    assert len(said) == 1 and said[0].startswith(QUOTES[lang].split("{")[0].strip())  # the rest is kept


def test_the_late_payment_refusal_reads_as_a_sentence_for_the_traveller():
    error = rebooking_refusal(late_state(), "trip_004")["error"]
    quoted = QUOTES["EN"].format(message=error["message"])
    outcome = ToolOutcome(tool_use_id="b", name="createBooking", result={"success": False, "error": error})
    [frame] = format_frames(quoted, [outcome], late_state())
    assert frame["type"] == "text"
    assert frame["text"] == "Sorry, I couldn't get that right now: " + replacement("LATE_PAYMENT_ON_FILE", "EN")


@pytest.mark.parametrize("message", ["Only 2 seats are left on 2027-03-10.", "This booking was cancelled."])
def test_backend_messages_written_for_the_traveller_stay(message: str):
    result = with_next_step({"success": False, "error": {"code": "NOT_AVAILABLE", "message": message}})
    outcome = ToolOutcome(tool_use_id="b", name="createBooking", result=result)
    [frame] = format_frames(f"Sorry: {message}", [outcome], ConversationState.new("s", NOW))
    assert frame["text"] == f"Sorry: {message}"
