"""Renewing an expired hold on the same booking (issue 22, sandbox/renewal.py): the reference stays,
the hold and the price are new, the old QR is dead; never for a paid, cancelled or someone else's
booking, and a repeated renewal changes nothing."""

from __future__ import annotations

from datetime import datetime, timedelta

from tests.sandbox.support import KEY, START, Sandbox

OTHER_SESSION = "00000000-0000-4000-8000-000000000002"


def expired(sb: Sandbox, **extra) -> tuple[dict, dict]:
    """A booking of trip_001 with a QR, whose 60-second hold ran out."""
    booking = sb.book(user_id="user-1", **extra)
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"], "user_id": "user-1"})
    sb.clock.advance(seconds=61)
    return booking, qr


def renew(sb: Sandbox, booking: dict, **extra) -> dict:
    return sb.book(user_id="user-1", renews_booking_id=booking["booking_id"], **extra)


def listed(sb: Sandbox) -> list[dict]:
    return sb.client.get("/sandbox/bookings", headers={"X-Service-Key": KEY}).json()["data"]["bookings"]


def test_renewing_an_expired_hold_keeps_the_reference_with_a_new_hold_and_a_new_qr() -> None:
    sb = Sandbox(hold_seconds=60)
    booking, old_qr = expired(sb)
    renewed = renew(sb, booking)
    assert renewed["booking_id"] == booking["booking_id"] and renewed["booking_ref"] == booking["booking_ref"]
    assert renewed["status"] == "RESERVED" and renewed["hold_renewals"] == 1
    assert datetime.fromisoformat(renewed["reserved_until"]) == START + timedelta(seconds=121)
    assert len(listed(sb)) == 1  # no second booking
    # the old QR is dead: its intent is EXPIRED, cannot be paid, and the next QR is a new intent
    old = sb.data("checkPaymentStatus", {"payment_intent_id": old_qr["payment_intent_id"]})
    assert old["status"] == "EXPIRED" and old["booking_status"] == "RESERVED"
    pay = sb.sandbox_post(f"/sandbox/payments/{old_qr['payment_intent_id']}/succeed")
    assert pay.status_code == 409 and pay.json()["error"]["code"] == "HOLD_EXPIRED"
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"], "user_id": "user-1"})
    assert qr["payment_intent_id"] != old_qr["payment_intent_id"] and qr["booking_ref"] == booking["booking_ref"]
    assert qr["expires_at"] == renewed["reserved_until"]
    paid = sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed", {"signal": False})
    assert paid.status_code == 200 and paid.json()["data"]["booking_status"] == "CONFIRMED"


def test_a_renewal_takes_new_dates_and_group_and_is_priced_again() -> None:
    sb = Sandbox(hold_seconds=60)
    booking, _ = expired(sb)
    renewed = renew(sb, booking, people=3, travel_date="2026-04-27", end_date="2026-04-29")
    assert renewed["booking_ref"] == booking["booking_ref"]
    assert renewed["people_count"] == 3 and renewed["travel_date"] == "2026-04-27"
    assert renewed["total_usd"] > booking["total_usd"]
    # the price is checked like any createBooking: another total than the one confirmed is refused
    sb.clock.advance(seconds=61)
    err = sb.error(
        "createBooking",
        {**_body(), "user_id": "user-1", "renews_booking_id": booking["booking_id"], "expected_total_usd": 1.0},
        409,
    )
    assert err["code"] == "PRICE_CHANGED"
    assert listed(sb)[0]["status"] == "EXPIRED"  # refused: nothing renewed


def _body() -> dict:
    return {
        "trip_id": "trip_001",
        "travel_date": "2026-04-20",
        "end_date": "2026-04-22",
        "people_count": 2,
        "pickup_location": "Hotel lobby",
        "customer_name": "Sokha Chan",
        "customer_phone": "012 345 678",
    }


def test_renewing_twice_is_idempotent_and_a_live_hold_is_not_renewed() -> None:
    sb = Sandbox(hold_seconds=60)
    booking, _ = expired(sb)
    first = renew(sb, booking)
    sb.clock.advance(seconds=10)
    again = renew(sb, booking)
    assert again == first  # same reference, same hold, nothing changed
    assert len(listed(sb)) == 1
    body = {**_body(), "people_count": 4, "user_id": "user-1", "renews_booking_id": booking["booking_id"]}
    active = sb.error("createBooking", body, 409)
    assert active["code"] == "HOLD_ACTIVE" and active["details"] == {"renewable": True}
    live = sb.book(user_id="user-1")  # never renewed, hold still live
    body = {**_body(), "user_id": "user-1", "renews_booking_id": live["booking_id"]}
    assert sb.error("createBooking", body, 409)["code"] == "HOLD_ACTIVE"


def test_a_paid_cancelled_other_trip_or_other_users_booking_is_not_renewed() -> None:
    sb = Sandbox(hold_seconds=60)
    paid = sb.book(user_id="user-1")
    qr = sb.data("generatePaymentQR", {"booking_id": paid["booking_id"], "user_id": "user-1"})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed", {"signal": False}).status_code == 200
    assert (
        sb.error("createBooking", {**_body(), "renews_booking_id": paid["booking_id"]}, 409)["code"] == "ALREADY_PAID"
    )

    cancelled = sb.book(user_id="user-1")
    sb.data("cancelBooking", {"booking_id": cancelled["booking_id"], "user_id": "user-1"})
    err = sb.error("createBooking", {**_body(), "renews_booking_id": cancelled["booking_id"]}, 409)
    assert err["code"] == "NOT_AVAILABLE" and err["details"] == {"renewable": False}

    booking, _ = expired(sb)
    other_user = {**_body(), "user_id": "user-2", "renews_booking_id": booking["booking_id"]}
    assert sb.error("createBooking", other_user, 404) == {
        "code": "NOT_FOUND",
        "message": f"No booking with id '{booking['booking_id']}' to renew.",
        "details": {"renewable": False},
    }
    other_chat = {**_body(), "user_id": "user-1", "renews_booking_id": booking["booking_id"]}
    assert sb.error("createBooking", other_chat, 404, session=OTHER_SESSION)["code"] == "NOT_FOUND"
    other_trip = {**_body(), "trip_id": "trip_004", "user_id": "user-1", "renews_booking_id": booking["booking_id"]}
    err = sb.error("createBooking", other_trip, 400)
    assert err["code"] == "VALIDATION_FAILED" and err["details"] == {"renewable": False}
    assert {b["booking_id"]: b["status"] for b in listed(sb)}[booking["booking_id"]] == "EXPIRED"


def test_a_renewal_keeps_each_earlier_request_with_when_it_was_added() -> None:
    """Relay j30: the quiet-room request added after the yes was re-dated by the renewal (its
    added_at moved to the renewal's minute); a request the renewal adds is a new item."""
    sb = Sandbox(hold_seconds=60)
    booking, _ = expired(sb, special_requests="Quiet room, away from the road.")
    earlier = sb.data("getTripItinerary", {"booking_id": booking["booking_id"], "user_id": "user-1"})
    [quiet] = earlier["special_request_items"]
    sb.clock.advance(seconds=120)
    renewed = renew(sb, booking, special_requests="Quiet room, away from the road. Vegetarian meals.")
    items = renewed["special_request_items"]
    assert items[0] == quiet  # the same item: added_at and status kept
    assert [i["request"] for i in items] == ["Quiet room, away from the road.", "Vegetarian meals."]
    assert items[1]["added_at"] > quiet["added_at"]
    # a renewal without the earlier request drops it
    sb.clock.advance(seconds=61)
    again = renew(sb, booking, special_requests="Vegetarian meals.")
    assert [i["request"] for i in again["special_request_items"]] == ["Vegetarian meals."]
