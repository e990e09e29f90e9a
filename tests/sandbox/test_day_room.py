"""An added activity goes on a day with room for it (sandbox/day_room.py; relay 19 req 0049: a
"morning at the elephant sanctuary" at the end of a full day; relay 20 req 62: a dinner show on
the 05:00-start day beside a free day 6): over every catalogue trip and add-on, with added days."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

from sandbox.data.addable import addable_for
from sandbox.data.trips import TRIPS, TRIPS_BY_ID
from sandbox.day_clock import DAWN, is_any
from sandbox.day_room import FULL, is_free, load, part
from sandbox.plan import holding_day, plan_for
from tests.sandbox.room import added_or_refused

TRIP_IDS = [t["id"] for t in TRIPS]


def _feasible(plan: dict[str, Any], name: str, base: list[dict[str, Any]]) -> dict[str, Any]:
    """The day holding ``name``: its time not over full, one evening outing, a morning outing first,
    no evening outing on the departure day, one sunrise and one sunset."""
    [day] = [d for d in plan["days"] if name in d["activities"]]
    acts, parts = day["activities"], [part(a) for a in day["activities"]]
    before = next((d["activities"] for d in base if d["day"] == day["day"]), [])
    assert load(acts) <= max(FULL, load(before)), day
    if part(name) == "evening":
        assert day["day"] < len(plan["days"]) and parts.count("evening") == 1, day
    if part(name) == "morning":
        assert acts.index(name) == 0 and "ride" not in parts, day
        assert is_any(name, DAWN) or load(acts) <= 2, day  # a morning-long outing: half the day is free
    for moment in ("sunrise", "sunset"):
        assert sum(moment in a.lower() for a in acts) <= 1, day
    return day


def _placed(trip_id: str, mobility: bool = False) -> list[tuple[str, dict[str, Any]]]:
    """Each catalogue add-on the trip does not hold, with the plan it is added to without a day
    asked for (a refusal checked by tests/sandbox/room.py)."""
    trip = TRIPS_BY_ID[trip_id]
    base = plan_for(trip, [])["days"]
    out = []
    for item in addable_for(trip["region"]):
        if holding_day(trip["region"], item.name, base) is None:
            items = [{"type": "add_activity", "details": {"activity": item.name}}]
            plan = added_or_refused(trip, items, mobility=mobility)
            out += [(item.name, plan)] if plan is not None else []
    return out


@pytest.mark.parametrize("trip_id", TRIP_IDS)
def test_every_added_activity_lands_on_a_day_with_room_or_is_refused(trip_id: str) -> None:
    trip = TRIPS_BY_ID[trip_id]
    base = plan_for(trip, [])["days"]
    for name, plan in _placed(trip_id):
        _feasible(plan, name, base)


@settings(max_examples=40, deadline=None)
@given(trip_id=st.sampled_from(TRIP_IDS), added=st.integers(0, 4), data=st.data())
def test_a_free_day_is_taken_first(trip_id: str, added: int, data: st.DataObject) -> None:
    """Without a day asked for, an add-on goes to the first free day that can hold it."""
    trip = TRIPS_BY_ID[trip_id]
    name = data.draw(st.sampled_from([a.name for a in addable_for(trip["region"])]))
    days_item = [{"type": "add_day", "details": {"days": added}}] if added else []
    base = plan_for(trip, days_item)["days"]
    if holding_day(trip["region"], name, base) is not None:
        return
    plan = added_or_refused(trip, [*days_item, {"type": "add_activity", "details": {"activity": name}}])
    if plan is None:
        return
    day = _feasible(plan, name, base)
    free = [d["day"] for d in base if is_free(d["activities"])]
    if free and is_free([a for a in day["activities"] if a != name]) is False:
        # not on a free day: no free day could hold it
        for number in free:
            asked = {"type": "add_activity", "details": {"activity": name, "day": number}}
            assert added_or_refused(trip, [*days_item, asked]) is None or number < day["day"], (free, day)


def test_the_relay_cases() -> None:
    """The elephant sanctuary morning never ends a full day (refused, an added day offered); the
    dinner show goes to the free day, never the 05:00 sunrise day."""
    mondulkiri = next(t for t in TRIPS if any(a.name == "Elephant sanctuary morning" for a in addable_for(t["region"])))
    base = plan_for(mondulkiri, [])["days"]
    plan = added_or_refused(
        mondulkiri, [{"type": "add_activity", "details": {"activity": "Elephant sanctuary morning"}}]
    )
    if plan is not None:
        _feasible(plan, "Elephant sanctuary morning", base)
    trip = TRIPS_BY_ID["trip_001"]
    for extra in range(1, 5):
        items = [{"type": "add_day", "details": {"days": extra}}]
        days = plan_for(trip, items)["days"]
        plan = plan_for(
            trip, [*items, {"type": "add_activity", "details": {"activity": "Apsara dance show with dinner"}}]
        )
        [day] = [d for d in plan["days"] if "Apsara dance show with dinner" in d["activities"]]
        assert not any(is_any(a, DAWN) for a in day["activities"]), day
        free = [d["day"] for d in days if is_free(d["activities"])]
        assert not free or day["day"] == free[0], (free, day)


@pytest.mark.parametrize("trip_id", TRIP_IDS)
def test_a_mobility_need_keeps_add_ons_off_sunrise_and_hard_days(trip_id: str) -> None:
    from sandbox.data.effort import day_effort

    for name, plan in _placed(trip_id, mobility=True):
        [day] = [d for d in plan["days"] if name in d["activities"]]
        assert not any(is_any(a, DAWN) for a in day["activities"] if a != name), day  # no 05:00 day
        assert day_effort(day["activities"])["level"] != "hard", day
