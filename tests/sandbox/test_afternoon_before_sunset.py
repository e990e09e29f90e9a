"""Invariant: an added activity said "in the afternoon" is listed before its day's sunset and evening, and its
time says so (run 59 req 12 / req 26: "after the day's visits" on a day ending with the Pre Rup sunset read as a
boat trip in the dark, while the plan listed it before the sunset: two orders for one day).

For every trip and every activity it can add, in EN, KH and ZH: the quote's ``when`` for an afternoon add-on is
the one sentence that names the sunset or evening, in the session's language, and the saved trip's itinerary lists
the add-on before every sunset, dinner or night line of its day."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.data.trips import TRIPS
from sandbox.day_clock import EVENING, IN_THE_AFTERNOON, SHOWS, is_any
from sandbox.i18n import tr
from tests.sandbox.support import Sandbox

ADDABLE = [
    (t["id"], a["name"])
    for t in TRIPS
    for a in Sandbox().data("getTripItinerary", {"trip_id": t["id"]})["addable_activities"]
]


def _evening(activity: str) -> bool:
    return is_any(activity, (*EVENING, *SHOWS))


@pytest.mark.parametrize("trip_id, name", ADDABLE)
def test_an_afternoon_add_on_comes_before_its_days_sunset_and_says_so(trip_id: str, name: str) -> None:
    sb = Sandbox()
    items = [{"type": "add_activity", "details": {"activity": name}}]
    resp = sb.call("calculateCustomTrip", {"base_trip_id": trip_id, "people_count": 2, "customizations": items})
    if resp.status_code != 200:
        return  # no day can hold it: refused with the reason (tests/sandbox/test_addable*.py)
    [added] = resp.json()["data"]["plan_changes"]["added_activities"]
    if added["when"] != IN_THE_AFTERNOON:
        return
    custom = sb.data("customizeTrip", {"trip_id": trip_id, "people_count": 2, "customizations": items})
    day: dict[str, Any] = sb.data("getTripItinerary", {"trip_id": custom["custom_trip_id"]})["itinerary"][
        added["day"] - 1
    ]
    at = day["activities"].index(name)
    later = [a for a in day["activities"][:at] if _evening(a)]
    assert not later, (trip_id, name, day["activities"])  # nothing of the evening before it
    for language, sunset in (("EN", "sunset"), ("KH", "ថ្ងៃលិច"), ("ZH", "日落")):
        said = tr(IN_THE_AFTERNOON, language)
        assert sunset in said and (language == "EN" or said != IN_THE_AFTERNOON), said
