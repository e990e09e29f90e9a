"""An added activity has one day in every view: the day the plan puts it on (sandbox/placed_days.py). Relay run 51
req 32/36: a cooking class asked for day 1 went on day 2's lunch; the quote's ``customizations_per_adult`` and the
booking's pricing after the change still said day 1, the itinerary and ``added_activities_days`` day 2.

Over every addable activity of every trip and every day asked, on a paid booking: the quote's customisation, its
``added_activities_days`` and, once confirmed, the booking's pricing and its itinerary name one day; a day moved
from the one asked says the day asked (``asked_day``)."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings, strategies as st

from sandbox.data.addable import addable_for
from sandbox.data.trips import TRIPS
from tests.sandbox.support import Sandbox
from tests.sandbox.test_changes import record

CASES = [(t["id"], a.name) for t in TRIPS for a in addable_for(t["region"])]


def _days_of(customizations: list[dict[str, Any]], name: str) -> list[Any]:
    return [
        c["details"].get("day")
        for c in customizations
        if c.get("type") == "add_activity" and name in str(c["details"].get("activity"))
    ]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(CASES), st.integers(1, 5))
def test_an_added_activity_has_one_day_in_the_quote_the_booking_and_the_plan(case: tuple[str, str], day: int) -> None:
    trip_id, name = case
    sb = Sandbox()
    bid = sb.book(trip_id, people=2, user_id="user-a")["booking_id"]
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    asked = sb.call("previewReschedule", {"booking_id": bid, "add_activities": [name], "day": day})
    if asked.status_code != 200:
        return  # a day the plan does not have, or no day with room: refused with the days that can (tested apart)
    quote = asked.json()["data"]
    [added] = quote["proposed"]["added_activities_days"]
    assert _days_of(quote["proposed"]["customizations_per_adult"], name) == [added["day"]], quote["proposed"]
    assert added.get("asked_day", added["day"]) == day and (added["day"] == day) == ("asked_day" not in added)
    done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]})
    plan = sb.data("getTripItinerary", {"booking_id": bid})
    [booked] = [a for a in plan["changes_from_base"]["added_activities"] if a["activity"] == added["activity"]]
    assert booked["day"] == added["day"]
    said = _every_day_said(done, name) | _every_day_said(record(sb, bid), name)
    assert said <= {added["day"]}, (said, added)


def _every_day_said(view: Any, name: str) -> set[Any]:
    """The day of every add_activity customisation of ``name`` anywhere in a result (its pricing, after_top_up...)."""
    if isinstance(view, dict):
        own = set(_days_of([view], name)) if view.get("type") == "add_activity" and "details" in view else set()
        return own.union(*(_every_day_said(v, name) for v in view.values()))
    if isinstance(view, list):
        return set().union(*(_every_day_said(v, name) for v in view))
    return set()


def test_the_reported_lunch_asked_for_day_one() -> None:
    sb = Sandbox()
    bid = sb.book("trip_016", people=2, user_id="user-a")["booking_id"]
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    name = "Khmer cooking class with a local cook"
    quote = sb.data("previewReschedule", {"booking_id": bid, "add_activities": [name], "day": 1})
    [added] = quote["proposed"]["added_activities_days"]
    assert (added["day"], added["asked_day"]) == (2, 1)
    assert _days_of(quote["proposed"]["customizations_per_adult"], name) == [2]
