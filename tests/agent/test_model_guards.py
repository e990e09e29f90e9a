"""What the workflow enforces whatever the prompt says (issue 12), and results that guide the model."""

from __future__ import annotations

import json

from hypothesis import given, settings, strategies as st

from agent.context import append_user_message, tool_results_message
from agent.formatter import format_frames
from agent.rounding import half_up
from agent.side_effects import apply_side_effects
from agent.state import AgentState as A, ConversationState
from agent.tools.calls import ToolOutcome, error_result
from agent.tools.dispatch import prepare_remote, stamp_quote
from agent.tools.guidance import for_model
from tests.agent.contract_support import NOW, at_stage, system_text


# ------------------------------------------------------------------ 4. guards
def _preview(state: ConversationState) -> None:
    refused, body = prepare_remote(state, "previewBooking", {"pickup_location": "Airport"}, ["previewBooking"])
    assert refused is None and body["trip_id"] == "trip_1" and body["travel_date"] == "2027-01-10"
    data = {**body, "end_date": "2027-01-12", "trip_name": "Kep", "price_per_person_usd": 100.0, "total_usd": 200.0}
    outcome = stamp_quote(
        ToolOutcome(tool_use_id="p", name="previewBooking", result={"success": True, "data": data}), state, 1
    )
    apply_side_effects(state, "previewBooking", body, outcome.result, NOW)


def test_create_booking_needs_a_preview_the_travellers_yes_and_validated_details() -> None:
    state = at_stage(A.BOOKING)  # createBooking is a BOOKING tool (EXPLORATION books through previewBooking)
    state.booking_id = state.booking_ref = state.payment_intent_id = None
    state.travel_dates = {"start": "2027-01-10"}
    append_user_message(state, "book it", NOW)
    refused, _ = prepare_remote(state, "createBooking", {"quote_id": "Q-booking-1-1"}, ["createBooking"])
    assert refused["error"]["code"] == "NEEDS_PREVIEW"
    _preview(state)
    quote = state.booking_quote
    assert quote is not None and state.state == A.BOOKING and quote.total_usd == 200.0
    refused, _ = prepare_remote(state, "createBooking", {"quote_id": quote.quote_id}, ["createBooking"])
    assert refused["error"]["code"] == "NEEDS_CONFIRMATION"  # same turn: the traveller has not answered
    append_user_message(state, "yes, book it", NOW)
    refused, _ = prepare_remote(state, "createBooking", {"quote_id": "Q-invented"}, ["createBooking"])
    assert refused["error"]["code"] == "QUOTE_MISMATCH" and quote.quote_id in refused["error"]["next_step"]
    refused, _ = prepare_remote(state, "createBooking", {"quote_id": quote.quote_id}, ["createBooking"])
    assert refused["error"]["code"] == "DETAILS_NOT_VALIDATED"
    state.customer_name, state.customer_phone, state.details_validated = "Sokha Chan", "+85512345678", True
    refused, body = prepare_remote(state, "createBooking", {"quote_id": quote.quote_id}, ["createBooking"])
    assert refused is None
    assert body == {
        "trip_id": "trip_1",
        "travel_date": "2027-01-10",
        "end_date": "2027-01-12",
        "people_count": 2,
        "pickup_location": "Airport",
        "customer_name": "Sokha Chan",
        "customer_phone": "+85512345678",
        "expected_total_usd": 200.0,
        "departure_city": state.departure_city,  # the join point of a pickup it cannot place (relay 15)
    }  # the backend refuses any other price


def test_no_fourth_qr_after_three_failed_payments_on_any_path() -> None:
    state = at_stage(A.PAYMENT)
    for n in range(3):
        apply_side_effects(
            state,
            "checkPaymentStatus",
            {"payment_intent_id": "pi"},
            {"success": True, "data": {"payment_intent_id": "pi", "status": "FAILED"}},
            NOW,
        )
        state.payment_status = "PENDING" if n < 2 else state.payment_status
    assert state.payment_attempts == 3 and state.support_handoff and "payment_failures" in state.attention_flags
    refused, _ = prepare_remote(state, "generatePaymentQR", {"booking_id": "bk"}, ["generatePaymentQR"])
    assert refused["error"]["code"] == "SUPPORT_HANDOFF" and "support@derlg.com" in refused["error"]["next_step"]


# ------------------------------------------------------------------ 5. results that guide
def test_stage_is_judged_against_what_the_batch_reaches() -> None:
    state = at_stage(A.SUGGESTION)
    custom = {"base_trip_id": "trip_1", "customizations": [{"type": "add_day"}]}
    refused, _ = prepare_remote(state, "calculateCustomTrip", custom, ["calculateCustomTrip"])
    assert refused["error"]["code"] == "NOT_AVAILABLE_NOW" and refused["error"]["next_step"]
    refused, body = prepare_remote(state, "calculateCustomTrip", custom, ["getTripItinerary", "calculateCustomTrip"])
    assert refused is None and body["people_count"] == 2  # priced for the session's group


def test_images_go_to_the_traveller_and_text_stays_text() -> None:
    qr = {
        "success": True,
        "data": {
            "payment_intent_id": "pi",
            "qr_code_url": "data:image/png;base64," + "A" * 600,
            "note": "សូមស្កេន 请扫码",
        },
    }
    message = tool_results_message([ToolOutcome(tool_use_id="q", name="generatePaymentQR", result=qr)])
    content = message["content"][0]["content"]
    assert "AAAA" not in content and "<image/png shown to the traveller in the app>" in content
    assert "សូមស្កេន 请扫码" in content and "\\u" not in content
    assert qr["data"]["qr_code_url"].startswith("data:image/png")  # the frame keeps the image


@settings(max_examples=50, deadline=None)
@given(st.text(min_size=1, max_size=20), st.text(min_size=1, max_size=40))
def test_every_error_result_names_a_next_step(code: str, message: str) -> None:
    result = for_model(error_result(code, message))
    assert result["error"]["next_step"].strip() and result["error"]["message"] == message


def test_two_tools_two_cards_with_the_text_once() -> None:
    outcomes = [
        ToolOutcome(
            tool_use_id="h",
            name="getHotelDetails",
            result={
                "success": True,
                "data": {"hotel_id": "h1", "name": "Saracen", "images": [{"url": "/i.svg", "caption": "Pool"}]},
            },
        ),
        ToolOutcome(
            tool_use_id="w",
            name="getWeatherForecast",
            result={
                "success": True,
                "data": {"destination": "Koh Rong", "date": "2027-01-10", "forecast": {"condition": "Sunny"}},
            },
        ),
    ]
    frames = format_frames("Here you go.", outcomes, at_stage(A.EXPLORATION))
    assert [f["type"] for f in frames] == ["weather", "image_gallery"]
    assert [f["text"] for f in frames] == ["Here you go.", ""]
    assert json.dumps(frames)  # plain JSON for the event log


def test_preview_prices_the_family_as_create_booking_will() -> None:
    """previewBooking and createBooking agree for a family that drives itself (children, self-drive)."""
    from tests.sandbox.support import TRAVEL, Sandbox

    sb = Sandbox()
    family = {
        "trip_id": "trip_007",
        "travel_date": TRAVEL,
        "adults": 2,
        "children_ages": [5, 11],
        "people_count": 4,
        "transport": "self_drive",
    }
    preview = sb.data("previewBooking", family, lang="ZH")
    adults = sb.data("previewBooking", {**family, "adults": 4, "children_ages": [], "transport": "driver"}, lang="ZH")
    booked = sb.data(
        "createBooking",
        {**family, "end_date": preview["end_date"], "customer_name": "Chen Li", "customer_phone": "+85512345678"},
        lang="ZH",
    )
    assert preview["pickup_required"] is False and preview["total_usd"] < adults["total_usd"]
    assert (
        booked["total_usd"] == preview["total_usd"] and preview["total_cny"] > preview["total_usd"]
    )  # yuan beside USD


def test_create_booking_books_the_confirmed_price_or_nothing() -> None:
    from tests.sandbox.support import TRAVEL, Sandbox

    sb = Sandbox()
    body = {
        "trip_id": "trip_007",
        "travel_date": TRAVEL,
        "people_count": 2,
        "pickup_location": "Sunway Hotel, Phnom Penh",
        "customer_name": "Marco Rossi",
        "customer_phone": "+6591234567",
    }
    preview = sb.data("previewBooking", body)
    resp = sb.call(
        "createBooking", {**body, "end_date": preview["end_date"], "expected_total_usd": preview["total_usd"] + 1}
    )
    changed = resp.json()
    assert resp.status_code == 409 and changed["success"] is False and changed["error"]["code"] == "PRICE_CHANGED"
    assert "next_step" in for_model(changed)["error"]
    booked = sb.data(
        "createBooking", {**body, "end_date": preview["end_date"], "expected_total_usd": preview["total_usd"]}
    )
    assert booked["total_usd"] == preview["total_usd"]


def test_pickup_given_with_the_yes_needs_no_second_summary() -> None:
    state = at_stage(A.EXPLORATION)
    state.booking_id = state.booking_ref = state.payment_intent_id = None
    state.travel_dates = {"start": "2027-01-10"}
    state.special_needs = "ground-floor room for mum"  # said in discovery: on the summary, which says so
    append_user_message(state, "book it", NOW)
    refused, body = prepare_remote(state, "previewBooking", {}, ["previewBooking"])
    assert refused is None and body["special_requests"] == "ground-floor room for mum"
    data = {**body, "end_date": "2027-01-12", "price_per_person_usd": 100.0, "total_usd": 200.0}
    outcome = stamp_quote(
        ToolOutcome(tool_use_id="p", name="previewBooking", result={"success": True, "data": data}), state, 1
    )
    apply_side_effects(state, "previewBooking", body, outcome.result, NOW)
    append_user_message(state, "yes! pick us up at the airport", NOW)
    state.customer_name, state.customer_phone, state.details_validated = "Marco Rossi", "+6591234567", True
    quote_id = state.booking_quote.quote_id if state.booking_quote else ""
    refused, _ = prepare_remote(state, "createBooking", {"quote_id": quote_id}, ["createBooking"])
    assert refused["error"]["code"] == "PICKUP_MISSING" and "same quote_id" in refused["error"]["next_step"]
    refused, body = prepare_remote(
        state, "createBooking", {"quote_id": quote_id, "pickup_location": "Siem Reap airport"}, ["createBooking"]
    )
    assert refused is None and body["pickup_location"] == "Siem Reap airport"
    assert body["special_requests"] == "ground-floor room for mum"  # as summarised
    # relay j36: an arrangement where the place belongs is refused with what to ask; an address is not
    for arrangement in ("No pickup: meets the group at its hotel in Sen Monorom", "none", "Making my own way"):
        refused, _ = prepare_remote(
            state, "createBooking", {"quote_id": quote_id, "pickup_location": arrangement}, ["createBooking"]
        )
        assert refused is not None and refused["error"]["code"] == "PICKUP_NOT_A_PLACE"
        assert "hotel there" in refused["error"]["next_step"] and "same quote_id" in refused["error"]["next_step"]
    # relay j36: special_requests after the summary are added to the summary's, once each
    for requests in ("Vegan meals.", "ground-floor room for mum. Vegan meals."):
        refused, body = prepare_remote(
            state,
            "createBooking",
            {"quote_id": quote_id, "pickup_location": "Sokha Hotel", "special_requests": requests},
            ["createBooking"],
        )
        assert refused is None and body["special_requests"].count("ground-floor room for mum") == 1
        assert body["special_requests"].count("Vegan meals.") == 1
    for place in ("No. 12, Street 178, Phnom Penh", "Nomad Hostel, Kep", "Sokha Hotel"):
        refused, body = prepare_remote(
            state, "createBooking", {"quote_id": quote_id, "pickup_location": place}, ["createBooking"]
        )
        assert refused is None and body["pickup_location"] == place


def test_custom_prices_follow_the_sessions_transport() -> None:
    from tests.sandbox.support import Sandbox

    state = at_stage(A.EXPLORATION)
    state.adults, state.children_ages, state.people_count, state.transport = 2, [5, 11], 4, "self_drive"
    custom = {"base_trip_id": "trip_007", "customizations": [{"type": "add_day", "details": {"days": 1}}]}
    refused, body = prepare_remote(state, "calculateCustomTrip", custom, ["calculateCustomTrip"])
    assert refused is None and body["transport"] == "self_drive" and body["children_ages"] == [5, 11]
    sb = Sandbox()
    driving = sb.data("calculateCustomTrip", {**body, "transport": "driver"})
    assert sb.data("calculateCustomTrip", body)["total_usd"] < driving["total_usd"]


def test_a_family_quote_is_labelled_per_adult_and_on_average() -> None:
    from agent.prompts.context import parse_context

    state = at_stage(A.EXPLORATION)
    state.adults, state.children_ages, state.people_count = 2, [4, 8, 13], 5
    apply_side_effects(
        state,
        "customizeTrip",  # the chosen trip as saved: its quote is labelled
        {"people_count": 5},
        {
            "success": True,
            "data": {"custom_trip_id": "c1", "price_per_person_usd": 129.0, "total_usd": 541.8, "people_count": 5},
        },
        NOW,
    )
    label = parse_context(system_text(state))["quoted_total_is_for"]
    assert label == "5 people (129.0 USD per adult, children by age; 108.36 USD on average)"


def test_a_family_average_with_a_free_infant_is_per_paying_traveller() -> None:
    from agent.prompts.context import parse_context

    state = at_stage(A.EXPLORATION)
    state.adults, state.children_ages, state.people_count = 2, [2, 8], 4
    total = 2 * 129.0 + 0.6 * 129.0  # the 2-year-old pays nothing
    data = {"custom_trip_id": "c1", "price_per_person_usd": 129.0, "total_usd": total, "people_count": 4}
    apply_side_effects(state, "customizeTrip", {"people_count": 4}, {"success": True, "data": data}, NOW)
    label = parse_context(system_text(state))["quoted_total_is_for"]
    assert f"; {half_up(total / 3)} USD on average per paying traveller" in label


def test_an_unpaid_reservation_owes_its_total() -> None:
    from tests.sandbox.support import TRAVEL, Sandbox

    sb = Sandbox()
    body = {
        "trip_id": "trip_007",
        "travel_date": TRAVEL,
        "people_count": 2,
        "pickup_location": "Sunway Hotel, Phnom Penh",
        "customer_name": "Amira Sok",
        "customer_phone": "+85512345678",
    }
    preview = sb.data("previewBooking", body)
    booked = sb.data("createBooking", {**body, "end_date": preview["end_date"]})
    assert booked["status"] == "RESERVED" and booked["balance_due_usd"] == booked["total_usd"] > 0


def test_book_it_straight_from_the_suggestions() -> None:
    from agent.tools.local import request_stage_change, requestable_targets

    state = at_stage(A.SUGGESTION)
    assert {"BOOKING", "CUSTOMIZATION"} <= set(requestable_targets(A.SUGGESTION))
    result = request_stage_change({"to_stage": "BOOKING", "trip_id": "trip_1", "reason": "book it"}, state, NOW)
    assert result["success"] and state.state == A.BOOKING and state.selected_trip_id == "trip_1"


def test_a_per_adult_price_adults_pay_differently_is_said_as_whose() -> None:
    """A quote whose adults pay differently (one adult a Cambodian citizen: the park pass left out) labels its
    per-adult price as a non-citizen's, never every adult's; a quote where every adult pays it says it plainly."""
    from agent.prompts.context import parse_context

    state = at_stage(A.EXPLORATION)
    state.adults, state.children_ages, state.people_count = 2, [16, 9], 4
    differ = [{"cambodian_citizen_adults": 1, "price_per_citizen_adult_usd": 127.0, "park_pass_left_out_usd": 62.0}]
    data = {"custom_trip_id": "c1", "price_per_adult_usd": 189.0, "total_usd": 581.2, "people_count": 4}
    apply_side_effects(
        state, "customizeTrip", {}, {"success": True, "data": {**data, "adults_pay_differently": differ}}, NOW
    )
    label = parse_context(system_text(state))["quoted_total_is_for"]
    assert label.startswith("4 people (189.0 USD per adult who is no Cambodian citizen"), label
    assert "(adults pay differently)" in label
    apply_side_effects(state, "customizeTrip", {}, {"success": True, "data": {**data, "total_usd": 643.2}}, NOW)
    label = parse_context(system_text(state))["quoted_total_is_for"]
    assert label.startswith("4 people (189.0 USD per adult, children by age;"), label
