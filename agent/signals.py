"""The public contract's signal, query and workflow I/O models (shared/CONTRACT.md).

Pure pydantic, so the bridge, the sandbox backend and tests can build them without Temporal.
Names and field names are fixed by the contract; additions are optional fields only.
"""

from __future__ import annotations

import hashlib
import math
import uuid
from datetime import datetime
from typing import Any, Literal, Optional

from pydantic import BaseModel, Field

from agent.quote_consent import ConsentFrame
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


# Size limits of every signal field. The bridge refuses longer values at the edge; the workflow's
# signal handlers pass what arrives directly (any Temporal client can signal) through ``bounded()``,
# so nothing unbounded ever reaches the state, the event log or an activity input. Deserialization
# stays lenient on purpose: the Python SDK drops (only logs) a signal whose payload does not convert,
# so over-long values are shortened here instead of being refused there.
MAX_ID_CHARS = 200  # event_id, payment_intent_id, booking_id, user_id
MAX_MESSAGE_ID_CHARS = 100
MAX_SIGNAL_TEXT_CHARS = 8000  # user_message text (the bridge's MAX_MESSAGE_CHARS is 4000)
MAX_REASON_CHARS = 200
MAX_AMOUNT_USD = 1_000_000_000.0


def bounded_id(value: str, limit: int = MAX_ID_CHARS) -> str:
    """``value`` if short enough, else a stable shortened form (same input → same id, so idempotency
    by id still works): the first characters plus a sha256 of the whole value."""
    if len(value) <= limit:
        return value
    digest = hashlib.sha256(value.encode("utf-8", "surrogatepass")).hexdigest()[:32]
    return f"{value[: limit - 40]}~sha256:{digest}"


def text_digest(text: str) -> str:
    """A short fingerprint of a message text (to tell a resend from a reused message_id)."""
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:16]


def bounded_amount(value: Optional[float]) -> Optional[float]:
    """A finite, non-negative amount below MAX_AMOUNT_USD, else None (the raw value is not kept)."""
    if value is None or not math.isfinite(value) or value < 0 or value > MAX_AMOUNT_USD:
        return None
    return value


class TripChoice(BaseModel):
    """A trip card's "Choose" press: which trip, and its number on the list as the card showed it.
    The traveller's words (``text``) say it in their language; this says it for the model."""

    trip_id: str = Field(min_length=1, max_length=100, pattern=r"^[A-Za-z0-9_.:-]+$")
    option: Optional[int] = Field(None, ge=1, le=50)


class UserMessage(BaseModel):
    """Signal ``user_message``."""

    message_id: str
    text: str
    user_id: Optional[str] = None
    language: Optional[Language] = None  # optional addition: the tab's chosen language
    time_zone: Optional[str] = None  # optional addition: the browser's IANA zone (unknown ones are ignored)
    # optional addition: the last event seq the sender had seen (a message cannot answer a quote shown
    # after it); the workflow keeps the smaller of this and the log's last seq when the message arrives
    last_seen_seq: Optional[int] = None
    # optional addition: a Confirm / Not now press on a quote card (agent.consent); ``text`` is its label
    consent: Optional[ConsentFrame] = None
    # optional addition: a trip card's Choose press (the trip it names); ``text`` is its words
    choice: Optional[TripChoice] = None

    def bounded(self) -> UserMessage:
        """The same message with every field within its limit (text truncated)."""
        return self.model_copy(
            update={
                "message_id": bounded_id(self.message_id, MAX_MESSAGE_ID_CHARS),
                "text": self.text[:MAX_SIGNAL_TEXT_CHARS],
                "user_id": bounded_id(self.user_id) if self.user_id is not None else None,
                "consent": self.consent.model_copy(update={"quote_id": bounded_id(self.consent.quote_id)})
                if self.consent is not None
                else None,
            }
        )


class PaymentEvent(BaseModel):
    """Signal ``payment_event`` (sent by the backend, the bridge webhook, or the Redis relay)."""

    event_id: str
    payment_intent_id: str
    status: Literal["SUCCEEDED", "FAILED"]
    booking_id: Optional[str] = None
    amount_usd: Optional[float] = None

    def bounded(self) -> PaymentEvent:
        """The same event with ids shortened (stably) and an impossible amount dropped."""
        return self.model_copy(
            update={
                "event_id": bounded_id(self.event_id),
                "payment_intent_id": bounded_id(self.payment_intent_id),
                "booking_id": bounded_id(self.booking_id) if self.booking_id is not None else None,
                "amount_usd": bounded_amount(self.amount_usd),
            }
        )


class QueuedPayment(BaseModel):
    """A payment event waiting to be applied, stamped with when the session received it."""

    event: PaymentEvent
    received_at: datetime


class EndSession(BaseModel):
    """Signal ``end_session``."""

    reason: str = "ended"

    def bounded(self) -> EndSession:
        return EndSession(reason=self.reason[:MAX_REASON_CHARS])


class EventsQuery(BaseModel):
    """Argument of the ``events_since`` query."""

    after_seq: int = 0


class EventsPage(BaseModel):
    """Result of the ``events_since`` query: events with ``seq`` > after_seq, and the last seq.

    ``status`` (an addition to the contract) saves the bridge a second query per poll.
    """

    events: list[dict[str, Any]] = Field(default_factory=list)
    last_seq: int = 0
    status: Optional[SessionStatus] = None


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
    seen_message_digests: dict[str, str] = Field(default_factory=dict)  # message_id → text_digest(text)
    reminder_deadline: Optional[datetime] = None
    reminder_sent: bool = False
    follow_up_sent: bool = False  # the post-trip follow-up went out (workflows/reminder.py)
    inactivity_deadline: Optional[datetime] = None
    completed_message_ids: list[str] = Field(default_factory=list)
    runs: int = 0
    # Ended (end_session) but open for a payment until drain_until (workflows/session_payments.py)
    ended_reason: Optional[str] = None
    drain_until: Optional[datetime] = None
    config: SessionConfig = Field(default_factory=lambda: SessionConfig())


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
