"""A fake backend on a real socket and a BackendClient pointed at it (tests of activities/backend.py)."""

from __future__ import annotations

import asyncio
import contextlib
import socket
from datetime import date, timedelta
from typing import Any, AsyncIterator, Callable, Optional

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, PlainTextResponse

from activities.backend import (
    BackendClient,
)
from agent.settings import Settings
from agent.tools.calls import ToolCall
from tests.support import serve_asgi

SERVICE_KEY = "test-service-key-123"
SESSION_ID = "6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab"


# ---------------------------------------------------------------- helpers


def serve(app: Any):
    return serve_asgi(app, lifespan="off", force_exit=True)


def _free_socket() -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    return sock


Responder = Callable[[int, str, dict[str, Any]], Any]


class FakeBackend:
    """Records every request; answers with ``responder(n, path, body)`` -> (status, body) | "hang"."""

    def __init__(self, responder: Optional[Responder] = None) -> None:
        self.requests: list[dict[str, Any]] = []
        self.responder: Responder = responder or (lambda n, path, body: (200, {"success": True, "data": {"n": n}}))
        self.release = asyncio.Event()
        self.app = FastAPI()

        @self.app.post("/v1/ai-tools/{rest:path}")
        async def tool(rest: str, request: Request) -> Any:
            body = await request.json()
            self.requests.append({"path": request.url.path, "headers": dict(request.headers), "body": body})
            answer = self.responder(len(self.requests), request.url.path, body)
            if answer == "hang":
                await self.release.wait()
                return JSONResponse({"success": True, "data": {}})
            status, payload = answer
            if isinstance(payload, str):
                return PlainTextResponse(payload, status_code=status)
            return JSONResponse(payload, status_code=status)

    @property
    def count(self) -> int:
        return len(self.requests)


def make_settings(url: str, **extra: Any) -> Settings:
    values: dict[str, Any] = {
        "BACKEND_URL": url,
        "AI_SERVICE_KEY": SERVICE_KEY,
        "TOOL_TIMEOUT_SECONDS": 0.5,
        "MODEL_BACKEND": "scripted",
        "REDIS_URL": None,
    }
    values.update(extra)
    return Settings(**values)  # type: ignore[arg-type]


def make_call(name: str, tool_input: dict[str, Any], **extra: Any) -> ToolCall:
    values: dict[str, Any] = {
        "session_id": SESSION_ID,
        "tool_use_id": "toolu_01",
        "name": name,
        "input": tool_input,
        "language": "EN",
        "user_id": "user-42",
        "idempotency_key": f"session-{SESSION_ID}:t1:toolu_01",
    }
    values.update(extra)
    return ToolCall(**values)


@contextlib.asynccontextmanager
async def client_for(fake: FakeBackend, **settings_extra: Any) -> AsyncIterator[BackendClient]:
    async with serve(fake.app) as url:
        client = BackendClient(make_settings(url, **settings_extra))
        try:
            yield client
        finally:
            fake.release.set()
            await client.aclose()


WEATHER = {"destination": "Kampot", "date": "2026-12-01"}
TRAVEL = date.today() + timedelta(days=30)
BOOKING_INPUT = {
    "trip_id": "trip_001",
    "travel_date": TRAVEL.isoformat(),
    "end_date": (TRAVEL + timedelta(days=2)).isoformat(),
    "people_count": 2,
    "pickup_location": "Riverside Hotel, Phnom Penh",
    "customer_name": "Sok Dara",
    "customer_phone": "+85512345678",
    "customer_email": "dara@example.com",
}
