"""The session's event log: every frame the browser sees, numbered by ``seq``.

``seq`` is 1, 2, 3 … per session, never reused, and carried across continue-as-new. The log
kept in workflow state is bounded; a reader whose cursor is older than the oldest kept event
gets a ``snapshot`` event first, so a very late reconnect still knows where the session stands.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Iterable

from agent.chinese_script import in_script
from agent.signals import EventsPage
from agent.state import ConversationState

MAX_EVENTS = 200


def append_events(
    log: list[dict[str, Any]],
    state: ConversationState,
    new_events: Iterable[dict[str, Any]],
    now: datetime,
    limit: int = MAX_EVENTS,
) -> list[dict[str, Any]]:
    """Number and timestamp ``new_events``, append them, trim the log; returns what was added."""
    added = []
    for event in new_events:
        state.last_seq += 1
        # every text the page shows is in the traveller's script (a ZH traveller writing Traditional)
        shown = in_script(event, state.preferred_language, state.chinese_script)
        stamped = {**shown, "seq": state.last_seq, "at": now.isoformat()}
        log.append(stamped)
        added.append(stamped)
    if len(log) > limit:
        del log[: len(log) - limit]
    return added


def snapshot_event(state: ConversationState) -> dict[str, Any]:
    return {
        "type": "snapshot",
        "seq": state.last_seq,
        "stage": state.state.value,
        "selected_trip_name": state.selected_trip_name,
        "booking_ref": state.booking_ref,
        "payment_status": state.payment_status,
        "reserved_until": state.reserved_until.isoformat() if state.reserved_until else None,
        "text": "Some older messages are no longer available; here is where we are now.",
    }


def events_after(log: list[dict[str, Any]], state: ConversationState, after_seq: int) -> EventsPage:
    after_seq = max(0, after_seq)
    if after_seq >= state.last_seq:
        return EventsPage(events=[], last_seq=state.last_seq)
    oldest = log[0]["seq"] if log else state.last_seq + 1
    events = [e for e in log if e["seq"] > after_seq]
    if after_seq < oldest - 1:
        snap = snapshot_event(state)
        snap["seq"] = oldest - 1
        events = [snap] + events
    return EventsPage(events=events, last_seq=state.last_seq)
