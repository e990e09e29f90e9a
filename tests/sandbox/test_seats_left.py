"""Seats left after a change (relay 25 req 20: 12 seats left said of a 12-seat shared minibus on which
the booking already held 5, 6 after the change).

Invariant: previewReschedule's ``seats_left`` = the trip's capacity - the seats of the OTHER bookings on
the (new) date - this booking's seats after the change; a move counts the booking once, on its new date.
A change that would leave fewer than 0 is refused (NOT_AVAILABLE) with the seats this booking may hold."""

from __future__ import annotations

from datetime import date, timedelta

from hypothesis import HealthCheck, given, settings, strategies as st

from sandbox.data.trips import TRIPS_BY_ID
from tests.sandbox.support import TRAVEL, Sandbox

TRIP = "trip_001"  # a shared minibus: a private vehicle has no seats to count (tests/sandbox/test_own_vehicle.py)
CAPACITY = TRIPS_BY_ID[TRIP]["max_group"]
DAYS = TRIPS_BY_ID[TRIP]["duration_days"]
LATER = "2026-04-27"


def _end(start: str) -> str:
    return (date.fromisoformat(start) + timedelta(days=DAYS - 1)).isoformat()


def _book(sb: Sandbox, people: int, start: str) -> dict:
    return sb.book(TRIP, people=people, travel_date=start, end_date=_end(start))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    mine=st.integers(1, 5),
    others_here=st.integers(0, 4),
    others_later=st.integers(0, 8),
    moves=st.booleans(),
    joining=st.integers(0, 3),
)
def test_seats_left_counts_this_booking_once_after_the_change(
    mine: int, others_here: int, others_later: int, moves: bool, joining: int
) -> None:
    if not (moves or joining):
        joining = 1  # a change of some kind
    sb = Sandbox()
    booking = _book(sb, mine, TRAVEL)
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    for people, start in ((others_here, TRAVEL), (others_later, LATER)):
        if people:
            _book(sb, people, start)
    body: dict = {"booking_id": booking["booking_id"], "add_adults": joining}
    if moves:
        body["new_travel_date"] = LATER
    others = others_later if moves else others_here
    expected = CAPACITY - others - (mine + joining)
    if expected < 0:
        refused = sb.error("previewReschedule", body, 409)
        assert refused["code"] == "NOT_AVAILABLE" and refused["details"]["seats_left"] == CAPACITY - others
        return
    quote = sb.data("previewReschedule", body)
    assert quote["seats_left"] == expected
    assert "after this change" in quote["seats_left_is"]  # what the count is, said beside it


def test_seats_of_other_travellers_count_unless_the_sandbox_counts_each_traveller_apart(monkeypatch) -> None:
    """The eval runner plays many travellers side by side on one sandbox (SANDBOX_SEATS_SHARED=0): then one
    traveller's seats never reduce another's (a task failed with 'Only 0 seats are left' booked by
    another task); by default every traveller's bookings share the departure's seats."""
    for shared in (True, False):
        monkeypatch.setenv("SANDBOX_SEATS_SHARED", "1" if shared else "0")
        sb = Sandbox()
        assert sb.app.state.store.seats_shared is shared
        mine = _book(sb, 2, TRAVEL)
        qr = sb.data("generatePaymentQR", {"booking_id": mine["booking_id"]})
        assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
        sb.data("createBooking", {**_body(CAPACITY - 2, TRAVEL), "user_id": "another-traveller"})
        body = {"booking_id": mine["booking_id"], "add_adults": 1}
        if shared:
            refused = sb.error("previewReschedule", body, 409)
            assert refused["details"]["seats_left"] == 2
        else:
            assert sb.data("previewReschedule", body)["seats_left"] == CAPACITY - 3


def _body(people: int, start: str) -> dict:
    return {
        "trip_id": TRIP,
        "travel_date": start,
        "end_date": _end(start),
        "people_count": people,
        "pickup_location": "Hotel lobby",
        "customer_name": "Dara Kim",
        "customer_phone": "012 999 888",
        "customer_email": "dara@example.com",
    }
