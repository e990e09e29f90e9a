"""Typed client-side operations on SessionWorkflow, shared by the bridge, CLI, tests and benches.

Every caller goes through here, so the workflow id rule, signal-with-start and typed handles
(``SessionWorkflow.user_message``...) live in one place.
"""

from __future__ import annotations

from typing import Optional

from temporalio.client import Client, WorkflowHandle
from temporalio.common import WorkflowIDReusePolicy

from agent.settings import Settings
from agent.signals import (
    EndSession,
    EventsPage,
    EventsQuery,
    PaymentEvent,
    SessionConfig,
    SessionInput,
    SessionStatus,
    UserMessage,
    canonical_session_id,
    workflow_id_for,
)
from agent.state import ConversationState, Language
from workflows.session import SessionWorkflow


def session_config(settings: Settings) -> SessionConfig:
    """The knobs a new session starts with, from the starting process's settings."""
    return SessionConfig(
        llm_start_to_close_seconds=settings.llm_timeout_seconds,
        tool_start_to_close_seconds=settings.tool_timeout_seconds + 5,  # the HTTP timeout, then margin
        hold_minutes_default=settings.hold_minutes_default,
        inactivity_days=settings.inactivity_days,
        notify_hints=bool(settings.redis_url),
    )


def handle(client: Client, session_id: str) -> WorkflowHandle:
    return client.get_workflow_handle_for(SessionWorkflow.run, workflow_id_for(session_id))


async def send_user_message(
    client: Client,
    session_id: str,
    message: UserMessage,
    *,
    task_queue: str = "derlg-agent",
    language: Language = "EN",
    config: Optional[SessionConfig] = None,
) -> WorkflowHandle:
    """Signal-with-start: the first message creates the session, later ones just signal it.

    A closed session id is never reused (REJECT_DUPLICATE): its ``seq`` numbering must stay unique,
    so a message to an ended session raises ``WorkflowAlreadyStartedError``.
    """
    sid = canonical_session_id(session_id)
    return await client.start_workflow(
        SessionWorkflow.run,
        SessionInput(session_id=sid, user_id=message.user_id, language=language, config=config or SessionConfig()),
        id=workflow_id_for(sid),
        task_queue=task_queue,
        start_signal="user_message",
        start_signal_args=[message],
        id_reuse_policy=WorkflowIDReusePolicy.REJECT_DUPLICATE,
    )


async def send_payment_event(client: Client, session_id: str, event: PaymentEvent) -> None:
    await handle(client, session_id).signal(SessionWorkflow.payment_event, event)


async def end_session(client: Client, session_id: str, reason: str = "ended") -> None:
    await handle(client, session_id).signal(SessionWorkflow.end_session, EndSession(reason=reason))


async def events_since(client: Client, session_id: str, after_seq: int = 0) -> EventsPage:
    return await handle(client, session_id).query(SessionWorkflow.events_since, EventsQuery(after_seq=after_seq))


async def session_state(client: Client, session_id: str) -> ConversationState:
    return await handle(client, session_id).query(SessionWorkflow.state)


async def session_status(client: Client, session_id: str) -> SessionStatus:
    return await handle(client, session_id).query(SessionWorkflow.status)
