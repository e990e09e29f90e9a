"""A fake Anthropic Messages API (``POST /v1/messages``) that also serves Bedrock's
``POST /model/{model_id}/invoke`` (what ``AsyncAnthropicBedrock`` sends: the Messages body without
``model``, plus ``anthropic_version``, signed with SigV4).

Two modes: scripted replies queued by the test (:meth:`FakeServer.queue`), or *replay*: a callable
``request body -> response body`` (sync or async) answers every request the queue does not, e.g.
:func:`scripted_replay` running the offline ``ScriptedModel`` so a whole booking journey can run
with ``MODEL_BACKEND=anthropic``. A :class:`CacheSimulator` fills realistic ``usage`` (chars/4
tokens, prompt-cache reads and writes at the request's ``cache_control`` breakpoints).

A request with ``"stream": true`` (Bedrock: ``/invoke-with-response-stream``) gets the same answer
as the real streaming wire format (SSE; AWS event-stream), paced by ``server.pace`` or the reply's
own ``pace`` (tests.fakes.streaming): e.g. ``Pace(first_token=0.6, tokens_per_second=50)``.
"""

from __future__ import annotations

import hashlib
import inspect
import itertools
import json
from typing import Any, Awaitable, Callable, Optional, Union

from fastapi import Request
from fastapi.responses import Response

from tests.fakes import FakeServer, Reply, new_app
from tests.fakes.streaming import anthropic_sse, bedrock_eventstream

ReplayFn = Callable[[dict[str, Any]], Union[dict[str, Any], Awaitable[dict[str, Any]]]]

_ids = itertools.count(1)


# ---------------------------------------------------------------- response bodies (wire format)


def anthropic_message(
    content: list[dict[str, Any]],
    stop_reason: str = "end_turn",
    *,
    model: str = "claude-sonnet-4-5",
    input_tokens: int = 10,
    output_tokens: int = 5,
    cache_read_input_tokens: int = 0,
    cache_creation_input_tokens: int = 0,
) -> dict[str, Any]:
    return {
        "id": f"msg_fake{next(_ids):06d}",
        "type": "message",
        "role": "assistant",
        "content": content,
        "model": model,
        "stop_reason": stop_reason,
        "stop_sequence": None,
        "usage": {
            "input_tokens": input_tokens,
            "output_tokens": output_tokens,
            "cache_read_input_tokens": cache_read_input_tokens,
            "cache_creation_input_tokens": cache_creation_input_tokens,
        },
    }


def anthropic_text(text: str, **kw: Any) -> dict[str, Any]:
    return anthropic_message([{"type": "text", "text": text}], "end_turn", **kw)


def anthropic_tool_uses(
    calls: list[tuple[str, str, dict[str, Any]]], text: Optional[str] = None, **kw: Any
) -> dict[str, Any]:
    """A ``tool_use`` response: ``calls`` are ``(id, name, input)``."""
    blocks: list[dict[str, Any]] = [{"type": "text", "text": text}] if text else []
    blocks += [{"type": "tool_use", "id": i, "name": n, "input": a} for i, n, a in calls]
    return anthropic_message(blocks, "tool_use", **kw)


def anthropic_error(status: int, error_type: str, message: str, retry_after: Optional[float] = None) -> Reply:
    headers = {"request-id": f"req_fake{next(_ids):06d}"}
    if retry_after is not None:
        headers["retry-after"] = f"{retry_after:g}"
    body = {"type": "error", "error": {"type": error_type, "message": message}}
    return Reply(body, status=status, headers=headers)


# ---------------------------------------------------------------- token estimates and caching


def _strip_cc(obj: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in obj.items() if k != "cache_control"}


def _segments(body: dict[str, Any]) -> list[tuple[str, bool]]:
    """The prompt in cache order (tools → system → messages) as (text, is_breakpoint) pieces."""
    out: list[tuple[str, bool]] = []
    for tool in body.get("tools") or []:
        out.append((json.dumps(_strip_cc(tool), ensure_ascii=False, sort_keys=True), "cache_control" in tool))
    system = body.get("system")
    if isinstance(system, str):
        out.append((system, False))
    elif isinstance(system, list):
        for block in system:
            out.append((str(block.get("text", "")), "cache_control" in block))
    for message in body.get("messages") or []:
        content = message.get("content")
        if isinstance(content, str):
            out.append((f"{message.get('role')}:{content}", False))
            continue
        for block in content or []:
            out.append((json.dumps(_strip_cc(block), ensure_ascii=False, sort_keys=True), "cache_control" in block))
    return out


def estimate_input_tokens(request_body: dict[str, Any]) -> int:
    """Input tokens of one Messages request, estimated as characters / 4 (no tokenizer here)."""
    return sum(len(text) for text, _ in _segments(request_body)) // 4


class CacheSimulator:
    """Anthropic-like prompt caching over chars/4 tokens.

    Each ``cache_control`` breakpoint marks a cacheable prefix. The longest prefix seen before is
    read from cache; the rest up to the last breakpoint is written; the remainder is plain input.
    Prefixes shorter than ``min_tokens`` (1024 for Sonnet) are not cached, as with the real API.
    """

    def __init__(self, min_tokens: int = 1024) -> None:
        self.min_tokens = min_tokens
        self._seen: set[str] = set()

    def usage(self, body: dict[str, Any], output_tokens: int) -> dict[str, int]:
        total = estimate_input_tokens(body)
        digest = hashlib.sha256()
        chars = 0
        prefixes: list[tuple[str, int]] = []  # (hash, tokens) at each breakpoint
        for text, breakpoint in _segments(body):
            digest.update(text.encode("utf-8"))
            chars += len(text)
            if breakpoint and chars // 4 >= self.min_tokens:
                prefixes.append((digest.copy().hexdigest(), chars // 4))
        read = max((tok for h, tok in prefixes if h in self._seen), default=0)
        cached = prefixes[-1][1] if prefixes else 0
        self._seen.update(h for h, _ in prefixes)
        return {
            "input_tokens": total - cached,
            "output_tokens": output_tokens,
            "cache_read_input_tokens": read,
            "cache_creation_input_tokens": cached - read,
        }


# ---------------------------------------------------------------- replay of a ModelClient


def model_response_to_anthropic(response: Any, model: str, usage: dict[str, int]) -> dict[str, Any]:
    """An ``agent.model.ModelResponse`` as an Anthropic Messages API response body."""
    blocks = [b.to_message_block() for b in response.content]
    return {
        "id": f"msg_fake{next(_ids):06d}",
        "type": "message",
        "role": "assistant",
        "content": blocks,
        "model": model,
        "stop_reason": response.stop_reason,
        "stop_sequence": None,
        "usage": usage,
    }


def scripted_replay(model_client: Any, simulator: Optional[CacheSimulator] = None) -> ReplayFn:
    """A replay callable that answers with ``model_client.create_message`` (e.g. ScriptedModel)."""
    sim = simulator or CacheSimulator()

    async def replay(body: dict[str, Any]) -> dict[str, Any]:
        tools = [_strip_cc(t) for t in body.get("tools") or []]
        system = body.get("system", "")
        response = await model_client.create_message(
            system, body.get("messages", []), tools, body.get("max_tokens", 2048)
        )
        out_chars = sum(len(json.dumps(b.to_message_block(), ensure_ascii=False)) for b in response.content)
        usage = sim.usage(body, output_tokens=max(1, out_chars // 4))
        return model_response_to_anthropic(response, str(body.get("model", "claude-sonnet-4-5")), usage)

    return replay


# ---------------------------------------------------------------- the app


class FakeAnthropicServer(FakeServer):
    """Anthropic Messages API + Bedrock invoke route; records requests, answers queue/replay."""

    def __init__(self, replay: Optional[ReplayFn] = None) -> None:
        super().__init__()
        self.replay = replay
        self._usages: list[dict[str, Any]] = []
        self.app = new_app("fake-anthropic")
        self.app.add_api_route("/v1/messages", self._messages, methods=["POST"])
        self.app.add_api_route("/model/{model_id}/invoke", self._messages, methods=["POST"])
        self.app.add_api_route("/model/{model_id}/invoke-with-response-stream", self._messages, methods=["POST"])

    @property
    def usages(self) -> list[dict[str, Any]]:
        """The ``usage`` of every successful reply, in order (for token reports)."""
        return list(self._usages)

    async def _messages(self, request: Request) -> Response:
        rec = await self.record(request)
        reply = self.next_reply()
        if reply is None and self.replay is not None:
            result = self.replay(rec.body)
            body = await result if inspect.isawaitable(result) else result
            reply = Reply(body)
        if reply is None:
            reply = anthropic_error(500, "api_error", "fake server: no reply queued")
        if reply.status == 200 and isinstance(reply.body, dict):
            self._usages.append(reply.body.get("usage", {}))
            pace = reply.pace or self.pace
            if rec.path.endswith("/invoke-with-response-stream"):
                return await self.stream(
                    reply, bedrock_eventstream(reply.body, pace), "application/vnd.amazon.eventstream"
                )
            if isinstance(rec.body, dict) and rec.body.get("stream"):
                return await self.stream(reply, anthropic_sse(reply.body, pace), "text/event-stream")
        return await self.respond(reply)
