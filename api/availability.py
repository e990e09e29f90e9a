"""Tells chat pages when this bridge can accept messages again after Temporal was unreachable.

A message the bridge could not hand to Temporal is refused with ``error`` code ``unavailable``,
its ``message_id`` and ``retry_after`` (seconds); the page keeps it as "sending…". The socket
then waits on :meth:`TemporalAvailability.wait_back` and sends ``{"type": "available"}`` when
Temporal answers again, and the page re-sends with the same ``message_id`` (the workflow
ignores repeats). One probe loop per bridge serves every waiting socket.
"""

from __future__ import annotations

import asyncio
from typing import Any, Awaitable, Callable, Optional

import structlog

log = structlog.get_logger("derlg.bridge.availability")

PROBE_INTERVAL_SECONDS = 1.0
RETRY_AFTER_SECONDS = 2  # what a refused client is told; `available` usually comes first
AVAILABLE_FRAME = {"type": "available"}


def accepted_frame(message_id: str) -> dict[str, Any]:
    """The message reached its session (the page stops showing "sending…")."""
    return {"type": "accepted", "message_id": message_id}


def refused_frame(frame: dict[str, Any], message_id: Optional[str]) -> dict[str, Any]:
    """An ``error`` frame about one message: which one, and when to retry if it is temporary."""
    if message_id:
        frame["message_id"] = message_id
    if frame.get("code") == "unavailable":
        frame["retry_after"] = RETRY_AFTER_SECONDS
    return frame


class TemporalAvailability:
    def __init__(self, check: Callable[[], Awaitable[None]], interval: float = PROBE_INTERVAL_SECONDS) -> None:
        self._check = check
        self._interval = interval
        self._back: Optional[asyncio.Future[None]] = None

    async def wait_back(self) -> None:
        """Returns once a health check of Temporal succeeds (probing every ``interval`` s)."""
        if self._back is None or self._back.done():
            self._back = asyncio.get_running_loop().create_future()
            asyncio.create_task(self._probe(self._back), name="temporal-availability-probe")
        await asyncio.shield(self._back)

    async def _probe(self, back: asyncio.Future[None]) -> None:
        failures = 0
        while not back.done():
            try:
                await self._check()
            except Exception as err:  # noqa: BLE001 - still down: keep probing
                failures += 1
                if failures == 1:
                    log.warning("temporal_unreachable", error=type(err).__name__)
                await asyncio.sleep(self._interval)
                continue
            log.info("temporal_reachable_again", probes_failed=failures)
            back.set_result(None)
