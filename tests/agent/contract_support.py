"""Shared set-up of the model-contract tests: a fixed clock, sessions at any stage, the prompt text."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from agent.prompts.builder import build_system_prompt
from agent.state import AgentState as A, ConversationState

NOW = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)


def new_state(**fields: Any) -> ConversationState:
    state = ConversationState.new("0b7e2c1e-0000-4000-8000-00000000000c", NOW, user_id="u1")
    for key, value in fields.items():
        setattr(state, key, value)
    return state


def system_text(state: ConversationState) -> str:
    return "\n\n".join(block["text"] for block in build_system_prompt(state, NOW))


def at_stage(stage: A) -> ConversationState:
    return new_state(
        state=stage,
        mood="curious",
        environment="BEACH",
        duration_days=3,
        people_count=2,
        budget_min_usd=50.0,
        budget_max_usd=150.0,
        departure_city="Phnom Penh",
        suggested_trip_ids=["trip_1"],
        selected_trip_id="trip_1",
        booking_id="bk",
        booking_ref="DLG-3",
        payment_intent_id="pi",
        payment_status="PENDING",
        reserved_until=NOW + timedelta(minutes=5),
    )
