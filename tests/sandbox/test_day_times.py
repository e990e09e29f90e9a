"""Each day's start time and the drop-off (sandbox/data/day_times.py), over every trip: day 1
starts at the booking's pickup time, a sunrise day starts early, the last day says where and when
the trip ends, in getTripItinerary and the booked plan, in EN/KH/ZH (relay j7: one pickup time
"07:30 on day 1" while day 2 was a sunrise visit, and a "Drop-off" with no place or time)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from sandbox.data.day_times import DAY_START, DROP_OFF_PLACE_UNKNOWN, SUNRISE_START
from sandbox.data.getting_there import ROUTES
from sandbox.data.itineraries import DAYS
from sandbox.data.trips import TRIPS
from sandbox.i18n import tr, trf
from tests.sandbox.far_towns import far_town
from tests.sandbox.route_pickup import route_pickup
from tests.sandbox.support import END, TRAVEL, Sandbox

HHMM = re.compile(r"^([01]\d|2[0-3]):[0-5]\d$")


def pickup_for(trip_id: str) -> str:
    """A hotel in the city the trip's included transfer leaves from (another city's pickup is refused:
    tests/sandbox/test_booking_pickup_on_route.py)."""
    return route_pickup(trip_id)


SCRIPT = {"EN": re.compile(r"[A-Za-z]"), "KH": re.compile(r"[\u1780-\u17ff]"), "ZH": re.compile(r"[\u4e00-\u9fff]")}


def booked(sb: Sandbox, trip_id: str, lang: str = "EN", **extra: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    """createBooking's result and getTripItinerary of that booking."""
    preview = sb.data("previewBooking", {"trip_id": trip_id, "travel_date": TRAVEL, "people_count": 2, **extra})
    body = {
        "trip_id": trip_id,
        "travel_date": preview["travel_date"],
        "end_date": preview["end_date"],
        "people_count": 2,
        "pickup_location": pickup_for(trip_id),
        "customer_name": "Lin Xiao",
        "customer_phone": "012 345 678",
        "expected_total_usd": preview["total_usd"],
        **extra,
    }
    booking = sb.data("createBooking", body, lang=lang)
    return booking, sb.data("getTripItinerary", {"booking_id": booking["booking_id"]}, lang=lang)


@pytest.mark.parametrize("trip", TRIPS, ids=[t["id"] for t in TRIPS])
def test_every_trip_has_a_start_per_day_and_a_drop_off_that_agree_with_the_booking(trip: dict[str, Any]) -> None:
    sb = Sandbox()
    booking, plan = booked(sb, trip["id"])
    days = plan["itinerary"]
    assert plan["times_zone"] == booking["pickup"]["time_zone"] == "ICT (UTC+7)"
    assert days[0]["starts_at"] == booking["pickup"]["time"] == plan["pickup"]["time"]
    # day 1 starts with the pickup itself ("Private transfer" too): a start note would say it twice
    # (relay j9) and the booked line names the booking's pickup (tests/sandbox/test_day_clock.py)
    assert "start_note" not in days[0] and pickup_for(trip["id"]) in days[0]["activities"][0], days[0]
    catalogue = DAYS[trip["id"]]
    for day, (_, activities) in zip(days, catalogue, strict=True):
        start = day["starts_at"]
        assert HHMM.match(start), day
        sunrise = any("sunrise" in a.lower() for a in activities)
        if day["day"] > 1:
            assert start == (SUNRISE_START if sunrise else DAY_START), (trip["id"], day["day"], start)
            assert ("start_note" in day) == sunrise  # an early start says why
        if sunrise:  # early enough to see it: before 06:00
            assert start < "06:00", (trip["id"], day["day"], start)
    end = plan["drop_off"]
    assert end["required"] is True and end["place"] == pickup_for(trip["id"])
    assert HHMM.match(end["time"]) and end["time"] > days[-1]["starts_at"]
    assert pickup_for(trip["id"]) in end["text"] and end["time"] in end["text"]
    # the booked plan restates the same times, and its last day says where and when it ends
    restated = booking["itinerary_days"]
    assert [d["starts_at"] for d in restated] == [d["starts_at"] for d in days]
    last = restated[-1]
    assert end["text"] in [*last["activities"], last.get("drop_off")]
    assert all("drop_off" not in d for d in restated[:-1])
    if catalogue[-1][1][-1] == "Drop-off":  # the catalogue's bare "Drop-off" becomes where and when
        assert days[-1]["activities"][-1] == end["text"] and "drop_off" not in last


def test_a_sunrise_day_follows_the_plan_as_customised() -> None:
    """Removing the sunrise visit moves the day back to the usual start (add_activity takes only
    the region's catalogue, which has no sunrise: the removal is the customisation to check)."""
    sb = Sandbox()
    plain = sb.data("getTripItinerary", {"trip_id": "trip_002"})["itinerary"]
    assert plain[1]["starts_at"] == SUNRISE_START and "start_note" in plain[1]
    custom = sb.data(
        "customizeTrip",
        {
            "trip_id": "trip_002",
            "customizations": [{"type": "remove_activity", "details": {"activity": "Sunrise at Angkor Wat"}}],
        },
    )
    shown = sb.data("getTripItinerary", {"trip_id": custom["custom_trip_id"]})["itinerary"]
    assert not any("sunrise" in a.lower() for a in shown[1]["activities"])
    assert shown[1]["starts_at"] == DAY_START and "start_note" not in shown[1]


def test_self_drive_starts_at_the_first_hotel_and_has_no_drop_off() -> None:
    sb = Sandbox()
    plan = sb.data("getTripItinerary", {"trip_id": "trip_014"})
    _, mine = booked(sb, "trip_014", transport="self_drive")
    assert plan["drop_off"]["required"] is True and plan["drop_off"]["place"] != pickup_for(
        "trip_014"
    )  # not booked: no place yet
    assert mine["itinerary"][0]["starts_at"] == "14:00"
    assert mine["drop_off"]["required"] is False and mine["drop_off"]["time"] is None
    assert "drive yourselves back" in mine["drop_off"]["note"]


@pytest.mark.parametrize("lang", ["KH", "ZH"])
def test_start_times_and_drop_off_are_in_the_travellers_language(lang: str) -> None:
    sb = Sandbox()
    booking, plan = booked(sb, "trip_001", lang=lang)
    assert all(SCRIPT[lang].search(d["start_note"]) for d in plan["itinerary"] if "start_note" in d)
    end = plan["drop_off"]
    assert (
        SCRIPT[lang].search(end["text"]) and SCRIPT[lang].search(end["note"]) and pickup_for("trip_001") in end["text"]
    )
    assert plan["itinerary"][1]["starts_at"] == SUNRISE_START  # day 2: sunrise at Angkor Wat
    assert SCRIPT[lang].search(plan["itinerary"][1]["start_note"])
    assert end["text"] in booking["itinerary_days"][-1]["activities"]


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("trip", TRIPS, ids=[t["id"] for t in TRIPS])
def test_pickup_and_drop_off_say_where_and_when_and_name_no_other_city(trip: dict[str, Any], lang: str) -> None:
    """Relay j9/j10: "the drop-off is the pickup point" beside "another place in Sihanoukville can be
    asked" for a trip leaving from Phnom Penh. Before booking, both texts name the pickup point given
    at booking (e.g. the hotel in the city the group leaves from) and the time; booked from another
    city, neither names the trip's region."""
    sb = Sandbox()
    plan = sb.data("getTripItinerary", {"trip_id": trip["id"]}, lang=lang)
    pickup, end = plan["pickup"], plan["drop_off"]
    home = tr(ROUTES[trip["id"]].from_city, lang)  # the city whose pickup time it is
    city_hint = trf(DROP_OFF_PLACE_UNKNOWN, lang, city=home)
    assert pickup["time"] in pickup["meeting_point"] and city_hint in pickup["meeting_point"]
    assert end["place"] == city_hint and end["time"] in end["text"] and city_hint in end["text"]
    region = tr(trip["region"], lang)
    for text in (pickup["meeting_point"], end["text"], end["note"], plan["itinerary"][0].get("start_note", "")):
        assert region not in text or region == home, (trip["id"], text)  # a trip from its own town names it
    far = f"Sokha Hotel, {far_town(trip['id'])}"  # beyond an extra leg's reach (tests/sandbox/far_towns.py)
    body = {"trip_id": trip["id"], "travel_date": TRAVEL, "people_count": 2, "pickup_location": far}
    # the transfer from another city is not included: never booked there, the reason and the start city said
    for tool in ("previewBooking", "createBooking"):
        extra = {"end_date": END, "customer_name": "Lin Xiao", "customer_phone": "012 345 678"}
        error = sb.error(tool, {**body, **extra} if tool == "createBooking" else body, 409, lang=lang)
        assert error["code"] == "PICKUP_OUTSIDE_ROUTE" and ROUTES[trip["id"]].from_city in error["message"]
    _, mine = booked(sb, trip["id"], lang=lang, pickup_location=pickup_for(trip["id"]))
    # booked in the start city: the trip ends where the included transfer does, naming no other city
    assert pickup_for(trip["id"]) in mine["drop_off"]["text"] and far not in mine["drop_off"]["text"]
    assert far not in mine["pickup"]["meeting_point"] and far not in mine["itinerary"][0]["activities"][0]
    if home != region:  # a trip that starts in its own town ends there
        assert region not in mine["drop_off"]["note"] and region not in mine["drop_off"]["text"]


@pytest.mark.parametrize("trip", TRIPS, ids=[t["id"] for t in TRIPS])
def test_a_pickup_at_the_hotel_in_the_city_you_leave_from_is_one_the_plan_can_keep(trip: dict[str, Any]) -> None:
    """Relay j11: a Siem Reap trip's day 1 read "pickup at the airport or bus station" while its
    pickup said "your hotel in the city you leave from" (Phnom Penh): day 1 either starts where the
    group is (a transfer to the region) or the group drives itself."""
    first = DAYS[trip["id"]][0][1][0].lower()
    if "pickup" in first:  # a pickup names no place, or the group's hotel
        assert " at " not in f"{first} " or "at your hotel" in first, (trip["id"], first)
