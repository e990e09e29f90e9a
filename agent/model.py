"""The ModelClient interface every LLM backend implements (seed 000 §5).

Messages, tools and responses use the Anthropic Messages format throughout; clients for other
APIs (Ollama, OpenAI-compatible) convert at their edge.
"""

from __future__ import annotations

from typing import Any, Awaitable, Callable, Literal, Optional, Protocol, Union

from pydantic import BaseModel, Field, field_serializer

from agent.quick_replies import QuickReply
from agent.state import ConversationState, TokenUsage

StopReason = Literal["end_turn", "tool_use", "max_tokens", "stop_sequence"]

# A system prompt is either one string or Anthropic system blocks
# ([{"type": "text", "text": ..., "cache_control": ...}]); see agent.prompts.builder.
SystemPrompt = Union[str, list[dict[str, Any]]]

# Receives each piece of answer text as the model writes it (streaming, issue 14).
TextSink = Callable[[str], Awaitable[None]]


class ContentBlock(BaseModel):
    """One block of an assistant response: ``text`` or ``tool_use``."""

    type: Literal["text", "tool_use"]
    text: Optional[str] = None
    id: Optional[str] = None
    name: Optional[str] = None
    input: Optional[dict[str, Any]] = None

    def to_message_block(self) -> dict[str, Any]:
        if self.type == "text":
            return {"type": "text", "text": self.text or ""}
        return {"type": "tool_use", "id": self.id, "name": self.name, "input": self.input or {}}


class ModelResponse(BaseModel):
    stop_reason: StopReason
    content: list[ContentBlock] = Field(default_factory=list)
    usage: TokenUsage = Field(default_factory=TokenUsage)
    model: str = ""
    # Issue 39: answers the traveller can tap, offered as data (never inside the text); the
    # workflow sends those of the turn's last response as one ``quick_replies`` frame.
    quick_replies: list[QuickReply] = Field(default_factory=list)

    @property
    def text(self) -> str:
        return "\n\n".join(b.text for b in self.content if b.type == "text" and b.text)

    @property
    def tool_uses(self) -> list[ContentBlock]:
        return [b for b in self.content if b.type == "tool_use"]

    def assistant_message(self) -> dict[str, Any]:
        return {"role": "assistant", "content": [b.to_message_block() for b in self.content]}


class ModelClient(Protocol):
    """Any LLM backend: the scripted offline model, Anthropic, Ollama, OpenAI-compatible, Bedrock."""

    name: str

    async def create_message(
        self,
        system: SystemPrompt,
        messages: list[dict[str, Any]],
        tools: list[dict[str, Any]],
        max_tokens: int = 2048,
        on_text: Optional[TextSink] = None,
    ) -> ModelResponse:
        """The whole response; while it is written, its text goes to ``on_text`` piece by piece
        (the pieces concatenate to ``ModelResponse.text``, see :class:`TextStream`)."""
        ...


class TextStream:
    """Feeds text pieces to a sink so that they add up to exactly ``ModelResponse.text``.

    ``ModelResponse.text`` joins the non-empty text blocks with a blank line, so the first piece
    of every later non-empty block is prefixed with ``"\n\n"``. Call :meth:`block` when a new
    content block starts (tool_use blocks in between do not matter).
    """

    def __init__(self, sink: Optional[TextSink]) -> None:
        self.sink = sink
        self._blocks_with_text = 0
        self._current_has_text = False

    def block(self) -> None:
        self._current_has_text = False

    async def piece(self, text: str) -> None:
        if not text or self.sink is None:
            return
        if not self._current_has_text:
            if self._blocks_with_text:
                text = "\n\n" + text
            self._blocks_with_text += 1
            self._current_has_text = True
        await self.sink(text)


def system_text(system: SystemPrompt) -> str:
    """The plain text of a system prompt, whichever form it has."""
    if isinstance(system, str):
        return system
    return "\n\n".join(block.get("text", "") for block in system)


class LlmRequest(BaseModel):
    """Input of the ``call_llm`` activity: the session facts and the context window only.

    The activity builds the system prompt and picks the stage's tool schemas itself (both pure
    functions of this input), so history does not carry ~10 KB of schemas every call.
    """

    session_id: str
    state: ConversationState  # with messages stripped; see workflows
    messages: list[dict[str, Any]]
    max_tokens: int = 2048
    purpose: str = "turn"  # "turn" | "confirmation" | "reminder" | "hold_expired"
    # The turn's key (the traveller's message_id, or the system turn's key): streamed deltas are
    # tagged with it so the chat knows which answer they belong to. Empty = do not stream.
    stream_key: str = ""
    # Issue 41: attempts of earlier calls of this same request (a call whose attempts all missed
    # their heartbeat is made again): streamed deltas number their attempts on from there.
    attempt_offset: int = 0

    @field_serializer("state")
    def _facts_that_are_set(self, state: ConversationState) -> dict[str, Any]:
        """Only the facts that differ from a new session's defaults (issue 26: about half the
        state's bytes, on every model call in history); validation fills the defaults back in."""
        return state.model_dump(mode="json", exclude_defaults=True)

    @property
    def call_number(self) -> int:
        """1 for the turn's first model call, 2 after its first tool round, …: the assistant
        messages after the last plain-text user message (the one that started the turn), plus 1."""
        calls = 1
        for message in reversed(self.messages):
            if message.get("role") == "user" and isinstance(message.get("content"), str):
                break
            if message.get("role") == "assistant":
                calls += 1
        return calls
