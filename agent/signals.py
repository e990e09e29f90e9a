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


class PaymentEvent(BaseModel):
    """Signal ``payment_event`` (sent by the backend, the bridge webhook, or the Redis relay)."""

    event_id: str
    payment_intent_id: str
    status: Literal["SUCCEEDED", "FAILED"]
    booking_id: Optional[str] = None
    amount_usd: Optional[float] = None


class EndSession(BaseModel):
    """Signal ``end_session``."""

    reason: str = "ended"


class EventsQuery(BaseModel):
    """Argument of the ``events_since`` query."""

    after_seq: int = 0


class EventsPage(BaseModel):
    """Result of the ``events_since`` query: events with ``seq`` > after_seq, and the last seq."""

    events: list[dict[str, Any]] = Field(default_factory=list)
    last_seq: int = 0


class SessionInput(BaseModel):
    """Input of ``SessionWorkflow``; a continued run carries everything it needs to go on."""

    session_id: str
    user_id: Optional[str] = None
    language: Language = "EN"
    # Carried across continue-as-new
    state: Optional[ConversationState] = None
    events: list[dict[str, Any]] = Field(default_factory=list)
    inbox: list[UserMessage] = Field(default_factory=list)
    pending_payments: list[PaymentEvent] = Field(default_factory=list)
    seen_message_ids: list[str] = Field(default_factory=list)
    hold_deadline: Optional[datetime] = None
    reminder_deadline: Optional[datetime] = None
    reminder_sent: bool = False
    inactivity_deadline: Optional[datetime] = None
    runs: int = 0


class SessionOutcome(BaseModel):
    session_id: str
    reason: str
    stage: str
    booking_ref: Optional[str] = None
