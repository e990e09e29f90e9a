"""A paid booking whose last change awaits its top-up: what is confirmed is what is paid (issue 37, relay 38 req 40).

The context said ``booking_status: CONFIRMED (length changed)``, travel dates 8-11 Jan and $972 while the
$216 top-up of the added day was unpaid and the tool result beside it said end date 10 Jan, total $756 (the
change is withdrawn if unpaid by its deadline); the booking card showed the 11th and $972 too. The backend
says the booking as paid in ``pending_top_up.paid_for`` (sandbox/store.py); the session keeps it on the
ledger (``AfterPayment.paid_for``) until the top-up is paid or the change withdrawn, and the context's
booking facts and the card read :func:`confirmed_facts`; the change is said apart (:func:`pending_line`).

Pure: no I/O.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, Any, Optional

from agent.booking_records import BookedFacts

if TYPE_CHECKING:
    from agent.state import ConversationState

_GROUP = ("adults", "children_ages")


def paid_for_of(booking: dict[str, Any]) -> Optional[BookedFacts]:
    """The booking as paid and confirmed while its change awaits a top-up (None: nothing awaits one)."""
    owed = booking.get("pending_top_up")
    paid = owed.get("paid_for") if isinstance(owed, dict) else None
    if booking.get("status") != "CONFIRMED" or not isinstance(paid, dict) or not paid:
        return None
    people, total = paid.get("people_count"), paid.get("total_usd")
    return BookedFacts(
        travel_date=paid.get("travel_date"),
        end_date=paid.get("end_date"),
        people_count=int(people) if isinstance(people, int) else None,
        total_usd=float(total) if isinstance(total, (int, float)) else None,
    )


def _awaiting(state: ConversationState) -> Optional[BookedFacts]:
    book = state.after_payment
    if book is None or book.paid_for is None or book.status != "CONFIRMED" or book.balance_due_usd <= 0:
        return None
    return book.paid_for


def confirmed_facts(state: ConversationState) -> BookedFacts:
    """The booking as confirmed: what is paid for while a change awaits its top-up, else the booking as it is.
    A group the paid head count does not match is not said (the change's group is not the paid one)."""
    facts = state.booked_facts()
    paid = _awaiting(state)
    if paid is None:
        return facts
    over = {k: v for k, v in paid if v is not None}
    if over.get("people_count", facts.people_count) != facts.people_count:
        over.update(dict.fromkeys(_GROUP))
    return facts.model_copy(update=over)


def pending_facts(state: ConversationState) -> Optional[BookedFacts]:
    """The booking as it will be once the top-up is paid (None: no change awaits one)."""
    return state.booked_facts() if _awaiting(state) is not None else None


def context_value(state: ConversationState, name: str, value: Any) -> Any:
    """A session field of the context as confirmed (the dates, group and length paid for) while a top-up is owed."""
    if _awaiting(state) is None or name not in ("travel_dates", "people_count", "duration_days", *_GROUP):
        return value
    facts = confirmed_facts(state)
    if name == "travel_dates":
        return {**(value or {}), "start": facts.travel_date, "end": facts.end_date}
    if name == "duration_days" and facts.travel_date and facts.end_date:
        return (date.fromisoformat(facts.end_date) - date.fromisoformat(facts.travel_date)).days + 1
    return getattr(facts, name, value)


def pending_line(state: ConversationState, words: str) -> list[str]:
    """The change awaiting its top-up, apart from what is confirmed (nothing once paid or withdrawn)."""
    after = pending_facts(state)
    book = state.after_payment
    if after is None or book is None:
        return []
    return [
        f"- change_awaiting_top_up: {words}: {after.travel_date} to {after.end_date}, {after.people_count} people, "
        f"total ${after.total_usd} once the ${book.balance_due_usd:g} top-up is paid; not confirmed before"
    ]
