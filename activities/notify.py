"""The "new events" hint: lets bridges skip polling when REDIS_URL is set.

Run as a local activity after the workflow appends events; publishing is best effort (the bridge
still polls slowly, so a lost hint only delays delivery, never loses an event).
"""

from __future__ import annotations

import json
from typing import Any, Optional

import structlog
from temporalio import activity

from agent.settings import Settings

log = structlog.get_logger("derlg.notify")

EVENTS_CHANNEL_PREFIX = "derlg:events:"
ANSWER_READY = "answer_ready"


def events_channel(session_id: str) -> str:
    return EVENTS_CHANNEL_PREFIX + session_id


def answer_ready_hint(message_id: str) -> str:
    """The hint the model activity publishes when a call ends the turn (no tool to run): the
    turn's final event follows within one workflow task, so bridges look for it closely now."""
    return json.dumps({"type": ANSWER_READY, "message_id": message_id})


class NotifyActivities:
    """One lazily created Redis client per worker, from the worker's settings."""

    def __init__(self, settings: Settings) -> None:
        self.redis_url = settings.redis_url
        self._redis: Optional[Any] = None

    def _client(self) -> Optional[Any]:
        if not self.redis_url:
            return None
        if self._redis is None:
            import redis.asyncio as redis

            self._redis = redis.from_url(self.redis_url)
        return self._redis

    @activity.defn(name="notify_new_events")
    async def notify_new_events(self, session_id: str, last_seq: int) -> None:
        client = self._client()
        if client is None:
            return
        try:
            await client.publish(events_channel(session_id), str(last_seq))
        except Exception as err:  # noqa: BLE001 - best effort by design
            log.warning("events_hint_failed", session_id=session_id, error=type(err).__name__)

    async def aclose(self) -> None:
        if self._redis is not None:
            await self._redis.aclose()
            self._redis = None
