"""No list offers, and no quote sells, an add-on any day of the plan already holds: the add-on itself or
the same visit in other words (sandbox/held_add_ons.py; relay 38 req 46: an added day held "Boat through
the Kampong Phluk floating village" while the list shown before booking still offered the Tonle Sap boat
trip to Kampong Phluk at $30 an adult).

Invariants, over trips x added / removed days x every add-on of the region x languages:
- getTripItinerary's ``addable_activities`` is exactly the region's add-ons the plan does not hold;
- a booking's change quote names in ``proposed.now_included`` exactly the add-ons its new plan holds
  and its booked plan did not, with the day that holds each; the booking's itinerary afterwards names
  those its plan holds beyond the package's own;
- previewReschedule of a held add-on is refused with the day that holds it."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import pytest

from sandbox.data.addable import addable_for
from sandbox.data.trips import TRIPS
from sandbox.held_add_ons import now_included
from sandbox.i18n import tr
from sandbox.plan import holding_day, plan_for
from tests.sandbox.support import TRAVEL, Sandbox
from tests.sandbox.test_change_prices import confirm, preview

CHANGES = [("add_day", n) for n in (1, 2, 3)] + [("remove_day", 1)]


def _held(region: str, days: list[dict[str, Any]]) -> dict[str, int]:
    """Each add-on of ``region`` that ``days`` (as a result shows them, in English) hold, with its day."""
    days = [{"activities": list(d.get("activities", []))} for d in days]
    hits = {item.name: holding_day(region, item.name, days) for item in addable_for(region)}
    return {name: int(hit["day"]) for name, hit in hits.items() if hit is not None}


@pytest.mark.parametrize("trip", TRIPS, ids=[t["id"] for t in TRIPS])
def test_the_list_offers_exactly_what_no_day_holds(trip: dict[str, Any]) -> None:
    sb = Sandbox()
    region = trip["region"]
    for kind, n in CHANGES:
        if kind == "remove_day" and trip["duration_days"] <= 2:
            continue
        change = {"type": kind, "details": {"days": n}}
        custom = sb.data("customizeTrip", {"trip_id": trip["id"], "customizations": [change]})["custom_trip_id"]
        held = _held(region, sb.data("getTripItinerary", {"trip_id": custom})["itinerary"])
        for lang in ("EN", "ZH", "KH"):
            offered = [
                a["name"] for a in sb.data("getTripItinerary", {"trip_id": custom}, lang=lang)["addable_activities"]
            ]
            free = [tr(item.name, lang) for item in addable_for(region) if item.name not in held]
            assert offered == free, (trip["id"], kind, n, lang, held)


def _paid(sb: Sandbox, trip: dict[str, Any]) -> str:
    end = (date.fromisoformat(TRAVEL) + timedelta(days=trip["duration_days"] - 1)).isoformat()
    booking = sb.book(trip["id"], people=2, end_date=end, user_id="user-a")
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    return str(booking["booking_id"])


@pytest.mark.parametrize("trip", TRIPS, ids=[t["id"] for t in TRIPS])
@pytest.mark.parametrize(("added", "lang"), [(1, "EN"), (2, "ZH"), (3, "KH")])
def test_a_booking_is_told_and_never_sold_what_its_days_hold(trip: dict[str, Any], added: int, lang: str) -> None:
    sb = Sandbox()
    region = trip["region"]
    bid = _paid(sb, trip)
    before = _held(region, sb.data("getTripItinerary", {"booking_id": bid})["itinerary"])
    end = (date.fromisoformat(TRAVEL) + timedelta(days=trip["duration_days"] - 1 + added)).isoformat()
    longer = preview(sb, bid, new_end_date=end)  # English: the days read by name
    after = _held(region, longer["proposed"]["itinerary_days"])
    told = sb.data("previewReschedule", {"booking_id": bid, "new_end_date": end}, lang=lang)["proposed"]
    new = {name: day for name, day in after.items() if name not in before}
    assert told.get("now_included", []) == [{"name": tr(k, lang), "day": d} for k, d in new.items()], trip["id"]
    confirm(sb, bid, longer)
    qr = sb.data("generatePaymentQR", {"booking_id": bid})  # the added days' top-up
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    package = _held(region, plan_for(trip, [])["days"])
    shown = sb.data("getTripItinerary", {"booking_id": bid}, lang=lang).get("now_included", [])
    assert shown == [{"name": tr(k, lang), "day": d} for k, d in after.items() if k not in package], trip["id"]
    for name, day in after.items():  # never sold again: refused with the day that holds it
        resp = sb.call("previewReschedule", {"booking_id": bid, "add_activities": [name]})
        assert resp.status_code == 400, (trip["id"], name, resp.text)
        assert f"day {day}" in resp.json()["error"]["message"], (trip["id"], name)


def test_added_days_do_hold_add_ons() -> None:
    """The cases above reach the rule: some added day holds an add-on its package did not."""
    newly = [
        t["id"] for t in TRIPS if now_included(t, plan_for(t, [{"type": "add_day", "details": {"days": 1}}]), "EN")
    ]
    assert "trip_001" in newly  # relay 38: the Kampong Phluk boat of the added Roluos day
