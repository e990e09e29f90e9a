"""An OpenAI-compatible server (vLLM, LM Studio, llama.cpp server) through ``openai.AsyncOpenAI``
and ``/v1/chat/completions``.

History converted by ``convert`` (assistant ``tool_calls`` with ids and JSON-string arguments,
``tool`` messages with the matching ``tool_call_id``); reply arguments are decoded with
``json.loads`` (invalid JSON → ``{}``, logged). Self-hosted, so ``cost_usd`` stays 0.

With ``LLM_STREAMING`` on, ``stream=True`` (with ``stream_options.include_usage``): content
deltas go to ``on_text``; tool-call fragments are merged by their ``index`` (id and name from the
first fragment, ``arguments`` concatenated) and parsed like a whole completion.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, Optional

import openai
import structlog

from activities.models.convert import conversation_salt, response_blocks, to_chat_messages, tools_to_functions
from activities.models.errors import ModelResponseError, translated_errors
from agent.model import ModelResponse, StopReason, SystemPrompt, TextSink, TextStream
from agent.settings import Settings
from agent.state import TokenUsage

log = structlog.get_logger(__name__)

_FINISH: dict[str, StopReason] = {"tool_calls": "tool_use", "function_call": "tool_use", "length": "max_tokens"}


def build_openai_request(
    model: str,
    system: SystemPrompt,
    messages: list[dict[str, Any]],
    tools: list[dict[str, Any]],
    max_tokens: int,
) -> dict[str, Any]:
    params: dict[str, Any] = {
        "model": model,
        "messages": to_chat_messages(system, messages, "openai"),
        "max_tokens": max_tokens,
    }
    if tools:
        params["tools"] = tools_to_functions(tools)
    return params


def parse_openai_completion(completion: Any, salt: str) -> ModelResponse:
    if not completion.choices:
        raise ModelResponseError("chat completion has no choices")
    choice = completion.choices[0]
    message = choice.message
    calls: list[tuple[Optional[str], str, Any]] = []
    for call in message.tool_calls or []:
        fn = getattr(call, "function", None)
        if fn is None:
            continue
        calls.append((getattr(call, "id", None) or None, str(fn.name or ""), fn.arguments))
    blocks = response_blocks(message.content or "", calls, salt)
    stop: StopReason = _FINISH.get(str(choice.finish_reason), "end_turn")
    if calls:
        stop = "tool_use"
    usage = TokenUsage(llm_calls=1)
    if completion.usage is not None:
        details = getattr(completion.usage, "prompt_tokens_details", None)
        cached = int(getattr(details, "cached_tokens", 0) or 0) if details is not None else 0
        usage = TokenUsage(
            input_tokens=int(completion.usage.prompt_tokens or 0) - cached,
            output_tokens=int(completion.usage.completion_tokens or 0),
            cache_read_input_tokens=cached,
            llm_calls=1,
        )
    return ModelResponse(stop_reason=stop, content=blocks, usage=usage, model=str(completion.model or ""))


class OpenAICompatClient:
    name = "openai"

    def __init__(self, settings: Settings, *, sdk: Optional[openai.AsyncOpenAI] = None) -> None:
        if sdk is None and not settings.openai_base_url:
            raise ValueError("OpenAICompatClient needs OPENAI_BASE_URL")
        self.model = settings.openai_model
        self.streaming = settings.llm_streaming
        self.sdk = sdk or openai.AsyncOpenAI(
            api_key=settings.openai_api_key or "not-needed",
            base_url=settings.openai_base_url,
            timeout=settings.llm_timeout_seconds,
            max_retries=0,
        )

    async def create_message(
        self,
        system: SystemPrompt,
        messages: list[dict[str, Any]],
        tools: list[dict[str, Any]],
        max_tokens: int = 2048,
        on_text: Optional[TextSink] = None,
    ) -> ModelResponse:
        params = build_openai_request(self.model, system, messages, tools, max_tokens)
        with translated_errors(self.name):
            if self.streaming:
                completion = await self._stream(params, TextStream(on_text))
            else:
                completion = await self.sdk.chat.completions.create(**params)
            response = parse_openai_completion(completion, conversation_salt(messages))
        return response

    async def _stream(self, params: dict[str, Any], text: TextStream) -> Any:
        """Read a streamed completion; return it in the shape of a whole one."""
        stream = await self.sdk.chat.completions.create(**params, stream=True, stream_options={"include_usage": True})
        content: list[str] = []
        calls: dict[int, dict[str, Any]] = {}
        finish: Optional[str] = None
        usage: Any = None
        model = ""
        seen_choice = False
        async for chunk in stream:
            model = chunk.model or model
            usage = chunk.usage or usage
            for choice in chunk.choices or []:
                seen_choice = True
                delta = choice.delta
                if delta is not None and delta.content:
                    content.append(delta.content)
                    await text.piece(delta.content)
                for frag in (delta.tool_calls if delta is not None else None) or []:
                    call = calls.setdefault(frag.index, {"id": None, "name": "", "arguments": ""})
                    call["id"] = call["id"] or frag.id
                    if frag.function is not None:
                        call["name"] = call["name"] or (frag.function.name or "")
                        call["arguments"] += frag.function.arguments or ""
                finish = choice.finish_reason or finish
        if not seen_choice or finish is None:  # a cut stream must not pass for a short answer
            raise ModelResponseError("streamed chat completion ended without a finish_reason")
        tool_calls = [
            SimpleNamespace(id=c["id"], function=SimpleNamespace(name=c["name"], arguments=c["arguments"]))
            for _, c in sorted(calls.items())
        ]
        message = SimpleNamespace(content="".join(content), tool_calls=tool_calls)
        return SimpleNamespace(
            choices=[SimpleNamespace(message=message, finish_reason=finish)], usage=usage, model=model
        )

    async def close(self) -> None:
        await self.sdk.close()
