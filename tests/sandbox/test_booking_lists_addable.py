"""A paid booking's itinerary lists what can still be added, with prices, leaving out what its plan holds (relay
runs 51 and 52: after paying, "can we add a boat trip? how much?" found no addable_activities in the booking's
getTripItinerary, and previewReschedule's add_activities points at that list)."""

from __future__ import annotations

import pytest

from sandbox.data.trips import TRIPS
from tests.sandbox.support import Sandbox


@pytest.mark.parametrize("trip_id", [t["id"] for t in TRIPS])
def test_a_paid_bookings_itinerary_lists_the_add_ons_its_plan_does_not_hold(trip_id: str) -> None:
    sb = Sandbox()
    bid = sb.book(trip_id, people=2, user_id="user-a")["booking_id"]
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    booked = sb.data("getTripItinerary", {"booking_id": bid})
    package = sb.data("getTripItinerary", {"trip_id": trip_id})
    names = lambda plan: {a["name"] for a in plan.get("addable_activities") or []}  # noqa: E731
    assert names(booked) == names(package)  # the same plan, the same add-ons left
    planned = {a for day in booked["itinerary"] for a in day["activities"]}
    assert not names(booked) & planned
