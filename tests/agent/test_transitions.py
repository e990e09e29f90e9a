"""Stage transitions: the table is the only way to change stage."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from hypothesis import given, settings, strategies as st
from structlog.testing import capture_logs

from agent.state import AgentState, ConversationState
from agent.transitions import (
    TRANSITIONS,
    IllegalTransition,
    can_transition,
    move_to,
    path_between,
    transition,
)

NOW = datetime(2026, 1, 1, tzinfo=UTC)
A = AgentState
# Seed 003 §4, written out here independently of the implementation.
SEED_FORWARD = [
    (A.DISCOVERY, A.SUGGESTION),
    (A.SUGGESTION, A.EXPLORATION),
    (A.EXPLORATION, A.CUSTOMIZATION),
    (A.CUSTOMIZATION, A.BOOKING),
    (A.BOOKING, A.PAYMENT),
    (A.PAYMENT, A.POST_BOOKING),
]
SEED_BACKWARD = [
    (A.SUGGESTION, A.DISCOVERY),
    (A.EXPLORATION, A.DISCOVERY),
    (A.CUSTOMIZATION, A.EXPLORATION),
    (A.BOOKING, A.EXPLORATION),
    (A.BOOKING, A.CUSTOMIZATION),
    (A.PAYMENT, A.BOOKING),
]
SEED_SKIPS = [(A.EXPLORATION, A.BOOKING), (A.BOOKING, A.DISCOVERY), (A.PAYMENT, A.DISCOVERY)]
# Moves that would break the journey: paying without booking, confirming without paying...
NEVER = [
    (A.DISCOVERY, A.PAYMENT),
    (A.DISCOVERY, A.POST_BOOKING),
    (A.SUGGESTION, A.BOOKING),
    (A.DISCOVERY, A.BOOKING),
    (A.EXPLORATION, A.PAYMENT),
    (A.CUSTOMIZATION, A.PAYMENT),
    (A.BOOKING, A.POST_BOOKING),
    (A.POST_BOOKING, A.PAYMENT),
]


def new_state(stage: AgentState) -> ConversationState:
    state = ConversationState.new("sess-1", NOW)
    state.state = stage
    return state


@pytest.mark.parametrize("src,dst", SEED_FORWARD + SEED_BACKWARD + SEED_SKIPS)
def test_seed_transitions_are_in_the_table(src: AgentState, dst: AgentState) -> None:
    assert (src, dst) in TRANSITIONS and can_transition(src, dst)


@pytest.mark.parametrize("src,dst", NEVER)
def test_journey_breaking_moves_are_refused(src: AgentState, dst: AgentState) -> None:
    assert not can_transition(src, dst)
    state = new_state(src)
    with pytest.raises(IllegalTransition, match=f"cannot go from {src.value} to {dst.value}"):
        transition(state, dst, "test")
    assert state.state == src


def test_only_payment_leads_to_post_booking() -> None:
    assert [src for (src, dst) in TRANSITIONS if dst == A.POST_BOOKING] == [A.PAYMENT]
    assert [src for (src, dst) in TRANSITIONS if dst == A.PAYMENT] == [A.BOOKING]


@pytest.mark.parametrize("src,dst", sorted(TRANSITIONS, key=lambda p: (p[0].value, p[1].value)))
def test_every_table_entry_applies_and_is_logged(src: AgentState, dst: AgentState) -> None:
    state = new_state(src)
    with capture_logs() as logs:
        assert transition(state, dst, "because") is True
    assert state.state == dst
    changed = [e for e in logs if e["event"] == "stage_changed"]
    assert changed == [
        {
            "event": "stage_changed",
            "log_level": "info",
            "session_id": "sess-1",
            "from": src.value,
            "to": dst.value,
            "reason": "because",
        }
    ]


@pytest.mark.parametrize("stage", list(AgentState))
def test_same_stage_is_a_silent_noop(stage: AgentState) -> None:
    state = new_state(stage)
    with capture_logs() as logs:
        assert transition(state, stage, "again") is False
    assert state.state == stage and logs == []


def test_illegal_transition_is_a_value_error() -> None:
    assert issubclass(IllegalTransition, ValueError)


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(list(AgentState)), st.lists(st.sampled_from(list(AgentState)), max_size=30))
def test_no_transition_outside_the_table_is_ever_applied(start: AgentState, targets: list[AgentState]) -> None:
    state = new_state(start)
    for dst in targets:
        before = state.state
        try:
            changed = transition(state, dst, "random")
        except IllegalTransition:
            assert (before, dst) not in TRANSITIONS and before != dst
            assert state.state == before
            continue
        assert state.state == dst
        assert changed == (before != dst)
        assert before == dst or (before, dst) in TRANSITIONS


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(list(AgentState)), st.sampled_from(list(AgentState)))
def test_move_to_walks_only_table_edges(src: AgentState, dst: AgentState) -> None:
    state = new_state(src)
    path = path_between(src, dst)
    assert path is not None  # every stage is reachable from every stage
    with capture_logs() as logs:
        move_to(state, dst, "walk")
    assert state.state == dst
    steps = [(A(e["from"]), A(e["to"])) for e in logs if e["event"] == "stage_changed"]
    assert all(step in TRANSITIONS for step in steps)
    assert len(steps) == len(path)
