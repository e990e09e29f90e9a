"""A local model through Ollama's native ``POST /api/chat``, via httpx.

With ``LLM_STREAMING`` on, ``"stream": true``: Ollama answers newline-delimited JSON chunks; each
chunk's ``message.content`` goes to ``on_text``, ``tool_calls`` are collected, and the last chunk
(``done: true``) carries the stop reason and token counts. Off: one JSON response.

Unlike the seeds' sample code, the Anthropic-format history is converted (``convert``) and the
native tool-call ``arguments`` are read as the JSON objects Ollama sends (a string is accepted
defensively). Local inference costs nothing, so ``cost_usd`` stays 0.
"""

from __future__ import annotations

import json
from typing import Any, Optional

import httpx
import structlog

from activities.models.convert import conversation_salt, response_blocks, to_chat_messages, tools_to_functions
from activities.models.errors import ModelResponseError, translated_errors
from agent.model import ModelResponse, StopReason, SystemPrompt, TextSink, TextStream
from agent.settings import Settings
from agent.state import TokenUsage

log = structlog.get_logger(__name__)


def build_ollama_request(
    model: str,
    system: SystemPrompt,
    messages: list[dict[str, Any]],
    tools: list[dict[str, Any]],
    max_tokens: int,
    stream: bool = False,
) -> dict[str, Any]:
    body: dict[str, Any] = {
        "model": model,
        "messages": to_chat_messages(system, messages, "ollama"),
        "stream": stream,
        "options": {"num_predict": max_tokens},
    }
    if tools:
        body["tools"] = tools_to_functions(tools)
    return body


def parse_ollama_response(data: Any, salt: str) -> ModelResponse:
    if not isinstance(data, dict):
        raise ModelResponseError("ollama response is not a JSON object")
    message = data.get("message")
    if not isinstance(message, dict):
        raise ModelResponseError("ollama response has no message")
    calls: list[tuple[Optional[str], str, Any]] = []
    for call in message.get("tool_calls") or []:
        fn = call.get("function") or {}
        calls.append((call.get("id") or None, str(fn.get("name", "")), fn.get("arguments")))
    blocks = response_blocks(message.get("content") or "", calls, salt)
    stop: StopReason = "tool_use" if calls else ("max_tokens" if data.get("done_reason") == "length" else "end_turn")
    usage = TokenUsage(
        input_tokens=int(data.get("prompt_eval_count") or 0),
        output_tokens=int(data.get("eval_count") or 0),
        llm_calls=1,
    )
    return ModelResponse(stop_reason=stop, content=blocks, usage=usage, model=str(data.get("model", "")))


class OllamaClient:
    name = "ollama"

    def __init__(self, settings: Settings, *, http: Optional[httpx.AsyncClient] = None) -> None:
        if not settings.ollama_base_url:
            raise ValueError("OllamaClient needs OLLAMA_BASE_URL")
        self.model = settings.ollama_model
        self.streaming = settings.llm_streaming
        self.http = http or httpx.AsyncClient(
            base_url=settings.ollama_base_url.rstrip("/"), timeout=settings.llm_timeout_seconds
        )

    async def create_message(
        self,
        system: SystemPrompt,
        messages: list[dict[str, Any]],
        tools: list[dict[str, Any]],
        max_tokens: int = 2048,
        on_text: Optional[TextSink] = None,
    ) -> ModelResponse:
        body = build_ollama_request(self.model, system, messages, tools, max_tokens, self.streaming)
        with translated_errors(self.name):
            if self.streaming:
                data = await self._stream(body, TextStream(on_text))
                return parse_ollama_response(data, conversation_salt(messages))
            reply = await self.http.post("/api/chat", json=body)
            reply.raise_for_status()
            try:
                data = reply.json()
            except ValueError as exc:
                raise ModelResponseError("ollama response is not JSON") from exc
            response = parse_ollama_response(data, conversation_salt(messages))
        return response

    async def _stream(self, body: dict[str, Any], text: TextStream) -> dict[str, Any]:
        """Read the NDJSON chunks; return them merged into the shape of a non-streamed response."""
        content: list[str] = []
        calls: list[Any] = []
        async with self.http.stream("POST", "/api/chat", json=body) as reply:
            if reply.is_error:
                await reply.aread()
                reply.raise_for_status()
            async for line in reply.aiter_lines():
                if not line.strip():
                    continue
                try:
                    chunk = json.loads(line)
                except ValueError as exc:
                    raise ModelResponseError("ollama stream chunk is not JSON") from exc
                if not isinstance(chunk, dict) or "error" in chunk:
                    raise ModelResponseError("ollama stream reported an error")
                message = chunk.get("message") or {}
                piece = message.get("content") or ""
                if piece:
                    content.append(piece)
                    await text.piece(piece)
                calls.extend(message.get("tool_calls") or [])
                if chunk.get("done"):
                    return {**chunk, "message": {"role": "assistant", "content": "".join(content), "tool_calls": calls}}
        raise ModelResponseError("ollama stream ended without a done chunk")

    async def close(self) -> None:
        await self.http.aclose()
