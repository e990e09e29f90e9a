"""The idle-sessions run: N sessions with one message each (Temporal client directly), then a
sample of them gets a new message. Shows that worker memory is bounded by MAX_CACHED_WORKFLOWS
(evicted sessions are replayed from history when they wake up) and that they all still answer.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

from temporalio.client import Client

from agent.signals import UserMessage
from api import session_client
from scripts.benchlib import worker_log
from scripts.benchlib.stack import Stack

IDLE_TEXT = "Hello"
WAKE_TEXT = "Are you still there? I'd like a beach trip."


@dataclass
class IdleResult:
    sessions: int
    started_s: float = 0.0
    processed: int = 0
    rss_before_mb: float = 0.0
    rss_at_cache_full_mb: float = 0.0
    rss_peak_mb: float = 0.0
    rss_end_mb: float = 0.0
    max_cached: int = 0
    sample: int = 0
    sample_answered: int = 0
    sample_latency_ms: list[float] = field(default_factory=list)

    @property
    def bounded(self) -> bool:
        """After the cache filled, memory grew by less than 25 % (+ 64 MiB slack) for the rest."""
        if self.sessions <= self.max_cached or not self.rss_at_cache_full_mb:
            return True
        return self.rss_end_mb <= self.rss_at_cache_full_mb * 1.25 + 64

    def as_dict(self) -> dict[str, Any]:
        return {
            **{k: v for k, v in self.__dict__.items() if k != "sample_latency_ms"},
            "bounded": self.bounded,
            "sample_latency_ms": self.sample_latency_ms,
        }


def processed_sessions(stack: Stack, offset: int, wanted: set[str]) -> int:
    seen = {
        r.get("session_id")
        for r in worker_log.records(stack.log_path("worker"), offset)
        if worker_log.event_name(r) == "llm_call"
    }
    return len(seen & wanted)


async def answered(client: Client, sid: str, mid: str, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        page = await session_client.events_since(client, sid, 0)
        if any(e.get("reply_to") == mid and e.get("final") for e in page.events):
            return True
        await asyncio.sleep(0.2)
    return False


async def run_idle(
    client: Client,
    stack: Stack,
    sessions: int,
    max_cached: int,
    sample: int = 50,
    concurrency: int = 64,
    progress: Optional[Callable[[int], None]] = None,
    timeout: float = 1800.0,
) -> IdleResult:
    result = IdleResult(sessions=sessions, max_cached=max_cached)
    offset = stack.log_path("worker").stat().st_size
    result.rss_before_mb = stack.rss_mb("worker")
    ids = [str(uuid.uuid4()) for _ in range(sessions)]
    gate = asyncio.Semaphore(concurrency)

    async def start(sid: str) -> None:
        async with gate:
            message = UserMessage(message_id=str(uuid.uuid4()), text=IDLE_TEXT, user_id=f"idle-{sid[:8]}")
            await session_client.send_user_message(client, sid, message)

    started = time.monotonic()
    starter = asyncio.gather(*(start(sid) for sid in ids))
    wanted = set(ids)
    done = 0
    deadline = time.monotonic() + timeout
    while done < sessions:
        await asyncio.sleep(1.0)
        now_done = processed_sessions(stack, offset, wanted)
        if progress:
            progress(now_done - done)
        done = now_done
        rss = stack.rss_mb("worker")
        result.rss_peak_mb = max(result.rss_peak_mb, rss)
        if done >= min(max_cached, sessions) and not result.rss_at_cache_full_mb:
            result.rss_at_cache_full_mb = rss
        if time.monotonic() > deadline:
            break
    if done < sessions:  # timed out: stop starting more, measure what is there
        starter.cancel()
    await asyncio.gather(starter, return_exceptions=True)
    result.started_s = time.monotonic() - started
    result.processed = done
    await asyncio.sleep(2.0)
    result.rss_end_mb = stack.rss_mb("worker")

    picked = [s for s in ids[: max(done, 1)]][:: max(1, done // max(1, sample))][:sample]
    result.sample = len(picked)

    async def wake(sid: str) -> bool:
        mid = str(uuid.uuid4())
        t0 = time.monotonic()
        await session_client.send_user_message(
            client, sid, UserMessage(message_id=mid, text=WAKE_TEXT, user_id=f"idle-{sid[:8]}")
        )
        ok = await answered(client, sid, mid, 120)
        if ok:
            result.sample_latency_ms.append((time.monotonic() - t0) * 1000)
        return ok

    outcomes = await asyncio.gather(*(wake(s) for s in picked))
    result.sample_answered = sum(outcomes)
    return result
