"""The answer-ready hint: a model call that ends its turn (no tool to run) tells bridges on the
session's events channel, after its last delta, streaming or not; a call that asks for tools
does not (its turn goes on). Redis is a real redis-server; the model a fake Anthropic API."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from temporalio.testing import ActivityEnvironment

from activities.llm import LlmActivities
from activities.models import reset_model_clients
from activities.notify import ANSWER_READY, events_channel
from activities.stream import deltas_channel
from tests.activities.models.test_streaming import TRIP_TEXT, llm_request, model_settings
from tests.fakes import run_fake
from tests.fakes.anthropic_server import FakeAnthropicServer, anthropic_message

TOOL_CALL = [
    {"type": "text", "text": "Let me look at the trips."},
    {"type": "tool_use", "id": "toolu_1", "name": "getTrips", "input": {"destination": "Kep"}},
]


async def _published(redis_url: str, blocks: list[dict[str, Any]], stop: str, **settings: str) -> list[tuple[str, Any]]:
    """Every message on the session's delta and events channels while one call_llm runs, in order."""
    import redis.asyncio as redis

    sid = "6f1c7a52-0000-4000-8000-0000000000b1"
    reset_model_clients()
    server = FakeAnthropicServer(replay=lambda body: anthropic_message(blocks, stop))
    client = redis.from_url(redis_url)
    pubsub = client.pubsub()
    await pubsub.subscribe(deltas_channel(sid), events_channel(sid))
    seen: list[tuple[str, Any]] = []
    try:
        with run_fake(server.app) as url:
            activities = LlmActivities(model_settings(url, REDIS_URL=redis_url, **settings))
            await ActivityEnvironment().run(
                activities.call_llm, llm_request(sid, "msg-1", [{"role": "user", "content": "Hi"}])
            )
            await activities.aclose()
        deadline = asyncio.get_running_loop().time() + 1.0
        while asyncio.get_running_loop().time() < deadline:
            message = await pubsub.get_message(ignore_subscribe_messages=True, timeout=0.2)
            if message is not None:
                channel = message["channel"].decode()
                seen.append(("events" if channel == events_channel(sid) else "deltas", json.loads(message["data"])))
    finally:
        await pubsub.aclose()
        await client.aclose()
        reset_model_clients()
    return seen


@pytest.mark.parametrize("streaming", ["1", "0"])
async def test_a_call_that_ends_the_turn_hints_its_answer_after_every_delta(redis_url: str, streaming: str) -> None:
    seen = await _published(redis_url, [{"type": "text", "text": TRIP_TEXT}], "end_turn", LLM_STREAMING=streaming)
    hints = [data for channel, data in seen if channel == "events"]
    assert hints == [{"type": ANSWER_READY, "message_id": "msg-1"}]
    assert seen[-1][0] == "events"  # no delta trails the hint
    deltas = "".join(data["text"] for channel, data in seen if channel == "deltas")
    assert deltas == (TRIP_TEXT if streaming == "1" else "")


async def test_a_call_that_asks_for_tools_hints_nothing(redis_url: str) -> None:
    seen = await _published(redis_url, TOOL_CALL, "tool_use")
    assert [channel for channel, _ in seen if channel == "events"] == []
    assert any(channel == "deltas" for channel, _ in seen)  # its lead-in still streams
