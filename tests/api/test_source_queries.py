"""The bridge counts every read it sends to a session's workflow (``derlg_bridge_session_queries_total``),
so the bench can report queries per turn beside the Temporal floor's (issue 26)."""

from __future__ import annotations

from prometheus_client import REGISTRY

from agent.signals import EventsPage
from api import session_client
from api.source import TemporalSource


def counted(kind: str) -> float:
    return REGISTRY.get_sample_value("derlg_bridge_session_queries_total", {"kind": kind}) or 0.0


async def test_each_query_is_counted_by_kind(monkeypatch):
    async def events_since(client, session_id, after_seq=0):
        return EventsPage(events=[], last_seq=after_seq)

    monkeypatch.setattr(session_client, "events_since", events_since)

    async def client():
        return object()

    source = TemporalSource(client)
    before_events, before_status = counted("events"), counted("status")
    for seq in range(3):
        page = await source.events("s-1", seq)
        assert page is not None and page.last_seq == seq
    assert counted("events") == before_events + 3
    assert counted("status") == before_status
