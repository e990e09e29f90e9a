"""What a payment tool's result changes in the session (split from agent.side_effects): a QR code
starts a payment attempt, a status check settles it, and three failures hand the traveller to
support with the operator flag."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Callable

import structlog

from agent import top_up_failures
from agent.aftercare import top_up_paid, top_up_qr_issued
from agent.payment_texts import HANDOFF_STEP
from agent.payments import MAX_PAYMENT_ATTEMPTS
from agent.state import AgentState, ConversationState
from agent.tools.calls import ToolOutcome
from agent.transitions import move_to

log = structlog.get_logger("agent.side_effects")

SUPPORT_FLAG = top_up_failures.SUPPORT_FLAG  # the operator flag (DerlgAttention) for a support hand-off


def _generate_qr(state: ConversationState, inp: dict[str, Any], data: dict[str, Any], now: datetime) -> None:
    intent = data.get("payment_intent_id")
    if not intent:
        return
    if data.get("purpose") == "top_up":  # a reschedule's difference: the booking itself stays paid
        top_up_failures.replaced(state, data, now)  # a live top-up QR replaced: that one failed
        top_up_qr_issued(state, data)
        return
    previous = state.payment_intent_id
    if previous and previous != intent and state.payment_status not in ("FAILED", "CONFIRMED"):
        state.payment_attempts += 1  # a new QR because the traveller reported a problem
    state.payment_intent_id = intent
    state.payment_status = "PENDING"
    _hand_off_if_exhausted(state)


def _check_payment(state: ConversationState, inp: dict[str, Any], data: dict[str, Any], now: datetime) -> None:
    intent = data.get("payment_intent_id") or inp.get("payment_intent_id")
    after = state.after_payment
    if after is not None and intent and intent == after.top_up_intent_id:
        if data.get("status") == "SUCCEEDED":  # the top-up is paid: the card and QR say so now
            top_up_paid(state, None, now)
        elif data.get("status") == "FAILED":
            top_up_failures.count_failure(state, intent)
        return
    if state.payment_intent_id and intent and intent != state.payment_intent_id:
        log.info("payment_status_other_intent", session_id=state.session_id)
        return
    status = data.get("status")
    if status == "SUCCEEDED" and state.state in (AgentState.PAYMENT, AgentState.POST_BOOKING):
        state.payment_status = "CONFIRMED"
        state.reserved_until = None  # paid: the hold deadline is history
        move_to(state, AgentState.POST_BOOKING, "payment status SUCCEEDED")
    elif status == "FAILED" and state.payment_status not in ("FAILED", "CONFIRMED"):
        state.payment_status = "FAILED"
        state.payment_attempts += 1
    _hand_off_if_exhausted(state)


def _hand_off_if_exhausted(state: ConversationState) -> None:
    """3 failed attempts on any path (webhook, status check, replaced QR): support takes over."""
    if state.payment_attempts >= MAX_PAYMENT_ATTEMPTS and state.payment_status != "CONFIRMED":
        state.support_handoff = True
        if SUPPORT_FLAG not in state.attention_flags:
            state.attention_flags.append(SUPPORT_FLAG)


def note_handoff(outcome: ToolOutcome, state: ConversationState) -> ToolOutcome:
    """A checkPaymentStatus that reports the session's payment failed for the third time (or after
    the hand-off) says what the rules say: support takes over, no new QR code. The backend's own
    next_step ("offer a new QR code") is for the earlier failures (issue 41: one story everywhere)."""
    data = outcome.result.get("data")
    if outcome.name != "checkPaymentStatus" or not outcome.ok or not isinstance(data, dict):
        return outcome
    intent = data.get("payment_intent_id")
    top_up = state.after_payment.top_up_intent_id if state.after_payment is not None else None
    if data.get("status") != "FAILED":
        return outcome
    if intent and intent == top_up:  # a change's top-up: its own failures (agent.top_up_failures)
        attempts, step = top_up_failures.failed_check(state, intent) or 0, top_up_failures.WITHDRAW_STEP
        if attempts < MAX_PAYMENT_ATTEMPTS:
            return outcome
    else:
        if state.payment_intent_id and intent != state.payment_intent_id:
            return outcome
        attempts = state.payment_attempts + (0 if state.payment_status in ("FAILED", "CONFIRMED") else 1)
        step = HANDOFF_STEP
        if attempts < MAX_PAYMENT_ATTEMPTS and not state.support_handoff:
            return outcome
    told = {**data, "next_step": step, "support_handoff": True, "failed_attempts": attempts}
    return ToolOutcome(tool_use_id=outcome.tool_use_id, name=outcome.name, result={**outcome.result, "data": told})


HANDLERS: dict[str, Callable[[ConversationState, dict[str, Any], dict[str, Any], datetime], None]] = {
    "generatePaymentQR": _generate_qr,
    "checkPaymentStatus": _check_payment,
}
