"""A model played by hand in a test: canned responses against the real sandbox, guards, side effects and prompt
(``tests.scripted_support.model_loop``), with every request it was sent kept (the stage, the context, the tools
offered), as a relay run sees them."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, Union

from agent.model import ModelResponse
from agent.prompts.context import parse_context
from agent.state import ConversationState
from tests.activities.models.scripted.sandbox_support import SandboxBackend
from tests.scripted_support import TurnLog, run_turn

Block = dict[str, Any]
Response = list[Union[str, Block]]


@dataclass
class Seen:
    """One model call as the model got it."""

    context: dict[str, str]
    tools: list[str]

    @property
    def stage(self) -> str:
        return self.context.get("state", "")


class PlayedModel:
    """Answers each call with the next canned response (text, tool calls or both); keeps what it was sent."""

    name = "played"

    def __init__(self) -> None:
        self.queue: list[Response] = []
        self.seen: list[Seen] = []
        self._ids = 0

    async def create_message(
        self, system: Any, messages: Any, tools: Any, max_tokens: int = 0, on_text: Any = None
    ) -> ModelResponse:
        text = "\n\n".join(b["text"] for b in system)
        self.seen.append(Seen(context=parse_context(text), tools=[t["name"] for t in tools]))
        content: list[Block] = []
        for block in self.queue.pop(0) if self.queue else ["Noted."]:
            if isinstance(block, str):
                content.append({"type": "text", "text": block})
            else:
                self._ids += 1
                content.append({"type": "tool_use", "id": f"toolu_played_{self._ids}", **block})
        uses = any(b["type"] == "tool_use" for b in content)
        return ModelResponse(content=content, stop_reason="tool_use" if uses else "end_turn")


def call(tool: str, **inp: Any) -> Block:
    """A tool call of a canned response."""
    return {"name": tool, "input": inp}


async def say(
    model: PlayedModel,
    state: ConversationState,
    backend: SandboxBackend,
    text: str,
    now: datetime,
    *responses: Response,
) -> TurnLog:
    """The traveller's ``text``, answered with ``responses`` and then a closing text."""
    model.queue = [*responses, ["Noted."]]
    return await run_turn(model, state, text, backend, now)
