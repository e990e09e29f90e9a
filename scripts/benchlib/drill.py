"""The drill framework: each drill says what it does and what it expects, runs trials against a
live :class:`~scripts.benchlib.stack.Stack`, and reports ``N passed, N failed`` with reasons."""

from __future__ import annotations

import asyncio
import signal
import time
import uuid
from dataclasses import dataclass, field
from typing import Any, Awaitable, Callable, Optional

import httpx
from temporalio.client import Client

from agent.signals import EventsPage, SessionConfig, UserMessage
from api import session_client
from scripts.benchlib.stack import SERVICE_KEY, Stack
from scripts.benchlib.traveller import Traveller


@dataclass
class Context:
    stack: Stack
    client: Client
    quick: bool = False

    def sandbox(self) -> httpx.AsyncClient:
        return httpx.AsyncClient(
            base_url=self.stack.sandbox_url, trust_env=False, timeout=60, headers={"X-Service-Key": SERVICE_KEY}
        )

    async def faults(self, **knobs: Any) -> None:
        async with self.sandbox() as http:
            r = await http.post("/sandbox/faults", json=knobs)
            r.raise_for_status()

    async def bookings(self) -> list[dict[str, Any]]:
        async with self.sandbox() as http:
            r = await http.get("/sandbox/bookings")
            r.raise_for_status()
            return list(r.json()["data"]["bookings"])

    async def events(self, sid: str, after: int = 0) -> EventsPage:
        return await session_client.events_since(self.client, sid, after)


@dataclass
class DrillResult:
    name: str
    passed: int = 0
    failed: int = 0
    failures: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    seconds: float = 0.0

    def check(self, ok: bool, why: str) -> bool:
        """One trial's verdict; ``why`` is kept when it failed."""
        if ok:
            self.passed += 1
        else:
            self.failed += 1
            self.failures.append(why)
        return ok

    def note(self, text: str) -> None:
        self.notes.append(text)

    def check_trials(self, labels: list[str], session_ids: list[str], outcomes: list[Any]) -> None:
        """One verdict per trial from ``asyncio.gather(..., return_exceptions=True)``: a list of
        problems (empty = passed) or the exception the trial raised."""
        for label, sid, outcome in zip(labels, session_ids, outcomes):
            problems = [f"{type(outcome).__name__}: {outcome}"] if isinstance(outcome, BaseException) else outcome
            self.check(not problems, f"{label} {sid[:8]}: {'; '.join(problems)}")

    @property
    def ok(self) -> bool:
        return self.failed == 0 and self.passed > 0


@dataclass
class Drill:
    name: str
    does: str
    expects: str
    run: Callable[[Context, DrillResult], Awaitable[None]]
    quick: bool = True  # part of the reduced (--quick / CI) set
    needs_sqlite: bool = False


async def run_drill(drill: Drill, ctx: Context, say: Callable[[str], None] = print) -> DrillResult:
    result = DrillResult(drill.name)
    say(f"\n=== drill: {drill.name}\n    does:    {drill.does}\n    expects: {drill.expects}")
    started = time.monotonic()
    try:
        restarted = await asyncio.to_thread(ctx.stack.ensure_running)
        if restarted:
            say(f"    (restarted {', '.join(restarted)} left down by an earlier drill)")
        await drill.run(ctx, result)
    except Exception as err:  # noqa: BLE001 - a drill that blows up fails loudly, others still run
        result.failed += 1
        result.failures.append(f"drill aborted: {type(err).__name__}: {err}")
    result.seconds = time.monotonic() - started
    for note in result.notes:
        say(f"    note: {note}")
    for why in result.failures[:15]:
        say(f"    FAILED: {why}")
    if len(result.failures) > 15:
        say(f"    ... and {len(result.failures) - 15} more failures")
    say(
        f"    {drill.name}: {result.passed} passed, {result.failed} failed ({result.seconds:.0f} s)"
        f"{'' if result.ok else '  <<< FAILED'}"
    )
    return result


# ---------------------------------------------------------------- shared helpers for drills
FAST_CONFIG = SessionConfig(llm_start_to_close_seconds=5, tool_start_to_close_seconds=5)


async def start_session(
    ctx: Context, user_id: str, text: str = "Hello", config: Optional[SessionConfig] = None
) -> tuple[str, str]:
    """A session started directly on Temporal (own activity timeouts); waits for its first answer."""
    sid, mid = str(uuid.uuid4()), str(uuid.uuid4())
    await session_client.send_user_message(
        ctx.client, sid, UserMessage(message_id=mid, text=text, user_id=user_id), config=config or FAST_CONFIG
    )
    await wait_answered(ctx, sid, mid)
    return sid, mid


async def wait_answered(ctx: Context, sid: str, mid: str, timeout: float = 90.0) -> None:
    deadline = time.monotonic() + timeout
    while True:
        page = await ctx.events(sid)
        if any(e.get("reply_to") == mid and e.get("final") for e in page.events):
            return
        if time.monotonic() > deadline:
            raise AssertionError(f"message {mid} of session {sid} not answered in {timeout:.0f} s")
        await asyncio.sleep(0.2)


async def paid_and_told(ctx: Context, t: Traveller, intent: str, timeout: float = 60.0) -> None:
    """Pay ``intent`` and wait for the paid card and then the confirmation's own words (written
    after the card, in a turn of their own): a message sent meanwhile is that turn's to answer."""
    await t.pay(ctx.stack.sandbox_url, intent)
    await t.wait_for(lambda f: f.get("type") == "payment_confirmed", timeout)
    deadline = time.monotonic() + timeout
    while (await session_client.session_status(ctx.client, t.session_id)).processing_message_id is not None:
        if time.monotonic() > deadline:
            raise AssertionError(f"session {t.session_id} still answering the payment after {timeout:.0f} s")
        await asyncio.sleep(0.2)


async def log_exactly_once(ctx: Context, sid: str, message_ids: list[str]) -> list[str]:
    """Problems in the workflow's own log: seq gaps/repeats, messages not answered exactly once."""
    page = await ctx.events(sid)
    problems = []
    seqs = [e["seq"] for e in page.events]
    if seqs != list(range(1, len(seqs) + 1)) or (seqs and seqs[-1] != page.last_seq):
        problems.append(f"log seqs not 1..{page.last_seq}: {seqs[:50]}")
    for mid in message_ids:
        n = sum(1 for e in page.events if e.get("reply_to") == mid and e.get("final"))
        if n != 1:
            problems.append(f"message {mid[:8]} answered {n} times in the log")
    return problems


#: One trial of a payment drill: the context, its traveller, the session's payment intent and
#: another session's (or a made-up) intent; it returns its problems (empty = passed).
PaymentTrial = Callable[[Context, Traveller, str, str], Awaitable[list[str]]]


async def payment_trials(
    ctx: Context, result: DrillResult, cases: dict[str, PaymentTrial], user_prefix: str, hold_seconds: int
) -> None:
    """Each case ``1`` (quick) or ``5`` times, at once, each by its own traveller who has reached the
    payment QR, with the sandbox's hold shortened to ``hold_seconds`` for the run (the default
    900 s restored afterwards); one verdict per trial in ``result``."""
    per_case = 1 if ctx.quick else 5
    restart = ctx.stack.restart
    await asyncio.to_thread(restart, "sandbox", signal.SIGTERM, SANDBOX_HOLD_SECONDS=str(hold_seconds))
    try:
        plan = [case for case in cases for _ in range(per_case)]
        travellers = [Traveller(ctx.stack.ws_base, user_id=f"{user_prefix}{n}") for n in range(len(plan))]
        await asyncio.gather(*(t.connect() for t in travellers))
        intents = await asyncio.gather(*(t.to_payment() for t in travellers))
        others = [
            intents[(n + 1) % len(intents)] if len(intents) > 1 else "pi_not_this_session" for n in range(len(plan))
        ]
        outcomes = await asyncio.gather(
            *(cases[case](ctx, t, intent, other) for case, t, intent, other in zip(plan, travellers, intents, others)),
            return_exceptions=True,
        )
        result.check_trials(plan, [t.session_id for t in travellers], list(outcomes))
        for t in travellers:
            await t.close()
    finally:
        await asyncio.to_thread(restart, "sandbox", signal.SIGTERM, SANDBOX_HOLD_SECONDS="900")
