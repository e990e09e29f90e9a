"""addable_activities (sandbox/data/addable.py) leaves out what the plan already holds (relay j9:
snorkelling and mangrove kayaking offered on a Sihanoukville trip that has them), over every trip."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.data.addable import addable_for, in_plan
from sandbox.data.itineraries import DAYS
from sandbox.data.trips import TRIPS
from sandbox.i18n import tr
from tests.sandbox.support import Sandbox


def activities(plan: dict[str, Any]) -> list[str]:
    return [a.lower() for day in plan["itinerary"] for a in day["activities"]]


@pytest.mark.parametrize("trip", TRIPS, ids=[t["id"] for t in TRIPS])
def test_no_trip_offers_to_add_what_its_plan_already_holds(trip: dict[str, Any]) -> None:
    plan = Sandbox().data("getTripItinerary", {"trip_id": trip["id"]})
    offered = {a["name"] for a in plan["addable_activities"]}
    planned = [a for _, acts in DAYS[trip["id"]] for a in acts]
    for item in addable_for(trip["region"]):
        assert (item.name in offered) != in_plan(item, planned), (trip["id"], item.name)
        if item.name in offered:  # nothing offered shares its name or a keyword with the plan
            words = [item.name.lower(), *(w for w in item.aliases if w != "pepper")]
            assert not any(w in act for w in words for act in activities(plan)), (trip["id"], item.name)
    assert offered  # something is always left to add (the everywhere list is not in every plan)


def test_the_sihanoukville_beach_trip_offers_neither_snorkelling_nor_kayaking() -> None:
    plan = Sandbox().data("getTripItinerary", {"trip_id": "trip_008"}, lang="ZH")
    names = [a["name"] for a in plan["addable_activities"]]
    assert tr("Snorkelling trip", "ZH") not in names and tr("Kayaking in the Ream mangroves", "ZH") not in names
    assert tr("Sunset cruise off Otres", "ZH") in names


def test_a_dish_is_not_the_activity_and_a_removed_activity_can_be_added_again() -> None:
    sb = Sandbox()
    kep = {a["name"] for a in sb.data("getTripItinerary", {"trip_id": "trip_007"})["addable_activities"]}
    assert "Pepper farm visit" in kep  # "Pepper crab dinner" is a dish, not a pepper farm
    kampot = {a["name"] for a in sb.data("getTripItinerary", {"trip_id": "trip_013"})["addable_activities"]}
    assert "Pepper farm visit" not in kampot  # "Kampot pepper farm tour" is
    custom = sb.data(
        "customizeTrip",
        {
            "trip_id": "trip_008",
            "customizations": [{"type": "remove_activity", "details": {"activity": "Snorkelling"}}],
        },
    )
    again = sb.data("getTripItinerary", {"trip_id": custom["custom_trip_id"]})["addable_activities"]
    assert "Snorkelling trip" in {a["name"] for a in again}
