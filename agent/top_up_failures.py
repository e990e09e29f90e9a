"""A change's top-up that fails: counted, told, and handed to support at its third failure.

Pure. A failed top-up (the QR paying for a change after the booking is paid) is one failed payment
attempt of the session (``state.payment_attempts`` counts the booking's and its top-ups'), and one
failure of that top-up (``AfterPayment.top_up_failures``: reset when a new top-up is owed, when it is
paid, or when its change is withdrawn). Each top-up intent is counted once, whichever way its failure
is learnt (the ``payment_event`` webhook, checkPaymentStatus saying FAILED, its QR replaced after a
reported problem: ``AfterPayment.failed_top_ups``). The third failure of one top-up hands the
traveller to support: the operator flag ``payment_failures``, no new top-up QR (the generatePaymentQR
guard reads this count, never the booking's), and the change can still be withdrawn (withdrawTopUp)
with nothing charged. The booking's own failures never stop a top-up QR.

Active only in sessions whose workflow took the patch (``state.top_up_failures_counted``, asked when a
top-up is first owed: workflows/session_topups.py); runs recorded before count nothing, as then.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any, Optional

from agent.aftercare import top_up_due
from agent.payment_texts import ALREADY_TOLD, MAX_FAILED_PAYMENTS, top_up_failed_text
from agent.support import SUPPORT_EMAIL, SUPPORT_PHONE
from agent.tools.calls import error_result

if TYPE_CHECKING:
    from agent.booking_records import AfterPayment
    from agent.state import ConversationState

SUPPORT_FLAG = "payment_failures"  # the operator flag (DerlgAttention) for a support hand-off
MAX_REMEMBERED = 20
WITHDRAW_STEP = (
    "No new top-up QR can be issued: do not offer one. Give the support contact "
    f"({SUPPORT_EMAIL}, {SUPPORT_PHONE}): DerLg support will help them pay for the change. Or, if they "
    "prefer, withdrawTopUp undoes the change with nothing charged (the booking stays as paid)."
)


def counts(state: ConversationState) -> bool:
    return state.top_up_failures_counted and state.after_payment is not None


def reset(book: AfterPayment) -> None:
    """A new top-up is owed, or the owed one is paid or withdrawn: its failures start again from 0."""
    book.top_up_failures = 0


def count_failure(state: ConversationState, intent: Optional[str]) -> bool:
    """One failure of the owed top-up, counted once per intent; True when it was counted now."""
    book = state.after_payment
    if not counts(state) or book is None or not intent or intent in book.failed_top_ups:
        return False
    book.failed_top_ups = (book.failed_top_ups + [intent])[-MAX_REMEMBERED:]
    book.top_up_failures += 1
    state.payment_attempts += 1
    if handed_off(state) and SUPPORT_FLAG not in state.attention_flags:
        state.attention_flags.append(SUPPORT_FLAG)
    return True


def handed_off(state: ConversationState) -> bool:
    """The owed top-up failed three times: support takes over, no new top-up QR."""
    book = state.after_payment
    return counts(state) and book is not None and book.top_up_failures >= MAX_FAILED_PAYMENTS


def replaced(state: ConversationState, data: dict[str, Any], now: datetime) -> None:
    """A new top-up QR in place of one still live, not paid and not counted: the traveller reported a
    problem with it (an expired QR's replacement is no failure)."""
    book = state.after_payment
    intent = data.get("payment_intent_id")
    old = book.top_up_intent_id if book is not None else None
    if book is None or not old or not intent or old == intent or old in book.paid_top_ups:
        return
    ends = _moment(book.top_up_expires_at)
    if book.top_up_expiry_told == old or (ends is not None and ends <= now):
        return
    count_failure(state, old)


def _moment(value: Optional[str]) -> Optional[datetime]:
    try:
        return datetime.fromisoformat(value.replace("Z", "+00:00")) if value else None
    except ValueError:
        return None


def told(state: ConversationState) -> tuple[str, str]:
    """What the traveller is told of the top-up's failure now, and the model's notice."""
    book = state.after_payment
    failures = book.top_up_failures if book is not None else 0
    text = top_up_failed_text(state.preferred_language, failures, state.booking_ref)
    head = (
        f"The top-up payment for the change of booking {state.booking_ref} failed (attempt {failures} of "
        f"{MAX_FAILED_PAYMENTS} for this top-up); the change stays unpaid, the booking as paid. The traveller "
        f"was told: {text!r} {ALREADY_TOLD}"
    )
    if failures >= MAX_FAILED_PAYMENTS:
        return text, f"{head} {WITHDRAW_STEP}"
    return text, f"{head} When they ask for a new code, call generatePaymentQR now (the top-up's QR)."


def qr_guard(inp: dict[str, Any], state: ConversationState) -> Optional[dict[str, Any]]:
    """generatePaymentQR for the owed top-up: refused at its third failure, else sent (whatever the booking's
    own failures were); None when no counted top-up is owed (the booking's rules apply)."""
    if not counts(state) or state.payment_status != "CONFIRMED" or not top_up_due(state):
        return None
    return refusal() if handed_off(state) else {**inp, "booking_id": state.booking_id}


def refusal() -> dict[str, Any]:
    """generatePaymentQR for a top-up that failed three times."""
    return error_result(
        "SUPPORT_HANDOFF",
        f"The payment for this change failed {MAX_FAILED_PAYMENTS} times; no new QR code can be issued.",
        next_step=WITHDRAW_STEP,
    )


def failed_check(state: ConversationState, intent: Optional[str]) -> Optional[int]:
    """The top-up's failures once this FAILED status of ``intent`` is counted (None: not the owed top-up)."""
    book = state.after_payment
    if not counts(state) or book is None or not intent or intent != book.top_up_intent_id:
        return None
    return book.top_up_failures + (0 if intent in book.failed_top_ups else 1)
