"""Per-session fan-out: one poller per session per bridge process, shared by every tab.

A ``SessionHub`` watches one session's event log through the ``events_since`` query (one query
per look: the page carries the session status too) and hands each new event to every ``Subscription`` (a tab, or a waiting REST request).
Each subscription keeps its own cursor, so every event reaches every tab once, in ``seq`` order;
joining with ``after_seq`` replays what that tab missed.

Pace: during a turn (status shows a message being processed or queued, or this bridge just sent
one) every 50 ms, and once the turn has run a while every fifth of the time it has taken so far
(at most 250 ms; back to 50 ms when a piece of the answer arrives, i.e. the turn is about to end),
so a turn queued behind 50 others costs a dozen queries instead of fifty; idle, every 1.5 s, or, when the Redis hint listener is up (api.hints), only on a
hint (a background event from the worker, or another replica announcing a turn) plus a 30 s
safety poll. When the worker's model activity also hints that an answer ends the turn
(``answer_ready``, activities.notify; once this process has seen one such hint) a turn is
watched at a 300 ms safety pace instead, deltas leave the pace alone, and the hint brings the
next look to 30 ms after it, then every 50 ms until a final event: the final event is read as
soon as it exists, for one or two queries a turn instead of one every 50 ms. ``typing_start`` / ``typing_end`` frames are
derived from the status (they are not in the log and carry no ``seq``); so is ``traveller_message``
(a message this bridge signalled, shown by every tab of the session). The hub stops when its
last subscriber leaves and nothing is pending. Streamed answer text (``text_delta``, api.deltas)
goes to the subscriptions that asked for it (WebSocket tabs), never into the cursor.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from typing import Any, Callable, Optional, Protocol

import structlog

from agent.signals import EventsPage, SessionStatus
from api.deltas import OpenStreams
from api.observability import count_event

log = structlog.get_logger("derlg.bridge.fanout")

FAST_INTERVAL = 0.05
BUSY_MAX_INTERVAL = 0.25
BUSY_INTERVAL_SHARE = 0.2  # of the time the turn has taken so far (issue 26: queries under load)
IDLE_INTERVAL = 1.5
HINTED_BUSY_INTERVAL = 0.3  # a turn's safety pace while answer-ready hints flow
ANSWER_FIRST_LOOK = 0.03  # after an answer-ready hint: the final event is one workflow task away
ANSWER_DUE_FOR = 5.0  # a hinted answer whose final event never shows stops the fast pace then
SAFETY_INTERVAL = 30.0
PENDING_TIMEOUT = 150.0
BUFFER_SIZE = 500


class SessionSource(Protocol):
    """Read access to one session's log; ``None`` when the session does not exist (yet)."""

    async def status(self, session_id: str) -> Optional[SessionStatus]: ...

    async def events(self, session_id: str, after_seq: int) -> Optional[EventsPage]: ...


class Subscription:
    """One reader of a session's events: a queue of frames and its own ``seq`` cursor."""

    def __init__(self, hub: SessionHub, cursor: int, deltas: bool = False) -> None:
        self.hub = hub
        self.cursor = cursor
        self.deltas = deltas
        self.queue: asyncio.Queue[dict[str, Any]] = asyncio.Queue()

    def offer(self, event: dict[str, Any]) -> bool:
        seq = event.get("seq")
        if not isinstance(seq, int) or seq <= self.cursor:
            return False
        self.cursor = seq
        self.queue.put_nowait(event)
        return True

    def push(self, frame: dict[str, Any]) -> None:
        """A frame outside the log (typing indicators): no seq, no cursor change."""
        self.queue.put_nowait(frame)

    async def get(self) -> dict[str, Any]:
        return await self.queue.get()

    def close(self) -> None:
        self.hub.leave(self)


class SessionHub:
    def __init__(
        self,
        session_id: str,
        source: SessionSource,
        hints_ready: Callable[[], bool],
        on_idle: Callable[[SessionHub], None],
        answers_hinted: Callable[[], bool] = lambda: False,
    ) -> None:
        self.session_id = session_id
        self.source = source
        self.hints_ready = hints_ready
        self.answers_hinted = answers_hinted
        self.on_idle = on_idle
        self.subs: set[Subscription] = set()
        self.cursor: Optional[int] = None
        self.buffer: deque[dict[str, Any]] = deque(maxlen=BUFFER_SIZE)
        self.pending: dict[str, float] = {}
        self.typing = False
        self.streams = OpenStreams()
        self.last_status: Optional[SessionStatus] = None
        self.queries = 0
        self.busy_since: Optional[float] = None  # when the turn being watched began (or last streamed)
        self.answer_at: Optional[float] = None  # when an answer-ready hint came, until a final event
        self._poked = False
        self._joining = 0
        self._lock = asyncio.Lock()
        self._wake = asyncio.Event()
        self._task: Optional[asyncio.Task[None]] = None

    # ------------------------------------------------------------ subscribers
    async def join(self, after_seq: int = 0, deltas: bool = False) -> Subscription:
        """A new reader; events after ``after_seq`` are queued for it before any newer one, then
        (``deltas``) the pieces of the answer being written so far."""
        self._joining += 1
        try:
            async with self._lock:
                page = await self.source.events(self.session_id, after_seq)
                self.queries += 1
                last = page.last_seq if page else 0
                sub = Subscription(self, min(max(after_seq, 0), last), deltas)
                if page:
                    self._ingest(page.events)
                    for event in page.events:
                        sub.offer(event)
                for event in self.buffer:
                    sub.offer(event)
                if self.cursor is None:
                    self.cursor = last
                if self.typing:
                    sub.push({"type": "typing_start"})
                if deltas:
                    for piece in self.streams.pieces:
                        sub.push(dict(piece))
                self.subs.add(sub)
        finally:
            self._joining -= 1
        self._ensure_running()
        return sub

    def leave(self, sub: Subscription) -> None:
        self.subs.discard(sub)

    # ------------------------------------------------------------ turn tracking
    def turn_started(self, message_id: str) -> None:
        """This bridge just sent a message: typing dots now, fast polling until its turn ends."""
        self.pending[message_id] = time.monotonic() + PENDING_TIMEOUT
        self.busy_since = time.monotonic()
        if not self.typing:
            self.typing = True
            self._broadcast({"type": "typing_start"})
        self._ensure_running()
        if self._hinted():
            self._wake.set()  # not a poke: nothing to see before the answer-ready hint; re-plan the pace
        else:
            self.poke()

    def traveller_message(self, message_id: str, text: str) -> None:
        """A traveller message reached the session: every tab shows it (the sending tab already
        does and skips it by ``message_id``). Outside the log, like the typing frames."""
        self._broadcast({"type": "traveller_message", "message_id": message_id, "text": text})

    def turn_failed(self, message_id: str) -> None:
        self.pending.pop(message_id, None)
        self.poke()

    def delta(self, frame: dict[str, Any]) -> bool:
        """A piece of the answer being written (api.deltas): to every tab, unless its turn ended."""
        if not self.streams.add(frame):
            return False
        if not self._hinted():  # hinted, the answer-ready hint says when to look closely
            self.busy_since = time.monotonic()  # the answer is being written: look closely again
        for sub in list(self.subs):
            if sub.deltas:
                sub.push(dict(frame))
        return True

    def poke(self) -> None:
        """Query now (a Redis hint arrived, or something was sent)."""
        self._poked = True
        self._wake.set()

    def answer_ready(self) -> None:
        """A model call ended the turn (api.hints): its final event follows within a workflow task,
        so look ``ANSWER_FIRST_LOOK`` from now, then at the fast pace until a final event."""
        self.answer_at = time.monotonic()
        self._wake.set()  # not a poke: the loop only moves its next look earlier
        self._ensure_running()

    def _hinted(self) -> bool:
        return self.hints_ready() and self.answers_hinted()

    # ------------------------------------------------------------ loop
    def _ensure_running(self) -> None:
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._run(), name=f"hub-{self.session_id}")

    def _interval(self) -> float:
        if self.typing or self.pending:
            now = time.monotonic()
            if self.answer_at is not None and now - self.answer_at > ANSWER_DUE_FOR:
                self.answer_at = None
            if self.answer_at is not None:
                return FAST_INTERVAL
            if self._hinted():
                return HINTED_BUSY_INTERVAL
            if self.busy_since is None:
                self.busy_since = now
            return min(BUSY_MAX_INTERVAL, max(FAST_INTERVAL, (now - self.busy_since) * BUSY_INTERVAL_SHARE))
        self.busy_since = None
        self.answer_at = None  # idle: a hint that came meanwhile gets its one look (_pause)
        return SAFETY_INTERVAL if self.hints_ready() else IDLE_INTERVAL

    async def _run(self) -> None:
        failures = 0
        while True:
            if not self.subs and not self.pending and self._joining == 0:
                self.on_idle(self)
                return
            await self._pause()
            try:
                await self.tick()
                failures = 0
            except asyncio.CancelledError:
                raise
            except Exception as err:  # noqa: BLE001 - keep watching; back off a little
                failures += 1
                log.warning("hub_query_failed", session_id=self.session_id, error=type(err).__name__)
                await asyncio.sleep(min(0.1 * 2**failures, IDLE_INTERVAL))

    async def _pause(self) -> None:
        """Until the next look: the pace's interval, unless poked; an answer-ready hint meanwhile
        moves the look to ``ANSWER_FIRST_LOOK`` after it."""
        started = time.monotonic()
        while not self._poked:
            self._wake.clear()
            hinted = self.answer_at is not None and self.answer_at >= started
            at = max(started, self.busy_since or started) + self._interval()  # a turn begun meanwhile: from then
            if hinted and self.answer_at is not None:
                at = min(at, self.answer_at + ANSWER_FIRST_LOOK)
            left = at - time.monotonic()
            if left <= 0:
                break
            try:
                await asyncio.wait_for(self._wake.wait(), left)
            except TimeoutError:
                break
        self._poked = False

    async def tick(self) -> None:
        page = await self.source.events(self.session_id, self.cursor or 0)
        self.queries += 1
        status = page.status if page is not None else None
        if page is not None and page.events:
            async with self._lock:
                self._ingest(page.events)
        if status is not None:
            self.last_status = status
            for done in status.completed_message_ids:
                self.pending.pop(done, None)
        now = time.monotonic()
        for mid in [m for m, deadline in self.pending.items() if deadline < now]:
            del self.pending[mid]
        busy = bool(self.pending) or bool(status and (status.processing_message_id or status.inbox_size))
        if busy != self.typing:
            self.typing = busy
            self._broadcast({"type": "typing_start" if busy else "typing_end"})

    def _ingest(self, events: list[dict[str, Any]]) -> None:
        for event in events:
            seq = event.get("seq")
            if not isinstance(seq, int) or (self.cursor is not None and seq <= self.cursor):
                continue
            self.cursor = seq
            self.buffer.append(event)
            count_event(event)
            if event.get("final"):
                self.streams.finish(str(event["reply_to"]) if event.get("reply_to") else None)
                self.answer_at = None
            if event.get("final") and event.get("reply_to"):
                self.pending.pop(str(event["reply_to"]), None)
            for sub in list(self.subs):
                sub.offer(event)

    def _broadcast(self, frame: dict[str, Any]) -> None:
        for sub in list(self.subs):
            sub.push(dict(frame))

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            try:
                await self._task
            except (asyncio.CancelledError, Exception):  # noqa: BLE001
                pass


class HubRegistry:
    """This process's hubs, one per session id."""

    def __init__(
        self,
        source: SessionSource,
        hints_ready: Callable[[], bool] = lambda: False,
        answers_hinted: Callable[[], bool] = lambda: False,
    ) -> None:
        self.source = source
        self.hints_ready = hints_ready
        self.answers_hinted = answers_hinted
        self.hubs: dict[str, SessionHub] = {}

    def get(self, session_id: str) -> SessionHub:
        hub = self.hubs.get(session_id)
        if hub is None:
            hub = SessionHub(session_id, self.source, self.hints_ready, self._idle, self.answers_hinted)
            self.hubs[session_id] = hub
        return hub

    def peek(self, session_id: str) -> Optional[SessionHub]:
        return self.hubs.get(session_id)

    def poke_all(self) -> None:
        for hub in self.hubs.values():
            hub.poke()

    def _idle(self, hub: SessionHub) -> None:
        if self.hubs.get(hub.session_id) is hub:
            del self.hubs[hub.session_id]

    async def close(self) -> None:
        hubs = list(self.hubs.values())
        self.hubs.clear()
        await asyncio.gather(*(h.stop() for h in hubs))
