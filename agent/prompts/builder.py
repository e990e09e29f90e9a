"""Build the system prompt (req 9) as three Anthropic system blocks.

1. Stable block: identity + personality, the language instructions and the absolute rules. It
   contains no session value and no stage, so it is byte-identical for every session and every
   stage in one language and carries ``cache_control``.
2. Stage block: the current stage's instructions. A pure function of (stage, language), the same
   for every session in that stage, so it carries a second cache breakpoint (issue 23: the
   cacheable prefix is the stage's tools, this block and the one above, ~60-70 % of a call).
3. Per-call block, after the last breakpoint: the "Current Session Context"
   (agent.prompts.context.render_context) and the open system notices.

The API caches prefixes in the order tools, system, messages. The tools follow the stage, so each
(stage, language) has its own cached prefix, shared by every session in that stage; the stable
block stays the same across stages so a model or API that caches per block (Bedrock cache points)
keeps it, and so one fixed text carries the rules that never change.

With the stage's tools (agent.tools.stages.offered_tools) this is everything a model call gets
besides the messages: :func:`model_request`.
"""

from __future__ import annotations

from datetime import datetime
from functools import cache, lru_cache
from typing import Any

from agent.aftercare import POLICY_SUMMARY
from agent.prompts.context import render_context, render_context_parts
from agent.prompts.templates import ABSOLUTE_RULES, BASE_PROMPT, LANGUAGE_INSTRUCTIONS, STAGE_PROMPTS
from agent.state import AgentState, ConversationState
from agent.tools.stages import offered_tools


@lru_cache(maxsize=8)
def stable_prompt(language: str) -> str:
    """The cacheable part: a pure function of the language only (the same in every stage)."""
    parts = [BASE_PROMPT, LANGUAGE_INSTRUCTIONS.get(language, LANGUAGE_INSTRUCTIONS["EN"]), ABSOLUTE_RULES]
    return "\n\n".join(parts)


def stage_prompt(stage: AgentState) -> str:
    """The stage's instructions: the same for every session in that stage, with what is the same
    for every session there too (the change policy after payment), so
    it is cached instead of sent again in every session context."""
    return _stage_prompt(AgentState(stage))


@cache
def _stage_prompt(stage: AgentState) -> str:  # built once per stage, not on every model call
    parts = [STAGE_PROMPTS[stage]]  # the stage moves it allows: requestStageChange's to_stage enum
    if stage == AgentState.POST_BOOKING:
        parts.append(f"Change policy: {POLICY_SUMMARY}")
    return "\n\n".join(parts)


def per_call_prompt(state: ConversationState, now: datetime | None = None, support_contact: str | None = None) -> str:
    """The session context and notices: changes from call to call."""
    return render_context(state, now, support_contact)


def build_system_prompt(
    state: ConversationState,
    now: datetime | None = None,
    support_contact: str | None = None,
) -> list[dict[str, Any]]:
    """``[stable block, stage block, session facts, this call's moment]`` in Anthropic system-block
    format; all but the last carry a cache breakpoint: the facts change only when a fact does, so
    the calls of a turn (and turns that change nothing) read them from the cache."""
    facts, moment = render_context_parts(state, now, support_contact)
    return [
        {"type": "text", "text": stable_prompt(state.preferred_language), "cache_control": {"type": "ephemeral"}},
        {"type": "text", "text": stage_prompt(state.state), "cache_control": {"type": "ephemeral"}},
        {"type": "text", "text": facts, "cache_control": {"type": "ephemeral"}},
        {"type": "text", "text": moment or "(nothing new this call)"},
    ]


def model_request(
    state: ConversationState, now: datetime | None = None, support_contact: str | None = None
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """``(system, tools)`` for one model call: what the ``call_llm`` activity sends (and what
    ``scripts/tokens.py`` measures). The messages are ``agent.context.context_window``."""
    return build_system_prompt(state, now, support_contact), offered_tools(state.state)
