"""Rules for changing a paid booking: cancellation refunds, reschedules, quotes, refund progress.

Pure functions of (booking facts, now). Days are counted in Cambodia time (ICT, UTC+7), where
the trips run: "30 days before travel" means 30 calendar days before the travel date in Phnom Penh.

Cancellation of a paid booking (before the travel date):

| days before travel (ICT) | refund of the amount paid |
|---|---|
| 30 or more | 100 % |
| 7 to 29 | 50 % |
| fewer than 7 | 0 % |

On or after the travel date a booking can no longer be cancelled or moved (``TRIP_STARTED``).

Reschedule (new dates and/or a new number of travellers) of a paid booking: possible until
``RESCHEDULE_CUTOFF_DAYS`` days before the current travel date; the new travel date must be at least
``RESCHEDULE_CUTOFF_DAYS`` days ahead and within a year, with seats left on that departure (each
departure takes at most the trip's ``max_group`` travellers). Moving dates is free 7 or more days
before travel, otherwise ``LATE_CHANGE_FEE_PER_PERSON`` per traveller. The new price is the booked
price per person × the new number of travellers (+ the fee): more travellers → the difference is
due (a top-up payment QR); fewer → the removed travellers' share is refunded at the cancellation
percentage above.

Money moves in two steps: a preview returns a quote (``quote_id``, the amounts, ``expires_at``,
valid ``QUOTE_TTL``), and only a confirmation carrying that quote id changes anything.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone

ICT = timezone(timedelta(hours=7), "ICT")

REFUND_TIERS: tuple[tuple[int, int], ...] = ((30, 100), (7, 50), (0, 0))  # (min days before, refund %)
RESCHEDULE_CUTOFF_DAYS = 2
FREE_CHANGE_DAYS = 7
LATE_CHANGE_FEE_PER_PERSON = 15.0
MAX_DAYS_AHEAD = 365
QUOTE_TTL = timedelta(minutes=15)
# Refund progress (the sandbox's stand-in for the payment provider): PENDING for the first hour,
# then PROCESSING, COMPLETED once the expected date is reached.
REFUND_PENDING_FOR = timedelta(hours=1)
REFUND_COMPLETES_AFTER = timedelta(days=5)

CANCELLATION_POLICY = (
    "Paid bookings: cancelled 30 or more days before the travel date (Cambodia time) = 100% refund; "
    "7-29 days before = 50% refund; less than 7 days before = no refund. Not possible on or after the "
    "travel date. Refunds go back to the original payment method within 5 days."
)
RESCHEDULE_POLICY = (
    f"Paid bookings can be moved up to {RESCHEDULE_CUTOFF_DAYS} days before the travel date to a date at "
    f"least {RESCHEDULE_CUTOFF_DAYS} days ahead with seats left. Free 7 or more days before travel, otherwise "
    f"${LATE_CHANGE_FEE_PER_PERSON:.0f} per traveller. Extra travellers pay the same price per person; "
    "for fewer travellers their share is refunded under the cancellation policy."
)


def today_ict(now: datetime) -> date:
    return now.astimezone(ICT).date()


def days_before(travel_date: date, now: datetime) -> int:
    return (travel_date - today_ict(now)).days


def refund_pct(days: int) -> int:
    """The refund percentage ``days`` before travel (negative days: the trip has started → 0)."""
    for minimum, pct in REFUND_TIERS:
        if days >= minimum:
            return pct
    return 0


def money(value: float) -> float:
    return round(value + 0.0, 2)


def change_fee(days: int, people: int) -> float:
    return 0.0 if days >= FREE_CHANGE_DAYS else money(LATE_CHANGE_FEE_PER_PERSON * people)


def reschedule_amounts(total: float, old_people: int, new_people: int, days: int) -> dict[str, float | str]:
    """What a reschedule costs: the new total, the fee, and what is due or refunded."""
    per_person = total / old_people if old_people else 0.0
    fee = change_fee(days, new_people)
    if new_people >= old_people:
        due = money(per_person * (new_people - old_people) + fee)
        refund = 0.0
    else:
        removed_share = per_person * (old_people - new_people)
        refund = money(removed_share * refund_pct(days) / 100)
        due = fee
    net = money(due - refund)
    return {
        "price_per_person_usd": money(per_person),
        "new_total_usd": money(per_person * new_people),
        "total_is_for": f"{new_people} people",
        "change_fee_usd": fee,
        "amount_due_usd": max(net, 0.0),
        "refund_usd": max(-net, 0.0) + 0.0,  # never -0.0
    }


def refund_status(created_at: datetime, now: datetime) -> str:
    if now - created_at < REFUND_PENDING_FOR:
        return "PENDING"
    if now - created_at < REFUND_COMPLETES_AFTER:
        return "PROCESSING"
    return "COMPLETED"
