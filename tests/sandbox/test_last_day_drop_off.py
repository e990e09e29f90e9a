"""The last day ends with its ride home, after its last activity, for every trip x every day that can be
dropped (or a day added) x join point x EN/KH/ZH (sandbox/data/day_times.py ``leaves_at``; runs 29/30: a
shortened Kep trip ended on "Pepper crab dinner at the market" before "Drop-off around 14:30").

The drop-off is worked out from the day: the group leaves after the last activity, the ride's hours give
the arrival. It is a time a traveller expects (runs 31/32: trip_017 dropped off around 05:30 the next
morning, ferry trips implied a boat after dark): home by 22:00, a boat leg in daylight; what the new last
day cannot hold by then is left out of it and named in the plan. previewReschedule's shorter plan says the
same time.
"""

from __future__ import annotations

from typing import Any, Optional

import pytest

from sandbox.data.getting_there import ROUTES, minutes
from sandbox.data.itineraries import DAYS
from sandbox.data.trips import TRIPS
from sandbox.i18n import tr
from sandbox.plan import plan_for
from sandbox.plan_localized import localized_plan
from tests.sandbox.route_pickup import route_pickup
from tests.sandbox.support import Sandbox
from tests.sandbox.test_day_drop import paid

# the earliest an evening activity can be going on (ICT): the group leaves after it, never before
EVENING_FROM = {
    "sunset": "17:30",
    "dusk": "17:30",
    "dinner": "18:00",
    "barbecue": "18:00",
    "evening": "17:00",
    "night": "19:00",
    "firefl": "18:30",
    "stargazing": "19:30",
}
HOME_BY = "22:00"  # the latest a traveller expects to be back (ICT)
DAYLIGHT_BOAT = "17:30"  # a boat leg leaves by then when the route names no last boat
EARLIEST_VISIT_MINUTES = 120  # a daytime visit takes at least this long, one after the other from 08:00
RIDES_HOME = ("drop-off", "ferry back", "drive back", "transfer back", "speedboat back")
LANGUAGES = ("EN", "KH", "ZH")


def _changes(trip: dict[str, Any]) -> list[list[dict[str, Any]]]:
    """No change, each day that can be dropped, the rule's day, a day added, a day added and one dropped."""
    drops = [[{"type": "remove_day", "details": {"day": n}}] for n in range(2, trip["duration_days"] + 1)]
    rule = [{"type": "remove_day", "details": {}}]
    add = [{"type": "add_day", "details": {}}]
    return [[], *drops, rule, add, add + rule] if trip["duration_days"] >= 3 else [[], add]


def _joins(trip: dict[str, Any]) -> list[tuple[Optional[str], Optional[str]]]:
    """(pickup, departure city): none given, the route's start, the destination town."""
    start = ROUTES[trip["id"]].from_city
    return [(None, start), (route_pickup(trip["id"]), None), (route_pickup(trip["id"], "destination"), None)]


def _after(time: str, floor: str) -> int:
    """``time`` in minutes on the last day's clock: a drop-off past midnight counts as the next day."""
    m = minutes(time)
    return m + 24 * 60 if m < minutes(floor) - 6 * 60 else m


def _latest_evening(activities: list[str]) -> Optional[str]:
    hours = [t for a in activities for word, t in EVENING_FROM.items() if word in a.lower()]
    return max(hours, key=minutes) if hours else None


def _earliest_ends(activities: list[str]) -> list[int]:
    """The earliest each visit of a day can be over (minutes): evening ones not before EVENING_FROM, a
    daytime one EARLIEST_VISIT_MINUTES after the one before (a sunrise day from 05:00, else 08:00)."""
    end = minutes("05:00" if any("sunrise" in a.lower() for a in activities) else "08:00")
    ends = []
    for a in activities:
        floor = _latest_evening([a])
        end = max(end, minutes(floor)) if floor else end + EARLIEST_VISIT_MINUTES
        ends.append(end)
    return ends


def _by_boat(trip_id: str) -> bool:
    return any(w in ROUTES[trip_id].by for w in ("ferry", "boat"))


CASES = [(t, items, join) for t in TRIPS for items in _changes(t) for join in _joins(t)]


@pytest.mark.parametrize(("trip", "items", "join"), CASES, ids=lambda v: "" if isinstance(v, dict) else None)
def test_the_last_day_ends_with_its_ride_home_after_its_last_activity(
    trip: dict[str, Any], items: list[dict[str, Any]], join: tuple[Optional[str], Optional[str]]
) -> None:
    plan = plan_for(trip, items)
    last = plan["days"][-1]["activities"]
    rides = [i for i, a in enumerate(last) if any(w in a.lower() for w in RIDES_HOME)]
    # the ride home is the day's end: nothing after it
    assert rides == list(range(len(last) - len(rides), len(last))), last
    visits = last[: len(last) - len(rides)]
    evening = [i for i, a in enumerate(visits) if _latest_evening([a])]
    # in time order: the evening comes after the day's visits
    assert all(i >= len(visits) - len(evening) for i in evening), visits
    pickup, city = join
    shown = [
        localized_plan(trip, plan, lang, pickup_location=pickup, departure_city=city)["drop_off"] for lang in LANGUAGES
    ]
    assert len({s["time"] for s in shown}) == 1  # one time, whatever the language
    floor = _latest_evening(visits)
    if floor and shown[0]["required"]:
        assert _after(shown[0]["time"], floor) > minutes(floor), (trip["id"], items, visits, shown[0]["time"])
    case = (trip["id"], items, join, visits)
    r = ROUTES[trip["id"]]
    # when the group leaves: the drop-off at the route's own start less the ride (one time for every join)
    main = localized_plan(trip, plan, "EN", departure_city=r.from_city)["drop_off"]
    leaves = minutes(main["time"]) - int(r.hours * 60) if main["required"] else None
    if shown[0]["required"]:
        # home by 22:00 on the last day: never later, never past midnight (a time before the group leaves)
        assert leaves is not None and leaves <= minutes(shown[0]["time"]) <= minutes(HOME_BY), (case, shown[0])
    if leaves is not None and _by_boat(trip["id"]):  # the boat leg in daylight
        assert leaves <= minutes(r.last_boat or DAYLIGHT_BOAT), (case, main)
    source = plan["days"][-1]["source_day"]
    if source == len(DAYS[trip["id"]]) or plan["days"][-1]["added"]:
        return  # the catalogue's own departure day: the route's time
    if leaves is not None:  # every visit the new last day keeps is over before the group leaves
        assert all(end <= leaves for end in _earliest_ends(visits)), (case, main["time"])
    held = [a for a in DAYS[trip["id"]][source - 1][1] if not any(w in a.lower() for w in RIDES_HOME)]
    gone = [a for a in held if a not in visits]
    for lang in LANGUAGES:
        line = localized_plan(trip, plan, lang, pickup_location=pickup, departure_city=city)["itinerary"][-1]
        # every activity left out is named in the plan, in the plan's language; none when none is
        assert all(tr(a, lang) in line.get("left_out", "") for a in gone), (case, lang, line)
        assert bool(gone) == ("left_out" in line), (case, lang, line)


SHORTENABLE = [t for t in TRIPS if t["duration_days"] >= 3]


@pytest.mark.parametrize("trip", SHORTENABLE, ids=lambda t: t["id"])
def test_a_shorter_booking_drops_off_after_its_new_last_day(trip: dict[str, Any]) -> None:
    """previewReschedule's plan (the booking's itinerary days) ends the new last day after its evening."""
    sb = Sandbox()
    booking = paid(sb, trip["id"])
    quote = sb.data(
        "previewReschedule", {"booking_id": booking["booking_id"], "remove_day": {"day": trip["duration_days"]}}
    )
    days = quote["proposed"]["itinerary_days"]
    assert len(days) == trip["duration_days"] - 1
    custom = plan_for(trip, [{"type": "remove_day", "details": {"day": trip["duration_days"]}}])
    expected = localized_plan(trip, custom, "EN", pickup_location=route_pickup(trip["id"]))["drop_off"]
    said = [*days[-1]["activities"][-1:], days[-1].get("drop_off")]  # its last line, else the day's drop_off
    assert expected["text"] in said, days[-1]
    floor = _latest_evening(custom["days"][-1]["activities"])
    if floor:
        assert _after(expected["time"], floor) > minutes(floor), (days[-1], expected["time"])
    assert minutes(expected["time"]) <= minutes(HOME_BY), (days[-1], expected["time"])
    # what the shorter booking's last day leaves out is named in it too
    left_out = custom["days"][-1].get("left_out", [])
    assert all(a in days[-1].get("left_out", "") for a in left_out), days[-1]
    assert bool(left_out) == ("left_out" in days[-1]), days[-1]
