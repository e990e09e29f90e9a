"""previewReschedule takes a day for an add-on (relay 20 req 62: the traveller asked for the free
day): on that day when it has room, else refused with the reason and the days that can; without
one, the first day with room (sandbox/day_room.py)."""

from __future__ import annotations

from sandbox.data.trips import get_trip
from sandbox.day_room import can_hold
from sandbox.plan import plan_for
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family, preview

DINNER = "Apsara dance show with dinner"


def test_an_add_on_goes_on_the_day_asked_for_or_is_refused_with_the_days_that_can(sb: Sandbox) -> None:
    trip = get_trip("trip_001")
    assert trip is not None
    able = can_hold(trip, plan_for(trip, [])["days"], DINNER)
    bid = family(sb, adults=2, children=())["booking_id"]
    for number in range(1, trip["duration_days"] + 1):
        for change in (
            {"add_activities": [DINNER], "day": number},
            {"add_activities": [{"activity": DINNER, "day": number}]},
        ):
            if number in able:
                quote = preview(sb, bid, **change)
                [day] = [d for d in quote["proposed"]["itinerary_days"] if any("Apsara" in a for a in d["activities"])]
                assert day["day"] == number and quote["proposed"]["added_activities"] == [DINNER]
            else:
                details = sb.error("previewReschedule", {"booking_id": bid, **change}, 400)["details"]
                assert details["days_that_can"] == able, details
    quote = preview(sb, bid, add_activities=[DINNER])
    [day] = [d for d in quote["proposed"]["itinerary_days"] if any("Apsara" in a for a in d["activities"])]
    assert day["day"] == able[0]
