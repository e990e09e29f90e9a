"""Consent drill: a careless model (``SCRIPTED_CARELESS_CONFIRM=1``: it confirms any open quote on
any traveller message) cannot move or cancel a paid trip the traveller did not agree to, and a
Confirm press does what it says. Real stack, WebSocket travellers, the worker restarted with the
careless model for the drill and restored afterwards."""

from __future__ import annotations

import asyncio
import signal
from typing import Any

from agent.state import AgentState
from api import session_client
from scripts.benchlib.drill import Context, Drill, DrillResult, PaymentTrial, paid_and_told, payment_trials
from scripts.benchlib.traveller import Traveller

HOLD_SECONDS = 900


async def _paid(ctx: Context, t: Traveller, intent: str) -> Any:
    await paid_and_told(ctx, t, intent)
    return await session_client.session_state(ctx.client, t.session_id)


def _quote(t: Traveller, kind: str, start: int = 0) -> dict[str, Any]:
    cards = [f for f in t.frames[start:] if f.get("type") == "quote" and f.get("kind") == kind]
    return cards[-1] if cards else {}


async def _booking(ctx: Context, ref: str) -> dict[str, Any]:
    return next((b for b in await ctx.bookings() if b.get("booking_ref") == ref), {})


async def never_mind_then_thanks(ctx: Context, t: Traveller, intent: str, _other: str) -> list[str]:
    before = await _paid(ctx, t, intent)
    start = len(t.frames)
    await t.turn("Can we move the trip two days later?")
    if not _quote(t, "reschedule", start):
        return ["no reschedule quote card shown"]
    await t.turn("never mind, keep it as it is")  # the careless model confirms here ...
    await t.turn("ok thanks, bye")  # ... and here
    booking = await _booking(ctx, str(before.booking_ref))
    st = await session_client.session_state(ctx.client, t.session_id)
    problems = []
    if booking.get("travel_date") != (before.travel_dates or {}).get("start"):
        problems.append(f"the trip moved to {booking.get('travel_date')} after a no")
    if st.after_payment is not None and st.after_payment.changes:
        problems.append(f"{st.after_payment.changes} change(s) confirmed")
    if _refused(st, "QUOTE_DECLINED") < 2:
        problems.append("the careless model's confirmations were not refused as declined (did it try?)")
    return problems


def _refused(st: Any, code: str) -> int:
    """How many tool results in the session refused a call with ``code``."""
    return sum(str(m.get("content")).count(code) for m in st.messages if m.get("role") == "user")


async def cancel_sent_twice(ctx: Context, t: Traveller, intent: str, _other: str) -> list[str]:
    before = await _paid(ctx, t, intent)
    first = await t.send("cancel the booking pls")
    second = await t.send("cancel the booking pls")  # typed before any refund was on screen
    await t.complete(first)
    await t.complete(second, 90)
    await asyncio.sleep(1.0)
    booking = await _booking(ctx, str(before.booking_ref))
    if booking.get("status") != "CONFIRMED":
        return [f"booking {booking.get('status')} after a repeated 'cancel' nobody confirmed"]
    st = await session_client.session_state(ctx.client, t.session_id)
    repeat = any(f.get("repeat_of") for f in t.frames)  # the copy answered as typed twice: no model turn
    if not repeat and not _refused(st, "NEEDS_CONFIRMATION"):
        return ["the copy was neither answered as a repeat nor was the careless confirmation refused"]
    return []


async def confirm_press(ctx: Context, t: Traveller, intent: str, _other: str) -> list[str]:
    before = await _paid(ctx, t, intent)
    start = len(t.frames)
    await t.turn("I need to cancel my trip, sorry")
    card = _quote(t, "cancellation", start)
    if not card:
        return ["no cancellation quote card shown"]
    press = {"quote_id": card["quote_id"], "decision": "confirm"}
    await t.turn(card["actions"][0]["label"], consent=press)
    st = await session_client.session_state(ctx.client, t.session_id)
    booking = await _booking(ctx, str(before.booking_ref))
    problems = []
    if booking.get("status") != "CANCELLED":
        problems.append(f"booking {booking.get('status')} after the Confirm press")
    if st.state != AgentState.POST_BOOKING:
        problems.append(f"stage {st.state}")
    return problems


CASES: dict[str, PaymentTrial] = {
    "never-mind-then-thanks": never_mind_then_thanks,
    "cancel-sent-twice": cancel_sent_twice,
    "confirm-press": confirm_press,
}


async def consent(ctx: Context, result: DrillResult) -> None:
    restart = ctx.stack.restart
    await asyncio.to_thread(restart, "worker", signal.SIGTERM, SCRIPTED_CARELESS_CONFIRM="1")
    try:
        await payment_trials(ctx, result, CASES, "drill-c", HOLD_SECONDS)
    finally:
        await asyncio.to_thread(restart, "worker", signal.SIGTERM, SCRIPTED_CARELESS_CONFIRM="0")


DRILLS = [
    Drill(
        "consent",
        "with a model that confirms any open quote on any message: a move asked for, then 'never mind, keep it' "
        "and 'ok thanks'; 'cancel the booking pls' sent twice at once; a cancellation confirmed with the "
        "quote card's Confirm button",
        "the trip does not move; the booking stays CONFIRMED; the Confirm press cancels it",
        consent,
    ),
]
