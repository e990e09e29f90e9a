"""A longer or shorter trip keeps the add-ons the booking has, and its quote adds up (relay: a paid
Angkor & Phnom Kulen Explorer without Phnom Kulen and with a Tonle Sap boat trip on day 3, made a day
longer: the added day's floating village "held" the boat, whose $30 vanished, the boat moved to the new
day 4 and the quote said +82 per adult while the price rose by 52).

Invariants, for one representative trip of a few regions with an add-on it sells, made longer and shorter:
- every add-on the booking has is kept at its price and on its day (the same day, renumbered only when
  a day before it went), unless its own day is removed;
- the quote's per-adult lines change one adult's price by price(after) - price(before), and the group's
  change is that over who pays (here adults only)."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import pytest

from sandbox.data.addable import addable_for
from sandbox.data.trips import TRIPS
from sandbox.held_add_ons import held
from sandbox.plan import plan_for
from tests.sandbox.support import Sandbox

ADULTS = 3


def _first_trips() -> list[tuple[str, str]]:
    """One trip of every region that can lose a full day, with its region's first add-on its days do not hold."""
    seen: dict[str, tuple[str, str]] = {}
    for trip in TRIPS:
        if trip["region"] in seen or trip["duration_days"] < 4:
            continue
        own = held(trip, plan_for(trip, [])["days"])
        free = [a.name for a in addable_for(trip["region"]) if a.name not in own]
        if free:
            seen[trip["region"]] = (trip["id"], free[0])
    return list(seen.values())[:3]  # fast: three regions


def _paid(sb: Sandbox, trip: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    custom = sb.data("customizeTrip", {"trip_id": trip, "adults": ADULTS, "customizations": items})
    booking = sb.book(custom["custom_trip_id"], people=ADULTS, user_id="user-a")
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    return booking


def _day_of(name: str, days: list[dict[str, Any]]) -> int | None:
    return next((d["day"] for d in days if any(name in a for a in d["activities"])), None)


def _line(item: dict[str, Any]) -> float:
    return float(item.get("price_change_per_adult_usd", item.get("price_usd", 0)))


def _lines(side: dict[str, Any]) -> float:
    beside = sum(float(side.get(k) or 0) for k in ("park_pass_change_per_adult_usd",))
    beside -= float(side.get("self_drive_credit_per_adult_usd") or 0)  # a transfer credit is inside the base
    return float(side["base_price_per_adult_usd"]) + sum(_line(i) for i in side["customizations_per_adult"]) + beside


def _kept(sb: Sandbox, booking: dict[str, Any], add_on: str, days: int) -> None:
    end = date.fromisoformat(booking["end_date"]) + timedelta(days=days)
    answer = sb.call("previewReschedule", {"booking_id": booking["booking_id"], "new_end_date": end.isoformat()})
    if answer.status_code in (400, 409):  # a length the plan cannot have: refused, nothing changed
        return
    quote = answer.json()["data"]
    before, after = quote["current"], quote["proposed"]
    bought = [c for c in before["customizations_per_adult"] if c["type"] == "add_activity"]
    kept = [c for c in after["customizations_per_adult"] if c["type"] == "add_activity"]
    assert [c["price_usd"] for c in kept] == [c["price_usd"] for c in bought], (bought, kept)
    was, now = _day_of(add_on, booking["itinerary_days"]), _day_of(add_on, after["itinerary_days"])
    removed = [d["day"] for d in quote.get("removed_days") or after.get("removed_days") or []]
    if days > 0 or was not in removed:
        gone_before = sum(1 for d in removed if d < (was or 0))
        # on its day: the same number, less the days removed before it; a day added goes after it unless it
        # was the departure day (which the added day goes before)
        last = was == len(booking["itinerary_days"])
        assert now == (was or 0) - gone_before + (days if last and days > 0 else 0), (was, now, removed)
    # the lines add up to one adult's price, before and after, so their change is the change of that price
    for side in (before, after):
        assert _lines(side) == pytest.approx(float(side["price_per_adult_usd"]), abs=0.011), side
    change = float(after["price_per_adult_usd"]) - float(before["price_per_adult_usd"])
    assert float(quote["price_difference_usd"]) == pytest.approx(change * ADULTS, abs=0.011)


def test_the_relay_booking_made_a_day_longer_keeps_its_boat_on_day_3_at_its_price() -> None:
    sb = Sandbox()
    boat = "Tonle Sap boat trip to Kampong Phluk"
    items = [
        {"type": "remove_activity", "details": {"activity": "Phnom Kulen"}},
        {"type": "add_activity", "details": {"activity": boat, "day": 3}},
    ]
    booking = _paid(sb, "trip_002", items)
    _kept(sb, booking, boat, 1)
    end = date.fromisoformat(booking["end_date"]) + timedelta(days=1)
    quote = sb.data("previewReschedule", {"booking_id": booking["booking_id"], "new_end_date": end.isoformat()})
    day = next(c for c in quote["proposed"]["customizations_per_adult"] if c["type"] == "add_day")
    assert quote["price_difference_per_adult_usd"] == day["price_change_per_adult_usd"]
    assert _day_of(boat, quote["proposed"]["itinerary_days"]) == 3


@pytest.mark.parametrize("days", [1, -1])
@pytest.mark.parametrize(("trip", "add_on"), _first_trips())
def test_a_longer_or_shorter_trip_keeps_its_add_on_on_its_day_at_its_price(trip: str, add_on: str, days: int) -> None:
    sb = Sandbox()
    booking = _paid(sb, trip, [{"type": "add_activity", "details": {"activity": add_on}}])
    if _day_of(add_on, booking["itinerary_days"]) is None:
        pytest.skip(f"{trip}'s own days hold {add_on}")
    _kept(sb, booking, add_on, days)
