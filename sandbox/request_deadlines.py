"""When the operator answers a special request of a booking (issue 22): within
``ANSWER_WITHIN_HOURS`` of the request, and never later than ``OPERATOR_CONFIRMS_HOURS`` before
the day-1 pickup (the pickup itself when the trip is sooner). Relay j32/j34: answers "48 hours
before the pickup" came after every refund window had closed, so a traveller whose need could not
be met learnt it when cancelling no longer paid anything back. Moving the booking's dates can
bring the deadline forward."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta
from typing import Optional

from sandbox.clock import iso
from sandbox.data.practical import DEFAULT_PICKUP_TIME, PICKUP_TIME
from sandbox.policy import ICT
from sandbox.store import AWAITING, Booking

OPERATOR_CONFIRMS_HOURS = 48  # at the latest this long before the pickup
ANSWER_WITHIN_HOURS = 48  # and within this long of the request


def _pickup_at(booking: Booking) -> datetime:
    """Day-1 pickup of the booking, Cambodia time (the trip's pickup time; 07:30 when unknown)."""
    clock = (booking.pickup or {}).get("time") or PICKUP_TIME.get(booking.trip_id, DEFAULT_PICKUP_TIME)
    hours, minutes = (int(p) for p in str(clock).split(":")[:2])
    return datetime.combine(date.fromisoformat(booking.travel_date), time(hours, minutes, tzinfo=ICT))


def confirmation_deadline(
    booking: Booking, now: datetime, asked_at: Optional[datetime] = None
) -> tuple[Optional[datetime], str]:
    """When the operator answers a request made at ``asked_at`` (default ``now``): within
    ``ANSWER_WITHIN_HOURS`` of it, or ``OPERATOR_CONFIRMS_HOURS`` before the pickup when that is
    sooner, or by the pickup itself when the trip starts sooner than that."""
    pickup = _pickup_at(booking)
    before_pickup = pickup - timedelta(hours=OPERATOR_CONFIRMS_HOURS)
    if before_pickup <= now:
        return (
            pickup,
            f"the pickup at {pickup:%Y-%m-%d %H:%M} ICT (the trip starts in less than {OPERATOR_CONFIRMS_HOURS} hours)",
        )
    soon = (asked_at or now) + timedelta(hours=ANSWER_WITHIN_HOURS)
    if soon < before_pickup:
        return soon, f"{soon.astimezone(ICT):%Y-%m-%d %H:%M} ICT (within {ANSWER_WITHIN_HOURS} hours of the request)"
    return (
        before_pickup,
        f"{before_pickup.astimezone(ICT):%Y-%m-%d %H:%M} ICT ({OPERATOR_CONFIRMS_HOURS} hours before the pickup)",
    )


def redate_requests(booking: Booking, now: datetime) -> None:
    """After the booking's dates moved: each request awaiting the operator is answered by the
    deadline of the new dates, counted from when it was asked (relay j14: the allergy kept the old
    date's deadline)."""
    for item in booking.special_request_items:
        if item.get("status") != AWAITING:
            continue
        asked = datetime.fromisoformat(item["added_at"]) if item.get("added_at") else None
        deadline, _ = confirmation_deadline(booking, now, asked)
        if deadline is not None:
            item["confirm_by"] = iso(deadline)
