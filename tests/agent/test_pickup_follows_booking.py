"""A paid booking's pickup as the session cites it is the booking's after every change the backend confirms.

Relay 55: the pickup moved from Kampong Cham (05:00) to Phnom Penh (07:30) through a priced change quote
(confirmReschedule); the booking card, the context's pickup line and the reminder kept "05:00 … Kampong Cham" while
the booking said Phnom Penh 07:30: the session followed the booking's pickup place, not its time and meeting point.

Invariant: after confirmReschedule, a withdrawn change or changePickup, the card's pickup (place and time) and the
context's pickup line are the booking's, whatever else changed."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from agent.aftercare import change_pickup, change_withdrawn, confirm_reschedule, pickup_line
from agent.booking_card import card_of
from tests.agent.test_pickup_consent import paid_session

NOW = datetime(2026, 11, 30, 7, 0, tzinfo=UTC)
OLD = {"location": "House 27, Kampong Cham", "time": "05:00", "time_zone": "ICT (UTC+7)",
       "meeting_point": "The driver meets you at House 27, Kampong Cham."}  # fmt: skip


def _booking(place: str, time: str) -> dict[str, Any]:
    return {
        "booking_id": "bk_1", "status": "CONFIRMED", "travel_date": "2027-01-04", "end_date": "2027-01-06",
        "people_count": 5, "group": {"adults": 3, "children_ages": [10, 4]}, "total_usd": 826.8,
        "amount_paid_usd": 956.8, "balance_due_usd": 0, "pickup_location": place,
        "pickup": {"location": place, "time": time, "time_zone": "ICT (UTC+7)",
                   "meeting_point": f"The driver meets you at {place}."},
    }  # fmt: skip


CHANGES = {
    "confirmReschedule": lambda st, b: confirm_reschedule(st, {}, {"rescheduled": True, "booking": b}, NOW),
    "withdrawn": lambda st, b: change_withdrawn(st, b),
    "changePickup": lambda st, b: change_pickup(
        st, {}, {"pickup_changed": True, "booking": b, "pickup": b["pickup"]}, NOW
    ),
}


@pytest.mark.parametrize("how", sorted(CHANGES))
@pytest.mark.parametrize(
    ("place", "time"), [("Sister's house, Phnom Penh", "07:30"), ("House 27, Kampong Cham", "06:15")]
)
def test_the_sessions_pickup_is_the_bookings_after_a_change(how: str, place: str, time: str) -> None:
    state = paid_session()
    state.pickup_location, state.booking_pickup = OLD["location"], dict(OLD)
    CHANGES[how](state, _booking(place, time))
    assert state.booking_pickup is not None and state.booking_pickup["time"] == time
    line = pickup_line(state) or ""
    assert time in line and place in line and "05:00" not in line
    card = card_of(state, "paid").model_dump()
    assert card["pickup_location"] == place and card["pickup_time"] == time
