"""When each day of a trip starts, and where and when the trip ends: sandbox data the model may cite.

Relay j7: the itinerary had one pickup time ("07:30 on day 1") while day 2 was a sunrise visit,
no start time for the other days and a "Drop-off" with no place or time. Here every day of a plan
gets ``starts_at`` (Cambodia time): day 1 is the booking's pickup (the same time as ``pickup``;
self-drive: meeting the guide at the first hotel), a day with a sunrise visit starts early, other
days at the usual hour; the last day carries the ``drop_off`` (back at the pickup point given at
booking, e.g. the hotel in the city the group leaves from, unless the operator confirms another
one, when the group leaves the destination plus the drive back: sandbox/data/getting_there.py,
which also moves day 1's pickup for a pickup in the destination town). A real backend replaces the
numbers; the shape stays.

When the group leaves (:func:`last_day`, :func:`leaves_at`): the catalogue's own departure day at the
route's leaving time; a day that became the departure day (the one before a dropped departure day)
after its last activity, when it ends (each visit of the day about VISIT_HOURS from the day's start, in
order; an evening one at its usual end; an add-on said "in the afternoon" (sandbox/day_clock.py ``when_added``)
from AFTERNOON_START: a booked afternoon is never on a day that ends before it; never before the route's time).
It never leaves later than the
ride home allows (getting_there.latest_leaving: home by 22:00 local, a boat leg before the last boat or
17:30): the day's activities that cannot end by then are left out of it and named in the plan
(LEFT_OUT: "Not on the last day: ... (the ride home leaves at HH:MM)"), never dropped silently; the
drop-off is the leaving time plus the ride.
What is left out is credited at a removed activity's rate beside the day rate (sandbox/cut_credit.py),
and every view of the shorter version names it (sandbox/day_drop.py ``ride_home_cut``; docs/decisions.md).
"""

from __future__ import annotations

from typing import Any, Optional, Sequence

from sandbox.data.airports import airport_facts, drop_words
from sandbox.data.getting_there import (
    airport_at,
    hhmm,
    latest_leaving,
    leg_times,
    minutes,
    not_included_from,
    pickup_town,
    route,
)
from sandbox.data.pickup_words import pickup_place
from sandbox.data.practical import DEFAULT_PICKUP_TIME, PICKUP_TIME, PICKUP_TIME_ZONE, pickup_time
from sandbox.i18n import tr, trf

TIMES_ZONE = PICKUP_TIME_ZONE  # every time here (starts_at, drop_off) is Cambodia time

DAY_START = "08:00"
SUNRISE_START = "05:00"  # sunrise over Angkor is around 05:50-06:15 through the year
SELF_DRIVE_START = "14:00"  # the first hotel's check-in, where self-drive groups meet the guide

START_PICKUP = "Pickup at the pickup point given at booking (e.g. your hotel in the city you leave from)."
START_SELF_DRIVE = "Meet the guide at the first hotel (check-in from 14:00)."
START_SUNRISE = "Early start for the sunrise: the guide meets you in the hotel lobby."
# relay j13: "the hotel lobby" beside a pickup at the traveller's own hotel: which hotel?
START_SUNRISE_AT = "Early start for the sunrise: the guide meets you in the lobby of {hotel}."
DROP_OFF_AT = "Drop-off back at {place} around {time}"
DROP_OFF_PLACE_UNKNOWN = "the pickup point you give when booking (e.g. your hotel in {city})"
# relay j9/j10: "the drop-off is the pickup point" beside "another place in Sihanoukville can be
# asked" for a trip that left from Phnom Penh: the note names the place, never the trip's region
# the note names the booking's own end point: where it started, or the drop-off asked elsewhere (a note
# "ends where it started" beside a drop-off at the airport read as two ends)
DROP_OFF_NOTE_BACK = (
    "The trip ends where it started: {place}. To be dropped somewhere else (an airport, a bus station, another "
    "hotel), say so in the special requests; the operator confirms it."
)
DROP_OFF_NOTE_ELSEWHERE = (
    "The trip ends at {place}, not where it started, as asked. To be dropped somewhere else, say so; the "
    "operator confirms it."
)
SELF_DRIVE_END = "You drive yourselves back: check out of the last hotel by 12:00."


VISIT_HOURS = 3.0  # a daytime visit of a day (a morning, an afternoon); three fill a day to 17:00
# when an evening activity is over (the first word the activity holds decides)
EVENING_ENDS = (
    ("dinner", "20:30"),
    ("barbecue", "20:30"),
    ("night", "21:00"),
    ("stargazing", "21:00"),
    ("firefl", "20:00"),
    ("evening", "20:00"),
    ("sunset", "18:30"),
    ("dusk", "18:30"),
    ("show", "21:00"),  # a circus or dance show: an evening one (sandbox/day_room.py)
    ("performance", "21:00"),
)
AFTERNOON_START = (
    "13:00"  # an add-on said "in the afternoon" (sandbox/day_clock.py when_added) starts then at the earliest
)
_RIDES_HOME = ("drop-off", "ferry back", "drive back", "transfer back", "speedboat back")
LEFT_OUT = "Not on the last day: {activities} (the ride home leaves at {time})"


def is_ride_home(activity: str) -> bool:
    return any(w in activity.lower() for w in _RIDES_HOME)


def activity_ends(activities: list[str], start: Optional[int] = None, afternoon: Sequence[str] = ()) -> list[int]:
    """When each of a day's activities (not its ride home) is over, in minutes of the day (ICT): an
    evening one at its usual end, a daytime one VISIT_HOURS after the one before (from the day's
    start, or ``start``: day 1's arrival), one of ``afternoon`` (an add-on said "in the afternoon") not
    starting before AFTERNOON_START. An activity's end depends only on those before it: leaving
    later ones out moves none."""
    end = start if start is not None else minutes(SUNRISE_START if is_sunrise_day(activities) else DAY_START)
    ends: list[int] = []
    for activity in activities:
        evening = next((t for word, t in EVENING_ENDS if word in activity.lower()), None)
        begins = max(end, minutes(AFTERNOON_START)) if activity in afternoon else end
        end = max(end, minutes(evening)) if evening else begins + int(VISIT_HOURS * 60)
        ends.append(end)
    return ends


def last_day(
    trip_id: str, activities: list[str], departure_day: bool, afternoon: Sequence[str] = ()
) -> tuple[list[str], list[str], str]:
    """(the activities the last day keeps, those left out, when the group leaves (ICT)): the catalogue's
    ``departure_day`` keeps all and leaves at the route's time; another day keeps the visits that end
    by the latest leaving time (getting_there.latest_leaving) and leaves after the last of them, an add-on
    said "in the afternoon" (``afternoon``) counted from the afternoon: a booked afternoon is never on a day
    that ends before it."""
    fixed = route(trip_id).leaves
    if departure_day:
        return list(activities), [], fixed
    latest = minutes(latest_leaving(trip_id))
    visits = [a for a in activities if not is_ride_home(a)]
    ends = activity_ends(visits, afternoon=afternoon)
    cut = next((i for i, end in enumerate(ends) if end > latest), len(visits))
    left_out = visits[cut:]
    leaves = hhmm(max([minutes(fixed), *ends[:cut]]))
    return [a for a in activities if a not in left_out], left_out, leaves


def leaves_at(trip_id: str, activities: list[str], departure_day: bool, afternoon: Sequence[str] = ()) -> str:
    """When the group leaves the destination on the last day (ICT): the route's time on the
    catalogue's ``departure_day``; else when the last activity it keeps (:func:`last_day`) ends."""
    return last_day(trip_id, activities, departure_day, afternoon)[2]


def is_sunrise_day(activities: list[str]) -> bool:
    return any("sunrise" in a.lower() for a in activities)


def day_start(
    trip_id: str,
    number: int,
    activities: list[str],
    self_drive: bool,
    language: str = "EN",
    pickup_location: Optional[str] = None,
    night_hotel: Optional[str] = None,
) -> tuple[str, Optional[str]]:
    """When day ``number`` starts (ICT) and, for day 1 and sunrise days, why that time (in
    ``language``; ``night_hotel``: where the group slept, named in the meeting point); a usual day
    needs no note (kept short: every model call may carry the plan)."""
    if number == 1:
        if self_drive:
            return SELF_DRIVE_START, tr(START_SELF_DRIVE, language)
        return pickup_time(trip_id, pickup_location), tr(START_PICKUP, language)
    if is_sunrise_day(activities):
        if night_hotel:
            return SUNRISE_START, trf(START_SUNRISE_AT, language, hotel=night_hotel)
        return SUNRISE_START, tr(START_SUNRISE, language)
    return DAY_START, None


def drop_off(
    trip_id: str,
    pickup_location: Optional[str],
    self_drive: bool,
    language: str = "EN",
    place: Optional[str] = None,
    leaves: Optional[str] = None,
    elsewhere: bool = False,
) -> dict[str, Any]:
    """Where and when the trip ends (the last day's ``drop_off``); the time for ``place`` (the
    pickup, else the session's departure city) when given, the group leaving at ``leaves``
    (:func:`leaves_at`); ``elsewhere``: ``pickup_location`` is a drop-off asked elsewhere than the pickup.
    Its note names the place it ends at."""
    if self_drive:
        return {"required": False, "place": None, "time": None, "note": tr(SELF_DRIVE_END, language)}
    pickup = PICKUP_TIME.get(trip_id, DEFAULT_PICKUP_TIME)
    _, time = leg_times(trip_id, place or pickup_location, pickup, leaves)
    if not_included_from(trip_id, pickup_location):  # the included transfer ends where it starts
        place = tr(route(trip_id).from_city, language)
    else:
        town = tr(pickup_town(trip_id, place or pickup_location), language)
        # the place only: a flight or a date in the pickup point is day 1's (relay 9)
        place = pickup_place(pickup_location) if pickup_location else trf(DROP_OFF_PLACE_UNKNOWN, language, city=town)
    airport = airport_at(trip_id, pickup_location) if pickup_location else None
    opened, closed = ("（", "）") if language == "ZH" else (" (", ")")
    said = (
        f"{place}{opened}{drop_words(airport, language)}{closed}" if airport else place
    )  # the airport by name, its drive
    return {
        "required": True,
        "place": place,
        "time": time,
        "text": trf(DROP_OFF_AT, language, place=said, time=time),
        **({"airport": airport_facts(airport, language, pickup_location)} if airport else {}),
        "note": trf(DROP_OFF_NOTE_ELSEWHERE if elsewhere else DROP_OFF_NOTE_BACK, language, place=place),
    }
