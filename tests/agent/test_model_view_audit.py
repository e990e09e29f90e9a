"""The model-view audit (issue 22): every tool result the model can receive, as it receives it
(agent.tools.guidance.for_model), for each tool, success and each error, in EN / KH / ZH, obeys
mechanical rules:

1. every error has a code, a message and a ``next_step`` (a specific one for every known code);
2. a bookable trip's ``included`` is never empty (itinerary, preview);
3. no status word contradicts another field: a RESERVED booking has paid nothing and owes its
   total, a paid or cancelled booking shows no hold deadline, ``total_refunded_usd`` counts only
   COMPLETED refunds;
4. every total is labelled: a ``total_usd`` / ``new_total_usd`` sits next to ``people_count`` or
   ``total_is_for``; a per-person price says so in its name or in ``price_is``.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any, Iterator

import pytest

from agent.context import append_user_message
from agent.state import AgentState as A
from agent.tools.calls import error_result
from agent.tools.dispatch import prepare_remote, run_local
from agent.tools.guidance import DEFAULT_NEXT_STEP, NEXT_STEPS, for_model
from agent.tools.late_requests import with_booking_answer
from agent.tools.validation import validate_tool_input
from tests.agent.contract_support import NOW, at_stage
from tests.sandbox.support import END, TRAVEL, Sandbox

View = tuple[str, dict[str, Any]]
TOTAL_KEYS = ("total_usd", "new_total_usd")
LABELS = ("people_count", "total_is_for")


def backend_results(lang: str) -> list[View]:
    """Every backend tool, successes and the errors a real session can meet, in ``lang``."""
    sb = Sandbox()
    out: list[View] = []

    def call(tool: str, body: dict[str, Any], label: str = "") -> dict[str, Any]:
        resp = sb.call(tool, body, lang=lang)
        out.append((f"{tool}{label}", resp.json()))
        return resp.json().get("data") or {}

    sugg = call(
        "getTripSuggestions",
        {
            "mood": "stressed",
            "environment": "BEACH",
            "duration_days": 3,
            "people_count": 2,
            "budget_usd": {"min": 100, "max": 300},
            "departure_city": "Phnom Penh",
        },
    )
    trip = sugg["trips"][0]["id"]
    itin = call("getTripItinerary", {"trip_id": trip})
    call("getTripImages", {"trip_id": trip})
    call("getHotelDetails", {"hotel_id": itin["hotels"][0]["id"]})
    call("getWeatherForecast", {"destination": "Kep", "date": TRAVEL})
    call("compareTrips", {"trip_ids": [t["id"] for t in sugg["trips"]]})
    items = [
        {"type": "add_day", "details": {"days": 1}},
        {"type": "remove_activity", "details": {"activity": "Drop-off"}},
    ]
    call("calculateCustomTrip", {"base_trip_id": trip, "customizations": items, "people_count": 2})
    custom = call("customizeTrip", {"trip_id": trip, "customizations": items})["custom_trip_id"]
    call("getTripItinerary", {"trip_id": custom}, " (custom)")
    call("applyDiscountCode", {"code": "WELCOME10", "trip_id": trip})
    call("applyDiscountCode", {"code": "NOPE99", "trip_id": trip}, " (invalid)")
    call("validateUserDetails", {"name": "Sokha Chan", "phone": "012 345 678"})
    call("validateUserDetails", {"name": "S", "phone": "12"}, " (invalid)")
    preview = call(
        "previewBooking",
        {
            "trip_id": custom,
            "travel_date": TRAVEL,
            "people_count": 2,
            "special_requests": "Severe peanut allergy",
            "pickup_location": "Hotel lobby",
        },
    )
    body = {
        "trip_id": custom,
        "travel_date": TRAVEL,
        "end_date": preview["end_date"],
        "people_count": 2,
        "pickup_location": "Hotel lobby",
        "customer_name": "Sokha Chan",
        "customer_phone": "012 345 678",
        "special_requests": "Severe peanut allergy",
    }
    call("createBooking", {**body, "expected_total_usd": 1.0}, " (price changed)")
    booking = call("createBooking", {**body, "expected_total_usd": preview["total_usd"]})
    bid = booking["booking_id"]
    call("getTripItinerary", {"trip_id": custom, "booking_id": bid}, " (booking)")
    call("modifyBooking", {"booking_id": bid, "modifications": {"pickup_location": "Airport"}})
    call("previewReschedule", {"booking_id": bid, "new_travel_date": "2026-05-20"}, " (not paid)")
    qr = call("generatePaymentQR", {"booking_id": bid})
    call("checkPaymentStatus", {"payment_intent_id": qr["payment_intent_id"]}, " (pending)")
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    call("checkPaymentStatus", {"payment_intent_id": qr["payment_intent_id"]}, " (paid)")
    call("cancelBooking", {"booking_id": bid}, " (paid)")
    call("addBookingRequest", {"booking_id": bid, "request": "Severe peanut allergy"}, " (paid)")
    call("getTripItinerary", {"trip_id": custom, "booking_id": bid}, " (paid booking)")
    move = call("previewReschedule", {"booking_id": bid, "new_travel_date": "2026-05-20"})
    call("confirmReschedule", {"booking_id": bid, "quote_id": move["quote_id"]})
    call("confirmReschedule", {"booking_id": bid, "quote_id": move["quote_id"]}, " (used)")
    cancel = call("previewCancellation", {"booking_id": bid})
    call("confirmCancellation", {"booking_id": bid, "quote_id": cancel["quote_id"]})
    call("getRefundStatus", {"booking_id": bid}, " (pending)")
    call("addBookingRequest", {"booking_id": bid, "request": "Vegetarian"}, " (cancelled)")
    sb.clock.now = sb.clock.now + timedelta(days=6)
    call("getRefundStatus", {"booking_id": bid}, " (completed)")
    sb.clock.now = sb.clock.now - timedelta(days=6)
    other = call("createBooking", {**body, "trip_id": trip, "end_date": END})
    call("cancelBooking", {"booking_id": other["booking_id"]})
    late = call("createBooking", {**body, "trip_id": trip, "end_date": END}, " (to expire)")
    late_qr = call("generatePaymentQR", {"booking_id": late["booking_id"]}, " (before expiry)")
    sb.clock.now = sb.clock.now + timedelta(minutes=16)
    call("generatePaymentQR", {"booking_id": late["booking_id"]}, " (expired)")
    renew = {**body, "trip_id": trip, "end_date": END, "renews_booking_id": late["booking_id"]}
    assert call("createBooking", renew, " (hold renewed)")["booking_ref"] == late["booking_ref"]
    call("createBooking", {**renew, "people_count": 3}, " (hold still live)")
    call("checkPaymentStatus", {"payment_intent_id": late_qr["payment_intent_id"]}, " (replaced QR)")
    call("getPlaces", {"category": "temples"})
    call("getUpcomingFestivals", {"start_date": "2026-04-01", "end_date": "2026-12-31"})
    call("estimateBudget", {"trip_type": "standard", "duration_days": 3, "people_count": 2})
    call("getCurrencyRates", {"from_currency": "USD", "to_currency": "KHR", "amount_usd": 100})
    call("getTripItinerary", {"trip_id": "trip_999"}, " (unknown)")
    call("getTripItinerary", {}, " (no id)")
    return out


def workflow_results() -> list[View]:
    """What the workflow itself answers: guard refusals, its own tools, the tool layer's errors."""
    state = at_stage(A.EXPLORATION)
    state.booking_id = state.booking_ref = state.payment_intent_id = None
    append_user_message(state, "book it", NOW)
    out: list[View] = []
    booking = at_stage(A.BOOKING)  # createBooking is a BOOKING tool: its guard speaks there
    booking.booking_id = booking.booking_ref = booking.payment_intent_id = None
    append_user_message(booking, "book it", NOW)
    out.append(
        ("createBooking (guard)", prepare_remote(booking, "createBooking", {"quote_id": "Q-x"}, ["createBooking"])[0])
    )
    for name, inp in (
        ("previewBooking", {}),
        ("generatePaymentQR", {}),
        ("confirmCancellation", {"quote_id": "Q-y"}),
    ):
        refused, _ = prepare_remote(state, name, inp, [name])
        out.append((f"{name} (guard)", refused))
    paid = at_stage(A.POST_BOOKING)
    paid.payment_status = "CONFIRMED"
    out.append(("generatePaymentQR (paid)", prepare_remote(paid, "generatePaymentQR", {}, ["generatePaymentQR"])[0]))
    out.append(("createBooking (stage)", prepare_remote(state, "createBooking", {"quote_id": "Q"}, ["getPlaces"])[0]))
    for name, inp in (
        ("requestStageChange", {"to_stage": "DISCOVERY"}),
        ("requestStageChange", {"to_stage": "BOOKING"}),
        ("updateTravellerPreferences", {"budget_min_usd": 500, "budget_max_usd": 100}),
    ):
        out.append((f"{name} (local)", run_local(state, "t", name, inp, [name], NOW).result))
    out.extend(late_request_results())
    out.append(("getTripItinerary (schema)", validate_tool_input("getTripItinerary", {})))
    for code in ("TIMEOUT", "BACKEND_ERROR", "SERVICE_BUSY", "UNAUTHORIZED", "UNKNOWN_TOOL"):
        out.append((code, error_result(code, "It did not work.")))
    return out


def late_request_results() -> list[View]:
    """Issue 22: a request stated after the booking, as the model reads it once the backend
    accepted it, refused it (a cancelled booking) or did not answer."""
    sb = Sandbox()
    booking = sb.book()
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    out: list[View] = []
    for label, answer in (
        ("accepted", sb.call("addBookingRequest", {"booking_id": booking["booking_id"], "request": "Peanut allergy"})),
        ("refused", sb.call("addBookingRequest", {"booking_id": "bk_unknown", "request": "Peanut allergy"})),
    ):
        state = at_stage(A.POST_BOOKING)
        local = run_local(state, "t", "updateTravellerPreferences", {"special_needs": "Peanut allergy"}, [], NOW)
        out.append(
            (f"updateTravellerPreferences (late, {label})", with_booking_answer(local, answer.json(), state).result)
        )
    state = at_stage(A.POST_BOOKING)
    local = run_local(state, "t", "updateTravellerPreferences", {"special_needs": "Vegetarian"}, [], NOW)
    failed = error_result("TIMEOUT", "It did not work.")
    out.append(("updateTravellerPreferences (late, failed)", with_booking_answer(local, failed, state).result))
    return out


def dicts(value: Any) -> Iterator[dict[str, Any]]:
    if isinstance(value, dict):
        yield value
        for v in value.values():
            yield from dicts(v)
    elif isinstance(value, list):
        for v in value:
            yield from dicts(v)


def violations(label: str, result: dict[str, Any]) -> list[str]:
    seen = for_model(result)
    bad: list[str] = []
    if not seen.get("success"):
        error = seen.get("error") or {}
        if not (error.get("code") and error.get("message") and error.get("next_step")):
            bad.append(f"{label}: an error without code, message or next_step: {error}")
        elif error["code"] not in NEXT_STEPS and error["next_step"] == DEFAULT_NEXT_STEP:
            bad.append(f"{label}: {error['code']} has only the generic next step")
        return bad
    data = seen.get("data") or {}
    if label.startswith(("getTripItinerary", "previewBooking")) and not data.get("included"):
        bad.append(f"{label}: empty included for a bookable trip")
    for d in dicts(data):
        status = d.get("status")
        if status == "RESERVED" and "amount_paid_usd" in d:
            if d["amount_paid_usd"] or d.get("balance_due_usd") != d.get("total_usd"):
                bad.append(f"{label}: RESERVED but paid {d['amount_paid_usd']} / owes {d.get('balance_due_usd')}")
        if status in ("CONFIRMED", "CANCELLED", "EXPIRED") and "booking_ref" in d and d.get("reserved_until"):
            bad.append(f"{label}: a {status} booking still shows the hold deadline {d['reserved_until']}")
        if "total_refunded_usd" in d:
            done = sum(r["amount_usd"] for r in d.get("refunds", []) if r.get("status") == "COMPLETED")
            if abs(d["total_refunded_usd"] - done) > 0.005:
                bad.append(f"{label}: total_refunded_usd {d['total_refunded_usd']} but {done} refunded")
        for key in TOTAL_KEYS:
            if key in d and d[key] is not None and not any(k in d for k in LABELS):
                bad.append(f"{label}: {key} without people_count / total_is_for")
        if d.get("on_the_booking_at_the_operator") is True and not (d.get("who_confirms") and d.get("next_step")):
            bad.append(f"{label}: a request on the booking without who confirms it and the next step")
        if d.get("on_the_booking_at_the_operator") is False and not (d.get("who_adds_it") or d.get("next_step")):
            bad.append(f"{label}: a request not on the booking without who adds it or the next step")
        if "price_usd" in d and "price_is" not in d and "duration_days" in d and "id" not in d:
            bad.append(f"{label}: price_usd without saying per whom")
    return bad


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_every_result_the_model_can_receive_obeys_the_rules(lang: str) -> None:
    results = backend_results(lang) + workflow_results()
    errors = {r.get("error", {}).get("code") for _, r in results if not r.get("success")}
    assert {"NOT_FOUND", "PRICE_CHANGED", "INVALID_DISCOUNT_CODE", "QUOTE_USED", "NEEDS_PREVIEW"} <= errors
    assert len(results) > 50
    problems = [p for label, result in results for p in violations(label, result)]
    assert problems == []


def test_the_audit_catches_what_it_forbids() -> None:
    assert violations("x", {"success": False, "error": {"code": "WEIRD", "message": "m"}})
    assert violations("getTripItinerary", {"success": True, "data": {"included": []}})
    assert violations(
        "b",
        {
            "success": True,
            "data": {
                "status": "RESERVED",
                "booking_ref": "D",
                "amount_paid_usd": 5,
                "balance_due_usd": 0,
                "total_usd": 5,
                "people_count": 1,
            },
        },
    )
    assert violations(
        "b",
        {
            "success": True,
            "data": {"status": "CONFIRMED", "booking_ref": "D", "reserved_until": "2026-01-01T00:00:00+00:00"},
        },
    )
    assert violations(
        "r", {"success": True, "data": {"total_refunded_usd": 9, "refunds": [{"amount_usd": 9, "status": "PENDING"}]}}
    )
    assert violations("c", {"success": True, "data": {"total_usd": 9}})
    assert violations("l", {"success": True, "data": {"booking_request": {"on_the_booking_at_the_operator": True}}})
    assert violations("l", {"success": True, "data": {"booking_request": {"on_the_booking_at_the_operator": False}}})
