"""addBookingRequest (issue 22): a special request added to a reserved or paid booking lands on the
booking with who confirms it; closed bookings refuse it with a next step."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from sandbox.request_deadlines import ANSWER_WITHIN_HOURS, OPERATOR_CONFIRMS_HOURS
from tests.sandbox.support import START, Sandbox
from tests.sandbox.test_changes import at_ict, paid, record

TOOL = "addBookingRequest"
ALLERGY = "Severe peanut allergy: no peanuts in any meal."


def add(sb: Sandbox, booking_id: str, text: str, **kw) -> dict:
    return sb.data(TOOL, {"booking_id": booking_id, "request": text, "user_id": "user-a"}, **kw)


def test_a_safety_request_on_a_paid_booking_awaits_the_operator_by_a_stated_deadline(sb: Sandbox) -> None:
    booking = paid(sb)
    sb.book()  # another booking: untouched
    out = add(sb, booking["booking_id"], ALLERGY)
    assert out["on_the_booking"] is True and out["booking_status"] == "CONFIRMED"
    assert out["booking_ref"] == booking["booking_ref"] and out["special_requests"] == ALLERGY
    added = out["added"]
    assert added["kind"] == "allergy" and added["status"] == "AWAITING_OPERATOR" and added["added_after_booking"]
    # seven weeks before the trip: within 48 hours of the request (relay j32/j34: not 48 hours before
    # the pickup, after every refund window)
    deadline = START + timedelta(hours=ANSWER_WITHIN_HOURS)
    assert added["confirm_by"] == deadline.isoformat(timespec="seconds") == "2026-03-03T09:00:00+00:00"
    assert "2026-03-03 16:00 ICT (within 48 hours of the request)" in out["who_confirms"]
    assert "DerLg support calls" in out["who_confirms"]
    assert "note" not in out  # paid: it stays
    # the booking as every later answer reads it: the record, the plan as booked
    rec = record(sb, booking["booking_id"])
    assert (
        rec["special_requests"] == ALLERGY and rec["special_request_items"] == [added] == out["special_request_items"]
    )
    plan = sb.data("getTripItinerary", {"booking_id": booking["booking_id"], "user_id": "user-a"})
    assert plan["special_requests"] == ALLERGY and plan["special_request_items"] == rec["special_request_items"]


def test_every_request_has_its_own_status_so_a_later_one_never_reads_as_the_earlier_one_s(sb: Sandbox) -> None:
    """Relay j19: a later note's result read as if the whole text were on the booking, while the
    allergy still awaited the operator."""
    booking = sb.book(user_id="user-a", special_requests="Ground-floor room please")
    [given] = record(sb, booking["booking_id"])["special_request_items"]
    assert given["request"] == "Ground-floor room please" and given["added_after_booking"] is False
    assert given["status"] == "AWAITING_OPERATOR" and given["kind"] == "mobility" and given["confirm_by"]
    allergy = add(sb, booking["booking_id"], ALLERGY)["added"]
    out = add(sb, booking["booking_id"], "Please help with the luggage.")
    assert out["added"]["kind"] == "general" and out["added"]["request"] == "Please help with the luggage."
    assert [i["request"] for i in out["special_request_items"]] == [given["request"], ALLERGY, out["added"]["request"]]
    assert [i["kind"] for i in out["special_request_items"]] == ["mobility", "allergy", "general"]
    assert out["special_request_items"][1] == allergy  # still its own status and deadline
    assert out["special_requests"] == f"Ground-floor room please. {ALLERGY} Please help with the luggage."
    assert "before the hold ends" in out["note"]  # reserved, not paid: said so
    again = add(sb, booking["booking_id"], "Please help with the luggage.")  # said twice: once in the text
    assert again["special_requests"] == out["special_requests"]


def test_the_operator_s_answer_is_the_status_every_later_read_shows(sb: Sandbox) -> None:
    booking = paid(sb)
    add(sb, booking["booking_id"], ALLERGY)
    add(sb, booking["booking_id"], "A female guide if possible.")
    assert record(sb, booking["booking_id"])["special_requests_status"]  # nothing answered yet: "not confirmed yet"
    url = f"/sandbox/bookings/{booking['booking_id']}/requests/1"
    answered = sb.sandbox_post(url, {"decision": "CONFIRMED", "note": "Peanut-free menu"})
    assert answered.status_code == 200, answered.text
    declined = sb.sandbox_post(url[:-1] + "2", {"decision": "DECLINED"}).json()["data"]
    assert declined["item"]["status"] == "DECLINED_BY_OPERATOR"
    rec = record(sb, booking["booking_id"])
    assert [i["status"] for i in rec["special_request_items"]] == ["CONFIRMED_BY_OPERATOR", "DECLINED_BY_OPERATOR"]
    assert rec["special_request_items"][0]["operator_note"] == "Peanut-free menu"
    assert rec["special_requests_status"] is None  # "not confirmed yet" is no longer true of every request
    plan = sb.data("getTripItinerary", {"booking_id": booking["booking_id"], "user_id": "user-a"})
    assert plan["special_request_items"] == rec["special_request_items"]
    # bad input: a clear error, nothing changed
    assert sb.sandbox_post(url[:-1] + "3", {"decision": "CONFIRMED"}).status_code == 404
    bad = sb.sandbox_post(url, {"decision": "MAYBE"})
    assert bad.status_code == 400 and bad.json()["error"]["code"] == "INVALID_INPUT"
    assert sb.sandbox_post(url, {"decision": "DECLINED"}, key=None).status_code == 401
    assert record(sb, booking["booking_id"])["special_request_items"] == rec["special_request_items"]


def test_a_retried_call_with_the_same_idempotency_key_adds_it_once(sb: Sandbox) -> None:
    booking = paid(sb)
    first = add(sb, booking["booking_id"], ALLERGY, idem="wf:1:toolu_1:booking")
    second = add(sb, booking["booking_id"], ALLERGY, idem="wf:1:toolu_1:booking")
    assert first == second and len(record(sb, booking["booking_id"])["special_request_items"]) == 1


def test_close_to_departure_the_operator_confirms_before_the_pickup(sb: Sandbox) -> None:
    booking = paid(sb)
    sb.clock.now = at_ict("2026-04-17", 12)  # 48 hours from now is past "48 hours before the pickup"
    out = add(sb, booking["booking_id"], "Vegetarian meals please.")
    before = at_ict("2026-04-20", 7, 30) - timedelta(hours=OPERATOR_CONFIRMS_HOURS)  # trip_001 picks up 07:30
    assert out["added"]["confirm_by"] == before.isoformat(timespec="seconds") == "2026-04-18T00:30:00+00:00"
    assert "2026-04-18 07:30 ICT (48 hours before the pickup)" in out["who_confirms"]
    sb.clock.now = at_ict("2026-04-19", 12)  # less than 48 hours before the 07:30 pickup
    out = add(sb, booking["booking_id"], "My father uses a wheelchair.")["added"]
    assert out["kind"] == "mobility" and out["confirm_by"] == "2026-04-20T00:30:00+00:00"
    assert "the pickup at 2026-04-20 07:30 ICT" in add(sb, booking["booking_id"], "Ground floor.")["who_confirms"]


@pytest.mark.parametrize("closed", ["expired", "cancelled", "ended"])
def test_a_closed_booking_refuses_with_a_next_step_and_keeps_nothing(sb: Sandbox, closed: str) -> None:
    if closed == "expired":
        booking = sb.book(user_id="user-a")
        sb.clock.now += timedelta(minutes=16)
        code = "HOLD_EXPIRED"
    elif closed == "cancelled":
        booking = sb.book(user_id="user-a")
        sb.data("cancelBooking", {"booking_id": booking["booking_id"], "user_id": "user-a"})
        code = "BOOKING_CANCELLED"
    else:
        booking = paid(sb)
        sb.clock.now = at_ict("2026-04-23", 9)
        code = "TRIP_ENDED"
    err = sb.error(TOOL, {"booking_id": booking["booking_id"], "request": ALLERGY, "user_id": "user-a"}, 409)
    assert err["code"] == code and booking["booking_ref"] in err["message"] and err["details"]["next_step"]
    rec = record(sb, booking["booking_id"])
    assert rec["special_requests"] is None and "special_request_items" not in rec


def test_unknown_or_someone_elses_booking_and_bad_input(sb: Sandbox) -> None:
    booking = paid(sb)
    assert sb.error(TOOL, {"booking_id": "bk_nope", "request": ALLERGY}, 404)["code"] == "NOT_FOUND"
    other = {"booking_id": booking["booking_id"], "request": ALLERGY, "user_id": "user-b"}
    assert sb.error(TOOL, other, 404)["code"] == "NOT_FOUND"
    assert sb.error(TOOL, {"booking_id": booking["booking_id"], "request": ""}, 400)["code"] == "INVALID_INPUT"
    # the service key guards this endpoint like every tool
    assert sb.error(TOOL, {"booking_id": booking["booking_id"], "request": ALLERGY}, 401, key=None)["code"] == (
        "UNAUTHORIZED"
    )


def test_moving_the_booking_moves_the_operator_deadline_and_says_the_qr_still_pays(sb: Sandbox) -> None:
    """Relay j14: after the start moved a day, the allergy kept the old date's deadline, and the
    model could not tell whether the QR already shown still pays the booking."""
    booking = sb.book(user_id="user-a")
    first = add(sb, booking["booking_id"], ALLERGY)["added"]["confirm_by"]
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"], "user_id": "user-a"})
    moved = sb.data(
        "modifyBooking",
        {"booking_id": booking["booking_id"], "user_id": "user-a", "modifications": {"travel_date": "2026-04-21"}},
    )
    item = record(sb, booking["booking_id"])["special_request_items"][0]
    assert item["confirm_by"] == first  # a day later: still within 48 hours of the request
    assert moved["payment_qr"]["payment_intent_id"] == qr["payment_intent_id"] and moved["payment_qr"]["still_valid"]
    assert moved["payment_qr"]["amount"] == moved["booking"]["total_usd"]
    sb.data(  # four days from now: 48 hours before that pickup comes first
        "modifyBooking",
        {"booking_id": booking["booking_id"], "user_id": "user-a", "modifications": {"travel_date": "2026-03-05"}},
    )
    item = record(sb, booking["booking_id"])["special_request_items"][0]
    assert item["confirm_by"] != first
    assert at_ict("2026-03-05", 7, 30) - timedelta(hours=OPERATOR_CONFIRMS_HOURS) == datetime.fromisoformat(
        item["confirm_by"]
    )


def test_a_general_request_says_who_tells_the_traveller_when_it_is_declined(sb: Sandbox) -> None:
    """Relay j33: a child seat (no allergy, medical or mobility need) was told only that the
    operator answers by a date; what happens when they say no was said for safety needs only."""
    booking = paid(sb)
    out = add(sb, booking["booking_id"], "A child seat in the car for our 4-year-old.")
    assert out["added"]["kind"] == "general"
    assert "declines a request, DerLg support calls the traveller" in out["who_confirms"]


@pytest.mark.parametrize(
    ("said", "kind"),
    [
        ("One of us is vegetarian (no meat, no fish).", "diet"),
        ("我们有一个人吃素（不吃肉也不吃鱼）", "diet"),
        ("ម្នាក់ក្នុងចំណោមយើងញ៉ាំបួស", "diet"),
        ("Halal meals please.", "diet"),
        ("Vegetarian, and a severe peanut allergy.", "allergy"),  # the safety kind wins
        ("Two twin rooms please.", "general"),
    ],
)
def test_a_diet_is_its_own_kind_of_request(sb: Sandbox, said: str, kind: str) -> None:
    """Relay j34: "one of us eats no meat and no fish" was filed "general" beside a twin-room
    request; a diet is its own kind for the operator (no safety flag: it is not a safety need)."""
    booking = paid(sb)
    assert add(sb, booking["booking_id"], said)["added"]["kind"] == kind


def test_each_sentence_of_the_booking_s_requests_is_an_item_without_its_separator(sb: Sandbox) -> None:
    """Relay j36: a vegan diet, a female guide and a meeting place were one "diet" item; relay j37:
    the English half of a two-language request became an item starting with "/ "."""
    booking = sb.book(
        user_id="user-a",
        special_requests="Strictly vegan, no fish sauce. Female guide if possible. / 请确认。妹妹有高血压，需要少盐；低楼层",
    )
    items = record(sb, booking["booking_id"])["special_request_items"]
    assert [i["request"] for i in items] == [
        "Strictly vegan, no fish sauce.",
        "Female guide if possible.",
        "请确认。",
        "妹妹有高血压，需要少盐",  # relay j40: without the "；" it was cut at
        "低楼层",
    ]
    assert [i["kind"] for i in items] == ["diet", "general", "general", "medical", "general"]
    assert all(i["status"] == "AWAITING_OPERATOR" and i["confirm_by"] for i in items)
