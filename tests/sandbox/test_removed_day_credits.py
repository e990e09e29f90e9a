"""A day removed takes its credits with it (relay 36 req 47, issue 37).

For every trip, a plan made longer or not, with activities removed from any of its days, and any day
removed: every removal credit left in the price takes its activity from a day of the plan after the
change, every add-on charged is on a day of that plan, the price falls by the removed day's own price
as the plan before showed it (the day's rate and pass change, less the credit of each activity the removals
took from that day: price before - price after, one price function), and ``removed_days`` names the
day by its number in the plan before, with its activities as that plan showed them."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import assume, given, settings, strategies as st

from sandbox.data.pricing import REMOVE_ACTIVITY_CREDIT, price_customization
from sandbox.data.trips import TRIPS
from sandbox.day_titles import DEPARTURE_TITLE, LOGISTICS
from sandbox.errors import ApiError
from sandbox.group import Group
from sandbox.i18n import tr, trf
from sandbox.plan import localized_plan, plan_for
from sandbox.policy import money
from sandbox.totals import group_price

GROUPS = [Group(1), Group(2, (13, 8)), Group(2, (), "self_drive")]


def _sights(day: dict[str, Any]) -> list[str]:
    """What a traveller removes: not a ride (the ride back moves to the new last day with the day it left)."""
    return [a for a in day["activities"] if not any(w in a.lower() for w in (*LOGISTICS, " back"))]


@settings(max_examples=60, deadline=None)
@given(
    trip=st.sampled_from(TRIPS),
    group=st.sampled_from(GROUPS),
    added=st.integers(0, 2),
    picks=st.lists(st.tuples(st.integers(1, 8), st.integers(0, 5)), max_size=2),
    drop=st.integers(2, 8),
)
def test_a_removed_day_takes_its_credits_and_frees_its_own_price(
    trip: dict[str, Any], group: Group, added: int, picks: list[tuple[int, int]], drop: int
) -> None:
    items = [price_customization(trip, {"type": "add_day", "details": {"days": added}})] if added else []
    shown = plan_for(trip, items)["days"]
    for day, at in picks:  # an activity of a day as the traveller saw it (the arrival's too)
        sights = _sights(shown[(day - 1) % len(shown)])
        if sights:
            name = sights[at % len(sights)]
            items.append(price_customization(trip, {"type": "remove_activity", "details": {"activity": name}}))
    assume(len(shown) > 2 and drop <= len(shown))
    gone = price_customization(trip, {"type": "remove_day", "details": {"days": 1, "day": drop}})
    try:
        before, after = group_price(trip, group, items), group_price(trip, group, [*items, gone])
    except ApiError:  # a plan the trip cannot have is refused with its reason (tested elsewhere)
        assume(False)
        return
    plan_before, plan_after = plan_for(trip, items), plan_for(trip, [*items, gone])
    kept = {(r["asked"]) for r in plan_after["removed_at"]}
    for item in after["customizations"]:
        if item["type"] == "remove_activity" and item["price_usd"]:
            assert item["details"]["activity"] in kept, item  # a credit for a day of the plan
        if item["type"] == "add_activity" and item["price_usd"]:
            assert any(item["details"]["activity"] in d["activities"] for d in plan_after["days"]), item
    # the credits of what the removals took from the removed day go with it (each activity taken out its own)
    only_there = [REMOVE_ACTIVITY_CREDIT for r in plan_before["removed_at"] if r["day"] == drop]
    day_item = next(i for i in after["customizations"] if i["type"] == "remove_day")
    freed = money(before["price_per_adult_usd"] - after["price_per_adult_usd"])
    assert freed == money(-day_item["price_change_per_adult_usd"] + sum(only_there)), (freed, day_item, only_there)
    # named by the booked day number, as the plan before showed it (no activity removed before)
    said = plan_after["removed_days"]
    assert [d["day"] for d in said] == [drop]
    was = plan_before["days"][drop - 1]["activities"]
    assert all(a in was for a in said[0]["activities"]), (said, was)


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("trip", [t for t in TRIPS if t["duration_days"] >= 3], ids=lambda t: t["id"])
def test_a_free_day_that_becomes_the_last_is_named_a_free_day_and_departure(
    trip: dict[str, Any], language: str
) -> None:
    """Every sight of the day before the last removed, then the last day removed: the new last day holds only
    the ride back, and is called a day at leisure and departure, never after the ride ("Drop-off")."""
    last = len(plan_for(trip, [])["days"])
    items = [
        price_customization(trip, {"type": "remove_activity", "details": {"activity": name}})
        for name in _sights(plan_for(trip, [])["days"][last - 2])
    ]
    items.append(price_customization(trip, {"type": "remove_day", "details": {"days": 1, "day": last}}))
    plan = plan_for(trip, items)
    end = localized_plan(trip, plan, language)["itinerary"][-1]
    if _sights(plan["days"][-1]):  # a sight of the removed day's kept its place (a tied visit): named after it
        return
    assert end["title"] == trf(DEPARTURE_TITLE, language, region=tr(trip["region"], language)), end
