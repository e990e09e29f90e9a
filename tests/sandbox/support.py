"""The sandbox backend in process for tests: a TestClient app on a manual clock with a fake Temporal
client that records the signals it is sent."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Any, Optional

from fastapi.testclient import TestClient

from agent.settings import Settings
from agent.tools.catalog import endpoint_path
from sandbox import create_app
from sandbox.clock import ManualClock

KEY = "test-service-key"
SESSION = str(uuid.uuid4())
START = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)
TRAVEL = "2026-04-20"
END = "2026-04-22"


def family_beach_search(budget_max: int) -> dict[str, Any]:
    """A getTripSuggestions body: a 3-day family beach trip from Phnom Penh, $100 to ``budget_max`` each."""
    return {
        "mood": "family",
        "environment": "BEACH",
        "duration_days": 3,
        "budget_usd": {"min": 100, "max": budget_max},
        "departure_city": "Phnom Penh",
    }


class FakeHandle:
    def __init__(self, client: FakeTemporal, workflow_id: str):
        self.client, self.workflow_id = client, workflow_id

    async def signal(self, name: str, arg: Any) -> None:
        if self.client.fail:
            raise RuntimeError("temporal unreachable")
        self.client.calls.append((self.workflow_id, name, arg))


class FakeTemporal:
    """Records what the sandbox signals; stands in for temporalio.client.Client."""

    def __init__(self, fail: bool = False):
        self.calls: list[tuple[str, str, Any]] = []
        self.connects = 0
        self.fail = fail

    def get_workflow_handle(self, workflow_id: str) -> FakeHandle:
        return FakeHandle(self, workflow_id)

    async def factory(self) -> FakeTemporal:
        self.connects += 1
        return self


class Sandbox:
    def __init__(self, hold_seconds: int = 900, fail_signal: bool = False, **app_kwargs: Any):
        self.settings = Settings(AI_SERVICE_KEY=KEY, SANDBOX_HOLD_SECONDS=hold_seconds)  # type: ignore[call-arg]
        self.clock = ManualClock(START)
        self.temporal = FakeTemporal(fail=fail_signal)
        self.app = create_app(self.settings, self.temporal.factory, clock=self.clock, **app_kwargs)
        self.client = TestClient(self.app)

    def call(
        self,
        tool: str,
        body: dict[str, Any],
        lang: str = "EN",
        key: Optional[str] = KEY,
        idem: Optional[str] = None,
        session: Optional[str] = SESSION,
    ):
        headers = {"Accept-Language": lang}
        if key is not None:
            headers["X-Service-Key"] = key
        if idem:
            headers["Idempotency-Key"] = idem
        if session:
            headers["X-Session-Id"] = session
        return self.client.post(endpoint_path(tool), json=body, headers=headers)

    def data(self, tool: str, body: dict[str, Any], **kw: Any) -> dict[str, Any]:
        resp = self.call(tool, body, **kw)
        assert resp.status_code == 200, resp.text
        payload = resp.json()
        assert payload["success"] is True
        return payload["data"]

    def error(self, tool: str, body: dict[str, Any], status: int, **kw: Any) -> dict[str, Any]:
        resp = self.call(tool, body, **kw)
        assert resp.status_code == status, resp.text
        payload = resp.json()
        assert payload["success"] is False and set(payload["error"]) >= {"code", "message"}
        return payload["error"]

    def book(self, trip_id: str = "trip_001", people: int = 2, **extra: Any) -> dict[str, Any]:
        idem, lang = extra.pop("idem", None), extra.pop("lang", None)
        body = {
            "trip_id": trip_id,
            "travel_date": TRAVEL,
            "end_date": END,
            "people_count": people,
            "pickup_location": "Hotel lobby",
            "customer_name": "Sokha Chan",
            "customer_phone": "012 345 678",
            "customer_email": "sokha@example.com",
            **extra,
        }
        return self.data("createBooking", body, idem=idem, **({"lang": lang} if lang else {}))

    def sandbox_post(self, path: str, body: Optional[dict[str, Any]] = None, key: Optional[str] = KEY):
        headers = {"X-Service-Key": key} if key else {}
        return self.client.post(path, json=body or {}, headers=headers)
