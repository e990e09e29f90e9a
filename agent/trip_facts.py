"""The session's trip facts follow the booking after a confirmed change (relay 26 req 34, issue 37).

After an add-day change the context still said ``duration_days: 4`` beside travel dates five days
apart. :func:`follow_trip_facts` sets the days, the dates' length and the pickup from what the backend
says the booking is now (its dates too). Pure.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any, Optional

from agent.state import ConversationState


def days_between(start: Any, end: Any) -> Optional[int]:
    """Days of a trip from ``start`` to ``end`` inclusive (ISO dates), None when unreadable."""
    try:
        days = (date.fromisoformat(str(end)[:10]) - date.fromisoformat(str(start)[:10])).days + 1
    except ValueError:
        return None
    return days if days >= 1 else None


def follow_trip_facts(state: ConversationState, booking: dict[str, Any]) -> None:
    """The session's travel dates, duration and pickup (place, time and meeting point: the card, the reminder and
    the model's pickup line) are the booking's."""
    dates = dict(state.travel_dates or {})
    for src, dst in (("travel_date", "start"), ("end_date", "end")):
        if booking.get(src):
            dates[dst] = booking[src]
    state.travel_dates = dates
    days = days_between(dates.get("start"), dates.get("end"))
    if days is not None:
        state.duration_days = days
        if state.selected_trip_duration_days is not None:
            state.selected_trip_duration_days = days
    if isinstance(booking.get("pickup_location"), str) and booking["pickup_location"].strip():
        state.pickup_location = booking["pickup_location"]
    if isinstance(booking.get("pickup"), dict):  # its time and meeting point too (relay 55: the old 05:00 stayed)
        state.booking_pickup = booking["pickup"]
    if isinstance(booking.get("drop_off"), dict):  # where and when it ends, as the booking says it
        state.booking_drop_off = booking["drop_off"]


def pickup_moved(data: dict[str, Any]) -> bool:
    """changePickup changed the booking: its pickup place or time, or only its drop-off (relay 26 req 47: a
    drop-off-only change left its proposal in the context as "said yes: confirm with this quote_id")."""
    drop_off = data.get("drop_off")
    dropped = isinstance(drop_off, dict) and bool(drop_off.get("changed"))
    return bool(data.get("pickup_changed") or data.get("pickup_time_changed") or dropped)


def follow_length(state: ConversationState, dates: dict[str, Any], end_said: bool) -> None:
    """The end of ``dates`` is start + the trip's length - 1 once it has an end: a booked trip's length (its
    dates move, its days stay), else the chosen trip's or the stated length when no end was said (a 5-day
    booking moved to 30 December ends on 3 January, never on the end of its old dates). Dates the traveller
    states for a trip not booked yet set its length."""
    if end_said and not state.booking_id:
        return
    length = state.selected_trip_duration_days or (state.duration_days if dates.get("end") else None)
    if not dates.get("start") or not length:
        return
    try:
        dates["end"] = (date.fromisoformat(str(dates["start"])[:10]) + timedelta(days=length - 1)).isoformat()
    except ValueError:
        return
