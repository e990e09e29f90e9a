"""The sandbox backend, in process (fastapi TestClient): result shapes, auth and validation,
idempotency, holds, cancel and modify."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any, Optional

import pytest

from agent.tools.catalog import API_PREFIX, CATALOG
from tests.sandbox.support import END, KEY, SESSION, START, TRAVEL, Sandbox

# --- shapes (agent/tools/RESULTS.md) -------------------------------------------------------

TRIP_SUMMARY = {
    "id",
    "name",
    "name_kh",
    "name_zh",
    "region",
    "tier",
    "environment",
    "moods",
    "duration_days",
    "price_usd",
    "tagline",
    "highlights",
    "image_url",
    "difficulty",
}
BOOKING = {
    "booking_id",
    "booking_ref",
    "status",
    "reserved_until",
    "trip_id",
    "trip_name",
    "travel_date",
    "end_date",
    "people_count",
    "total_usd",
}
SHAPES = {
    "getTripSuggestions": {"trips", "matched_on"},
    "getTripItinerary": {"trip_id", "trip_name", "duration_days", "price_usd", "itinerary", "hotels", "included"},
    "getTripImages": {"trip_id", "images"},
    "getHotelDetails": {"hotel_id", "name", "stars", "region", "amenities", "rooms", "images", "reviews", "rating"},
    "getWeatherForecast": {"destination", "date", "forecast"},
    "compareTrips": {"trips", "comparison"},
    "calculateCustomTrip": {
        "base_trip_id",
        "base_price_per_adult_usd",
        "add_ons_per_adult_usd",
        "customizations",
        "price_per_adult_usd",
        "price_is",
        "total_usd",
        "total_is_for",
        "people_count",
    },
    "customizeTrip": {"custom_trip_id", "base_trip_id", "trip_name", "price_per_adult_usd", "customizations"},
    "applyDiscountCode": {"code", "valid", "discount_pct", "new_total_usd", "description"},
    "validateUserDetails": {"valid", "errors", "normalized"},
    "createBooking": BOOKING,
    "previewBooking": {
        "trip_id",
        "trip_name",
        "travel_date",
        "end_date",
        "people_count",
        "price_per_person_usd",
        "total_usd",
        "total_is_for",
        "included",
    },
    "generatePaymentQR": {"payment_intent_id", "booking_id", "qr_code_url", "amount", "currency", "expires_at"},
    "checkPaymentStatus": {"payment_intent_id", "status", "booking_id"},
    "cancelBooking": {"booking_id", "cancelled", "refund_usd", "policy"},
    "modifyBooking": {"booking_id", "modified", "booking"},
    "getPlaces": {"category", "region", "places"},
    "getUpcomingFestivals": {"festivals"},
    "estimateBudget": {
        "trip_type",
        "duration_days",
        "people_count",
        "per_person_usd",
        "total_estimate_usd",
        "breakdown",
    },
    "getCurrencyRates": {"from_currency", "to_currency", "rate", "as_of"},
    # a change's quote (issue 37): the money, and the refund terms once it is made
    "previewReschedule": {"quote_id", "kind", "booking_id", "expires_at", "current", "proposed"}
    | {"amount_due_usd", "refund_usd", "change_fee_usd", "new_total_usd", "refund_terms_after_change", "policy"},
    "confirmReschedule": {"booking_id", "rescheduled", "booking", "amount_due_usd", "refund_usd", "refund", "payment"},
    "previewCancellation": {"quote_id", "kind", "booking_id", "expires_at", "amount_paid_usd", "refund_pct"}
    | {"refund_usd", "refund_tier_counts_from", "policy"},
    "confirmCancellation": {"booking_id", "cancelled", "status", "refund_usd", "refund"},
    "getRefundStatus": {"booking_id", "booking_status", "refunds", "total_refunded_usd"},
    "getTravelEssentials": {"topic", "items"},
    "withdrawTopUp": {"booking_id", "withdrawn", "withdrawn_change", "charged_usd", "booking"},
    "changePickup": {"booking_id", "pickup_changed", "pickup_location", "pickup", "operator", "booking"},
    "withdrawSpecialRequest": {"booking_id", "withdrawn", "withdrawn_request", "special_request_items"},
}


def has(data: dict[str, Any], keys: set[str]) -> None:
    missing = keys - set(data)
    assert not missing, f"missing {missing}"


def test_every_tool_answers_the_results_shape(sb: Sandbox) -> None:
    seen: dict[str, dict[str, Any]] = {}

    def run(tool: str, body: dict[str, Any]) -> dict[str, Any]:
        seen[tool] = data = sb.data(tool, body)
        has(data, SHAPES[tool])
        return data

    sugg = run(
        "getTripSuggestions",
        {
            "mood": "curious",
            "environment": "TEMPLE",
            "duration_days": 3,
            "people_count": 2,
            "budget_usd": {"min": 100, "max": 600},
            "departure_city": "Phnom Penh",
        },
    )
    assert len(sugg["trips"]) == 3
    for trip in sugg["trips"]:
        has(trip, TRIP_SUMMARY)
    trip_id = sugg["trips"][0]["id"]
    itin = run("getTripItinerary", {"trip_id": trip_id})
    assert len(itin["itinerary"]) == itin["duration_days"]
    for day in itin["itinerary"]:
        has(day, {"day", "title", "activities", "meals", "hotel_id"})
    hotel_id = next(d["hotel_id"] for d in itin["itinerary"] if d["hotel_id"])
    assert hotel_id in {h["id"] for h in itin["hotels"]}
    images = run("getTripImages", {"trip_id": trip_id})["images"]
    assert images and all(set(i) >= {"url", "caption"} for i in images)
    hotel = run("getHotelDetails", {"hotel_id": hotel_id})
    assert hotel["reviews"] and all(set(r) >= {"author", "rating", "text"} for r in hotel["reviews"])
    weather = run("getWeatherForecast", {"destination": "Siem Reap", "date": TRAVEL})
    has(weather["forecast"], {"condition", "temp_min_c", "temp_max_c", "rain_chance_pct", "humidity_pct", "advice"})
    comp = run("compareTrips", {"trip_ids": [t["id"] for t in sugg["trips"]]})
    assert all(len(row["values"]) == 3 and "label" in row for row in comp["comparison"]["rows"])
    custom = [{"type": "add_activity", "details": {"activity": "cooking class"}}]  # the catalogue's
    calc = run("calculateCustomTrip", {"base_trip_id": trip_id, "customizations": custom})
    assert all(set(c) >= {"type", "details", "price_usd"} for c in calc["customizations"])
    run("customizeTrip", {"trip_id": trip_id, "customizations": custom})
    run("applyDiscountCode", {"code": "WELCOME10", "trip_id": trip_id})
    run("validateUserDetails", {"name": "Sokha Chan", "phone": "+85512345678"})
    preview = run("previewBooking", {"trip_id": trip_id, "travel_date": TRAVEL, "people_count": 2})
    assert preview["total_usd"] == preview["price_per_person_usd"] * 2 and preview["end_date"] >= TRAVEL
    booking = run(
        "createBooking",
        {
            "trip_id": trip_id,
            "travel_date": TRAVEL,
            "end_date": END,
            "people_count": 2,
            "pickup_location": "Pub Street",
            "customer_name": "Sokha Chan",
            "customer_phone": "+85512345678",
        },
    )
    assert booking["status"] == "RESERVED"
    run("modifyBooking", {"booking_id": booking["booking_id"], "modifications": {"people_count": 3}})
    has(seen["modifyBooking"]["booking"], BOOKING)
    qr = run("generatePaymentQR", {"booking_id": booking["booking_id"]})
    run("checkPaymentStatus", {"payment_intent_id": qr["payment_intent_id"]})
    run("cancelBooking", {"booking_id": booking["booking_id"]})
    places = run("getPlaces", {"category": "temples", "region": "Siem Reap"})["places"]
    assert places and all(set(p) >= {"name", "region", "description", "image_url", "entry_fee_usd"} for p in places)
    fests = run("getUpcomingFestivals", {"start_date": "2026-04-01", "end_date": "2026-04-30"})["festivals"]
    assert all(set(f) >= {"name", "start_date", "end_date", "region", "description"} for f in fests)
    budget = run("estimateBudget", {"trip_type": "standard", "duration_days": 3, "people_count": 2})
    has(budget["breakdown"], {"accommodation", "transport", "food", "activities"})
    run("getCurrencyRates", {"from_currency": "USD", "to_currency": "KHR"})
    paid = sb.data(
        "createBooking",
        {
            "trip_id": trip_id,
            "travel_date": TRAVEL,
            "end_date": END,
            "people_count": 2,
            "pickup_location": "Pub Street",
            "customer_name": "Sokha Chan",
            "customer_phone": "+85512345678",
        },
    )
    intent = sb.data("generatePaymentQR", {"booking_id": paid["booking_id"]})["payment_intent_id"]
    assert sb.sandbox_post(f"/sandbox/payments/{intent}/succeed").status_code == 200
    run("changePickup", {"booking_id": paid["booking_id"], "pickup_location": "Raffles Hotel"})
    # a request of its own to withdraw (the pickup change is an operator note, no request: issue 37)
    sb.data("addBookingRequest", {"booking_id": paid["booking_id"], "request": "A quiet room please"})
    run("withdrawSpecialRequest", {"booking_id": paid["booking_id"], "request_number": 1})
    grow = sb.data("previewReschedule", {"booking_id": paid["booking_id"], "add_adults": 1})
    sb.data("confirmReschedule", {"booking_id": paid["booking_id"], "quote_id": grow["quote_id"]})
    run("withdrawTopUp", {"booking_id": paid["booking_id"]})  # the unpaid change undone
    move = run("previewReschedule", {"booking_id": paid["booking_id"], "new_travel_date": "2026-04-21"})
    run("confirmReschedule", {"booking_id": paid["booking_id"], "quote_id": move["quote_id"]})
    cancel = run("previewCancellation", {"booking_id": paid["booking_id"]})
    run("confirmCancellation", {"booking_id": paid["booking_id"], "quote_id": cancel["quote_id"]})
    run("getRefundStatus", {"booking_id": paid["booking_id"]})
    run("getTravelEssentials", {"topic": "entry", "passport_country": "CN"})
    assert set(seen) == set(CATALOG) == set(SHAPES)


# --- auth, validation, unknown ids --------------------------------------------------------


@pytest.mark.parametrize("tool", sorted(CATALOG))
@pytest.mark.parametrize("key", [None, "wrong-key"])
def test_bad_service_key_is_401(sb: Sandbox, tool: str, key: Optional[str]) -> None:
    err = sb.error(tool, {}, 401, key=key)
    assert err["code"] == "UNAUTHORIZED"


def test_invalid_input_is_400_and_unknown_ids_404(sb: Sandbox) -> None:
    assert (
        sb.error("estimateBudget", {"trip_type": "budget", "duration_days": 0, "people_count": 1}, 400)["code"]
        == "INVALID_INPUT"
    )
    assert sb.error("getTripItinerary", {}, 400)["code"] == "INVALID_INPUT"
    assert sb.error("getTripItinerary", {"trip_id": "trip_999"}, 404)["code"] == "NOT_FOUND"
    assert sb.error("getHotelDetails", {"hotel_id": "hotel_999"}, 404)["code"] == "NOT_FOUND"
    assert sb.error("checkPaymentStatus", {"payment_intent_id": "pi_nope"}, 404)["code"] == "NOT_FOUND"
    assert sb.error("generatePaymentQR", {"booking_id": "bk_nope"}, 404)["code"] == "NOT_FOUND"
    resp = sb.client.post(API_PREFIX + "/no/such/tool", json={}, headers={"X-Service-Key": KEY})
    assert resp.status_code == 404 and resp.json()["error"]["code"] == "UNKNOWN_TOOL"


def test_create_booking_validates_dates_people_and_contact(sb: Sandbox) -> None:
    base = {
        "trip_id": "trip_004",
        "travel_date": TRAVEL,
        "end_date": END,
        "people_count": 2,
        "pickup_location": "Airport",
        "customer_name": "Dara",
        "customer_phone": "+85512345678",
    }
    yesterday = (START.date() - timedelta(days=1)).isoformat()
    assert (
        sb.error("createBooking", {**base, "travel_date": yesterday, "end_date": END}, 400)["code"]
        == "VALIDATION_FAILED"
    )
    assert sb.error("createBooking", {**base, "end_date": "2026-04-19"}, 400)["code"] == "VALIDATION_FAILED"
    assert sb.error("createBooking", {**base, "people_count": 0}, 400)["code"] == "INVALID_INPUT"
    assert sb.error("createBooking", {**base, "people_count": 101}, 400)["code"] == "INVALID_INPUT"
    err = sb.error("createBooking", {**base, "customer_phone": "12"}, 400)
    assert err["code"] == "VALIDATION_FAILED" and "phone" in err["details"]
    assert sb.error("createBooking", {**base, "trip_id": "trip_404"}, 404)["code"] == "NOT_FOUND"
    today = START.date().isoformat()
    assert sb.data("createBooking", {**base, "travel_date": today, "end_date": today})["status"] == "RESERVED"


def test_booking_total_price_times_people_minus_discount(sb: Sandbox) -> None:
    price = sb.data("getTripItinerary", {"trip_id": "trip_002"})["price_usd"]
    plain = sb.book("trip_002", people=3)
    assert plain["total_usd"] == pytest.approx(price * 3)
    assert plain["booking_ref"].startswith("DLG-") and len(plain["booking_ref"]) == 10
    reserved_until = datetime.fromisoformat(plain["reserved_until"])
    assert reserved_until - START == timedelta(seconds=900)
    discounted = sb.book("trip_002", people=3, discount_code="WELCOME10")
    assert discounted["total_usd"] == pytest.approx(price * 3 * 0.9)
    extra = sb.data(
        "calculateCustomTrip",
        {"base_trip_id": "trip_002", "customizations": [{"type": "upgrade_hotel", "details": {}}]},
    )["customizations"][0]["price_usd"]
    upgraded = sb.book("trip_002", people=2, customizations=["upgrade_hotel"])
    assert extra > 0 and upgraded["total_usd"] == pytest.approx((price + extra) * 2)


def test_discount_codes(sb: Sandbox) -> None:
    price = sb.data("getTripItinerary", {"trip_id": "trip_001"})["price_usd"]
    angkor = sb.data("applyDiscountCode", {"code": "angkor20", "trip_id": "trip_001"})
    assert angkor["valid"] and angkor["discount_pct"] == 20 and angkor["new_total_usd"] == pytest.approx(price * 0.8)
    assert (
        sb.error("applyDiscountCode", {"code": "ANGKOR20", "trip_id": "trip_007"}, 400)["code"]
        == "INVALID_DISCOUNT_CODE"
    )
    assert (
        sb.error("applyDiscountCode", {"code": "WATERFEST2023", "trip_id": "trip_001"}, 400)["code"]
        == "INVALID_DISCOUNT_CODE"
    )
    assert sb.error("applyDiscountCode", {"code": "FREE100"}, 400)["code"] == "INVALID_DISCOUNT_CODE"
    booking = sb.book("trip_001", people=2)
    applied = sb.data("applyDiscountCode", {"code": "STUDENT15", "booking_id": booking["booking_id"]})
    assert applied["new_total_usd"] == pytest.approx(booking["total_usd"] * 0.85)
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert qr["amount"] == pytest.approx(applied["new_total_usd"])


def test_validate_user_details() -> None:
    sb = Sandbox()
    ok = sb.data("validateUserDetails", {"name": "  sokha   chan ", "phone": "012 345 678", "email": "A.B@Example.COM"})
    assert ok["valid"] and ok["errors"] == {}
    assert ok["normalized"] == {"name": "Sokha Chan", "phone": "+85512345678", "email": "A.B@example.com"}
    assert (
        sb.data("validateUserDetails", {"name": "Li Wei", "phone": "+1 (415) 555-2671"})["normalized"]["phone"]
        == "+14155552671"
    )
    assert sb.data("validateUserDetails", {"name": "សុខា", "phone": "0977 123 456"})["valid"]
    bad = sb.data("validateUserDetails", {"name": "J", "phone": "555", "email": "nope@"})
    assert not bad["valid"] and set(bad["errors"]) == {"name", "phone", "email"}


# --- idempotency -------------------------------------------------------------------------


def test_same_idempotency_key_gives_one_booking(sb: Sandbox) -> None:
    first = sb.book("trip_005", idem="wf-1:toolu_1")
    again = sb.book("trip_005", idem="wf-1:toolu_1")
    assert again == first
    other = sb.book("trip_005", idem="wf-1:toolu_2")
    assert other["booking_id"] != first["booking_id"]
    listed = sb.client.get("/sandbox/bookings", headers={"X-Service-Key": KEY}).json()["data"]
    assert listed["count"] == 2
    assert {b["session_id"] for b in listed["bookings"]} == {SESSION}
    qr1 = sb.data("generatePaymentQR", {"booking_id": first["booking_id"]}, idem="wf-1:toolu_3")
    qr2 = sb.data("generatePaymentQR", {"booking_id": first["booking_id"]}, idem="wf-1:toolu_3")
    assert qr1 == qr2
    assert len(sb.app.state.store.intents) == 1


def test_injected_503_is_not_remembered_by_idempotency(sb: Sandbox) -> None:
    assert sb.sandbox_post("/sandbox/faults", {"fail_next": 1, "paths": ["createBooking"]}).status_code == 200
    body = {
        "trip_id": "trip_001",
        "travel_date": TRAVEL,
        "end_date": END,
        "people_count": 1,
        "pickup_location": "x",
        "customer_name": "Dara Kim",
        "customer_phone": "+85512345678",
    }
    assert sb.error("createBooking", body, 503, idem="k-503")["code"] == "BACKEND_ERROR"
    first = sb.data("createBooking", body, idem="k-503")
    assert sb.data("createBooking", body, idem="k-503") == first
    assert len(sb.app.state.store.bookings) == 1


# --- holds, cancel, modify ----------------------------------------------------------------


def test_hold_really_expires_with_the_clock() -> None:
    sb = Sandbox(hold_seconds=60)
    booking = sb.book()
    assert datetime.fromisoformat(booking["reserved_until"]) == START + timedelta(seconds=60)
    sb.clock.advance(seconds=59)
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    sb.clock.advance(seconds=2)
    assert sb.error("generatePaymentQR", {"booking_id": booking["booking_id"]}, 409)["code"] == "HOLD_EXPIRED"
    assert (
        sb.error("modifyBooking", {"booking_id": booking["booking_id"], "modifications": {"people_count": 1}}, 409)[
            "code"
        ]
        == "HOLD_EXPIRED"
    )
    pay = sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed")
    assert pay.status_code == 409 and pay.json()["error"]["code"] == "HOLD_EXPIRED"
    listed = sb.client.get("/sandbox/bookings", headers={"X-Service-Key": KEY}).json()["data"]["bookings"]
    assert listed[0]["status"] == "EXPIRED"
    assert sb.temporal.calls == []


def test_cancel_and_modify_only_before_payment(sb: Sandbox) -> None:
    booking = sb.book("trip_013", people=2)
    bid = booking["booking_id"]
    modified = sb.data(
        "modifyBooking", {"booking_id": bid, "modifications": {"travel_date": "2026-05-01", "people_count": 4}}
    )
    assert modified["booking"]["people_count"] == 4 and modified["booking"]["travel_date"] == "2026-05-01"
    assert modified["booking"]["end_date"] == "2026-05-03"  # trip length kept
    assert modified["booking"]["total_usd"] == pytest.approx(booking["total_usd"] * 2)
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    assert qr["amount"] == pytest.approx(modified["booking"]["total_usd"])
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    assert sb.error("cancelBooking", {"booking_id": bid}, 409)["code"] == "ALREADY_PAID"
    assert (
        sb.error("modifyBooking", {"booking_id": bid, "modifications": {"people_count": 1}}, 409)["code"]
        == "ALREADY_PAID"
    )
    assert sb.error("generatePaymentQR", {"booking_id": bid}, 409)["code"] == "ALREADY_PAID"

    other = sb.book("trip_013", user_id="user-a")
    assert (
        sb.error("cancelBooking", {"booking_id": other["booking_id"], "user_id": "user-b"}, 404)["code"] == "NOT_FOUND"
    )
    cancelled = sb.data("cancelBooking", {"booking_id": other["booking_id"], "reason": "changed plans"})
    assert cancelled["cancelled"] is True and cancelled["refund_usd"] == 0.0
    assert sb.error("generatePaymentQR", {"booking_id": other["booking_id"]}, 409)["code"] == "NOT_AVAILABLE"
    assert sb.error("cancelBooking", {"booking_id": other["booking_id"]}, 409)["code"] == "NOT_AVAILABLE"
