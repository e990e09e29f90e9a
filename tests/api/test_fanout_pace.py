"""The hub's polling pace during a turn (issue 26): 50 ms while the turn is young, then a fifth
of the time it has taken so far, at most 250 ms, and 50 ms again as soon as answer text streams."""

from __future__ import annotations

import time
from typing import Optional

from agent.signals import EventsPage, SessionStatus
from api import fanout
from api.fanout import BUSY_MAX_INTERVAL, FAST_INTERVAL, IDLE_INTERVAL, SessionHub


class NoSession:
    async def status(self, session_id: str) -> Optional[SessionStatus]:
        return None

    async def events(self, session_id: str, after_seq: int) -> Optional[EventsPage]:
        return None


def _hub() -> SessionHub:
    return SessionHub("s-1", NoSession(), hints_ready=lambda: False, on_idle=lambda hub: None)


def _at(monkeypatch, seconds: float) -> None:
    monkeypatch.setattr(fanout.time, "monotonic", lambda: seconds)


def test_a_young_turn_is_polled_every_50_ms_then_less_often(monkeypatch):
    hub = _hub()
    _at(monkeypatch, 100.0)
    hub.pending["m-1"] = 100.0 + fanout.PENDING_TIMEOUT
    hub.busy_since = 100.0
    assert hub._interval() == FAST_INTERVAL
    _at(monkeypatch, 100.2)
    assert hub._interval() == FAST_INTERVAL  # a one-traveller turn (~70 ms) never slows down
    _at(monkeypatch, 100.8)
    assert abs(hub._interval() - 0.16) < 1e-9  # a fifth of the 800 ms so far
    _at(monkeypatch, 105.0)
    assert hub._interval() == BUSY_MAX_INTERVAL


def test_streamed_answer_text_brings_the_fast_pace_back(monkeypatch):
    hub = _hub()
    hub.typing = True
    hub.busy_since = 10.0
    _at(monkeypatch, 13.0)
    assert hub._interval() == BUSY_MAX_INTERVAL
    frame = {"type": "text_delta", "message_id": "m-1", "call": 2, "attempt": 1, "index": 0, "text": "Kep "}
    assert hub.delta(frame)
    assert hub._interval() == FAST_INTERVAL


def test_idle_hub_polls_at_the_idle_pace_and_forgets_the_turn():
    hub = _hub()
    hub.busy_since = time.monotonic() - 60
    assert hub._interval() == IDLE_INTERVAL and hub.busy_since is None
