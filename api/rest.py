"""REST chat (seed 004) and the events endpoint.

- ``POST /api/v1/chat``: body ``{"message": "...", "language": "EN"|"KH"|"ZH" (optional)}``, header ``X-User-Id`` (or, when
  ``AUTH_JWT_SECRET`` is set, ``Authorization: Bearer <HS256 token>``), optional ``X-Session-Id``
  (a new session is created when absent). Waits for the turn's final event and answers
  ``{"session_id", "message": <assistant text>, "events": [...], "choices": [...]}`` (``choices``:
  the turn's quick replies, numbered: ``{"number", "label", "text", "value"}``).
- ``GET /api/v1/sessions/{session_id}/events?after_seq=N``: the same events as the WebSocket.

Errors: ``{"error": {"code", "message"}}`` with 400 / 401 / 403 / 404 / 409 / 413 / 422 / 429 /
503 / 504. They say only what is true: 503 (with ``Retry-After``) means the message was NOT
accepted, so sending it again is safe (``not_accepted``: the session could not be checked in time;
``unavailable``: Temporal refused the signal); 504 ``turn_timeout`` means it WAS accepted and the
answer will appear in the session's events. ``X-User-Id`` follows the WebSocket auth rule.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from typing import Any, Optional

import structlog
from fastapi import APIRouter, Header, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from temporalio.service import RPCError

from agent.quick_replies import numbered_choices
from agent.quote_text import card_text
from agent.signals import canonical_session_id
from agent.state import LANGUAGES
from api import session_client
from api.auth import FORBIDDEN, SESSION_ENDED, UNAUTHORIZED, bearer_token, check_access, resolve_user
from api.fanout import Subscription
from api.inputs import FrameError, chat_body, language_code, valid_user_id
from api.limits import ShapeError, loads_bounded
from api.messaging import UNAVAILABLE, send_message
from api.observability import ERRORS, RESPONSE_TIME
from api.ratelimit import RATE_LIMITED

log = structlog.get_logger("derlg.bridge.rest")
router = APIRouter()
TURN_TIMEOUT_SECONDS = 90.0
RETRY_AFTER_SECONDS = 5
NOT_ACCEPTED = "not_accepted"

STATUS_FOR = {UNAUTHORIZED: 401, FORBIDDEN: 403, SESSION_ENDED: 409, RATE_LIMITED: 429, UNAVAILABLE: 503}


def _error(status: int, code: str, message: str) -> JSONResponse:
    ERRORS.labels(type=code).inc()
    headers = {"Retry-After": str(RETRY_AFTER_SECONDS)} if status == 503 else None
    return JSONResponse({"error": {"code": code, "message": message}}, status_code=status, headers=headers)


def _not_accepted() -> JSONResponse:
    return _error(
        503,
        NOT_ACCEPTED,
        "Your message was not sent: the concierge could not be reached in time. Please send it again in a few seconds.",
    )


def _user(request: Request, x_user_id: Optional[str]) -> str:
    secret = request.app.state.bridge.settings.auth_jwt_secret
    token = bearer_token(request.headers.get("authorization"))
    if x_user_id is not None and x_user_id != "" and not valid_user_id(x_user_id):
        raise FrameError(UNAUTHORIZED, "X-User-Id must be 1-200 printable characters without spaces at the ends.")
    return resolve_user(x_user_id or None, token, secret)


def turn_text(events: list[dict[str, Any]], lang: str = "EN") -> str:
    """The assistant's words of one turn: the text of its frames, in order, each quote card's facts
    under its frame's text (a REST reader sees no card; the model's text only points at it: issue 38)."""
    texts = []
    for e in events:
        if e.get("type") == "text_delta":
            continue
        said = e["text"] if isinstance(e.get("text"), str) else ""
        texts.append("\n".join(t for t in (said, card_text(e, lang)) if t))
    return "\n\n".join(t for t in texts if t)


async def _collect_turn(sub: Subscription, message_id: str, timeout: float) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = []
    deadline = time.monotonic() + timeout
    while True:
        frame = await asyncio.wait_for(sub.get(), max(0.0, deadline - time.monotonic()))
        if frame.get("reply_to") != message_id and message_id not in (frame.get("answers") or ()):
            continue  # another message's answer (one answer may answer several messages: ``answers``)
        events.append(frame)
        if frame.get("final"):
            return events


@router.post("/api/v1/chat")
async def chat(
    request: Request, x_user_id: Optional[str] = Header(None), x_session_id: Optional[str] = Header(None)
) -> Any:
    bridge = request.app.state.bridge
    try:
        user_id = _user(request, x_user_id)
    except FrameError as err:
        return _error(401, err.code, err.message)
    try:
        sid = canonical_session_id(x_session_id) if x_session_id else str(uuid.uuid4())
    except ValueError:
        return _error(400, "invalid_session_id", "X-Session-Id must be a UUID.")
    try:
        body = loads_bounded(await request.body())
        if not isinstance(body, dict):
            raise FrameError("invalid_frame", 'The body must be {"message": "..."}.')
        asked = language_code(body.get("language"))  # "en-US", "km", "zh-CN" as the ws auth frame takes them
        if asked is not None and asked not in LANGUAGES:
            raise FrameError("invalid_frame", "language must be EN, KH or ZH.")
        said = chat_body(body, asked or "EN", bridge.settings.max_message_chars)
    except ShapeError:
        return _error(422, "invalid_json", "The body is nested too deeply.")
    except ValueError:
        return _error(422, "invalid_json", "The body is not valid JSON.")
    except FrameError as err:
        return _error(422, err.code, err.message)
    accepted = False  # True once the message was signalled: only then is a timeout a 504
    try:
        access = await check_access(bridge.source, sid, user_id)
        if access.ended:
            raise FrameError(SESSION_ENDED, "This chat has ended. Please start a new chat.")
        language = asked or (access.state.preferred_language if access.state else "EN")
        if said.consent is not None and not asked and language != "EN":  # the button's words in their language
            said = chat_body(body, language, bridge.settings.max_message_chars)
        hub = bridge.registry.get(sid)
        sub = await hub.join(access.last_seq)
        try:
            mid, started = await send_message(
                await bridge.client(),
                hub,
                bridge.limiter,
                session_id=sid,
                user_id=user_id,
                text=said.content,
                language=language,
                task_queue=bridge.settings.temporal_task_queue,
                config=session_client.session_config(bridge.settings),
                announce=bridge.announce_turn,
                last_seen_seq=said.last_seq,
                consent=said.consent,
            )
            accepted = True
            events = await _collect_turn(sub, mid, TURN_TIMEOUT_SECONDS)
            RESPONSE_TIME.observe(time.monotonic() - started)
        finally:
            sub.close()
    except FrameError as err:
        return _error(STATUS_FOR.get(err.code, 400), err.code, err.message)
    except TimeoutError:
        if not accepted:
            return _not_accepted()
        return _error(
            504,
            "turn_timeout",
            f"No answer within {int(TURN_TIMEOUT_SECONDS)} seconds; "
            "your message was received and the answer will still appear in the session's events.",
        )
    except Exception as err:  # noqa: BLE001 - RPCError or anything else: retryable unless accepted
        log.warning("chat_failed", session_id=sid, accepted=accepted, error=type(err).__name__)
        if not accepted:
            return _not_accepted()
        return _error(
            504,
            "turn_timeout",
            "Your message was received, but its answer could not be followed; "
            "it will still appear in the session's events.",
        )
    # issue 39: the turn's quick replies as numbered choices (a client may post a choice's ``text``)
    return {
        "session_id": sid,
        "message": turn_text(events, language),
        "events": events,
        "choices": numbered_choices(events),
    }


@router.get("/api/v1/sessions/{session_id}/events")
async def session_events(
    request: Request, session_id: str, after_seq: int = Query(0, ge=0), x_user_id: Optional[str] = Header(None)
) -> Any:
    bridge = request.app.state.bridge
    try:
        user_id = _user(request, x_user_id)
        sid = canonical_session_id(session_id)
    except FrameError as err:
        return _error(401, err.code, err.message)
    except ValueError:
        return _error(400, "invalid_session_id", "The session id must be a UUID.")
    try:
        access = await check_access(bridge.source, sid, user_id)
        if not access.exists:
            return _error(404, "session_not_found", "No such session.")
        page = await bridge.source.events(sid, after_seq)
    except FrameError as err:
        return _error(403, err.code, err.message)
    except (TimeoutError, RPCError, Exception) as err:  # noqa: BLE001 - never a 500 for an outage
        log.warning("events_unavailable", session_id=sid, error=type(err).__name__)
        return _error(503, UNAVAILABLE, "The concierge is unavailable right now. Please try again shortly.")
    if page is None:
        return _error(404, "session_not_found", "No such session.")
    return {"session_id": sid, "events": page.events, "last_seq": page.last_seq}


async def invalid_request(request: Request, exc: Exception) -> JSONResponse:
    """FastAPI's request validation (a bad query or path parameter) in the product's error body,
    e.g. ``GET /api/v1/sessions/{id}/events?after_seq=-1`` → 422 ``invalid_input`` (not ``{"detail"}``)."""
    errors = exc.errors() if isinstance(exc, RequestValidationError) else []
    first = errors[0] if errors else {}
    where = ".".join(str(part) for part in first.get("loc", ())[1:]) or "request"
    return _error(422, "invalid_input", f"{where}: {first.get('msg', 'not valid')}")
