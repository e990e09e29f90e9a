"""Every pickup time a booked trip's itinerary shows is the booking's one pickup time (issue 37, relay 28
req 60: after changePickup set 11:45, getting_there.pickup_note still said "about 13:30 at Siem Reap airport").
For every trip a group can join at its destination, in every language and at any time set: the pickup, day 1
and getting_there name no other time."""

from __future__ import annotations

import re

from hypothesis import given, settings, strategies as st

from sandbox.data.getting_there import ROUTES
from sandbox.data.hours import plus
from sandbox.data.practical import pickup_time
from tests.sandbox.support import Sandbox

CLOCK = re.compile(r"\b\d{1,2}:\d{2}\b")
JOINABLE = sorted(t for t, r in ROUTES.items() if r.destination.split(",")[0] != r.from_city)
USER = {"user_id": "user-a"}


@settings(max_examples=10, deadline=None)
@given(
    trip_id=st.sampled_from(JOINABLE),
    language=st.sampled_from(("EN", "KH", "ZH")),
    later=st.sampled_from((0.25, 1.0, 2.75)),
)
def test_a_booked_itinerary_names_only_the_booking_s_pickup_time(trip_id: str, language: str, later: float) -> None:
    """At a time after the group's arrival there (an earlier one is refused: tests/sandbox/test_pickup_not_before_the_group.py)."""
    sb = Sandbox()
    town = ROUTES[trip_id].destination.split(",")[0]
    time = plus(pickup_time(trip_id, f"Hotel in {town}"), later)
    bid = sb.book(trip_id, people=2, pickup_location=f"Hotel in {town}", **USER)["booking_id"]
    sb.data("changePickup", {"booking_id": bid, "time": time, **USER})
    plan = sb.data("getTripItinerary", {"booking_id": bid, "language": language, **USER})
    pickup = {k: v for k, v in plan["pickup"].items() if k not in ("location", "meeting_point")}
    shown = [str(pickup), str(plan.get("getting_there") or {}), str(plan["itinerary"][0]["activities"][:1])]
    assert {c for text in shown for c in CLOCK.findall(text)} == {time}, (shown, time)
