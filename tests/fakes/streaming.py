"""Streaming wire formats for the fake model servers: a whole JSON reply cut into the events the
real API streams, paced like a model writing.

- Anthropic Messages: Server-Sent Events (``message_start``, ``content_block_start``,
  ``content_block_delta`` with ``text_delta`` / ``input_json_delta``, ``content_block_stop``,
  ``message_delta``, ``message_stop``; ``error`` mid-stream);
- Bedrock ``invoke-with-response-stream``: the same events, each base64 in a ``chunk`` of the AWS
  event-stream binary framing (prelude, headers, payload, CRC32s);
- OpenAI-compatible: ``data: {chat.completion.chunk}`` lines then ``data: [DONE]``;
- Ollama: newline-delimited JSON chunks, the last with ``done: true``.

:class:`Pace` says when each token goes out: the first after ``first_token`` seconds, then
``tokens_per_second``; ``fail_after`` tokens ends the stream with an error (Anthropic/Bedrock: an
``overloaded_error`` event; others: the connection is cut).
"""

from __future__ import annotations

import asyncio
import base64
import json
import zlib
from dataclasses import dataclass
from typing import Any, AsyncIterator, Iterator, Optional

from activities.models.text_pieces import stream_pieces


def tokens(text: str) -> list[str]:
    """``text`` as word-sized tokens that join back to it (a model writes about one per word; a
    Chinese or Khmer run without spaces a few characters at a time)."""
    return stream_pieces(text)


@dataclass
class Pace:
    first_token: float = 0.0
    tokens_per_second: Optional[float] = None
    fail_after: Optional[int] = None  # tokens sent before the stream breaks


class StreamBroken(Exception):
    pass


def _sse(event: str, data: dict[str, Any]) -> bytes:
    return f"event: {event}\ndata: {json.dumps(data)}\n\n".encode()


# ---------------------------------------------------------------- Anthropic events


def anthropic_events(message: dict[str, Any]) -> Iterator[tuple[bool, dict[str, Any]]]:
    """``(is_token, event)`` pairs for a whole Messages response; tokens are the text/json deltas."""
    usage = dict(message.get("usage") or {})
    start = {
        **message,
        "content": [],
        "stop_reason": None,
        "stop_sequence": None,
        "usage": {**usage, "output_tokens": 1},
    }
    yield False, {"type": "message_start", "message": start}
    yield False, {"type": "ping"}
    for index, block in enumerate(message.get("content") or []):
        if block.get("type") == "tool_use":
            yield False, {"type": "content_block_start", "index": index, "content_block": {**block, "input": {}}}
            raw = json.dumps(block.get("input") or {})
            for cut in range(0, len(raw), 12):
                yield (
                    True,
                    {
                        "type": "content_block_delta",
                        "index": index,
                        "delta": {"type": "input_json_delta", "partial_json": raw[cut : cut + 12]},
                    },
                )
        elif block.get("type") != "text":  # thinking etc.: sent whole, no deltas
            yield False, {"type": "content_block_start", "index": index, "content_block": block}
        else:
            yield False, {"type": "content_block_start", "index": index, "content_block": {"type": "text", "text": ""}}
            for tok in tokens(block.get("text") or ""):
                yield (
                    True,
                    {"type": "content_block_delta", "index": index, "delta": {"type": "text_delta", "text": tok}},
                )
        yield False, {"type": "content_block_stop", "index": index}
    yield (
        False,
        {
            "type": "message_delta",
            "delta": {"stop_reason": message.get("stop_reason"), "stop_sequence": None},
            "usage": {"output_tokens": usage.get("output_tokens", 0)},
        },
    )
    yield False, {"type": "message_stop"}


OVERLOADED = {"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}


async def paced(events: Iterator[tuple[bool, Any]], pace: Pace) -> AsyncIterator[Any]:
    """The events in time: tokens at the pace's rate; :class:`StreamBroken` at ``fail_after``."""
    sent = 0
    for is_token, event in events:
        if is_token:
            if pace.fail_after is not None and sent >= pace.fail_after:
                raise StreamBroken()
            if sent == 0 and pace.first_token:
                await asyncio.sleep(pace.first_token)
            elif sent and pace.tokens_per_second:
                await asyncio.sleep(1.0 / pace.tokens_per_second)
            sent += 1
        yield event


async def anthropic_sse(message: dict[str, Any], pace: Pace) -> AsyncIterator[bytes]:
    try:
        async for event in paced(anthropic_events(message), pace):
            yield _sse(event["type"], event)
    except StreamBroken:
        yield _sse("error", OVERLOADED)


def _header(name: str, value: str) -> bytes:
    n, v = name.encode(), value.encode()
    return bytes([len(n)]) + n + bytes([7]) + len(v).to_bytes(2, "big") + v


def eventstream_chunk(event: dict[str, Any]) -> bytes:
    """One AWS event-stream message carrying ``event`` as Bedrock's ``{"bytes": base64}`` chunk."""
    headers = (
        _header(":event-type", "chunk")
        + _header(":content-type", "application/json")
        + _header(":message-type", "event")
    )
    payload = json.dumps({"bytes": base64.b64encode(json.dumps(event).encode()).decode()}).encode()
    prelude = (16 + len(headers) + len(payload)).to_bytes(4, "big") + len(headers).to_bytes(4, "big")
    head = prelude + zlib.crc32(prelude).to_bytes(4, "big") + headers + payload
    return head + zlib.crc32(head).to_bytes(4, "big")


async def bedrock_eventstream(message: dict[str, Any], pace: Pace) -> AsyncIterator[bytes]:
    try:
        async for event in paced(anthropic_events(message), pace):
            yield eventstream_chunk(event)
    except StreamBroken:
        yield eventstream_chunk(OVERLOADED)


# ---------------------------------------------------------------- OpenAI-compatible and Ollama


def openai_chunks(completion: dict[str, Any], include_usage: bool) -> Iterator[tuple[bool, dict[str, Any]]]:
    base = {k: completion[k] for k in ("id", "created", "model")} | {"object": "chat.completion.chunk"}
    choice = completion["choices"][0]
    message = choice["message"]

    def chunk(delta: dict[str, Any], finish: Optional[str] = None) -> dict[str, Any]:
        return {**base, "choices": [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}]}

    yield False, chunk({"role": "assistant", "content": ""})
    for tok in tokens(message.get("content") or ""):
        yield True, chunk({"content": tok})
    for index, call in enumerate(message.get("tool_calls") or []):
        fn = call["function"]
        yield (
            True,
            chunk(
                {
                    "tool_calls": [
                        {
                            "index": index,
                            "id": call["id"],
                            "type": "function",
                            "function": {"name": fn["name"], "arguments": ""},
                        }
                    ]
                }
            ),
        )
        args = fn["arguments"]
        for cut in range(0, len(args), 10):
            yield True, chunk({"tool_calls": [{"index": index, "function": {"arguments": args[cut : cut + 10]}}]})
    yield False, chunk({}, choice["finish_reason"])
    if include_usage:
        yield False, {**base, "choices": [], "usage": completion.get("usage")}


async def openai_sse(completion: dict[str, Any], include_usage: bool, pace: Pace) -> AsyncIterator[bytes]:
    try:
        async for event in paced(openai_chunks(completion, include_usage), pace):
            yield f"data: {json.dumps(event)}\n\n".encode()
    except StreamBroken:
        return  # the connection just ends, without [DONE]
    yield b"data: [DONE]\n\n"


def ollama_chunks(reply: dict[str, Any]) -> Iterator[tuple[bool, dict[str, Any]]]:
    message = reply["message"]
    base = {"model": reply.get("model"), "created_at": reply.get("created_at")}
    for tok in tokens(message.get("content") or ""):
        yield True, {**base, "message": {"role": "assistant", "content": tok}, "done": False}
    if message.get("tool_calls"):
        yield (
            True,
            {
                **base,
                "message": {"role": "assistant", "content": "", "tool_calls": message["tool_calls"]},
                "done": False,
            },
        )
    last = {k: v for k, v in reply.items() if k != "message"}
    yield False, {**last, "message": {"role": "assistant", "content": ""}, "done": True}


async def ollama_ndjson(reply: dict[str, Any], pace: Pace) -> AsyncIterator[bytes]:
    try:
        async for event in paced(ollama_chunks(reply), pace):
            yield (json.dumps(event) + "\n").encode()
    except StreamBroken:
        return
