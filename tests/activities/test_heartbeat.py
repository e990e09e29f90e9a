"""Heartbeats while activities wait (issue 15): the helper, and the LLM and tool activities use it."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

import pytest
from temporalio import activity
from temporalio.testing import ActivityEnvironment

from activities.heartbeat import beat, heartbeating
from agent.signals import SessionConfig
from workflows.options import HEARTBEAT_TIMEOUT, llm_options, notify_options, tool_options


def _recording_env() -> tuple[ActivityEnvironment, list[tuple]]:
    beats: list[tuple] = []
    env = ActivityEnvironment()
    env.on_heartbeat = lambda *details: beats.append(details)
    return env, beats


async def _slow(seconds: float, every: float) -> str:
    async with heartbeating(every):
        await asyncio.sleep(seconds)
    await asyncio.sleep(3 * every)  # no beats once the block is left
    return "done"


async def test_heartbeating_beats_while_the_block_waits_and_stops_after():
    env, beats = _recording_env()

    @activity.defn
    async def slow() -> str:
        return await _slow(0.55, 0.1)

    assert await env.run(slow) == "done"
    assert 4 <= len(beats) <= 6, beats  # at 0.1, 0.2 ... 0.5 s: none at once, none after the block


async def test_a_call_shorter_than_the_interval_sends_no_heartbeat():
    """The heartbeat timeout runs from the activity's start: a quick call needs no beat (issue 26)."""
    env, beats = _recording_env()

    @activity.defn
    async def quick() -> str:
        return await _slow(0.02, 0.1)

    assert await env.run(quick) == "done"
    assert beats == []


async def test_heartbeat_helpers_are_noops_outside_an_activity():
    beat("x")
    async with heartbeating(0.01):
        await asyncio.sleep(0.03)


async def test_an_exception_in_the_block_stops_the_beats():
    env, beats = _recording_env()

    @activity.defn
    async def failing() -> None:
        with pytest.raises(RuntimeError):
            async with heartbeating(0.05):
                await asyncio.sleep(0.12)
                raise RuntimeError("backend blew up")
        seen = len(beats)
        await asyncio.sleep(0.2)
        assert len(beats) == seen

    await env.run(failing)
    assert beats, "the block beat while it waited"


def test_llm_and_tool_activities_have_a_short_heartbeat_timeout():
    config = SessionConfig()
    for options in (llm_options(config), tool_options(config)):
        assert options["heartbeat_timeout"] == HEARTBEAT_TIMEOUT
        # a dead worker is noticed well before the call's own start-to-close
        assert HEARTBEAT_TIMEOUT.total_seconds() * 2 <= options["start_to_close_timeout"].total_seconds()
    assert "heartbeat_timeout" not in notify_options()  # 2 s start-to-close is already short


async def test_llm_and_tool_activities_beat_while_waiting(monkeypatch):
    """The real activities: a slow scripted model call and a slow backend call both heartbeat."""
    from activities import heartbeat
    from activities.llm import LlmActivities
    from activities.tools import ToolActivities
    from agent.model import LlmRequest
    from agent.settings import Settings
    from agent.state import ConversationState
    from agent.tools.calls import ToolCall

    monkeypatch.setattr(heartbeat, "HEARTBEAT_EVERY_SECONDS", 0.05)
    now = datetime.now(UTC)
    settings = Settings(_env_file=None, MODEL_BACKEND="scripted", SCRIPTED_MODEL_LATENCY_MS=400)  # type: ignore[call-arg]
    request = LlmRequest(
        session_id="s1",
        state=ConversationState(session_id="s1", created_at=now, last_active=now),
        messages=[{"role": "user", "content": "Hello"}],
    )
    env, beats = _recording_env()
    await env.run(LlmActivities(settings).call_llm, request)
    assert len(beats) >= 5, f"LLM activity: {len(beats)} heartbeats during a 400 ms model call"

    class SlowBackend:
        async def call(self, call: ToolCall) -> dict:
            await asyncio.sleep(0.4)
            return {"success": True, "data": {}}

    beats.clear()
    call = ToolCall(
        session_id="s1",
        tool_use_id="t1",
        name="getPlaces",
        input={"category": "temple"},
        language="EN",
        idempotency_key="k",
    )
    outcome = await env.run(ToolActivities(SlowBackend()).getPlaces, call)  # type: ignore[arg-type]
    assert outcome.result["success"] is True
    assert len(beats) >= 5, f"tool activity: {len(beats)} heartbeats during a 400 ms backend call"


def test_the_worker_forwards_heartbeats_well_within_the_timeout(monkeypatch):
    """The SDK's default throttle (0.8 x timeout = 4 s) left 1 s of slack: a loaded worker lost its
    first model call. The worker caps the throttle so a stall of several seconds is forgiven."""
    import worker as worker_module
    from workflows.options import HEARTBEAT_THROTTLE

    seen: dict = {}

    class Recorder:
        def __init__(self, *args, **kwargs):
            seen.update(kwargs)
            raise RuntimeError("recorded")

    monkeypatch.setattr(worker_module, "Worker", Recorder)
    from agent.settings import Settings

    settings = Settings(_env_file=None, MODEL_BACKEND="scripted")  # type: ignore[call-arg]

    async def build() -> None:
        from types import SimpleNamespace

        from activities.temporal_client import data_converter

        client = SimpleNamespace(data_converter=data_converter())  # the warm-up reads only its converter
        async with worker_module.running_worker(client, settings):  # type: ignore[arg-type]
            pass

    with pytest.raises(RuntimeError, match="recorded"):
        asyncio.run(build())
    assert seen["max_heartbeat_throttle_interval"] == HEARTBEAT_THROTTLE
    assert HEARTBEAT_TIMEOUT - HEARTBEAT_THROTTLE >= HEARTBEAT_THROTTLE * 2
