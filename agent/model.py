"""The ModelClient interface every LLM backend implements (seed 000 §5).

Messages, tools and responses use the Anthropic Messages format throughout; clients for other
APIs (Ollama, OpenAI-compatible) convert at their edge.
"""

from __future__ import annotations

from typing import Any, Literal, Optional, Protocol, Union

from pydantic import BaseModel, Field

from agent.state import ConversationState, TokenUsage

StopReason = Literal["end_turn", "tool_use", "max_tokens", "stop_sequence"]

# A system prompt is either one string or Anthropic system blocks
# ([{"type": "text", "text": ..., "cache_control": ...}]); see agent.prompts.builder.
SystemPrompt = Union[str, list[dict[str, Any]]]


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
    ) -> ModelResponse: ...


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

