"""A booking made longer or shorter by its dates: the days added or removed as customisations, so its
plan, its price and the park pass its temple days need (sandbox/park_pass.py) follow the one function a
new booking uses (sandbox/routes/bookings.py ``price``). previewReschedule (sandbox/change_apply.py) and
modifyBooking (a reservation's new ``end_date``) both resize this way; a length the plan cannot have is
refused, never booked with the days of another length."""

from __future__ import annotations

from datetime import date
from typing import Any

from fastapi import Request

from sandbox.add_on_people import FOR_MARK
from sandbox.data.pricing import DAY_MARK
from sandbox.data.trips import T
from sandbox.errors import invalid
from sandbox.group import group_from_spec
from sandbox.plan import localized_plan
from sandbox.plan_parts import compact_days
from sandbox.routes.common import plan_of
from sandbox.store import Booking


def resized(labels: list[str], days: int) -> list[str]:
    """createBooking's customisation labels with the trip ``days`` longer (or shorter when < 0):
    added days are taken back before a day is removed, removed days given back before one is added."""
    out = list(labels)
    grow, shrink = ("add_day", "remove_day") if days > 0 else ("remove_day", "add_day")
    left = abs(days)
    for label in reversed(list(out)):
        kind, _, count = label.partition(":")
        if left == 0 or kind != shrink:
            continue
        count, bar, need = count.partition("|")  # "add_day:2|need=0.5": the days, its need mark kept
        n = int(count) if count.isdigit() else 1
        out.remove(label)
        if n > left:
            out.append(f"{shrink}:{n - left}{bar}{need}")
        left = max(left - n, 0)
    if left:
        out.append(f"{grow}:{left}")
    return out


def unplaced(label: str) -> str:
    """An add-on label without the day it was placed on (its takers kept): a longer or shorter trip
    places it again (relay 33 req 49: kayaking on day 4 of 5 stayed on day 4, the new departure day)."""
    if not label.startswith("add_activity:"):
        return label
    rest, found, who = label.partition(FOR_MARK)
    return rest.split(DAY_MARK)[0] + found + who


def relength(labels: list[str], days: int) -> list[str]:
    """``labels`` with the trip ``days`` longer (or shorter): the days only added or removed after them keep
    every add-on on its day (sandbox/plan.py renumbers it); a day they had taken back or given back numbered
    their days, so the add-ons are placed again by the rule (relay 33 req 49)."""
    out = resized(labels, days)
    return out if out[: len(labels)] == labels else resized([unplaced(label) for label in labels], days)


def refuse_length(plan: dict[str, Any], wanted: int, length: int) -> None:
    """A plan that is not ``wanted`` days long (a day that cannot go) is refused."""
    if plan["duration_days"] != wanted or plan.get("days_kept"):
        raise invalid(
            f"This trip cannot be {wanted} days: it can be shortened only by its full days between the arrival "
            f"and the departure day (it is {length} days now).",
            {"days_asked": wanted, "next_step": "offer another length, or remove activities instead"},
        )


def relabelled(request: Request, booking: Booking, spec: dict[str, Any], travel: date, end: date) -> dict[str, Any]:
    """``spec`` (a reservation's request) with the days its new dates add or remove; unchanged while
    the length stays; a length the plan cannot have is refused."""
    length = (date.fromisoformat(booking.end_date) - date.fromisoformat(booking.travel_date)).days + 1
    wanted = (end - travel).days + 1
    if wanted == length:
        return spec
    labels = relength(list(spec.get("customizations") or []), wanted - length)
    refuse_length(plan_of(request, spec["trip_id"], labels, spec.get("transport") or "driver")[1], wanted, length)
    return {**spec, "customizations": labels}


def replanned(request: Request, trip: T, booking: Booking, language: str) -> list[dict[str, Any]]:
    """The booking's days as its request plans them now (its pickup, dates and drop-off as they are)."""
    _, plan = plan_of(
        request,
        booking.trip_id,
        list(booking.request.get("customizations") or []),
        booking.request.get("transport") or "driver",
        group=group_from_spec(booking.request),
    )
    booked = localized_plan(
        trip,
        plan,
        language,
        pickup_location=booking.pickup_location,
        travel_date=date.fromisoformat(booking.travel_date),
        departure_city=booking.departure_city,
        drop_off_location=booking.drop_off_location,
        booked=True,
    )
    return compact_days(booked)
