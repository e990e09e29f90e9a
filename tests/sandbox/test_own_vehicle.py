"""Invariant: seats are counted only on a shared departure (run 54: after change_transport to a private car, "only
your own group in the car", previewReschedule said "seats_left": 8, "seats left on this departure after this
change (all bookings counted)").

For every trip and every way it travels (as booked, changed to a private car or van, driving itself), every
change quote and refusal that reports seats does so only when the departure is shared (the budget tier's
minibus, not made private); in the group's own vehicle it says so (``vehicle_is``) and no other booking takes a
seat from it, nor does it take one from the shared departure."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.data.trips import TRIPS
from tests.sandbox.support import TRAVEL, Sandbox

IDS = [t["id"] for t in TRIPS]
WAYS: dict[str, list[str]] = {
    "as booked": [],
    "private car": ["change_transport:private_car"],
    "private van": ["change_transport:van"],
    "self drive": ["change_transport:self_drive"],
}


def _shared(trip: dict[str, Any], way: str) -> bool:
    """The budget tier's minibus, as booked (every budget route is a shared minibus a private car replaces)."""
    return trip["tier"] == "budget" and way == "as booked"


def _paid(sb: Sandbox, trip: dict[str, Any], labels: list[str]) -> dict[str, Any]:
    end = f"2026-04-{19 + trip['duration_days']:02d}"
    body = {"trip_id": trip["id"], "travel_date": TRAVEL, "end_date": end, "people_count": 2, "user_id": "u1"}
    body |= {"pickup_location": "Hotel lobby", "customer_name": "Sokha Chan", "customer_phone": "012 345 678"}
    resp = sb.call("createBooking", {**body, **({"customizations": labels} if labels else {})})
    if resp.status_code != 200:  # a way this trip cannot travel
        pytest.skip(resp.json()["error"]["message"])
    booking = resp.json()["data"]
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"], "user_id": "u1"})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    return booking


@pytest.mark.parametrize("way", list(WAYS))
@pytest.mark.parametrize("trip_id", IDS)
def test_seats_are_said_only_of_a_shared_departure(trip_id: str, way: str) -> None:
    trip = next(t for t in TRIPS if t["id"] == trip_id)
    sb = Sandbox()
    mine = _paid(sb, trip, WAYS[way])
    shared = _shared(trip, way)
    quote = sb.data("previewReschedule", {"booking_id": mine["booking_id"], "user_id": "u1", "add_adults": 1})
    assert ("seats_left" in quote) is shared and ("seats_left_is" in quote) is shared, quote.get("vehicle_is")
    assert ("vehicle_is" in quote) is not shared
    if not shared:
        assert "no other booking" in quote["vehicle_is"] and str(trip["max_group"]) in quote["vehicle_is"]
    # another group fills the departure: a shared one is full for this change, the group's own vehicle is not
    others = trip["max_group"] - 2
    sb.book(trip_id, people=others, user_id="u2", end_date=f"2026-04-{19 + trip['duration_days']:02d}")
    change = {"booking_id": mine["booking_id"], "user_id": "u1", "add_adults": 1}
    if shared:
        refused = sb.error("previewReschedule", change, 409)
        assert refused["code"] == "NOT_AVAILABLE" and "seats_left" in refused["details"]
    else:
        assert "seats_left" not in sb.data("previewReschedule", change)


def test_a_custom_trip_made_private_counts_no_seats() -> None:
    sb = Sandbox()
    items = [{"type": "change_transport", "details": {"to": "private_car"}}]
    custom = sb.data("customizeTrip", {"trip_id": "trip_001", "people_count": 2, "customizations": items})
    trip = {**next(t for t in TRIPS if t["id"] == "trip_001"), "id": custom["custom_trip_id"]}
    mine = _paid(sb, trip, [])
    quote = sb.data("previewReschedule", {"booking_id": mine["booking_id"], "user_id": "u1", "add_adults": 1})
    assert "seats_left" not in quote and "private car" in quote["vehicle_is"]
