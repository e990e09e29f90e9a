"""The journey's stage transitions: one explicit table, one function that applies it.

Seed 003 §4 gives the forward path and six backward transitions; the seeds' prose adds a few
skips (select a trip directly → BOOKING, cancel → DISCOVERY, start over). Every legal move is a
row of :data:`TRANSITIONS`; anything else raises :class:`IllegalTransition`. Staying in the same
stage is always allowed and is a no-op.

Pure: the only effect besides mutating the given state is a structlog ``stage_changed`` line
(req 17.7).
"""

from __future__ import annotations

from collections import deque
from typing import Optional

import structlog

from agent.state import AgentState, ConversationState

log = structlog.get_logger("agent.transitions")

D = AgentState.DISCOVERY
S = AgentState.SUGGESTION
E = AgentState.EXPLORATION
C = AgentState.CUSTOMIZATION
B = AgentState.BOOKING
P = AgentState.PAYMENT
PB = AgentState.POST_BOOKING

# (from, to) -> why this move exists. The ONLY source of truth for legal moves.
TRANSITIONS: dict[tuple[AgentState, AgentState], str] = {
    # Forward path (003 §4)
    (D, S): "all 6 discovery fields collected; suggestions presented",
    (S, E): "traveller shows interest in an option",
    (E, C): "traveller selects a trip and wants to personalise it",
    (C, B): "traveller is ready to book",
    (B, P): "reservation created",
    (P, PB): "payment confirmed",
    # Backward transitions (003 §4)
    (S, D): "traveller wants different preferences",
    (E, D): "traveller wants to start over",
    (C, E): "traveller wants to change the selection",
    (B, E): "traveller wants to change hotel / guide / trip",
    (B, C): "traveller wants to add something",
    (P, B): "payment hold expired; re-confirm",
    # Skips described in the seeds' prose
    (D, E): "traveller asks about a specific trip straight away",
    (E, B): "traveller selects a trip and books it without customising (003 §3 stage 3)",
    (E, S): "traveller wants to see the other options again",
    (C, S): "traveller wants to see other options",
    (C, D): "traveller wants to start over",
    (B, D): "booking cancelled or traveller starts over",
    (P, D): "booking cancelled before payment (req 8.10)",
    (PB, D): "booking cancelled / traveller plans another trip",
}


class IllegalTransition(ValueError):
    """A stage change that is not a row of :data:`TRANSITIONS`."""

    def __init__(self, src: AgentState, dst: AgentState) -> None:
        self.src = src
        self.dst = dst
        allowed = ", ".join(s.value for s in allowed_targets(src)) or "none"
        super().__init__(f"cannot go from {src.value} to {dst.value} (allowed from {src.value}: {allowed})")


def can_transition(src: AgentState, dst: AgentState) -> bool:
    """True when ``src → dst`` is legal (same stage always is: a no-op)."""
    return src == dst or (AgentState(src), AgentState(dst)) in TRANSITIONS


def allowed_targets(src: AgentState) -> list[AgentState]:
    """Stages reachable from ``src`` in one step, in enum order."""
    return [dst for dst in AgentState if (src, dst) in TRANSITIONS]


def transition(state: ConversationState, dst: AgentState, reason: str) -> bool:
    """Move ``state`` to ``dst``; True if the stage changed, False for a same-stage no-op.

    Raises :class:`IllegalTransition` (a ``ValueError``) when the move is not in the table;
    the state is then left untouched.
    """
    dst = AgentState(dst)
    src = state.state
    if src == dst:
        return False
    if (src, dst) not in TRANSITIONS:
        raise IllegalTransition(src, dst)
    state.state = dst
    log.info("stage_changed", session_id=state.session_id, **{"from": src.value, "to": dst.value}, reason=reason)
    return True


def path_between(src: AgentState, dst: AgentState) -> Optional[list[AgentState]]:
    """Shortest list of stages after ``src`` that leads to ``dst`` using only table rows.

    ``[]`` when ``src == dst``; None when ``dst`` cannot be reached. Deterministic (BFS over
    targets in enum order).
    """
    if src == dst:
        return []
    previous: dict[AgentState, AgentState] = {}
    queue = deque([src])
    seen = {src}
    while queue:
        here = queue.popleft()
        for nxt in allowed_targets(here):
            if nxt in seen:
                continue
            seen.add(nxt)
            previous[nxt] = here
            if nxt == dst:
                path = [nxt]
                while previous[path[-1]] != src:
                    path.append(previous[path[-1]])
                return list(reversed(path))
            queue.append(nxt)
    return None


def move_to(state: ConversationState, dst: AgentState, reason: str) -> bool:
    """Reach ``dst`` through legal steps (each applied with :func:`transition`).

    Used when a tool result implies a stage further along than one step (e.g. createBooking
    called from EXPLORATION goes EXPLORATION → BOOKING → PAYMENT). True if the stage changed.
    """
    path = path_between(state.state, AgentState(dst))
    if path is None:
        raise IllegalTransition(state.state, AgentState(dst))
    for step in path:
        transition(state, step, reason)
    return bool(path)
