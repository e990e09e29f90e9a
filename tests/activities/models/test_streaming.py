"""Streaming model clients (issue 14): pieces add up to the whole response, broken streams are
retryable failures, and the LLM activity publishes the pieces on Redis in order.

Model APIs are fake servers speaking the real streaming wire formats (tests/fakes/streaming.py),
reached through the official SDKs; Redis is a real redis-server.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import time
from datetime import UTC, datetime
from typing import Any, Callable

import pytest
from temporalio.exceptions import ApplicationError
from temporalio.testing import ActivityEnvironment

from activities.llm import LlmActivities
from activities.models import reset_model_clients
from activities.models.anthropic_client import AnthropicClient
from activities.models.errors import MODEL_UNAVAILABLE
from activities.models.ollama_client import OllamaClient
from activities.models.openai_client import OpenAICompatClient
from activities.models.scripted.model import ScriptedModel
from activities.stream import deltas_channel
from agent.model import LlmRequest
from agent.settings import Settings
from agent.state import ConversationState
from tests.fakes import USER_1, Reply, run_fake
from tests.fakes.anthropic_server import FakeAnthropicServer, anthropic_message
from tests.fakes.ollama_server import FakeOllamaServer, ollama_chat
from tests.fakes.openai_server import FakeOpenAIServer, openai_completion
from tests.fakes.streaming import Pace, tokens


def collector() -> tuple[list[str], Callable[[str], Any]]:
    pieces: list[str] = []

    async def sink(text: str) -> None:
        pieces.append(text)

    return pieces, sink


def anthropic_settings(url: str) -> Settings:
    return Settings(
        _env_file=None,
        MODEL_BACKEND="anthropic",
        ANTHROPIC_API_KEY="sk-ant-test",  # type: ignore[call-arg]
        ANTHROPIC_BASE_URL=url,
    )


async def test_pieces_of_several_text_blocks_add_up_to_the_response_text() -> None:
    server = FakeAnthropicServer()
    server.queue(
        Reply(
            anthropic_message(
                [
                    {"type": "text", "text": "Let me check the weather in Kampot."},
                    {
                        "type": "tool_use",
                        "id": "toolu_1",
                        "name": "getWeatherForecast",
                        "input": {"destination": "Kampot"},
                    },
                    {"type": "text", "text": "And in Kep."},
                ],
                "tool_use",
            )
        )
    )
    pieces, sink = collector()
    with run_fake(server.app) as url:
        response = await AnthropicClient(anthropic_settings(url)).create_message("s", [USER_1], [], on_text=sink)
    assert len(pieces) > 5
    assert "".join(pieces) == response.text == "Let me check the weather in Kampot.\n\nAnd in Kep."
    assert response.tool_uses[0].input == {"destination": "Kampot"}  # input_json_delta fragments merged


async def test_text_arrives_while_it_is_written() -> None:
    server = FakeAnthropicServer()
    server.pace = Pace(first_token=0.3, tokens_per_second=20)
    server.queue(Reply(anthropic_message([{"type": "text", "text": "one two three four five six"}])))
    times: list[float] = []

    async def sink(text: str) -> None:
        times.append(time.monotonic())

    with run_fake(server.app) as url:
        started = time.monotonic()
        await AnthropicClient(anthropic_settings(url)).create_message("s", [USER_1], [], on_text=sink)
        done = time.monotonic()
    assert times[0] - started >= 0.3
    assert done - times[0] >= 5 / 20 * 0.8  # the later words came after the first, at the model's pace


@pytest.mark.parametrize("backend", ["anthropic", "openai", "ollama"])
async def test_a_stream_broken_midway_is_a_retryable_failure(backend: str) -> None:
    text = "The temples of Angkor are best at sunrise and the crowds are smaller."
    broken = Pace(fail_after=3)
    server: Any
    if backend == "anthropic":
        server = FakeAnthropicServer().queue(Reply(anthropic_message([{"type": "text", "text": text}]), pace=broken))
    elif backend == "openai":
        server = FakeOpenAIServer().queue(Reply(openai_completion(text), pace=broken))
    else:
        server = FakeOllamaServer().queue(Reply(ollama_chat(text), pace=broken))
    pieces, sink = collector()
    with run_fake(server.app) as url:
        client: Any = {
            "anthropic": lambda: AnthropicClient(anthropic_settings(url)),
            "openai": lambda: OpenAICompatClient(
                Settings(
                    _env_file=None,
                    MODEL_BACKEND="openai",  # type: ignore[call-arg]
                    OPENAI_BASE_URL=f"{url}/v1",
                )
            ),
            "ollama": lambda: OllamaClient(
                Settings(
                    _env_file=None,
                    MODEL_BACKEND="ollama",  # type: ignore[call-arg]
                    OLLAMA_BASE_URL=url,
                )
            ),
        }[backend]()
        with pytest.raises(ApplicationError) as info:
            await client.create_message("s", [USER_1], [], on_text=sink)
    assert (info.value.type, info.value.non_retryable) == (MODEL_UNAVAILABLE, False)
    assert "".join(pieces) == "The temples of"  # what was shown before the break


async def test_scripted_model_streams_word_pieces_at_its_pace() -> None:
    messages = [{"role": "user", "content": "Hello! I would like a relaxing beach trip."}]
    pieces, sink = collector()
    started = time.monotonic()
    response = await ScriptedModel(stream_ms=20).create_message("You are a concierge.", messages, [], on_text=sink)
    elapsed = time.monotonic() - started
    assert len(pieces) >= 5 and "".join(pieces) == response.text
    assert elapsed >= (len(pieces) - 1) * 0.02 * 0.9
    # Without a sink (or LLM_STREAMING=0) it answers at once, identically.
    assert await ScriptedModel().create_message("You are a concierge.", messages, []) == response


# ---------------------------------------------------------------- the activity publishes on Redis


TRIP_TEXT = "Kep is quiet in March: crab market lunches, pepper farms and sunsets over the sea."


@pytest.fixture
def model_url() -> Any:
    """A fake Anthropic API that answers every call with TRIP_TEXT (streamed when asked)."""
    reset_model_clients()
    server = FakeAnthropicServer(replay=lambda body: anthropic_message([{"type": "text", "text": TRIP_TEXT}]))
    with run_fake(server.app) as url:
        yield url
    reset_model_clients()


def model_settings(url: str, **extra: Any) -> Settings:
    return Settings(
        _env_file=None,
        MODEL_BACKEND="anthropic",
        ANTHROPIC_API_KEY="sk-ant-test",  # type: ignore[call-arg]
        ANTHROPIC_BASE_URL=url,
        **extra,
    )


def llm_request(session_id: str, stream_key: str, messages: list[dict[str, Any]]) -> LlmRequest:
    state = ConversationState.new(session_id, datetime(2026, 11, 23, tzinfo=UTC), user_id="u1")
    return LlmRequest(session_id=session_id, state=state, messages=messages, stream_key=stream_key)


async def _listen(redis_url: str, channel: str, frames: list[dict[str, Any]], ready: asyncio.Event) -> None:
    import redis.asyncio as redis

    client = redis.from_url(redis_url)
    pubsub = client.pubsub()
    await pubsub.subscribe(channel)
    ready.set()
    try:
        async for message in pubsub.listen():
            if message["type"] == "message":
                frames.append(json.loads(message["data"]))
    finally:
        await pubsub.aclose()
        await client.aclose()


async def _publish_through_activity(redis_url: str, url: str, sid: str, attempt: int) -> tuple[Any, list, list]:
    """One call_llm activity run against the model at ``url``; the frames seen on its channel."""
    activities = LlmActivities(model_settings(url, REDIS_URL=redis_url))
    frames: list[dict[str, Any]] = []
    ready = asyncio.Event()
    listener = asyncio.create_task(_listen(redis_url, deltas_channel(sid), frames, ready))
    await ready.wait()
    env = ActivityEnvironment()
    env.info = dataclasses.replace(env.info, attempt=attempt)
    beats: list[Any] = []
    env.on_heartbeat = lambda *details: beats.append(details)
    messages = [{"role": "user", "content": "Hi! We want a relaxing beach trip for 3 days."}]
    try:
        response = await env.run(activities.call_llm, llm_request(sid, "msg-1", messages))
        await asyncio.sleep(0.2)
    finally:
        listener.cancel()
        await asyncio.gather(listener, return_exceptions=True)
        await activities.aclose()
    return response, frames, beats


def _assert_frames_spell(frames: list[dict[str, Any]], sid: str, attempt: int) -> None:
    assert [f["index"] for f in frames] == list(range(len(frames)))
    assert "".join(f["text"] for f in frames) == TRIP_TEXT
    assert {(f["type"], f["session_id"], f["message_id"], f["call"], f["attempt"]) for f in frames} == {
        ("text_delta", sid, "msg-1", 1, attempt)
    }


@pytest.mark.parametrize("attempt", [1, 3])
async def test_activity_publishes_deltas_in_order_equal_to_the_result(redis_url: str, attempt: int) -> None:
    """A model writing at its pace (50 tokens/s, 1.1 s first token): about one frame per piece."""
    reset_model_clients()
    server = FakeAnthropicServer(replay=lambda body: anthropic_message([{"type": "text", "text": TRIP_TEXT}]))
    server.pace = Pace(first_token=1.1, tokens_per_second=50)
    sid = "6f1c7a52-0000-4000-8000-00000000000%d" % attempt
    try:
        with run_fake(server.app) as url:
            response, frames, beats = await _publish_through_activity(redis_url, url, sid, attempt)
    finally:
        reset_model_clients()
    assert response.text == TRIP_TEXT and len(frames) >= 10
    _assert_frames_spell(frames, sid, attempt)
    assert beats  # a call longer than a second heartbeats


async def test_pieces_written_faster_than_published_go_out_together(redis_url: str, model_url: str) -> None:
    """An unpaced stream: the pieces that arrive while a frame is being published share the next
    frame (issue 26: no Redis round trip per word), all in order, none after the result."""
    sid = "6f1c7a52-0000-4000-8000-0000000000f5"
    response, frames, _ = await _publish_through_activity(redis_url, model_url, sid, 1)
    pieces = len(tokens(TRIP_TEXT))
    assert response.text == TRIP_TEXT and 1 <= len(frames) < pieces
    _assert_frames_spell(frames, sid, 1)


async def test_without_redis_or_stream_key_nothing_is_published_and_the_answer_is_whole(
    redis_url: str, model_url: str
) -> None:
    sid = "6f1c7a52-0000-4000-8000-0000000000aa"
    frames: list[dict[str, Any]] = []
    ready = asyncio.Event()
    listener = asyncio.create_task(_listen(redis_url, deltas_channel(sid), frames, ready))
    await ready.wait()
    messages = [{"role": "user", "content": "Hi! We want a relaxing beach trip for 3 days."}]
    results = []
    for settings, key in [
        (model_settings(model_url), "msg-1"),
        (model_settings(model_url, REDIS_URL=redis_url), ""),
        (model_settings(model_url, REDIS_URL=redis_url, LLM_STREAMING="0"), "m"),
    ]:
        activities = LlmActivities(settings)
        results.append(await ActivityEnvironment().run(activities.call_llm, llm_request(sid, key, messages)))
        await activities.aclose()
    await asyncio.sleep(0.2)
    listener.cancel()
    await asyncio.gather(listener, return_exceptions=True)
    assert frames == []
    assert results[0] == results[1] == results[2] and results[0].text == TRIP_TEXT


async def test_redis_down_does_not_fail_the_call(model_url: str) -> None:
    activities = LlmActivities(model_settings(model_url, REDIS_URL="redis://127.0.0.1:9/0"))
    messages = [{"role": "user", "content": "Hi! We want a relaxing beach trip for 3 days."}]
    response = await ActivityEnvironment().run(activities.call_llm, llm_request("s-1", "m-1", messages))
    await activities.aclose()
    assert response.text == TRIP_TEXT


def test_call_number_counts_model_calls_since_the_travellers_message() -> None:
    user = {"role": "user", "content": "hello"}
    assistant = {"role": "assistant", "content": [{"type": "tool_use", "id": "t", "name": "x", "input": {}}]}
    result = {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t", "content": "{}"}]}
    assert llm_request("s", "m", [user]).call_number == 1
    assert llm_request("s", "m", [user, assistant, result]).call_number == 2
    assert llm_request("s", "m", [user, assistant, result, assistant, result]).call_number == 3
    assert (
        llm_request("s", "m", [user, assistant, result, {"role": "assistant", "content": "ok"}, user]).call_number == 1
    )


# ---------------------------------------------------------------- the bridge's side (api.deltas)


def test_bridge_forwards_only_well_formed_deltas_and_nothing_after_the_final_event() -> None:
    from api.deltas import OpenStreams, parse_delta

    good = {
        "type": "text_delta",
        "session_id": "s",
        "message_id": "m1",
        "call": 1,
        "attempt": 1,
        "index": 0,
        "text": "Hi",
    }
    assert parse_delta(json.dumps(good)) == {k: v for k, v in good.items() if k != "session_id"}
    for bad in (
        "not json",
        json.dumps([1]),
        json.dumps({**good, "type": "text"}),
        json.dumps({**good, "index": -1}),
        json.dumps({**good, "message_id": ""}),
        json.dumps({**good, "text": None}),
    ):
        assert parse_delta(bad) is None, bad
    streams = OpenStreams()
    frame = parse_delta(json.dumps(good))
    assert frame is not None and streams.add(frame) and streams.pieces == [frame]
    streams.finish(None)  # a system turn's final event has no reply_to: open streams end too
    assert streams.pieces == [] and not streams.add({**frame, "index": 1})
    streams.finish("m2")
    assert not streams.add({**frame, "message_id": "m2"}) and streams.add({**frame, "message_id": "m3"})
