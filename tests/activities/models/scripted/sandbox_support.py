"""The real sandbox backend, in process, as the tool executor of ``tests.scripted_support.run_turn``:
whole conversations with the offline model against the sandbox's catalogue, prices and bookings
(the body and headers the worker's backend client would send)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from fastapi.testclient import TestClient

from activities.backend import build_body
from agent.settings import Settings
from agent.state import ConversationState
from agent.tools.calls import ToolCall
from agent.tools.catalog import endpoint_path
from sandbox import create_app
from sandbox.clock import ManualClock
from tests.sandbox.support import FakeTemporal

KEY = "conversation-corpus-key"


class SandboxBackend:
    """Every tool call goes to an in-process sandbox on a manual clock; ``sent`` keeps the bodies."""

    def __init__(self, now: datetime) -> None:
        settings = Settings(AI_SERVICE_KEY=KEY)  # type: ignore[call-arg]
        self.clock = ManualClock(now)
        self.client = TestClient(create_app(settings, FakeTemporal().factory, clock=self.clock))
        self.calls: list[tuple[str, dict[str, Any]]] = []

    def __call__(self, name: str, inp: dict[str, Any], state: ConversationState) -> dict[str, Any]:
        self.calls.append((name, inp))
        call = ToolCall(
            session_id=state.session_id,
            tool_use_id=f"toolu_{len(self.calls)}",
            name=name,
            input=inp,
            language=state.preferred_language,
            user_id=state.user_id,
            idempotency_key=f"session-{state.session_id}:{len(self.calls)}",
        )
        headers = {
            "X-Service-Key": KEY,
            "Accept-Language": call.language,
            "X-Session-Id": call.session_id,
            "Idempotency-Key": call.idempotency_key,
        }
        response = self.client.post(endpoint_path(name), json=build_body(call), headers=headers)
        result = response.json()
        assert isinstance(result, dict) and "success" in result, (name, response.status_code, response.text)
        return result

    def sent(self, name: str) -> dict[str, Any]:
        """The last body sent for tool ``name``."""
        return [inp for called, inp in self.calls if called == name][-1]
