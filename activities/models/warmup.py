"""One offline round trip through the Anthropic SDK before the worker takes work (issue 41).

The SDK builds much of itself lazily: its response and stream-event models (pydantic) on the
first answer it parses, its SSE decoder on the first stream. On a loaded host that first call
held the worker's event loop for seconds (profiled: ~2 s of SDK model building on the first
stream, after ~10 s of importing ``anthropic`` and ``openai``), long enough for the activity's
heartbeat to time out. :func:`exercise_anthropic_sdk` runs one streamed and one plain request,
each with a text and a tool_use block, through the same SDK class against an in-memory transport
(no network, no key), so the caches every later client shares are built at worker start.
"""

from __future__ import annotations

import json
from typing import Any

import anthropic
import httpx2

from activities.models.anthropic_client import AnthropicFamilyClient
from agent.model import ModelResponse
from agent.settings import Settings

WARM_UP_BASE_URL = "http://warm-up.invalid"
_TOOL = {"name": "warm_up", "description": "warm-up", "input_schema": {"type": "object", "properties": {}}}
_MESSAGE: dict[str, Any] = {
    "id": "msg_warm_up",
    "type": "message",
    "role": "assistant",
    "model": "warm-up",
    "content": [
        {"type": "text", "text": "Warming up."},
        {"type": "tool_use", "id": "toolu_warm_up", "name": "warm_up", "input": {"ok": True}},
    ],
    "stop_reason": "tool_use",
    "stop_sequence": None,
    "usage": {"input_tokens": 1, "output_tokens": 1, "cache_read_input_tokens": 0, "cache_creation_input_tokens": 0},
}


def _sse(event: dict[str, Any]) -> str:
    return f"event: {event['type']}\ndata: {json.dumps(event)}\n\n"


def stream_body(message: dict[str, Any]) -> bytes:
    """``message`` as the Messages API streams it (every event type the client handles)."""
    start = {**message, "content": [], "stop_reason": None}
    events: list[dict[str, Any]] = [{"type": "message_start", "message": start}, {"type": "ping"}]
    for index, block in enumerate(message["content"]):
        if block["type"] == "text":
            events.append(
                {"type": "content_block_start", "index": index, "content_block": {"type": "text", "text": ""}}
            )
            delta = {"type": "text_delta", "text": block["text"]}
        else:
            events.append({"type": "content_block_start", "index": index, "content_block": {**block, "input": {}}})
            delta = {"type": "input_json_delta", "partial_json": json.dumps(block["input"])}
        events.append({"type": "content_block_delta", "index": index, "delta": delta})
        events.append({"type": "content_block_stop", "index": index})
    events.append(
        {
            "type": "message_delta",
            "delta": {"stop_reason": message["stop_reason"], "stop_sequence": None},
            "usage": {"output_tokens": 1},
        }
    )
    events.append({"type": "message_stop"})
    return "".join(_sse(e) for e in events).encode()


def _answer(request: httpx2.Request) -> httpx2.Response:
    if json.loads(request.content or b"{}").get("stream"):
        return httpx2.Response(200, content=stream_body(_MESSAGE), headers={"content-type": "text/event-stream"})
    return httpx2.Response(200, json=_MESSAGE)


async def exercise_anthropic_sdk(settings: Settings) -> list[ModelResponse]:
    """A streamed and a plain call through :class:`AnthropicFamilyClient` over an in-memory
    transport; returns both parsed responses (the caller only needs them built)."""
    http = httpx2.AsyncClient(transport=httpx2.MockTransport(_answer), base_url=WARM_UP_BASE_URL)
    sdk = anthropic.AsyncAnthropic(api_key="warm-up", base_url=WARM_UP_BASE_URL, http_client=http, max_retries=0)
    client = AnthropicFamilyClient(sdk, "warm-up", settings)
    pieces: list[str] = []

    async def sink(text: str) -> None:
        pieces.append(text)

    responses = []
    try:
        for streaming in (True, False):
            client.streaming = streaming
            responses.append(
                await client.create_message(
                    system=[{"type": "text", "text": "warm-up"}, {"type": "text", "text": "now"}],
                    messages=[{"role": "user", "content": "warm-up"}],
                    tools=[_TOOL],
                    max_tokens=16,
                    on_text=sink if streaming else None,
                )
            )
    finally:
        await sdk.close()
    return responses
