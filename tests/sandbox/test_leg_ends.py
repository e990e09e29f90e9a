"""The extra transfer leg from a town off a trip's route is priced PER END (a family picked up at home in
Kampong Cham for Kep moved the pickup to Phnom Penh and was refunded the whole leg there and back while the
plan still drove them home to Kampong Cham; moving the drop-off too was "price_unchanged").

Over every trip and pairs of towns (pickup, drop-off: the route's start, towns off the route within reach, the
destination as a drop-off): the pickup end costs the hours from the pickup town to its join point (the nearer of
the route's start and its destination: sandbox/data/join_points.py), the drop-off end the hours from its join
point to the drop-off town (each x EXTRA_LEG_PER_HOUR_USD per adult, children by band), an
end on the route nothing; ``extra_leg`` names each end; day 1 and the last day say exactly the ends priced, in
the booking's price (never "+X USD per adult" as if owed); a move of either end is price(after) -
price(before): through previewReschedule's quote when the booking is paid."""

from __future__ import annotations

from typing import Any, Optional

import pytest

from sandbox.data.getting_there import ROUTES, extra_leg
from sandbox.data.join_points import at_destination
from sandbox.data.trips import TRIPS_BY_ID
from sandbox.group import Group
from sandbox.policy import EXTRA_LEG_PER_HOUR_USD, money
from tests.sandbox.support import Sandbox
from tests.sandbox.test_extra_leg import within_reach

TRIPS = sorted(ROUTES)
FAMILY = {"adults": 2, "children_ages": [15, 8, 2]}
GROUP = Group(adults=2, children_ages=(15, 8, 2))


def end_usd(trip_id: str, town: str) -> float:
    """One adult's part of one end at ``town`` (0 on the route)."""
    if town not in within_reach(trip_id):
        return 0.0
    leg = extra_leg(trip_id, town)
    assert leg is not None
    return money(leg.hours * EXTRA_LEG_PER_HOUR_USD)


def joins_at(trip_id: str, town: str) -> str:
    """The join point an end at ``town`` meets the group at: its leg's, else the route's start."""
    leg = extra_leg(trip_id, town)
    return leg.to if leg is not None else ROUTES[trip_id].from_city


def away(trip_id: str, town: str) -> bool:
    """An end at ``town`` meets the group at its destination (in the town, or by a leg to it), off the start."""
    return town == ROUTES[trip_id].destination.split(",")[0] or at_destination(trip_id, extra_leg(trip_id, town))


def share(per_adult: float) -> float:
    return money(sum(t["price_usd"] for t in GROUP.quote(per_adult)["travellers"]))


def paid(sb: Sandbox, bid: str) -> None:
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200


def days_of(sb: Sandbox, bid: str) -> list[dict[str, Any]]:
    return sb.data("getTripItinerary", {"booking_id": bid})["itinerary"]


def check_said(trip_id: str, days: list[dict[str, Any]], up: str, down: str) -> None:
    """Day 1 says the pickup end (there and back only when the trip ends in the same town), the last day the
    drop-off end; a booking's words never say a price as still owed."""
    start = joins_at(trip_id, down)
    first, last = " ".join(days[0]["activities"]), " ".join(days[-1]["activities"])
    legged_up, legged_down = end_usd(trip_id, up) > 0, end_usd(trip_id, down) > 0
    assert (f"From {up}: a private transfer" in first) == legged_up, (up, down, first)
    if legged_up:
        assert ("and back" in first) == (legged_down and up == down), (up, down, first)
        assert ("one way" in first) == (up != down), (up, down, first)
    assert (f"a private transfer from {start}" in last) == legged_down, (up, down, last)
    assert "USD per adult" not in first + last, (first, last)


def place(town: str) -> str:
    return f"Our guesthouse, {town}"


@pytest.mark.parametrize("trip_id", TRIPS)
def test_each_end_is_priced_and_said_on_its_own(trip_id: str) -> None:
    r = ROUTES[trip_id]
    towns = [r.from_city, *within_reach(trip_id)[:2]]
    drops = [*towns, r.destination.split(",")[0]]
    sb = Sandbox()
    at_start = sb.book(trip_id, people=None, **FAMILY, pickup_location=place(r.from_city))["total_usd"]
    at_end = sb.book(trip_id, people=None, **FAMILY, pickup_location=place(r.destination.split(",")[0]))["total_usd"]
    for up in towns:
        for down in drops:
            booked = sb.book(trip_id, people=None, **FAMILY, pickup_location=place(up))
            bid = booked["booking_id"]
            if down != up:  # a reserved booking: its price follows the drop-off's end
                moved = sb.data("changePickup", {"booking_id": bid, "drop_off_location": place(down)})
                assert moved["drop_off"]["changed"], moved
            pricing = sb.app.state.store.bookings[bid].pricing
            per_adult = money(end_usd(trip_id, up) + end_usd(trip_id, down))
            assert float(pricing.get("extra_leg_per_adult_usd") or 0) == per_adult, (up, down, pricing)
            total = sb.app.state.store.bookings[bid].total_usd
            # the legs of the transfer from the start not ridden: the one there when the pickup end meets the group
            # at its destination, the one back when the drop-off end leaves it there (each half of transfer_usd)
            legs = int(away(trip_id, up)) + int(away(trip_id, down))
            credit = money(float(TRIPS_BY_ID[trip_id]["transfer_usd"]) * legs / 2)
            assert legs < 2 or money(at_start - share(credit)) == at_end
            assert total == money(at_start + share(money(per_adult - credit))), (up, down, total)
            ends = (pricing.get("extra_leg") or {}).get("ends", [])
            want = [("pickup", up, joins_at(trip_id, up)), ("drop_off", joins_at(trip_id, down), down)]
            want = [w for w in want if end_usd(trip_id, up if w[0] == "pickup" else down)]
            assert [(e["end"], e["from"], e["to"]) for e in ends] == want, (up, down, ends)
            check_said(trip_id, days_of(sb, bid), up, down)


def quote(sb: Sandbox, bid: str, pickup: Optional[str] = None, drop: Optional[str] = None) -> dict[str, Any]:
    body = {"booking_id": bid, **({"pickup_location": pickup} if pickup else {})}
    return sb.data("previewReschedule", {**body, **({"drop_off_location": drop} if drop else {})})


def test_the_pickup_moved_then_the_drop_off_ends_with_the_price_of_the_ends_driven() -> None:
    """The reported sequence: a Khmer family of six picked up at home in Kampong Cham for Kep; the pickup moved
    to her sister's house in Phnom Penh frees only the pickup end (the plan still drives them home), then the
    drop-off moved there too frees the other end: the booking ends priced as the trip from Phnom Penh."""
    sb = Sandbox()
    family = {"adults": 4, "children_ages": [8, 6]}
    home, sister = "House 27, Kampong Cham", "Sister's house, Phnom Penh"
    booked = sb.book("trip_009", people=None, **family, pickup_location=home)
    bid = booked["booking_id"]
    paid(sb, bid)
    at_pp = sb.data(
        "previewBooking",
        {
            "trip_id": "trip_009",
            "travel_date": booked["travel_date"],
            **family,
            "end_date": booked["end_date"],
            "pickup_location": sister,
        },
    )["total_usd"]
    end = 4 * 12.5 + 2 * 7.5  # 2.5 h one way x $5 per adult, children at their band
    assert booked["total_usd"] == money(at_pp + 2 * end)
    error = sb.error("changePickup", {"booking_id": bid, "pickup_location": sister}, 409)
    assert error["code"] == "PICKUP_CHANGES_PRICE" and error["details"]["price_difference_usd"] == -end
    moved = quote(sb, bid, pickup=sister)
    assert moved["new_total_usd"] == money(booked["total_usd"] - end), moved  # only the pickup end
    last = " ".join(moved["proposed"]["itinerary_days"][-1]["activities"])
    assert "Kampong Cham" in last and "private transfer from Phnom Penh" in last  # the end still priced
    sb.data("confirmReschedule", {"booking_id": bid, "quote_id": moved["quote_id"]})
    error = sb.error("changePickup", {"booking_id": bid, "drop_off_location": sister}, 409)
    assert error["code"] == "PICKUP_CHANGES_PRICE" and "drop_off_location" in error["details"]["next_step"]
    assert error["details"]["price_difference_usd"] == -end
    dropped = quote(sb, bid, drop=sister)
    assert dropped["changes"] == ["drop_off"] and dropped["new_total_usd"] == at_pp, dropped
    sb.data("confirmReschedule", {"booking_id": bid, "quote_id": dropped["quote_id"]})
    booking = sb.app.state.store.bookings[bid]
    assert booking.total_usd == at_pp and "extra_leg" not in booking.pricing
    assert "Kampong Cham" not in str(days_of(sb, bid))


def test_one_quote_moves_both_ends_or_makes_the_leg_one_way() -> None:
    sb = Sandbox()
    home, sister = "House 27, Kampong Cham", "Sister's house, Phnom Penh"
    booked = sb.book("trip_009", people=None, **FAMILY, pickup_location=sister)
    bid = booked["booking_id"]
    paid(sb, bid)
    one_way = quote(sb, bid, drop=home)  # picked up in Phnom Penh, dropped back home: the drop-off end only
    assert one_way["new_total_usd"] == money(booked["total_usd"] + share(12.5)), one_way
    days = one_way["proposed"]["itinerary_days"]
    check_said("trip_009", days, "Phnom Penh", "Kampong Cham")
    both = quote(sb, bid, pickup=home, drop="Our guesthouse, Kampong Speu")  # two towns, two ends
    assert both["changes"] == ["pickup", "drop_off"], both
    assert both["new_total_usd"] == money(booked["total_usd"] + share(12.5 + 5)), both
    check_said("trip_009", both["proposed"]["itinerary_days"], "Kampong Cham", "Kampong Speu")
    # a town on the road to Kep (Takeo): the group drops off there on its way back, no end priced
    on_road = quote(sb, bid, pickup=home, drop="Our guesthouse, Takeo")
    assert on_road["new_total_usd"] == money(booked["total_usd"] + share(12.5)), on_road
    check_said("trip_009", on_road["proposed"]["itinerary_days"], "Kampong Cham", "Takeo")


def test_a_paid_bookings_plan_says_the_leg_is_in_its_price() -> None:
    sb = Sandbox()
    booked = sb.book("trip_009", people=None, **FAMILY, pickup_location="House 27, Kampong Cham")
    paid(sb, booked["booking_id"])
    first = " ".join(days_of(sb, booked["booking_id"])[0]["activities"])
    assert "included in the booking's price" in first and "USD per adult" not in first, first
