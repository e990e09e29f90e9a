"""special_needs told once a booking summary was shown (split from agent.tools.local): added to the needs and
to the booking's requests, never in their place, and refused whole when they would not fit (never cut)."""

from __future__ import annotations

from typing import Any, Optional

from agent.booking_needs import booking_needs
from agent.quote_changes import merge_requests
from agent.special_requests import FULL_NEXT_STEP, REQUESTS_FULL, fits, full_details, full_message
from agent.state import AgentState, ConversationState
from agent.tools.calls import error_result

# Stages reached only by what happens (createBooking, the payment, the hold, a cancellation).
EVENT_ONLY = {AgentState.PAYMENT, AgentState.POST_BOOKING}


def adds_to_requests(state: ConversationState) -> bool:
    """special_needs is added to what was said (not a correction) once a booking summary was shown, also after
    a stage change set it aside (relay 63 req 16: back in CUSTOMIZATION, a new note replaced the asthma need)."""
    live = bool(state.booking_id) and state.state in EVENT_ONLY
    return state.booking_quote is not None or state.summary_shown or live


def to_requests(state: ConversationState, said: str) -> None:
    """A need told after a summary reaches the booking's requests: the open summary's in BOOKING
    (agent.quote_changes.apply_to_quote), a live booking's (late_request), else the requests the next summary
    carries (the previewBooking guard takes them: relay 63 req 16, a note that reached neither)."""
    open_summary = state.booking_quote is not None and state.state == AgentState.BOOKING
    needs = booking_needs(said)  # never a search wish (agent.booking_needs)
    if needs and not open_summary and state.state not in EVENT_ONLY:
        state.booking_special_requests = merge_requests(state.booking_special_requests, needs)  # fits whole


def requests_full(inp: dict[str, Any], state: ConversationState) -> Optional[dict[str, Any]]:
    """A request added once a summary or booking exists that would not fit whole: refused, never cut."""
    needs = inp.get("special_needs")
    if not needs or not adds_to_requests(state):
        return None
    quote = state.booking_quote.special_requests if state.booking_quote is not None else None
    texts = (state.special_needs, state.booking_special_requests, quote)
    if fits(str(needs), *texts):
        return None
    fullest = max(texts, key=lambda t: len(t or ""))
    return error_result(
        REQUESTS_FULL,
        full_message(str(needs)),
        next_step=FULL_NEXT_STEP,
        fields=["special_needs"],
        **full_details(fullest, str(needs)),
    )
