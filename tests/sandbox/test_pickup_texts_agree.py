"""Pickup texts agree (relay 9 req 11, 22, 30): after a pickup is given or changed, and after a move,
getting_there.pickup_note, pickup.meeting_point / transfer, the itinerary's day-1 pickup and the
last day's drop-off never contradict: no "your hotel" beside a named airport, no flight note on the
drop-off, and a dated pickup note is flagged to check when the trip moves."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import pytest

from sandbox.data.getting_there import not_included_from
from sandbox.data.pickup_words import DATE, pickup_place
from tests.sandbox.pickup_moves import move_pickup
from tests.sandbox.support import TRAVEL, Sandbox

TRIPS = ["trip_001", "trip_005", "trip_013", "trip_010", "trip_004"]
# pickup kinds: a bare town, a hotel or an airport there (with a flight note), the route's own city, another city
PICKUPS = {
    "trip_001": ["Siem Reap", "Lotus Garden Hotel, Siem Reap", "Siem Reap airport (Apr 20 12:00 flight landing)"],
    "trip_005": ["Battambang", "Stung Sangke Hotel, Battambang", "Battambang bus station (arriving 20 Apr 10:30)"],
    "trip_013": ["Kampot", "Kampot riverside guesthouse", "Hotel lobby, Phnom Penh"],
    "trip_010": ["Sihanoukville", "Sihanoukville airport (flight lands 09:40, Apr 20)", "Koh Rong"],
    "trip_004": ["Phnom Penh", "Phnom Penh airport (2026-04-20 08:15 arrival)", "Kep"],
}
TOWNS = {"siem reap", "battambang", "kampot", "sihanoukville", "phnom penh", "koh rong", "kep"}
CASES = [(t, p) for t in TRIPS for p in PICKUPS[t]]
MOVES: list[dict[str, Any]] = [{"new_travel_date": "2026-04-25"}, {"add_adults": 1}]


def no_contradiction(pickup_location: str, pickup: dict[str, Any], days: list[dict[str, Any]], note: str = "") -> None:
    spot = pickup_place(pickup_location)
    named_spot = spot in pickup.get("meeting_point", "")
    for text in (pickup.get("transfer", ""), note, days[0]["activities"][0]):
        if named_spot and spot.lower() not in TOWNS:
            assert "your hotel there" not in text, (pickup_location, text)
    last = " ".join(days[-1]["activities"])
    if pickup_location != spot:  # the pickup point's day-1 note (a flight, a time) is not the drop-off's
        assert pickup_location not in last and not DATE.search(last.replace(spot, "")), last


@pytest.mark.parametrize(("trip_id", "pickup_location"), CASES)
def test_a_given_pickup_reads_the_same_everywhere(sb: Sandbox, trip_id: str, pickup_location: str) -> None:
    body = {"trip_id": trip_id, "travel_date": TRAVEL, "people_count": 2, "pickup_location": pickup_location}
    if not_included_from(trip_id, pickup_location):  # another city: refused, as changePickup refuses it
        assert sb.error("previewBooking", body, 409)["code"] == "PICKUP_OUTSIDE_ROUTE"
        return
    preview = sb.data("previewBooking", body)
    note = (preview.get("getting_there") or {}).get("pickup_note", "")
    no_contradiction(pickup_location, preview["pickup"], preview["itinerary_days"], note)


@pytest.mark.parametrize(("trip_id", "pickup_location"), CASES)
def test_after_changepickup_and_a_move_the_texts_agree_and_a_dated_note_is_flagged(
    sb: Sandbox, trip_id: str, pickup_location: str
) -> None:
    from tests.sandbox.test_price_for_days import paid_booking

    bid, days = paid_booking(sb, trip_id)
    if not_included_from(
        trip_id, pickup_location
    ):  # another city: refused (tests/sandbox/test_pickup_outside_route.py)
        sb.error("changePickup", {"booking_id": bid, "pickup_location": pickup_location}, 409)
        return
    done = move_pickup(sb, bid, pickup_location)  # at the destination: a priced change (the transfer part)
    booking = done["booking"]
    if done["priced"] and done["priced"]["amount_is"] == "due":  # a town off the route: its extra leg paid
        qr = sb.data("generatePaymentQR", {"booking_id": bid})
        assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    no_contradiction(pickup_location, done["pickup"], booking["itinerary_days"])
    assert ("needs_check" in done["pickup"]) == bool(DATE.search(pickup_location))
    for move in MOVES:
        quote = sb.data("previewReschedule", {"booking_id": bid, **move})
        proposed = quote["proposed"]
        no_contradiction(pickup_location, done["pickup"], proposed["itinerary_days"])
        if DATE.search(pickup_location):
            end = date.fromisoformat(proposed["travel_date"]) + timedelta(days=days - 1)
            assert proposed["travel_date"] in proposed["pickup_check"] and end.isoformat() in proposed["pickup_check"]
        else:
            assert "pickup_check" not in proposed
