"""OllamaClient against a fake Ollama server speaking the native /api/chat wire format."""

from __future__ import annotations

from typing import Any, Iterator

import pytest

from activities.models.convert import to_chat_messages, tools_to_functions
from activities.models.ollama_client import OllamaClient
from agent.model import ContentBlock
from agent.settings import Settings
from agent.state import TokenUsage
from tests.fakes import FOLLOW_UP, KAMPOT, KEP, USER_1, Reply, run_fake, system_blocks, tool_results, weather_tools
from tests.fakes.ollama_server import FakeOllamaServer, ollama_call, ollama_chat

WEATHER_FUNCTION = {
    "type": "function",
    "function": {
        "name": "getWeatherForecast",
        "description": "Weather for a destination on a date: for weather questions, packing advice and before travel.",
        "parameters": {
            "type": "object",
            "properties": {
                "destination": {"type": "string", "minLength": 1, "description": "City or region"},
                "date": {"type": "string", "format": "date"},
            },
            "required": ["destination", "date"],
            "additionalProperties": False,
        },
    },
}


def settings_for(url: str, streaming: bool = True) -> Settings:
    return Settings(
        _env_file=None,
        MODEL_BACKEND="ollama",
        OLLAMA_BASE_URL=url,  # type: ignore[call-arg]
        OLLAMA_MODEL="qwen-test",
        LLM_STREAMING=streaming,
    )


@pytest.fixture
def fake() -> Iterator[tuple[FakeOllamaServer, str]]:
    server = FakeOllamaServer()
    with run_fake(server.app) as url:
        yield server, url


def expected_functions() -> list[dict[str, Any]]:
    return [
        {
            "type": "function",
            "function": {"name": t["name"], "description": t["description"], "parameters": t["input_schema"]},
        }
        for t in weather_tools()
    ]


@pytest.mark.parametrize("streaming", [True, False])
async def test_two_parallel_tool_calls_round_trip(fake: tuple[FakeOllamaServer, str], streaming: bool) -> None:
    server, url = fake
    server.queue(
        Reply(
            ollama_chat(
                "Let me check both.",
                [ollama_call("getWeatherForecast", KAMPOT), ollama_call("getWeatherForecast", KEP)],
                prompt_eval_count=812,
                eval_count=41,
            )
        ),
        Reply(ollama_chat("Kampot is drier.", prompt_eval_count=990, eval_count=12)),
    )
    client = OllamaClient(settings_for(url, streaming))
    pieces: list[str] = []

    async def sink(text: str) -> None:
        pieces.append(text)

    first = await client.create_message(system_blocks(), [USER_1], weather_tools(), max_tokens=1024, on_text=sink)
    # Streaming: NDJSON chunks, text as it comes, tool calls collected.
    assert pieces == (["Let", " me", " check", " both."] if streaming else [])

    assert first.stop_reason == "tool_use"
    assert first.text == "Let me check both."
    calls = first.tool_uses
    assert [(c.name, c.input) for c in calls] == [("getWeatherForecast", KAMPOT), ("getWeatherForecast", KEP)]
    ids = [c.id or "" for c in calls]
    assert all(i.startswith("call_") for i in ids) and len(set(ids)) == 2
    assert first.usage == TokenUsage(input_tokens=812, output_tokens=41, llm_calls=1, cost_usd=0.0)
    assert first.model == "qwen2.5:14b"

    history = [USER_1, first.assistant_message(), tool_results(ids[0], ids[1])]
    second = await client.create_message(system_blocks(), history, weather_tools(), max_tokens=1024)
    assert second.stop_reason == "end_turn"
    assert second.content == [ContentBlock(type="text", text="Kampot is drier.")]

    functions = expected_functions()
    assert functions[0] == WEATHER_FUNCTION
    system_message = {
        "role": "system",
        "content": "You are DerLg's Cambodia travel concierge. STABLE RULES.\n\nSession: stage=EXPLORATION language=EN",
    }
    assert [r.path for r in server.requests] == ["/api/chat", "/api/chat"]
    assert server.requests[0].body == {
        "model": "qwen-test",
        "messages": [system_message, {"role": "user", "content": "What's the weather in Kampot and Kep on 1 March?"}],
        "tools": functions,
        "stream": streaming,
        "options": {"num_predict": 1024},
    }
    assert server.requests[1].body == {
        "model": "qwen-test",
        "messages": [
            system_message,
            {"role": "user", "content": "What's the weather in Kampot and Kep on 1 March?"},
            {
                "role": "assistant",
                "content": "Let me check both.",
                "tool_calls": [
                    {
                        "function": {
                            "name": "getWeatherForecast",
                            "arguments": {"destination": "Kampot", "date": "2025-03-01"},
                        }
                    },
                    {
                        "function": {
                            "name": "getWeatherForecast",
                            "arguments": {"destination": "Kep", "date": "2025-03-01"},
                        }
                    },
                ],
            },
            {"role": "tool", "content": '{"condition": "sunny", "temp_c": 31}', "tool_name": "getWeatherForecast"},
            {"role": "tool", "content": '{"condition": "showers", "temp_c": 29}', "tool_name": "getWeatherForecast"},
            {"role": "user", "content": FOLLOW_UP},
        ],
        "tools": functions,
        "stream": streaming,
        "options": {"num_predict": 1024},
    }


async def test_synthesised_ids_are_deterministic(fake: tuple[FakeOllamaServer, str]) -> None:
    server, url = fake
    reply = ollama_chat("", [ollama_call("getWeatherForecast", KAMPOT), ollama_call("getWeatherForecast", KEP)])
    other_turn = [USER_1, {"role": "assistant", "content": "Hello"}, {"role": "user", "content": "again"}]
    server.queue(Reply(reply), Reply(reply), Reply(reply))
    a = await OllamaClient(settings_for(url)).create_message("s", [USER_1], [])
    b = await OllamaClient(settings_for(url)).create_message("s", [USER_1], [])
    c = await OllamaClient(settings_for(url)).create_message("s", other_turn, [])
    assert [x.id for x in a.tool_uses] == [x.id for x in b.tool_uses]
    assert not set(x.id for x in a.tool_uses) & set(x.id for x in c.tool_uses)
    assert a.text == "" and a.content[0].type == "tool_use"


async def test_server_ids_string_arguments_and_length_stop(fake: tuple[FakeOllamaServer, str]) -> None:
    server, url = fake
    server.queue(
        Reply(
            ollama_chat(
                "",
                [
                    {
                        "id": "call_server1",
                        "function": {"index": 0, "name": "getTripItinerary", "arguments": '{"trip_id": "trip_004"}'},
                    },
                    {"function": {"name": "getWeatherForecast", "arguments": "{not json"}},
                ],
            )
        ),
        Reply(ollama_chat("cut off", done_reason="length")),
    )
    client = OllamaClient(settings_for(url))
    calls = (await client.create_message("s", [USER_1], [])).tool_uses
    assert calls[0].id == "call_server1" and calls[0].input == {"trip_id": "trip_004"}
    assert calls[1].name == "getWeatherForecast" and calls[1].input == {}
    assert (await client.create_message("s", [USER_1], [])).stop_reason == "max_tokens"
    assert "tools" not in server.requests[0].body
    assert server.requests[0].body["messages"][0] == {"role": "system", "content": "s"}


def test_conversion_edge_cases() -> None:
    messages = [
        {"role": "user", "content": [{"type": "text", "text": "one"}, {"type": "text", "text": "two"}]},
        {"role": "assistant", "content": [{"type": "tool_use", "id": "t1", "name": "getPlaces", "input": {}}]},
        {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": "t1", "content": "boom", "is_error": True}],
        },
        {"role": "assistant", "content": "Plain answer"},
    ]
    assert to_chat_messages("", messages, "ollama") == [
        {"role": "user", "content": "one\n\ntwo"},
        {"role": "assistant", "content": "", "tool_calls": [{"function": {"name": "getPlaces", "arguments": {}}}]},
        {"role": "tool", "content": "Error: boom", "tool_name": "getPlaces"},
        {"role": "assistant", "content": "Plain answer"},
    ]
    assert tools_to_functions([{"name": "x", "description": "d", "input_schema": {"type": "object"}}]) == [
        {"type": "function", "function": {"name": "x", "description": "d", "parameters": {"type": "object"}}}
    ]
