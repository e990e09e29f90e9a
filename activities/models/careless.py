"""A careless model for drills (``SCRIPTED_CARELESS_CONFIRM=1``, scripted backend only).

It plays the model the consent rule is there for: on every traveller message, if the session
context shows an open quote (a booking summary, a reschedule or a cancellation quote), it calls the
confirming tool with that quote id straight away, whatever the traveller wrote ("never mind",
"thanks", a message typed twice). Otherwise, and after the tool's result, the scripted model answers.
The drills show that the workflow, not the model, decides (agent/consent.py).
"""

from __future__ import annotations

import hashlib
import re
from typing import Any, Optional

from agent.model import ContentBlock, ModelClient, ModelResponse, SystemPrompt, TextSink, system_text
from agent.state import TokenUsage

# the context lines of agent/prompts/context.py and agent/consent.py
_OPEN_QUOTE = re.compile(
    r"(booking_summary_shown|reschedule_quote_shown|cancellation_quote_shown): quote_id=([^\s,;]+)"
)
_CONFIRMS = {
    "booking_summary_shown": "createBooking",
    "reschedule_quote_shown": "confirmReschedule",
    "cancellation_quote_shown": "confirmCancellation",
}


def careless_call(
    system: SystemPrompt, messages: list[dict[str, Any]], tools: list[dict[str, Any]]
) -> Optional[tuple[str, str]]:
    """(confirming tool, quote id) when the last message is the traveller's words and a quote is open."""
    last = messages[-1] if messages else {}
    if last.get("role") != "user" or not isinstance(last.get("content"), str):
        return None  # a tool result: let the scripted model answer it
    offered = {t.get("name") for t in tools}
    for key, quote_id in reversed(_OPEN_QUOTE.findall(system_text(system))):
        if _CONFIRMS[key] in offered:
            return _CONFIRMS[key], quote_id
    return None


class CarelessConfirm:
    """Wraps a ModelClient; see the module docstring."""

    def __init__(self, inner: ModelClient) -> None:
        self.inner = inner
        self.name = getattr(inner, "name", "scripted")

    async def create_message(
        self,
        system: SystemPrompt,
        messages: list[dict[str, Any]],
        tools: list[dict[str, Any]],
        max_tokens: int = 2048,
        on_text: Optional[TextSink] = None,
    ) -> ModelResponse:
        call = careless_call(system, messages, tools)
        if call is None:
            return await self.inner.create_message(system, messages, tools, max_tokens, on_text)
        name, quote_id = call
        tool_id = "toolu_" + hashlib.sha256(f"{len(messages)}:{name}:{quote_id}".encode()).hexdigest()[:20]
        # any booking id: the workflow confirms for the session's own booking (agent/tools/guards.py)
        tool_input = {"quote_id": quote_id} if name == "createBooking" else {"quote_id": quote_id, "booking_id": "this"}
        block = ContentBlock(type="tool_use", id=tool_id, name=name, input=tool_input)
        usage = TokenUsage(input_tokens=1, output_tokens=1, llm_calls=1)
        return ModelResponse(stop_reason="tool_use", content=[block], usage=usage, model="careless")
