"""The hub with answer-ready hints (api.fanout, api.hints): while the worker hints the answers
that end a turn, a turn is polled at the safety pace only and its final event is read within one
fast interval of the hint; without such hints (Redis down, or none seen yet) the pace is as before."""

from __future__ import annotations

import asyncio
import time
from typing import Any, Optional

import pytest

from agent.signals import EventsPage, SessionStatus
from api.fanout import BUSY_MAX_INTERVAL, FAST_INTERVAL, HINTED_BUSY_INTERVAL, HubRegistry, Subscription

TURN_SECONDS = 1.2


class TurnLog:
    """One session's log; counts the hub's queries and when each was made."""

    def __init__(self) -> None:
        self.entries: list[dict[str, Any]] = [{"seq": 1, "type": "text", "text": "Hello", "final": True}]
        self.processing: Optional[str] = None
        self.done: list[str] = []
        self.looks: list[float] = []

    async def status(self, session_id: str) -> Optional[SessionStatus]:
        return self._status()

    def _status(self) -> SessionStatus:
        return SessionStatus(
            stage="DISCOVERY",
            last_seq=len(self.entries),
            processing_message_id=self.processing,
            completed_message_ids=list(self.done),
        )

    async def events(self, session_id: str, after_seq: int) -> Optional[EventsPage]:
        self.looks.append(time.monotonic())
        return EventsPage(events=self.entries[after_seq:], last_seq=len(self.entries), status=self._status())

    def answer(self, message_id: str) -> None:
        seq = len(self.entries) + 1
        self.entries.append({"seq": seq, "type": "text", "text": "Kep it is.", "reply_to": message_id, "final": True})
        self.processing = None
        self.done.append(message_id)


async def _final_frame(tab: Subscription, timeout: float = 2.0) -> dict[str, Any]:
    while True:
        frame = await asyncio.wait_for(tab.get(), timeout)
        if frame.get("final") and frame.get("reply_to"):
            return frame


async def _play_turn(hinted: bool, hints_up: bool = True) -> tuple[int, float, TurnLog]:
    """A turn whose model writes for TURN_SECONDS; its answer lands right after one of the hub's
    looks (the worst moment for a pace). Returns the turn's queries and the answer's delay."""
    log = TurnLog()
    registry = HubRegistry(log, hints_ready=lambda: hints_up, answers_hinted=lambda: hinted)
    hub = registry.get("s-1")
    tab = await hub.join(1)
    joined = len(log.looks)
    log.processing = "m-1"
    hub.turn_started("m-1")
    await asyncio.sleep(TURN_SECONDS)
    looked = len(log.looks)
    while len(log.looks) == looked:  # just after a look
        await asyncio.sleep(0.002)
    log.answer("m-1")
    answered = time.monotonic()
    hub.answer_ready()  # what api.hints does with the model activity's hint (a no-op pace-wise unhinted)
    frame = await _final_frame(tab)
    delay = time.monotonic() - answered
    assert frame["reply_to"] == "m-1" and frame["seq"] == 2
    queries = len(log.looks) - joined
    tab.close()
    await registry.close()
    return queries, delay, log


@pytest.mark.alone  # a delay of one 50 ms interval: measured in the phase that runs without the other workers
async def test_with_answer_hints_a_turn_costs_a_few_queries_and_its_answer_is_read_at_once():
    queries, delay, _ = await _play_turn(hinted=True)
    assert queries <= TURN_SECONDS / HINTED_BUSY_INTERVAL + 2  # the safety looks, then the answer's
    assert delay < FAST_INTERVAL + 0.04  # one fast interval after the hint (+ a loaded machine's slack)


async def test_without_answer_hints_the_turn_is_polled_as_before():
    for hints_up, hinted in [(True, False), (False, True)]:  # none seen yet; the listener down
        queries, delay, log = await _play_turn(hinted, hints_up)
        gaps = [b - a for a, b in zip(log.looks, log.looks[1:])]
        assert queries >= TURN_SECONDS / BUSY_MAX_INTERVAL + 3  # 50 ms at first, then at most 250 ms
        assert min(gaps) < FAST_INTERVAL * 1.5 and delay < BUSY_MAX_INTERVAL + 0.1


def test_with_answer_hints_streamed_text_leaves_the_pace_and_the_hint_sets_it():
    registry = HubRegistry(TurnLog(), hints_ready=lambda: True, answers_hinted=lambda: True)
    hub = registry.get("s-2")
    hub.typing = True
    assert hub._interval() == HINTED_BUSY_INTERVAL
    frame = {"type": "text_delta", "message_id": "m-1", "call": 1, "attempt": 1, "index": 0, "text": "Kep "}
    assert hub.delta(frame)
    assert hub._interval() == HINTED_BUSY_INTERVAL  # text streams for seconds: no close polling
    hub.answer_at = time.monotonic()  # what answer_ready() records
    assert hub._interval() == FAST_INTERVAL
    hub._ingest([{"seq": 9, "type": "text", "text": "Kep it is.", "reply_to": "m-1", "final": True}])
    assert hub.answer_at is None and hub._interval() == HINTED_BUSY_INTERVAL
