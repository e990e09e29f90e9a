"""Sending one validated user message to its session (shared by the WebSocket and REST chat).

Rate limit first (10 per minute per session), then signal-with-start via api.session_client;
a closed session id is never reused, so a message to it is refused as ``session_ended``. A message
that was not accepted gives its rate-limit slot back.
"""

from __future__ import annotations

import time
import uuid
from typing import Awaitable, Callable, Optional

import structlog
from temporalio.client import Client, WorkflowFailureError
from temporalio.exceptions import WorkflowAlreadyStartedError
from temporalio.service import RPCError

from agent.quote_consent import ConsentFrame
from agent.signals import SessionConfig, TripChoice, UserMessage
from agent.state import Language
from api import session_client
from api.auth import SESSION_ENDED
from api.fanout import SessionHub
from api.inputs import FrameError
from api.observability import ERRORS, MESSAGES
from api.ratelimit import RATE_LIMITED, RateLimiter

log = structlog.get_logger("derlg.bridge.messages")

UNAVAILABLE = "unavailable"


async def send_message(
    client: Client,
    hub: SessionHub,
    limiter: RateLimiter,
    *,
    session_id: str,
    user_id: str,
    text: str,
    language: Language,
    task_queue: str,
    config: SessionConfig,
    message_id: Optional[str] = None,
    announce: Optional[Callable[[str, str, str], Awaitable[None]]] = None,
    time_zone: Optional[str] = None,
    last_seen_seq: Optional[int] = None,
    consent: Optional[ConsentFrame] = None,
    choice: Optional[TripChoice] = None,
) -> tuple[str, float]:
    """Signal the message; returns (message_id, monotonic send time). FrameError on refusal."""
    if not await limiter.hit(session_id):
        MESSAGES.labels(status="rate_limited").inc()
        ERRORS.labels(type=RATE_LIMITED).inc()
        raise FrameError(RATE_LIMITED, f"Too many messages: at most {limiter.limit} per minute. Please wait a moment.")
    mid = message_id or str(uuid.uuid4())
    started = time.monotonic()
    hub.turn_started(mid)
    try:
        await session_client.send_user_message(
            client,
            session_id,
            UserMessage(
                message_id=mid,
                text=text,
                user_id=user_id,
                language=language,
                time_zone=time_zone,
                last_seen_seq=last_seen_seq,
                consent=consent,
                choice=choice,
            ),
            task_queue=task_queue,
            language=language,
            config=config,
        )
    except (WorkflowAlreadyStartedError, WorkflowFailureError):
        hub.turn_failed(mid)
        await limiter.refund(session_id)
        MESSAGES.labels(status="session_ended").inc()
        ERRORS.labels(type=SESSION_ENDED).inc()
        raise FrameError(SESSION_ENDED, "This chat has ended. Please start a new chat.") from None
    except RPCError as err:
        hub.turn_failed(mid)
        await limiter.refund(session_id)
        MESSAGES.labels(status="failed").inc()
        ERRORS.labels(type=UNAVAILABLE).inc()
        log.warning("send_message_failed", session_id=session_id, error=err.status.name if err.status else "rpc")
        raise FrameError(UNAVAILABLE, "The concierge is unavailable right now. Please try again shortly.") from None
    except Exception:
        hub.turn_failed(mid)
        await limiter.refund(session_id)
        raise
    MESSAGES.labels(status="accepted").inc()
    hub.traveller_message(mid, text)  # every tab of the session shows what was typed in one of them
    if announce is not None:  # and every tab on the other bridge replicas (api.hints)
        await announce(session_id, mid, text)
    log.info("message_sent", session_id=session_id, message_id=mid, chars=len(text))
    return mid, started
