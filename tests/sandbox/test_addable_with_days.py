"""addable_activities never offers a visit the plan already holds, added days included (relay 18
req 13: an added day held the Kampong Phluk boat trip and the list still offered it at $30 an
adult, in Chinese under another spelling), over every catalogue trip and every length it can take."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.data.addable import addable_for, in_plan
from sandbox.data.trips import TRIPS
from sandbox.i18n import tr
from tests.sandbox.support import Sandbox

CHANGES = [("add_day", n) for n in (1, 2, 3)] + [("remove_day", 1)]


def _planned(sb: Sandbox, trip_id: str) -> list[str]:
    plan = sb.data("getTripItinerary", {"trip_id": trip_id})
    return [a for day in plan["itinerary"] for a in day["activities"]]


@pytest.mark.parametrize("trip", TRIPS, ids=[t["id"] for t in TRIPS])
def test_no_length_of_a_trip_offers_what_its_days_already_hold(trip: dict[str, Any]) -> None:
    sb = Sandbox()
    for kind, days in CHANGES:
        if kind == "remove_day" and trip["duration_days"] <= 2:
            continue
        change = {"type": kind, "details": {"days": days}}
        custom = sb.data("customizeTrip", {"trip_id": trip["id"], "customizations": [change]})["custom_trip_id"]
        planned = _planned(sb, custom)
        for lang in ("EN", "ZH", "KH"):
            offered = {
                a["name"] for a in sb.data("getTripItinerary", {"trip_id": custom}, lang=lang)["addable_activities"]
            }
            held = [tr(item.name, lang) for item in addable_for(trip["region"]) if in_plan(item, planned)]
            assert not offered & set(held), (trip["id"], kind, days, lang, offered & set(held))
