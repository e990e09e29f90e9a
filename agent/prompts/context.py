"""The "Current Session Context" section of the system prompt.

One ``- key: value`` line per known fact, so the model (and the offline scripted model, which
reads it back with :func:`parse_context`) always sees what the session already holds, even after
older messages fell out of the context window.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from agent.aftercare import context_lines
from agent.state import ConversationState

HEADER = "## Current Session Context"

_FIELDS = (
    "session_id", "user_id", "state", "preferred_language",
    "mood", "environment", "duration_days", "people_count", "budget_min_usd", "budget_max_usd",
    "departure_city", "travel_dates", "special_needs",
    "suggested_trip_ids", "selected_trip_id", "selected_trip_name", "selected_trip_duration_days", "selected_hotel_id",
    "customizations", "applied_discount_code", "quoted_total_usd",
    "customer_name", "customer_phone", "customer_email", "pickup_location",
    "booking_special_requests", "details_validated",
    "booking_id", "booking_ref", "payment_intent_id", "payment_status", "reserved_until",
    "payment_attempts", "support_handoff",
)


def _render(value: Any) -> str:
    if hasattr(value, "value"):
        return str(value.value)
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{k}={v}" for k, v in value.items())
    return str(value)


def render_context(state: ConversationState, now: datetime | None = None, support_contact: str | None = None) -> str:
    lines = [HEADER, ""]
    if now is not None:
        lines.append(f"- now: {now.isoformat()}")
    for name in _FIELDS:
        value = getattr(state, name)
        if value is None or value == [] or value is False or (name == "payment_attempts" and value == 0):
            continue
        lines.append(f"- {name}: {_render(value)}")
    lines.extend(context_lines(state, now, support_contact))  # time zone; the paid booking, policy, support
    missing = state.missing_discovery_fields()
    if missing:
        lines.append(f"- missing_discovery_fields: {', '.join(missing)}")
    if state.summary:
        lines.append(f"- earlier_conversation_summary: {state.summary}")
    return "\n".join(lines)


def parse_context(system_text: str) -> dict[str, str]:
    """Read the context section back: ``{"state": "DISCOVERY", "mood": "stressed", ...}``."""
    out: dict[str, str] = {}
    start = system_text.find(HEADER)
    if start < 0:
        return out
    for line in system_text[start + len(HEADER):].splitlines():
        line = line.strip()
        if line.startswith("## "):
            break
        if line.startswith("- ") and ": " in line:
            key, value = line[2:].split(": ", 1)
            out[key.strip()] = value.strip()
    return out
