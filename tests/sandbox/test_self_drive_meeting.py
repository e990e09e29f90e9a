"""A self-drive booking whose meeting with the guide the traveller moved (changePickup) holds ONE day-1 meeting
point: the change's result, the booking and getTripItinerary's pickup and day-1 start all name the new place
and time, never "the first hotel" beside it (sandbox/booked_pickup.py ``meets_guide``)."""

from __future__ import annotations

from typing import Any, Optional

import pytest

from tests.sandbox.support import Sandbox
from tests.sandbox.test_day_times import booked

PLACE = "the Old Market, Siem Reap"


def _meeting_points(done: dict[str, Any], plan: dict[str, Any]) -> list[tuple[str, Any, Any]]:
    """(where, meeting words, time) of each place a result states the day-1 meeting."""
    first = plan["itinerary"][0]
    return [
        ("changePickup.pickup", done["pickup"]["meeting_point"], done["pickup"]["time"]),
        ("changePickup.booking.pickup", done["booking"]["pickup"]["meeting_point"], done["booking"]["pickup"]["time"]),
        ("getTripItinerary.pickup", plan["pickup"]["meeting_point"], plan["pickup"]["time"]),
        ("getTripItinerary.day1", first["start_note"], first["starts_at"]),
    ]


@pytest.mark.parametrize("time", ["14:00", "15:30", None])
def test_a_moved_self_drive_meeting_is_said_once_everywhere(time: Optional[str]) -> None:
    sb = Sandbox()
    booking, _ = booked(sb, "trip_001", transport="self_drive")
    asked = {"booking_id": booking["booking_id"], "pickup_location": PLACE, **({"time": time} if time else {})}
    done = sb.data("changePickup", asked)
    plan = sb.data("getTripItinerary", {"booking_id": booking["booking_id"]})
    expected = time or "14:00"  # no time asked: the guide meets them from check-in time, at the new place
    for where, words, at in _meeting_points(done, plan):
        assert "Old Market" in words and "first hotel" not in words, (where, words)
        assert at == expected and expected in words, (where, words, at)


def test_a_self_drive_booking_not_moved_still_meets_at_the_first_hotel() -> None:
    sb = Sandbox()
    booking, plan = booked(sb, "trip_001", transport="self_drive")
    assert "first hotel" in booking["pickup"]["meeting_point"] and booking["pickup"]["time"] is None
    assert "first hotel" in plan["itinerary"][0]["start_note"] and plan["itinerary"][0]["starts_at"] == "14:00"
