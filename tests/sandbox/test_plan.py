"""The trip as booked (sandbox/plan.py): one plan behind the itinerary, the preview, the booking and
the booking's own itinerary; the catalogue agrees with itself about transport and pickup."""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import assume, given, settings, strategies as st

from sandbox.data.addable import addable_for
from sandbox.data.getting_there import ROUTES, is_local
from sandbox.data.itineraries import DAYS
from sandbox.data.trips import TRIPS
from sandbox.day_clock import PICKUP_WORDS
from tests.sandbox.route_pickup import route_pickup
from tests.sandbox.support import TRAVEL, Sandbox

TRANSFER = re.compile(r"pickup|transfer|drive to", re.I)
SELF_ORGANISED = re.compile(r"bus or taxi|flight or bus|\btaxi\b|on your own", re.I)
TRIP_IDS = [t["id"] for t in TRIPS]


PICKUP_LINE = "The driver meets you at Hotel Lotus, Phnom Penh (the pickup point of the booking)."


def activities(days: list[dict[str, Any]]) -> list[list[str]]:
    """The days' activities; a booking's own day-1 pickup and last-day drop-off lines count as the
    catalogue's pickup and drop-off."""
    out = [list(d["activities"]) for d in days]
    if out and out[0] and (out[0][0].startswith(PICKUP_LINE) or any(w in out[0][0].lower() for w in PICKUP_WORDS)):
        out[0][0] = "<pickup>"
    if out and out[-1] and out[-1][-1].lower().startswith("drop-off"):
        out[-1][-1] = "<drop-off>"
    return out


@pytest.mark.parametrize("trip", TRIPS, ids=TRIP_IDS)
def test_every_trip_agrees_with_itself_about_transport_and_pickup(trip: dict[str, Any]) -> None:
    plan = DAYS[trip["id"]]
    assert len(plan) == trip["duration_days"]
    assert TRANSFER.search(plan[0][1][0]), f"{trip['id']} day 1 does not start with its pickup: {plan[0][1]}"
    assert not [a for _, acts in plan for a in acts if SELF_ORGANISED.search(a)]
    sb = Sandbox()
    driver = sb.data("previewBooking", {"trip_id": trip["id"], "travel_date": TRAVEL, "people_count": 2})
    assert driver["pickup_required"] is True and driver["pickup"]["time"]
    assert TRANSFER.search(driver["itinerary_days"][0]["activities"][0])
    assert driver["included"], "a bookable trip lists what is included"
    drive = sb.data(
        "previewBooking", {"trip_id": trip["id"], "travel_date": TRAVEL, "people_count": 2, "transport": "self_drive"}
    )
    assert drive["pickup_required"] is False and drive["pickup"]["time"] is None
    assert drive["itinerary_days"][0]["activities"][0].startswith("Drive yourselves")


def test_the_summary_echoes_the_request_pickup_and_what_is_included(sb: Sandbox) -> None:
    preview = sb.data(
        "previewBooking",
        {
            "trip_id": "trip_007",
            "travel_date": TRAVEL,
            "people_count": 2,
            "pickup_location": "Blue Pepper guesthouse, Phnom Penh",
            "special_requests": "Severe peanut allergy",
        },
    )
    assert preview["special_requests"] == "Severe peanut allergy"
    assert preview["pickup"]["meeting_point"].startswith("The driver meets you at Blue Pepper guesthouse, Phnom Penh")
    assert preview["pickup"]["time"] == "07:30"
    # no driver comes to Ratanakiri (beyond an extra leg's reach) for a Kep trip from Phnom Penh: refused, with
    # where to join instead (a town within reach is an extra priced leg: tests/sandbox/test_extra_leg.py)
    far = {
        "trip_id": "trip_007",
        "travel_date": TRAVEL,
        "people_count": 2,
        "pickup_location": "Blue Pepper, Ratanakiri",
    }
    error = sb.error("previewBooking", far, 409)
    assert error["code"] == "PICKUP_OUTSIDE_ROUTE" and "Ratanakiri" in error["message"]
    assert "Phnom Penh" in error["details"]["next_step"] and "Kep" in error["details"]["next_step"]
    assert any("Meals" in line for line in preview["included"])
    crab = next(d for d in sb.data("getTripItinerary", {"trip_id": "trip_007"})["itinerary"] if d["day"] == 2)
    dinner = next(m for m in crab["meal_allergens"] if m["meal"] == "Dinner")
    assert "shellfish" in dinner["common_allergens"]


def test_unknown_allergens_say_who_confirms_and_packing_follows_the_season(sb: Sandbox) -> None:
    itinerary = sb.data("getTripItinerary", {"trip_id": "trip_002"})
    meals = [m for d in itinerary["itinerary"] for m in d["meal_allergens"]]
    assert any(m["common_allergens"] == "unknown: the operator confirms" for m in meals)
    assert itinerary["what_to_bring"]["season"] is None and itinerary["what_to_bring"]["by_season"]
    booking = book(sb, "trip_002", travel_date="2026-07-10", end_date="2026-07-13")
    booked = sb.data("getTripItinerary", {"booking_id": booking["booking_id"]})
    assert booked["what_to_bring"]["season"].startswith("wet season")
    assert "A light rain jacket" in booked["what_to_bring"]["items"]
    assert booked["pickup"]["meeting_point"].startswith("The driver meets you at Hotel Lotus")


def book(sb: Sandbox, trip_id: str, people: int = 2, **extra: Any) -> dict[str, Any]:
    preview = sb.data(
        "previewBooking", {"trip_id": trip_id, "travel_date": extra.get("travel_date", TRAVEL), "people_count": people}
    )
    body = {
        "trip_id": trip_id,
        "travel_date": preview["travel_date"],
        "end_date": preview["end_date"],
        "people_count": people,
        "pickup_location": "Hotel Lotus, Phnom Penh",
        "customer_name": "Dara Lim",
        "customer_phone": "012 345 678",
        "special_requests": "Severe peanut allergy",
        "expected_total_usd": preview["total_usd"],
    }
    body.update({k: v for k, v in extra.items() if k not in ("travel_date", "end_date")})
    return sb.data("createBooking", body)


CUSTOMISATION = st.one_of(
    st.builds(lambda n: {"type": "add_day", "details": {"days": n}}, st.integers(1, 2)),
    st.builds(lambda n: {"type": "remove_day", "details": {"days": n}}, st.integers(1, 2)),
    # by the traveller's words: the catalogue's own name is what the plan then lists
    st.builds(
        lambda a: {"type": "add_activity", "details": {"activity": a}}, st.sampled_from(["massage", "Private dinner"])
    ),
    st.just({"type": "upgrade_hotel", "details": {}}),
)


@settings(max_examples=30, deadline=None)
@given(
    trip=st.sampled_from(TRIPS), extra=st.lists(CUSTOMISATION, max_size=3), drop=st.booleans(), people=st.integers(1, 4)
)
def test_itinerary_preview_and_booking_of_a_custom_trip_agree(
    trip: dict[str, Any], extra: list[dict[str, Any]], drop: bool, people: int
) -> None:
    sb = Sandbox()
    base = sb.data("getTripItinerary", {"trip_id": trip["id"]})
    removed = base["itinerary"][-1]["activities"][0] if drop else None
    items = extra + ([{"type": "remove_activity", "details": {"activity": removed}}] if removed else [])
    # remove_day takes only days between the arrival and the departure (tests/sandbox/test_day_clock.py)
    assume(sum(i["details"]["days"] for i in extra if i["type"] == "remove_day") <= len(DAYS[trip["id"]]) - 2)
    if not items:
        items = [{"type": "add_day", "details": {"days": 1, "activity": "Cooking class with a family"}}]
    made = sb.call("customizeTrip", {"trip_id": trip["id"], "customizations": items})
    if made.status_code != 200:  # an add-on with no day that can hold it (sandbox/day_room.py) is refused, never
        refusal = made.json()["error"]  # squeezed in: the plan agrees with itself only where it can be made
        assert refusal["code"] == "VALIDATION_FAILED" and "days_that_can" in refusal["details"], refusal
        assume(False)
    custom = made.json()["data"]
    ctrip = custom["custom_trip_id"]
    plan = sb.data("getTripItinerary", {"trip_id": ctrip})
    preview = sb.data(  # with the booking's pickup (book() below): what is included depends on it
        "previewBooking",
        {"trip_id": ctrip, "travel_date": TRAVEL, "people_count": people, "pickup_location": route_pickup(trip["id"])},
    )
    priced = sb.data(
        "calculateCustomTrip", {"base_trip_id": trip["id"], "customizations": items, "people_count": people}
    )
    booking = book(sb, ctrip, people=people, pickup_location=route_pickup(trip["id"]))
    booked = sb.data("getTripItinerary", {"booking_id": booking["booking_id"]})

    days = activities(plan["itinerary"])
    assert plan["duration_days"] == len(days) == preview["duration_days"] == booked["duration_days"]
    assert custom["duration_days"] == priced["duration_days"] == len(days)
    assert activities(preview["itinerary_days"]) == days == activities(booking["itinerary_days"])
    assert activities(booked["itinerary"]) == days
    first = plan["itinerary"][0]["activities"][0]
    if first == DAYS[trip["id"]][0][1][0] and booked["transport"] == "driver":  # picked up in the start city
        # the booked plan names the booking's own pickup, not "the airport or bus station" (relay j7)
        # ... followed by the ride from it (relay j18)
        line = PICKUP_LINE.replace("Phnom Penh", ROUTES[trip["id"]].from_city) + " "
        if is_local(trip["id"]):  # a trip from its own town: the ride's line names the pickup, once (relay 57)
            line = f"Pickup at Hotel Lotus, {ROUTES[trip['id']].from_city} ("
        assert booked["itinerary"][0]["activities"][0].startswith(line)
    assert preview["total_usd"] == booking["total_usd"] == priced["total_usd"] == booked["total_usd"]
    assert preview["included"] == booked["included"] and preview["included"]
    if removed:
        assert removed not in [a for acts in days for a in acts]
        assert removed in plan["changes_from_base"]["removed_activities"]
    for item in priced["customizations"]:
        if item["type"] == "add_activity" and "already_in_plan_on_day" in item:  # held: not sold twice
            assert item["price_usd"] == 0
        elif item["type"] == "add_activity":
            assert item["details"]["activity"] in [a for acts in days for a in acts]
            assert item["price_usd"] == next(
                a.price_usd for a in addable_for(trip["region"]) if a.name == item["details"]["activity"]
            )
    added = [d for d in plan["itinerary"] if d.get("added_by_customization")]
    assert all(d["activities"] for d in added)  # an added day says what it contains
    assert booked["special_requests"] == "Severe peanut allergy" == booking["special_requests"]
    assert booked["booking_ref"] == booking["booking_ref"] and booked["booking_status"] == "RESERVED"
