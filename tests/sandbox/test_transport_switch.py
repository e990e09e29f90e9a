"""Invariant: a paid booking's transport can be switched through the reschedule quote, priced by the one price
function: the quote's top-up (or refund) is the new price less the paid one, the new price is what a new booking
with that transport costs, confirm charges exactly it, and the booking then describes itself by the new transport.
A switch to the driver without any pickup place is refused with the call that quotes it (``next_step``)."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import pytest

from sandbox.data.trips import TRIPS
from tests.sandbox.support import TRAVEL, Sandbox

SWITCHES = [("self_drive", "driver"), ("driver", "self_drive")]


def _body(trip: dict[str, Any], transport: str) -> dict[str, Any]:
    end = (date.fromisoformat(TRAVEL) + timedelta(days=trip["duration_days"] - 1)).isoformat()
    body = {"trip_id": trip["id"], "travel_date": TRAVEL, "end_date": end, "adults": 2, "children_ages": [8]}
    return body | ({"transport": "self_drive"} if transport == "self_drive" else {"pickup_location": "Hotel lobby"})


def _pay(sb: Sandbox, ids: dict[str, str]) -> None:
    qr = sb.data("generatePaymentQR", ids)
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200


@pytest.mark.parametrize("was,now", SWITCHES)
@pytest.mark.parametrize("trip_id", [t["id"] for t in TRIPS])
def test_a_paid_booking_switches_transport_at_the_new_bookings_price(trip_id: str, was: str, now: str) -> None:
    trip = next(t for t in TRIPS if t["id"] == trip_id)
    sb = Sandbox()
    person = {"user_id": "u1", "customer_name": "Sokha Chan", "customer_phone": "012 345 678"}
    booking = sb.data("createBooking", {**_body(trip, was), **person})
    ids = {"booking_id": booking["booking_id"], "user_id": "u1"}
    _pay(sb, ids)
    asked: dict[str, Any] = {**ids, "transport": now}
    if now == "driver":
        refused = sb.error("previewReschedule", asked, 400)
        assert refused["details"]["next_step"]["transport"] == "driver"
        asked["pickup_location"] = "Hotel lobby"
    quote = sb.data("previewReschedule", asked)
    assert "transport" in quote["changes"]
    fresh = sb.data("previewBooking", _body(trip, now))
    assert quote["new_total_usd"] == fresh["total_usd"]
    assert quote["proposed"]["price_per_adult_usd"] == fresh["price_per_person_usd"]
    done = sb.data("confirmReschedule", {**ids, "quote_id": quote["quote_id"]})
    assert done["amount_due_usd"] == quote["amount_due_usd"]
    if done["amount_due_usd"] > 0:
        _pay(sb, ids)
    plan = sb.data("getTripItinerary", ids)
    assert plan["transport"] == now and plan["pickup"]["required"] is (now == "driver")
    assert plan["total_usd"] == fresh["total_usd"]
