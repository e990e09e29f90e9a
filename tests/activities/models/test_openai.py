"""OpenAICompatClient through the official openai SDK against a fake /v1/chat/completions server."""

from __future__ import annotations

import json
from typing import Iterator

import pytest

from activities.models.openai_client import OpenAICompatClient
from agent.model import ContentBlock
from agent.settings import Settings
from agent.state import TokenUsage
from tests.fakes import FOLLOW_UP, KAMPOT, KEP, USER_1, Reply, run_fake, system_blocks, tool_results, weather_tools
from tests.fakes.openai_server import FakeOpenAIServer, openai_call, openai_completion


def settings_for(url: str, streaming: bool = True) -> Settings:
    return Settings(
        _env_file=None,
        MODEL_BACKEND="openai",
        OPENAI_BASE_URL=f"{url}/v1",  # type: ignore[call-arg]
        OPENAI_MODEL="qwen-openai",
        OPENAI_API_KEY="sk-local",
        LLM_STREAMING=streaming,
    )


@pytest.fixture
def fake() -> Iterator[tuple[FakeOpenAIServer, str]]:
    server = FakeOpenAIServer()
    with run_fake(server.app) as url:
        yield server, url


@pytest.mark.parametrize("streaming", [True, False])
async def test_two_parallel_tool_calls_round_trip(fake: tuple[FakeOpenAIServer, str], streaming: bool) -> None:
    server, url = fake
    server.queue(
        Reply(
            openai_completion(
                "Let me check both.",
                [
                    openai_call("call_abc", "getWeatherForecast", KAMPOT),
                    openai_call("call_def", "getWeatherForecast", KEP),
                ],
                prompt_tokens=900,
                completion_tokens=40,
                cached_tokens=256,
            )
        ),
        Reply(openai_completion("Kampot is drier.", prompt_tokens=1000, completion_tokens=10)),
    )
    client = OpenAICompatClient(settings_for(url, streaming))
    pieces: list[str] = []

    async def sink(text: str) -> None:
        pieces.append(text)

    first = await client.create_message(system_blocks(), [USER_1], weather_tools(), max_tokens=1024, on_text=sink)
    # Streaming: content deltas as they come; tool-call fragments merged into whole calls.
    assert pieces == (["Let", " me", " check", " both."] if streaming else [])

    assert first.stop_reason == "tool_use"
    assert first.content == [
        ContentBlock(type="text", text="Let me check both."),
        ContentBlock(type="tool_use", id="call_abc", name="getWeatherForecast", input=KAMPOT),
        ContentBlock(type="tool_use", id="call_def", name="getWeatherForecast", input=KEP),
    ]
    assert first.usage == TokenUsage(input_tokens=644, output_tokens=40, cache_read_input_tokens=256, llm_calls=1)

    history = [USER_1, first.assistant_message(), tool_results("call_abc", "call_def")]
    second = await client.create_message(system_blocks(), history, weather_tools(), max_tokens=1024)
    assert (second.stop_reason, second.text) == ("end_turn", "Kampot is drier.")
    assert second.usage.input_tokens == 1000 and second.usage.output_tokens == 10

    functions = [
        {
            "type": "function",
            "function": {"name": t["name"], "description": t["description"], "parameters": t["input_schema"]},
        }
        for t in weather_tools()
    ]
    system_message = {
        "role": "system",
        "content": "You are DerLg's Cambodia travel concierge. STABLE RULES.\n\nSession: stage=EXPLORATION language=EN",
    }
    assert [r.path for r in server.requests] == ["/v1/chat/completions"] * 2
    assert server.requests[0].headers["authorization"] == "Bearer sk-local"
    stream = {"stream": True, "stream_options": {"include_usage": True}} if streaming else {}
    assert server.requests[0].body == {
        "model": "qwen-openai",
        "messages": [system_message, {"role": "user", "content": "What's the weather in Kampot and Kep on 1 March?"}],
        "max_tokens": 1024,
        "tools": functions,
        **stream,
    }
    assert server.requests[1].body == {
        **stream,
        "model": "qwen-openai",
        "messages": [
            system_message,
            {"role": "user", "content": "What's the weather in Kampot and Kep on 1 March?"},
            {
                "role": "assistant",
                "content": "Let me check both.",
                "tool_calls": [
                    {
                        "id": "call_abc",
                        "type": "function",
                        "function": {
                            "name": "getWeatherForecast",
                            "arguments": '{"destination": "Kampot", "date": "2025-03-01"}',
                        },
                    },
                    {
                        "id": "call_def",
                        "type": "function",
                        "function": {
                            "name": "getWeatherForecast",
                            "arguments": '{"destination": "Kep", "date": "2025-03-01"}',
                        },
                    },
                ],
            },
            {"role": "tool", "content": '{"condition": "sunny", "temp_c": 31}', "tool_call_id": "call_abc"},
            {"role": "tool", "content": '{"condition": "showers", "temp_c": 29}', "tool_call_id": "call_def"},
            {"role": "user", "content": FOLLOW_UP},
        ],
        "max_tokens": 1024,
        "tools": functions,
    }
    # Every tool message answers a call of the assistant message before it.
    sent = server.requests[1].body["messages"]
    call_ids = [c["id"] for c in sent[2]["tool_calls"]]
    assert [m["tool_call_id"] for m in sent if m["role"] == "tool"] == call_ids
    assert json.loads(sent[2]["tool_calls"][1]["function"]["arguments"]) == KEP


async def test_invalid_arguments_missing_ids_and_stop_reasons(fake: tuple[FakeOpenAIServer, str]) -> None:
    server, url = fake
    server.queue(
        Reply(
            openai_completion(
                None,
                [
                    openai_call("", "getWeatherForecast", "{broken"),
                    openai_call("", "getTripItinerary", {"trip_id": "trip_001"}),
                ],
            )
        ),
        Reply(openai_completion("partial", finish_reason="length")),
    )
    client = OpenAICompatClient(settings_for(url))
    response = await client.create_message("s", [USER_1], [])
    assert response.stop_reason == "tool_use" and response.text == ""
    broken, good = response.tool_uses
    assert broken.input == {} and good.input == {"trip_id": "trip_001"}
    assert broken.id and good.id and broken.id != good.id and good.id.startswith("call_")
    assert (await client.create_message("s", [USER_1], [])).stop_reason == "max_tokens"
    assert "tools" not in server.requests[0].body


async def test_assistant_without_text_sends_null_content(fake: tuple[FakeOpenAIServer, str]) -> None:
    server, url = fake
    server.queue(Reply(openai_completion("done")))
    history = [
        USER_1,
        {
            "role": "assistant",
            "content": [{"type": "tool_use", "id": "toolu_9", "name": "getPlaces", "input": {"category": "beach"}}],
        },
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_9", "content": "[]"}]},
    ]
    await OpenAICompatClient(settings_for(url)).create_message("", history, [])
    assert server.requests[0].body["messages"][1:] == [
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": "toolu_9",
                    "type": "function",
                    "function": {"name": "getPlaces", "arguments": '{"category": "beach"}'},
                }
            ],
        },
        {"role": "tool", "content": "[]", "tool_call_id": "toolu_9"},
    ]
    assert server.requests[0].body["messages"][0] == {"role": "user", "content": USER_1["content"]}


def test_client_configuration() -> None:
    client = OpenAICompatClient(settings_for("http://127.0.0.1:9"))
    assert client.sdk.max_retries == 0
    assert client.sdk.timeout == 60.0
    assert str(client.sdk.base_url).startswith("http://127.0.0.1:9/v1")
