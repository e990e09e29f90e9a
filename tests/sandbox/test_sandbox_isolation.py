"""Every sandbox app has its own state, though all the apps of a process share their route objects
(sandbox/app.py ``add_routes``): what one sandbox books, pays, moves or breaks is unknown to any other."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from sandbox.clock import iso
from tests.sandbox.support import KEY, START, Sandbox


def health(sb: Sandbox) -> dict[str, Any]:
    resp = sb.client.get("/health")
    assert resp.status_code == 200, resp.text
    return resp.json()


def dirty(sb: Sandbox) -> str:
    """Book and pay, move the clock two days on, arm a fault; answer the booking id."""
    booking = sb.book(idem="same-key")
    intent = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})["payment_intent_id"]
    assert sb.sandbox_post(f"/sandbox/payments/{intent}/succeed").status_code == 200
    sb.clock.advance(days=2)
    assert sb.sandbox_post("/sandbox/faults", {"fail_next": 5}).status_code == 200
    assert health(sb)["bookings"] == 1 and health(sb)["now"] == iso(START + timedelta(days=2))
    return booking["booking_id"]


def assert_clean(sb: Sandbox, foreign_booking: str) -> None:
    """A fresh sandbox: no bookings, its clock at the start, no armed fault, no stored idempotent answer."""
    assert health(sb) == {**health(sb), "bookings": 0, "payment_intents": 0, "now": iso(START)}
    listed = sb.client.get("/sandbox/bookings", headers={"X-Service-Key": KEY}).json()["data"]
    assert listed["count"] == 0 and listed["now"] == iso(START)
    assert sb.error("generatePaymentQR", {"booking_id": foreign_booking}, 404)["code"] == "NOT_FOUND"
    faults = sb.client.get("/sandbox/faults", headers={"X-Service-Key": KEY}).json()["data"]
    assert faults == Sandbox().client.get("/sandbox/faults", headers={"X-Service-Key": KEY}).json()["data"]
    sb.book(idem="same-key")  # answered by this store (and no armed fault), not replayed from the other's
    assert health(sb)["bookings"] == 1
    assert sb.temporal.calls == []


def test_a_sandbox_made_after_another_starts_clean() -> None:
    booking = dirty(Sandbox())
    assert_clean(Sandbox(), booking)


def test_two_live_sandboxes_do_not_see_each_other() -> None:
    first, second = Sandbox(), Sandbox()
    booking = dirty(first)
    assert_clean(second, booking)
    assert health(first)["bookings"] == 1 and health(first)["now"] != iso(START)
    assert first.error("getTripItinerary", {"trip_id": "trip_001"}, 503)["code"] == "BACKEND_ERROR"
    assert len(first.temporal.calls) == 1  # the payment signalled the first sandbox's Temporal client only
