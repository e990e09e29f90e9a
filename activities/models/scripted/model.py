"""``ScriptedModel``: the offline demo model behind the ModelClient interface.

It reads only what a real LLM would get (system prompt, messages, tools) and answers with real
``tool_use`` / ``end_turn`` responses, deterministically: the same inputs give the same output,
tool_use ids included (a hash of the messages, the tool name and its input).

Given an ``on_text`` sink it streams the answer's text about a word at a time, ``stream_ms`` apart
(``SCRIPTED_STREAM_MS``), before returning the whole response, like a real streaming model (Khmer
and Chinese runs without spaces by grapheme clusters: activities.models.text_pieces).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
from typing import Any, Optional

from activities.models.scripted.dialogue import decide
from activities.models.scripted.quick_replies import offer
from activities.models.scripted.window import build_view
from activities.models.text_pieces import stream_pieces
from agent.model import ContentBlock, ModelResponse, SystemPrompt, TextSink, TextStream, system_text
from agent.state import TokenUsage

MODEL_NAME = "scripted-offline-demo"


def tool_use_id(messages: list[dict[str, Any]], index: int, name: str, tool_input: dict[str, Any]) -> str:
    """``toolu_`` + 20 hex chars derived from the conversation so far, the call's position, name and
    input. (Not from the message count alone: the window holds a bounded number of messages, so the
    same call a few turns later got the id of the earlier one still in the window.)"""
    payload = json.dumps([messages, index, name, tool_input], sort_keys=True, ensure_ascii=False, default=str)
    return "toolu_" + hashlib.sha256(payload.encode("utf-8")).hexdigest()[:20]


def _chars(value: Any) -> int:
    return len(value) if isinstance(value, str) else len(json.dumps(value, ensure_ascii=False, default=str))


class ScriptedModel:
    """Implements :class:`agent.model.ModelClient` with no network and no API key."""

    name = "scripted"

    def __init__(self, latency_ms: int = 0, stream_ms: int = 0) -> None:
        self.latency_ms = max(0, int(latency_ms))
        self.stream_ms = max(0, int(stream_ms))

    async def create_message(
        self,
        system: SystemPrompt,
        messages: list[dict[str, Any]],
        tools: list[dict[str, Any]],
        max_tokens: int = 2048,
        on_text: Optional[TextSink] = None,
    ) -> ModelResponse:
        if self.latency_ms:
            await asyncio.sleep(self.latency_ms / 1000)
        response = self.respond(system, messages, tools)
        if on_text is not None:
            await self.stream(response, on_text)
        return response

    async def stream(self, response: ModelResponse, on_text: TextSink) -> None:
        """Feed ``response``'s text to ``on_text`` in word-sized pieces, ``stream_ms`` apart."""
        text = TextStream(on_text)
        for block in response.content:
            text.block()
            for n, chunk in enumerate(stream_pieces(block.text or "") if block.type == "text" else []):
                if n and self.stream_ms:
                    await asyncio.sleep(self.stream_ms / 1000)
                await text.piece(chunk)

    def respond(
        self, system: SystemPrompt, messages: list[dict[str, Any]], tools: list[dict[str, Any]]
    ) -> ModelResponse:
        """The synchronous core of :meth:`create_message` (pure: no clock, no randomness)."""
        view = build_view(system, messages, tools)
        reply = decide(view)
        content: list[ContentBlock] = []
        if reply.text:
            content.append(ContentBlock(type="text", text=reply.text))
        for index, (name, tool_input) in enumerate(reply.calls):
            content.append(
                ContentBlock(
                    type="tool_use", id=tool_use_id(messages, index, name, tool_input), name=name, input=tool_input
                )
            )
        if not content:
            content.append(ContentBlock(type="text", text="…"))
        stop = "tool_use" if reply.calls else "end_turn"
        input_chars = _chars(system_text(system)) + _chars(messages) + _chars(tools)
        output_chars = sum(_chars(b.text or "") + _chars(b.input or {}) for b in content)
        usage = TokenUsage(input_tokens=input_chars // 4, output_tokens=max(1, output_chars // 4), llm_calls=1)
        offered = offer(view, reply)  # what the traveller can tap next (issue 39), as data
        return ModelResponse(stop_reason=stop, content=content, usage=usage, model=MODEL_NAME, quick_replies=offered)
