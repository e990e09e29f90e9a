"""WebSocket ``/ws/{session_id}``: authenticate, then stream the session's events both ways.

1. ``session_id`` must be a UUID (canonicalised lowercase), else ``error`` + close 1008.
2. The first frame must be ``auth`` within 10 s (``auth_timeout`` + 1008); a bad user / token is
   ``unauthorized`` + 1008; a session owned by another user is ``forbidden`` + 1008.
3. A ``text`` frame with ``welcome: true`` (no seq) greets: welcome for a new session, resume for
   an existing one; skipped when the client reconnects with ``last_seq`` > 0.
4. Every log event after ``last_seq`` is replayed, then new ones follow (api.fanout), plus
   ``typing_start`` / ``typing_end``, the streamed ``text_delta`` pieces (api.deltas) and
   ``traveller_message`` (a message sent from any tab of the session). Each ``user_message`` is
   validated, rate-limited and signalled.

Malformed frames get an ``error`` frame and the socket stays usable. All outgoing frames after
authentication go through the connection's subscription queue, so there is a single writer.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any, Optional, Union

import structlog
from fastapi import APIRouter, WebSocket, WebSocketDisconnect

from agent.signals import canonical_session_id, user_hash
from agent.state import Language
from agent.timefmt import valid_zone
from api import session_client
from api.auth import (
    AUTH_REQUIRED,
    AUTH_TIMEOUT,
    AUTH_TIMEOUT_SECONDS,
    FORBIDDEN,
    SESSION_ENDED,
    SessionAccess,
    check_access,
    ended_frame,
    greeting_frame,
    user_from_frame,
)
from api.availability import AVAILABLE_FRAME, accepted_frame, refused_frame
from api.fanout import Subscription
from api.inputs import (
    INVALID_FRAME,
    AuthFrame,
    ConsentClientFrame,
    FrameError,
    consent_message,
    error_frame,
    parse_frame,
)
from api.messaging import UNAVAILABLE, send_message
from api.observability import ACTIVE_CONNECTIONS, ERRORS, MESSAGES, RESPONSE_TIME
from api.owners import ACCESS_CHECK_PATIENCE_S, owner_check, patiently

log = structlog.get_logger("derlg.bridge.ws")
router = APIRouter()

POLICY_VIOLATION = 1008
DUPLICATE_MESSAGE_ID = "duplicate_message_id"
MAX_REMEMBERED_MESSAGES = 100
PRIVATE_TYPES = ("text_delta", "traveller_message")  # a session's words, outside the log


class Disconnected(Exception):
    pass


@router.websocket("/ws/{session_id}")
async def session_socket(websocket: WebSocket, session_id: str) -> None:
    await websocket.accept()
    try:
        sid = canonical_session_id(session_id)
    except ValueError:
        ERRORS.labels(type="invalid_session_id").inc()
        await _refuse(websocket, "invalid_session_id", "The session id must be a UUID.")
        return
    ACTIVE_CONNECTIONS.inc()
    try:
        await Connection(websocket, sid).serve()
    except (Disconnected, WebSocketDisconnect):
        pass
    finally:
        ACTIVE_CONNECTIONS.dec()


async def _refuse(websocket: WebSocket, code: str, message: str) -> None:
    try:
        await websocket.send_json(error_frame(code, message))
        await websocket.close(code=POLICY_VIOLATION)
    except (RuntimeError, WebSocketDisconnect):
        pass


class Connection:
    def __init__(self, websocket: WebSocket, session_id: str) -> None:
        self.ws = websocket
        self.sid = session_id
        self.bridge: Any = websocket.app.state.bridge
        self.settings = self.bridge.settings
        self.user_id = ""
        self.language: Language = "EN"
        self.time_zone: Optional[str] = None
        self.ended = False
        self.verified = False
        self.sent_at: dict[str, float] = {}
        self.sent_texts: dict[str, str] = {}  # message_id → text of messages accepted on this socket
        self.sub: Optional[Subscription] = None
        self.waiting: Optional[asyncio.Task[None]] = None  # an `available` frame to come

    async def _receive(self) -> Union[str, bytes, None]:
        message = await self.ws.receive()
        if message["type"] == "websocket.disconnect":
            raise Disconnected()
        return message.get("text") if message.get("text") is not None else message.get("bytes")

    async def _authenticate(self) -> Optional[AuthFrame]:
        deadline = time.monotonic() + AUTH_TIMEOUT_SECONDS
        while True:
            try:
                raw = await asyncio.wait_for(self._receive(), max(0.0, deadline - time.monotonic()))
            except TimeoutError:
                ERRORS.labels(type=AUTH_TIMEOUT).inc()
                await _refuse(self.ws, AUTH_TIMEOUT, "Send an 'auth' frame first (within 10 seconds).")
                return None
            try:
                frame = parse_frame(raw, self.settings.max_message_chars)
            except FrameError as err:
                ERRORS.labels(type=err.code).inc()
                await self.ws.send_json(err.frame())
                continue
            if not isinstance(frame, AuthFrame):
                ERRORS.labels(type=AUTH_REQUIRED).inc()
                await self.ws.send_json(error_frame(AUTH_REQUIRED, "Send an 'auth' frame first."))
                continue
            try:
                self.user_id = user_from_frame(frame, self.settings.auth_jwt_secret)
            except FrameError as err:
                ERRORS.labels(type=err.code).inc()
                await _refuse(self.ws, err.code, err.message)
                return None
            self.language = frame.language
            self.time_zone = valid_zone(frame.time_zone)
            if frame.time_zone and self.time_zone is None:  # kept connected: times stay in Cambodia time
                await self.ws.send_json(
                    error_frame(
                        INVALID_FRAME,
                        f"Unknown time zone {frame.time_zone[:64]!r}; times are shown in Cambodia time (ICT).",
                    )
                )
            return frame

    async def serve(self) -> None:
        auth = await self._authenticate()
        if auth is None:
            return
        try:
            access = await patiently(
                lambda: check_access(self.bridge.source, self.sid, self.user_id),
                "ws_access_check",
                self.sid,
                ACCESS_CHECK_PATIENCE_S,
                keep=(FrameError,),
            )
        except FrameError as err:
            ERRORS.labels(type=err.code).inc()
            log.info("ws_refused", session_id=self.sid, code=err.code)
            await _refuse(self.ws, err.code, err.message)
            return
        except Exception as err:  # noqa: BLE001 - Temporal unreachable
            ERRORS.labels(type=UNAVAILABLE).inc()
            log.warning("ws_access_check_failed", session_id=self.sid, error=type(err).__name__)
            await self.ws.send_json(error_frame(UNAVAILABLE, "The concierge is unavailable right now."))
            await self.ws.close(code=1011)
            return
        self.verified = access.exists
        self.ended = access.ended
        if access.state is not None and access.state.user_id:
            self.bridge.owners.remember(self.sid, user_hash(access.state.user_id))
        if self.ended:
            await self.ws.send_json(ended_frame(self.language))
        if not auth.last_seq:
            await self.ws.send_json(greeting_frame(access, self.language))
        hub = self.bridge.registry.get(self.sid)
        try:
            self.sub = await hub.join(auth.last_seq or 0, deltas=True)
        except Exception as err:  # noqa: BLE001 - Temporal unreachable: the client reconnects later
            ERRORS.labels(type=UNAVAILABLE).inc()
            log.warning("ws_join_failed", session_id=self.sid, error=type(err).__name__)
            await self.ws.send_json(error_frame(UNAVAILABLE, "The concierge is unavailable right now."))
            await self.ws.close(code=1011)
            return
        log.info("ws_connected", session_id=self.sid, after_seq=auth.last_seq or 0, resumed=access.exists)
        sender = asyncio.create_task(self._pump(self.sub))
        try:
            await self._read_loop(access)
        finally:
            self.sub.close()
            tasks = [t for t in (sender, self.waiting) if t is not None]
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            log.info("ws_disconnected", session_id=self.sid)

    async def _read_loop(self, access: SessionAccess) -> None:
        assert self.sub is not None
        while True:
            raw = await self._receive()
            try:
                parsed = parse_frame(raw, self.settings.max_message_chars)
                if isinstance(parsed, AuthFrame):
                    raise FrameError(INVALID_FRAME, "Already authenticated.")
                frame = (
                    consent_message(parsed, self.language, self.settings.max_message_chars)
                    if isinstance(parsed, ConsentClientFrame)
                    else parsed
                )
            except FrameError as err:
                MESSAGES.labels(status="invalid").inc()
                ERRORS.labels(type=err.code).inc()
                self.sub.push(err.frame())
                continue
            known = self.sent_texts.get(frame.message_id) if frame.message_id else None
            if known is not None and frame.message_id:
                if known != frame.content:  # the same id for another text: refuse, never drop silently
                    ERRORS.labels(type=DUPLICATE_MESSAGE_ID).inc()
                    self.sub.push(
                        error_frame(
                            DUPLICATE_MESSAGE_ID,
                            "This message_id was already used for another "
                            "message; send the new message with a new message_id.",
                            frame.message_id,
                        )
                    )
                else:  # a resend of an accepted message: accepted again, its answer comes (or came) here
                    self.sub.push(accepted_frame(frame.message_id))
                continue
            try:
                if self.ended:
                    raise FrameError(SESSION_ENDED, "This chat has ended. Please start a new chat.")
                mid, started = await send_message(
                    await self.bridge.client(),
                    self.sub.hub,
                    self.bridge.limiter,
                    session_id=self.sid,
                    user_id=self.user_id,
                    text=frame.content,
                    language=self.language,
                    time_zone=self.time_zone,
                    task_queue=self.settings.temporal_task_queue,
                    config=session_client.session_config(self.settings),
                    message_id=frame.message_id,
                    announce=self.bridge.announce_turn,
                    last_seen_seq=frame.last_seq,
                    consent=frame.consent,
                    choice=frame.choice,
                )
                self.sent_at[mid] = started
                self._remember(mid, frame.content)
                self.sub.push(accepted_frame(mid))
            except FrameError as err:
                self.ended = self.ended or err.code == SESSION_ENDED
                self.sub.push(refused_frame(err.frame(), frame.message_id))
                if err.code == UNAVAILABLE:
                    self._tell_when_available()
            except Exception as err:  # noqa: BLE001 - never let one message kill the socket loop
                ERRORS.labels(type=UNAVAILABLE).inc()
                log.warning("ws_send_failed", session_id=self.sid, error=type(err).__name__)
                self.sub.push(
                    refused_frame(error_frame(UNAVAILABLE, "The concierge is unavailable right now."), frame.message_id)
                )
                self._tell_when_available()

    def _tell_when_available(self) -> None:
        """Once Temporal answers again, send ``available`` so the page re-sends what it kept."""
        if self.waiting is None or self.waiting.done():
            self.waiting = asyncio.create_task(self._available_later())

    async def _available_later(self) -> None:
        await self.bridge.availability.wait_back()
        if self.sub is not None:
            self.sub.push(dict(AVAILABLE_FRAME))

    def _remember(self, message_id: str, text: str) -> None:
        self.sent_texts[message_id] = text
        while len(self.sent_texts) > MAX_REMEMBERED_MESSAGES:
            self.sent_texts.pop(next(iter(self.sent_texts)))

    async def _pump(self, sub: Subscription) -> None:
        try:
            while True:
                frame = await sub.get()
                private = "seq" in frame or frame.get("type") in PRIVATE_TYPES
                if not self.verified and private and not await self._verify_owner():
                    return
                await self.ws.send_json(frame)
                reply_to = frame.get("reply_to")
                if frame.get("final") and reply_to in self.sent_at:
                    RESPONSE_TIME.observe(time.monotonic() - self.sent_at.pop(reply_to))
        except (WebSocketDisconnect, RuntimeError, ConnectionError):
            return

    async def _verify_owner(self) -> bool:
        """A session that did not exist at connect: make sure its first turn was this user's
        (remembered per session; a slow answer is asked again, api/owners.py)."""
        mine = await owner_check(self.bridge.source, self.bridge.owners, self.sid, self.user_id)
        if mine is None:  # the workflow did not answer for a minute: make the client reconnect
            await self.ws.close(code=1011)
            return False
        if not mine:
            ERRORS.labels(type=FORBIDDEN).inc()
            await _refuse(self.ws, FORBIDDEN, "This chat belongs to another user.")
            return False
        self.verified = True
        return True
