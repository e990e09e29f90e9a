"""The Redis "new events" hint listener: idle sessions cost no queries when REDIS_URL is set.

The worker publishes the new ``last_seq`` on ``derlg:events:{session_id}`` (activities.notify).
One pattern subscription per bridge process pokes the hub of that session, if this process has
one. While the listener is down (Redis unreachable) hubs fall back to polling every 1.5 s; it
reconnects with backoff and pokes every hub on reconnect, so a hint lost meanwhile only delays.
"""

from __future__ import annotations

from typing import Any

import structlog

from activities.notify import EVENTS_CHANNEL_PREFIX
from api.fanout import HubRegistry
from api.subscription import subscribe_forever

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
        await subscribe_forever(self.redis, EVENTS_CHANNEL_PREFIX + "*", self._on_hint, self._on_state, "hint_listener")

    async def _on_hint(self, channel: str, data: Any) -> None:
        self.hints += 1
        hub = self.registry.peek(channel[len(EVENTS_CHANNEL_PREFIX) :])
        if hub is not None:
            hub.poke()

    def _on_state(self, up: bool) -> None:
        if up or self.ready:
            self.registry.poke_all()  # catch up now; while down, hubs poll every 1.5 s
        self.ready = up
