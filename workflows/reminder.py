"""When the trip timers fire (pure date arithmetic, deterministic).

Every deadline is derived from the session's *current* booking, on every path: a payment confirmed
by the webhook or found by checkPaymentStatus arms the reminder, a reschedule moves it, a
cancellation removes it (only a paid, not cancelled booking has trip timers).

- departure: 08:00 Cambodia time (ICT, UTC+7) on the travel date = 01:00 UTC;
- pre-travel reminder: ``hours_before`` (24) before departure;
- follow-up: the day after the trip ends, 10:00 Cambodia time, a short "welcome back" message.
"""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta, timezone
from typing import Optional

from agent.state import ConversationState

ICT = timezone(timedelta(hours=7), "ICT")
DEPARTURE_TIME_ICT = time(8, 0, tzinfo=ICT)
FOLLOW_UP_TIME_ICT = time(10, 0, tzinfo=ICT)
# Trips start in the morning in Cambodia: 08:00 ICT (UTC+7) is 01:00 UTC (kept for readers).
DEPARTURE_TIME_UTC = time(1, 0, tzinfo=UTC)


def _date(state: ConversationState, key: str) -> Optional[date]:
    value = (state.travel_dates or {}).get(key)
    if not value:
        return None
    try:
        return date.fromisoformat(value)
    except ValueError:
        return None


def departure_at(state: ConversationState) -> Optional[datetime]:
    start = _date(state, "start")
    return datetime.combine(start, DEPARTURE_TIME_ICT).astimezone(UTC) if start else None


def departure_label(state: ConversationState) -> str:
    """``"2026-12-20 08:00 ICT"``: fixed-offset arithmetic only (no tz database in workflow code)."""
    departure = departure_at(state)
    return f"{departure.astimezone(ICT):%Y-%m-%d %H:%M} ICT" if departure else "soon"


def trip_is_booked(state: ConversationState) -> bool:
    """A paid booking that was not cancelled: the only kind that gets trip timers."""
    return bool(state.booking_id or state.booking_ref) and state.payment_status == "CONFIRMED"


def reminder_deadline(state: ConversationState, hours_before: int = 24) -> Optional[datetime]:
    """24 h before departure; None when there is no travel date (kept for the original path)."""
    departure = departure_at(state)
    if departure is None:
        return None
    return departure - timedelta(hours=hours_before)


def trip_reminder_at(state: ConversationState, now: datetime, hours_before: int = 24) -> Optional[datetime]:
    """The reminder of the current booking; None unless paid, not cancelled and not yet departed."""
    departure = departure_at(state)
    if departure is None or not trip_is_booked(state) or now >= departure:
        return None
    return departure - timedelta(hours=hours_before)


def follow_up_at(state: ConversationState) -> Optional[datetime]:
    """The day after the trip ends (the start date when no end is known), 10:00 Cambodia time."""
    if not trip_is_booked(state):
        return None
    last = _date(state, "end") or _date(state, "start")
    if last is None:
        return None
    return datetime.combine(last + timedelta(days=1), FOLLOW_UP_TIME_ICT).astimezone(UTC)
