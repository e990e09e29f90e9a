"""A quote card that can no longer be confirmed is updated in place (issue 38).

Two relay travellers pressed Confirm on a card whose quote was already dead (answered no, replaced
by a newer quote) and were refused. The session remembers the quote cards on screen
(``ConversationState.quote_cards``); whenever it sends frames, each card whose quote can no longer
be confirmed gets one ``quote_update`` frame first (like ``booking_update``: no ``reply_to``), with
``state`` saying why, a key the page words in the session's language:

- ``declined``: the traveller said no to it (a Not now press or their words: agent.consent);
- ``replaced``: a newer quote of the same kind is open;
- ``expired``: past the backend's ``expires_at`` (a change quote: 15 minutes);
- ``used``: it was confirmed and did what it said (booked, moved, cancelled);
- ``changed``: the booking or the summary's details changed since, so it no longer applies
  (agent.quote_changes voids a summary; a confirmed change makes every other open quote stale);
- ``closed``: gone for another reason (the booking ended).

A card can die in the very turn that draws it (relay 24 req 38: previewReschedule and
confirmReschedule in one turn drew a "used" quote with live Confirm / Not now buttons, and the
traveller feared a second refund): its ``quote_update`` follows the card in the same turn. A
confirming call that used its quote is noted (agent.quote_use), so such a card says ``used``.

Pure: the workflow calls :func:`with_quote_updates` (behind a patch, workflows/session.py).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Callable, Literal, Optional

from agent.booking_records import QuoteOnScreen
from agent.consent import Quote, open_quotes
from agent.messages import ContentFrame
from agent.side_effects import parse_timestamp
from agent.state import ConversationState

QuoteCardState = Literal["declined", "replaced", "expired", "used", "changed", "closed"]
CLOSED_KEPT = 20  # retired cards remembered, for a late press on one


class QuoteUpdateMessage(ContentFrame):
    type: Literal["quote_update"] = "quote_update"
    quote_id: str
    kind: str
    state: QuoteCardState


def _expired(card: QuoteOnScreen, now: datetime) -> bool:
    return card.expires_at is not None and now >= card.expires_at


def closed_state(
    quote_id: str, card: QuoteOnScreen, state: ConversationState, now: datetime
) -> Optional[QuoteCardState]:
    """Why the card of ``quote_id`` can no longer be confirmed; None while it can."""
    current: dict[str, tuple[str, Quote]] = {q.quote_id: (kind, q) for kind, q in open_quotes(state)}
    if quote_id in current:
        answer = current[quote_id][1].consent.answer
        if answer == "no":
            return "declined"
        if _expired(card, now):
            return "expired"
        return None
    if quote_id in state.quotes_used:
        return "used"
    if any(kind == card.kind for kind, _ in current.values()):
        return "replaced"
    if card.answer == "no":
        return "declined"
    if card.answer == "yes":
        return "used"
    if _expired(card, now):
        return "expired"
    if card.kind == "booking" and state.booking_quote_void_reason:
        return "changed"
    if card.kind != "booking" and state.after_payment is not None and state.after_payment.status != "CANCELLED":
        return "changed"
    return "closed"


def _retired(state: ConversationState, quote_id: str, kind: str, why: QuoteCardState) -> dict[str, Any]:
    """The card's ``quote_update`` frame; the session remembers why (a late press on it: agent.quote_use)."""
    kept = [(q, w) for q, w in state.quotes_closed.items() if q != quote_id][-(CLOSED_KEPT - 1) :]
    state.quotes_closed = {**dict(kept), quote_id: why}
    return QuoteUpdateMessage(text="", quote_id=quote_id, kind=kind, state=why).frame()


def with_quote_updates(
    state: ConversationState,
    events: list[dict[str, Any]],
    now: datetime,
    allowed: Callable[[], bool] = lambda: True,
) -> list[dict[str, Any]]:
    """``events`` with a ``quote_update`` first for every quote card on screen that can no longer be
    confirmed; the quote cards among ``events`` are on screen from here on, and one of them that is
    already dead (used, replaced or voided in this turn) gets its ``quote_update`` right after the
    events. ``allowed`` is asked only when there is an update to send (the workflow's patch: a run
    records its marker only then)."""
    new_cards = {
        str(e["quote_id"]): e for e in events if e.get("type") == "quote" and isinstance(e.get("quote_id"), str)
    }
    answers = {q.quote_id: q.consent.answer for _, q in open_quotes(state)}
    updates: list[dict[str, Any]] = []
    for quote_id, card in list(state.quote_cards.items()):
        if quote_id in new_cards:
            continue  # drawn again by this very turn
        if quote_id in answers:
            card.answer = answers[quote_id]
        closed = closed_state(quote_id, card, state, now)
        if closed is not None:
            updates.append(_retired(state, quote_id, card.kind, closed))
            del state.quote_cards[quote_id]
    born_dead: list[dict[str, Any]] = []
    for quote_id, frame in new_cards.items():
        if frame.get("purpose") == "information":
            continue  # figures only, no buttons: nothing on screen to retire
        card = QuoteOnScreen(
            kind=str(frame.get("kind") or "booking"), expires_at=parse_timestamp(frame.get("expires_at"))
        )
        closed = closed_state(quote_id, card, state, now)
        if closed is None:
            state.quote_cards[quote_id] = card
        else:  # dead before it reached the screen: it arrives retired
            born_dead.append(_retired(state, quote_id, card.kind, closed))
    if (updates or born_dead) and allowed():
        return [*updates, *events, *born_dead]
    return events
