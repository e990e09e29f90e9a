"""Build the system prompt (req 9) as two Anthropic system blocks.

1. Stable block: identity + personality, the stage's instructions, the language instructions and
   the absolute rules. It contains no session value, so it is byte-identical for every session in
   the same stage and language and carries ``cache_control`` (prompt caching per stage).
2. Dynamic block: the "Current Session Context" (agent.prompts.context.render_context).
"""

from __future__ import annotations

from datetime import datetime
from functools import lru_cache
from typing import Any

from agent.prompts.context import render_context
from agent.prompts.templates import ABSOLUTE_RULES, BASE_PROMPT, LANGUAGE_INSTRUCTIONS, STAGE_PROMPTS
from agent.state import AgentState, ConversationState
from agent.tools.schemas import ALL_TOOLS


@lru_cache(maxsize=32)
def stable_prompt(stage: AgentState, language: str) -> str:
    """The cacheable part: a pure function of stage and language only."""
    parts = [
        BASE_PROMPT,
        STAGE_PROMPTS[AgentState(stage)],
        LANGUAGE_INSTRUCTIONS.get(language, LANGUAGE_INSTRUCTIONS["EN"]),
        ABSOLUTE_RULES,
    ]
    return "\n\n".join(parts)


def build_system_prompt(
    state: ConversationState,
    now: datetime | None = None,
    support_contact: str | None = None,
) -> list[dict[str, Any]]:
    """``[stable block, session-context block]`` in Anthropic system-block format."""
    return [
        {
            "type": "text",
            "text": stable_prompt(state.state, state.preferred_language),
            "cache_control": {"type": "ephemeral"},
        },
        {"type": "text", "text": render_context(state, now, support_contact)},
    ]


def model_request(
    state: ConversationState, now: datetime | None = None, support_contact: str | None = None
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """``(system, tools)`` for one model call: what the ``call_llm`` activity sends (and what
    ``scripts/tokens.py`` measures). The messages are ``agent.context.context_window``."""
    return build_system_prompt(state, now, support_contact), ALL_TOOLS
