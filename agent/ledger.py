"""The payment ledger's contract models (issue 19): pure pydantic, shared by bridge, worker and tests.

Every payment event that reaches the bridge (webhook or Redis relay) is recorded in the
``PaymentLedgerWorkflow`` of its intent (workflow id ``payment-{payment_intent_id}``, started by
signal-with-start of ``record``) before anything else happens. The ledger forwards it to the
session and says what became of it; it is idempotent by ``event_id``.
"""

from __future__ import annotations

from datetime import datetime
from typing import Literal, Optional

from pydantic import BaseModel, Field

from agent.signals import PaymentEvent, canonical_session_id

LEDGER_WORKFLOW_TYPE = "PaymentLedgerWorkflow"
LEDGER_SIGNAL = "record"
MAX_LEDGER_RECORDS = 100  # per intent, newest kept (far more than a real intent ever gets)
MAX_LEDGER_SEEN_IDS = 500
MAX_LEDGER_PENDING = 200

# What became of a recorded event
Outcome = Literal["pending", "forwarded", "no_session", "session_closed", "overflow"]


def ledger_workflow_id(payment_intent_id: str) -> str:
    return f"payment-{payment_intent_id}"


class LedgerEntry(BaseModel):
    """Signal ``record``: one payment event as the bridge received it."""

    event: PaymentEvent
    session_id: Optional[str] = None  # as given by the sender; may be wrong or missing
    source: str = "webhook"  # "webhook" | "relay" | "operator"
    user_hash: Optional[str] = None  # agent.signals.user_hash of the relay channel's user id

    def bounded(self) -> LedgerEntry:
        try:
            sid = canonical_session_id(self.session_id) if self.session_id else None
        except ValueError:
            sid = None
        return LedgerEntry(
            event=self.event.bounded(),
            session_id=sid,
            source=self.source[:20],
            user_hash=(self.user_hash or "")[:64] or None,
        )


class LedgerRecord(BaseModel):
    event: PaymentEvent
    source: str
    received_at: datetime
    session_id: Optional[str] = None  # the hint, then the session it was delivered to
    outcome: Outcome = "pending"


class SessionRef(BaseModel):
    session_id: str
    running: bool


class LocateRequest(BaseModel):
    payment_intent_id: str
    session_id: Optional[str] = None


class LedgerInput(BaseModel):
    payment_intent_id: str
    records: list[LedgerRecord] = Field(default_factory=list)
    pending: list[LedgerRecord] = Field(default_factory=list)
    seen_event_ids: list[str] = Field(default_factory=list)
    user_hash: Optional[str] = None


class LedgerView(BaseModel):
    """Result of the ``ledger`` query."""

    payment_intent_id: str
    records: list[LedgerRecord]
    pending: int
    needs_operator: bool
