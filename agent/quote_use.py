"""The quotes a confirming call used, so their cards say "used" (agent.quote_updates), and a late
press on a card whose quote is gone.

A quote can be issued and used in one turn (relay 24 req 38): its card is never on screen before it
dies, so no answer reaches it there; the session keeps the last few used quote ids instead.

A Confirm / Not now press on a retired card (a tab that missed its ``quote_update``) answers nothing
(agent.consent.hear) and no confirming call can use a gone quote, so nothing is charged or refunded
twice; the model is told what the press was (context line ``late_press``) to say so plainly.
"""

from __future__ import annotations

from typing import Any, Optional, Sequence

from agent.consent import answerable, open_quotes
from agent.quote_consent import ConsentFrame
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


_WAS = {
    "used": "already used: what it offered is done",
    "declined": "already said no to",
    "replaced": "replaced by a newer quote",
    "expired": "expired",
    "changed": "no longer fitting the booking, which changed since",
    "closed": "closed",
}


def retired_as(state: ConversationState, quote_id: str) -> Optional[str]:
    """Why the card of ``quote_id`` was retired on screen (a ``quote_update`` state); None while live."""
    return "used" if quote_id in state.quotes_used else state.quotes_closed.get(quote_id)


def late_press(state: ConversationState, presses: Sequence[Optional[ConsentFrame]]) -> Optional[dict[str, str]]:
    """The last Confirm / Not now press among ``presses`` when it named a card already retired or a quote
    that can no longer be answered: ``{"quote_id", "decision", "state"}``; None when it answered a live one."""
    for press in reversed(presses):
        if press is None:
            continue
        was = retired_as(state, press.quote_id)
        if was is None and any(quote.quote_id == press.quote_id for _, quote in answerable(state)):
            return None
        return {"quote_id": press.quote_id, "decision": press.decision, "state": was or "closed"}
    return None


def late_press_lines(state: ConversationState) -> list[str]:
    """The model's context line about a press on a retired card (cleared with the next message)."""
    press = state.late_press
    if not press:
        return []
    button = "Confirm" if press.get("decision") == "confirm" else "Not now"
    was = _WAS.get(press.get("state", ""), _WAS["closed"])
    return [
        f"- late_press: the traveller pressed {button} on the card of quote {press.get('quote_id')}, which was "
        f"{was}. The press did nothing: nothing was booked, moved, cancelled, charged or refunded, and no "
        "confirming call can use that quote. Tell them so in one sentence; if they want a change now, preview "
        "it again and wait for their yes to the new quote."
    ]
