"""The Redis "new events" hint listener: idle sessions cost no queries when REDIS_URL is set.

The worker publishes the new ``last_seq`` on ``derlg:events:{session_id}`` (activities.notify).
One pattern subscription per bridge process pokes the hub of that session, if this process has
one. While the listener is down (Redis unreachable) hubs fall back to polling every 1.5 s; it
reconnects with backoff and pokes every hub on reconnect, so a hint lost meanwhile only delays.

A bridge that signals a traveller message announces it on the same channel (issue 38: tabs in
step on every replica), as ``{"type": "traveller_message", "origin", "message_id", "text"}``:
the other replicas show it in their tabs of the session (``origin``, a random id per process,
tells the sender's own announcement apart: its tabs have it already). A hint that is not such a
JSON object only pokes, as before.

The worker's model activity publishes ``{"type": "answer_ready", "message_id"}`` when a model
call ends its turn (activities.notify.answer_ready_hint): the hub then looks for the final event
right after (``SessionHub.answer_ready``) instead of polling the whole turn closely; once one such
hint came, ``answers_seen`` tells the hubs they may rely on them.
"""

from __future__ import annotations

import json
import uuid
from typing import Any, Optional

import structlog

from activities.notify import ANSWER_READY, EVENTS_CHANNEL_PREFIX
from api.fanout import HubRegistry
from api.subscription import subscribe_forever

log = structlog.get_logger("derlg.bridge.hints")

TRAVELLER_MESSAGE = "traveller_message"
MAX_ANNOUNCED_CHARS = 16_000  # far more than a message may hold (MAX_MESSAGE_CHARS): a bigger hint is not one


class HintListener:
    def __init__(self, redis: Any, registry: HubRegistry) -> None:
        self.redis = redis
        self.registry = registry
        self.ready = False
        self.answers_seen = False  # the worker hints answers that end a turn (answer_ready)
        self.hints = 0
        self.origin = uuid.uuid4().hex  # this bridge process, in the traveller messages it announces

    def is_ready(self) -> bool:
        return self.ready

    def answers_hinted(self) -> bool:
        return self.ready and self.answers_seen

    async def announce_turn(self, session_id: str, message_id: str = "", text: str = "") -> None:
        """Tell the other bridge replicas a turn started here, so they watch it closely too, and
        which traveller message started it, so their tabs of the session show it.

        The worker only hints background events (payment, hold expiry, reminder); a turn's own
        events are picked up by fast polling on every replica that knows the turn is running.
        """
        if not self.ready:
            return
        hint = "turn"
        if message_id:
            said = {"type": TRAVELLER_MESSAGE, "origin": self.origin, "message_id": message_id, "text": text}
            hint = json.dumps(said, ensure_ascii=False)
        try:
            await self.redis.publish(EVENTS_CHANNEL_PREFIX + session_id, hint)
        except Exception as err:  # noqa: BLE001 - best effort: others still poll when idle
            log.warning("turn_announce_failed", session_id=session_id, error=type(err).__name__)

    async def run(self) -> None:
        await subscribe_forever(self.redis, EVENTS_CHANNEL_PREFIX + "*", self._on_hint, self._on_state, "hint_listener")

    async def _on_hint(self, channel: str, data: Any) -> None:
        self.hints += 1
        said = json_hint(data)
        kind = said.get("type") if said else None
        if kind == ANSWER_READY:
            self.answers_seen = True
        hub = self.registry.peek(channel[len(EVENTS_CHANNEL_PREFIX) :])
        if hub is None:
            return
        if kind == ANSWER_READY:
            hub.answer_ready()
        elif said is not None and kind == TRAVELLER_MESSAGE and said.get("origin") == self.origin:
            return  # this bridge's own announcement: its hub knows of the turn (turn_started)
        else:
            hub.poke()
            message = traveller_message(said, self.origin)
            if message is not None:
                hub.traveller_message(*message)

    def _on_state(self, up: bool) -> None:
        if up or self.ready:
            self.registry.poke_all()  # catch up now; while down, hubs poll every 1.5 s
        self.ready = up


def json_hint(data: Any) -> Optional[dict[str, Any]]:
    """A hint that is a JSON object (an announcement, an answer-ready hint), else None."""
    if isinstance(data, bytes):
        data = data.decode("utf-8", "replace")
    if not isinstance(data, str) or not data.startswith("{") or len(data) > MAX_ANNOUNCED_CHARS:
        return None
    try:
        said = json.loads(data)
    except ValueError:
        return None
    return said if isinstance(said, dict) else None


def traveller_message(data: Any, own_origin: str) -> Optional[tuple[str, str]]:
    """``(message_id, text)`` of another replica's traveller message announcement (the raw hint,
    or its ``json_hint``), else None."""
    said = data if isinstance(data, dict) else json_hint(data)
    if said is None or said.get("type") != TRAVELLER_MESSAGE or said.get("origin") == own_origin:
        return None
    mid, text = said.get("message_id"), said.get("text")
    if not isinstance(mid, str) or not mid or len(mid) > 200 or not isinstance(text, str):
        return None
    return mid, text
