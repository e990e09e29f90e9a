"""A fake OpenAI-compatible server (vLLM, LM Studio, llama.cpp): ``POST /v1/chat/completions``.

Tool call ``arguments`` are JSON *strings*, every call has an ``id``.
"""

from __future__ import annotations

import itertools
import json
from typing import Any, Optional

from fastapi import Request
from fastapi.responses import Response

from tests.fakes import FakeServer, Reply, new_app
from tests.fakes.streaming import openai_sse

_ids = itertools.count(1)


def openai_completion(
    content: Optional[str] = None,
    tool_calls: Optional[list[dict[str, Any]]] = None,
    *,
    finish_reason: Optional[str] = None,
    model: str = "qwen2.5-14b-instruct",
    prompt_tokens: int = 40,
    completion_tokens: int = 9,
    cached_tokens: Optional[int] = None,
) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": content}
    if tool_calls:
        message["tool_calls"] = tool_calls
    usage: dict[str, Any] = {
        "prompt_tokens": prompt_tokens,
        "completion_tokens": completion_tokens,
        "total_tokens": prompt_tokens + completion_tokens,
    }
    if cached_tokens is not None:
        usage["prompt_tokens_details"] = {"cached_tokens": cached_tokens}
    return {
        "id": f"chatcmpl-fake{next(_ids):06d}",
        "object": "chat.completion",
        "created": 1735689600,
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": message,
                "logprobs": None,
                "finish_reason": finish_reason or ("tool_calls" if tool_calls else "stop"),
            }
        ],
        "usage": usage,
    }


def openai_call(call_id: str, name: str, arguments: Any) -> dict[str, Any]:
    """A tool call; ``arguments`` given as an object is serialised to the wire's JSON string."""
    args = arguments if isinstance(arguments, str) else json.dumps(arguments)
    return {"id": call_id, "type": "function", "function": {"name": name, "arguments": args}}


def openai_error(status: int, message: str, error_type: str = "invalid_request_error") -> Reply:
    return Reply({"error": {"message": message, "type": error_type, "param": None, "code": None}}, status=status)


class FakeOpenAIServer(FakeServer):
    def __init__(self) -> None:
        super().__init__()
        self.app = new_app("fake-openai")
        self.app.add_api_route("/v1/chat/completions", self._chat, methods=["POST"])

    async def _chat(self, request: Request) -> Response:
        rec = await self.record(request)
        reply = self.next_reply() or openai_error(500, "fake server: no reply queued", "server_error")
        body = rec.body if isinstance(rec.body, dict) else {}
        if reply.status == 200 and body.get("stream") and isinstance(reply.body, dict):  # SSE chunks
            usage = bool((body.get("stream_options") or {}).get("include_usage"))
            return await self.stream(reply, openai_sse(reply.body, usage, reply.pace or self.pace), "text/event-stream")
        return await self.respond(reply)
