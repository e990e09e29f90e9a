"""Money-path drill (issue 28): every amount owed has a QR on screen, an ended session still looks
after the trip it was paid for, one payment is announced once whatever the route, a late payment's
trip is not reserved twice and no internal error text reaches the traveller, and a cancelled booking
is neither cancelled nor moved again. Real stack, WebSocket travellers, the scripted model."""

from __future__ import annotations

import asyncio
import itertools
import uuid
from typing import Any

import httpx

from agent.signals import PaymentEvent
from agent.state import AgentState
from api import session_client
from scripts.benchlib.drill import Context, Drill, DrillResult, PaymentTrial, paid_and_told, payment_trials
from scripts.benchlib.stack import SERVICE_KEY
from scripts.benchlib.traveller import Traveller

HOLD_SECONDS = 30
_LATER = itertools.count(2)
INTERNAL = ("the traveller", "next_step", "LATE_PAYMENT_ON_FILE", "generatePaymentQR", "previewBooking")


async def _state(ctx: Context, t: Traveller) -> Any:
    return await session_client.session_state(ctx.client, t.session_id)


def _seen(t: Traveller, kind: str, start: int = 0) -> list[dict[str, Any]]:
    return [f for f in t.frames[start:] if f.get("type") == kind and "seq" in f]


def _internal(t: Traveller) -> list[str]:
    return [w for f in t.frames if "seq" in f for w in INTERNAL if w in str(f.get("text") or "")]


async def top_up(ctx: Context, t: Traveller, intent: str, _other: str) -> list[str]:
    await paid_and_told(ctx, t, intent)
    # each trial moves to its own later date: the seats of the original date are taken by the others
    await t.turn(f"Can we add one more person to the trip and start {next(_LATER)} days later?")
    start = len(t.frames)
    await t.turn("yes")
    problems = []
    qrs = [f for f in _seen(t, "qr_payment", start) if f.get("purpose") == "top_up"]
    st = await _state(ctx, t)
    owed = st.after_payment.top_up_intent_id if st.after_payment else None
    if len(qrs) != 1 or qrs[0].get("payment_intent_id") != owed or not owed:
        return [f"top-up QR frames {len(qrs)} for intent {owed}"]
    start = len(t.frames)
    await t.turn("Can you show me the QR code again please?")
    again = [f for f in _seen(t, "qr_payment", start) if f.get("payment_intent_id") == owed]
    if len(again) != 1:
        problems.append("asking again did not show the top-up QR again")
    await t.pay(ctx.stack.sandbox_url, owed)
    await asyncio.sleep(2.0)
    st = await _state(ctx, t)
    if st.after_payment.balance_due_usd or st.unmatched_payments or st.payment_intent_id != intent:
        problems.append(f"after the top-up: due {st.after_payment.balance_due_usd}, {len(st.unmatched_payments)} flags")
    return problems


async def ended_then_paid(ctx: Context, t: Traveller, intent: str, _other: str) -> list[str]:
    await session_client.end_session(ctx.client, t.session_id, "drill: operator end")
    await t.wait_for(lambda f: bool(f.get("session_ended")), 30)
    await t.pay(ctx.stack.sandbox_url, intent)
    await t.wait_for(lambda f: f.get("type") == "payment_confirmed", 60)  # the open tab hears it
    await asyncio.sleep(1.0)
    problems = []
    status = await session_client.session_status(ctx.client, t.session_id)
    described = (await session_client.handle(ctx.client, t.session_id).describe()).status
    running = described is not None and described.name == "RUNNING"
    if status.ended or not running:
        problems.append(f"paid trip not looked after: ended={status.ended} running={running}")
    st = await _state(ctx, t)
    if st.state != AgentState.POST_BOOKING:
        problems.append(f"stage {st.state}")
    answer = await t.turn("What should I pack for the trip?")  # the traveller is still answered
    if not any(f.get("text") for f in answer.frames):
        problems.append("no answer after the end")
    return problems


async def late_by_three_routes(ctx: Context, t: Traveller, intent: str, _other: str) -> list[str]:
    await t.wait_for(lambda f: f.get("type") == "hold_expired", HOLD_SECONDS + 60)
    await t.pay(ctx.stack.sandbox_url, intent, force=True)  # 1. the sandbox's own signal
    await t.wait_for(lambda f: bool(f.get("late_payment")), 30)
    event = {"event_id": f"evt_hook_{uuid.uuid4().hex[:8]}", "payment_intent_id": intent, "status": "SUCCEEDED"}
    async with httpx.AsyncClient(base_url=ctx.stack.bridge_url, trust_env=False, timeout=30) as http:
        r = await http.post("/v1/payments/events", json=event, headers={"X-Service-Key": SERVICE_KEY})  # 2. webhook
        if r.status_code != 202:
            return [f"webhook {r.status_code}"]
    relay = PaymentEvent(event_id=f"evt_sig_{uuid.uuid4().hex[:8]}", payment_intent_id=intent, status="SUCCEEDED")
    await session_client.send_payment_event(ctx.client, t.session_id, relay)  # 3. another route's signal
    await asyncio.sleep(3.0)
    problems = []
    st = await _state(ctx, t)
    told = [f for f in t.frames if f.get("late_payment")]
    if len(told) != 1 or len(st.unmatched_payments) != 1 or st.unmatched_payments[0].repeats != 2:
        problems.append(f"told {len(told)}x, {len(st.unmatched_payments)} operator entries")
    booked = len(await ctx.bookings())
    await t.turn("Please book it again")
    await t.turn("Yes, go ahead")
    if len(await ctx.bookings()) != booked:
        problems.append("the late-paid trip was reserved a second time")
    problems += [f"internal text on screen: {w}" for w in _internal(t)]
    return problems


async def cancelled_twice(ctx: Context, t: Traveller, intent: str, _other: str) -> list[str]:
    await paid_and_told(ctx, t, intent)
    await t.turn("Sorry, something came up. I need to cancel my trip.")
    await t.turn("Yes, cancel it")
    again = (await t.turn("Please cancel my booking")).final.get("text", "")
    move = (await t.turn("Can we move it by a day?")).final.get("text", "")
    problems = []
    if "already cancelled" not in again or "Shall I" in again:
        problems.append(f"second cancel answered: {again[:80]!r}")
    if "can no longer be moved" not in move:
        problems.append(f"move after cancel answered: {move[:80]!r}")
    return problems


CASES: dict[str, PaymentTrial] = {
    "top-up-qr": top_up,
    "ended-then-paid": ended_then_paid,
    "late-by-three-routes": late_by_three_routes,
    "cancelled-twice": cancelled_twice,
}


async def money_paths(ctx: Context, result: DrillResult) -> None:
    await payment_trials(ctx, result, CASES, "drill-m", HOLD_SECONDS)


DRILLS = [
    Drill(
        "money-paths",
        "a reschedule adding a traveller, then 'show me the QR again'; an operator end then the payment; a "
        "late payment by the sandbox, the webhook and a signal (3 event ids), then 'book it again'; a second "
        "'cancel' and a 'move it' after a paid cancellation",
        "a top-up QR frame each time and the top-up applied; the ended session keeps running for its trip and "
        "the open tab gets the confirmation; the late payment told once, one operator entry (2 repeats), no "
        "second reservation, no internal text; 'already cancelled' / 'can no longer be moved'",
        money_paths,
    ),
]
