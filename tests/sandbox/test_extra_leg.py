"""A pickup in a known town off a trip's route is a priced extra transfer leg (held-out batches U and V: a
traveller in Siem Reap, Bavet or Kralanh shown a trip from Phnom Penh was refused the pickup in their town).

Over every catalogue trip and every known town off its route: a town within ``EXTRA_LEG_REACH_HOURS`` by
road of one of the route's join points (its start, or its destination: the nearer, sandbox/data/join_points.py;
tests/sandbox/test_leg_nearer_join.py) is accepted, and previewBooking, createBooking and the price function agree
to the cent: the leg is one adult's ``hours x 2 x EXTRA_LEG_PER_HOUR_USD`` (there and back), each traveller's share by
their band (12+ as adults, 4-11 at the child rate, under 4 free), a line of its own that, with the others,
adds up to the price; a town beyond reach is refused with the reason and the nearest start; a paid
booking's pickup moved to such a town (and back) is quoted price(after) - price(before), the pickup end only
(each end is priced on its own: tests/sandbox/test_leg_ends.py)."""

from __future__ import annotations

import pytest

from sandbox.data.getting_there import ROUTES, departure_line, extra_leg, pickup_city
from sandbox.data.join_points import at_destination
from sandbox.data.known_cities import KNOWN_CITIES
from sandbox.data.road_hours import TO_PHNOM_PENH, road_hours
from sandbox.data.trips import TRIPS_BY_ID
from sandbox.group import Group
from sandbox.policy import EXTRA_LEG_PER_HOUR_USD, EXTRA_LEG_REACH_HOURS, money
from tests.sandbox.pickup_moves import move_pickup
from tests.sandbox.support import TRAVEL, Sandbox
from tests.sandbox.test_price_for_days import paid_booking

TRIPS = sorted(ROUTES)
FAMILY = {"adults": 2, "children_ages": [15, 8, 2]}  # one of each band: 12+ as an adult, 4-11, under 4 free
GROUP = Group(adults=2, children_ages=(15, 8, 2))


def off_route(trip_id: str) -> list[str]:
    """The known towns a pickup may name that are neither the route's start, its destination nor its pier."""
    return [c for c in KNOWN_CITIES if pickup_city(trip_id, c)[1] in ("other", "leg")]


def hours_to_start(trip_id: str, town: str) -> float | None:
    return road_hours(town, ROUTES[trip_id].from_city)


def hours_to_join(trip_id: str, town: str) -> float | None:
    """Hours of the leg from ``town`` to the nearer join point within reach, else None."""
    leg = extra_leg(trip_id, town)
    return leg.hours if leg else None


def within_reach(trip_id: str) -> list[str]:
    return [t for t in off_route(trip_id) if hours_to_join(trip_id, t) is not None]


def beyond_reach(trip_id: str) -> list[str]:
    return [t for t in off_route(trip_id) if t not in within_reach(trip_id)]


def leg_for(group: Group, per_adult: float) -> float:
    """The group's share of the leg: each traveller's by their band."""
    return money(sum(t["price_usd"] for t in group.quote(per_adult)["travellers"]))


def preview(sb: Sandbox, trip_id: str, pickup: str) -> dict:
    return sb.data("previewBooking", {"trip_id": trip_id, "travel_date": TRAVEL, **FAMILY, "pickup_location": pickup})


def test_every_trip_has_towns_within_and_beyond_reach() -> None:
    assert all(within_reach(t) for t in TRIPS)  # every trip can be joined from some town off its route
    assert any(beyond_reach(t) for t in TRIPS)
    assert all(road_hours(t, "Phnom Penh") is None for t in ("Koh Rong",))  # an island: no road


def test_hours_to_phnom_penh_are_the_routes_own_where_a_route_runs_there_by_road() -> None:
    for r in ROUTES.values():
        if r.from_city != "Phnom Penh" or r.via or "boat" in r.by or "ferry" in r.by:
            continue
        for town in (r.destination.split(",")[0], *r.towns):
            if town in TO_PHNOM_PENH:
                assert TO_PHNOM_PENH[town] == r.hours, (town, r)


@pytest.mark.parametrize("trip_id", TRIPS)
def test_a_pickup_in_a_town_within_reach_is_an_extra_leg_priced_alike_everywhere(trip_id: str) -> None:
    sb = Sandbox()
    start = ROUTES[trip_id].from_city
    at_start = preview(sb, trip_id, f"Our guesthouse, {start}")
    at_end = preview(sb, trip_id, f"Our guesthouse, {ROUTES[trip_id].destination.split(',')[0]}")
    assert "extra_leg_usd" not in at_start["pricing"]
    for n, town in enumerate(within_reach(trip_id)):
        hours = hours_to_join(trip_id, town)
        assert hours is not None
        per_adult = money(hours * 2 * EXTRA_LEG_PER_HOUR_USD)
        quoted = preview(sb, trip_id, f"Our guesthouse, {town}")
        pricing = quoted["pricing"]
        # the leg line: one adult's part and the group's, by band
        assert pricing["extra_leg_per_adult_usd"] == per_adult, (town, pricing)
        assert pricing["extra_leg_usd"] == leg_for(GROUP, per_adult), (town, pricing)
        assert pricing["extra_leg"]["from"] == town and pricing["extra_leg"]["hours_each_way"] == hours
        assert quoted["extra_leg"]["group_usd"] == pricing["extra_leg_usd"]  # previewBooking's line of its own
        # the parts add up to one adult's price, and the travellers' shares to the total
        parts = (
            pricing["base_per_adult_usd"]
            + pricing.get("customizations_per_person_usd", 0)
            + pricing.get("park_pass_change_per_adult_usd", 0)
            + pricing["extra_leg_per_adult_usd"]
            - pricing.get("self_drive_credit_per_adult_usd", 0)
        )
        assert money(parts) == pricing["price_per_adult_usd"], (town, pricing)
        shares = sum(t["price_usd"] for t in pricing["travellers"]) + pricing.get("room_supplement_usd", 0)
        assert money(shares) == quoted["total_usd"]
        # the one price function: the leg is exactly what the town adds to the price at its join point
        joined = at_start if pricing["extra_leg"]["to"] == start else at_end
        assert quoted["total_usd"] == money(joined["total_usd"] + pricing["extra_leg_usd"]), (town, quoted)
        if n == 0:  # what is quoted is what is charged
            booked = sb.book(trip_id, people=None, **FAMILY, pickup_location=f"Our guesthouse, {town}")
            assert booked["total_usd"] == quoted["total_usd"]
            assert booked["pricing"]["extra_leg_usd"] == pricing["extra_leg_usd"]


@pytest.mark.parametrize("trip_id", TRIPS)
def test_a_town_beyond_reach_is_refused_with_the_reason_and_the_nearest_start(trip_id: str) -> None:
    sb = Sandbox()
    start = ROUTES[trip_id].from_city
    for town in beyond_reach(trip_id):
        body = {"trip_id": trip_id, "travel_date": TRAVEL, **FAMILY, "pickup_location": f"Our guesthouse, {town}"}
        error = sb.error("previewBooking", body, 409)
        assert error["code"] == "PICKUP_OUTSIDE_ROUTE"
        assert error["details"]["nearest_start"] == start and f"nearest start is {start}" in error["message"]
        hours = hours_to_start(trip_id, town)
        assert hours is None or (hours > EXTRA_LEG_REACH_HOURS and f"{hours:g} h by road" in error["message"])


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("trip_id", TRIPS)
def test_the_departure_line_from_a_town_within_reach_says_the_leg_and_its_price(trip_id: str, language: str) -> None:
    for town in within_reach(trip_id)[:3]:
        hours = hours_to_join(trip_id, town)
        assert hours is not None
        line = departure_line(trip_id, town, "07:30", language)
        assert f"{money(hours * 2 * EXTRA_LEG_PER_HOUR_USD):g} " in line and f"{hours:g} " in line, line
        assert "Not included" not in line


@pytest.mark.parametrize("trip_id", TRIPS[::2])
def test_a_paid_bookings_pickup_moved_to_a_town_within_reach_is_priced_after_less_before(trip_id: str) -> None:
    sb = Sandbox()
    bid, _ = paid_booking(sb, trip_id)
    store = sb.app.state.store
    total = store.bookings[bid].total_usd
    town = within_reach(trip_id)[0]
    hours = hours_to_join(trip_id, town)
    assert hours is not None
    # the pickup end only: the trip still ends where it did, on the route (tests/sandbox/test_leg_ends.py)
    leg = leg_for(Group(adults=2), money(hours * EXTRA_LEG_PER_HOUR_USD))
    # a leg that meets the group at its destination: the transfer's leg there is left out too (join_points.py);
    # the trip still ends at the start, so its leg back is ridden and paid (tests/sandbox/test_transfer_credit_legs.py)
    if at_destination(trip_id, extra_leg(trip_id, town)):
        leg = money(leg - leg_for(Group(adults=2), float(TRIPS_BY_ID[trip_id]["transfer_usd"]) / 2))
    away = move_pickup(sb, bid, f"Our guesthouse, {town}")
    quote = away["priced"]
    assert quote is not None and quote["new_total_usd"] == money(total + leg), quote  # price(after) - price(before)
    assert store.bookings[bid].total_usd == money(total + leg)
    if leg > 0:  # a top-up, paid (a leg to the destination that costs less than the transfer is refunded)
        qr = sb.data("generatePaymentQR", {"booking_id": bid})
        assert leg in {qr.get(k) for k in ("amount_usd", "amount", "top_up_usd", "amount_due_usd")}, qr
        assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    back = move_pickup(sb, bid, f"Hotel lobby, {ROUTES[trip_id].from_city}")
    assert back["priced"] is not None and back["priced"]["new_total_usd"] == total  # the leg freed


def test_a_leaver_gets_back_their_share_of_the_leg() -> None:
    sb = Sandbox()
    trip_id, town = "trip_010", "Siem Reap"  # Koh Rong from Phnom Penh, four friends in Siem Reap
    booked = sb.book(trip_id, people=4, pickup_location=f"Old Market, {town}")
    qr = sb.data("generatePaymentQR", {"booking_id": booked["booking_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    quote = sb.data("previewReschedule", {"booking_id": booked["booking_id"], "people_count": 3})
    per_adult = booked["pricing"]["price_per_adult_usd"]
    assert booked["pricing"]["extra_leg_per_adult_usd"] == 60.0
    assert quote["new_total_usd"] == money(booked["total_usd"] - per_adult)  # their whole price, leg included


def test_a_new_pickup_naming_no_place_keeps_the_bookings_leg() -> None:
    """A paid booking picked up in a town off the route (Suong market, Tbong Khmum, for a Kep trip) moved to a
    place naming no town (the petrol station on National Road 7) stays in that town: the leg is kept, the
    pickup moves at no charge (never "frees the transfer" as a move back to the route's start)."""
    sb = Sandbox()
    booked = sb.book("trip_007", people=2, pickup_location="ផ្សារសួង ខេត្តត្បូងឃ្មុំ")
    assert booked["pricing"]["extra_leg"]["from"] == "Tbong Khmum"
    qr = sb.data("generatePaymentQR", {"booking_id": booked["booking_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    moved = sb.data(
        "changePickup", {"booking_id": booked["booking_id"], "pickup_location": "ស្ថានីយ៍ប្រេងតេឡា ផ្លូវជាតិលេខ ៧"}
    )
    assert moved["pickup_changed"] and moved["price_unchanged"], moved
    assert moved["booking"]["total_usd"] == booked["total_usd"]
