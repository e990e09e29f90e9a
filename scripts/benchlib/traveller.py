"""A simulated traveller on the WebSocket bridge (``websockets`` client).

It runs the whole journey DISCOVERY → POST_BOOKING: the scripted model's questions are answered
from ``ANSWERS``, payment goes through the sandbox's ``/sandbox/payments/{intent}/succeed``.
Each turn's latency is measured from the user frame sent to the event with ``final: true`` and
the message's ``reply_to`` received. Every frame is kept, so the drills can check that each log
event (``seq``) arrived exactly once and each message was answered exactly once, across
reconnects (``reconnect=True``: on a dropped socket it reconnects with ``last_seq`` and re-sends,
with the same ``message_id``, any message still unanswered).
"""

from __future__ import annotations

import asyncio
import json
import time
import uuid
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Optional

import httpx
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from scripts.benchlib.stack import SERVICE_KEY

JOURNEY = (
    "Hi! I'm stressed and want a relaxing beach trip for 3 days, 2 people, budget $100-$200 each, from Phnom Penh",
    "The first one looks great",
    "Let's book it",
)
ANSWERS = {  # checked in order against the last assistant text
    "shall i": "Yes, go ahead",
    "like to start": "2027-03-10",
    "date": "2027-03-10",
    "when": "2027-03-10",
    "full name": "Sokha Chan",
    "name": "Sokha Chan",
    "phone": "+855 12 345 678",
    "compare these options": "The first one looks great",
    "book this trip": "Let's book it",
    "pickup": "Riverside Hotel, Phnom Penh",
    "pick you up": "Riverside Hotel, Phnom Penh",
    "special": "No special requests",
    "confirm": "Yes, go ahead",
    # the one question for every detail (special requests last): every detail in one message
    "all in one message": "2027-03-10, Sokha Chan, +855 12 345 678, Riverside Hotel, Phnom Penh. No special requests.",
}
#: Friendly-error wording after which a persistent traveller says the same thing again.
RETRY_MARKERS = ("try again", "unknown error")
POST_BOOKING_QUESTION = "Thanks! What should I pack for the trip?"


def paid_card(frame: dict[str, Any]) -> bool:
    """The booking card of a paid booking (a reservation is ``booking_held``, never confirmed)."""
    return frame.get("type") in ("booking_update", "booking_confirmed") and frame.get("status") == "CONFIRMED"


def answer_for(question: str) -> str:
    """The answer to the question asked last in ``question`` (the rightmost keyword wins)."""
    found = [(question.rfind(k), v) for k, v in ANSWERS.items() if k in question]
    return max(found)[1] if found else "Yes, go ahead"


def answers(frame: dict[str, Any], message_id: str) -> bool:
    """The frame answers this message (one answer may answer several: ``answers``)."""
    return frame.get("reply_to") == message_id or message_id in (frame.get("answers") or ())


class JourneyError(AssertionError):
    """The traveller could not finish (refused message, timeout, never reached payment)."""


@dataclass
class Turn:
    message_id: str
    text: str
    sent_at: float  # time.time()
    done_at: float = 0.0
    frames: list[dict[str, Any]] = field(default_factory=list)

    @property
    def latency_ms(self) -> float:
        return (self.done_at - self.sent_at) * 1000

    @property
    def final(self) -> dict[str, Any]:
        """The answer's frame: the last one with words (a quick_replies frame may close the turn)."""
        worded = [f for f in self.frames if f.get("text")]
        return worded[-1] if worded else (self.frames[-1] if self.frames else {})


class Traveller:
    def __init__(
        self,
        ws_base: str,
        session_id: Optional[str] = None,
        user_id: Optional[str] = None,
        language: str = "EN",
        reconnect: bool = False,
        reconnect_timeout: float = 90.0,
        retry_errors: bool = False,
        think_ms: int = 0,
    ) -> None:
        self.ws_base = ws_base
        self.think_ms = think_ms  # pause before each message, like a person reading and typing
        self.session_id = session_id or str(uuid.uuid4())
        self.user_id = user_id or f"bench-{uuid.uuid4().hex[:8]}"
        self.language = language
        self.reconnect = reconnect
        self.reconnect_timeout = reconnect_timeout
        self.retry_errors = retry_errors  # say it again when the answer is a "please try again"
        self.ws: Optional[ClientConnection] = None
        self.frames: list[dict[str, Any]] = []
        self.seq_counts: Counter[int] = Counter()
        self.finals: Counter[str] = Counter()
        self.errors: list[dict[str, Any]] = []
        self.turns: list[Turn] = []
        self.connects = 0
        self.pending: dict[str, str] = {}  # message_id -> text, sent but not answered yet
        self._reader: Optional[asyncio.Task[None]] = None
        self._changed = asyncio.Event()
        self._closed = True

    # ------------------------------------------------------------ connection
    @property
    def last_seq(self) -> int:
        return max(self.seq_counts, default=0)

    async def connect(self) -> None:
        ws = await connect(
            f"{self.ws_base}/ws/{self.session_id}", proxy=None, open_timeout=10, max_size=None, ping_interval=None
        )
        auth: dict[str, Any] = {"type": "auth", "user_id": self.user_id, "language": self.language}
        if self.last_seq:
            auth["last_seq"] = self.last_seq
        await ws.send(json.dumps(auth))
        self.ws = ws
        self._closed = False
        self.connects += 1
        self._reader = asyncio.create_task(self._read(ws))

    async def _read(self, ws: ClientConnection) -> None:
        try:
            async for raw in ws:
                frame = json.loads(raw)
                self.frames.append(frame)
                if isinstance(frame.get("seq"), int):
                    self.seq_counts[frame["seq"]] += 1
                    if frame.get("final") and frame.get("reply_to"):
                        self.finals[str(frame["reply_to"])] += 1
                        self.pending.pop(str(frame["reply_to"]), None)
                elif frame.get("type") == "error":
                    self.errors.append(frame)
                self._changed.set()
        except ConnectionClosed:
            pass
        finally:
            self._closed = True
            self._changed.set()

    async def _reconnect(self, deadline: float) -> None:
        delay = 0.2
        while True:
            try:
                await self.connect()
            except (TimeoutError, OSError, InvalidHandshake, ConnectionClosed):
                if time.monotonic() > deadline:
                    raise JourneyError(f"could not reconnect session {self.session_id}") from None
                await asyncio.sleep(delay)
                delay = min(delay * 1.5, 1.0)
                continue
            for mid, text in list(self.pending.items()):  # idempotent: the workflow ignores repeats
                await self._send_user(text, mid)
            return

    async def close(self) -> None:
        if self.ws is not None:
            try:
                await self.ws.close()
            except ConnectionClosed:
                pass
        if self._reader is not None:
            await asyncio.gather(self._reader, return_exceptions=True)

    # ------------------------------------------------------------ waiting
    async def wait_for(self, pred: Any, timeout: float = 60.0, start: int = 0) -> dict[str, Any]:
        """The first frame from index ``start`` matching ``pred``; reconnects when allowed."""
        deadline = time.monotonic() + timeout
        index = start
        while True:
            while index < len(self.frames):
                frame = self.frames[index]
                index += 1
                if pred(frame):
                    return frame
            if self._closed:
                if not self.reconnect:
                    raise JourneyError(f"socket closed while waiting (session {self.session_id})")
                await self._reconnect(deadline + self.reconnect_timeout)
                continue
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise JourneyError(
                    f"timed out waiting (session {self.session_id}); last frames: "
                    f"{[f.get('type') for f in self.frames[-5:]]}"
                )
            self._changed.clear()
            try:
                await asyncio.wait_for(self._changed.wait(), remaining)
            except TimeoutError:
                pass

    async def _send_user(self, text: str, mid: str, consent: Optional[dict[str, str]] = None) -> None:
        assert self.ws is not None
        frame = (
            {"type": "consent", **consent, "label": text, "message_id": mid}  # a Confirm / Not now press
            if consent
            else {"type": "user_message", "content": text, "message_id": mid}
        )
        try:
            await self.ws.send(json.dumps(frame))
        except ConnectionClosed:
            if not self.reconnect:
                raise JourneyError("socket closed while sending") from None

    async def send(self, text: str, message_id: Optional[str] = None, consent: Optional[dict[str, str]] = None) -> Turn:
        """Send one message (or, with ``consent`` {quote_id, decision}, a button press) without
        waiting; ``complete`` waits for its final event."""
        mid = message_id or str(uuid.uuid4())
        turn = Turn(message_id=mid, text=text, sent_at=time.time())
        turn.frames_start = len(self.frames)  # type: ignore[attr-defined]
        self.pending[mid] = text
        await self._send_user(text, mid, consent)
        return turn

    async def complete(self, turn: Turn, timeout: float = 60.0) -> Turn:
        start: int = turn.frames_start  # type: ignore[attr-defined]
        mid = turn.message_id

        def done(f: dict[str, Any]) -> bool:
            if f.get("type") == "error" and "seq" not in f and f.get("code") not in ("invalid_frame",):
                raise JourneyError(f"message refused: {f}")
            return answers(f, mid) and bool(f.get("final"))

        await self.wait_for(done, timeout, start)
        turn.done_at = time.time()
        turn.frames = [f for f in self.frames[start:] if answers(f, mid)]
        self.turns.append(turn)
        return turn

    async def turn(self, text: str, timeout: float = 60.0, consent: Optional[dict[str, str]] = None) -> Turn:
        if self.think_ms:
            await asyncio.sleep(self.think_ms / 1000)
        done = await self.complete(await self.send(text, consent=consent), timeout)
        for attempt in range(8 if self.retry_errors else 0):
            said = str(done.final.get("text", "")).lower()
            if not any(marker in said for marker in RETRY_MARKERS):
                break
            await asyncio.sleep(min(0.5 * 2**attempt, 5.0))  # an open circuit stays open for seconds
            done = await self.complete(await self.send(text), timeout)
        return done

    # ------------------------------------------------------------ the journey
    def last_text(self) -> str:
        for frame in reversed(self.frames):
            if frame.get("text") and "seq" in frame:
                return str(frame["text"]).lower()
        return ""

    def payment_intent(self) -> Optional[str]:
        for frame in reversed(self.frames):
            if frame.get("type") == "qr_payment" and frame.get("payment_intent_id"):
                return str(frame["payment_intent_id"])
        return None

    async def to_payment(self, max_turns: int = 25, timeout: float = 60.0) -> str:
        """Chat until a ``qr_payment`` frame arrives; returns its payment intent id."""
        for text in JOURNEY:
            await self.turn(text, timeout)
        for _ in range(max_turns):
            intent = self.payment_intent()
            if intent:
                return intent
            await self.turn(answer_for(self.last_text()), timeout)
        intent = self.payment_intent()
        if not intent:
            raise JourneyError(f"never reached payment; last text: {self.last_text()[:200]!r}")
        return intent

    async def pay(self, sandbox_url: str, intent: str, **body: Any) -> dict[str, Any]:
        async with httpx.AsyncClient(base_url=sandbox_url, trust_env=False, timeout=30) as http:
            r = await http.post(
                f"/sandbox/payments/{intent}/succeed", json=body or None, headers={"X-Service-Key": SERVICE_KEY}
            )
        if r.status_code != 200:
            raise JourneyError(f"payment refused: {r.status_code} {r.text[:200]}")
        return r.json()["data"]

    async def journey(self, sandbox_url: str, timeout: float = 60.0) -> None:
        """The whole journey: chat to payment, pay, see the confirmation, one post-booking turn."""
        if self.ws is None:
            await self.connect()
        intent = await self.to_payment(timeout=timeout)
        await self.pay(sandbox_url, intent)
        await self.wait_for(paid_card, timeout)
        await self.turn(POST_BOOKING_QUESTION, timeout)

    # ------------------------------------------------------------ checks
    def duplicated_seqs(self) -> list[int]:
        return sorted(s for s, n in self.seq_counts.items() if n > 1)

    def missing_seqs(self, last_seq: Optional[int] = None) -> list[int]:
        top = self.last_seq if last_seq is None else last_seq
        return [s for s in range(1, top + 1) if s not in self.seq_counts]

    def answered_not_once(self, message_ids: list[str]) -> dict[str, int]:
        return {m: self.finals[m] for m in message_ids if self.finals[m] != 1}
