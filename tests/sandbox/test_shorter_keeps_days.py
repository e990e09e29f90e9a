"""A shorter trip keeps the days it keeps as they were (model-in-the-loop run: a Chinese family's 4-day Angkor trip,
a boat trip and a circus show booked on day 3, then "one day shorter": ``remove_day {"day": 4}`` also took day 3's
lunch without a word, and put the circus show on day 1 unsaid, retitling day 1 after it).

Invariants, over every catalogue trip of 3+ days with its region's add-ons placed (each on the first day that can
hold it, or all on the day before the departure: the day that becomes the last), for every day that can go
(sandbox/plan.py, sandbox/data/day_times.py, sandbox/removed_as_booked.py):
1. every kept day keeps its meals, except what the new last day's leaving time takes (``meals_not_kept``), what the
   ride home leaves out (``left_out_by_ride_home``) and a meal an add-on moved away is; said, never silent;
2. a booked add-on keeps its time of day: on the new last day every activity ends before the group leaves, an add-on
   said "in the afternoon" is never on a last day that ends before the afternoon is over (an evening one ends
   before the group leaves too); an add-on that is not on its day (renumbered) any more is named in ``moved_with_removed_day``;
3. a day an add-on moves to keeps its own title."""

from __future__ import annotations

from typing import Any, Optional

import pytest

from sandbox.data.addable import BY_REGION
from sandbox.data.day_times import AFTERNOON_START, VISIT_HOURS, activity_ends, is_ride_home, leaves_at
from sandbox.data.getting_there import minutes
from sandbox.data.itineraries import DAYS
from sandbox.data.practical import meal_of
from sandbox.data.trips import TRIPS, TRIPS_BY_ID
from sandbox.day_clock import IN_THE_AFTERNOON, afternoon_add_ons
from sandbox.day_titles import day_title
from sandbox.errors import ApiError
from sandbox.plan import plan_for
from sandbox.plan_parts import added_activities, moved_said
from tests.sandbox.support import Sandbox
from tests.sandbox.test_removed_day_as_booked import _add_ons, _paid


def _all_on(trip: dict[str, Any], number: int) -> list[dict[str, Any]]:
    """The region's add-ons each placed on day ``number`` when the plan can hold it there."""
    items: list[dict[str, Any]] = []
    for addable in BY_REGION.get(trip["region"], ()):
        item = {"type": "add_activity", "details": {"activity": addable.name, "day": number}}
        try:
            plan = plan_for(trip, [*items, item])
        except ApiError:
            continue
        if addable.name in plan["added_activities"]:
            items.append(item)
    return items


CASES = [
    (t["id"], placing, day)
    for t in TRIPS
    if t["duration_days"] >= 3
    for placing in ("first_fit", "day_before_departure")
    for day in range(2, t["duration_days"] + 1)
]


def _was(number: int, gone: int) -> int:
    """The day before the change that day ``number`` after it was."""
    return number if number < gone else number + 1


@pytest.mark.parametrize("trip_id, placing, gone", CASES)
def test_a_shorter_trip_keeps_its_kept_days(trip_id: str, placing: str, gone: int) -> None:
    trip = TRIPS_BY_ID[trip_id]
    items = _add_ons(trip) if placing == "first_fit" else _all_on(trip, trip["duration_days"] - 1)
    before = plan_for(trip, items)
    try:
        after = plan_for(trip, [*items, {"type": "remove_day", "details": {"days": 1, "day": gone}}])
    except ApiError as refused:  # an add-on no day left can hold: refused, naming it
        assert any(i["details"]["activity"] in refused.message for i in items), refused.message
        return
    days, last = after["days"], after["days"][-1]
    said = moved_said(after, "EN")
    moved = {m["activity"]: m for m in after["moved_with_removed_day"]}
    # 2. every add-on still on its day (renumbered), or named with the day it moves to
    for name in before["added_activities"]:
        was = next(d["day"] for d in before["days"] if name in d["activities"])
        now = next(d["day"] for d in days if name in d["activities"])
        if was == gone or now != (was if was < gone else was - 1):
            assert name in moved and moved[name]["to_day"] == now, (name, was, now, moved)
    # 1. a kept day's meals: what it held, less only what is said
    for day in days:
        held = before["days"][_was(day["day"], gone) - 1]
        taken = {
            meal_of(a)
            for a in held["activities"]
            if a in moved and moved[a]["from_day"] == held["day"] or a in (day.get("left_out") or [])
        }
        if day is last:
            taken |= set((said.get("meals_not_kept") or {}).get("meals") or [])
        lost = [m for m in held["meals"] if m not in day["meals"] and m not in taken]
        assert not lost, (day["day"], held["meals"], day["meals"], said)
    # 2. the new last day ends after all it holds; an afternoon add-on is not on a day ending before it is over
    departure = last["source_day"] == len(DAYS[trip_id])
    afternoon = afternoon_add_ons(last["activities"], after["added_activities"])
    leaves = minutes(leaves_at(trip_id, last["activities"], departure, afternoon))
    if not departure:
        visits = [a for a in last["activities"] if not is_ride_home(a)]
        assert all(end <= leaves for end in activity_ends(visits, afternoon=afternoon)), (last, leaves)
    for entry in added_activities(after, "EN"):
        if entry["day"] == last["day"] and entry["when"] == IN_THE_AFTERNOON:
            assert leaves >= minutes(AFTERNOON_START) + VISIT_HOURS * 60, (entry, last, leaves)
    # 3. the day an add-on moves to keeps its own name
    for m in moved.values():
        if m["from_day"] != gone and m["to_day"] != last["day"]:
            to, was = days[m["to_day"] - 1], before["days"][_was(m["to_day"], gone) - 1]
            assert day_title(to, trip, "EN") == day_title(was, trip, "EN"), (m, to, was)


def _run(sb: Sandbox) -> str:
    """The run's booking: trip_002 without the bicycle ride, Kulen and the sunset, a boat trip added, an adult
    joined and a circus show for the 4 adults on day 3."""
    group = {"adults": 3, "children_ages": [3]}
    custom = [
        *({"type": "remove_activity", "details": {"activity": a}} for a in ("Bicycle ride", "Drive to Phnom Kulen")),
        {"type": "remove_activity", "details": {"activity": "Sunset at Phnom Bakheng"}},
        {"type": "add_activity", "details": {"activity": "Tonle Sap boat trip to Kampong Phluk"}},
    ]
    saved = sb.data("customizeTrip", {"trip_id": "trip_002", "customizations": custom, **group})
    bid = sb.book(saved["custom_trip_id"], people=None, end_date="2026-04-23", user_id="user-a", **group)["booking_id"]
    _paid(sb, bid)
    for change in (
        {"add_adults": 1},
        {"add_activities": [{"activity": "Phare circus show", "day": 3, "for_adults": 4, "for_children_ages": []}]},
    ):
        quote = sb.data("previewReschedule", {"booking_id": bid, **change})
        sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]})
        _paid(sb, bid)
    return str(bid)


def _day(days: list[dict[str, Any]], number: int) -> Optional[dict[str, Any]]:
    return next((d for d in days if d["day"] == number), None)


def test_the_runs_last_day_goes_and_day_3_keeps_what_it_can_saying_the_rest() -> None:
    sb = Sandbox()
    bid = _run(sb)
    booked = sb.data("getTripItinerary", {"booking_id": bid})["itinerary"]
    quote = sb.data("previewReschedule", {"booking_id": bid, "remove_day": {"day": 4}, "purpose": "information"})
    proposed = quote["proposed"]
    days, changes = proposed["itinerary_days"], proposed.get("plan_changes") or {}
    day3, was3 = _day(days, 3), _day(booked, 3)
    assert day3 is not None and was3 is not None
    # day 3's lunch: kept, or named as what the 12:00 ride home takes
    lost = [m for m in was3["meals"] if m not in day3["meals"]]
    assert lost == (changes.get("meals_not_kept") or {}).get("meals", []), (was3, day3, changes)
    assert not lost or changes["meals_not_kept"]["day"] == 3
    # the evening circus show cannot stay on the new last day: moved with a word, to a day that keeps its name
    moved = {m["activity"]: m for m in changes.get("moved_activities") or []}
    assert "Phare circus show" not in " ".join(day3["activities"])
    show = moved["Phare circus show"]
    assert show["from_day"] == 3
    to, was = _day(days, show["to_day"]), _day(booked, show["to_day"])
    assert to is not None and was is not None and to["title"] == was["title"], (to, was)
    assert any("Phare circus show" in a for a in to["activities"])
