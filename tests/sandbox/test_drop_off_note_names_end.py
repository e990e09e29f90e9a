"""The drop-off note names the booking's actual end point: for every trip, language and end (back at the
pickup, or a drop-off asked elsewhere), the note names the place ``drop_off`` ends at, and a drop-off
elsewhere is never said to end "where it started" (a note beside an airport drop-off said so)."""

from __future__ import annotations

import pytest

from sandbox.data.getting_there import ROUTES
from sandbox.data.trips import get_trip
from sandbox.i18n import tr
from sandbox.plan import plan_for
from sandbox.plan_localized import localized_plan
from tests.sandbox.support import Sandbox
from tests.sandbox.test_changes import record

BACK = "The trip ends where it started"
LANGUAGES = ("EN", "KH", "ZH")


def _ends(trip_id: str) -> list[tuple[str, str | None]]:
    """(pickup, drop-off) pairs: back at the pickup, and a drop-off elsewhere on the route."""
    r = ROUTES[trip_id]
    start, there = f"Sokha Hotel, {r.from_city}", f"Riverside Guesthouse, {r.destination.split(',')[0]}"
    return [(start, None), (start, there), (there, start), (there, None)]


CASES = [(t, p, d, lang) for t in sorted(ROUTES) for p, d in _ends(t) for lang in LANGUAGES]


@pytest.mark.parametrize(("trip_id", "pickup", "drop", "language"), CASES)
def test_the_drop_off_note_names_the_end(trip_id: str, pickup: str, drop: str | None, language: str) -> None:
    trip = get_trip(trip_id)
    assert trip is not None
    plan = localized_plan(trip, plan_for(trip, []), language, pickup_location=pickup, drop_off_location=drop)
    end = plan["drop_off"]
    if not end["required"]:
        return
    assert end["place"] in end["note"], end
    if drop is not None and drop != pickup:
        assert tr(BACK, language) not in end["note"] and BACK not in end["note"], end


def test_a_booking_dropped_elsewhere_says_so(sb: Sandbox) -> None:
    bid = sb.book("trip_001", people=2, pickup_location="Sokha Hotel, Phnom Penh")["booking_id"]  # reserved
    sb.data("changePickup", {"booking_id": bid, "drop_off_location": "Siem Reap International Airport"})
    assert "Siem Reap International Airport" in str(record(sb, bid))
    end = sb.data("getTripItinerary", {"trip_id": "trip_001", "booking_id": bid})["drop_off"]  # the booked plan
    assert "Siem Reap International Airport" in end["note"] and BACK not in end["note"], end
