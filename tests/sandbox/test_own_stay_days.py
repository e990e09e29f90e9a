"""A day added to (removed from) a trip without the package hotel is priced by the one price function of that
trip (run 56 req 43: +$72 for the day while the credit grew by the $62 hotel night, so a guided day with its
$30 boat trip netted +$10 an adult; one trip's added day even netted below zero).

The rule (sandbox/own_stay.py): the day rate holds a night, and the credit takes back that same night, never
the hotel's own rate: for every trip, group and length, each day added moves the price by the day rate less
its night (``day_night_usd``), each day removed by the same, and the day's net price is never below what its
own listed parts cost alone as add-ons, nor below zero."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.data.addable import addable_for, in_plan
from sandbox.data.pricing import day_rate
from sandbox.data.trips import TRIPS, get_trip
from sandbox.group import Group, rate
from sandbox.own_stay import day_night_usd
from sandbox.plan import plan_for, priced_plan
from sandbox.totals import group_price
from tests.sandbox.support import Sandbox
from tests.sandbox.test_changes import record

OWN = {"type": "remove_hotel"}
GROUPS = [Group(1), Group(4), Group(2, (2, 8, 15))]


def _parts(trip: dict[str, Any], activities: list[str]) -> float:
    return sum(a.price_usd for a in addable_for(trip["region"]) if in_plan(a, activities))


def _days(n: int) -> list[dict[str, Any]]:
    if n > 0:
        return [{"type": "add_day", "details": {"days": n}}]
    return [{"type": "remove_day", "details": {"days": -n}}] if n < 0 else []


def _price(trip: dict[str, Any], group: Group, n: int, own: bool) -> dict[str, Any]:
    return group_price(trip, group, priced_plan(trip, [*_days(n), *([OWN] if own else [])])[0])


@pytest.mark.parametrize("trip", TRIPS, ids=lambda t: t["id"])
def test_a_day_more_without_the_hotel_is_the_day_rate_less_its_own_night(trip: dict[str, Any]) -> None:
    shortest = -(trip["duration_days"] - 2)
    for group in GROUPS:
        for n in range(shortest, 4):
            if n == 0:
                continue
            step = 1 if n > 0 else -1
            before_own, after_own = _price(trip, group, n - step, True), _price(trip, group, n, True)
            before, after = _price(trip, group, n - step, False), _price(trip, group, n, False)
            plan = plan_for(trip, priced_plan(trip, [*_days(n), OWN])[0])
            if n > 0:  # the day the step adds: the last added one
                day = [d for d in plan["days"] if d["added"]][-1]["activities"]
            else:  # the day the step removes: the one the shorter plan no longer holds
                day = plan_for(trip, priced_plan(trip, [*_days(n), OWN])[0])["removed_days"][-1]["activities"]
            night = day_night_usd(trip, day)
            # the same function with and without the hotel: only the day's night, inside the day rate, differs
            assert 0 <= night <= day_rate(trip)
            net = after_own["price_per_adult_usd"] - before_own["price_per_adult_usd"]
            with_hotel = after["price_per_adult_usd"] - before["price_per_adult_usd"]
            assert net == pytest.approx(with_hotel - step * night, abs=0.011), (n, group)
            if n > 0:  # the night never takes the day below its own parts alone (nor below what the day rate
                # alone is, when that is less: trip_001's pass-free rate), never below nothing
                floor = min(_parts(trip, day), day_rate(trip))
                assert net >= floor - 0.005 and net >= 0
                for was, now in zip(before_own["travellers"], after_own["travellers"]):  # each by their band
                    assert now["price_usd"] - was["price_usd"] >= floor * rate(was.get("age")) - 0.02


def test_run_56_the_four_day_family_trip_a_day_longer() -> None:
    """The booking of req 43 (trip_002 without its hotel, 5 adults): the added day holds the $30 boat trip."""
    trip = get_trip("trip_002")
    assert trip is not None
    sb = Sandbox()
    custom = sb.data("customizeTrip", {"trip_id": "trip_002", "customizations": [OWN], "adults": 5})["custom_trip_id"]
    booking = sb.book(str(custom), people=None, pickup_location="Shinta Mani Angkor", adults=5, children_ages=[])
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    paid = record(sb, booking["booking_id"])
    start = paid["travel_date"]
    quote = sb.data(
        "previewReschedule",
        {"booking_id": booking["booking_id"], "new_travel_date": start, "new_end_date": _plus(start, 4)},
    )
    per_adult = (quote["new_total_usd"] - paid["total_usd"]) / 5
    longer = group_price(trip, Group(5), priced_plan(trip, [*_days(1), OWN])[0])
    assert quote["new_total_usd"] == pytest.approx(longer["total_usd"])
    assert per_adult - 10.0 >= 30.0  # the 3-day to 7-day Angkor pass (+$10) aside, at least the boat trip


def _plus(iso: str, days: int) -> str:
    from datetime import date, timedelta

    return (date.fromisoformat(iso) + timedelta(days=days)).isoformat()
