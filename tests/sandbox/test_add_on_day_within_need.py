"""Invariant: a group's mobility need places an added activity on one day in every view, a day the need allows
(run 59 req 9-12: the knee was recorded in the same response as the boat trip's quote, and the quote put the
boat on the 05:00-sunrise, 6.5 km day; the booking, whose requests name the knee, would have placed it on
another day than the one quoted and charged).

For every trip and every activity it can add, with the need (``mobility_need``, filled by the workflow from the
session's needs; the booking's special requests saying it): calculateCustomTrip's quote, customizeTrip's saved
trip, its itinerary, previewBooking, createBooking and the booking's itinerary name the same day for it, and
that day starts with no sunrise. Without a need every view agrees too."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any, Optional

import pytest

from sandbox.data.trips import TRIPS
from sandbox.day_clock import DAWN, is_any
from tests.sandbox.support import TRAVEL, Sandbox

KNEE = "My husband has a weak knee: he cannot walk far or climb steep stairs"
ADDABLE = [
    (t["id"], a["name"])
    for t in TRIPS
    for a in Sandbox().data("getTripItinerary", {"trip_id": t["id"]})["addable_activities"]
]


def _day_of(days: list[dict[str, Any]], name: str) -> Optional[int]:
    held = [d["day"] for d in days if name in d["activities"]]
    return held[0] if len(held) == 1 else None


@pytest.mark.parametrize("need", [True, False], ids=["need", "no-need"])
@pytest.mark.parametrize("trip_id, name", ADDABLE)
def test_an_added_activity_has_one_day_in_every_view_within_the_need(trip_id: str, name: str, need: bool) -> None:
    sb = Sandbox()
    asked = {"mobility_need": True} if need else {}
    items = [{"type": "add_activity", "details": {"activity": name}}]
    resp = sb.call(
        "calculateCustomTrip", {"base_trip_id": trip_id, "people_count": 2, "customizations": items, **asked}
    )
    if resp.status_code != 200:  # no day can hold it (for this need): refused with the reason, nothing to compare
        assert resp.json()["success"] is False and resp.json()["error"]["message"]
        return
    [added] = resp.json()["data"]["plan_changes"]["added_activities"]
    quoted = added["day"]
    custom = sb.data("customizeTrip", {"trip_id": trip_id, "people_count": 2, "customizations": items, **asked})
    ctrip = custom["custom_trip_id"]
    shown = sb.data("getTripItinerary", {"trip_id": ctrip, **asked})["itinerary"]
    requests = {"special_requests": KNEE} if need else {}
    summary = sb.data(
        "previewBooking",
        {"trip_id": ctrip, "travel_date": TRAVEL, "people_count": 2, "pickup_location": "Hotel lobby", **requests},
    )
    end = date.fromisoformat(TRAVEL) + timedelta(days=custom["duration_days"] - 1)
    booking = sb.book(ctrip, end_date=end.isoformat(), **requests)
    booked = sb.data("getTripItinerary", {"booking_id": booking["booking_id"]})["itinerary"]
    days = [_day_of(shown, name), _day_of(summary["itinerary_days"], name), _day_of(booked, name)]
    assert days == [quoted] * 3, (trip_id, name, quoted, days)
    assert booking["total_usd"] == summary["total_usd"]
    if need:  # never a day that starts at 05:00 for a sunrise
        day = shown[quoted - 1]
        assert not any(is_any(a, DAWN) for a in day["activities"] if a != name), (trip_id, name, day["activities"])
