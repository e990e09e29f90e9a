"""The Angkor pass a booking includes follows its plan's temple days after every change (relay: trip_003
stretched by a day kept its 4-day price, plan and pass). Invariant, for every trip with a pass, every
length the product allows (longer, shorter), with and without an added activity inside the park, for a
group with and without a mobility need (which places the add-ons): the pass of the changed booking is
the one the temple days of the itinerary it shows need (sandbox/park_pass.py ``kinds_for``, as a new
booking buys it), and the change quote's pass line is price(after) - price(before) of the pass, inside
lines that add up to one adult's price. A reservation made longer (modifyBooking ``end_date``) is the
booking a new one of that length is: same itinerary, price and pass."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any, Optional

import pytest

from sandbox.data.trips import TRIPS
from sandbox.park_pass import kinds_for, temple_days
from tests.sandbox.support import TRAVEL, Sandbox
from tests.sandbox.test_changes import record

WITH_PASS = [t["id"] for t in TRIPS if t.get("park_pass")]
WHO = {"people": None, "adults": 2, "children_ages": [13, 8], "user_id": "user-a"}  # 3 from 12, one under 12
TEMPLE_ADD_ON = "Angkor zipline"  # inside the park: an entry day


def _paid(sb: Sandbox, trip: str, mobility: bool) -> dict[str, Any]:
    booking = sb.book(trip, **WHO)
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    if mobility:
        body = {"booking_id": booking["booking_id"], "request": "My father uses a wheelchair.", "user_id": "user-a"}
        assert sb.data("addBookingRequest", body)["added"]["kind"] == "mobility"
    return record(sb, booking["booking_id"])


def _temples(days: list[dict[str, Any]]) -> list[int]:
    return temple_days([{"activities": d["activities"]} for d in days])


def _covers(part: dict[str, Any], days: list[dict[str, Any]]) -> None:
    """The pass bought is the one the shown days' temple days need, as a new booking buys it."""
    temples = _temples(days)
    bought = kinds_for(temples)
    assert part["temple_days"] == temples, (part, temples)
    assert sum(k.entries for k in bought) >= len(temples)
    assert part["adult_usd"] == sum(k.adult_usd for k in bought)


def _line(item: dict[str, Any]) -> float:
    return float(item.get("price_change_per_adult_usd", item.get("price_usd", 0)))


def _quote(sb: Sandbox, booking: dict[str, Any], days: int, add_on: Optional[str]) -> Optional[dict[str, Any]]:
    end = date.fromisoformat(booking["end_date"]) + timedelta(days=days)
    body: dict[str, Any] = {"booking_id": booking["booking_id"], "new_end_date": end.isoformat()}
    if add_on:
        body["add_activities"] = [add_on]
    answer = sb.call("previewReschedule", body)
    if answer.status_code in (400, 409):  # a length or a placement the plan cannot have: refused, nothing sold
        return None
    assert answer.status_code == 200, answer.text
    return answer.json()["data"]


@pytest.mark.parametrize("mobility", [False, True], ids=["plain", "mobility"])
@pytest.mark.parametrize("add_on", [None, TEMPLE_ADD_ON], ids=["length", "length+temple"])
@pytest.mark.parametrize("days", [-2, 1, 3])
@pytest.mark.parametrize("trip", WITH_PASS)
def test_a_changed_bookings_pass_covers_its_temple_days_and_its_line_is_the_pass_difference(
    trip: str, days: int, add_on: Optional[str], mobility: bool
) -> None:
    sb = Sandbox()
    booking = _paid(sb, trip, mobility)
    quote = _quote(sb, booking, days, add_on)
    if quote is None:
        return
    current, proposed = quote["current"], quote["proposed"]
    _covers(proposed["park_pass"], proposed["itinerary_days"])
    # the pass line(s) of the quote: the difference of the passes, per traveller from 12
    change = proposed["park_pass"]["adult_usd"] - current["park_pass"]["adult_usd"]
    line = sum(float(c.get("park_pass_change_per_adult_usd") or 0) for c in proposed["customizations_per_adult"])
    line += float(proposed.get("park_pass_change_per_adult_usd") or 0)
    line -= float(current.get("park_pass_change_per_adult_usd") or 0)
    line -= sum(float(c.get("park_pass_change_per_adult_usd") or 0) for c in current["customizations_per_adult"])
    assert line == pytest.approx(change, abs=0.011), (line, change)
    assert proposed["park_pass"]["passes"] == (3 if proposed["park_pass"]["temple_days"] else 0)  # under-12s free
    # the lines still add up to one adult's price
    lines = proposed["base_price_per_adult_usd"] + sum(_line(i) for i in proposed["customizations_per_adult"])
    lines += proposed.get("park_pass_change_per_adult_usd", 0.0)
    assert lines == pytest.approx(proposed["price_per_adult_usd"], abs=0.011)
    done = sb.data("confirmReschedule", {"booking_id": booking["booking_id"], "quote_id": quote["quote_id"]})
    booked = record(sb, done["booking"]["booking_id"])
    _covers(booked["pricing"]["park_pass"], booked["itinerary_days"])


def _new_booking(trip: str, labels: list[str]) -> dict[str, Any]:
    """A new booking of ``trip`` with ``labels`` (the same group): the price and pass it is sold at."""
    sb = Sandbox()
    preview = sb.data("previewBooking", {"trip_id": trip, "travel_date": TRAVEL, "adults": 2, "children_ages": [13, 8]})
    assert preview["pricing"]["park_pass"]
    return sb.book(trip, customizations=labels, **WHO)


@pytest.mark.parametrize("days", [-1, 2])
@pytest.mark.parametrize("trip", WITH_PASS)
def test_a_reservation_made_longer_or_shorter_is_the_booking_a_new_one_of_that_length_is(trip: str, days: int) -> None:
    sb = Sandbox()
    booking = sb.book(trip, **WHO)
    end = date.fromisoformat(booking["end_date"]) + timedelta(days=days)
    body = {"booking_id": booking["booking_id"], "user_id": "user-a", "modifications": {"end_date": end.isoformat()}}
    answer = sb.call("modifyBooking", body)
    if answer.status_code == 400:  # a length the plan cannot have: refused, the reservation unchanged
        assert record(sb, booking["booking_id"])["end_date"] == booking["end_date"]
        return
    modified = answer.json()["data"]["booking"]
    fresh = _new_booking(trip, [f"add_day:{days}" if days > 0 else f"remove_day:{-days}"])
    length = (date.fromisoformat(modified["end_date"]) - date.fromisoformat(modified["travel_date"])).days + 1
    assert len(modified["itinerary_days"]) == length == len(fresh["itinerary_days"])
    assert modified["total_usd"] == fresh["total_usd"]
    assert modified["pricing"]["park_pass"]["name"] == fresh["pricing"]["park_pass"]["name"]
    _covers(modified["pricing"]["park_pass"], modified["itinerary_days"])


def test_trip_003_a_day_longer_prices_the_plan_and_pass_of_five_days() -> None:
    """The reported case: Royal Angkor Heritage Retreat (4 days) stretched by a day, reserved and paid."""
    fresh = _new_booking("trip_003", ["add_day"])
    sb = Sandbox()
    reserved = sb.book("trip_003", **WHO)
    end = (date.fromisoformat(reserved["end_date"]) + timedelta(days=1)).isoformat()
    body = {"booking_id": reserved["booking_id"], "user_id": "user-a", "modifications": {"end_date": end}}
    modified = sb.data("modifyBooking", body)["booking"]
    assert [d["title"] for d in modified["itinerary_days"]] == [d["title"] for d in fresh["itinerary_days"]]
    assert modified["total_usd"] == fresh["total_usd"] > reserved["total_usd"]
    assert modified["pricing"]["park_pass"] == fresh["pricing"]["park_pass"]
    sb = Sandbox()
    booking = _paid(sb, "trip_003", mobility=False)
    quote = _quote(sb, booking, 1, None)
    assert quote is not None and quote["new_total_usd"] == fresh["total_usd"]
    _covers(quote["proposed"]["park_pass"], quote["proposed"]["itinerary_days"])
