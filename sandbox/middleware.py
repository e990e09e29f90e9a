"""Pure ASGI middleware: fault injection (outermost) and Idempotency-Key replay.

Order on the way in: faults -> idempotency -> routes. A 503 injected by the faults layer never
reaches the idempotency layer, so it is never stored; a timeout in the ``after`` phase lets the
request run (and be stored) and only holds the answer back.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import structlog
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from agent.tools.catalog import API_PREFIX
from sandbox.errors import error_body
from sandbox.faults import Faults
from sandbox.store import Store, StoredResponse

log = structlog.get_logger("sandbox")


def _header(scope: Scope, name: bytes) -> str | None:
    for key, value in scope.get("headers", []):
        if key.lower() == name:
            return value.decode("latin-1")
    return None


async def _send_json(send: Send, status: int, body: dict[str, Any]) -> None:
    raw = json.dumps(body).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(raw)).encode())],
        }
    )
    await send({"type": "http.response.body", "body": raw})


class FaultMiddleware:
    def __init__(self, app: ASGIApp, faults: Faults):
        self.app = app
        self.faults = faults

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not self.faults.matches(scope["path"]):
            await self.app(scope, receive, send)
            return
        cfg = self.faults.config
        if cfg.latency_ms:
            await asyncio.sleep(cfg.latency_ms / 1000)
        decision = self.faults.decide()
        if decision != "pass":
            log.info(
                "sandbox.fault_injected", path=scope["path"], fault=decision, session_id=_header(scope, b"x-session-id")
            )
        if decision == "error":
            await _send_json(
                send, 503, error_body("BACKEND_ERROR", "The service is temporarily unavailable (injected fault).")
            )
            return
        if decision == "timeout_before":  # hang, then give up without running the request
            await asyncio.sleep(cfg.timeout_seconds)
            await _send_json(send, 504, error_body("TIMEOUT", "The service did not answer in time (injected fault)."))
            return
        if decision == "timeout_after":
            held: list[Message] = []

            async def hold(message: Message) -> None:
                held.append(message)

            await self.app(scope, receive, hold)
            await asyncio.sleep(cfg.timeout_seconds)
            for message in held:
                await send(message)
            return
        await self.app(scope, receive, send)


class IdempotencyMiddleware:
    """Same ``Idempotency-Key`` on the same path -> the same stored answer, run only once."""

    def __init__(self, app: ASGIApp, store: Store):
        self.app = app
        self.store = store

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        key = _header(scope, b"idempotency-key") if scope["type"] == "http" else None
        if not key or scope.get("method") != "POST" or not scope["path"].startswith(API_PREFIX + "/"):
            await self.app(scope, receive, send)
            return
        record_key = (scope["path"], key)
        async with self.store.idem_lock(record_key):
            stored = self.store.idempotency.get(record_key)
            if stored is not None:
                log.info("sandbox.idempotent_replay", path=scope["path"], session_id=_header(scope, b"x-session-id"))
                headers = [h for h in stored.headers if h[0].lower() != b"content-length"]
                headers += [(b"content-length", str(len(stored.body)).encode()), (b"idempotent-replayed", b"true")]
                await send({"type": "http.response.start", "status": stored.status, "headers": headers})
                await send({"type": "http.response.body", "body": stored.body})
                return
            captured: dict[str, Any] = {"status": 0, "headers": [], "body": b""}

            async def capture(message: Message) -> None:
                if message["type"] == "http.response.start":
                    captured["status"] = message["status"]
                    captured["headers"] = list(message.get("headers", []))
                elif message["type"] == "http.response.body":
                    captured["body"] += message.get("body", b"")
                await send(message)

            await self.app(scope, receive, capture)
            status = captured["status"]
            if 200 <= status < 500 and status not in (401, 429):
                self.store.idempotency[record_key] = StoredResponse(status, captured["headers"], captured["body"])
