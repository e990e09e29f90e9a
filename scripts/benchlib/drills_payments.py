"""Payment drill: payment events duplicated, out of order, late (after the hold expired) and for
another session's intent. The state must stay right and stray events are recorded
(``unmatched_payments``), never silently dropped."""

from __future__ import annotations

import asyncio
import uuid
from typing import Any

from agent.signals import PaymentEvent
from agent.state import AgentState
from api import session_client
from scripts.benchlib.drill import Context, Drill, DrillResult, PaymentTrial, payment_trials
from scripts.benchlib.traveller import Traveller, paid_card

HOLD_SECONDS = 20


async def _state(ctx: Context, t: Traveller) -> Any:
    return await session_client.session_state(ctx.client, t.session_id)


async def _settle(ctx: Context) -> None:
    await asyncio.sleep(2.0)  # signals are processed in order; give the workflow a moment


def _count(events: list[dict[str, Any]], kind: str) -> int:
    return sum(1 for e in events if e.get("type") == kind)


async def duplicated(ctx: Context, t: Traveller, intent: str, other: str) -> list[str]:
    data = await t.pay(ctx.stack.sandbox_url, intent)
    await t.pay(ctx.stack.sandbox_url, intent)  # the sandbox re-sends the same event_id
    event = PaymentEvent(**data["event"])
    for _ in range(2):
        await session_client.send_payment_event(ctx.client, t.session_id, event)
    await t.wait_for(paid_card, 60)
    await _settle(ctx)
    st, page = await _state(ctx, t), await ctx.events(t.session_id)
    problems = []
    if st.state != AgentState.POST_BOOKING or st.payment_status != "CONFIRMED":
        problems.append(f"state {st.state} / {st.payment_status}")
    cards = sum(1 for e in page.events if paid_card(e))
    if _count(page.events, "payment_confirmed") != 1 or cards != 1:
        problems.append(
            f"confirmations: {_count(page.events, 'payment_confirmed')} payment, {cards} paid booking cards"
        )
    if st.unmatched_payments:
        problems.append(f"a repeated event_id was recorded as unmatched: {len(st.unmatched_payments)}")
    return problems


async def out_of_order(ctx: Context, t: Traveller, intent: str, other: str) -> list[str]:
    await t.pay(ctx.stack.sandbox_url, intent)
    await t.wait_for(paid_card, 60)
    stale = PaymentEvent(event_id=f"evt_stale_{uuid.uuid4().hex[:8]}", payment_intent_id=intent, status="FAILED")
    await session_client.send_payment_event(ctx.client, t.session_id, stale)
    await _settle(ctx)
    st, page = await _state(ctx, t), await ctx.events(t.session_id)
    problems = []
    if st.state != AgentState.POST_BOOKING or st.payment_status != "CONFIRMED":
        problems.append(f"a FAILED after SUCCEEDED changed the state: {st.state} / {st.payment_status}")
    if st.payment_attempts:
        problems.append(f"payment_attempts counted: {st.payment_attempts}")
    if not st.unmatched_payments:
        problems.append("the stale FAILED event was not recorded in unmatched_payments")
    cards = sum(1 for e in page.events if paid_card(e))
    if cards != 1:
        problems.append(f"{cards} paid booking cards")
    return problems


async def late(ctx: Context, t: Traveller, intent: str, other: str) -> list[str]:
    await t.wait_for(lambda f: f.get("type") == "hold_expired", HOLD_SECONDS + 60)
    await t.pay(ctx.stack.sandbox_url, intent, force=True)
    await _settle(ctx)
    st, page = await _state(ctx, t), await ctx.events(t.session_id)
    problems = []
    if st.state == AgentState.POST_BOOKING or st.payment_status == "CONFIRMED":
        problems.append(f"a payment after the hold expired confirmed the booking: {st.state}")
    if not st.unmatched_payments:
        problems.append("the late payment was not recorded in unmatched_payments")
    if _count(page.events, "payment_confirmed"):
        problems.append("payment_confirmed emitted for a late payment")
    return problems


async def other_intent(ctx: Context, t: Traveller, intent: str, other: str) -> list[str]:
    stray = PaymentEvent(event_id=f"evt_other_{uuid.uuid4().hex[:8]}", payment_intent_id=other, status="SUCCEEDED")
    await session_client.send_payment_event(ctx.client, t.session_id, stray)
    await _settle(ctx)
    st = await _state(ctx, t)
    problems = []
    if st.state != AgentState.PAYMENT or st.payment_status == "CONFIRMED":
        problems.append(f"another intent's payment changed the state: {st.state} / {st.payment_status}")
    if not st.unmatched_payments or st.unmatched_payments[-1].payment_intent_id != other:
        problems.append("the other intent's event was not recorded in unmatched_payments")
    await t.pay(ctx.stack.sandbox_url, intent)  # its own payment still works afterwards
    await t.wait_for(paid_card, 60)
    if (await _state(ctx, t)).state != AgentState.POST_BOOKING:
        problems.append("its own payment did not confirm afterwards")
    return problems


CASES: dict[str, PaymentTrial] = {
    "duplicated": duplicated,
    "out-of-order": out_of_order,
    "late": late,
    "other-intent": other_intent,
}


async def payments(ctx: Context, result: DrillResult) -> None:
    await payment_trials(ctx, result, CASES, "drill-p", HOLD_SECONDS)


DRILLS = [
    Drill(
        "payment-events",
        "payment events duplicated (same event_id twice, via sandbox and signal), out of order (FAILED after "
        "SUCCEEDED), late (paid after the hold expired) and for another session's intent",
        "one confirmation per booking; a confirmed booking stays confirmed; late and foreign events are "
        "recorded in unmatched_payments and change nothing",
        payments,
    ),
]
