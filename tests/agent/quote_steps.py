"""Quote steps for the quote-card tests (tests/agent/test_quote_updates.py, the chat page's
tests/api/test_chat_page_quote_live.py): a session, its quotes, the traveller's answers and the
confirming calls, as the workflow sees them (agent.consent, agent.quote_updates)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any, Callable

from agent.booking_records import AfterPayment, IssuedQuote
from agent.consent import hear, open_quotes
from agent.quote_card import quote_frame
from agent.quote_consent import ConsentFrame
from agent.quote_use import note_used
from agent.state import AgentState, BookingQuote, ConversationState

NOW = datetime(2026, 11, 28, 9, 0, tzinfo=UTC)
TOOL = {"booking": "previewBooking", "reschedule": "previewReschedule", "cancellation": "previewCancellation"}


def booking_session() -> ConversationState:
    state = ConversationState.new("s-q", NOW, user_id="u-1")
    state.state, state.consent_rule, state.turn = AgentState.BOOKING, True, 1
    state.customer_name, state.customer_phone, state.details_validated = "Sokha Chan", "+85512345678", True
    state.pickup_location = "Riverside Hotel"
    return state


def paid_session() -> ConversationState:
    state = booking_session()
    state.state, state.booking_id, state.payment_status = AgentState.POST_BOOKING, "bk_1", "CONFIRMED"
    state.after_payment = AfterPayment(amount_paid_usd=300.0)
    return state


def preview(state: ConversationState, kind: str, now: datetime) -> dict[str, Any]:
    """A new quote of ``kind`` in the session, and the card the turn draws for it."""
    state.turn += 1
    quote_id = f"Q-{kind}-{state.turn}"
    data: dict[str, Any] = {"quote_id": quote_id, "trip_name": "Angkor", "travel_date": "2027-01-10"}
    if kind == "booking":
        state.booking_quote = BookingQuote(
            quote_id=quote_id, turn=state.turn, trip_id="trip_001", travel_date="2027-01-10", people_count=2
        )
        data["total_usd"] = 360.0
    else:
        assert state.after_payment is not None
        state.after_payment.quotes[kind] = IssuedQuote(quote_id=quote_id, turn=state.turn)
        data["amount_due_usd" if kind == "reschedule" else "refund_usd"] = 10.0
        data["expires_at"] = (now + timedelta(minutes=15)).isoformat()
    frame = quote_frame("", data, state, TOOL[kind])
    assert frame is not None and frame.frame()["actions"], "a card that can be confirmed"
    return frame.frame()


def answer(state: ConversationState, kind: str, said: str) -> None:
    """The traveller's answer to the open quote of ``kind``: a Confirm / Not now press (agent.consent)."""
    for k, quote in open_quotes(state):
        if k == kind:
            quote.consent.shown_seq = quote.consent.shown_seq or 1
            decision = "confirm" if said == "yes" else "decline"
            hear(state, "", 1, f"m-{state.turn}", ConsentFrame(quote_id=quote.quote_id, decision=decision))


CONFIRM = {"booking": "createBooking", "reschedule": "confirmReschedule", "cancellation": "confirmCancellation"}


def use(state: ConversationState, kind: str) -> None:
    """The confirming call went through (createBooking / confirmReschedule / confirmCancellation)."""
    quote = dict(open_quotes(state)).get(kind)  # type: ignore[arg-type]
    if quote is None or quote.consent.answer != "yes":
        return
    if kind == "booking":
        state.booking_quote = None
    elif state.after_payment is not None:
        state.after_payment.quotes.clear()  # the booking changed: every other quote is stale too
    note_used(state, CONFIRM[kind], {"quote_id": quote.quote_id})


def preview_and_use(state: ConversationState, kind: str, now: datetime) -> list[dict[str, Any]]:
    """One turn: the quote is issued, carries an earlier yes (agent.consent_figures) and is used at once."""
    card = preview(state, kind, now)
    answer(state, kind, "yes")
    use(state, kind)
    return [card]


def void(state: ConversationState) -> None:
    """A detail that changes the price voided the summary (agent.quote_changes)."""
    if state.booking_quote is not None:
        state.booking_quote = None
        state.booking_quote_void_reason = "people_count: 2 → 3"


def updates(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [e for e in events if e["type"] == "quote_update"]


Op = Callable[[ConversationState, datetime], list[dict[str, Any]]]
OPS: dict[str, Op] = {
    "preview booking": lambda s, now: [preview(s, "booking", now)] if s.booking_id is None else [],
    "preview reschedule": lambda s, now: [preview(s, "reschedule", now)] if s.after_payment else [],
    "preview cancellation": lambda s, now: [preview(s, "cancellation", now)] if s.after_payment else [],
    "yes to booking": lambda s, now: answer(s, "booking", "yes") or [],
    "no to booking": lambda s, now: answer(s, "booking", "no") or [],
    "yes to reschedule": lambda s, now: answer(s, "reschedule", "yes") or [],
    "no to cancellation": lambda s, now: answer(s, "cancellation", "no") or [],
    "book": lambda s, now: use(s, "booking") or [],
    "confirm reschedule": lambda s, now: use(s, "reschedule") or [],
    "void the summary": lambda s, now: void(s) or [],
    "preview and confirm reschedule in one turn": lambda s, now: (
        preview_and_use(s, "reschedule", now) if s.after_payment else []
    ),
    "preview and book in one turn": lambda s, now: preview_and_use(s, "booking", now) if s.booking_id is None else [],
}


def page_after(live: dict[str, str], sent: list[dict[str, Any]]) -> dict[str, str]:
    """The quote cards with live buttons (quote_id -> kind) once the page drew ``sent`` (api/static/quote.js:
    a new card retires the older live ones of its kind; a quote_update retires its card)."""
    live = dict(live)
    for frame in sent:
        if frame["type"] == "quote":
            live = {q: k for q, k in live.items() if k != frame["kind"]}
            if frame.get("actions") and not frame.get("needs"):
                live[frame["quote_id"]] = frame["kind"]
        elif frame["type"] == "quote_update":
            live.pop(frame["quote_id"], None)
    return live
