"""The sandbox backend on a real socket with a request recorder, and a helper that runs one tool
through its Temporal activity and checks the request the sandbox received."""

from __future__ import annotations

import json
import uuid
from datetime import date, timedelta
from typing import Any

from temporalio.testing import ActivityEnvironment

from activities.tools import ToolActivities
from agent.settings import Settings
from agent.tools.calls import ToolCall, ToolOutcome
from agent.tools.catalog import API_PREFIX, ENDPOINTS, endpoint_path
from tests.support import serve_asgi

SERVICE_KEY = "activities-test-key"
SESSION_ID = str(uuid.UUID("2b0c8d4e-1f3a-4d5b-9c6e-7a8b9c0d1e2f"))
WORKFLOW_ID = f"session-{SESSION_ID}"
USER_ID = "user-activities-1"
TRAVEL = date.today() + timedelta(days=40)


# ---------------------------------------------------------------- sandbox harness


class Recorder:
    """ASGI wrapper around the sandbox: records every ``/v1/ai-tools`` request (headers and body)."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.requests: list[dict[str, Any]] = []

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http" or not scope["path"].startswith(API_PREFIX + "/"):
            await self.app(scope, receive, send)
            return
        chunks: list[bytes] = []
        more = True
        while more:
            message = await receive()
            chunks.append(message.get("body", b""))
            more = message.get("more_body", False)
        raw = b"".join(chunks)
        record: dict[str, Any] = {
            "path": scope["path"],
            "headers": {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]},
            "body": json.loads(raw) if raw else None,
        }
        self.requests.append(record)

        replayed = False

        async def replay() -> Any:
            nonlocal replayed
            if replayed:
                return await receive()  # after the body: disconnects come from the real connection
            replayed = True
            return {"type": "http.request", "body": raw, "more_body": False}

        await self.app(scope, replay, send)

    def for_tool(self, name: str) -> list[dict[str, Any]]:
        return [r for r in self.requests if r["path"] == endpoint_path(name)]


class Sandbox:
    def __init__(self, app: Any, recorder: Recorder, url: str, settings: Settings) -> None:
        self.app, self.recorder, self.url, self.settings = app, recorder, url, settings


def serve(app: Any):
    return serve_asgi(app, force_exit=True)


def make_settings(url: str = "http://127.0.0.1:1") -> Settings:
    return Settings(  # type: ignore[call-arg]
        BACKEND_URL=url,
        AI_SERVICE_KEY=SERVICE_KEY,
        TOOL_TIMEOUT_SECONDS=5,
        MODEL_BACKEND="scripted",
        REDIS_URL=None,
    )


_counter = iter(range(1, 10_000))


def make_call(name: str, tool_input: dict[str, Any], language: str = "EN") -> ToolCall:
    tool_use_id = f"toolu_{next(_counter):04d}"
    return ToolCall(
        session_id=SESSION_ID,
        tool_use_id=tool_use_id,
        name=name,
        input=tool_input,
        language=language,  # type: ignore[arg-type]
        user_id=USER_ID,
        idempotency_key=f"{WORKFLOW_ID}:turn-1:{tool_use_id}",
    )


async def run_tool(
    sandbox: Sandbox, tools: ToolActivities, name: str, tool_input: dict[str, Any], language: str = "EN"
) -> tuple[dict[str, Any], dict[str, Any]]:
    """Run tool ``name`` through its activity; return (data, the request the sandbox received)."""
    call = make_call(name, tool_input, language)
    before = len(sandbox.recorder.for_tool(name))
    outcome = await ActivityEnvironment().run(getattr(tools, name), call)
    assert isinstance(outcome, ToolOutcome)
    assert outcome.name == name and outcome.tool_use_id == call.tool_use_id
    received = sandbox.recorder.for_tool(name)
    assert len(received) == before + 1, f"{name}: expected exactly one request"
    request = received[-1]
    headers = request["headers"]
    assert headers["x-service-key"] == SERVICE_KEY
    assert headers["accept-language"] == language
    assert headers["x-session-id"] == SESSION_ID
    assert headers["idempotency-key"] == call.idempotency_key
    assert headers["x-request-id"]
    spec = ENDPOINTS[name]
    if spec.injects_user_id:
        assert request["body"]["user_id"] == USER_ID
    else:
        assert "user_id" not in request["body"]
    if spec.injects_language:
        assert request["body"]["language"] == tool_input.get("language", language)
    assert outcome.result["success"] is True, f"{name}: {outcome.result}"
    return outcome.result["data"], request


TRIP_KEYS = {
    "id",
    "name",
    "region",
    "tier",
    "environment",
    "moods",
    "duration_days",
    "price_usd",
    "tagline",
    "highlights",
    "image_url",
    "difficulty",
}


BOOKING_INPUT = {
    "trip_id": "trip_007",
    "travel_date": TRAVEL.isoformat(),
    "end_date": (TRAVEL + timedelta(days=1)).isoformat(),
    "people_count": 2,
    "pickup_location": "Riverside, Phnom Penh",
    "customer_name": "Sok Dara",
    "customer_phone": "+855 12 345 678",
    "customer_email": "dara@example.com",
}
