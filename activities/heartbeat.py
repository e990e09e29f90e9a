"""Heartbeats while an activity waits, so Temporal notices a dead worker in seconds.

An activity whose worker is killed is only retried once the server gives up on it. Without a
heartbeat timeout that is the start-to-close timeout (60 s for the LLM); with one it is
``HEARTBEAT_TIMEOUT`` after the last heartbeat (see ``workflows/options.py``). Every long wait in
an activity therefore runs inside :func:`heartbeating`::

    async with heartbeating():
        response = await client.create_message(...)

Streaming code may also call :func:`beat` per chunk. The SDK throttles what reaches the server
(at most one heartbeat per 0.8 × heartbeat timeout), so frequent local beats cost nothing.
Outside an activity (unit tests calling the method directly) both are no-ops.
"""

from __future__ import annotations

import asyncio
from contextlib import asynccontextmanager
from typing import Any, AsyncIterator

from temporalio import activity

# Local beat interval: well under the 5 s heartbeat timeout, so a live worker is never mistaken
# for a dead one even when its event loop is busy for a couple of seconds.
HEARTBEAT_EVERY_SECONDS = 1.0


def beat(*details: Any) -> None:
    """One heartbeat when running inside an activity; nothing otherwise."""
    if activity.in_activity():
        activity.heartbeat(*details)


@asynccontextmanager
async def heartbeating(every: float | None = None, *details: Any) -> AsyncIterator[None]:
    """Heartbeat every ``every`` seconds (default ``HEARTBEAT_EVERY_SECONDS``) while the block's
    awaits are in flight. The first beat comes after ``every``, not at once: the server counts the
    heartbeat timeout from the activity's start, so a worker killed before its first beat is
    noticed just the same, and a call that ends within a second (most tool calls, every call at
    0 ms) costs the server no heartbeat at all."""
    every = every or HEARTBEAT_EVERY_SECONDS
    if not activity.in_activity():
        yield
        return

    async def loop() -> None:
        while True:
            await asyncio.sleep(every)
            activity.heartbeat(*details)

    task = asyncio.create_task(loop(), name="activity-heartbeat")
    try:
        yield
    finally:
        task.cancel()  # its only await is the sleep: it stops there, nothing to wait for
