"""changePickup changes only the drop-off when only drop_off_location is given; the pickup stays, the
booking keeps the drop-off and the operator reads it (relay 21 req 60)."""

from __future__ import annotations

import pytest

from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family
from tests.sandbox.test_changes import record


# drop-offs in the start city: the leg back is ridden, so the price stays (tests/sandbox/test_transfer_credit_legs.py)
@pytest.mark.parametrize("drop", ["Phnom Penh International Airport", "Central Market, Phnom Penh"])
@pytest.mark.parametrize("with_pickup", [False, True])
def test_only_the_drop_off_moves(sb: Sandbox, drop: str, with_pickup: bool) -> None:
    booking = family(sb, adults=2, children=())
    bid, pickup = booking["booking_id"], booking["pickup_location"]
    body = {"booking_id": bid, "drop_off_location": drop, **({"pickup_location": pickup} if with_pickup else {})}
    done = sb.data("changePickup", body)
    after = record(sb, bid)
    assert after["pickup_location"] == pickup and done["pickup_changed"] is False
    assert after["drop_off_location"] == drop and done["drop_off"]["changed"] is True
    said = sb.app.state.store.bookings[bid].operator_notes[-1]["note"]  # the operator's notes (issue 37)
    assert drop in said and "Drop-off" in said and "Pickup changed" not in said
    assert drop in after["itinerary_days"][-1]["activities"][-1]


def test_a_change_names_a_place(sb: Sandbox) -> None:
    bid = family(sb, adults=2, children=())["booking_id"]
    assert sb.error("changePickup", {"booking_id": bid}, 400)["code"]
