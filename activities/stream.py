"""Streamed answer text: the LLM activity's side channel to the chat (issue 14).

While the model writes, every text piece is published on the Redis channel
``derlg:deltas:{session_id}`` as one JSON ``text_delta`` frame::

    {"type": "text_delta", "session_id": "...", "message_id": "<turn key>", "call": 1,
     "attempt": 1, "index": 0, "text": "Kampot is "}

``message_id`` is the turn's key (the traveller's message_id, or the system turn's key), ``call``
the model call within the turn (1, then 2 after a tool round...), ``attempt`` the activity attempt
(a retry starts its text again), ``index`` 0, 1, 2... within one (call, attempt). Bridges forward
the frames to the session's tabs (api/deltas.py). Deltas are ephemeral: they never enter workflow
history, and the activity's result is the whole response as before, so a lost delta costs only
the live preview. Publishing is best effort: no ``REDIS_URL`` or Redis down = no deltas, the turn
goes on. Each piece is also a heartbeat (throttled), so a streaming call is never mistaken for a
dead one.
"""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any, Optional

import structlog

from activities.heartbeat import beat
from activities.notify import answer_ready_hint, events_channel

log = structlog.get_logger("derlg.stream")

DELTAS_CHANNEL_PREFIX = "derlg:deltas:"
# A frame's publish runs beside the model's stream (a task of its own), so waiting longer costs the answer
# nothing; the first one also connects, and on a CPU-starved machine 0.5 s ended a call's streaming
# (a page test saw no growing text under a loaded make test). flush() waits at most this per frame.
PUBLISH_TIMEOUT = 1.5
BEAT_EVERY = 0.5


def deltas_channel(session_id: str) -> str:
    return DELTAS_CHANNEL_PREFIX + session_id


class DeltaSink:
    """The ``on_text`` of one model call: heartbeat, then publish the piece as the next frame.

    Publishing never holds the model up: a piece that arrives while the previous frame is still
    being published waits and goes out with the others that arrived meanwhile, as one frame. A
    model that streams at its own pace (tens of ms per token) gets one frame per piece; a model
    that writes everything at once (the scripted model at 0 ms) gets a few frames instead of one
    Redis round trip per word. ``flush()`` (the activity calls it before returning) waits until
    every piece is published, so no delta trails the turn's final event.
    """

    def __init__(self, redis: Optional[Any], session_id: str, message_id: str, call: int, attempt: int) -> None:
        self.redis = redis if message_id else None
        self.channel = deltas_channel(session_id)
        self.base = {
            "type": "text_delta",
            "session_id": session_id,
            "message_id": message_id,
            "call": call,
            "attempt": attempt,
        }
        self.index = 0
        self.pieces: list[str] = []
        self.frames = 0
        self._waiting: list[str] = []
        self._publisher: Optional[asyncio.Task[None]] = None
        self._beat_at = time.monotonic()  # the activity's own heartbeating() covers the start

    async def __call__(self, text: str) -> None:
        now = time.monotonic()
        if now - self._beat_at >= BEAT_EVERY:
            self._beat_at = now
            beat()
        self.pieces.append(text)
        if self.redis is None:
            return
        self._waiting.append(text)
        if self._publisher is None or self._publisher.done():
            self._publisher = asyncio.create_task(self._publish_waiting(), name="delta-publisher")

    async def _publish_waiting(self) -> None:
        while self._waiting and self.redis is not None:
            text = "".join(self._waiting)
            self._waiting.clear()
            frame = {**self.base, "index": self.index, "text": text}
            self.index += 1
            try:
                await asyncio.wait_for(
                    self.redis.publish(self.channel, json.dumps(frame, ensure_ascii=False)), PUBLISH_TIMEOUT
                )
                self.frames += 1
            except Exception as err:  # noqa: BLE001 - best effort: the rest of this call goes unstreamed
                log.warning("delta_publish_failed", session_id=self.base["session_id"], error=type(err).__name__)
                self.redis = None

    async def flush(self) -> None:
        """Publish what is still waiting (best effort; bounded by PUBLISH_TIMEOUT per frame)."""
        if self.redis is not None and self._waiting and (self._publisher is None or self._publisher.done()):
            self._publisher = asyncio.create_task(self._publish_waiting(), name="delta-publisher")
        if self._publisher is not None:
            await asyncio.gather(self._publisher, return_exceptions=True)


class DeltaPublisher:
    """One lazily created Redis client per worker (none without ``REDIS_URL``)."""

    def __init__(self, redis_url: Optional[str]) -> None:
        self.redis_url = redis_url
        self._redis: Optional[Any] = None

    def _client(self) -> Optional[Any]:
        if self.redis_url and self._redis is None:
            import redis.asyncio as redis

            self._redis = redis.from_url(self.redis_url)
        return self._redis

    def sink(self, session_id: str, message_id: str, call: int, attempt: int) -> DeltaSink:
        return DeltaSink(self._client(), session_id, message_id, call, attempt)

    async def answer_ready(self, session_id: str, message_id: str) -> None:
        """Hint bridges that this call's answer ends the turn (``activities.notify.answer_ready_hint``),
        after every delta of it. Best effort, streaming or not: a lost hint only means the bridge
        finds the final event at its slower safety pace."""
        client = self._client()
        if client is None or not session_id:
            return
        try:
            await asyncio.wait_for(
                client.publish(events_channel(session_id), answer_ready_hint(message_id)), PUBLISH_TIMEOUT
            )
        except Exception as err:  # noqa: BLE001 - best effort by design
            log.warning("answer_hint_failed", session_id=session_id, error=type(err).__name__)

    async def aclose(self) -> None:
        if self._redis is not None:
            await self._redis.aclose()
            self._redis = None
