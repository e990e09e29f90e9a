"""One pickup time and place per booking (issue 37, relay 23 req 55-72).

changePickup may set the day-1 pickup time a traveller can meet (an airport: after landing). That time is
the booking's own (``Booking.pickup_time``): every view of the booking redraws its plan from the catalogue,
so each one puts the booking's time back on what it shows through :func:`at_booked_time` (getTripItinerary
of the booking, reschedule previews and confirms, modifyBooking, changePickup itself). A change that moves
the pickup place without naming a time drops it (the new place's own time applies); any other change
keeps it (relay 23: 09:15 set for an 08:10 landing, and the booked plan and the record after a later change
said 07:30 again).
"""

from __future__ import annotations

from typing import Any, Optional

from sandbox.data.getting_there import ROUTES, arrival, is_local, join_place, joined_in, pickup_city
from sandbox.data.hours import minutes
from sandbox.data.pickup_words import pickup_place
from sandbox.data.practical import pickup_time
from sandbox.data.priced_transport import priced_by
from sandbox.errors import ApiError
from sandbox.i18n import trf
from sandbox.i18n.own_stay_texts import MEET_SELF_DRIVE_AT

_TRAVELLER_WORDS = ("location", "meeting_point")  # the traveller's own place words: never rewritten


def _retimed(text: Any, old: str, new: str) -> Any:
    return text.replace(old, new) if isinstance(text, str) else text


def at_time(pickup: dict[str, Any], days: list[dict[str, Any]], time: Optional[str]) -> None:
    """``pickup`` and day 1 of ``days`` (a plan's itinerary or a booking's plan_days) at ``time``, in place:
    the pickup's time, day 1's start, and the catalogue time in their texts. Nothing when ``time`` is None
    or the booking has no pickup (a self-drive trip)."""
    old = pickup.get("time")
    if not time or not old or not pickup.get("required", True) or old == time:
        return
    place = " ".join(str(pickup.get(k) or "") for k in _TRAVELLER_WORDS)
    words = old not in place  # a place that itself names the old time keeps its texts as they are
    for key, value in list(pickup.items()):
        if key == "time":
            pickup[key] = time
        elif words and key not in _TRAVELLER_WORDS:
            pickup[key] = _retimed(value, old, time)
    if days and days[0].get("day") == 1:
        first = days[0]
        if first.get("starts_at") == old:
            first["starts_at"] = time
        if words:
            first["activities"] = [_retimed(a, old, time) for a in first.get("activities") or []]


def meets_guide(booked: dict[str, Any], place: Optional[str], time: Optional[str], language: str) -> None:
    """A self-drive plan whose meeting with the guide the traveller set (changePickup: ``place`` at ``time``),
    in place: its pickup and day 1's start say that one place and time, never "the first hotel" beside it.
    Nothing for a plan with a pickup, or without a set time (the first hotel's check-in applies)."""
    pickup = booked["pickup"]
    if pickup.get("required", True) or not place or not time:
        return
    said = trf(MEET_SELF_DRIVE_AT, language, place=pickup_place(place), time=time)
    pickup.update(location=place, time=time, meeting_point=said)
    days = booked.get("itinerary") or []
    if days and days[0].get("day") == 1:
        days[0]["starts_at"], days[0]["start_note"] = time, said


def at_booked_time(
    booked: dict[str, Any], time: Optional[str], place: Optional[str] = None, language: str = "EN"
) -> dict[str, Any]:
    """A localized plan (sandbox/plan_localized.py) at the booking's pickup time; returns it. Its
    ``getting_there`` texts too (relay 28 req 60: pickup_note "about 13:30" beside pickup.time 11:45): every
    time a result shows is the booking's one pickup time. A self-drive booking meets the guide at its pickup
    ``place`` once its time is set (:func:`meets_guide`)."""
    meets_guide(booked, place, time, language)
    old = booked["pickup"].get("time")
    at_time(booked["pickup"], booked.get("itinerary") or [], time)
    there = booked.get("getting_there")
    if old and booked["pickup"].get("time") != old and isinstance(there, dict):
        booked["getting_there"] = {k: _retimed(v, old, str(time)) for k, v in there.items()}
    return booked


def read_in(booking: Any) -> Optional[str]:
    """The city a pickup of ``booking`` naming no city is read in: where it was picked up when its pickup
    last moved to such a place (``Booking.joins_in``), else the session's departure city."""
    return getattr(booking, "joins_in", None) or booking.departure_city


def joined_now(trip_id: str, booking: Any) -> Optional[str]:
    """The city ``booking`` is picked up in now: where a new pickup naming no city is read (relay 27 req 48)."""
    return joined_in(trip_id, booking.pickup_location, read_in(booking))


def kept_time(booking: Any, place: Optional[str]) -> Optional[str]:
    """The booking's pickup time after a change that leaves the pickup at ``place``: its own time while the
    place stays, none once the place moves."""
    return booking.pickup_time if place == booking.pickup_location else None


def refuse_before_the_group(trip_id: str, place: str, here: Optional[str], mode: Optional[str], time: str) -> None:
    """A traveller joining a shared transfer in its destination town is picked up when the group gets there:
    a time before that is refused with the earliest one (relay 61 req 38: "09:00" set for a family joining in
    Siem Reap, and the booking then said "pickup around 09:00, when the group arrives from Phnom Penh", where
    the group reaches Siem Reap at 13:30). A private car, a trip starting there, or a later time is kept."""
    place = join_place(trip_id, place, here) or place
    _, kind = pickup_city(trip_id, place)
    r = ROUTES[trip_id]
    if kind != "local" or is_local(trip_id) or priced_by(r.by, mode).startswith("private"):
        return
    earliest = pickup_time(trip_id, place)  # the group's arrival there (at its airport: less the drive to town)
    comes = arrival(trip_id, pickup_time(trip_id))
    if minutes(time) >= minutes(earliest):
        return
    raise ApiError(
        409,
        "PICKUP_BEFORE_THE_GROUP",
        f"The pickup in {r.destination} cannot be at {time}: the group (by {r.by} from {r.from_city}) gets there "
        f"around {comes}, and a traveller joining there is picked up from {earliest} on. The booking's pickup is "
        "unchanged.",
        {
            "asked_time": time,
            "earliest_time": earliest,
            "joins_in": r.destination,
            "next_step": f"Tell the traveller the pickup in {r.destination} can be at {earliest} or later (the "
            "day's programme starts when the group arrives); call changePickup again with such a time only if "
            "they want it.",
        },
    )
