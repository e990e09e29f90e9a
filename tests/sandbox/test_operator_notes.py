"""A pickup, drop-off or pickup-time change is a fact of the booking, never a special request (issue 37).

Relay 22 req 40, relay 23 req 55/59, relay 26 req 42: changePickup (and a confirmed reschedule that moved the
pickup) added an English "Pickup changed to ... (was ...)" item to the traveller-visible
``special_request_items``, where it read as one more request awaiting the operator while
``pickup_changed`` was true. The invariant: whatever changes the pickup, the traveller's requests stay
exactly as they were (same items, same numbers), the booking's pickup block says the change, and the
operator is told through the booking's operator notes, which only the operator's view carries."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from sandbox.data.getting_there import ROUTES, is_local
from tests.sandbox.pickup_moves import move_pickup
from tests.sandbox.support import Sandbox
from tests.sandbox.test_changes import record
from tests.sandbox.test_price_for_days import paid_booking

TRIPS = sorted(t for t in ROUTES if not is_local(t))
REQUEST = "Vegetarian meals for one of us"


def _move(sb: Sandbox, bid: str, trip_id: str, kind: str) -> None:
    start, town = ROUTES[trip_id].from_city, ROUTES[trip_id].destination.split(",")[0]
    if kind == "place":
        move_pickup(sb, bid, f"Airport, {start}", time="10:30")
    elif kind == "time":
        sb.data("changePickup", {"booking_id": bid, "time": "09:15"})
    elif kind == "drop_off":
        sb.data("changePickup", {"booking_id": bid, "drop_off_location": f"Airport, {start}"})
    else:  # to the destination: a priced change, confirmed with confirmReschedule
        move_pickup(sb, bid, f"Airport, {town}")
    if sb.app.state.store.bookings[bid].balance_due_usd > 0:  # a move back to the start: its top-up paid
        qr = sb.data("generatePaymentQR", {"booking_id": bid})
        assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200


@settings(max_examples=12, deadline=None)
@given(
    st.sampled_from(TRIPS), st.lists(st.sampled_from(["place", "time", "drop_off", "priced"]), min_size=1, max_size=3)
)
def test_a_pickup_change_never_becomes_a_special_request(trip_id: str, kinds: list[str]) -> None:
    sb = Sandbox()
    bid, _ = paid_booking(sb, trip_id)
    sb.data("addBookingRequest", {"booking_id": bid, "request": REQUEST})
    requests_before = record(sb, bid)["special_request_items"]
    for kind in kinds:
        notes_before = len(record(sb, bid)["operator_notes"])
        _move(sb, bid, trip_id, kind)
        operator_view = record(sb, bid)
        assert operator_view["special_request_items"] == requests_before  # same items, same numbering
        assert len(operator_view["operator_notes"]) == notes_before + 1  # the operator is told once
        assert all(n["status"] == "TOLD_TO_OPERATOR" for n in operator_view["operator_notes"])
    booked = sb.data("getTripItinerary", {"trip_id": trip_id, "booking_id": bid})
    traveller_view = sb.data("changePickup", {"booking_id": bid, "time": "11:00"})
    for view in (booked, traveller_view, traveller_view["booking"]):
        assert "operator_notes" not in view and "Pickup" not in str(view.get("special_request_items"))
