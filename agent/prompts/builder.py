"""Build the system prompt (req 9) as two Anthropic system blocks.

1. Stable block: identity + personality, the language instructions and the absolute rules. It
   contains no session value and no stage, so it is byte-identical for every session and every
   stage in one language and carries ``cache_control``.
2. Per-call block, after the cache breakpoint: the current stage's instructions, then the
   "Current Session Context" (agent.prompts.context.render_context).

With the stage's tools (agent.tools.stages.offered_tools) this is everything a model call gets
besides the messages: :func:`model_request`.
"""

from __future__ import annotations

from datetime import datetime
from functools import lru_cache
from typing import Any

from agent.prompts.context import render_context
from agent.prompts.templates import ABSOLUTE_RULES, BASE_PROMPT, LANGUAGE_INSTRUCTIONS, STAGE_PROMPTS
from agent.state import AgentState, ConversationState
from agent.tools.stages import offered_tools


@lru_cache(maxsize=8)
def stable_prompt(language: str) -> str:
    """The cacheable part: a pure function of the language only (the same in every stage)."""
    parts = [BASE_PROMPT, LANGUAGE_INSTRUCTIONS.get(language, LANGUAGE_INSTRUCTIONS["EN"]), ABSOLUTE_RULES]
    return "\n\n".join(parts)


def per_call_prompt(state: ConversationState, now: datetime | None = None, support_contact: str | None = None) -> str:
    """The stage's instructions and the session context: changes from call to call."""
    return STAGE_PROMPTS[AgentState(state.state)] + "\n\n" + render_context(state, now, support_contact)


def build_system_prompt(
    state: ConversationState,
    now: datetime | None = None,
    support_contact: str | None = None,
) -> list[dict[str, Any]]:
    """``[stable block, session-context block]`` in Anthropic system-block format."""
    return [
        {
            "type": "text",
            "text": stable_prompt(state.preferred_language),
            "cache_control": {"type": "ephemeral"},
        },
        {"type": "text", "text": per_call_prompt(state, now, support_contact)},
    ]


def model_request(
    state: ConversationState, now: datetime | None = None, support_contact: str | None = None
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """``(system, tools)`` for one model call: what the ``call_llm`` activity sends (and what
    ``scripts/tokens.py`` measures). The messages are ``agent.context.context_window``."""
    return build_system_prompt(state, now, support_contact), offered_tools(state.state)
