"""The transfer from the route's start is paid only by a group picked up there (relays 19 and 20, issue 37).

A group that starts at the destination (a Siem Reap family on the Angkor trip from Phnom Penh) paid for
the Phnom Penh transfer it never used, said only after paying. Over every catalogue trip: the catalogue
holds the transfer part; calculateCustomTrip, previewBooking and createBooking price a join at the
destination as the package less that part (children by their band); changePickup moves a reserved
booking's price with the join point (a moved pickup keeps the drop-off at the start: the leg back is
still ridden and paid, only the leg there is freed); a paid booking's move is a priced change (a refund of
the part, or its top-up on the way back) through previewReschedule; an airport pickup keeps a time the traveller
can meet."""

from __future__ import annotations

import pytest

from sandbox.catalogue import CATALOGUE
from sandbox.data.getting_there import ROUTES, is_local
from sandbox.group import Group
from sandbox.policy import money
from tests.sandbox.pickup_moves import move_pickup
from tests.sandbox.support import Sandbox
from tests.sandbox.test_price_for_days import paid_booking

TRIPS = sorted(ROUTES)
AWAY = [t for t in TRIPS if not is_local(t)]
FAMILY = {"adults": 2, "children_ages": [8, 2]}  # a child at the child rate, a toddler free


def town(trip_id: str) -> str:
    return ROUTES[trip_id].destination.split(",")[0]


def part_for(trip_id: str, group: Group, legs: int = 2) -> float:
    """The group's transfer part for ``legs`` of its two legs (there and back): each traveller's share of one
    adult's, by their band."""
    per_adult = money(CATALOGUE.trip(trip_id).transfer_usd * legs / 2)
    return money(sum(t["price_usd"] for t in group.quote(per_adult)["travellers"]))


@pytest.mark.parametrize("trip_id", TRIPS)
def test_every_trip_holds_its_transfer_part(trip_id: str) -> None:
    trip = CATALOGUE.trip(trip_id)
    assert 0 <= trip.transfer_usd < trip.price_usd
    assert (trip.transfer_usd == 0) == is_local(trip_id)  # only a trip starting in its own town has none


@pytest.mark.parametrize("trip_id", TRIPS)
def test_every_price_before_booking_leaves_out_the_transfer_for_a_group_at_the_destination(trip_id: str) -> None:
    sb = Sandbox()
    group = Group(adults=2, children_ages=(8, 2))
    part = part_for(trip_id, group) if trip_id in AWAY else 0.0
    start, there = ROUTES[trip_id].from_city, town(trip_id)
    calc = {
        c: sb.data("calculateCustomTrip", {"base_trip_id": trip_id, **FAMILY, "departure_city": c})
        for c in (start, there)
    }
    assert calc[there]["total_usd"] == money(calc[start]["total_usd"] - part)
    preview = {
        c: sb.data(
            "previewBooking",
            {
                "trip_id": trip_id,
                "travel_date": "2026-04-20",
                **FAMILY,
                "departure_city": c,
                "pickup_location": f"Hotel, {c}",
            },
        )
        for c in (start, there)
    }
    assert preview[there]["total_usd"] == money(preview[start]["total_usd"] - part)
    assert preview[there]["total_usd"] == calc[there]["total_usd"]
    booked = sb.book(trip_id, people=None, **FAMILY, departure_city=there, pickup_location=f"Hotel, {there}")
    assert booked["total_usd"] == preview[there]["total_usd"]  # what was quoted is what is charged


@pytest.mark.parametrize("trip_id", AWAY)
def test_a_reserved_bookings_price_follows_its_pickup(trip_id: str) -> None:
    sb = Sandbox()
    start = ROUTES[trip_id].from_city
    booked = sb.book(trip_id, people=None, **FAMILY, pickup_location=f"Hotel lobby, {start}")
    # the pickup moves, the trip still ends at the start: only the leg there is freed, the leg back is ridden
    bid, part = booked["booking_id"], part_for(trip_id, Group(adults=2, children_ages=(8, 2)), legs=1)
    there = sb.data("changePickup", {"booking_id": bid, "pickup_location": f"Our hotel, {town(trip_id)}"})
    assert there["total_usd"] == money(booked["total_usd"] - part) and there["price_change_usd"] == -part
    back = sb.data("changePickup", {"booking_id": bid, "pickup_location": f"Our hotel, {start}"})
    assert back["total_usd"] == booked["total_usd"] and back["price_change_usd"] == part


@pytest.mark.parametrize("trip_id", AWAY)
def test_a_paid_bookings_move_to_the_destination_and_back_is_a_priced_change(trip_id: str) -> None:
    sb = Sandbox()
    bid, _ = paid_booking(sb, trip_id)
    store = sb.app.state.store
    total = store.bookings[bid].total_usd
    part = part_for(trip_id, Group(adults=2), legs=1)  # the drop-off stays at the start: its leg back is paid
    away = move_pickup(sb, bid, f"Our hotel, {town(trip_id)}")
    quote = away["priced"]
    assert quote is not None and quote["new_total_usd"] == money(total - part)  # the part freed
    assert 0 <= quote["refund_usd"] <= part  # refunded at the tier, like a traveller who leaves
    assert store.bookings[bid].total_usd == money(total - part)
    assert store.bookings[bid].pickup_location == f"Our hotel, {town(trip_id)}"
    back = move_pickup(sb, bid, f"Hotel lobby, {ROUTES[trip_id].from_city}")
    assert back["priced"] is not None and back["priced"]["new_total_usd"] == total  # the part paid again


@pytest.mark.parametrize("trip_id", AWAY[::3])
def test_an_airport_pickup_keeps_a_time_the_traveller_can_meet(trip_id: str) -> None:
    sb = Sandbox()
    bid, _ = paid_booking(sb, trip_id)
    airport = f"Airport, {ROUTES[trip_id].from_city}"  # at the start: the price stays
    kept = sb.data("changePickup", {"booking_id": bid, "pickup_location": airport})
    assert kept["pickup_time_stays"] == kept["pickup"]["time"] and "flight" in kept["pickup_time_note"]
    timed = sb.data("changePickup", {"booking_id": bid, "pickup_location": airport, "time": "10:30"})
    assert timed["pickup"]["time"] == "10:30" and timed["pickup_time_set"] == "10:30"
    assert "10:30" in str(timed["operator"])
