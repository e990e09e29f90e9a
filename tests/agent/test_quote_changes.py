"""A confirmation survives what does not change the price; a void one names what changed (issue 22),
and a safety-relevant request reaches the operators."""

from __future__ import annotations

import re

from agent.context import append_user_message
from agent.quote_changes import merge_requests
from agent.safety import SAFETY_FLAG, safety_kind
from agent.side_effects import apply_side_effects
from agent.state import AgentState as A, ConversationState
from agent.tools.dispatch import prepare_remote
from agent.tools.local import run_local_tool
from tests.agent.contract_support import NOW, at_stage
from tests.agent.test_model_guards import _preview


def _confirmed() -> ConversationState:
    state = at_stage(A.EXPLORATION)
    state.booking_id = state.booking_ref = state.payment_intent_id = None
    state.travel_dates = {"start": "2027-01-10"}
    append_user_message(state, "book it", NOW)
    _preview(state)
    append_user_message(state, "yes, book it. Oh, and my son has a severe peanut allergy", NOW)
    state.customer_name, state.customer_phone, state.details_validated = "Sokha Chan", "+85512345678", True
    return state


def test_a_special_request_after_the_yes_goes_into_the_booking_without_a_second_confirmation() -> None:
    state = _confirmed()
    quote_id = state.booking_quote.quote_id if state.booking_quote else ""
    recorded = run_local_tool("updateTravellerPreferences", {"special_needs": "severe peanut allergy"}, state, NOW)
    assert recorded["success"] and recorded["data"]["booking_summary"] == "still valid"
    assert recorded["data"]["special_requests_in_booking"] == "severe peanut allergy"
    assert recorded["data"]["safety_request"]["kind"] == "allergy"
    assert "operator" in recorded["data"]["safety_request"]["who_confirms"]
    refused, body = prepare_remote(state, "createBooking", {"quote_id": quote_id}, ["createBooking"])
    assert refused is None and body["special_requests"] == "severe peanut allergy"
    result = {"success": True, "data": {"booking_id": "bk_1", "booking_ref": "DLG-AAAAAA", "status": "RESERVED"}}
    apply_side_effects(state, "createBooking", body, result, NOW)
    assert SAFETY_FLAG in state.attention_flags and state.state == A.PAYMENT


def test_a_change_of_group_voids_the_summary_and_the_refusal_names_it() -> None:
    state = _confirmed()
    quote_id = state.booking_quote.quote_id if state.booking_quote else ""
    same = run_local_tool("updateTravellerPreferences", {"people_count": 2, "mood": "family"}, state, NOW)
    assert same["data"]["booking_summary"] == "still valid"  # same group: nothing changed
    changed = run_local_tool("updateTravellerPreferences", {"people_count": 3}, state, NOW)
    assert changed["data"]["booking_summary"] == "void" and changed["data"]["changed"] == ["people_count: 2 → 3"]
    assert "previewBooking" in changed["data"]["next_step"]
    refused, _ = prepare_remote(state, "createBooking", {"quote_id": quote_id}, ["createBooking"])
    error = refused["error"]
    assert error["code"] == "NEEDS_PREVIEW"
    assert "people_count: 2 → 3" in error["message"] and "previewBooking" in error["next_step"]


def test_a_new_date_voids_the_summary() -> None:
    state = _confirmed()
    out = run_local_tool("updateTravellerPreferences", {"travel_start_date": "2027-01-17"}, state, NOW)
    # the end follows the start (the trip keeps its length)
    changed = ["travel_date: 2027-01-10 → 2027-01-17", "end_date: 2027-01-12 → 2027-01-19"]
    assert out["data"]["changed"] == changed and state.booking_quote is None
    run_local_tool("updateTravellerPreferences", {"travel_start_date": "2027-01-10"}, state, NOW)  # changed back
    _preview(state)  # a new summary: the reason is forgotten
    assert state.booking_quote is not None and state.booking_quote_void_reason is None


def test_safety_words_in_three_languages() -> None:
    assert safety_kind("Severe PEANUT allergy") == "allergy"
    assert safety_kind("我对花生过敏") == "allergy"
    assert safety_kind("ខ្ញុំមានអាឡែស៊ីសណ្ដែកដី") == "allergy"
    assert safety_kind("my father uses a wheelchair") == "mobility"
    assert safety_kind("she is pregnant") == "medical"
    assert safety_kind("window seat please") is None
    assert safety_kind(None) is None


def test_the_booked_pickup_is_in_the_context_after_payment() -> None:
    from agent.prompts.context import render_context

    state = _confirmed()
    quote_id = state.booking_quote.quote_id if state.booking_quote else ""
    _, body = prepare_remote(state, "createBooking", {"quote_id": quote_id}, ["createBooking"])
    pickup = {
        "required": True,
        "time": "07:30",
        "time_zone": "ICT (UTC+7)",
        "meeting_point": "The driver meets you at Airport.",
    }
    data = {
        "booking_id": "bk_1",
        "booking_ref": "DLG-AAAAAA",
        "status": "RESERVED",
        "pickup": pickup,
        "reserved_until": "2026-11-23T09:15:00+00:00",
    }
    apply_side_effects(state, "createBooking", body, {"success": True, "data": data}, NOW)
    state.payment_status = "CONFIRMED"
    state.state = A.POST_BOOKING
    text = render_context(state, NOW)
    assert "- pickup: 07:30 ICT (UTC+7) on day 1; The driver meets you at Airport." in text
    assert "- booking_status: CONFIRMED (paid); payment: paid" in text
    assert "reserved_until" not in text and "payment_attempts" not in text  # stale once paid


def test_a_new_summary_that_only_adds_the_request_keeps_the_yes() -> None:
    from agent.tools.calls import ToolOutcome
    from agent.tools.dispatch import stamp_quote

    state = _confirmed()  # the traveller said yes in this turn
    old = state.booking_quote
    assert old is not None
    refused, body = prepare_remote(
        state, "previewBooking", {"special_requests": "severe peanut allergy"}, ["previewBooking"]
    )
    assert refused is None
    data = {**body, "end_date": old.end_date, "trip_name": "Kep", "price_per_person_usd": 100.0, "total_usd": 200.0}
    outcome = stamp_quote(
        ToolOutcome(tool_use_id="p2", name="previewBooking", result={"success": True, "data": data}), state, 2
    )
    apply_side_effects(state, "previewBooking", body, outcome.result, NOW)
    new = state.booking_quote
    assert new is not None and new.quote_id != old.quote_id and new.special_requests == "severe peanut allergy"
    refused, sent = prepare_remote(state, "createBooking", {"quote_id": new.quote_id}, ["createBooking"])
    assert refused is None and sent["special_requests"] == "severe peanut allergy"  # no second yes needed
    # the context says whose yes stands, not "the traveller has answered since" (relay j5: a model
    # could read that as a yes to a summary the traveller has not seen)
    from agent.prompts.context import render_context

    line = next(x for x in render_context(state, NOW).splitlines() if x.startswith("- booking_summary_shown:"))
    assert f"yes to summary {old.quote_id} stands" in line and "answered since" not in line
    data["total_usd"] = 260.0  # a different price is a new summary: the traveller must answer it
    outcome = stamp_quote(
        ToolOutcome(tool_use_id="p3", name="previewBooking", result={"success": True, "data": data}), state, 3
    )
    apply_side_effects(state, "previewBooking", body, outcome.result, NOW)
    refused, _ = prepare_remote(state, "createBooking", {"quote_id": state.booking_quote.quote_id}, ["createBooking"])
    assert refused["error"]["code"] == "NEEDS_CONFIRMATION"


def test_the_booked_trips_itinerary_is_asked_with_its_booking() -> None:
    state = at_stage(A.POST_BOOKING)
    state.payment_status, state.booking_id = "CONFIRMED", "bk_9"
    refused, body = prepare_remote(state, "getTripItinerary", {"trip_id": "trip_1"}, ["getTripItinerary"])
    assert refused is None and body["booking_id"] == "bk_9"  # the plan as booked, not the catalogue's
    refused, body = prepare_remote(state, "getTripItinerary", {"trip_id": "trip_2"}, ["getTripItinerary"])
    assert refused is None and "booking_id" not in body  # another trip is only browsed


def test_a_restated_request_is_not_repeated_in_the_booking() -> None:
    """Relay j8: special_needs restating the earlier request carried the same sentence twice."""
    from agent.quote_changes import merge_requests

    old = "Ground-floor room please; little walking."
    merged = merge_requests(old, "Ground-floor room please; little walking. Father-in-law needs a wheelchair.")
    assert merged.count("Ground-floor room") == 1 and "wheelchair" in merged and "little walking" in merged
    assert merge_requests(None, "vegetarian") == "vegetarian"
    assert merge_requests("素食。", "素食。需要轮椅。").count("素食") == 1


def test_joined_requests_end_each_sentence_once_in_every_script() -> None:
    """Relay 4 (KH): the booking card read "…។." where two Khmer requests were joined."""
    from agent.quote_changes import merge_requests

    for old, new in [
        ("កូនខ្ញុំអាឡែហ្ស៊ីសណ្តែកដី។", "សូមបន្ទប់ជាន់ក្រោម។"),
        ("婆婆腿脚不便。", "需要轮椅"),
        ("Ground floor please.", "Vegetarian meals"),
        ("សូមបន្ទប់ជាន់ក្រោម", "Vegetarian meals"),
    ]:
        merged = merge_requests(old, new)
        assert old.rstrip("។。.") in merged and new.rstrip("។。.") in merged
        assert not re.search(r"[.;!?。；！？។៕]\s*[.;!?。；！？។៕]", merged), merged  # no doubled full stop


def test_a_request_after_the_reservation_is_recorded_and_says_who_adds_it_to_the_booking() -> None:
    """Relays j9/j10: after createBooking the result did not say whether the request reached the booking."""
    state = at_stage(A.PAYMENT)
    state.booking_special_requests = "Two ground-floor rooms."
    out = run_local_tool(
        "updateTravellerPreferences", {"special_needs": "One of us has a shellfish allergy."}, state, NOW
    )
    late = out["data"]["booking_request"]
    assert late["booking_ref"] == "DLG-3" and late["on_the_booking_at_the_operator"] is False
    assert late["special_requests_recorded"] == "Two ground-floor rooms. One of us has a shellfish allergy."
    assert "operations team" in late["who_adds_it"] and SAFETY_FLAG in state.attention_flags
    state.state = A.POST_BOOKING
    out = run_local_tool("updateTravellerPreferences", {"special_needs": "A window seat, please."}, state, NOW)
    assert "support contact" in out["data"]["booking_request"]["who_adds_it"]
    assert state.booking_special_requests.endswith("A window seat, please.")
    # before a booking exists the request joins the summary instead (no booking_request)
    early = at_stage(A.BOOKING)
    early.booking_id = None
    assert (
        "booking_request"
        not in run_local_tool("updateTravellerPreferences", {"special_needs": "x"}, early, NOW)["data"]
    )


def test_requests_joined_stay_separate_sentences() -> None:
    """Relay j12: "…steep steps please" + "Please help with the luggage" became "please Please"."""
    assert merge_requests("No steep steps please", "Please help with the luggage.") == (
        "No steep steps please. Please help with the luggage."
    )
    assert merge_requests("不要陡峭的台阶", "请帮忙拿行李") == "不要陡峭的台阶。 请帮忙拿行李"
    assert merge_requests("Quiet room.", "Quiet room.") == "Quiet room."
