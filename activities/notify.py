"""The "new events" hint: lets bridges skip polling when REDIS_URL is set.

Run as a local activity after the workflow appends events; publishing is best effort (the bridge
still polls slowly, so a lost hint only delays delivery, never loses an event).
"""

from __future__ import annotations

from typing import Optional

import structlog
from temporalio import activity

from agent.settings import get_settings

log = structlog.get_logger("derlg.notify")

EVENTS_CHANNEL_PREFIX = "derlg:events:"

_redis = None


def _client() -> Optional[object]:
    global _redis
    url = get_settings().redis_url
    if not url:
        return None
    if _redis is None:
        import redis.asyncio as redis

        _redis = redis.from_url(url)
    return _redis


def events_channel(session_id: str) -> str:
    return EVENTS_CHANNEL_PREFIX + session_id


@activity.defn(name="notify_new_events")
async def notify_new_events(session_id: str, last_seq: int) -> None:
    client = _client()
    if client is None:
        return
    try:
        await client.publish(events_channel(session_id), str(last_seq))  # type: ignore[attr-defined]
    except Exception as err:  # noqa: BLE001 - best effort by design
        log.warning("events_hint_failed", session_id=session_id, error=type(err).__name__)
