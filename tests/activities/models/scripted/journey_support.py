"""Whole journeys with the offline model against the in-process sandbox, payments included: what the
issue-39 tests drive (a traveller's messages, "pay" steps in between)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time
from typing import Any, Optional

from activities.models.scripted import ScriptedModel
from agent.payments import apply_payment_event
from agent.signals import PaymentEvent
from agent.state import ConversationState
from tests.activities.models.scripted.sandbox_support import KEY, SandboxBackend
from tests.scripted_support import TurnLog, run_turn

TODAY = date(2026, 11, 24)
# Up to the QR code in each language: a beach trip for two from Phnom Penh, 10-12 January 2027.
TO_QR = {
    "EN": [
        "Hi, two of us want a relaxing beach trip, 3 days, $100-$200 each, from Phnom Penh",
        "the first one",
        "book it",
        "10 January 2027, Sokha Chan, +855 12 345 678, Riverside Hotel",
        "yes",
    ],
    "KH": [
        "ខ្ញុំចង់សម្រាកនៅឆ្នេរ ៣ ថ្ងៃ ២ នាក់ ពីភ្នំពេញ ថវិកា ១០០ ដល់ ២០០ ដុល្លារ",
        "ជម្រើសទីមួយ",
        "កក់",
        "ថ្ងៃទី១០ ខែមករា ឆ្នាំ២០២៧ សុខា ចាន់ 012 345 678 សណ្ឋាគាររីវើសាយ",
        "បាទ",
    ],
    "ZH": [
        "我们两个人想去海边放松，3天，每人100-200美元，从金边出发",
        "第一个",
        "好的，就订这个",
        "2027年1月10日，王明，+855 12 345 678，金边河畔酒店",
        "好的",
    ],
}


@dataclass
class Journey:
    """One traveller's session: the state, the sandbox, and each turn's log."""

    lang: str
    today: date = TODAY
    model: ScriptedModel = field(default_factory=ScriptedModel)
    logs: list[TurnLog] = field(default_factory=list)
    payments: int = 0

    def __post_init__(self) -> None:
        self.now = datetime.combine(self.today, time(9, 0), tzinfo=UTC)
        self.state = ConversationState.new(
            "0b7e2c1e-0000-4000-8000-0000000039a0", self.now, user_id="u1", language=self.lang
        )
        self.backend = SandboxBackend(self.now)

    async def say(self, text: str) -> TurnLog:
        log = await run_turn(self.model, self.state, text, self.backend, self.now)
        self.logs.append(log)
        return log

    async def to_qr(self) -> TurnLog:
        log = None
        for text in TO_QR[self.lang]:
            log = await self.say(text)
        assert log is not None and self.state.payment_intent_id, [lg.final_text for lg in self.logs]
        return log

    def pay(self, outcome: str = "succeed") -> None:
        """The sandbox settles the current QR, and the workflow hears of it (agent.payments)."""
        intent = self.state.payment_intent_id
        response = self.backend.client.post(
            f"/sandbox/payments/{intent}/{outcome}", json={}, headers={"X-Service-Key": KEY}
        )
        assert response.status_code == 200, response.text
        self.payments += 1
        status = "SUCCEEDED" if outcome == "succeed" else "FAILED"
        event = PaymentEvent(event_id=f"ev{self.payments}", payment_intent_id=str(intent), status=status)
        apply_payment_event(self.state, event, self.now)

    def calls(self, name: str, log: Optional[TurnLog] = None) -> list[dict[str, Any]]:
        """The inputs of this tool in one turn (default: the last)."""
        return (log or self.logs[-1]).inputs(name)
