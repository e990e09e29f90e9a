"""The public contract's signal, query and workflow I/O models (shared/CONTRACT.md).

Pure pydantic, so the bridge, the sandbox backend and tests can build them without Temporal.
Names and field names are fixed by the contract; additions are optional fields only.
"""

from __future__ import annotations

import hashlib
import uuid
from datetime import datetime
from typing import Any, Literal, Optional

from pydantic import BaseModel, Field

from agent.state import ConversationState, Language

TASK_QUEUE = "derlg-agent"
WORKFLOW_TYPE = "SessionWorkflow"

# Search attributes (Keyword), all upserted as they change.
SA_STAGE = "DerlgStage"
SA_LANGUAGE = "DerlgLanguage"
SA_BOOKING_REF = "DerlgBookingRef"
SA_PAYMENT_INTENT = "DerlgPaymentIntent"
SA_USER_HASH = "DerlgUserHash"
SA_ATTENTION = "DerlgAttention"
SEARCH_ATTRIBUTES = (SA_STAGE, SA_LANGUAGE, SA_BOOKING_REF, SA_PAYMENT_INTENT, SA_USER_HASH, SA_ATTENTION)


def canonical_session_id(value: str) -> str:
    """A canonical lowercase UUID string, or ValueError."""
    return str(uuid.UUID(str(value)))


def workflow_id_for(session_id: str) -> str:
    return f"session-{canonical_session_id(session_id)}"


def user_hash(user_id: str) -> str:
    """What operators search by: never the raw user id."""
    return hashlib.sha256(f"derlg-user:{user_id}".encode()).hexdigest()[:24]


class UserMessage(BaseModel):
    """Signal ``user_message``."""

    message_id: str
    text: str
    user_id: Optional[str] = None
    language: Optional[Language] = None  # optional addition: the tab's chosen language
    time_zone: Optional[str] = None  # optional addition: the browser's IANA zone (unknown ones are ignored)


class PaymentEvent(BaseModel):
    """Signal ``payment_event`` (sent by the backend, the bridge webhook, or the Redis relay)."""

    event_id: str
    payment_intent_id: str
    status: Literal["SUCCEEDED", "FAILED"]
    booking_id: Optional[str] = None
    amount_usd: Optional[float] = None


class QueuedPayment(BaseModel):
    """A payment event waiting to be applied, stamped with when the session received it."""

    event: PaymentEvent
    received_at: datetime


class EndSession(BaseModel):
    """Signal ``end_session``."""

    reason: str = "ended"


class EventsQuery(BaseModel):
    """Argument of the ``events_since`` query."""

    after_seq: int = 0


class EventsPage(BaseModel):
    """Result of the ``events_since`` query: events with ``seq`` > after_seq, and the last seq.

    ``status`` (an addition to the contract) saves the bridge a second query per poll.
    """

    events: list[dict[str, Any]] = Field(default_factory=list)
    last_seq: int = 0
    status: Optional["SessionStatus"] = None


class SessionInput(BaseModel):
    """Input of ``SessionWorkflow``; a continued run carries everything it needs to go on."""

    session_id: str
    user_id: Optional[str] = None
    language: Language = "EN"
    # Carried across continue-as-new
    state: Optional[ConversationState] = None
    events: list[dict[str, Any]] = Field(default_factory=list)
    inbox: list[UserMessage] = Field(default_factory=list)
    pending_payments: list[QueuedPayment] = Field(default_factory=list)
    seen_message_ids: list[str] = Field(default_factory=list)
    reminder_deadline: Optional[datetime] = None
    reminder_sent: bool = False
    follow_up_sent: bool = False  # the post-trip follow-up went out (workflows/reminder.py)
    inactivity_deadline: Optional[datetime] = None
    completed_message_ids: list[str] = Field(default_factory=list)
    runs: int = 0
    config: "SessionConfig" = Field(default_factory=lambda: SessionConfig())


class SessionOutcome(BaseModel):
    session_id: str
    reason: str
    stage: str
    booking_ref: Optional[str] = None


class SessionConfig(BaseModel):
    """Per-session knobs chosen by whoever starts the session (bridge, tests, benchmarks)."""

    llm_start_to_close_seconds: float = 60.0
    llm_max_attempts: int = 2  # retry once (req 15.8)
    tool_start_to_close_seconds: float = 20.0  # backend timeout 15 s + margin
    tool_max_attempts: int = 3
    hold_minutes_default: int = 15
    inactivity_days: int = 7
    reminder_hours_before: int = 24
    max_tool_loops: int = 5  # req 13.15
    max_history_messages: int = 60
    notify_hints: bool = False  # publish "new events" hints on Redis (worker needs REDIS_URL)


class SessionStatus(BaseModel):
    """Result of the ``status`` query: what the bridge needs to drive typing indicators."""

    stage: str
    last_seq: int
    processing_message_id: Optional[str] = None
    inbox_size: int = 0
    completed_message_ids: list[str] = Field(default_factory=list)  # most recent last
    ended: bool = False
    user_hash: Optional[str] = None


SessionInput.model_rebuild()
EventsPage.model_rebuild()
