"""Claude through the Anthropic Messages API (``anthropic.AsyncAnthropic``), with prompt caching.

Cache breakpoints (``cache_control: {"type": "ephemeral"}``) go on the LAST tool, so the whole
tool list is cached, and on every system block but the last (``agent.prompts.builder``: the
stable block and the stage's rules); the per-call block at the end is never marked. The API takes
at most 4 breakpoints: one tool and up to 3 system blocks. A plain-string system prompt is sent
as is.

The request building and response parsing here are shared with :mod:`bedrock_client`.

With ``LLM_STREAMING`` on (the default) the call goes through ``messages.stream`` (SSE; Bedrock:
``invoke-with-response-stream``): text deltas reach ``on_text`` as they arrive and the final
``Message`` is the same object ``messages.create`` returns, so parsing is shared.
"""

from __future__ import annotations

import copy
from typing import Any, Optional

import anthropic
import structlog

from activities.models.errors import translated_errors
from agent.model import ContentBlock, ModelResponse, StopReason, SystemPrompt, TextSink, TextStream
from agent.settings import Settings
from agent.state import TokenUsage

log = structlog.get_logger(__name__)

EPHEMERAL: dict[str, str] = {"type": "ephemeral"}
MAX_SYSTEM_BREAKPOINTS = 3  # the API's limit is 4 per request; one is the tools'.
_STOP_REASONS: set[str] = {"end_turn", "tool_use", "max_tokens", "stop_sequence"}


def cached_tools(tools: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Copies of ``tools`` with one cache breakpoint, on the last tool."""
    out = [{k: v for k, v in t.items() if k != "cache_control"} for t in tools]
    if out:
        out[-1]["cache_control"] = dict(EPHEMERAL)
    return out


def cached_system(system: SystemPrompt) -> SystemPrompt:
    """A str as is; blocks copied with a breakpoint on every block but the last (at most 3)."""
    if isinstance(system, str):
        return system
    out = [{k: v for k, v in copy.deepcopy(b).items() if k != "cache_control"} for b in system]
    for block in out[: max(1, len(out) - 1)][:MAX_SYSTEM_BREAKPOINTS]:
        block["cache_control"] = dict(EPHEMERAL)
    return out


def build_request(
    model: str,
    system: SystemPrompt,
    messages: list[dict[str, Any]],
    tools: list[dict[str, Any]],
    max_tokens: int,
) -> dict[str, Any]:
    """Keyword arguments for ``messages.create`` (Anthropic API and Bedrock alike)."""
    params: dict[str, Any] = {"model": model, "max_tokens": max_tokens, "messages": messages}
    if system:
        params["system"] = cached_system(system)
    if tools:
        params["tools"] = cached_tools(tools)
    return params


def estimate_cost_usd(usage: TokenUsage, settings: Settings) -> float:
    """USD cost of ``usage`` at the configured per-million-token prices (seed 001 §12)."""
    cost = (
        usage.input_tokens * settings.price_input_per_mtok
        + usage.output_tokens * settings.price_output_per_mtok
        + usage.cache_read_input_tokens * settings.price_cache_read_per_mtok
        + usage.cache_creation_input_tokens * settings.price_cache_write_per_mtok
    ) / 1_000_000
    return round(cost, 6)


def _usage(raw: Any, settings: Settings) -> TokenUsage:
    usage = TokenUsage(
        input_tokens=int(getattr(raw, "input_tokens", 0) or 0),
        output_tokens=int(getattr(raw, "output_tokens", 0) or 0),
        cache_read_input_tokens=int(getattr(raw, "cache_read_input_tokens", 0) or 0),
        cache_creation_input_tokens=int(getattr(raw, "cache_creation_input_tokens", 0) or 0),
        llm_calls=1,
    )
    return usage.model_copy(update={"cost_usd": estimate_cost_usd(usage, settings)})


def parse_message(message: Any, settings: Settings) -> ModelResponse:
    """An SDK ``Message`` as a ModelResponse (text and tool_use blocks; others are skipped)."""
    blocks: list[ContentBlock] = []
    for block in message.content:
        if block.type == "text":
            blocks.append(ContentBlock(type="text", text=block.text))
        elif block.type == "tool_use":
            blocks.append(ContentBlock(type="tool_use", id=block.id, name=block.name, input=dict(block.input or {})))
    raw_stop = str(message.stop_reason or "end_turn")
    stop: StopReason = raw_stop if raw_stop in _STOP_REASONS else "end_turn"  # type: ignore[assignment]
    if raw_stop not in _STOP_REASONS:
        log.warning("model_unusual_stop_reason", stop_reason=raw_stop)
    return ModelResponse(stop_reason=stop, content=blocks, usage=_usage(message.usage, settings), model=message.model)


class AnthropicFamilyClient:
    """create_message over any SDK client exposing ``messages.create`` (Anthropic or Bedrock)."""

    name = "anthropic"
    # Extra top-level body fields (Bedrock pins its anthropic_version here).
    extra_body: Optional[dict[str, Any]] = None

    def __init__(self, sdk: Any, model: str, settings: Settings) -> None:
        self.sdk = sdk
        self.model = model
        self.settings = settings
        self.streaming = settings.llm_streaming

    async def create_message(
        self,
        system: SystemPrompt,
        messages: list[dict[str, Any]],
        tools: list[dict[str, Any]],
        max_tokens: int = 2048,
        on_text: Optional[TextSink] = None,
    ) -> ModelResponse:
        params = build_request(self.model, system, messages, tools, max_tokens)
        with translated_errors(self.name):
            if self.extra_body:
                params["extra_body"] = dict(self.extra_body)
            if not self.streaming:
                message = await self.sdk.messages.create(**params)
            else:
                message = await self._stream(params, TextStream(on_text))
        return parse_message(message, self.settings)

    async def _stream(self, params: dict[str, Any], text: TextStream) -> Any:
        async with self.sdk.messages.stream(**params) as stream:
            async for event in stream:
                if event.type == "content_block_start":
                    text.block()
                elif event.type == "text":
                    await text.piece(event.text)
            return await stream.get_final_message()

    async def close(self) -> None:
        await self.sdk.close()


class AnthropicClient(AnthropicFamilyClient):
    """Claude via api.anthropic.com (or ``ANTHROPIC_BASE_URL``); SDK retries off (Temporal retries)."""

    name = "anthropic"

    def __init__(self, settings: Settings, *, sdk: Optional[anthropic.AsyncAnthropic] = None) -> None:
        sdk = sdk or anthropic.AsyncAnthropic(
            api_key=settings.anthropic_api_key,
            base_url=settings.anthropic_base_url,
            timeout=settings.llm_timeout_seconds,
            max_retries=0,
        )
        super().__init__(sdk, settings.anthropic_model, settings)
