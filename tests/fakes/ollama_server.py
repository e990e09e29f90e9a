"""A fake Ollama server: native ``POST /api/chat``, real response shape (NDJSON when streaming).

Ollama's native tool calls carry ``arguments`` as JSON *objects* (not strings) and, in most
versions, no call id.
"""

from __future__ import annotations

import itertools
from typing import Any, Optional

from fastapi import Request
from fastapi.responses import Response

from tests.fakes import FakeServer, Reply, new_app
from tests.fakes.streaming import ollama_ndjson

_ticks = itertools.count(1)


def ollama_chat(
    content: str = "",
    tool_calls: Optional[list[dict[str, Any]]] = None,
    *,
    model: str = "qwen2.5:14b",
    done_reason: str = "stop",
    prompt_eval_count: int = 30,
    eval_count: int = 7,
) -> dict[str, Any]:
    """A ``/api/chat`` response body; ``tool_calls`` as ``[{"function": {"name", "arguments"}}]``."""
    message: dict[str, Any] = {"role": "assistant", "content": content}
    if tool_calls is not None:
        message["tool_calls"] = tool_calls
    return {
        "model": model,
        "created_at": f"2025-01-01T00:00:{next(_ticks) % 60:02d}.000000Z",
        "message": message,
        "done_reason": done_reason,
        "done": True,
        "total_duration": 1_000_000,
        "load_duration": 1000,
        "prompt_eval_count": prompt_eval_count,
        "prompt_eval_duration": 1000,
        "eval_count": eval_count,
        "eval_duration": 1000,
    }


def ollama_call(name: str, arguments: Any) -> dict[str, Any]:
    return {"function": {"name": name, "arguments": arguments}}


def ollama_error(status: int, message: str) -> Reply:
    return Reply({"error": message}, status=status)


class FakeOllamaServer(FakeServer):
    def __init__(self) -> None:
        super().__init__()
        self.app = new_app("fake-ollama")
        self.app.add_api_route("/api/chat", self._chat, methods=["POST"])

    async def _chat(self, request: Request) -> Response:
        rec = await self.record(request)
        reply = self.next_reply() or ollama_error(500, "fake server: no reply queued")
        streamed = isinstance(rec.body, dict) and rec.body.get("stream") and isinstance(reply.body, dict)
        if reply.status == 200 and streamed:
            return await self.stream(reply, ollama_ndjson(reply.body, reply.pace or self.pace), "application/x-ndjson")
        return await self.respond(reply)
