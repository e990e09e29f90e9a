"""The Redis "new events" hint listener: idle sessions cost no queries when REDIS_URL is set.

The worker publishes the new ``last_seq`` on ``derlg:events:{session_id}`` (activities.notify).
One pattern subscription per bridge process pokes the hub of that session, if this process has
one. While the listener is down (Redis unreachable) hubs fall back to polling every 1.5 s; it
reconnects with backoff and pokes every hub on reconnect, so a hint lost meanwhile only delays.
"""

from __future__ import annotations

import asyncio
from typing import Any

import structlog

from activities.notify import EVENTS_CHANNEL_PREFIX
from api.fanout import HubRegistry

log = structlog.get_logger("derlg.bridge.hints")


class HintListener:
    def __init__(self, redis: Any, registry: HubRegistry) -> None:
        self.redis = redis
        self.registry = registry
        self.ready = False
        self.hints = 0

    def is_ready(self) -> bool:
        return self.ready

    async def announce_turn(self, session_id: str) -> None:
        """Tell the other bridge replicas a turn started here, so they watch it closely too.

        The worker only hints background events (payment, hold expiry, reminder); a turn's own
        events are picked up by fast polling on every replica that knows the turn is running.
        """
        if not self.ready:
            return
        try:
            await self.redis.publish(EVENTS_CHANNEL_PREFIX + session_id, "turn")
        except Exception as err:  # noqa: BLE001 - best effort: others still poll when idle
            log.warning("turn_announce_failed", session_id=session_id, error=type(err).__name__)

    async def run(self) -> None:
        backoff = 0.5
        while True:
            pubsub = self.redis.pubsub()
            try:
                await pubsub.psubscribe(EVENTS_CHANNEL_PREFIX + "*")
                self.ready = True
                backoff = 0.5
                self.registry.poke_all()
                log.info("hint_listener_subscribed")
                async for message in pubsub.listen():
                    if message.get("type") != "pmessage":
                        continue
                    channel = message.get("channel")
                    if isinstance(channel, bytes):
                        channel = channel.decode("utf-8", "replace")
                    hub = self.registry.peek(str(channel)[len(EVENTS_CHANNEL_PREFIX):])
                    self.hints += 1
                    if hub is not None:
                        hub.poke()
                raise ConnectionError("subscription ended")
            except asyncio.CancelledError:
                raise
            except Exception as err:  # noqa: BLE001 - reconnect with backoff
                if self.ready:
                    self.registry.poke_all()  # hubs go back to idle polling meanwhile
                self.ready = False
                log.warning("hint_listener_down", error=type(err).__name__, retry_in=backoff)
                await asyncio.sleep(backoff)
                backoff = min(backoff * 2, 10.0)
            finally:
                self.ready = False
                try:
                    await pubsub.aclose()
                except Exception:  # noqa: BLE001
                    pass
