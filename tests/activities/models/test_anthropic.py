"""AnthropicClient through the real anthropic SDK against a fake Messages API server."""

from __future__ import annotations

import copy
from typing import Any, Iterator

import pytest
from temporalio.exceptions import ApplicationError

from activities.models.anthropic_client import AnthropicClient
from agent.model import ContentBlock, ModelResponse
from agent.settings import Settings
from agent.state import TokenUsage
from agent.tools.schemas import ALL_TOOLS
from tests.fakes import FOLLOW_UP, KAMPOT, KEP, USER_1, Reply, run_fake, system_blocks, tool_results, weather_tools
from tests.fakes.anthropic_server import (
    CacheSimulator,
    FakeAnthropicServer,
    anthropic_error,
    anthropic_message,
    anthropic_text,
    anthropic_tool_uses,
    estimate_input_tokens,
    scripted_replay,
)

CC = {"type": "ephemeral"}


def _collect(pieces: list[str]) -> Any:
    async def sink(text: str) -> None:
        pieces.append(text)

    return sink


def settings_for(url: str, **extra: Any) -> Settings:
    values = {
        "MODEL_BACKEND": "anthropic",
        "ANTHROPIC_API_KEY": "sk-ant-test",
        "ANTHROPIC_BASE_URL": url,
        "ANTHROPIC_MODEL": "claude-test-model",
    }
    values.update(extra)
    return Settings(_env_file=None, **values)  # type: ignore[call-arg]


@pytest.fixture
def fake() -> Iterator[tuple[FakeAnthropicServer, str]]:
    server = FakeAnthropicServer()
    with run_fake(server.app) as url:
        yield server, url


@pytest.mark.parametrize("streaming", [True, False])
async def test_two_parallel_tool_calls_round_trip(fake: tuple[FakeAnthropicServer, str], streaming: bool) -> None:
    server, url = fake
    server.queue(
        Reply(
            anthropic_tool_uses(
                [("toolu_01A", "getWeatherForecast", KAMPOT), ("toolu_01B", "getWeatherForecast", KEP)],
                text="Let me check both.",
                input_tokens=1200,
                output_tokens=80,
                cache_creation_input_tokens=2000,
            )
        ),
        Reply(anthropic_text("Kampot is drier.", input_tokens=300, output_tokens=50, cache_read_input_tokens=2000)),
    )
    client = AnthropicClient(settings_for(url, LLM_STREAMING=str(streaming)))
    system, tools = system_blocks(), weather_tools()
    system_before, tools_before = copy.deepcopy(system), copy.deepcopy(tools)
    pieces: list[str] = []

    first = await client.create_message(system, [USER_1], tools, max_tokens=1024, on_text=_collect(pieces))
    # Streaming: the lead-in text arrives in several pieces, before the whole response.
    assert pieces == (["Let", " me", " check", " both."] if streaming else [])

    assert first == ModelResponse(
        stop_reason="tool_use",
        content=[
            ContentBlock(type="text", text="Let me check both."),
            ContentBlock(type="tool_use", id="toolu_01A", name="getWeatherForecast", input=KAMPOT),
            ContentBlock(type="tool_use", id="toolu_01B", name="getWeatherForecast", input=KEP),
        ],
        # $3/MTok input, $15 output, $3.75 cache write: (1200*3 + 80*15 + 2000*3.75) / 1e6
        usage=TokenUsage(
            input_tokens=1200, output_tokens=80, cache_creation_input_tokens=2000, llm_calls=1, cost_usd=0.0123
        ),
        model="claude-sonnet-4-5",
    )

    history = [USER_1, first.assistant_message(), tool_results("toolu_01A", "toolu_01B")]
    second = await client.create_message(system, history, tools, max_tokens=1024)
    assert second.stop_reason == "end_turn"
    assert second.text == "Kampot is drier."
    assert second.tool_uses == []
    # (300*3 + 50*15 + 2000*0.30) / 1e6
    assert second.usage == TokenUsage(
        input_tokens=300, output_tokens=50, cache_read_input_tokens=2000, llm_calls=1, cost_usd=0.00225
    )

    expected_system = [
        {"type": "text", "text": "You are DerLg's Cambodia travel concierge. STABLE RULES.", "cache_control": CC},
        {"type": "text", "text": "Session: stage=EXPLORATION language=EN"},
    ]
    expected_tools = copy.deepcopy(tools_before)
    expected_tools[-1]["cache_control"] = CC
    assert [r.path for r in server.requests] == ["/v1/messages", "/v1/messages"]
    stream = {"stream": True} if streaming else {}
    assert server.requests[0].body == {
        "model": "claude-test-model",
        "max_tokens": 1024,
        "system": expected_system,
        "tools": expected_tools,
        "messages": [{"role": "user", "content": "What's the weather in Kampot and Kep on 1 March?"}],
        **stream,
    }
    assert server.requests[1].body == {
        **stream,
        "model": "claude-test-model",
        "max_tokens": 1024,
        "system": expected_system,
        "tools": expected_tools,
        "messages": [
            {"role": "user", "content": "What's the weather in Kampot and Kep on 1 March?"},
            {
                "role": "assistant",
                "content": [
                    {"type": "text", "text": "Let me check both."},
                    {
                        "type": "tool_use",
                        "id": "toolu_01A",
                        "name": "getWeatherForecast",
                        "input": {"destination": "Kampot", "date": "2025-03-01"},
                    },
                    {
                        "type": "tool_use",
                        "id": "toolu_01B",
                        "name": "getWeatherForecast",
                        "input": {"destination": "Kep", "date": "2025-03-01"},
                    },
                ],
            },
            {
                "role": "user",
                "content": [
                    {
                        "type": "tool_result",
                        "tool_use_id": "toolu_01A",
                        "content": '{"condition": "sunny", "temp_c": 31}',
                    },
                    {
                        "type": "tool_result",
                        "tool_use_id": "toolu_01B",
                        "content": [{"type": "text", "text": '{"condition": "showers", "temp_c": 29}'}],
                    },
                    {"type": "text", "text": FOLLOW_UP},
                ],
            },
        ],
    }
    # The caller's prompt and schemas are never mutated by the cache markers.
    assert system == system_before and tools == tools_before
    headers = server.requests[0].headers
    assert "sk-ant-test" in headers.get("x-api-key", headers.get("authorization", ""))
    assert headers.get("anthropic-version")
    assert headers.get("x-stainless-retry-count") == "0"


async def test_existing_markers_normalised_and_string_system_sent_as_is(fake: tuple[FakeAnthropicServer, str]) -> None:
    server, url = fake
    server.queue(*(Reply(anthropic_text("ok")) for _ in range(4)))
    client = AnthropicClient(settings_for(url))
    marked = [dict(b, cache_control=CC) for b in system_blocks()]
    tools = [dict(t, cache_control=CC) for t in weather_tools()]
    await client.create_message(marked, [USER_1], tools)
    await client.create_message("Plain system prompt.", [USER_1], [])
    # the product's prompt: stable block, stage rules, session context (agent/prompts/builder.py)
    three = [{"type": "text", "text": t} for t in ("STABLE", "STAGE RULES", "CONTEXT")]
    await client.create_message(three, [USER_1], tools)
    # never more than 4 breakpoints in one request (the API's limit): one tool, at most 3 blocks
    await client.create_message([{"type": "text", "text": str(i)} for i in range(6)], [USER_1], tools)

    body = server.requests[0].body
    assert [("cache_control" in b) for b in body["system"]] == [True, False]
    assert [("cache_control" in t) for t in body["tools"]] == [False, False, True]
    assert body["max_tokens"] == 2048
    plain = server.requests[1].body
    assert plain["system"] == "Plain system prompt."
    assert "tools" not in plain
    assert [("cache_control" in b) for b in server.requests[2].body["system"]] == [True, True, False]
    many = server.requests[3].body
    assert [("cache_control" in b) for b in many["system"]] == [True, True, True, False, False, False]
    assert sum("cache_control" in b for b in many["system"] + many["tools"]) == 4


async def test_other_blocks_skipped_and_unusual_stop_reason(fake: tuple[FakeAnthropicServer, str]) -> None:
    server, url = fake
    server.queue(
        Reply(
            anthropic_message(
                [{"type": "thinking", "thinking": "hmm", "signature": "sig"}, {"type": "text", "text": "Sorry."}],
                "refusal",
            )
        )
    )
    response = await AnthropicClient(settings_for(url)).create_message("s", [USER_1], [])
    assert response.content == [ContentBlock(type="text", text="Sorry.")]
    assert response.stop_reason == "end_turn"


async def test_sdk_retries_off_temporal_is_the_only_retry(fake: tuple[FakeAnthropicServer, str]) -> None:
    server, url = fake
    server.queue(anthropic_error(529, "overloaded_error", "Overloaded"), Reply(anthropic_text("late")))
    client = AnthropicClient(settings_for(url))
    assert client.sdk.max_retries == 0
    with pytest.raises(ApplicationError):
        await client.create_message("s", [USER_1], [])
    assert len(server.requests) == 1


def test_client_configuration_from_settings() -> None:
    client = AnthropicClient(settings_for("http://127.0.0.1:9/base", LLM_TIMEOUT_SECONDS="42"))
    assert client.model == "claude-test-model"
    assert client.sdk.timeout == 42.0
    assert str(client.sdk.base_url).startswith("http://127.0.0.1:9/base")
    assert client.name == "anthropic"


# ---------------------------------------------------------------- replay mode and token helpers


class TwoStepModel:
    """A stand-in ModelClient for replay: calls two tools, then answers with text."""

    name = "two-step"

    def __init__(self) -> None:
        self.seen: list[tuple[Any, list[dict[str, Any]], list[str], int]] = []

    async def create_message(
        self, system: Any, messages: list[dict[str, Any]], tools: list[dict[str, Any]], max_tokens: int = 2048
    ) -> ModelResponse:
        self.seen.append((system, messages, [t["name"] for t in tools], max_tokens))
        if len(messages) == 1:
            return ModelResponse(
                stop_reason="tool_use",
                content=[
                    ContentBlock(type="tool_use", id="toolu_r1", name="getWeatherForecast", input=KAMPOT),
                    ContentBlock(type="tool_use", id="toolu_r2", name="getWeatherForecast", input=KEP),
                ],
            )
        return ModelResponse(stop_reason="end_turn", content=[ContentBlock(type="text", text="Kep has showers.")])


async def test_replay_mode_runs_a_model_behind_the_fake_api() -> None:
    model = TwoStepModel()
    server = FakeAnthropicServer(replay=scripted_replay(model))
    system = [{"type": "text", "text": "S" * 2000}, {"type": "text", "text": "dynamic"}]
    with run_fake(server.app) as url:
        client = AnthropicClient(settings_for(url))
        first = await client.create_message(system, [USER_1], ALL_TOOLS, max_tokens=500)
        history = [
            USER_1,
            first.assistant_message(),
            tool_results(first.tool_uses[0].id or "", first.tool_uses[1].id or ""),
        ]
        second = await client.create_message(system, history, ALL_TOOLS, max_tokens=500)

    assert [(b.id, b.input) for b in first.tool_uses] == [("toolu_r1", KAMPOT), ("toolu_r2", KEP)]
    assert second.text == "Kep has showers."
    # The model saw the tools without cache markers and the system blocks as sent.
    assert model.seen[0][2] == [t["name"] for t in ALL_TOOLS]
    assert model.seen[0][3] == 500
    assert model.seen[0][0][0]["cache_control"] == CC
    # Simulated caching: the first call writes the tools+stable prefix, the second reads it.
    u1, u2 = server.usages
    assert u1["cache_creation_input_tokens"] > 1024 and u1["cache_read_input_tokens"] == 0
    assert u2["cache_read_input_tokens"] == u1["cache_creation_input_tokens"]
    assert u2["cache_creation_input_tokens"] == 0
    assert first.usage.cache_creation_input_tokens == u1["cache_creation_input_tokens"]
    assert second.usage.cache_read_input_tokens == u2["cache_read_input_tokens"]
    for body, usage in zip(server.bodies, server.usages):
        total = usage["input_tokens"] + usage["cache_read_input_tokens"] + usage["cache_creation_input_tokens"]
        assert total == estimate_input_tokens(body)


def test_estimate_input_tokens_is_chars_over_four() -> None:
    body = {"system": "x" * 40, "messages": [{"role": "user", "content": "y" * 35}]}
    # 40 system chars + len("user:") + 35 = 80 chars → 20 tokens
    assert estimate_input_tokens(body) == 20
    assert estimate_input_tokens({"messages": []}) == 0


def test_cache_simulator_skips_short_prefixes_and_changed_prefixes() -> None:
    sim = CacheSimulator(min_tokens=10)
    tools = [{"name": "t", "description": "d" * 100, "input_schema": {}, "cache_control": CC}]
    body = {
        "tools": tools,
        "system": [{"type": "text", "text": "a" * 100, "cache_control": CC}],
        "messages": [{"role": "user", "content": "hi"}],
    }
    first = sim.usage(body, output_tokens=3)
    again = sim.usage(body, output_tokens=3)
    other_system = dict(body, system=[{"type": "text", "text": "b" * 100, "cache_control": CC}])
    partial = sim.usage(other_system, output_tokens=3)
    assert first["cache_read_input_tokens"] == 0 and first["cache_creation_input_tokens"] > 0
    assert again["cache_read_input_tokens"] == first["cache_creation_input_tokens"]
    # Same tools, new stable system block: the tools prefix is read, the system part written.
    assert 0 < partial["cache_read_input_tokens"] < first["cache_creation_input_tokens"]
    assert partial["cache_creation_input_tokens"] > 0
    tiny = CacheSimulator(min_tokens=10_000).usage(body, output_tokens=1)
    assert tiny["cache_creation_input_tokens"] == 0 and tiny["input_tokens"] == estimate_input_tokens(body)
