"""Issue 22's journey: a paid booking, then the traveller states a safety-relevant request.

Shared by tests/workflows/test_late_request.py and ``python -m tests.record_history late_request``
(the saved history the replay test runs). The model is a fake Anthropic API answering by rule:
the allergy message gets ``updateTravellerPreferences`` with ``special_needs``; anything else,
and every tool result, a short text.
"""

from __future__ import annotations

from contextlib import asynccontextmanager
from typing import Any, AsyncIterator, Optional

from agent.state import AgentState
from tests.fakes import run_fake
from tests.fakes.anthropic_server import FakeAnthropicServer, anthropic_text, anthropic_tool_uses
from tests.support import say
from tests.workflows.test_trip_timers import Trip, booked_trip

ALLERGY = "One of us has a severe peanut allergy: no peanuts in any meal, please."
TOOL_USE_ID = "toolu_allergy"
ITINERARY_USE_ID = "toolu_plan"


def _blocks(message: dict[str, Any]) -> list[dict[str, Any]]:
    content = message.get("content")
    return content if isinstance(content, list) else [{"type": "text", "text": str(content)}]


def fake_model(body: dict[str, Any], with_itinerary: Optional[dict[str, Any]] = None) -> dict[str, Any]:
    """``with_itinerary``: the booking (trip_id, booking_id) whose plan the model also asks for, in
    the same response."""
    blocks = _blocks(body["messages"][-1])
    if any(b.get("type") == "tool_result" for b in blocks):
        return anthropic_text("Noted.")
    said = " ".join(str(b.get("text") or "") for b in blocks).lower()
    if "peanut" in said:
        calls = [(TOOL_USE_ID, "updateTravellerPreferences", {"special_needs": ALLERGY})]
        if with_itinerary:
            plan = {"trip_id": with_itinerary["trip_id"], "booking_id": with_itinerary["booking_id"]}
            calls.append((ITINERARY_USE_ID, "getTripItinerary", plan))
        return anthropic_tool_uses(calls)
    return anthropic_text("Thank you.")


def tool_results(body: dict[str, Any]) -> dict[str, Any]:
    """The tool results a model request carries, by tool_use id (as the model reads them)."""
    import json

    return {
        b["tool_use_id"]: json.loads(b["content"])
        for m in body["messages"]
        for b in _blocks(m)
        if b.get("type") == "tool_result"
    }


@asynccontextmanager
async def late_request_after_payment(
    env: Any, faults: Optional[dict[str, Any]] = None, with_itinerary: bool = False
) -> AsyncIterator[tuple[Trip, FakeAnthropicServer]]:
    """Pay a real sandbox booking, wait for POST_BOOKING, then state the allergy (one turn);
    ``faults``: the sandbox's fault knobs (POST /sandbox/faults) set just before;
    ``with_itinerary``: the model asks for the booking's plan in the same response."""
    booking: list[dict[str, Any]] = []
    fake = FakeAnthropicServer(replay=lambda body: fake_model(body, booking[0] if booking else None))
    with run_fake(fake.app) as base_url:
        async with booked_trip(
            env,
            days_ahead=30,
            MODEL_BACKEND="anthropic",
            ANTHROPIC_API_KEY="sk-ant-test-key",
            ANTHROPIC_BASE_URL=base_url,
        ) as trip:
            if with_itinerary:
                booking.append(trip.booking)
            await trip.pay()
            await trip.state_when(lambda s: s.state == AgentState.POST_BOOKING and s.last_seq >= 1)
            if faults:
                assert (await trip.http.post("/sandbox/faults", json=faults)).status_code == 200
            await say(trip.client, trip.sid, ALLERGY)
            yield trip, fake
