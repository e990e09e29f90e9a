"""A day's walking is said once: every km a day's texts state as its walking (an added day's ``for_need`` note:
"about 0.5 km of walking") is the day's ``effort.walking_km`` (a zipline day showed 0 km beside a note saying
0.5 km: the note counted an add-on only some take, the day's effort did not). Over every trip, with a day added
for a mobility need, with and without each add-on of its region, taken by everyone or by some."""

from __future__ import annotations

import itertools
import re
from typing import Any

import pytest

from sandbox.data.addable import addable_for
from sandbox.data.trips import TRIPS
from sandbox.errors import ApiError
from sandbox.group import Group
from sandbox.plan import plan_for
from sandbox.plan_localized import localized_plan

WALKING = re.compile(r"(\d+(?:\.\d+)?) km of walking")
TAKERS: list[dict[str, Any]] = [{}, {"for_children_ages": [9]}, {"for_adults": 1}]
NEEDS = ({"walking_limit_km": 0.5}, {"mobility_need": True}, {"walking_limit_km": 3})


def _texts(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [t for k, v in value.items() if k != "effort_for_those_taking_part" for t in _texts(v)]
    if isinstance(value, list):
        return [t for v in value for t in _texts(v)]
    return []


def _cases() -> list[tuple[dict[str, Any], Any, dict[str, Any]]]:
    out: list[tuple[dict[str, Any], Any, dict[str, Any]]] = []
    for trip in TRIPS:
        out.append((trip, None, {}))
        out.extend((trip, a.name, who) for a, who in itertools.product(addable_for(trip["region"]), TAKERS))
    return out


@pytest.mark.parametrize("need", NEEDS, ids=["half-km", "mobility", "3km"])
@pytest.mark.parametrize(
    ("trip", "add_on", "who"), _cases(), ids=lambda v: v["id"] if isinstance(v, dict) and "id" in v else None
)
def test_every_km_a_day_says_is_its_walking(trip: dict[str, Any], add_on: Any, who: dict, need: dict) -> None:
    items: list[dict[str, Any]] = [{"type": "add_day", "details": {"days": 1, **need}}]
    if add_on:
        items.append({"type": "add_activity", "details": {"activity": add_on, **who}, "price_usd": 0.0})
    try:
        plan = plan_for(trip, items, group=Group(adults=2, children_ages=(9,)))
    except ApiError:
        pytest.skip("no day has room for it")
    for lang in ("EN", "KH", "ZH"):
        for day in localized_plan(trip, plan, lang)["itinerary"]:
            walking = float(day["effort"]["walking_km"])
            for text in _texts(day):
                for km in WALKING.findall(text):
                    assert float(km) == walking, (day["day"], text, day["effort"])
