"""The plan as every tool answers it, in the session's language: each day (title, activities, start
time, meals and their allergens, effort, hotel), the pickup and drop-off for the booking's pickup or
the session's departure city, what is included, getting there and what changed from the base
trip. The plan itself (English, customisations applied) is sandbox/plan.py's :func:`plan_for`."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any, Optional

from sandbox.data.day_times import LEFT_OUT, TIMES_ZONE, day_start, drop_off, leaves_at
from sandbox.data.effort import EFFORT_NOTE, day_effort
from sandbox.data.getting_there import (
    ROUTES,
    departure_line,
    getting_there,
    in_destination,
    join_place,
    joins_on_the_way,
    not_included_from,
    pickup_transfer,
)
from sandbox.data.guides import guide_languages
from sandbox.data.hotels import get_hotel, hotel_name, named
from sandbox.data.itineraries import DAYS, GROUP_FORMAT, MEALS
from sandbox.data.pickup_words import dated, pickup_place, spot_words
from sandbox.data.practical import MEETING_POINT_GIVEN, meal_allergens, pickup_facts, pickup_time, what_to_bring
from sandbox.data.priced_transport import (
    BETWEEN_SIGHTS_DRIVEN,
    BETWEEN_SIGHTS_SELF_DRIVE,
    PRIVATE_GROUP_FORMAT,
    SELF_DRIVE_GROUP_FORMAT,
    is_made_private,
)
from sandbox.data.trips import T
from sandbox.day_clock import PICKUP_WORDS, RIDES, afternoon_add_ons, is_any
from sandbox.day_need import for_need
from sandbox.day_titles import day_title, said
from sandbox.i18n import joined, tr, tr_list, trf
from sandbox.i18n.place_texts import DATED_PICKUP
from sandbox.i18n.views import included_for
from sandbox.leg_said import legs_said
from sandbox.own_stay import meeting_said, night_said
from sandbox.plan_parts import activities_said, changes_from_base

DROP_OFF = "Drop-off"  # the last activity of most catalogue trips: the booked plan says where and when
HOTEL_UPGRADE_LINE = "Hotel upgrade: {nights} night(s)"
EXTRA_NIGHT = "Night {night} at {hotel} ({stars}★), included in the price"


WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def _localized_day(
    day: dict[str, Any],
    trip: T,
    language: str,
    pickup_location: Optional[str] = None,
    self_drive: bool = False,
    place: Optional[str] = None,
    night_hotel: Optional[str] = None,
    mode: Optional[str] = None,
) -> dict[str, Any]:
    region = tr(trip["region"], language)
    some_take = day.get("some_take") or {}
    acts = activities_said(day["activities"], some_take, language, region)  # an add-on some take: who
    is_pickup = (
        day["day"] == 1
        and day["source_day"] == 1
        and bool(day["activities"])
        and is_any(day["activities"][0], PICKUP_WORDS)
    )
    elsewhere = not_included_from(trip["id"], pickup_location)  # no driver there: the line says where to join
    if pickup_location and is_pickup:
        # the booking's own pickup, not the catalogue's "pickup at the airport or bus station"
        acts[0] = "" if elsewhere else trf(MEETING_POINT_GIVEN, language, pickup=spot_words(pickup_location))
    title = day_title(day, trip, language)
    meals = [meal_allergens(m, day["activities"], language) for m in day["meals"]]
    start, why = day_start(
        trip["id"], day["day"], day["activities"], self_drive, language, place or pickup_location, night_hotel
    )
    if is_pickup:
        why = None  # the day's first line is the pickup itself: a note would say it twice (relay j9)
        if pickup_location:  # and the ride from it (relay j18: the 6-hour transfer vanished from day 1)
            # the route's own pickup time: the line derives the local one (relay j21: 18:30 from 13:00)
            # read at the join point the price is made on (relay 28 req 30: a hotel whose name says no city,
            # the family starting in Siem Reap, priced without the transfer and shown the 6-hour drive)
            ride = pickup_transfer(trip["id"], place or pickup_location, pickup_time(trip["id"]), language, mode)
            # joining in the destination: the ride's line names the meeting place and time, said once
            # (relay 31: "the driver meets you at X ... pickup at X around 10:30" on one line)
            joins_there = bool(place) and not self_drive and in_destination(trip["id"], place or "")
            # the ride's line names the booking's place itself (relay 57 req 34: the meeting point, then
            # "Pickup at your hotel"): said once
            names_it = not elsewhere and pickup_place(pickup_location) in ride
            acts[0] = ride if joins_there or names_it else f"{acts[0]} {ride}".strip()
        elif place and not self_drive and joins_on_the_way(trip["id"], place):
            # the session's departure city in the destination (or the pier town): the group comes
            # by at starts_at, not "Pickup and transfer to Siem Reap" at 13:30
            acts[0] = pickup_transfer(trip["id"], place, pickup_time(trip["id"]), language, mode)
        if place and not self_drive and in_destination(trip["id"], place):  # the group's ferry is not theirs
            acts = [acts[0], *(a for a, en in zip(acts[1:], day["activities"][1:]) if not is_any(en, RIDES))]
    out = {
        "day": day["day"],
        "title": title,
        "starts_at": start,  # ICT (times_zone); day 1 is the pickup time
        **({"start_note": why} if why else {}),
        "activities": acts,
        "meals": tr_list(day["meals"], language),
        "meal_allergens": meals,
        **efforts(day["activities"], some_take, language),
        "hotel_id": day["hotel_id"],
    }
    if day["hotel_upgraded"]:
        out["hotel_upgraded"] = True
    if day["added"]:
        out["added_by_customization"] = True
        if day.get("already_in_plan"):  # left out of the region's day: the plan already has it
            out["already_in_plan"] = [said(a, language, region) for a in day["already_in_plan"]]
        if day.get("need"):  # within the traveller's mobility need or, when no day is, why not; rated on what
            # everyone does, as the day's effort is, so its "about N km" is the day's walking_km (a zipline only
            # some took: 0 km beside "about 0.5 km")
            everyone = [a for a in day["activities"] if a not in some_take]
            out["for_need"] = for_need(everyone, day["need"], language)
        hotel = get_hotel(day["hotel_id"]) if day["hotel_id"] else None
        if hotel:  # where the extra night is spent (relay j7: "which hotel, is it included?")
            out["night"] = trf(
                EXTRA_NIGHT, language, night=day["day"], hotel=hotel_name(hotel, language), stars=hotel["stars"]
            )
    return out


def _own_stay(days: list[dict[str, Any]], language: str, pickup_location: Optional[str], self_drive: bool) -> None:
    """Each night at the group's own accommodation, and each meeting point (a sunrise day's, a self-drive
    group's day 1) at the booking's pickup place, never a hotel of the package."""
    for day in days[:-1]:
        day["night"] = night_said(language)
    for day in days:
        if day.get("start_note") and (day["day"] > 1 or self_drive):
            day["start_note"] = meeting_said(language, pickup_location, day["day"] == 1)


def efforts(activities: list[str], some_take: dict[str, Any], language: str) -> dict[str, Any]:
    """A day's ``effort`` counts what everyone does; an add-on only some take (``some_take``) is left out of
    it (relay 29: a children's kayak made the day "moderate" for the grandmother) and rated on its own in
    ``effort_for_those_taking_part``: its level, walking and note are that activity's alone, never the
    notes of the day's other activities (relay 62: a sunset cruise carried the day's snorkelling note)."""
    everyone = [a for a in activities if a not in some_take]
    out: dict[str, Any] = {"effort": day_effort(everyone, language)}
    if some_take:
        out["effort_for_those_taking_part"] = [
            {"activity": tr(a, language), **who, "effort": day_effort([a], language)} for a, who in some_take.items()
        ]
    return out


def localized_plan(
    trip: T,
    plan: dict[str, Any],
    language: str,
    *,
    pickup_location: Optional[str] = None,
    special_requests: Optional[str] = None,
    travel_date: Optional[date] = None,
    departure_city: Optional[str] = None,
    drop_off_location: Optional[str] = None,
    guide_language: Optional[str] = None,
    booked: bool = False,
) -> dict[str, Any]:
    """The plan as every tool answers it: itinerary days, hotels, included, pickup, packing.
    Times and the transfer are for the pickup, else for the session's ``departure_city`` (as the
    suggestions said them), else for the catalogue's pickup city. The trip ends at
    ``drop_off_location`` when given (a booking whose pickup moved keeps its drop-off), else where it
    started. The extra leg is said per end (sandbox/leg_said.py); a booking's plan (``booked``) says it is in
    the booking's price."""
    self_drive = plan["self_drive"]
    mode = plan.get("transport_mode")  # the priced transport: every text below follows it (issue 37)
    place = join_place(trip["id"], pickup_location, departure_city)  # the join point (sandbox/data/getting_there.py)
    nights = [hotel_name(h, language) if (h := get_hotel(d["hotel_id"] or "")) else None for d in plan["days"]]
    days = [
        _localized_day(
            d,
            trip,
            language,
            None if self_drive else pickup_location,
            self_drive,
            place,
            nights[i - 1] if i else None,
            mode,
        )
        for i, d in enumerate(plan["days"])
    ]
    if travel_date is not None:  # each day's own date (relay 65: "day 3" written as the 13th of a trip from the 12th)
        for i, day in enumerate(days):
            on = travel_date + timedelta(days=i)
            day["date"], day["weekday"] = on.isoformat(), WEEKDAYS[on.weekday()]
    end_at = drop_off_location or pickup_location
    end_place = join_place(trip["id"], end_at, departure_city) if drop_off_location else place
    last = plan["days"][-1]["activities"]
    # the group leaves after the last day's last activity (sandbox/data/day_times.py: a shortened trip's
    # new last day keeps its dinner; run 29: "Pepper crab dinner" listed before a 14:30 drop-off)
    departure = plan["days"][-1]["source_day"] == len(DAYS[trip["id"]])
    leaves = leaves_at(trip["id"], last, departure, afternoon_add_ons(last, plan["added_activities"]))
    elsewhere = bool(drop_off_location) and drop_off_location != pickup_location
    end = drop_off(
        trip["id"], end_at, self_drive, language, end_place, leaves, elsewhere
    )  # relay j7: "Drop-off" said neither
    if plan["days"][-1].get("left_out"):  # what the ride home leaves no time for: named, never silently gone
        activities = joined(plan["days"][-1]["left_out"], language)
        days[-1]["left_out"] = trf(LEFT_OUT, language, activities=activities, time=leaves)
    if end["required"] and end_place and in_destination(trip["id"], end_place):
        # dropped in the destination town as the group leaves: its ride home is not theirs
        kept = [a for a, en in zip(days[-1]["activities"], last) if not is_any(en, RIDES) and en != DROP_OFF]
        days[-1]["activities"] = [*kept, end["text"]]
    elif end_at and end["required"] and last[-1:] == [DROP_OFF]:
        # the booking's own drop-off, like its day-1 pickup
        days[-1]["activities"][-1] = end["text"]
    hotel_ids = list(dict.fromkeys(d["hotel_id"] for d in plan["days"] if d["hotel_id"]))
    hotels = [named(h, language) for h in map(get_hotel, hotel_ids) if h]
    meals = {m: sum(m in d["meals"] for d in plan["days"]) for m in MEALS}
    private = is_made_private(ROUTES[trip["id"]].by, mode)
    included = included_for(
        trip, meals, language, hotels, self_drive, place, mode, guide_language, bool(plan.get("own_stay"))
    )
    if plan.get("own_stay"):  # the group's own accommodation (sandbox/own_stay.py): no day names a hotel
        _own_stay(days, language, None if self_drive else pickup_location, self_drive)
    if plan["hotel_upgrade_nights"]:
        included.append(trf(HOTEL_UPGRADE_LINE, language, nights=plan["hotel_upgrade_nights"]))
    data: dict[str, Any] = {
        "duration_days": plan["duration_days"],
        "itinerary": days,
        "hotels": hotels,
        "included": included,
        "meals_included": meals,
        # true whether or not the unknown meals are listed (the model's view leaves them out)
        "allergen_note": "meal_allergens gives the common allergens of meals whose dish is known; "
        "for every other meal the operator confirms them.",
        "guide_languages": guide_languages(trip["region"]),
        # how the group moves, as the booking's transport choice has it (a self-driving group: no minibus)
        "group_format": tr(
            SELF_DRIVE_GROUP_FORMAT[trip["tier"]]
            if self_drive
            else PRIVATE_GROUP_FORMAT
            if private
            else GROUP_FORMAT[trip["tier"]],
            language,
        ),
        "transport_between_sights": tr(BETWEEN_SIGHTS_SELF_DRIVE if self_drive else BETWEEN_SIGHTS_DRIVEN, language),
        "transport": "self_drive" if plan["self_drive"] else "driver",
        **({"transport_mode": mode} if mode else {}),  # the priced change_transport
        "pickup": pickup_facts(trip["id"], pickup_location, plan["self_drive"], language, place, mode),
        "effort_note": tr(EFFORT_NOTE, language),
        "drop_off": end,
        "times_zone": TIMES_ZONE,  # of pickup, each day's starts_at and the drop_off
        "what_to_bring": what_to_bring(trip["environment"], travel_date, language),
    }
    if plan.get("own_stay") and self_drive:  # not "the first hotel": the group's own accommodation
        data["pickup"]["meeting_point"] = meeting_said(language, None, True)
    if departure_city and not pickup_location and not self_drive:  # as getTripSuggestions said it
        data["pickup"]["transfer"] = departure_line(trip["id"], departure_city, pickup_time(trip["id"]), language, mode)
    if not self_drive:  # from which city the transfer is included, how and how long (self-drive: none);
        # pickup.transfer says it in one line for the booking card (the model's view drops it)
        data["getting_there"] = getting_there(trip["id"], place, pickup_time(trip["id"]), language, mode)

    if pickup_location and travel_date and not self_drive and dated(pickup_location):
        # a date in the pickup point (a flight) may be stale once the trip moves (relay 9): said, to check
        last = travel_date + timedelta(days=plan["duration_days"] - 1)
        data["pickup"]["needs_check"] = trf(
            DATED_PICKUP, language, pickup=pickup_location, start=travel_date.isoformat(), end=last.isoformat()
        )
    if pickup_location:  # the leg's ends, as the price holds them (a departure city alone: the quote's words)
        legs_said(data, trip["id"], place, end_place, language, booked)
    changes = changes_from_base(trip, plan, days, language, end.get("time"))
    if changes:
        data["changes_from_base"] = changes
    if special_requests:
        data["special_requests"] = special_requests
    return data
