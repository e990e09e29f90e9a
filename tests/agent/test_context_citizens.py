"""The model's context states the recorded Cambodian citizens (a citizen's park pass is free, so who pays what
turns on it): a run's Khmer family (two citizens, a Korean colleague) was priced with them while the context
never said so. The invariant: whenever the session records citizens, one short line says how many of how many;
none recorded, no line."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from agent.prompts.context import parse_context, render_context
from agent.state import ConversationState

NOW = datetime(2026, 3, 1, 9, tzinfo=UTC)


@pytest.mark.parametrize(("adults", "children", "citizens"), [(3, [1], 2), (1, [], 1), (4, [8, 2], 6), (2, [5], 3)])
def test_recorded_citizens_are_in_the_context_with_the_group_size(
    adults: int, children: list[int], citizens: int
) -> None:
    people = adults + len(children)
    state = ConversationState(
        session_id="s",
        created_at=NOW,
        last_active=NOW,
        adults=adults,
        children_ages=children,
        people_count=people,
        cambodian_citizens=citizens,
    )
    line = parse_context(render_context(state)).get("cambodian_citizens")
    assert line == f"{citizens} of {people}"
    assert len(line) < 20  # one short line


@pytest.mark.parametrize("citizens", [None, 0])
def test_no_citizens_recorded_no_line(citizens: int | None) -> None:
    state = ConversationState(
        session_id="s", created_at=NOW, last_active=NOW, adults=2, people_count=2, cambodian_citizens=citizens
    )
    assert "cambodian_citizens" not in parse_context(render_context(state))
