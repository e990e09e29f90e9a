"""A day's difficulty for a traveller counts only what that traveller does: an add-on only some take is
left out of the day's ``effort`` (everyone's) and rated on its own in ``effort_for_those_taking_part``
(relay 29: a children-only kayak made the day "moderate" for the grandmother): its level, walking and
note are that activity's alone, the note naming no other activity of the day (relay 62: a sunset cruise
carried the day's snorkelling and boarding notes). Over every trip, every add-on of its region and who
takes it, in every language."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from sandbox.data.addable import addable_for
from sandbox.data.effort import day_effort
from sandbox.data.trips import TRIPS
from sandbox.errors import ApiError
from sandbox.i18n import tr
from sandbox.plan import plan_for
from sandbox.plan_localized import localized_plan

TAKERS: list[dict[str, Any]] = [
    {},  # everyone
    {"for_children_ages": [8]},  # the children only
    {"for_adults": 2},  # some adults
    {"for_adults": 1, "for_children_ages": [8]},
]
CASES = [
    (trip, add_on.name, who) for trip in TRIPS for add_on, who in itertools.product(addable_for(trip["region"]), TAKERS)
]


@pytest.mark.parametrize(
    ("trip", "add_on", "who"), CASES, ids=lambda v: v["id"] if isinstance(v, dict) and "id" in v else None
)
def test_an_add_on_counts_in_the_day_of_those_who_take_it_only(trip: dict[str, Any], add_on: str, who: dict) -> None:
    items = [{"type": "add_activity", "details": {"activity": add_on, **who}, "price_usd": 0.0}]
    try:
        plan = plan_for(trip, items)
    except ApiError:  # no day with room for it: refused with the reason (tests/sandbox/test_day_room.py)
        pytest.skip("no day has room for it")
    if add_on not in plan["added_activities"]:
        pytest.skip("the plan already holds it")
    english = [d for d in plan["days"] if add_on in d["activities"]]
    assert len(english) == 1
    for lang in ("EN", "KH", "ZH"):
        days = localized_plan(trip, plan, lang)["itinerary"]
        day = days[english[0]["day"] - 1]
        others = [a for a in english[0]["activities"] if a != add_on]
        expected = day_effort(others if who else english[0]["activities"], lang)
        assert day["effort"] == expected
        if not who:
            assert "effort_for_those_taking_part" not in day
            continue
        (theirs,) = day["effort_for_those_taking_part"]
        assert theirs["effort"] == day_effort([add_on], lang)
        note = theirs["effort"].get("note", "")
        assert not any(tr(a, lang) in note for a in others if tr(a, lang) not in tr(add_on, lang)), (note, others)
        assert theirs["for_adults"] == who.get("for_adults", 0)
        assert theirs["for_children_ages"] == who.get("for_children_ages", [])
        assert all("effort_for_those_taking_part" not in d for d in days if d["day"] != english[0]["day"])
