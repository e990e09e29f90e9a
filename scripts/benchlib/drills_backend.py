"""Backend drills: the sandbox down (killed) for 30 s, slow (answers after 20 s), 50 % 503 —
conversations continue with friendly errors, the circuit opens and closes, no double booking."""

from __future__ import annotations

import asyncio
import signal
import time
from collections import Counter
from typing import Any

from scripts.benchlib import worker_log
from scripts.benchlib.drill import Context, Drill, DrillResult
from scripts.benchlib.seen import answer_problems, shown_words, words_problems
from scripts.benchlib.traveller import JOURNEY, POST_BOOKING_QUESTION, JourneyError, Traveller, paid_card

CIRCUIT_OPEN_SECONDS = 4
TOOL_TIMEOUT_SECONDS = 4
LIVE_BOOKING = ("RESERVED", "CONFIRMED", "PENDING")
#: The first message of a Khmer and a Chinese traveller who chat through the outage too: their
#: answers must stay in their language, and their search must show trips once the backend is back.
LOCAL_FIRST = {
    "KH": "ខ្ញុំចង់សម្រាកនៅឆ្នេរ ៣ ថ្ងៃ ២ នាក់ ពីភ្នំពេញ ថវិកា ១០០ ដល់ ២០០ ដុល្លារ",
    "ZH": "我们两个人想去海边放松，3天，每人100-200美元，从金边出发",
}


def friendly(frame: dict[str, Any], language: str = "EN") -> bool:
    """One frame's words, as the page shows them, are friendly (scripts.benchlib.seen)."""
    return not words_problems(shown_words(frame), language)


async def _worker_for_faults(ctx: Context) -> None:
    await asyncio.to_thread(
        ctx.stack.restart,
        "worker",
        signal.SIGTERM,
        CIRCUIT_OPEN_SECONDS=str(CIRCUIT_OPEN_SECONDS),
        TOOL_TIMEOUT_SECONDS=str(TOOL_TIMEOUT_SECONDS),
    )


async def _finish_journeys(ctx: Context, travellers: list[Traveller]) -> list[Any]:
    async def one(t: Traveller) -> None:
        await t.journey(ctx.stack.sandbox_url, timeout=120)

    return await asyncio.gather(*(one(t) for t in travellers), return_exceptions=True)


async def _booking_checks(
    ctx: Context, travellers: list[Traveller], outcomes: list[Any], result: DrillResult, label: str
) -> None:
    live = Counter(b["session_id"] for b in await ctx.bookings() if b.get("status") in LIVE_BOOKING)
    for t, outcome in zip(travellers, outcomes):
        problems = [f"journey failed: {outcome}"] if isinstance(outcome, BaseException) else []
        if live[t.session_id] > 1:
            problems.append(f"DOUBLE BOOKING: {live[t.session_id]} live bookings")
        if not isinstance(outcome, BaseException) and live[t.session_id] != 1:
            problems.append(f"{live[t.session_id]} live bookings after a paid journey")
        not_once = t.answered_not_once([turn.message_id for turn in t.turns])  # no message lost or doubled
        if not_once:
            problems.append(f"messages not answered exactly once: {not_once}")
        unfriendly = answer_problems(t.frames, t.language)  # every answer, as the traveller saw it
        if unfriendly:
            problems.append(f"unfriendly answers: {unfriendly[:2]}")
        if t.duplicated_seqs():
            problems.append(f"duplicated seqs {t.duplicated_seqs()}")
        result.check(not problems, f"{label} {t.session_id[:8]}: {'; '.join(problems)}")


async def _circuit_seen(ctx: Context, offset: int, state: str, timeout: float = 0.0) -> bool:
    deadline = time.monotonic() + timeout
    while True:
        trans = worker_log.circuit_transitions(worker_log.records(ctx.stack.log_path("worker"), offset))
        if any(to == state for _, to in trans):
            return True
        if time.monotonic() >= deadline:
            return False
        await asyncio.sleep(0.5)


async def _errors_while(
    ctx: Context, travellers: list[Traveller], seconds: float, result: DrillResult, label: str
) -> None:
    """Keep chatting for ``seconds``: every turn's answer must be friendly words (scripts.benchlib.seen)."""
    deadline = time.monotonic() + seconds
    while True:
        turns = await asyncio.gather(*(t.turn(_first(t), timeout=120) for t in travellers), return_exceptions=True)
        for t, turn in zip(travellers, turns):
            if isinstance(turn, BaseException):
                result.check(False, f"{label} {t.session_id[:8]}: turn failed: {turn}")
            else:
                unfriendly = answer_problems(t.frames, t.language, [turn.message_id])
                result.check(not unfriendly, f"{label} {t.session_id[:8]}: {unfriendly[:2]}")
        if time.monotonic() >= deadline:
            return
        await asyncio.sleep(1.0)


def _first(t: Traveller) -> str:
    return LOCAL_FIRST.get(t.language, JOURNEY[0])


async def _local_after(t: Traveller, result: DrillResult, label: str, seconds: float = 30.0) -> None:
    """A Khmer or Chinese traveller says their first message again once the backend is back: the search
    runs and shows trips (the conversation goes on), and every answer they had is in their language."""
    deadline = time.monotonic() + seconds
    shown = False
    while not shown and time.monotonic() < deadline:
        try:
            turn = await t.turn(_first(t), timeout=120)
        except JourneyError as err:
            result.check(False, f"{label} {t.language} {t.session_id[:8]}: turn failed: {err}")
            return
        shown = any(f.get("type") == "trip_cards" for f in turn.frames)
        if not shown:
            await asyncio.sleep(1.0)  # the circuit may still be half-open
    problems = answer_problems(t.frames, t.language)
    result.check(
        shown and not problems,
        f"{label} {t.language} {t.session_id[:8]}: {'' if shown else 'no trips after the backend came back; '}"
        f"{problems[:2]}",
    )


async def backend_down(ctx: Context, result: DrillResult) -> None:
    count, down = (2, 8.0) if ctx.quick else (20, 30.0)
    await _worker_for_faults(ctx)
    offset = ctx.stack.log_path("worker").stat().st_size
    travellers = [Traveller(ctx.stack.ws_base, user_id=f"drill-d{i}", reconnect=True) for i in range(count)]
    locals_ = [
        Traveller(ctx.stack.ws_base, user_id=f"drill-d{lang}", language=lang, reconnect=True) for lang in LOCAL_FIRST
    ]
    await asyncio.gather(*(t.connect() for t in [*travellers, *locals_]))
    await asyncio.to_thread(ctx.stack.kill, "sandbox")
    went_down = time.monotonic()
    await _errors_while(ctx, [*travellers, *locals_], down - 2, result, "down")
    result.check(await _circuit_seen(ctx, offset, "open"), "circuit never opened while the backend was down")
    await asyncio.sleep(max(0.0, down - (time.monotonic() - went_down)))
    await asyncio.to_thread(ctx.stack.start_component, "sandbox")
    result.note(f"backend down for {time.monotonic() - went_down:.0f} s")
    await asyncio.sleep(CIRCUIT_OPEN_SECONDS + 0.5)
    outcomes, _ = await asyncio.gather(
        _finish_journeys(ctx, travellers), asyncio.gather(*(_local_after(t, result, "down") for t in locals_))
    )
    result.check(await _circuit_seen(ctx, offset, "closed", 10), "circuit never closed after the backend came back")
    await _booking_checks(ctx, travellers, outcomes, result, "down")
    for t in [*travellers, *locals_]:
        await t.close()


async def backend_slow(ctx: Context, result: DrillResult) -> None:
    count = 2 if ctx.quick else 20
    await _worker_for_faults(ctx)
    offset = ctx.stack.log_path("worker").stat().st_size
    travellers = [Traveller(ctx.stack.ws_base, user_id=f"drill-s{i}", reconnect=True) for i in range(count)]
    await asyncio.gather(*(t.connect() for t in travellers))
    await ctx.faults(reset=True, latency_ms=20_000)
    result.note(f"backend answers after 20 s; the worker's TOOL_TIMEOUT_SECONDS={TOOL_TIMEOUT_SECONDS}")
    await _errors_while(ctx, travellers, 0, result, "slow")
    result.check(await _circuit_seen(ctx, offset, "open"), "circuit never opened while the backend was slow")
    await ctx.faults(reset=True)
    await asyncio.sleep(CIRCUIT_OPEN_SECONDS + 0.5)
    outcomes = await _finish_journeys(ctx, travellers)
    result.check(await _circuit_seen(ctx, offset, "closed", 10), "circuit never closed after the backend recovered")
    await _booking_checks(ctx, travellers, outcomes, result, "slow")
    for t in travellers:
        await t.close()


async def backend_flaky(ctx: Context, result: DrillResult) -> None:
    count = 2 if ctx.quick else 20
    await _worker_for_faults(ctx)
    travellers = [
        Traveller(ctx.stack.ws_base, user_id=f"drill-f{i}", reconnect=True, retry_errors=True) for i in range(count)
    ]
    await asyncio.gather(*(t.connect() for t in travellers))
    await ctx.faults(reset=True, error_rate=0.5, seed=8)
    try:

        async def to_pay(t: Traveller) -> str:
            return await t.to_payment(timeout=120)

        intents = await asyncio.gather(*(to_pay(t) for t in travellers), return_exceptions=True)
    finally:
        async with ctx.sandbox() as http:
            injected = (await http.get("/sandbox/faults")).json()["data"]["injected"]
        await ctx.faults(reset=True)
    result.note(f"503 answers injected: {injected.get('error')}")

    async def pay(t: Traveller, intent: Any) -> None:
        if isinstance(intent, BaseException):
            raise intent
        await t.pay(ctx.stack.sandbox_url, intent)
        await t.wait_for(paid_card, 60)
        await t.turn(POST_BOOKING_QUESTION)

    outcomes = await asyncio.gather(*(pay(t, i) for t, i in zip(travellers, intents)), return_exceptions=True)
    await _booking_checks(ctx, travellers, outcomes, result, "503")
    for t in travellers:
        await t.close()


DRILLS = [
    Drill(
        "backend-down-30s",
        "kill the sandbox backend for 30 s while travellers keep chatting, then start it again",
        "every message is answered with friendly words in the session's language (no raw error text; a Khmer "
        "and a Chinese traveller chat too); the circuit opens, then closes once the backend is back; every "
        "traveller then books and pays with exactly one live booking, and the Khmer and Chinese searches show trips",
        backend_down,
    ),
    Drill(
        "backend-slow-20s",
        "make every backend answer take 20 s (longer than the worker's tool timeout), then recover",
        "turns end with a friendly timeout/busy message instead of hanging; the circuit opens and closes; "
        "journeys then complete with exactly one booking each",
        backend_slow,
        quick=False,
    ),
    Drill(
        "backend-50pct-503",
        "answer 50 % of backend calls with 503 (seeded) for whole journeys",
        "retries and friendly errors carry every traveller to payment; no double booking "
        "(GET /sandbox/bookings: one live booking per session)",
        backend_flaky,
    ),
]

__all__ = ["DRILLS", "JourneyError", "friendly"]
