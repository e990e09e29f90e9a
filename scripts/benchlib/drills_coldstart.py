"""The cold-start drill (issue 41): the first message after a start is answered, on a loaded host.

Busy loops load every core (2 x cores processes) while the stack starts; then 20 new sessions
are opened at once and each sends its first message. Four phases, 20 travellers each:

- the whole stack started under load, the scripted model slowed to 3 s;
- the whole stack started under load, the model a fake Anthropic Messages API in this process
  that streams its answer (tests/fakes: the real SSE wire format through the official SDK);
- the worker alone restarted under load, with each of the two models.

A trial passes when its first message gets its final answer and that answer is not the error
frame (``llm_unavailable``). The notes count the model calls the worker had to retry (a retried
call is survived, but it is the symptom the drill exists for).
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from contextlib import contextmanager
from typing import Any, Iterator

from scripts.benchlib import worker_log
from scripts.benchlib.drill import Context, Drill, DrillResult
from scripts.benchlib.stack import ORDER, Stack
from scripts.benchlib.traveller import Traveller

SESSIONS = 20
SCRIPTED_SLOW_MS = 3000
FIRST_ANSWER_TIMEOUT_S = 180.0
ANSWER = "Happy to help you plan a trip in Cambodia. Where would you like to go, and for how many days?"
BUSY_LOOP = "while True: pass"


def busy_loop_count() -> int:
    return 2 * (os.cpu_count() or 1)


@contextmanager
def busy_loops(count: int) -> Iterator[list[subprocess.Popen[bytes]]]:
    """``count`` processes that spin on a core each until the block ends."""
    procs = [
        subprocess.Popen([sys.executable, "-c", BUSY_LOOP], stdin=subprocess.DEVNULL, start_new_session=True)
        for _ in range(count)
    ]
    try:
        yield procs
    finally:
        for proc in procs:
            proc.kill()
        for proc in procs:
            proc.wait(timeout=10)


def model_env(kind: str, model_url: str = "") -> dict[str, str]:
    """The worker settings of one phase's model (every key set, so a phase undoes the last)."""
    if kind == "scripted":
        return {
            "MODEL_BACKEND": "scripted",
            "SCRIPTED_MODEL_LATENCY_MS": str(SCRIPTED_SLOW_MS),
            "ANTHROPIC_API_KEY": "",
            "ANTHROPIC_BASE_URL": "",
        }
    return {
        "MODEL_BACKEND": "anthropic",
        "SCRIPTED_MODEL_LATENCY_MS": "0",
        "ANTHROPIC_API_KEY": "drill-key",
        "ANTHROPIC_BASE_URL": model_url,
        "LLM_STREAMING": "1",
    }


def restart_all(stack: Stack, worker_env: dict[str, str]) -> None:
    """Stop every component, then start them in order (what ``make run`` does)."""
    for name in reversed(ORDER):
        stack.kill(name, signal.SIGTERM)
    for name in ORDER:
        stack.start_component(name, **(worker_env if name == "worker" else {}))


async def first_messages(stack: Stack, prefix: str, count: int) -> tuple[list[str], list[Any]]:
    """``count`` new sessions at once, each sending its first message: their session ids and,
    per trial, its problems (or the exception it raised)."""
    travellers = [Traveller(stack.ws_base, user_id=f"{prefix}-{i}", reconnect=True) for i in range(count)]

    async def one(t: Traveller) -> list[str]:
        await t.connect()
        turn = await t.complete(await t.send("Hello, I'd like a beach trip"), timeout=FIRST_ANSWER_TIMEOUT_S)
        final = turn.final
        if final.get("type") == "error" or final.get("code"):
            return [f"first message answered with the error frame {final.get('code')!r}"]
        return []

    try:
        outcomes = await asyncio.gather(*(one(t) for t in travellers), return_exceptions=True)
        return [t.session_id for t in travellers], list(outcomes)
    finally:
        await asyncio.gather(*(t.close() for t in travellers), return_exceptions=True)


def retried_calls(stack: Stack, offset: int) -> int:
    return sum(
        1
        for r in worker_log.records(stack.log_path("worker"), offset)
        if worker_log.event_name(r) == "llm_call" and int(r.get("attempt") or 1) >= 2
    )


async def _phase(ctx: Context, result: DrillResult, label: str, env: dict[str, str], whole: bool) -> None:
    stack = ctx.stack
    count = 4 if ctx.quick else SESSIONS
    offset = stack.log_path("worker").stat().st_size if stack.log_path("worker").exists() else 0
    with busy_loops(busy_loop_count()):
        started = time.monotonic()
        if whole:
            await asyncio.to_thread(restart_all, stack, env)
        else:
            await asyncio.to_thread(stack.restart, "worker", signal.SIGTERM, **env)
        ready = time.monotonic() - started
        sent = time.monotonic()
        sessions, outcomes = await first_messages(stack, f"drill-cold-{label}", count)
        answered_in = time.monotonic() - sent
    result.check_trials([f"{label} #{i}" for i in range(count)], sessions, outcomes)
    failed = sum(1 for o in outcomes if isinstance(o, BaseException) or o)
    result.note(
        f"{label}: {count - failed}/{count} answered without an error, {busy_loop_count()} busy loops; "
        f"{'stack' if whole else 'worker'} ready in {ready:.1f} s, all answered in {answered_in:.1f} s; "
        f"model calls retried: {retried_calls(stack, offset)}"
    )


async def cold_start(ctx: Context, result: DrillResult) -> None:
    from tests.fakes import run_fake
    from tests.fakes.anthropic_server import FakeAnthropicServer, anthropic_text
    from tests.fakes.streaming import Pace

    stack = ctx.stack
    server = FakeAnthropicServer(replay=lambda body: anthropic_text(ANSWER))
    server.pace = Pace(first_token=0.6, tokens_per_second=50)
    scripted = model_env("scripted")
    try:
        with run_fake(server.app) as url:
            streaming = model_env("anthropic", url)
            await _phase(ctx, result, "stack-scripted-3s", scripted, whole=True)
            await _phase(ctx, result, "stack-anthropic-stream", streaming, whole=True)
            await _phase(ctx, result, "worker-scripted-3s", scripted, whole=False)
            await _phase(ctx, result, "worker-anthropic-stream", streaming, whole=False)
            await asyncio.to_thread(stack.kill, "worker", signal.SIGTERM)  # off the fake before it stops
    finally:
        back = {**scripted, "SCRIPTED_MODEL_LATENCY_MS": "0"}
        if stack.alive("worker"):
            stack.kill("worker", signal.SIGTERM)
        await asyncio.to_thread(stack.start_component, "worker", **back)


DRILLS = [
    Drill(
        "cold-start",
        f"busy loops on every core ({busy_loop_count()}), then the stack started (or the worker alone) and "
        f"{SESSIONS} new sessions at once, each sending its first message; with the scripted model slowed to "
        f"{SCRIPTED_SLOW_MS / 1000:.0f} s and with a fake Anthropic server that streams",
        "every first message answered, none with llm_unavailable (4 phases x 20)",
        cold_start,
        quick=False,
    ),
]
