"""The quotes a confirming call used, so their cards say "used" (agent.quote_updates).

A quote can be issued and used in one turn (relay 24 req 38): its card is never on screen before it
dies, so no answer reaches it there; the session keeps the last few used quote ids instead.
"""

from __future__ import annotations

from typing import Any

from agent.consent import open_quotes
from agent.state import ConversationState

CONFIRMING_TOOLS = ("createBooking", "confirmReschedule", "confirmCancellation")
USED_KEPT = 20  # the quotes used last: more than the cards a screen still shows


def note_used(state: ConversationState, tool_name: str, tool_input: dict[str, Any]) -> None:
    """A confirming call succeeded: the quote it named is used, unless it is still open (the call did
    nothing with it, e.g. a moved booking kept a pickup quote)."""
    quote_id = tool_input.get("quote_id")
    if tool_name not in CONFIRMING_TOOLS or not isinstance(quote_id, str) or quote_id in state.quotes_used:
        return
    if any(q.quote_id == quote_id for _, q in open_quotes(state)):
        return
    state.quotes_used = [*state.quotes_used, quote_id][-USED_KEPT:]
