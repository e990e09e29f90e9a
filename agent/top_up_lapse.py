"""An unpaid change withdrawn at its deadline, told the moment it happens.

A confirmed change that costs money waits for its top-up until ``pay_by`` (agent.aftercare keeps it as
``top_up_pay_by``); unpaid by then the backend withdraws it (sandbox/unpaid_change.py; the booking then
says ``unpaid_change_lapsed``). The workflow's durable timer to that moment (workflows/session_topups.py)
reads the booking, and when the backend says the change was withdrawn the session follows the booking
(:func:`agent.aftercare.change_withdrawn`), the traveller reads :func:`withdrawn_text` in the session's
language, and the model gets the same as a system notice. A top-up paid meanwhile withdraws nothing.

Pure: the booking and the moment are passed in.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any, Optional

from agent.aftercare import change_withdrawn, top_up_due
from agent.money_frames import money_words
from agent.prompts.i18n import khmer_digits, local_date
from agent.state import ConversationState
from agent.timefmt import format_local
from agent.top_up_expiry import parse_moment

# the workflow's own read of the booking at pay_by: the call that fetches a paid booking's status, asked for
# the booking itself too (``include_booking``)
BOOKING_READ_CALL = "getRefundStatus"

# the booking is read this long after pay_by: a backend clock a little behind the workflow's still withdraws
READ_AFTER = timedelta(minutes=1)

TEXTS: dict[str, str] = {
    "EN": "The unpaid change to booking {ref} was withdrawn at {at}: its top-up was not paid by then. "
    "Your booking is as it was: {facts}. Nothing was charged.",
    "KH": "ការផ្លាស់ប្ដូរដែលមិនទាន់បង់នៃការកក់ {ref} ត្រូវបានដកចេញនៅ {at} ព្រោះប្រាក់បន្ថែមមិនត្រូវបានបង់មុនពេលនោះ។ "
    "ការកក់របស់លោក/លោកស្រីនៅដដែលដូចមុន៖ {facts}។ មិនមានការកាត់ប្រាក់អ្វីទេ។",
    "ZH": "预订 {ref} 未付款的变更已于 {at} 撤回：补差款未在此前支付。您的预订恢复原样：{facts}。未扣任何款项。",
}
# the booking's facts after the withdrawal: trip, dates, people, total
FACTS: dict[str, str] = {
    "EN": "{trip}, {start} to {end}, {people} people, total {total}",
    "KH": "{trip} ពី {start} ដល់ {end} សម្រាប់ {people} នាក់ សរុប {total}",
    "ZH": "{trip}，{start} 至 {end}，{people} 人，总价 {total}",
}


def lapse_due(state: ConversationState) -> Optional[datetime]:
    """When the unpaid change's deadline passes, while it is owed and not yet looked at; else None."""
    book = state.after_payment
    if book is None or not top_up_due(state) or not book.top_up_pay_by:
        return None
    if book.top_up_lapse_checked == book.top_up_pay_by:
        return None
    moment = parse_moment(book.top_up_pay_by)
    return moment + READ_AFTER if moment is not None else None


def withdrawn_by_backend(booking: Optional[dict[str, Any]]) -> bool:
    """The booking as the backend read it says its unpaid change lapsed (and none is owed now)."""
    if not isinstance(booking, dict) or not isinstance(booking.get("unpaid_change_lapsed"), dict):
        return False
    return not booking.get("pending_top_up") and not booking.get("balance_due_usd")


def facts_words(state: ConversationState) -> str:
    lang = state.preferred_language
    facts = state.booked_facts()
    people = khmer_digits(facts.people_count) if lang == "KH" else facts.people_count
    return FACTS.get(lang, FACTS["EN"]).format(
        trip=state.selected_trip_name or state.selected_trip_id or "",
        start=local_date(lang, facts.travel_date or ""),
        end=local_date(lang, facts.end_date or facts.travel_date or ""),
        people=people,
        total=money_words(state, facts.total_usd),
    )


def withdrawn_text(state: ConversationState, at: Optional[datetime]) -> str:
    """What the traveller reads, in the session's language, once the session follows the booking."""
    lang = state.preferred_language
    return TEXTS.get(lang, TEXTS["EN"]).format(
        ref=state.booking_ref or state.booking_id or "",
        at=format_local(at, state.time_zone) or "",
        facts=facts_words(state),
    )


def apply_lapse(state: ConversationState, booking: dict[str, Any]) -> tuple[dict[str, Any], str]:
    """The session follows the booking the backend restored; returns the traveller's frame and the model's notice."""
    book = state.current_ledger()
    at = parse_moment((booking.get("unpaid_change_lapsed") or {}).get("pay_by") or book.top_up_pay_by)
    amount, changed = book.balance_due_usd, ", ".join(book.last_change) or "the last change"
    change_withdrawn(state, booking)
    told = withdrawn_text(state, at)
    frame = {
        "type": "text",
        "text": told,
        "unpaid_change_withdrawn": {
            "booking_ref": state.booking_ref,
            "top_up_usd": amount,
            "at": at.isoformat() if at else None,
        },
    }
    note = (
        f"The unpaid change of booking {state.booking_ref} ({changed}, top-up {money_words(state, amount)}) was "
        f"withdrawn by the backend at {format_local(at, state.time_zone)}: its top-up was not paid by its deadline. "
        "The booking is as it was before that change, nothing was charged and nothing is owed (the session context "
        f"shows the booking now). The traveller was already told: {told!r}. Do not announce it again; if they still "
        "want the change, preview it again."
    )
    return frame, note
