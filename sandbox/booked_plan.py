"""The plan of a booking as it is, or as a change would make it: ONE function builds both.

getTripItinerary of a booking and previewReschedule's ``proposed`` plan (every kind of change: a day added or
taken off, an add-on, who joins or leaves, new dates, a new pickup) read :func:`booked_plan`, so a quote's days,
activities, meals and ``included`` lines are exactly what getTripItinerary shows once the change is made (a run
quoted an added day with no meals while the booked plan after the change had breakfast and lunch on it).
"""

from __future__ import annotations

from datetime import date
from typing import Any, Optional

from fastapi import Request

from agent.safety import mentions
from sandbox.booked_pickup import at_booked_time, read_in
from sandbox.data.trips import T
from sandbox.group import group_from_spec
from sandbox.plan import localized_plan
from sandbox.plan_parts import compact_days
from sandbox.routes.common import plan_of


def booked_plan(
    request: Request,
    trip_id: str,
    spec: dict[str, Any],
    language: str,
    *,
    mobility: bool,
    pickup_location: Optional[str],
    drop_off_location: Optional[str],
    travel_date: Optional[date],
    departure_city: Optional[str],
    special_requests: Optional[str],
    pickup_time: Optional[str],
) -> tuple[T, dict[str, Any], dict[str, Any]]:
    """(the trip, its plan, the plan localized as every tool answers it) of a booking's ``spec`` (its request:
    customizations and transport) with its pickup, drop-off, dates, requests and pickup time."""
    transport = spec.get("transport") or "driver"
    trip, plan = plan_of(request, trip_id, spec.get("customizations"), transport, mobility, group=group_from_spec(spec))
    booked = localized_plan(
        trip,
        plan,
        language,
        pickup_location=pickup_location,
        special_requests=special_requests,
        travel_date=travel_date,
        departure_city=departure_city,
        drop_off_location=drop_off_location,
        guide_language=spec.get("guide_language"),  # the booking's guide: what its included line names
        booked=True,  # the leg in the booking's price (sandbox/leg_said.py)
    )
    return trip, plan, at_booked_time(booked, pickup_time, pickup_location, language)


def as_booked(request: Request, booking: Any, language: str) -> tuple[T, dict[str, Any], dict[str, Any]]:
    """:func:`booked_plan` of ``booking`` as it is now: what getTripItinerary of the booking shows, and where and
    when the booking's own ``drop_off`` says it ends."""
    return booked_plan(
        request,
        booking.trip_id,
        booking.request,
        language,
        mobility=needs_mobility(booking),
        pickup_location=booking.pickup_location,
        drop_off_location=booking.drop_off_location,
        travel_date=date.fromisoformat(booking.travel_date),
        departure_city=read_in(booking),  # a booking's own join
        special_requests=booking.special_requests,
        pickup_time=booking.pickup_time,  # the booking's own pickup time (changePickup), on its pickup and day 1
    )


def mobility_in(requests: Optional[str]) -> bool:
    """Whether special requests say a mobility need, read as the session reads its needs (agent/safety.py
    ``mentions``: "the boy is allergic to peanuts; my husband's knee is weak" is both): the one reading that
    places the add-ons of every plan before the booking (previewBooking, createBooking) and after it."""
    return mentions("mobility", requests)


def needs_mobility(booking: Any) -> bool:
    """Whether the booking's requests name a mobility need (where an add-on can go: sandbox/day_room.py)."""
    return any(
        "mobility" in (item.get("kinds") or [item.get("kind")]) for item in booking.special_request_items
    ) or mobility_in(booking.special_requests)


def plan_said(booked: dict[str, Any]) -> dict[str, Any]:
    """A quote's proposed plan from :func:`booked_plan`: its days (each with its meals) and what is included
    (the meal counts and the ``included`` lines) and where and when it ends, as getTripItinerary says them after the change."""
    meals = {d["day"]: d["meals"] for d in booked["itinerary"]}
    return {
        "itinerary_days": [{**d, "meals": meals[d["day"]]} for d in compact_days(booked)],
        "meals_included": booked["meals_included"],
        "included": booked["included"],
        "drop_off": booked["drop_off"],  # where and when the trip ends after the change, as the booking will say it
    }
