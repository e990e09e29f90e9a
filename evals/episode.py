"""One trial of one task: a traveller simulator talks to the real bridge over WebSocket, as the chat
page does, payments go through the sandbox, and at the end the session's state (the contract's
``state`` query) and the sandbox's bookings are read for the checks (evals/checks.py).
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from typing import Any, Optional

import httpx
from temporalio.client import Client

from evals.asked import asked_topics, goal_tap, retry_tap
from evals.schema import Step, Task
from evals.simulators import Line, TravellerSimulator, Utterance
from scripts.benchlib.traveller import JourneyError, Traveller


@dataclass
class Endpoints:
    ws_base: str
    sandbox_url: str
    service_key: str
    temporal: Client


@dataclass
class Said:
    message_id: str
    text: str
    consent: bool
    frame_index: int  # len(frames) when it was sent


@dataclass
class Payment:
    intent: str
    outcome: str  # succeed | fail | late
    frame_index: int  # frames seen before the sandbox was told
    ok: bool
    detail: str = ""


@dataclass
class Episode:
    task: Task
    session_id: str
    said: list[Said] = field(default_factory=list)
    frames: list[dict[str, Any]] = field(default_factory=list)
    payments: list[Payment] = field(default_factory=list)
    state: dict[str, Any] = field(default_factory=dict)
    bookings: list[dict[str, Any]] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)  # the traveller could not play its part
    seconds: float = 0.0

    def assistant_frames(self) -> list[tuple[int, dict[str, Any]]]:
        """Frames from the session's log (``seq``) that put text on screen, with their index."""
        return [(i, f) for i, f in enumerate(self.frames) if "seq" in f and f.get("text")]

    def transcript(self) -> list[Line]:
        """Traveller and assistant lines in screen order (a message sorts before its answers)."""
        lines: list[tuple[float, Line]] = [(s.frame_index - 0.5, Line("traveller", s.text)) for s in self.said]
        lines += [(float(i), Line("assistant", str(f["text"]))) for i, f in self.assistant_frames()]
        return [line for _, line in sorted(lines, key=lambda x: x[0])]


class Player:
    """Plays the task's steps with one simulator on one WebSocket session."""

    def __init__(self, task: Task, sim: TravellerSimulator, ends: Endpoints, turn_timeout: float = 120.0) -> None:
        self.task = task
        self.sim = sim
        self.ends = ends
        self.turn_timeout = turn_timeout
        self.chat = Traveller(ends.ws_base, language=task.language)
        self.ep = Episode(task=task, session_id=self.chat.session_id)
        self.mark = 0  # index of the first frame after the traveller's last action

    # ------------------------------------------------------------ talking
    def last_assistant_text(self) -> str:
        for frame in reversed(self.chat.frames):
            if "seq" in frame and frame.get("text"):
                return str(frame["text"])
        return ""

    def offered(self) -> list[dict[str, Any]]:
        """The quick replies under the assistant's last answer (none when words came after them)."""
        for frame in reversed(self.chat.frames):
            if frame.get("type") == "quick_replies" and "seq" in frame:
                return [o for o in frame.get("options") or [] if isinstance(o, dict)]
            if "seq" in frame and frame.get("text"):
                return []
        return []

    async def say(self, utt: Utterance) -> None:
        index = self.mark = len(self.chat.frames)
        turn = await self.chat.send(utt.text)
        self.ep.said.append(Said(turn.message_id, utt.text, utt.consent, index))
        await self.chat.complete(turn, self.turn_timeout)

    def seen(self, frame_type: str, since: int) -> bool:
        return any(f.get("type") == frame_type and "seq" in f for f in self.chat.frames[since:])

    def _since_double_tap(self) -> int:
        """``self.mark``, or, when the last messages repeat one text (sent twice, a double tap), the frames
        since the first of them: what that message brought is on screen once, and counts."""
        said = self.ep.said
        if len(said) < 2 or said[-1].frame_index != self.mark:
            return self.mark
        n = len(said) - 1
        while n > 0 and said[n - 1].text.strip() == said[-1].text.strip():
            n -= 1
        return said[n].frame_index

    async def answer_until(self, step: Step) -> None:
        start = self._since_double_tap()  # frames since the last message, payment or wait count
        for _ in range(step.max_turns):
            if self.seen(step.answer_until or "", start):
                return
            tap = goal_tap(self.last_assistant_text(), self.offered(), step.answer_until)
            if tap is not None:  # a button that serves the goal, under a question the replies do not cover
                await self.say(Utterance(str(tap["text"])))
                continue
            topics = asked_topics(self.last_assistant_text())
            utt = await self.sim.answer(topics, self.ep_transcript())
            if utt is None:
                question = self.last_assistant_text()[-160:]
                asked = "/".join(topics) or "an unrecognised question"
                self.ep.problems.append(f"no answer to {asked}: {question!r}")
                return
            said_last = self.ep.said[-1].text if self.ep.said else ""
            retry = retry_tap(topics, utt.text, said_last, self.offered())
            await self.say(Utterance(str(retry["text"])) if retry is not None else utt)
        if not self.seen(step.answer_until or "", start):
            self.ep.problems.append(f"no {step.answer_until} frame within {step.max_turns} answers")

    def ep_transcript(self) -> list[Line]:
        self.ep.frames = self.chat.frames
        return self.ep.transcript()

    # ------------------------------------------------------------ payments and time
    def last_intent(self) -> Optional[str]:
        return self.chat.payment_intent()

    async def pay(self, outcome: str) -> None:
        intent = self.last_intent()
        if intent is None:
            self.ep.problems.append(f"pay {outcome}: no QR code was shown")
            return
        verb = "fail" if outcome == "fail" else "succeed"
        body = {"force": True} if outcome == "late" else None
        index = self.mark = len(self.chat.frames)
        async with httpx.AsyncClient(base_url=self.ends.sandbox_url, trust_env=False, timeout=30) as http:
            r = await http.post(
                f"/sandbox/payments/{intent}/{verb}", json=body, headers={"X-Service-Key": self.ends.service_key}
            )
        ok = r.status_code == 200
        self.ep.payments.append(Payment(intent, outcome, index, ok, "" if ok else r.text[:200]))
        if not ok:
            self.ep.problems.append(f"pay {outcome} refused by the sandbox: {r.status_code} {r.text[:160]}")
            return
        await self.settle(index)

    async def settle(self, since: int, quiet: float = 1.5, limit: float = 60.0) -> None:
        """Wait until the session reacted (a new log frame) and then went quiet for ``quiet`` s."""
        deadline = time.monotonic() + limit
        last_count, last_change = len(self.chat.frames), time.monotonic()
        while time.monotonic() < deadline:
            await asyncio.sleep(0.2)
            count = len(self.chat.frames)
            if count != last_count:
                last_count, last_change = count, time.monotonic()
            reacted = any("seq" in f and f.get("type") not in ("typing_start",) for f in self.chat.frames[since:])
            typing = self._typing()
            if reacted and not typing and time.monotonic() - last_change >= quiet:
                return

    def _typing(self) -> bool:
        state = False
        for f in self.chat.frames:
            if f.get("type") == "typing_start":
                state = True
            elif f.get("type") == "typing_end":
                state = False
        return state

    async def wait_hold_expiry(self) -> None:
        hold = self.task.hold_seconds or 900
        start = self.mark = len(self.chat.frames)
        try:
            await self.chat.wait_for(lambda f: f.get("type") == "hold_expired", hold + 60, start=0)
        except JourneyError:
            self.ep.problems.append(f"no hold_expired frame within {hold + 60} s")
            return
        await self.settle(start)

    # ------------------------------------------------------------ the whole trial
    async def play(self) -> Episode:
        started = time.monotonic()
        await self.chat.connect()
        try:
            for step in self.task.traveller.steps:
                if self.ep.problems:
                    break
                if step.say is not None:
                    await self.say(await self.sim.opening(step, self.ep_transcript()))
                elif step.answer_until is not None:
                    await self.answer_until(step)
                elif step.pay is not None:
                    await self.pay(step.pay)
                elif step.wait_hold_expiry:
                    await self.wait_hold_expiry()
            await self.settle(0, quiet=0.5, limit=10)
            self.ep.state = await self.query_state()
            self.ep.bookings = await self.session_bookings()
        except JourneyError as exc:
            self.ep.problems.append(f"chat failed: {exc}")
        finally:
            self.ep.frames = self.chat.frames
            self.ep.seconds = time.monotonic() - started
            await self.chat.close()
        return self.ep

    async def query_state(self) -> dict[str, Any]:
        handle = self.ends.temporal.get_workflow_handle(f"session-{self.chat.session_id}")
        result = await handle.query("state")
        return result if isinstance(result, dict) else dict(result)

    async def session_bookings(self) -> list[dict[str, Any]]:
        async with httpx.AsyncClient(base_url=self.ends.sandbox_url, trust_env=False, timeout=30) as http:
            r = await http.get("/sandbox/bookings", headers={"X-Service-Key": self.ends.service_key})
        r.raise_for_status()
        return [b for b in r.json()["data"]["bookings"] if b.get("session_id") == self.chat.session_id]
