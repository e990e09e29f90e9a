"""Payment events from the backend: the webhook and the Redis relay, both → the payment ledger.

``POST /v1/payments/events`` (header ``X-Service-Key``, compared in constant time) and a Redis
pattern subscription on ``payment_events:*`` (the seeds' channel, one per user id) do the same:
check size and shape (api.limits), validate the event, and record it in its intent's
``PaymentLedgerWorkflow`` (workflow id ``payment-{intent}``, signal-with-start). The webhook answers
202 once Temporal has it, whether or not a session matches; the ledger forwards it to the session
(from ``session_id`` or the ``DerlgPaymentIntent`` search attribute) and flags what it cannot
deliver for operators. Ledger and session both ignore a repeated ``event_id``.
"""

from __future__ import annotations

import asyncio
import hmac
import re
import uuid
from typing import Any, Awaitable, Callable, Optional

import structlog
from fastapi import APIRouter, Header, Request
from fastapi.responses import JSONResponse
from pydantic import ValidationError
from temporalio.client import Client
from temporalio.service import RPCError

from agent.ledger import LEDGER_SIGNAL, LedgerEntry, LedgerInput, ledger_workflow_id
from agent.signals import (
    MAX_ID_CHARS,
    TASK_QUEUE,
    PaymentEvent,
    bounded_amount,
    canonical_session_id,
    user_hash,
)
from api.limits import PAYMENT_BODY_BYTES, ShapeError, loads_bounded
from api.observability import ERRORS
from api.subscription import subscribe_forever
from workflows.ledger import PaymentLedgerWorkflow

log = structlog.get_logger("derlg.bridge.payments")

PAYMENT_CHANNEL_PATTERN = "payment_events:*"
RELAY_ATTEMPTS = 4
_INTENT_RE = re.compile(r"^[A-Za-z0-9_.:\-]{1,200}$")


class PaymentRefused(Exception):
    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(message)
        self.status, self.code, self.message = status, code, message


def parse_payment(body: Any, default_event_id: bool = False) -> tuple[Optional[str], PaymentEvent]:
    """(session_id or None, PaymentEvent) from a webhook body / relay message; PaymentRefused(422)."""
    if not isinstance(body, dict):
        raise PaymentRefused(422, "invalid_payment_event", "The body must be a JSON object.")
    data = dict(body)
    raw_sid = data.pop("session_id", None)
    if default_event_id and not data.get("event_id"):
        data["event_id"] = f"relay-{uuid.uuid4()}"
    try:
        event = PaymentEvent.model_validate(data)
    except ValidationError as err:
        first = err.errors()[0]
        where = ".".join(str(p) for p in first.get("loc", ())) or "body"
        raise PaymentRefused(422, "invalid_payment_event", f"{where}: {first.get('msg')}") from None
    if not _INTENT_RE.match(event.payment_intent_id):
        raise PaymentRefused(422, "invalid_payment_event", "payment_intent_id has invalid characters.")
    for name in ("event_id", "booking_id"):
        value = getattr(event, name)
        if value is not None and not 0 < len(value) <= MAX_ID_CHARS:
            raise PaymentRefused(422, "invalid_payment_event", f"{name} must be 1-{MAX_ID_CHARS} characters.")
    if event.amount_usd is not None and bounded_amount(event.amount_usd) is None:
        raise PaymentRefused(422, "invalid_payment_event", "amount_usd must be a non-negative number.")
    sid: Optional[str] = None
    if raw_sid not in (None, ""):
        try:
            sid = canonical_session_id(str(raw_sid))
        except ValueError:
            raise PaymentRefused(422, "invalid_payment_event", "session_id must be a UUID.") from None
    return sid, event


async def record_payment(
    client: Client,
    task_queue: str,
    session_id: Optional[str],
    event: PaymentEvent,
    source: str,
    user_id: Optional[str] = None,
) -> str:
    """Record the event in its intent's PaymentLedgerWorkflow (signal-with-start ``record``); the
    ledger forwards it to the session. Returns the ledger's workflow id. RPCError when Temporal
    does not take it (the caller answers 503 / retries): nothing is lost silently."""
    entry = LedgerEntry(
        event=event, session_id=session_id, source=source, user_hash=user_hash(user_id) if user_id else None
    )
    wid = ledger_workflow_id(event.payment_intent_id)
    await client.start_workflow(
        PaymentLedgerWorkflow.run,
        LedgerInput(payment_intent_id=event.payment_intent_id),
        id=wid,
        task_queue=task_queue,
        start_signal=LEDGER_SIGNAL,
        start_signal_args=[entry],
    )
    log.info(
        "payment_event_recorded",
        ledger=wid,
        session_id=session_id,
        event_id=event.event_id,
        payment_intent_id=event.payment_intent_id,
        status=event.status,
        source=source,
    )
    return wid


def build_router(
    service_key: Callable[[], str],
    get_client: Callable[[], Awaitable[Client]],
    task_queue: Callable[[], str] = lambda: TASK_QUEUE,
) -> APIRouter:
    router = APIRouter()

    @router.post("/v1/payments/events", status_code=202)
    async def payment_webhook(request: Request, x_service_key: Optional[str] = Header(None)) -> Any:
        if not x_service_key or not hmac.compare_digest(x_service_key.encode(), service_key().encode()):
            ERRORS.labels(type="unauthorized").inc()
            return _error(401, "unauthorized", "Missing or wrong X-Service-Key.")
        try:
            body = loads_bounded(await request.body())
        except ShapeError:
            return _error(422, "invalid_json", "The body is nested too deeply.")
        except ValueError:
            return _error(422, "invalid_json", "The body is not valid JSON.")
        try:
            sid, event = parse_payment(body)
        except PaymentRefused as err:
            ERRORS.labels(type=err.code).inc()
            return _error(err.status, err.code, err.message)
        try:
            ledger = await record_payment(await get_client(), task_queue(), sid, event, "webhook")
        except Exception as err:  # noqa: BLE001 - not recorded: the sender must retry
            ERRORS.labels(type="payment_not_recorded").inc()
            log.warning("payment_not_recorded", event_id=event.event_id, error=type(err).__name__)
            return JSONResponse(
                {"error": {"code": "unavailable", "message": "Not recorded; retry later."}},
                status_code=503,
                headers={"Retry-After": "5"},
            )
        return {
            "accepted": True,
            "recorded": True,
            "event_id": event.event_id,
            "payment_intent_id": event.payment_intent_id,
            "ledger_workflow_id": ledger,
            "session_id": sid,
        }

    return router


def _error(status: int, code: str, message: str) -> JSONResponse:
    return JSONResponse({"error": {"code": code, "message": message}}, status_code=status)


class PaymentRelay:
    """Redis subscriber on ``payment_events:*``: bad messages are logged and skipped."""

    def __init__(self, redis: Any, get_client: Callable[[], Awaitable[Client]], task_queue: str = TASK_QUEUE) -> None:
        self.redis = redis
        self.get_client = get_client
        self.task_queue = task_queue
        self.ready = False
        self.delivered = 0
        self.skipped = 0

    async def handle(self, raw: Any, channel: str) -> bool:
        try:
            if len(raw) > PAYMENT_BODY_BYTES:
                raise PaymentRefused(413, "too_large", f"Relay message over {PAYMENT_BODY_BYTES} bytes.")
            body = loads_bounded(raw)
            sid, event = parse_payment(body, default_event_id=True)
            for attempt in range(RELAY_ATTEMPTS):
                try:
                    await record_payment(
                        await self.get_client(),
                        self.task_queue,
                        sid,
                        event,
                        "relay",
                        user_id=channel.split(":", 1)[1][:200] if ":" in channel else None,
                    )
                    break
                except RPCError as err:  # Temporal briefly unreachable: retry, then give up loudly
                    if attempt == RELAY_ATTEMPTS - 1:
                        raise
                    log.warning("payment_relay_retry", error=type(err).__name__, attempt=attempt + 1)
                    await asyncio.sleep(0.5 * 2**attempt)
            self.delivered += 1
            return True
        except (ValueError, PaymentRefused) as err:
            self.skipped += 1
            code = err.code if isinstance(err, PaymentRefused) else "invalid_json"
            ERRORS.labels(type=f"relay_{code}").inc()
            log.warning("payment_relay_skipped", channel_kind="payment_events", code=code)
            return False

    async def run(self) -> None:
        await subscribe_forever(self.redis, PAYMENT_CHANNEL_PATTERN, self._on_message, self._on_state, "payment_relay")

    async def _on_message(self, channel: str, data: Any) -> None:
        try:
            await self.handle(data, channel)
        except Exception as err:  # noqa: BLE001 - one bad delivery never stops the relay
            ERRORS.labels(type="relay_failed").inc()
            log.warning("payment_relay_failed", error=type(err).__name__)

    def _on_state(self, up: bool) -> None:
        self.ready = up
