"""An activity added to a day has one time in every view of the plan (relay 48 req 51: the booked day 3
listed the cooking class as its lunch in ``meal_allergens`` while ``changes_from_base`` said "In the
afternoon, after the day's visits").

Over every addable activity of every trip, in calculateCustomTrip's ``plan_changes``, the saved trip's
getTripItinerary (``changes_from_base``, the day's ``activities``, ``meals``, ``meal_allergens``) and a paid
booking's previewReschedule (``added_activities_days``) and booked itinerary:

- an activity that is a meal (sandbox/data/practical.py ``meal_of``) is said at that meal's time and its day
  has that meal; one that is no meal is never a day's meal in ``meal_allergens``;
- an added lunch stands among the day's visits (it is not after all of them), an afternoon one after them."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.data.addable import addable_for
from sandbox.data.practical import meal_of
from sandbox.data.trips import TRIPS
from sandbox.day_clock import AT_LUNCH, AT_SUNRISE, EVENING, IN_THE_AFTERNOON, IN_THE_EVENING, is_any
from tests.sandbox.support import Sandbox

AT_MEAL = {"Breakfast": (AT_SUNRISE,), "Lunch": (AT_LUNCH,), "Dinner": (IN_THE_EVENING,)}
CASES = [(t["id"], a.name) for t in TRIPS for a in addable_for(t["region"])]


def holds(name: str, when: str, day: dict[str, Any]) -> None:
    """One added activity's time against its day as the itinerary shows it."""
    meal = meal_of(name)
    withs = [m for m in day.get("meal_allergens") or [] if m.get("with") == name]
    if meal is None:
        assert not withs and when in (AT_SUNRISE, IN_THE_EVENING, IN_THE_AFTERNOON), (name, when, day)
    else:
        assert when in AT_MEAL[meal] and meal in day["meals"], (name, when, day)
        assert all(m["meal"] == meal for m in withs), (name, day)
    acts = day["activities"]
    later = [a for a in acts[acts.index(name) + 1 :] if not is_any(a, EVENING) and not is_any(a, ("drop", "back"))]
    if when == IN_THE_AFTERNOON:
        assert not later, (name, acts)
    daytime = [a for a in acts if not is_any(a, EVENING) and a != name]
    if when == AT_LUNCH and len(daytime) > 1:
        assert later, (name, acts)  # midday: the afternoon's visits follow


@pytest.mark.parametrize(("trip_id", "name"), CASES, ids=[f"{t}-{n}" for t, n in CASES])
def test_an_added_activity_has_one_time_in_every_view_of_the_plan(trip_id: str, name: str) -> None:
    sb = Sandbox()
    items = [{"type": "add_activity", "details": {"activity": name}}]
    calc = sb.call("calculateCustomTrip", {"base_trip_id": trip_id, "people_count": 2, "customizations": items})
    found = calc.json()["data"]["plan_changes"].get("added_activities") if calc.status_code == 200 else None
    if not found:
        pytest.skip("already in the plan, or no day has room for it (said so: tests/sandbox/test_addable*.py)")
    [added] = found
    saved = sb.data("customizeTrip", {"trip_id": trip_id, "people_count": 2, "customizations": items})
    plan = sb.data("getTripItinerary", {"trip_id": saved["custom_trip_id"]})
    assert plan["changes_from_base"]["added_activities"] == [added]
    holds(name, added["when"], plan["itinerary"][added["day"] - 1])


MEALS = [(t, n) for t, n in CASES if meal_of(n)]


@pytest.mark.parametrize(("trip_id", "name"), MEALS, ids=[f"{t}-{n}" for t, n in MEALS])
def test_a_meal_added_to_a_booking_has_one_time_in_the_quote_and_the_booked_plan(trip_id: str, name: str) -> None:
    sb = Sandbox()
    bid = sb.book(trip_id, people=2, user_id="user-a")["booking_id"]
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    asked = sb.call("previewReschedule", {"booking_id": bid, "add_activities": [name]})
    if asked.status_code != 200:
        pytest.skip("already in the plan, or no day has room for it")
    quote = asked.json()["data"]
    [added] = quote["proposed"]["added_activities_days"]
    sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]})
    plan = sb.data("getTripItinerary", {"booking_id": bid})
    assert [a for a in plan["changes_from_base"]["added_activities"] if a["activity"] == added["activity"]] == [added]
    holds(name, added["when"], plan["itinerary"][added["day"] - 1])
