"""The event log: seq numbering, bounding, and reading from any cursor."""

from __future__ import annotations

from datetime import UTC, datetime

from hypothesis import given, settings, strategies as st

from agent.events import append_events, events_after
from agent.state import ConversationState

NOW = datetime(2026, 11, 21, 10, 0, tzinfo=UTC)


def _log(count: int, limit: int) -> tuple[list[dict], ConversationState]:
    state = ConversationState.new("s-1", NOW)
    log: list[dict] = []
    for i in range(count):
        append_events(log, state, [{"type": "text", "text": f"m{i}"}], NOW, limit=limit)
    return log, state


def test_seq_counts_from_one_and_stamps_time():
    log, state = _log(3, limit=200)
    assert [e["seq"] for e in log] == [1, 2, 3]
    assert state.last_seq == 3
    assert all(e["at"] == NOW.isoformat() for e in log)


@settings(max_examples=100)
@given(count=st.integers(0, 60), limit=st.integers(1, 20), cursor=st.integers(-5, 70))
def test_reading_from_any_cursor_gives_every_kept_event_once_in_order(count, limit, cursor):
    log, state = _log(count, limit)
    assert len(log) == min(count, limit)
    page = events_after(log, state, cursor)
    assert page.last_seq == count
    seqs = [e["seq"] for e in page.events]
    assert seqs == sorted(set(seqs))
    real = [e for e in page.events if e["type"] != "snapshot"]
    assert [e["seq"] for e in real] == [e["seq"] for e in log if e["seq"] > max(cursor, 0)]
    trimmed_away = max(cursor, 0) < count - limit  # the reader missed events no longer kept
    assert any(e["type"] == "snapshot" for e in page.events) == trimmed_away
    if trimmed_away:
        assert page.events[0]["type"] == "snapshot" and page.events[0]["seq"] < log[0]["seq"]
