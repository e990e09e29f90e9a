"""changePickup works on a booked custom trip, and a failed change leaves the booking as it was.

Relay run 17: on a paid custom trip (``ctrip_…``) changePickup answered HTTP 500 (the price note looked
the custom id up in the catalogue's routes) after it had already changed the booking, so every retry
added another "pickup changed" request for the operator (9 in all) while the model was told it failed."""

from __future__ import annotations

import pytest

from sandbox.data.getting_there import ROUTES, is_local
from tests.sandbox.pickup_moves import move_pickup
from tests.sandbox.support import Sandbox

TRIPS = sorted(t for t in ROUTES if not is_local(t))


def paid_custom_booking(sb: Sandbox, trip_id: str) -> str:
    items = [{"type": "add_day", "details": {"days": 1, "activity": "Cooking class with a family"}}]
    ctrip = sb.data("customizeTrip", {"trip_id": trip_id, "customizations": items})["custom_trip_id"]
    bid = sb.book(ctrip, people=2)["booking_id"]
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    return bid


@pytest.mark.parametrize("trip_id", TRIPS[:: max(1, len(TRIPS) // 6)])
def test_a_custom_trips_pickup_changes_once_per_request(trip_id: str) -> None:
    sb = Sandbox()
    bid = paid_custom_booking(sb, trip_id)
    town = ROUTES[trip_id].destination.split(",")[0]
    done = move_pickup(sb, bid, f"Airport, {town}")  # the destination: a priced change (the transfer part)
    assert done["pickup"]["location"] == f"Airport, {town}"
    # one operator note for one change (issue 37: a note, no longer a request item the traveller sees)
    notes = sb.app.state.store.bookings[bid].operator_notes
    assert sum("Pickup changed" in n["note"] for n in notes) == 1


def test_a_change_that_fails_leaves_the_booking_and_the_operators_list_as_they_were(monkeypatch) -> None:
    import sandbox.routes.aftercare as aftercare

    sb = Sandbox()
    bid = paid_custom_booking(sb, TRIPS[0])
    booking = sb.app.state.store.bookings[bid]
    before = (
        booking.pickup_location,
        booking.pickup,
        booking.plan_days,
        list(booking.special_request_items),
        list(booking.operator_notes),
        booking.version,
    )

    def broken(*_args, **_kwargs):
        raise RuntimeError("price note failed")

    monkeypatch.setattr(aftercare, "price_after_pickup_change", broken)
    with pytest.raises(RuntimeError):
        sb.data("changePickup", {"booking_id": bid, "pickup_location": "Raffles Hotel Le Royal"})
    after = (
        booking.pickup_location,
        booking.pickup,
        booking.plan_days,
        list(booking.special_request_items),
        list(booking.operator_notes),
        booking.version,
    )
    assert after == before
