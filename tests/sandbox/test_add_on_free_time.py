"""An added activity goes on the day with the most free time that can hold it (sandbox/day_room.py;
relay 33 req 15: kayaking AND a cooking class on the boat day while two added days stayed near
empty), never the arrival or departure day while a day between can, and after a change of length
it stays on its day, placed again by the same rule only when its day goes (relay 33 req 49: kayaking
asked for day 4 of 5 ended on the departure day of the 4-day trip, beside the drive home). Over every trip, add-on and plan length."""

from __future__ import annotations

import re
from typing import Any

import pytest

from sandbox.data.addable import addable_for
from sandbox.data.pricing import price_customization
from sandbox.data.trips import TRIPS, TRIPS_BY_ID
from sandbox.day_room import busy, canonical, is_free, reason_against
from sandbox.errors import ApiError
from sandbox.plan import holding_day, plan_for
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family

TRIP_IDS = [t["id"] for t in TRIPS]


def _plan(trip: dict[str, Any], raw: list[dict[str, Any]]) -> dict[str, Any] | None:
    try:
        return plan_for(trip, [price_customization(trip, c) for c in raw])
    except ApiError:
        return None  # no day has room (tests/sandbox/test_day_room.py checks the refusal)


def _preferred(days: list[dict[str, Any]], name: str) -> set[int]:
    """Days the rule takes before the free time counts: a free day, a day visiting a place it names."""
    places = set(re.findall(r"\b[A-Z][a-z]+\b", name)[1:])
    return {
        i
        for i, d in enumerate(days)
        if is_free(d["activities"])
        or places
        and any(places & set(re.findall(r"\b[A-Z][a-z]+\b", a)) for a in d["activities"])
    }


@pytest.mark.parametrize("trip_id", TRIP_IDS)
@pytest.mark.parametrize("extra", [0, 1, 2, 3])
def test_an_add_on_takes_the_freest_day_that_can_hold_it(trip_id: str, extra: int) -> None:
    trip = TRIPS_BY_ID[trip_id]
    days_item = [{"type": "add_day", "details": {"days": extra}}] if extra else []
    before = _plan(trip, days_item)
    assert before is not None
    days = before["days"]
    for addable in addable_for(trip["region"]):
        name = addable.name
        if holding_day(trip["region"], name, days) is not None:
            continue
        plan = _plan(trip, [*days_item, {"type": "add_activity", "details": {"activity": name}}])
        if plan is None:
            continue
        [on] = [d["day"] - 1 for d in plan["days"] if name in d["activities"]]
        english = canonical(trip["region"], name)
        able = [i for i in range(len(days)) if reason_against(trip, days, i, english) is None]
        middle = [i for i in able if 0 < i < len(days) - 1]
        if middle and on not in _preferred(days, english):  # not the arrival or the departure day while
            # a day between can hold it, unless that one visits the place it names (relay j23: the lake day)
            assert on in middle, (name, on + 1, middle)
        pool = [i for i in middle if i in _preferred(days, english)] or middle
        if on in middle and on not in _preferred(days, english):
            assert busy(days[on]["activities"]) == min(busy(days[i]["activities"]) for i in pool), (name, on + 1)


@pytest.mark.parametrize("trip_id", TRIP_IDS)
@pytest.mark.parametrize("change", ["remove_day", "add_day"])
def test_after_a_change_of_length_an_add_on_stays_on_its_day(trip_id: str, change: str) -> None:
    """The day an add-on was asked for numbered the plan before the change: the plan after it keeps the
    add-on on that same day, renumbered (a day added goes after it); only when its day goes is it placed
    by the rule, as if asked for without a day (relay 33 req 49: kayaking asked for day 4 of 5 ended on
    the departure day of the 4-day trip; a booking's boat trip moved to an added day)."""
    trip = TRIPS_BY_ID[trip_id]
    grown = [{"type": "add_day", "details": {"days": 2}}]
    longer = _plan(trip, grown)
    assert longer is not None
    resize = {"type": change, "details": {"days": 1}}
    for addable in addable_for(trip["region"]):
        name = addable.name
        english = canonical(trip["region"], name)
        for number in range(2, longer["duration_days"]):
            asked = {"type": "add_activity", "details": {"activity": name, "day": number}}
            before = _plan(trip, [*grown, asked])
            if before is None or english not in before["days"][number - 1]["activities"]:
                continue  # that day cannot hold it, or another visit holds it
            after = _plan(trip, [*grown, asked, resize])
            assert after is not None, (name, number, change)
            on = [(d["title"], d["source_day"]) for d in after["days"] if english in d["activities"]]
            own = (before["days"][number - 1]["title"], before["days"][number - 1]["source_day"])
            by_rule = _plan(trip, [*grown, resize, {"type": "add_activity", "details": {"activity": name}}])
            assert by_rule is not None, (name, number, change)
            kept = [d["day"] for d in by_rule["days"] if (d["title"], d["source_day"]) == own]
            # its day, renumbered, when that day is still there and can still hold it (an evening on what is now
            # the departure day goes on the last evening, sandbox/day_room.py): else the rule's day
            pinned = kept and _plan(trip, [*grown, resize, {**asked, "details": {**asked["details"], "day": kept[0]}}])
            if pinned:  # as if asked for its own day's number after the change
                assert after["days"] == pinned["days"], (name, number, change)
                assert on == [own] or number == len(before["days"]) - 1, (name, number, change)
            else:
                assert after["days"] == by_rule["days"], (name, number, change)


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
def test_a_change_quote_says_the_day_of_each_activity_it_adds_before_the_yes(language: str) -> None:
    """previewReschedule's ``proposed.added_activities_days``: each activity the change adds, on the day
    the quote's own itinerary_days hold it (relay 33 req 46: the quote gave no day)."""
    sb = Sandbox()
    bid = family(sb, adults=2, children=(9,))["booking_id"]
    trip = TRIPS_BY_ID["trip_001"]
    checked = 0
    for addable in addable_for(trip["region"])[:4]:
        resp = sb.call("previewReschedule", {"booking_id": bid, "add_activities": [addable.name], "language": language})
        if resp.status_code != 200:
            continue  # the plan already holds it, or no day has room
        quote = resp.json()["data"]
        checked += 1
        [placed] = quote["proposed"]["added_activities_days"]
        [day] = [d for d in quote["proposed"]["itinerary_days"] if placed["activity"] in d["activities"]]
        assert placed["day"] == day["day"] and placed["when"], placed
    assert checked
