"""A plan's day against the clock, over every trip (issue 22, "kind 6" self-audit): what a day lists
happens while the traveller is with the group. Relay: trip_002's last day included lunch while a
pickup in Siem Reap was dropped at 12:30 and the group from Phnom Penh left at 12:00; booked
trips whose day-1 line was "Private transfer" kept "Transfer to Otres Beach" and the note about
"the city you leave from" beside a pickup in Otres; a dinner added to the departure day."""

from __future__ import annotations

from typing import Any, Optional

import pytest

from sandbox.data.addable import addable_for
from sandbox.data.effort import LEVELS
from sandbox.data.getting_there import ROUTES, arrival, minutes
from sandbox.data.itineraries import DAYS, TRANSPORT_INCLUDED
from sandbox.data.practical import DEFAULT_PICKUP_TIME, PICKUP_TIME, meal_of
from sandbox.data.trips import TRIPS, TRIPS_BY_ID
from sandbox.day_clock import AT_SUNRISE, EVENING, IN_THE_AFTERNOON, IN_THE_EVENING, is_any
from sandbox.i18n import tr
from sandbox.plan import holding_day, localized_plan, plan_for
from tests.sandbox.far_towns import far_town
from tests.sandbox.room import added_or_refused

TRIP_IDS = [t["id"] for t in TRIPS]
LUNCH_FROM, LUNCH_TO = "12:00", "13:00"  # when a lunch is eaten


def _arrives(trip_id: str) -> str:
    return arrival(trip_id, PICKUP_TIME.get(trip_id, DEFAULT_PICKUP_TIME))


@pytest.mark.parametrize("trip_id", TRIP_IDS)
@pytest.mark.parametrize("transport", ["driver", "self_drive"])
def test_lunch_is_only_on_a_day_the_group_is_there_at_lunchtime(trip_id: str, transport: str) -> None:
    """Day 1's lunch needs the group there by 13:00 (a pickup in the destination town joins on
    arrival); the last day's lunch needs the group to leave after it (whoever is dropped in the
    destination is dropped half an hour after the group leaves). Self-drive groups meet the guide
    at 14:00."""
    trip = TRIPS_BY_ID[trip_id]
    days = plan_for(trip, [], transport)["days"]
    if "Lunch" in days[0]["meals"]:
        assert transport == "driver" and minutes(_arrives(trip_id)) <= minutes(LUNCH_TO), (trip_id, _arrives(trip_id))
    if "Lunch" in days[-1]["meals"]:
        assert minutes(ROUTES[trip_id].leaves) >= minutes(LUNCH_TO), trip_id


@pytest.mark.parametrize("trip_id", TRIP_IDS)
def test_an_added_lunch_is_on_a_day_the_group_is_there_at_lunchtime(trip_id: str) -> None:
    """A cooking class (it ends with the lunch the group cooked) asked for day 1 or the departure
    day goes to the nearest day the group is there at lunchtime (trip_002's day 1 arrives at 13:30)."""
    trip = TRIPS_BY_ID[trip_id]
    if holding_day(trip["region"], "Khmer cooking class with a local cook", plan_for(trip, [])["days"]):
        return  # the plan already has a cooking class: none is added (tests/sandbox/test_addon_never_twice.py)
    for wanted in (1, trip["duration_days"]):
        item = {"type": "add_activity", "details": {"activity": "Khmer cooking class with a local cook", "day": wanted}}
        plan = added_or_refused(trip, [item])
        if plan is None:  # no room that day: refused with the days that can (tests/sandbox/room.py)
            continue
        days = plan["days"]
        [day] = [d for d in days if "Khmer cooking class with a local cook" in d["activities"]]
        if day["day"] == 1:
            assert minutes(_arrives(trip_id)) <= minutes(LUNCH_TO), (trip_id, day)
        if day["day"] == len(days):
            assert minutes(ROUTES[trip_id].leaves) >= minutes(LUNCH_TO), (trip_id, day)


@pytest.mark.parametrize("trip_id", TRIP_IDS)
def test_a_booked_day_one_starts_at_the_bookings_own_pickup(trip_id: str) -> None:
    """Every trip's first line is its pickup / transfer: with a pickup given, it names that place
    and the ride from it, and no note says "the pickup point given at booking (e.g. …)" again."""
    trip = TRIPS_BY_ID[trip_id]
    town = ROUTES[trip_id].destination.split(",")[0]
    for where in (f"Lotus Hotel, {town}", f"Wat Phnom, {ROUTES[trip_id].from_city}"):
        day = localized_plan(trip, plan_for(trip, []), "EN", pickup_location=where)["itinerary"][0]
        assert where in day["activities"][0], (trip_id, day["activities"])
        assert "start_note" not in day, (trip_id, day)


def _is_evening(name: str) -> bool:
    return any(w in name.lower() for w in EVENING)


@pytest.mark.parametrize("trip_id", TRIP_IDS)
def test_an_added_activity_fits_the_hours_of_its_day(trip_id: str) -> None:
    """An evening added to the departure day is the last evening (the group leaves at midday); a
    sunrise added to day 1 is the first morning there (at sunrise the group is on the road), and a
    sunrise is the first thing of its day."""
    trip = TRIPS_BY_ID[trip_id]
    last = trip["duration_days"]
    names = [a.name for a in addable_for(trip["region"])] + ["Sunrise at the viewpoint", "Private dinner"]
    base = plan_for(trip, [])["days"]
    for name in (n for n in names if holding_day(trip["region"], n, base) is None):  # not one it holds
        for wanted in (1, last):
            plan = added_or_refused(trip, [{"type": "add_activity", "details": {"activity": name, "day": wanted}}])
            if plan is None:  # no room that day: refused with the days that can (tests/sandbox/room.py)
                continue
            [day] = [d for d in plan["days"] if name in d["activities"]]
            if _is_evening(name):
                assert day["day"] < last, (trip_id, name, day)
                assert "Dinner" not in plan["days"][-1]["meals"] or trip["tier"] != "luxury"
            if "sunrise" in name.lower():
                assert day["day"] > 1 and day["activities"][0] == name, (trip_id, name, day)
            if not _is_evening(name) and "sunrise" not in name.lower() and meal_of(name) != "Lunch":
                assert day["day"] == wanted, (trip_id, name, day)


def _custom(sb: Any, trip_id: str, name: str, day: Optional[int] = None) -> dict[str, Any]:
    return sb.data(
        "calculateCustomTrip",
        {
            "base_trip_id": trip_id,
            "people_count": 2,
            "customizations": [
                {"type": "add_activity", "details": {"activity": name, **({"day": day} if day else {})}}
            ],
        },
    )


def test_calculate_says_the_day_an_evening_moved_to() -> None:
    from tests.sandbox.support import Sandbox

    sb = Sandbox()
    out = _custom(sb, "trip_002", "Private dinner", 4)
    [added] = out["plan_changes"]["added_activities"]
    assert {k: added[k] for k in ("activity", "day", "when")} == {
        "activity": "Private dinner",
        "day": 3,
        "when": "In the evening",
    }
    assert added["day_chosen_because"].startswith("Day 4 was asked for but cannot hold it")  # sandbox/day_choice.py


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
def test_an_added_activity_says_the_part_of_its_day(language: str) -> None:
    """Relay j29/j35: "on which day, and at what time?" had a day and no time. Each added activity
    says the part of the day slot() gives it (sunrise first, an evening one in the evening, any
    other after the day's visits), before it is saved and on the plan as booked."""
    from tests.sandbox.support import Sandbox

    sb = Sandbox()
    for trip_id, name, when in (
        ("trip_002", "Private dinner", IN_THE_EVENING),
        ("trip_005", "Sunrise at Wat Ek Phnom", AT_SUNRISE),
        ("trip_007", "Pepper farm visit", IN_THE_AFTERNOON),
    ):
        items = [{"type": "add_activity", "details": {"activity": name}}]
        calc = sb.data(
            "calculateCustomTrip", {"base_trip_id": trip_id, "people_count": 2, "customizations": items}, lang=language
        )
        [added] = calc["plan_changes"]["added_activities"]
        assert added["when"] == tr(when, language) and (language == "EN" or added["when"] != when)
        saved = sb.data(
            "customizeTrip", {"trip_id": trip_id, "people_count": 2, "customizations": items}, lang=language
        )
        plan = sb.data("getTripItinerary", {"trip_id": saved["custom_trip_id"]}, lang=language)
        assert plan["changes_from_base"]["added_activities"] == [added]
        day = plan["itinerary"][added["day"] - 1]
        where = day["activities"].index(added["activity"])
        if when == AT_SUNRISE:
            assert where == 0
        elif language == "EN":  # after the day's own visits: only evening lines and the ride home follow
            assert all(is_any(a, EVENING) or "drop" in a.lower() for a in day["activities"][where + 1 :])


def _places(trip_id: str) -> list[str]:
    r = ROUTES[trip_id]
    return [r.from_city, r.destination.split(",")[0], *([r.via] if r.via else [])]


@pytest.mark.parametrize("trip_id", TRIP_IDS)
@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_day_one_says_the_time_it_starts_for_where_the_traveller_is(trip_id: str, lang: str) -> None:
    """A traveller in the destination town (or the ferry's pier town), by departure city or by
    pickup, starts day 1 when the group comes by: the first line says that time, not "Shared
    minibus pickup and transfer to Siem Reap" at 13:30; and one meeting point, not "the driver
    meets you at the hotel" beside "join the group at the pier"."""
    trip = TRIPS_BY_ID[trip_id]
    plan = plan_for(trip, [])
    for place in _places(trip_id):
        for kw in ({"departure_city": place}, {"pickup_location": f"Hotel Lotus, {place}"}):
            out = localized_plan(trip, plan, lang, **kw)  # type: ignore[arg-type]
            day = out["itinerary"][0]
            if day["starts_at"] != PICKUP_TIME.get(trip_id, DEFAULT_PICKUP_TIME):  # joins the group on its way
                assert day["starts_at"] in day["activities"][0], (trip_id, place, kw, day["activities"][0])
            assert "Join the group" not in day["activities"][0], day  # the driver takes them to the pier


@pytest.mark.parametrize("trip_id", TRIP_IDS)
@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_a_pickup_in_another_city_is_where_to_join_not_a_driver(trip_id: str, lang: str) -> None:
    """The transfer from another city is not included: day 1 and the meeting point say where to
    join the group (not "the driver meets you at Hotel Lotus, Battambang" beside "not included from
    Battambang"), and the trip ends where the included transfer does, at that transfer's time."""
    trip = TRIPS_BY_ID[trip_id]
    r = ROUTES[trip_id]
    city = far_town(trip_id)  # beyond an extra leg's reach (tests/sandbox/test_extra_leg.py: within it)
    where = f"Hotel Lotus, {city}"
    out = localized_plan(trip, plan_for(trip, []), lang, pickup_location=where)
    main = localized_plan(trip, plan_for(trip, []), lang, pickup_location=f"Hotel Lotus, {r.from_city}")
    assert where not in out["itinerary"][0]["activities"][0] and where not in out["pickup"]["meeting_point"]
    assert out["itinerary"][0]["activities"][0] == out["pickup"]["meeting_point"] != out["pickup"]["transfer"]
    assert out["drop_off"]["place"] == tr(r.from_city, lang) and out["drop_off"]["time"] == main["drop_off"]["time"]


@pytest.mark.parametrize("trip_id", TRIP_IDS)
@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_a_self_drive_plan_includes_no_driver(trip_id: str, lang: str) -> None:
    """A self-drive group is credited the transport: `included` names no driver, car or transfer
    (was "Shared minibus transport with driver, pickup included" beside "You drive yourselves")."""
    trip = TRIPS_BY_ID[trip_id]
    driven = localized_plan(trip, plan_for(trip, []), lang)["included"]
    own = localized_plan(trip, plan_for(trip, [], "self_drive"), lang)["included"]
    transport = [tr(line, lang) for line in TRANSPORT_INCLUDED]
    assert any(line in driven for line in transport), driven
    assert not any(line in own for line in transport), own
    assert len(own) == len(driven) - sum(line in driven for line in transport)


RIDES = ("ferry", "speedboat", "drive back", "transfer back")


@pytest.mark.parametrize("trip_id", TRIP_IDS)
@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_a_traveller_in_the_destination_town_has_no_ride_of_the_group(trip_id: str, lang: str) -> None:
    """Picked up in Koh Rong when the group arrives, a traveller takes no "Speed ferry from
    Sihanoukville" after it, and the last day ends with their own drop-off, not the group's "Ferry
    back" / "Drive back" (the drop-off says where and when)."""
    trip = TRIPS_BY_ID[trip_id]
    town = ROUTES[trip_id].destination.split(",")[0]
    out = localized_plan(trip, plan_for(trip, []), lang, pickup_location=f"Hotel Lotus, {town}")
    if out["itinerary"][0]["starts_at"] == PICKUP_TIME.get(trip_id, DEFAULT_PICKUP_TIME):
        return  # a trip that starts in its own town: the rides are the traveller's
    days = out["itinerary"]
    rides = [tr(a, lang) for d in DAYS[trip_id] for a in d[1] if any(w in a.lower() for w in RIDES)]
    assert not any(a in rides for a in days[0]["activities"][1:]), days[0]["activities"]
    assert days[-1]["activities"][-1] == out["drop_off"]["text"], days[-1]["activities"]
    assert not any(a in rides for a in days[-1]["activities"]), days[-1]["activities"]


@pytest.mark.parametrize("trip_id", [t for t in TRIP_IDS if ROUTES[t].via])
def test_a_traveller_at_the_pier_takes_the_ferry_with_the_group(trip_id: str) -> None:
    trip = TRIPS_BY_ID[trip_id]
    out = localized_plan(trip, plan_for(trip, []), "EN", pickup_location=f"Hotel Lotus, {ROUTES[trip_id].via}")
    first, last = out["itinerary"][0]["activities"], out["itinerary"][-1]["activities"]
    assert any("erry" in a for a in first[1:]) and any("erry" in a for a in last), (first, last)


@pytest.mark.parametrize("trip_id", TRIP_IDS)
def test_a_booking_ends_on_the_plans_last_day(trip_id: str) -> None:
    """createBooking's end_date is the booked plan's last day, as previewBooking says it (an
    end_date equal to the travel date put "20-20 April" on a three-day booking)."""
    from tests.sandbox.support import TRAVEL, Sandbox

    sb = Sandbox()
    preview = sb.data("previewBooking", {"trip_id": trip_id, "travel_date": TRAVEL, "people_count": 2})
    booking = sb.data(
        "createBooking",
        {
            "trip_id": trip_id,
            "travel_date": TRAVEL,
            "end_date": TRAVEL,
            "people_count": 2,
            "pickup_location": f"Hotel Lotus, {ROUTES[trip_id].from_city}",
            "customer_name": "A B",
            "customer_phone": "012 345 678",
        },
    )
    assert booking["end_date"] == preview["end_date"] and len(booking["itinerary_days"]) == preview["duration_days"]


@pytest.mark.parametrize("trip_id", TRIP_IDS)
def test_a_trips_difficulty_is_its_hardest_day(trip_id: str) -> None:
    """The catalogue's difficulty is the effort of the plan's hardest day (a "moderate" trip had a
    "hard" 7 km ridge trek and was recommended for a stressed traveller; an "easy" one a 6.5 km
    day rated moderate)."""
    trip = TRIPS_BY_ID[trip_id]
    levels = [d["effort"]["level"] for d in localized_plan(trip, plan_for(trip, []), "EN")["itinerary"]]
    hardest = max(levels, key=LEVELS.index)
    assert trip["difficulty"] == {"hard": "challenging"}.get(hardest, hardest), (trip_id, levels)


@pytest.mark.parametrize("trip_id", TRIP_IDS)
@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_before_booking_the_pickup_names_the_city_whose_time_it_is(trip_id: str, lang: str) -> None:
    """Before a pickup is given, the meeting point and the drop-off name the city their times are
    for (was "your hotel in the city you leave from" at Phnom Penh's 07:30 beside "from other cities
    getting to Phnom Penh is not included"): the route's city, or the session's departure city when
    the group comes by there."""
    trip, r = TRIPS_BY_ID[trip_id], ROUTES[trip_id]
    town = r.destination.split(",")[0]
    for city, named in ((None, r.from_city), (far_town(trip_id), r.from_city), (town, town)):
        out = localized_plan(trip, plan_for(trip, []), lang, departure_city=city)
        assert tr(named, lang) in out["pickup"]["meeting_point"], (city, out["pickup"]["meeting_point"])
        assert tr(named, lang) in out["drop_off"]["place"], (city, out["drop_off"])


@pytest.mark.parametrize("trip_id", TRIP_IDS)
def test_remove_day_keeps_the_arrival_and_the_departure(trip_id: str) -> None:
    """remove_day takes a full day between the arrival (its pickup and ride) and the departure: a
    trip cut to its last day read "pickup 07:30" with no ride, Banteay Srei and a 19:00 drop-off in
    Phnom Penh, and included "Guesthouse accommodation" without a night. Asking for more days than
    it has in between is a clear error that names how many it has."""
    from tests.sandbox.support import Sandbox

    sb = Sandbox()
    trip = TRIPS_BY_ID[trip_id]
    between = trip["duration_days"] - 2
    for days in (1, 2):
        body = {
            "base_trip_id": trip_id,
            "people_count": 2,
            "customizations": [{"type": "remove_day", "details": {"days": days}}],
        }
        if days > between:
            error = sb.error("calculateCustomTrip", body, 400)
            assert str(between) in error["message"], error
            continue
        out = sb.data("calculateCustomTrip", body)
        plan = plan_for(trip, [{"type": "remove_day", "details": {"days": days}}])
        assert out["duration_days"] == len(plan["days"]) == trip["duration_days"] - days
        # never the arrival; the departure day's ride back stays the trip's end (sandbox/day_drop.py)
        last = plan_for(trip, [])["days"][-1]["activities"][-1]
        assert plan["days"][0]["source_day"] == 1 and plan["days"][-1]["activities"][-1] == last


def test_an_added_sunset_goes_to_an_evening_without_one_and_before_dinner() -> None:
    """Relay j35: the added sunset cruise landed on day 1 beside "Sunset at the Kep pier" (two
    sunsets one evening). It goes to a day without a sunset, before that evening's dinner; a day
    asked for is kept."""
    from tests.sandbox.support import Sandbox

    sb = Sandbox()
    out = _custom(sb, "trip_007", "Sunset cruise off Kep")
    [added] = out["plan_changes"]["added_activities"]
    saved = sb.data(
        "customizeTrip",
        {
            "trip_id": "trip_007",
            "people_count": 2,
            "customizations": [{"type": "add_activity", "details": {"activity": "Sunset cruise off Kep"}}],
        },
    )
    plan = sb.data("getTripItinerary", {"trip_id": saved["custom_trip_id"]})
    for day in plan["itinerary"]:
        assert sum("sunset" in a.lower() for a in day["activities"]) <= 1, day
    acts = plan["itinerary"][added["day"] - 1]["activities"]
    dinners = [i for i, a in enumerate(acts) if "dinner" in a.lower()]
    assert not dinners or acts.index("Sunset cruise off Kep") < dinners[0]
    # a day asked for that already has its sunset is refused, naming the days that can (sandbox/day_room.py)
    refused = sb.error(
        "calculateCustomTrip",
        {
            "base_trip_id": "trip_007",
            "people_count": 2,
            "customizations": [{"type": "add_activity", "details": {"activity": "Sunset cruise off Kep", "day": 1}}],
        },
        400,
    )
    assert 1 not in refused["details"]["days_that_can"] and added["day"] in refused["details"]["days_that_can"]
