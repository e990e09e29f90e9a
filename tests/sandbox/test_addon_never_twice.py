"""No price charges for an activity the plan already holds (relay 20: the paid Kampong Phluk boat
add-on beside an added day holding the same boat, charged twice), over every catalogue trip, every
add-on it offers and every length it can take: an add-on the plan (added days included) already
holds costs nothing and names the day that holds it; one it does not hold costs its catalogue price;
adding it never changes what the added days hold; an added day's ``already_in_plan`` names only
visits another day of the plan holds."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.data.addable import Addable, addable_for, in_plan
from sandbox.data.ties import repeats
from sandbox.data.trips import TRIPS
from tests.sandbox.room import added_or_refused
from tests.sandbox.support import Sandbox

# the trip at its own length (a hotel upgrade: calculateCustomTrip prices at least one change), longer
CHANGES: list[list[dict[str, Any]]] = [[{"type": "upgrade_hotel", "details": {}}]] + [
    [{"type": "add_day", "details": {"days": n}}] for n in (1, 2, 3)
]
SHORTER = [{"type": "remove_day", "details": {"days": 1}}]


def _holds(region: str, item: Addable, activities: list[str]) -> bool:
    return any(in_plan(item, [a]) or repeats(region, [item.name], [a]) for a in activities)


def _days(sb: Sandbox, trip_id: str, changes: list[dict[str, Any]]) -> list[dict[str, Any]]:
    custom = sb.data("customizeTrip", {"trip_id": trip_id, "customizations": changes})["custom_trip_id"]
    return list(sb.data("getTripItinerary", {"trip_id": custom})["itinerary"])


def _added(quote: dict[str, Any], item: Addable) -> list[list[str]]:
    """The added days' contents, the add-on itself left out (it may be placed on one of them)."""
    return [[a for a in d["activities"] if a != item.name] for d in quote["plan_changes"]["added_days"]]


@pytest.mark.parametrize("trip", TRIPS, ids=[t["id"] for t in TRIPS])
def test_an_add_on_the_plan_holds_is_never_charged(trip: dict[str, Any]) -> None:
    sb = Sandbox()
    region = trip["region"]
    for changes in CHANGES + ([SHORTER] if trip["duration_days"] > 2 else []):
        days = _days(sb, trip["id"], changes)
        planned = [a for d in days for a in d["activities"]]
        for number, day in enumerate(days, start=1):  # already_in_plan: a visit another day holds
            others = [a for d in days if d["day"] != number for a in d["activities"]]
            for visit in day.get("already_in_plan", []):
                assert visit in others or repeats(region, [visit], others), (trip["id"], changes, number, visit)
        without = sb.data("calculateCustomTrip", {"base_trip_id": trip["id"], "customizations": changes})
        for item in addable_for(region):
            asked = {"type": "add_activity", "details": {"activity": item.name}}
            if added_or_refused(trip, [*changes, asked]) is None:  # no day has room (tests/sandbox/room.py)
                continue
            quote = sb.data("calculateCustomTrip", {"base_trip_id": trip["id"], "customizations": [*changes, asked]})
            priced = quote["customizations"][-1]
            case = (trip["id"], changes, item.name)
            assert _added(quote, item) == _added(without, item), case  # the added days stay as they were
            if _holds(region, item, planned):
                assert priced["price_usd"] == 0 and quote["total_usd"] == without["total_usd"], case
                holder = days[priced["already_in_plan_on_day"] - 1]
                assert _holds(region, item, holder["activities"]), case
                assert str(holder["day"]) in priced["why_free"], case
            else:
                assert priced["price_usd"] == item.price_usd and "already_in_plan_on_day" not in priced, case
                assert quote["total_usd"] > without["total_usd"], case
