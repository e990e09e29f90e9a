"""An add-on is free only when a day of the plan as SHOWN holds it, and charged only on a shown day
(issue 41: after ``remove_day`` the gem-mining add-on was free as "held by day 3" while the ride home
left that visit out of the new last day).

The last day leaves out what cannot end before the ride home leaves (sandbox/data/day_times.py
``last_day``, named in the day's ``left_out``). Invariants, over every trip x add-on x plan length
(shorter included) x join point x day asked (none, the last):
- a free add-on names a shown day that holds it, by an activity no ``left_out`` names;
- a charged add-on is on a shown day, never left out, and costs its catalogue price;
- a placed add-on leaves out nothing the plan without it kept;
- calculateCustomTrip, getTripItinerary of the custom trip and previewReschedule of a paid booking
  show the same days, and agree with ``held`` and the price.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any, Optional

import pytest

from sandbox.data.addable import Addable, addable_for, in_plan
from sandbox.data.ties import repeats
from sandbox.data.trips import TRIPS
from sandbox.group import Group
from sandbox.totals import group_price
from tests.sandbox.room import added_or_refused
from tests.sandbox.route_pickup import route_pickup
from tests.sandbox.support import TRAVEL, Sandbox


def _lengths(trip: dict[str, Any]) -> list[list[dict[str, Any]]]:
    """The trip at its own length, longer, and every shorter length it can take (by the rule, and day 2)."""
    between = trip["duration_days"] - 2
    return [
        [],
        [{"type": "add_day", "details": {"days": 1}}],
        *([{"type": "remove_day", "details": {"days": n}}] for n in range(1, between + 1)),
        *([[{"type": "remove_day", "details": {"days": 1, "day": 2}}]] if between >= 1 else []),
    ]


def _holds(region: str, item: Addable, activity: str) -> bool:
    return in_plan(item, [activity]) or repeats(region, [item.name], [activity])


def _left_out(plan: dict[str, Any]) -> list[str]:
    return [a for d in plan["days"] for a in d.get("left_out", [])]


def _ask(item: Addable, day: Optional[int]) -> dict[str, Any]:
    return {"type": "add_activity", "details": {"activity": item.name, **({"day": day} if day else {})}}


@pytest.mark.parametrize("trip", TRIPS, ids=[t["id"] for t in TRIPS])
def test_an_add_on_is_free_or_charged_by_the_shown_plan(trip: dict[str, Any]) -> None:
    region = trip["region"]
    for changes in _lengths(trip):
        before = added_or_refused(trip, changes)
        assert before is not None
        for item in addable_for(region):
            for day in (None, before["duration_days"]):
                items = [*changes, _ask(item, day)]
                plan = added_or_refused(trip, items)
                if plan is None:  # no room (the refusal is checked by tests/sandbox/room.py)
                    continue
                case = (trip["id"], changes, item.name, day)
                held = [h for h in plan["held"] if h["item"] == len(changes)]
                for joins_away in (False, True):  # the join point: the route's start, the destination
                    group = Group(adults=2)
                    without = group_price(trip, group, [dict(c, price_usd=0.0) for c in changes], joins_away)
                    priced = group_price(
                        trip,
                        group,
                        [*[dict(c, price_usd=0.0) for c in changes], {**items[-1], "price_usd": item.price_usd}],
                        joins_away,
                    )
                    charged = priced["customizations"][-1]["price_usd"]
                    assert (charged == 0) == bool(held), case
                    assert priced["total_usd"] >= without["total_usd"] + (0 if held else 0.01), case
                if held:
                    shown = plan["days"][held[0]["day"] - 1]["activities"]
                    assert held[0]["held_by"] in shown and _holds(region, item, held[0]["held_by"]), case
                    assert held[0]["held_by"] not in _left_out(plan), case
                else:
                    assert any(item.name in d["activities"] for d in plan["days"]), case
                    assert item.name not in _left_out(plan), case
                    assert set(_left_out(plan)) <= set(_left_out(before)), case


def _paid(sb: Sandbox, trip: dict[str, Any], pickup: str) -> str:
    end = (date.fromisoformat(TRAVEL) + timedelta(days=trip["duration_days"] - 1)).isoformat()
    booking = sb.book(trip["id"], people=2, end_date=end, pickup_location=pickup)
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    return str(booking["booking_id"])


def _shown(days: list[dict[str, Any]], name: str) -> list[tuple[bool, str]]:
    """Each day: whether it shows the add-on, and what the ride home leaves out (the pickup and drop-off
    texts differ by the booking's pickup point, not the days)."""
    return [(name in d["activities"], str(d.get("left_out") or "")) for d in days]


@pytest.mark.parametrize("trip", [t for t in TRIPS if t["duration_days"] > 2], ids=lambda t: t["id"])
def test_every_result_shows_the_days_the_price_holds(trip: dict[str, Any]) -> None:
    sb = Sandbox()
    shorter = {"type": "remove_day", "details": {"days": 1}}
    end = (date.fromisoformat(TRAVEL) + timedelta(days=trip["duration_days"] - 2)).isoformat()
    bids = {where: _paid(sb, trip, route_pickup(trip["id"], where)) for where in ("start", "destination")}
    for item in addable_for(trip["region"]):
        items = [shorter, _ask(item, None)]
        if added_or_refused(trip, items) is None:
            continue
        case = (trip["id"], item.name)
        quote = sb.data("calculateCustomTrip", {"base_trip_id": trip["id"], "customizations": items})
        custom = sb.data("customizeTrip", {"trip_id": trip["id"], "customizations": items})["custom_trip_id"]
        days = sb.data("getTripItinerary", {"trip_id": custom})["itinerary"]
        last = str(days[-1].get("left_out") or "")
        priced = quote["customizations"][-1]
        if priced["price_usd"] == 0:
            holder = days[priced["already_in_plan_on_day"] - 1]
            assert any(_holds(trip["region"], item, a) for a in holder["activities"]), case
        else:
            assert priced["price_usd"] == item.price_usd, case
            assert any(item.name in d["activities"] for d in days) and item.name not in last, case
        for where, bid in bids.items():
            resp = sb.call("previewReschedule", {"booking_id": bid, "new_end_date": end, "add_activities": [item.name]})
            if priced["price_usd"] == 0:  # held by a shown day: never sold again
                assert resp.status_code == 400 and "already in" in resp.json()["error"]["message"], (case, where)
                continue
            assert resp.status_code == 200, (case, where, resp.text)
            proposed = resp.json()["data"]["proposed"]["itinerary_days"]
            assert _shown(proposed, item.name) == _shown(days, item.name), (case, where)
            assert item.name not in str(proposed[-1].get("left_out") or ""), (case, where)
