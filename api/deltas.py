"""Streamed answer text on the bridge: Redis ``derlg:deltas:*`` → ``text_delta`` frames to tabs.

The LLM activity publishes each piece of the answer it is writing (activities/stream.py). One
pattern subscription per bridge process hands every piece to the hub of its session, if this
process has one (api/fanout.py), which forwards it to every WebSocket tab of the session:

    {"type": "text_delta", "message_id": "<turn key>", "call": 1, "attempt": 1, "index": 0,
     "text": "Kampot is "}

No ``seq``: deltas are not in the event log. The turn's durable final event follows as before
and replaces the streamed text. :class:`OpenStreams` keeps the pieces of the turn in progress, so
a tab that joins (or reconnects) mid-stream first gets the pieces so far, and drops everything
once a final event arrives (late pieces of a finished turn are never forwarded). Without Redis,
nothing here runs and the chat simply waits for the final event.
"""

from __future__ import annotations

import json
from collections import deque
from typing import Any, Optional

import structlog

from activities.stream import DELTAS_CHANNEL_PREFIX
from api.subscription import subscribe_forever

log = structlog.get_logger("derlg.bridge.deltas")

MAX_OPEN_PIECES = 4000  # per session: far more than one answer; a runaway stream stops being kept
_FIELDS = ("message_id", "call", "attempt", "index", "text")


def parse_delta(data: Any) -> Optional[dict[str, Any]]:
    """The frame to forward, or None when the Redis message is not a well-formed delta."""
    try:
        raw = json.loads(data)
    except (TypeError, ValueError):
        return None
    if not isinstance(raw, dict) or raw.get("type") != "text_delta":
        return None
    frame: dict[str, Any] = {"type": "text_delta", **{k: raw.get(k) for k in _FIELDS}}
    if not isinstance(frame["message_id"], str) or not frame["message_id"] or not isinstance(frame["text"], str):
        return None
    if not all(isinstance(frame[k], int) and frame[k] >= 0 for k in ("call", "attempt", "index")):
        return None
    return frame


class OpenStreams:
    """The pieces of the answer being written (one session), until its final event."""

    def __init__(self) -> None:
        self.pieces: list[dict[str, Any]] = []
        self.finished: deque[str] = deque(maxlen=64)

    def add(self, frame: dict[str, Any]) -> bool:
        """Keep ``frame``; False when its turn already finished (then it must not be forwarded)."""
        if frame["message_id"] in self.finished:
            return False
        if len(self.pieces) < MAX_OPEN_PIECES:
            self.pieces.append(frame)
        return True

    def finish(self, reply_to: Optional[str]) -> None:
        """A final event: whatever was being written is now in the log. (One session runs one
        turn at a time, so every open stream ends here, system turns included.)"""
        keys = {p["message_id"] for p in self.pieces} | ({reply_to} if reply_to else set())
        self.finished.extend(k for k in keys if k not in self.finished)
        self.pieces.clear()


class DeltaListener:
    """The bridge's one pattern subscription for deltas; reconnects by itself (api.subscription)."""

    def __init__(self, redis: Any, registry: Any) -> None:
        self.redis = redis
        self.registry = registry
        self.ready = False
        self.forwarded = 0

    async def run(self) -> None:
        await subscribe_forever(
            self.redis, DELTAS_CHANNEL_PREFIX + "*", self._on_delta, self._on_state, "delta_listener"
        )

    async def _on_delta(self, channel: str, data: Any) -> None:
        hub = self.registry.peek(channel[len(DELTAS_CHANNEL_PREFIX) :])
        if hub is None:
            return
        frame = parse_delta(data)
        if frame is None:
            log.warning("delta_malformed", session_id=hub.session_id)
            return
        if hub.delta(frame):
            self.forwarded += 1

    def _on_state(self, up: bool) -> None:
        self.ready = up
