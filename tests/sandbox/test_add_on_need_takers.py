"""Invariant: an add-on's effort / mobility check considers only the travellers taking part in it (run 71: the
sister with a cane did not take the zipline the children alone took, yet its day was chosen, or refused, "for
the mobility need"). The backend knows that the group has a need, not whose; it is an adult's
(sandbox/add_on_need.py).

Over every trip, every add-on of its region and every day asked: named for children only, the add-on is placed
(or refused) with the group's need exactly as without it, and no reason it gives names the need; named with an
adult taking part (or for everyone), the day it goes on keeps the need's rule (no 05:00 sunrise, not hard on
foot with it)."""

from __future__ import annotations

import itertools
from typing import Any, Optional

import pytest

from sandbox.data.addable import addable_for
from sandbox.data.effort import day_effort
from sandbox.data.itineraries import DAYS
from sandbox.data.trips import TRIPS
from sandbox.day_clock import DAWN, is_any
from sandbox.errors import ApiError
from sandbox.group import Group
from sandbox.i18n import placement_texts as says
from sandbox.plan import plan_for
from tests.sandbox.support import Sandbox

GROUP = Group(adults=2, children_ages=(12, 14))
CHILDREN = {"for_adults": 0, "for_children_ages": [12, 14]}
WITH_ADULT = {"for_adults": 1, "for_children_ages": [12, 14]}
NEED_WORDS = (says.SUNRISE_MOBILITY, says.HARD_MOBILITY)
CASES = [
    (trip, add_on.name, day)
    for trip in TRIPS
    for add_on, day in itertools.product(addable_for(trip["region"]), [None, *range(1, len(DAYS[trip["id"]]) + 1)])
]


def _placed(trip: dict[str, Any], name: str, day: Optional[int], who: dict, mobility: bool) -> Any:
    """The add-on's day and the plan's text about it, or the refusal's message."""
    details = {"activity": name, **who, **({"day": day} if day else {})}
    try:
        plan = plan_for(
            trip, [{"type": "add_activity", "details": details, "price_usd": 0.0}], mobility=mobility, group=GROUP
        )
    except ApiError as exc:
        return ("refused", exc.message)
    days = [d["day"] for d in plan["days"] if name in d["activities"]]
    return ("placed", days)


@pytest.mark.parametrize(("trip", "name", "day"), CASES, ids=lambda v: v["id"] if isinstance(v, dict) else None)
def test_a_need_counts_only_for_an_add_on_its_holder_takes(trip: dict[str, Any], name: str, day: Optional[int]) -> None:
    children = _placed(trip, name, day, CHILDREN, True)
    assert children == _placed(trip, name, day, CHILDREN, False)
    assert not any(words.split(" (")[0] in str(children) for words in NEED_WORDS), children
    for who in (WITH_ADULT, {}):
        shown = _placed(trip, name, day, who, True)
        if shown[0] == "refused" or not shown[1]:
            continue
        plan = plan_for(
            trip,
            [
                {
                    "type": "add_activity",
                    "details": {"activity": name, **who, **({"day": day} if day else {})},
                    "price_usd": 0.0,
                }
            ],
            mobility=True,
            group=GROUP,
        )
        held = next(d for d in plan["days"] if name in d["activities"])
        others = [a for a in held["activities"] if a != name]
        if name in plan["added_activities"]:
            assert not is_any(" ".join(others), DAWN), (name, held)
            assert day_effort([*others, name])["level"] != "hard", (name, held)


def test_the_run_71_zipline_for_the_children_through_the_api() -> None:
    """calculateCustomTrip with the session's mobility need: a zipline for the children alone is quoted on the day
    it would have without the need, never refused nor moved for it."""
    sb = Sandbox()
    placed = 0
    for trip in [t for t in TRIPS if any(a.name == "Angkor zipline" for a in addable_for(t["region"]))]:
        for day in range(1, len(DAYS[trip["id"]]) + 1):
            items = [{"type": "add_activity", "details": {"activity": "Angkor zipline", "day": day, **CHILDREN}}]
            body = {"base_trip_id": trip["id"], "adults": 2, "children_ages": [12, 14], "customizations": items}
            plain = sb.call("calculateCustomTrip", body)
            needy = sb.call("calculateCustomTrip", {**body, "mobility_need": True, "walking_limit_km": 0.5})
            assert needy.status_code == plain.status_code, needy.json()
            if plain.status_code == 200:
                placed += 1
                assert needy.json()["data"]["plan_changes"] == plain.json()["data"]["plan_changes"]
    assert placed  # the children's zipline is quoted somewhere
