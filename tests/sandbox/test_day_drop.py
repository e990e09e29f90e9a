"""A shorter trip drops one day by one rule (sandbox/day_drop.py; relay 27 req 38, issue 37).

previewReschedule and calculateCustomTrip drop the same day and price it the same: the day the
traveller names (``remove_day {"day": n}``), else the rule's, which never drops a day holding a
highlight of the trip or an included meal while another day can go, and never the arrival.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any, Optional

from hypothesis import given, settings, strategies as st

from sandbox.data.trips import TRIPS
from sandbox.day_drop import keepers
from sandbox.plan import plan_for
from tests.sandbox.route_pickup import route_pickup
from tests.sandbox.support import Sandbox
from tests.sandbox.test_plan import book

SHORTENABLE = [t for t in TRIPS if t["duration_days"] >= 3]


def paid(sb: Sandbox, trip_id: str) -> dict[str, Any]:
    booking = book(sb, trip_id, pickup_location=route_pickup(trip_id))
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    return booking


def said(days: list[dict[str, Any]]) -> list[tuple[Any, str, tuple[str, ...]]]:
    return [(d["day"], d["title"], tuple(d["activities"])) for d in days]


@settings(max_examples=12, deadline=None)
@given(trip=st.sampled_from(SHORTENABLE), pick=st.one_of(st.none(), st.integers(min_value=2, max_value=5)))
def test_a_shorter_booking_drops_the_day_a_shorter_custom_trip_drops(trip: dict[str, Any], pick: Optional[int]) -> None:
    named = None if pick is None else min(pick, trip["duration_days"])
    details: dict[str, Any] = {"days": 1} | ({"day": named} if named else {})
    sb = Sandbox()
    custom = sb.data(
        "calculateCustomTrip",
        {"base_trip_id": trip["id"], "customizations": [{"type": "remove_day", "details": details}], "people_count": 2},
    )
    booking = paid(sb, trip["id"])
    end = date.fromisoformat(booking["end_date"]) - timedelta(days=1)
    change: dict[str, Any] = {"remove_day": {"day": named}} if named else {"new_end_date": end.isoformat()}
    quote = sb.data("previewReschedule", {"booking_id": booking["booking_id"], **change})
    gone = quote["proposed"]["removed_days"]
    assert said(gone) == said(custom["plan_changes"]["removed_days"]) and len(gone) == 1
    if named:
        assert gone[0]["day"] == named
    assert quote["proposed"]["end_date"] == end.isoformat()
    # the same price: the shorter custom trip's price per adult is the booking's after the change
    assert abs(quote["proposed"]["price_per_adult_usd"] - custom["price_per_adult_usd"]) < 0.006


@given(trip=st.sampled_from(SHORTENABLE))
def test_the_rule_keeps_highlights_and_included_meals_while_another_day_can_go(trip: dict[str, Any]) -> None:
    plan = plan_for(trip, [{"type": "remove_day", "details": {"days": 1}}])
    before = plan_for(trip, [])["days"]
    gone = plan["removed_days"][0]["day"]
    assert gone != 1  # never the arrival
    cost = [len(keepers(trip, d)) for d in before[1:]]  # what each removable day holds
    assert len(keepers(trip, before[gone - 1])) == min(cost)
    # the departure day's ride back is still the trip's last activity
    assert plan["days"][-1]["activities"][-1] == before[-1]["activities"][-1]


def test_the_kep_island_day_stays_when_the_kep_trip_is_shortened() -> None:
    kep = next(t for t in TRIPS if t["id"] == "trip_007")
    plan = plan_for(kep, [{"type": "remove_day", "details": {"days": 1}}])
    kept = [a for d in plan["days"] for a in d["activities"]]
    # the dinner ends after the latest the group can leave for a 22:00 drop-off (sandbox/data/day_times.py):
    # it stays or is named as left out of the new last day, never silently gone
    named = plan["days"][-1].get("left_out", [])
    assert "Longtail boat to Koh Tonsay" in kept
    assert "Pepper crab dinner at the market" in [*kept, *named]
