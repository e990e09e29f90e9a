"""When the 24-hour pre-travel reminder fires (pure date arithmetic, deterministic)."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta, timezone
from typing import Optional

from agent.state import ConversationState

# Trips start in the morning in Cambodia: 08:00 ICT (UTC+7) is 01:00 UTC.
DEPARTURE_TIME_UTC = time(1, 0, tzinfo=timezone.utc)


def departure_at(state: ConversationState) -> Optional[datetime]:
    start = (state.travel_dates or {}).get("start")
    if not start:
        return None
    try:
        return datetime.combine(date.fromisoformat(start), DEPARTURE_TIME_UTC)
    except ValueError:
        return None


def reminder_deadline(state: ConversationState, hours_before: int = 24) -> Optional[datetime]:
    """24 h before departure; None when there is no travel date."""
    departure = departure_at(state)
    if departure is None:
        return None
    return departure - timedelta(hours=hours_before)
