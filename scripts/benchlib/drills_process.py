"""Process drills: kill the bridge with clients connected, restart the Temporal dev server (SQLite)
with sessions and hold timers pending. Worker kills are in drills_recovery / drills_scaleout."""

from __future__ import annotations

import asyncio
import random
import signal

from scripts.benchlib.drill import Context, Drill, DrillResult, log_exactly_once, start_session
from scripts.benchlib.drills_recovery import turn_checks
from scripts.benchlib.traveller import JOURNEY, Traveller

MODEL_SLOW_MS = 1500


async def bridge_kill(ctx: Context, result: DrillResult) -> None:
    stack = ctx.stack
    count = 3 if ctx.quick else 20
    await asyncio.to_thread(stack.restart, "worker", signal.SIGTERM, SCRIPTED_MODEL_LATENCY_MS=str(MODEL_SLOW_MS))
    try:
        travellers = [Traveller(stack.ws_base, user_id=f"drill-b{i}", reconnect=True) for i in range(count)]
        await asyncio.gather(*(t.connect() for t in travellers))
        first = await asyncio.gather(*(t.turn("Hello", timeout=60) for t in travellers))
        pending = await asyncio.gather(*(t.send(JOURNEY[0]) for t in travellers))
        await asyncio.sleep(random.uniform(0.3, 1.0))
        await asyncio.to_thread(stack.kill, "bridge")
        await asyncio.sleep(random.uniform(0.5, 2.0))
        await asyncio.to_thread(stack.start_component, "bridge")
        outcomes = await asyncio.gather(
            *(t.complete(p, timeout=120) for t, p in zip(travellers, pending)), return_exceptions=True
        )
        after = await asyncio.gather(
            *(t.turn("The first one looks great", timeout=60) for t in travellers), return_exceptions=True
        )
        for t, f, p, o, a in zip(travellers, first, pending, outcomes, after):
            problems = [f"{type(x).__name__}: {x}" for x in (o, a) if isinstance(x, BaseException)]
            mids = [f.message_id, p.message_id] + ([] if isinstance(a, BaseException) else [a.message_id])
            problems += await turn_checks(ctx, t, mids)
            if t.connects < 2:
                problems.append("never reconnected")
            result.check(not problems, f"{t.session_id[:8]}: {'; '.join(problems)}")
            await t.close()
    finally:
        await asyncio.to_thread(stack.restart, "worker", signal.SIGTERM, SCRIPTED_MODEL_LATENCY_MS="0")


async def temporal_restart(ctx: Context, result: DrillResult) -> None:
    stack = ctx.stack
    if stack.options.in_memory:
        result.note("skipped: the in-memory dev server keeps nothing across a restart (run without --in-memory)")
        result.check(True, "")
        return
    holding, chatting = (1, 1) if ctx.quick else (10, 10)
    hold = 25 if ctx.quick else 45
    await asyncio.to_thread(stack.restart, "sandbox", signal.SIGTERM, SANDBOX_HOLD_SECONDS=str(hold))
    try:
        payers = [Traveller(stack.ws_base, user_id=f"drill-t{i}", reconnect=True) for i in range(holding)]
        await asyncio.gather(*(t.connect() for t in payers))
        await asyncio.gather(*(t.to_payment() for t in payers))
        chats = await asyncio.gather(*(start_session(ctx, f"drill-c{i}") for i in range(chatting)))
        stages = {sid: (await ctx.events(sid)).last_seq for sid, _ in chats}
        await asyncio.to_thread(stack.kill, "temporal")  # kill -9: only the SQLite file survives
        await asyncio.sleep(1.0)
        await asyncio.to_thread(stack.start_component, "temporal")
        for t in payers:
            try:
                frame = await t.wait_for(lambda f: f.get("type") == "hold_expired", timeout=hold + 90)
                problems = [] if frame.get("seq") else ["hold_expired without seq"]
            except AssertionError as err:
                problems = [f"hold timer did not fire after the restart: {err}"]
            problems += await turn_checks(ctx, t, [x.message_id for x in t.turns])
            result.check(not problems, f"holding {t.session_id[:8]}: {'; '.join(problems)}")
            await t.close()
        for sid, mid in chats:
            problems = []
            try:
                page = await ctx.events(sid)
                if page.last_seq < stages[sid]:
                    problems.append(f"log shrank: {stages[sid]} → {page.last_seq}")
                _, mid2 = await _say(ctx, sid, f"drill-c{chats.index((sid, mid))}")
                problems += await log_exactly_once(ctx, sid, [mid, mid2])
            except Exception as err:  # noqa: BLE001
                problems.append(f"{type(err).__name__}: {err}")
            result.check(not problems, f"chatting {sid[:8]}: {'; '.join(problems)}")
    finally:
        await asyncio.to_thread(stack.restart, "sandbox", signal.SIGTERM, SANDBOX_HOLD_SECONDS="900")


async def _say(ctx: Context, sid: str, user_id: str) -> tuple[str, str]:
    import uuid

    from agent.signals import UserMessage
    from api import session_client
    from scripts.benchlib.drill import wait_answered

    mid = str(uuid.uuid4())
    await session_client.send_user_message(
        ctx.client, sid, UserMessage(message_id=mid, text="Still there?", user_id=user_id)
    )
    await wait_answered(ctx, sid, mid)
    return sid, mid


DRILLS = [
    Drill(
        "bridge-kill",
        "kill -9 the bridge with clients connected and a turn in flight, restart it",
        "clients reconnect with last_seq (re-sending the unanswered message with its message_id): "
        "nothing lost, nothing duplicated, every message answered once",
        bridge_kill,
    ),
    Drill(
        "temporal-restart",
        "kill -9 the Temporal dev server (SQLite) with sessions chatting and bookings on a short hold, restart it",
        "sessions keep their log and answer again; the hold timers fire after the restart (hold_expired on the socket)",
        temporal_restart,
        needs_sqlite=True,
    ),
]
