"""A traveller joining a shared transfer in its destination town is picked up when the group gets there.

Relay 61 req 38: a family driving itself to Siem Reap asked for a 09:00 pickup at its guesthouse; changePickup
set it, and the booking then said "pickup around 09:00, when the group arrives from Phnom Penh", where the
group's minibus reaches Siem Reap at 13:30. For every trip with a shared transfer into its destination: a
time before the group's arrival there is refused with the earliest time and the booking left as it was; the
arrival time itself or later is kept; a pickup in the start city may be at any time."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.data.getting_there import ROUTES, is_local
from sandbox.data.hours import minutes, plus
from sandbox.data.practical import pickup_time
from sandbox.data.priced_transport import priced_by
from tests.sandbox.support import Sandbox
from tests.sandbox.test_changes import record

USER = {"user_id": "user-a"}
SHARED_INTO = [
    t for t, r in sorted(ROUTES.items()) if not is_local(t) and not priced_by(r.by, None).startswith("private")
]


@pytest.fixture(scope="module")
def sb() -> Sandbox:
    return Sandbox()


def _paid(sb: Sandbox, trip_id: str, place: str) -> dict[str, Any]:
    booking = sb.book(trip_id, people=2, user_id="user-a", pickup_location=place)
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    return record(sb, booking["booking_id"])


@pytest.mark.parametrize("trip_id", SHARED_INTO)
def test_a_pickup_where_the_group_arrives_is_not_before_it_arrives(sb: Sandbox, trip_id: str) -> None:
    assert SHARED_INTO, "no trip with a shared transfer into its destination"
    town = ROUTES[trip_id].destination.split(",")[0]
    place = f"Sokha Family Guesthouse, {town}"
    arrives = pickup_time(trip_id, place)
    booking = _paid(sb, trip_id, place)
    bid, before = booking["booking_id"], (booking["pickup_location"], booking["pickup"])
    too_early = plus(arrives, -1.5)
    if minutes(too_early) < minutes(arrives):  # not wrapped past midnight
        error = sb.error("changePickup", {"booking_id": bid, **USER, "time": too_early}, 409)
        assert error["code"] == "PICKUP_BEFORE_THE_GROUP", error
        assert error["details"]["earliest_time"] == arrives
        after = record(sb, bid)
        assert (after["pickup_location"], after["pickup"]) == before  # nothing changed
    for time in (arrives, plus(arrives, 0.5)):
        kept = sb.data("changePickup", {"booking_id": bid, **USER, "time": time})
        assert kept["pickup"]["time"] == time
    start_bid = _paid(sb, trip_id, "Hotel lobby")["booking_id"]
    start = sb.data("changePickup", {"booking_id": start_bid, **USER, "time": "06:15"})
    assert start["pickup"]["time"] == "06:15"  # the start city: the group leaves from there
