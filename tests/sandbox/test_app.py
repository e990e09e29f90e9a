"""The sandbox backend, in process (fastapi TestClient): shapes, auth, idempotency, holds,
languages, weather, suggestions, faults and the payment_event signal."""

from __future__ import annotations

import asyncio
import base64
import os
import shutil
import struct
import uuid
import zlib
from datetime import date, datetime, timedelta, timezone
from typing import Any, Optional

import httpx
import pytest
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings as hyp_settings, strategies as st
from temporalio import workflow

from agent.settings import Settings
from agent.signals import PaymentEvent
from agent.tools.catalog import API_PREFIX, CATALOG, endpoint_path
from sandbox import create_app
from sandbox.clock import ManualClock
from sandbox.faults import FaultConfig, Faults
from tests.conftest import VENV_BIN

KEY = "test-service-key"
SESSION = str(uuid.uuid4())
START = datetime(2026, 3, 1, 9, 0, tzinfo=timezone.utc)
TRAVEL = "2026-04-20"
END = "2026-04-22"


class FakeHandle:
    def __init__(self, client: "FakeTemporal", workflow_id: str):
        self.client, self.workflow_id = client, workflow_id

    async def signal(self, name: str, arg: Any) -> None:
        if self.client.fail:
            raise RuntimeError("temporal unreachable")
        self.client.calls.append((self.workflow_id, name, arg))


class FakeTemporal:
    """Records what the sandbox signals; stands in for temporalio.client.Client."""

    def __init__(self, fail: bool = False):
        self.calls: list[tuple[str, str, Any]] = []
        self.connects = 0
        self.fail = fail

    def get_workflow_handle(self, workflow_id: str) -> FakeHandle:
        return FakeHandle(self, workflow_id)

    async def factory(self) -> "FakeTemporal":
        self.connects += 1
        return self


class Sandbox:
    def __init__(self, hold_seconds: int = 900, fail_signal: bool = False, **app_kwargs: Any):
        self.settings = Settings(AI_SERVICE_KEY=KEY, SANDBOX_HOLD_SECONDS=hold_seconds)  # type: ignore[call-arg]
        self.clock = ManualClock(START)
        self.temporal = FakeTemporal(fail=fail_signal)
        self.app = create_app(self.settings, self.temporal.factory, clock=self.clock, **app_kwargs)
        self.client = TestClient(self.app)

    def call(self, tool: str, body: dict[str, Any], lang: str = "EN", key: Optional[str] = KEY,
             idem: Optional[str] = None, session: Optional[str] = SESSION):
        headers = {"Accept-Language": lang}
        if key is not None:
            headers["X-Service-Key"] = key
        if idem:
            headers["Idempotency-Key"] = idem
        if session:
            headers["X-Session-Id"] = session
        return self.client.post(endpoint_path(tool), json=body, headers=headers)

    def data(self, tool: str, body: dict[str, Any], **kw: Any) -> dict[str, Any]:
        resp = self.call(tool, body, **kw)
        assert resp.status_code == 200, resp.text
        payload = resp.json()
        assert payload["success"] is True
        return payload["data"]

    def error(self, tool: str, body: dict[str, Any], status: int, **kw: Any) -> dict[str, Any]:
        resp = self.call(tool, body, **kw)
        assert resp.status_code == status, resp.text
        payload = resp.json()
        assert payload["success"] is False and set(payload["error"]) >= {"code", "message"}
        return payload["error"]

    def book(self, trip_id: str = "trip_001", people: int = 2, **extra: Any) -> dict[str, Any]:
        idem = extra.pop("idem", None)
        body = {"trip_id": trip_id, "travel_date": TRAVEL, "end_date": END, "people_count": people,
                "pickup_location": "Hotel lobby", "customer_name": "Sokha Chan",
                "customer_phone": "012 345 678", "customer_email": "sokha@example.com", **extra}
        return self.data("createBooking", body, idem=idem)

    def sandbox_post(self, path: str, body: Optional[dict[str, Any]] = None, key: Optional[str] = KEY):
        headers = {"X-Service-Key": key} if key else {}
        return self.client.post(path, json=body or {}, headers=headers)


@pytest.fixture()
def sb() -> Sandbox:
    return Sandbox()


# --- shapes (agent/tools/RESULTS.md) -------------------------------------------------------

TRIP_SUMMARY = {"id", "name", "name_kh", "name_zh", "region", "tier", "environment", "moods", "duration_days",
                "price_usd", "tagline", "highlights", "image_url", "difficulty"}
BOOKING = {"booking_id", "booking_ref", "status", "reserved_until", "trip_id", "trip_name", "travel_date",
           "end_date", "people_count", "total_usd"}
SHAPES = {
    "getTripSuggestions": {"trips", "matched_on"},
    "getTripItinerary": {"trip_id", "trip_name", "duration_days", "price_usd", "itinerary", "hotels", "included"},
    "getTripImages": {"trip_id", "images"},
    "getHotelDetails": {"hotel_id", "name", "stars", "region", "amenities", "images", "reviews", "rating"},
    "getWeatherForecast": {"destination", "date", "forecast"},
    "compareTrips": {"trips", "comparison"},
    "calculateCustomTrip": {"base_trip_id", "base_price_usd", "customizations", "total_per_person_usd",
                            "total_usd", "people_count"},
    "customizeTrip": {"custom_trip_id", "base_trip_id", "trip_name", "total_per_person_usd", "customizations"},
    "applyDiscountCode": {"code", "valid", "discount_pct", "new_total_usd", "description"},
    "validateUserDetails": {"valid", "errors", "normalized"},
    "createBooking": BOOKING,
    "previewBooking": {"trip_id", "trip_name", "travel_date", "end_date", "people_count", "price_per_person_usd",
                       "total_usd", "total_is_for", "included"},
    "generatePaymentQR": {"payment_intent_id", "booking_id", "qr_code_url", "amount", "currency", "expires_at"},
    "checkPaymentStatus": {"payment_intent_id", "status", "booking_id"},
    "cancelBooking": {"booking_id", "cancelled", "refund_usd", "policy"},
    "modifyBooking": {"booking_id", "modified", "booking"},
    "getPlaces": {"category", "region", "places"},
    "getUpcomingFestivals": {"festivals"},
    "estimateBudget": {"trip_type", "duration_days", "people_count", "per_person_usd", "total_estimate_usd", "breakdown"},
    "getCurrencyRates": {"from_currency", "to_currency", "rate", "as_of"},
    "previewReschedule": {"quote_id", "kind", "booking_id", "expires_at", "current", "proposed", "amount_due_usd",
                          "refund_usd", "change_fee_usd", "new_total_usd", "policy"},
    "confirmReschedule": {"booking_id", "rescheduled", "booking", "amount_due_usd", "refund_usd", "refund", "payment"},
    "previewCancellation": {"quote_id", "kind", "booking_id", "expires_at", "amount_paid_usd", "refund_pct",
                            "refund_usd", "policy"},
    "confirmCancellation": {"booking_id", "cancelled", "status", "refund_usd", "refund"},
    "getRefundStatus": {"booking_id", "booking_status", "refunds", "total_refunded_usd"},
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

    sugg = run("getTripSuggestions", {"mood": "curious", "environment": "TEMPLE", "duration_days": 3,
                                      "people_count": 2, "budget_usd": {"min": 100, "max": 600},
                                      "departure_city": "Phnom Penh"})
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
    custom = [{"type": "add_activity", "details": {"activity": "cooking class"}}]
    calc = run("calculateCustomTrip", {"base_trip_id": trip_id, "customizations": custom})
    assert all(set(c) >= {"type", "details", "price_usd"} for c in calc["customizations"])
    run("customizeTrip", {"trip_id": trip_id, "customizations": custom})
    run("applyDiscountCode", {"code": "WELCOME10", "trip_id": trip_id})
    run("validateUserDetails", {"name": "Sokha Chan", "phone": "+85512345678"})
    preview = run("previewBooking", {"trip_id": trip_id, "travel_date": TRAVEL, "people_count": 2})
    assert preview["total_usd"] == preview["price_per_person_usd"] * 2 and preview["end_date"] >= TRAVEL
    booking = run("createBooking", {"trip_id": trip_id, "travel_date": TRAVEL, "end_date": END, "people_count": 2,
                                    "pickup_location": "Pub Street", "customer_name": "Sokha Chan",
                                    "customer_phone": "+85512345678"})
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
    paid = sb.data("createBooking", {"trip_id": trip_id, "travel_date": TRAVEL, "end_date": END, "people_count": 2,
                                     "pickup_location": "Pub Street", "customer_name": "Sokha Chan",
                                     "customer_phone": "+85512345678"})
    intent = sb.data("generatePaymentQR", {"booking_id": paid["booking_id"]})["payment_intent_id"]
    assert sb.sandbox_post(f"/sandbox/payments/{intent}/succeed").status_code == 200
    move = run("previewReschedule", {"booking_id": paid["booking_id"], "new_travel_date": "2026-04-21"})
    run("confirmReschedule", {"booking_id": paid["booking_id"], "quote_id": move["quote_id"]})
    cancel = run("previewCancellation", {"booking_id": paid["booking_id"]})
    run("confirmCancellation", {"booking_id": paid["booking_id"], "quote_id": cancel["quote_id"]})
    run("getRefundStatus", {"booking_id": paid["booking_id"]})
    assert set(seen) == set(CATALOG) == set(SHAPES)


# --- auth, validation, unknown ids --------------------------------------------------------

@pytest.mark.parametrize("tool", sorted(CATALOG))
@pytest.mark.parametrize("key", [None, "wrong-key"])
def test_bad_service_key_is_401(sb: Sandbox, tool: str, key: Optional[str]) -> None:
    err = sb.error(tool, {}, 401, key=key)
    assert err["code"] == "UNAUTHORIZED"


def test_invalid_input_is_400_and_unknown_ids_404(sb: Sandbox) -> None:
    assert sb.error("estimateBudget", {"trip_type": "budget", "duration_days": 0, "people_count": 1}, 400)["code"] == "INVALID_INPUT"
    assert sb.error("getTripItinerary", {}, 400)["code"] == "INVALID_INPUT"
    assert sb.error("getTripItinerary", {"trip_id": "trip_999"}, 404)["code"] == "NOT_FOUND"
    assert sb.error("getHotelDetails", {"hotel_id": "hotel_999"}, 404)["code"] == "NOT_FOUND"
    assert sb.error("checkPaymentStatus", {"payment_intent_id": "pi_nope"}, 404)["code"] == "NOT_FOUND"
    assert sb.error("generatePaymentQR", {"booking_id": "bk_nope"}, 404)["code"] == "NOT_FOUND"
    resp = sb.client.post(API_PREFIX + "/no/such/tool", json={}, headers={"X-Service-Key": KEY})
    assert resp.status_code == 404 and resp.json()["error"]["code"] == "UNKNOWN_TOOL"


def test_create_booking_validates_dates_people_and_contact(sb: Sandbox) -> None:
    base = {"trip_id": "trip_004", "travel_date": TRAVEL, "end_date": END, "people_count": 2,
            "pickup_location": "Airport", "customer_name": "Dara", "customer_phone": "+85512345678"}
    yesterday = (START.date() - timedelta(days=1)).isoformat()
    assert sb.error("createBooking", {**base, "travel_date": yesterday, "end_date": END}, 400)["code"] == "VALIDATION_FAILED"
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
    extra = sb.data("calculateCustomTrip", {"base_trip_id": "trip_002", "customizations": [
        {"type": "upgrade_hotel", "details": {}}]})["customizations"][0]["price_usd"]
    upgraded = sb.book("trip_002", people=2, customizations=["upgrade_hotel"])
    assert extra > 0 and upgraded["total_usd"] == pytest.approx((price + extra) * 2)


def test_discount_codes(sb: Sandbox) -> None:
    price = sb.data("getTripItinerary", {"trip_id": "trip_001"})["price_usd"]
    angkor = sb.data("applyDiscountCode", {"code": "angkor20", "trip_id": "trip_001"})
    assert angkor["valid"] and angkor["discount_pct"] == 20 and angkor["new_total_usd"] == pytest.approx(price * 0.8)
    assert sb.error("applyDiscountCode", {"code": "ANGKOR20", "trip_id": "trip_007"}, 400)["code"] == "INVALID_DISCOUNT_CODE"
    assert sb.error("applyDiscountCode", {"code": "WATERFEST2023", "trip_id": "trip_001"}, 400)["code"] == "INVALID_DISCOUNT_CODE"
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
    assert sb.data("validateUserDetails", {"name": "Li Wei", "phone": "+1 (415) 555-2671"})["normalized"]["phone"] == "+14155552671"
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
    body = {"trip_id": "trip_001", "travel_date": TRAVEL, "end_date": END, "people_count": 1,
            "pickup_location": "x", "customer_name": "Dara Kim", "customer_phone": "+85512345678"}
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
    assert sb.error("modifyBooking", {"booking_id": booking["booking_id"], "modifications": {"people_count": 1}}, 409)["code"] == "HOLD_EXPIRED"
    pay = sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed")
    assert pay.status_code == 409 and pay.json()["error"]["code"] == "HOLD_EXPIRED"
    listed = sb.client.get("/sandbox/bookings", headers={"X-Service-Key": KEY}).json()["data"]["bookings"]
    assert listed[0]["status"] == "EXPIRED"
    assert sb.temporal.calls == []


def test_cancel_and_modify_only_before_payment(sb: Sandbox) -> None:
    booking = sb.book("trip_013", people=2)
    bid = booking["booking_id"]
    modified = sb.data("modifyBooking", {"booking_id": bid, "modifications": {"travel_date": "2026-05-01", "people_count": 4}})
    assert modified["booking"]["people_count"] == 4 and modified["booking"]["travel_date"] == "2026-05-01"
    assert modified["booking"]["end_date"] == "2026-05-03"  # trip length kept
    assert modified["booking"]["total_usd"] == pytest.approx(booking["total_usd"] * 2)
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    assert qr["amount"] == pytest.approx(modified["booking"]["total_usd"])
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    assert sb.error("cancelBooking", {"booking_id": bid}, 409)["code"] == "ALREADY_PAID"
    assert sb.error("modifyBooking", {"booking_id": bid, "modifications": {"people_count": 1}}, 409)["code"] == "ALREADY_PAID"
    assert sb.error("generatePaymentQR", {"booking_id": bid}, 409)["code"] == "ALREADY_PAID"

    other = sb.book("trip_013", user_id="user-a")
    assert sb.error("cancelBooking", {"booking_id": other["booking_id"], "user_id": "user-b"}, 404)["code"] == "NOT_FOUND"
    cancelled = sb.data("cancelBooking", {"booking_id": other["booking_id"], "reason": "changed plans"})
    assert cancelled["cancelled"] is True and cancelled["refund_usd"] == 0.0
    assert sb.error("generatePaymentQR", {"booking_id": other["booking_id"]}, 409)["code"] == "NOT_AVAILABLE"
    assert sb.error("cancelBooking", {"booking_id": other["booking_id"]}, 409)["code"] == "NOT_AVAILABLE"


# --- payments and the Temporal signal ------------------------------------------------------

def test_succeed_signals_payment_event_to_the_session_workflow(sb: Sandbox) -> None:
    booking = sb.book("trip_010", people=2)
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert sb.temporal.connects == 0  # lazy
    resp = sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed")
    assert resp.status_code == 200, resp.text
    assert resp.json()["data"]["signalled"] is True
    assert len(sb.temporal.calls) == 1
    workflow_id, name, arg = sb.temporal.calls[0]
    assert workflow_id == f"session-{SESSION}" and name == "payment_event"
    event = PaymentEvent.model_validate(arg)
    assert event.status == "SUCCEEDED" and event.payment_intent_id == qr["payment_intent_id"]
    assert event.booking_id == booking["booking_id"] and event.amount_usd == pytest.approx(booking["total_usd"])
    assert arg == event.model_dump()
    status = sb.data("checkPaymentStatus", {"payment_intent_id": qr["payment_intent_id"]})
    assert status["status"] == "SUCCEEDED" and status["booking_id"] == booking["booking_id"]
    # a repeat re-sends the same event id (the workflow ignores duplicates)
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    assert sb.temporal.calls[1][2]["event_id"] == event.event_id
    assert sb.temporal.connects == 1


def test_fail_signals_failed_and_a_new_intent_can_follow(sb: Sandbox) -> None:
    booking = sb.book("trip_004")
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    resp = sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/fail", key=None, body={"service_key": KEY})
    assert resp.status_code == 200, resp.text
    assert PaymentEvent.model_validate(sb.temporal.calls[-1][2]).status == "FAILED"
    assert sb.data("checkPaymentStatus", {"payment_intent_id": qr["payment_intent_id"]})["status"] == "FAILED"
    retry = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert retry["payment_intent_id"] != qr["payment_intent_id"]
    assert sb.data("checkPaymentStatus", {"payment_intent_id": retry["payment_intent_id"]})["status"] == "PENDING"


def test_sandbox_endpoints_need_a_key_and_signal_failure_is_502() -> None:
    sb = Sandbox(fail_signal=True)
    booking = sb.book()
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    path = f"/sandbox/payments/{qr['payment_intent_id']}/succeed"
    assert sb.sandbox_post(path, key=None).status_code == 401
    assert sb.sandbox_post(path, key=None, body={"service_key": "wrong"}).status_code == 401
    assert sb.sandbox_post("/sandbox/payments/pi_unknown/succeed").status_code == 404
    resp = sb.sandbox_post(path)
    assert resp.status_code == 502 and resp.json()["error"]["code"] == "SIGNAL_FAILED"
    assert sb.data("checkPaymentStatus", {"payment_intent_id": qr["payment_intent_id"]})["status"] == "SUCCEEDED"
    open_sb = Sandbox(dev_open=True)
    b2 = open_sb.book()
    qr2 = open_sb.data("generatePaymentQR", {"booking_id": b2["booking_id"]})
    assert open_sb.sandbox_post(f"/sandbox/payments/{qr2['payment_intent_id']}/succeed", key=None).status_code == 200


def _png_pixels(data: bytes) -> tuple[int, list[list[int]]]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color = struct.unpack(">IIBB", chunk[:10])
            assert (width, depth, color) == (height, 1, 0)
        elif kind == b"IDAT":
            idat += chunk
        pos += 12 + length
    raw, stride = zlib.decompress(idat), 1 + (width + 7) // 8
    rows = [[(raw[r * stride + 1 + x // 8] >> (7 - x % 8)) & 1 for x in range(width)] for r in range(width)]
    return width, rows


def test_payment_qr_is_a_real_qr_png(sb: Sandbox) -> None:
    booking = sb.book()
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert qr["currency"] == "USD" and qr["amount"] == pytest.approx(booking["total_usd"])
    prefix = "data:image/png;base64,"
    assert qr["qr_code_url"].startswith(prefix)
    width, rows = _png_pixels(base64.b64decode(qr["qr_code_url"][len(prefix):]))
    # A QR code is N x N modules with N = 21 + 4k, plus a 4-module quiet zone on each side.
    size = next(n for n in range(29, 186, 4) if width % n == 0)
    scale = width // size
    module = lambda r, c: rows[r * scale + scale // 2][c * scale + scale // 2]  # noqa: E731  (1 = white)
    q = 4
    for r0, c0 in ((q, q), (q, size - q - 7), (size - q - 7, q)):  # the three finder patterns
        ring = [module(r0 + i, c0 + j) for i in range(7) for j in range(7) if i in (0, 6) or j in (0, 6)]
        assert ring == [0] * 24
        assert [module(r0 + 3, c0 + j) for j in range(2, 5)] == [0, 0, 0]
        assert module(r0 + 1, c0 + 1) == 1
    assert all(module(0, c) == 1 for c in range(size))  # quiet zone
    assert qr["expires_at"] == booking["reserved_until"]


# --- languages, data ------------------------------------------------------------------------

def _khmer(text: str) -> bool:
    return any("\u1780" <= ch <= "\u17ff" for ch in text) and not any("a" <= ch.lower() <= "z" for ch in text)


def _chinese(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


def test_names_follow_accept_language(sb: Sandbox) -> None:
    body = {"mood": "romantic", "environment": "ISLAND", "duration_days": 4, "people_count": 2,
            "budget_usd": {"min": 300, "max": 3000}, "departure_city": "Phnom Penh"}
    kh = sb.data("getTripSuggestions", body, lang="KH")["trips"]
    zh = sb.data("getTripSuggestions", body, lang="ZH")["trips"]
    en = sb.data("getTripSuggestions", body, lang="EN")["trips"]
    assert all(_khmer(t["name"]) for t in kh)
    assert all(_chinese(t["name"]) for t in zh)
    assert all(t["name"].isascii() for t in en)
    assert sb.data("getTripItinerary", {"trip_id": "trip_001", "language": "KH"})["trip_name"] != \
        sb.data("getTripItinerary", {"trip_id": "trip_001"})["trip_name"]
    fests = sb.data("getUpcomingFestivals", {"start_date": "2026-04-01", "end_date": "2026-04-30"}, lang="KH")["festivals"]
    assert fests and all(_khmer(f["name"]) for f in fests)
    booking = sb.data("createBooking", {"trip_id": "trip_011", "travel_date": TRAVEL, "end_date": END,
                                        "people_count": 2, "pickup_location": "Pier", "customer_name": "Li Wei",
                                        "customer_phone": "+8613812345678"}, lang="ZH")
    assert _chinese(booking["trip_name"])


def test_catalogue_covers_regions_tiers_and_images(sb: Sandbox) -> None:
    from sandbox.data.trips import TRIPS

    assert len(TRIPS) >= 12 and len({t["region"] for t in TRIPS}) >= 6
    assert {t["tier"] for t in TRIPS} == {"budget", "standard", "luxury"}
    for trip in TRIPS:
        assert _khmer(trip["name_kh"]) and _chinese(trip["name_zh"]), trip["id"]
        itin = sb.data("getTripItinerary", {"trip_id": trip["id"]})
        assert len(itin["itinerary"]) == trip["duration_days"]
        for day in itin["itinerary"]:
            if day["hotel_id"]:
                sb.data("getHotelDetails", {"hotel_id": day["hotel_id"]})
        for image in sb.data("getTripImages", {"trip_id": trip["id"]})["images"]:
            resp = sb.client.get(image["url"])
            assert resp.status_code == 200 and resp.headers["content-type"].startswith("image/svg")
            assert "<svg" in resp.text and "<script" not in resp.text.lower()


def test_festivals_and_currency(sb: Sandbox) -> None:
    def names(start: str, end: str) -> set[str]:
        return {f["name"] for f in sb.data("getUpcomingFestivals", {"start_date": start, "end_date": end})["festivals"]}

    assert "Khmer New Year" in names("2026-04-10", "2026-04-20")
    assert "Khmer New Year" not in names("2026-06-01", "2026-06-30")
    assert any("Water Festival" in n for n in names("2026-11-01", "2026-11-30"))
    assert "Pchum Ben" in names("2026-09-01", "2026-10-31")
    assert "Chinese New Year" in names("2027-01-15", "2027-02-28")
    assert sb.error("getUpcomingFestivals", {"start_date": "2026-05-01", "end_date": "2026-04-01"}, 400)
    khr = sb.data("getCurrencyRates", {"from_currency": "USD", "to_currency": "KHR"})["rate"]
    back = sb.data("getCurrencyRates", {"from_currency": "KHR", "to_currency": "USD"})["rate"]
    assert 3900 <= khr <= 4300 and back == pytest.approx(1 / khr, rel=1e-3)
    for cur in ("THB", "VND", "CNY", "EUR"):
        assert sb.data("getCurrencyRates", {"from_currency": "USD", "to_currency": cur})["rate"] > 0
    assert sb.error("getCurrencyRates", {"from_currency": "USD", "to_currency": "XYZ"}, 400)["code"] == "VALIDATION_FAILED"


def test_budget_estimate_adds_up(sb: Sandbox) -> None:
    cheap = sb.data("estimateBudget", {"trip_type": "budget", "duration_days": 4, "people_count": 2})
    lux = sb.data("estimateBudget", {"trip_type": "luxury", "duration_days": 4, "people_count": 2})
    assert sum(cheap["breakdown"].values()) == pytest.approx(cheap["total_estimate_usd"])
    assert cheap["per_person_usd"] * 2 == pytest.approx(cheap["total_estimate_usd"])
    assert lux["total_estimate_usd"] > cheap["total_estimate_usd"]


def test_weather_is_deterministic_and_seasonal() -> None:
    a, b = Sandbox(), Sandbox()
    places = ["Siem Reap", "Phnom Penh", "Kampot", "Koh Rong", "Mondulkiri", "Battambang"]
    for place in places:
        for day in ("2026-01-15", "2026-09-15"):
            body = {"destination": place, "date": day}
            first = a.data("getWeatherForecast", body)
            assert first == a.data("getWeatherForecast", body) == b.data("getWeatherForecast", body)
    days_jan = [date(2026, 1, d) for d in range(1, 29)]
    days_sep = [date(2026, 9, d) for d in range(1, 29)]

    def mean_rain(days: list[date]) -> float:
        values = [a.data("getWeatherForecast", {"destination": p, "date": d.isoformat()})["forecast"]["rain_chance_pct"]
                  for p in places for d in days]
        return sum(values) / len(values)

    assert mean_rain(days_jan) + 30 < mean_rain(days_sep)
    near = [START.date() + timedelta(days=n) for n in range(11)]  # within the forecast horizon
    forecasts = {a.data("getWeatherForecast", {"destination": "Kep", "date": d.isoformat()})["forecast"]["rain_chance_pct"]
                 for d in near}
    assert len(forecasts) > 3  # a real forecast varies by date (beyond the horizon: typical_for_season)


@hyp_settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    mood=st.sampled_from(["stressed", "adventurous", "romantic", "curious", "family"]),
    env=st.sampled_from(["MOUNTAIN", "BEACH", "CITY", "FOREST", "ISLAND", "TEMPLE"]),
    days=st.integers(1, 30),
    people=st.integers(1, 100),
    low=st.integers(0, 2000),
    span=st.integers(0, 3000),
    lang=st.sampled_from(["EN", "KH", "ZH"]),
)
def test_suggestions_are_three_tiers(sb: Sandbox, mood: str, env: str, days: int, people: int,
                                     low: int, span: int, lang: str) -> None:
    body = {"mood": mood, "environment": env, "duration_days": days, "people_count": people,
            "budget_usd": {"min": low, "max": low + span}, "departure_city": "Siem Reap"}
    data = sb.data("getTripSuggestions", body, lang=lang)
    trips = data["trips"]
    assert len(trips) == 3
    assert sorted(t["tier"] for t in trips) == ["budget", "luxury", "standard"]
    assert len({t["id"] for t in trips}) == 3
    if people <= 8:  # every trip fits; each tier has a trip for each environment
        assert all(t["environment"] == env for t in trips)
    for t in trips:
        assert t["average_per_person_usd"] == t["price_usd"]  # adults only, with a driver
        assert t["within_budget"] == (t["price_usd"] <= low + span)  # under the minimum still fits


def test_suggestions_prefer_mood_and_duration(sb: Sandbox) -> None:
    body = {"mood": "family", "environment": "FOREST", "duration_days": 3, "people_count": 4,
            "budget_usd": {"min": 100, "max": 300}, "departure_city": "Phnom Penh"}
    budget = next(t for t in sb.data("getTripSuggestions", body)["trips"] if t["tier"] == "budget")
    assert "family" in budget["moods"] and budget["duration_days"] == 3 and budget["environment"] == "FOREST"


# --- faults -------------------------------------------------------------------------------

def test_fail_next_n_then_recover(sb: Sandbox) -> None:
    resp = sb.sandbox_post("/sandbox/faults", {"fail_next": 2})
    assert resp.status_code == 200 and resp.json()["data"]["fail_next"] == 2
    body = {"trip_type": "budget", "duration_days": 2, "people_count": 1}
    assert sb.error("estimateBudget", body, 503)["code"] == "BACKEND_ERROR"
    assert sb.error("estimateBudget", body, 503)["code"] == "BACKEND_ERROR"
    sb.data("estimateBudget", body)
    snap = sb.client.get("/sandbox/faults", headers={"X-Service-Key": KEY}).json()["data"]
    assert snap["injected"]["error"] == 2 and snap["fail_next"] == 0
    assert sb.client.get("/health").status_code == 200  # faults only hit tool endpoints


def test_fault_paths_error_rate_and_reset(sb: Sandbox) -> None:
    sb.sandbox_post("/sandbox/faults", {"error_rate": 1.0, "paths": ["/currency/rates"]})
    assert sb.error("getCurrencyRates", {"from_currency": "USD", "to_currency": "KHR"}, 503)
    sb.data("estimateBudget", {"trip_type": "budget", "duration_days": 2, "people_count": 1})
    assert sb.sandbox_post("/sandbox/faults", {"error_rate": 2}).status_code == 400
    assert sb.sandbox_post("/sandbox/faults", {"fail_next": 1}, key="bad").status_code == 401
    sb.book()
    assert sb.sandbox_post("/sandbox/reset").status_code == 200
    sb.data("getCurrencyRates", {"from_currency": "USD", "to_currency": "KHR"})
    assert sb.client.get("/sandbox/bookings", headers={"X-Service-Key": KEY}).json()["data"]["count"] == 0


def test_forced_timeout_after_phase_still_stores_the_answer(sb: Sandbox) -> None:
    sb.sandbox_post("/sandbox/faults", {"timeout_next": 1, "timeout_seconds": 0, "timeout_phase": "after"})
    first = sb.book(idem="hang-1")
    assert sb.book(idem="hang-1") == first
    assert sb.client.get("/sandbox/faults", headers={"X-Service-Key": KEY}).json()["data"]["injected"]["timeout"] == 1


def test_forced_timeout_before_phase_answers_504_and_books_nothing(sb: Sandbox) -> None:
    sb.sandbox_post("/sandbox/faults", {"timeout_next": 1, "timeout_seconds": 0})
    body = {"trip_id": "trip_001", "travel_date": TRAVEL, "end_date": END, "people_count": 1,
            "pickup_location": "x", "customer_name": "Dara Kim", "customer_phone": "+85512345678"}
    assert sb.error("createBooking", body, 504)["code"] == "TIMEOUT"
    assert sb.app.state.store.bookings == {}
    sb.data("createBooking", body)


def test_error_rate_is_reproducible_with_a_seed() -> None:
    def pattern(seed: int) -> list[str]:
        faults = Faults(FaultConfig(error_rate=0.5, seed=seed))
        return [faults.decide() for _ in range(40)]

    assert pattern(7) == pattern(7)
    assert {"error", "pass"} == set(pattern(7))


def test_faults_from_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SANDBOX_FAULT_FAIL_NEXT", "1")
    monkeypatch.setenv("SANDBOX_FAULT_PATHS", "getPlaces")
    sb = Sandbox()
    assert sb.error("getPlaces", {"category": "beaches"}, 503)
    assert sb.data("getPlaces", {"category": "beaches"})["places"]


def test_openapi_documents_every_tool(sb: Sandbox) -> None:
    spec = sb.client.get("/openapi.json").json()
    for tool, tool_spec in CATALOG.items():
        op = spec["paths"][API_PREFIX + tool_spec.path]["post"]
        assert op["operationId"] == tool and op["summary"] and op["tags"]
    assert "/sandbox/payments/{payment_intent_id}/succeed" in spec["paths"]
    assert sb.client.get("/docs").status_code == 200


# --- the real Temporal client path (dev server) ---------------------------------------------

TEMPORAL_CLI = str(VENV_BIN / "temporal")


@workflow.defn(name="SandboxSignalProbe")
class SignalProbe:
    """Stands in for SessionWorkflow: records the payment_event it receives."""

    def __init__(self) -> None:
        self.events: list[PaymentEvent] = []

    @workflow.signal(name="payment_event")
    def payment_event(self, event: PaymentEvent) -> None:
        self.events.append(event)

    @workflow.run
    async def run(self) -> list[PaymentEvent]:
        await workflow.wait_condition(lambda: bool(self.events))
        return self.events


@pytest.mark.devserver
@pytest.mark.skipif(not (os.path.exists(TEMPORAL_CLI) or shutil.which("temporal")), reason="no temporal CLI")
async def test_real_temporal_client_delivers_payment_event() -> None:
    from temporalio.contrib.pydantic import pydantic_data_converter
    from temporalio.testing import WorkflowEnvironment
    from temporalio.worker import UnsandboxedWorkflowRunner, Worker

    cli = TEMPORAL_CLI if os.path.exists(TEMPORAL_CLI) else shutil.which("temporal")
    async with await WorkflowEnvironment.start_local(
        data_converter=pydantic_data_converter, dev_server_existing_path=cli
    ) as env:
        target = env.client.service_client.config.target_host
        settings = Settings(AI_SERVICE_KEY=KEY, TEMPORAL_ADDRESS=target)  # type: ignore[call-arg]
        app = create_app(settings, clock=ManualClock(START))  # default (real) client factory
        session = str(uuid.uuid4())
        headers = {"X-Service-Key": KEY, "X-Session-Id": session}
        async with Worker(env.client, task_queue="sandbox-probe", workflows=[SignalProbe],
                          workflow_runner=UnsandboxedWorkflowRunner()):
            handle = await env.client.start_workflow(SignalProbe.run, id=f"session-{session}", task_queue="sandbox-probe")
            async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://sandbox") as http:
                booking = (await http.post(endpoint_path("createBooking"), headers=headers, json={
                    "trip_id": "trip_014", "travel_date": TRAVEL, "end_date": END, "people_count": 2,
                    "pickup_location": "Phnom Penh", "customer_name": "Dara Kim", "customer_phone": "+85512345678",
                })).json()["data"]
                qr = (await http.post(endpoint_path("generatePaymentQR"), headers=headers,
                                      json={"booking_id": booking["booking_id"]})).json()["data"]
                resp = await http.post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed", headers=headers)
                assert resp.status_code == 200, resp.text
                events = await asyncio.wait_for(handle.result(), timeout=30)
            assert len(events) == 1 and events[0].status == "SUCCEEDED"
            assert events[0].payment_intent_id == qr["payment_intent_id"]
            assert events[0].booking_id == booking["booking_id"]
            # a session with no running workflow: 502, and the intent stays paid
            code, body, status = await http_post_flow(app, str(uuid.uuid4()))
            assert code == 502 and body["error"]["code"] == "SIGNAL_FAILED" and status == "SUCCEEDED"


async def http_post_flow(app: Any, session: str) -> tuple[int, dict[str, Any], str]:
    headers = {"X-Service-Key": KEY, "X-Session-Id": session}
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://sandbox") as http:
        booking = (await http.post(endpoint_path("createBooking"), headers=headers, json={
            "trip_id": "trip_001", "travel_date": TRAVEL, "end_date": END, "people_count": 1,
            "pickup_location": "Airport", "customer_name": "Dara Kim", "customer_phone": "+85512345678",
        })).json()["data"]
        qr = (await http.post(endpoint_path("generatePaymentQR"), headers=headers,
                              json={"booking_id": booking["booking_id"]})).json()["data"]
        resp = await http.post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed", headers=headers)
        status = (await http.post(endpoint_path("checkPaymentStatus"), headers=headers,
                                  json={"payment_intent_id": qr["payment_intent_id"]})).json()["data"]["status"]
        return resp.status_code, resp.json(), status
