"""When the operator confirms a safety-relevant special request of a booking (issue 22): a fixed
time before the day-1 pickup; moving the booking's dates moves the deadline too."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta
from typing import Optional

from sandbox.clock import iso
from sandbox.data.practical import DEFAULT_PICKUP_TIME, PICKUP_TIME
from sandbox.policy import ICT
from sandbox.store import AWAITING, Booking

OPERATOR_CONFIRMS_HOURS = 48


def _pickup_at(booking: Booking) -> datetime:
    """Day-1 pickup of the booking, Cambodia time (the trip's pickup time; 07:30 when unknown)."""
    clock = (booking.pickup or {}).get("time") or PICKUP_TIME.get(booking.trip_id, DEFAULT_PICKUP_TIME)
    hours, minutes = (int(p) for p in str(clock).split(":")[:2])
    return datetime.combine(date.fromisoformat(booking.travel_date), time(hours, minutes, tzinfo=ICT))


def confirmation_deadline(booking: Booking, now: datetime) -> tuple[Optional[datetime], str]:
    """When the operator confirms a safety request: ``OPERATOR_CONFIRMS_HOURS`` before the pickup,
    or before the pickup itself when the trip starts sooner than that."""
    pickup = _pickup_at(booking)
    deadline = pickup - timedelta(hours=OPERATOR_CONFIRMS_HOURS)
    if deadline > now:
        return (
            deadline,
            f"{deadline.astimezone(ICT):%Y-%m-%d %H:%M} ICT ({OPERATOR_CONFIRMS_HOURS} hours before the pickup)",
        )
    return (
        pickup,
        f"the pickup at {pickup:%Y-%m-%d %H:%M} ICT (the trip starts in less than {OPERATOR_CONFIRMS_HOURS} hours)",
    )


def redate_requests(booking: Booking, now: datetime) -> None:
    """After the booking's dates moved: each request awaiting the operator is answered by the new
    deadline (relay j14: the allergy kept the old date's "48 hours before the pickup")."""
    deadline, _ = confirmation_deadline(booking, now)
    for item in booking.special_request_items:
        if item.get("status") == AWAITING and deadline is not None:
            item["confirm_by"] = iso(deadline)
