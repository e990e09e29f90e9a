"""An OpenAI-compatible server (vLLM, LM Studio, llama.cpp server) through ``openai.AsyncOpenAI``
and ``/v1/chat/completions``.

History converted by ``convert`` (assistant ``tool_calls`` with ids and JSON-string arguments,
``tool`` messages with the matching ``tool_call_id``); reply arguments are decoded with
``json.loads`` (invalid JSON → ``{}``, logged). Self-hosted, so ``cost_usd`` stays 0.
"""

from __future__ import annotations

from typing import Any, Optional

import openai
import structlog

from activities.models.convert import conversation_salt, response_blocks, to_chat_messages, tools_to_functions
from activities.models.errors import ModelResponseError, translated_errors
from agent.model import ModelResponse, StopReason, SystemPrompt
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
    ) -> ModelResponse:
        params = build_openai_request(self.model, system, messages, tools, max_tokens)
        with translated_errors(self.name):
            completion = await self.sdk.chat.completions.create(**params)
            response = parse_openai_completion(completion, conversation_salt(messages))
        return response

    async def close(self) -> None:
        await self.sdk.close()
