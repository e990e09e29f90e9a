"""The bridge's read access to sessions over Temporal: queries with timeouts, 'not found' as None.

Every bridge replica can serve any session: all it reads lives in the workflow (``status``,
``events_since``, ``state`` queries), nothing in the bridge's memory matters after a restart.
"""

from __future__ import annotations

import asyncio
from typing import Any, Awaitable, Callable, Optional, TypeVar

from temporalio.client import Client, WorkflowExecutionStatus
from temporalio.service import RPCError, RPCStatusCode

from agent.signals import EventsPage, SessionStatus
from agent.state import ConversationState
from api import session_client
from api.observability import SESSION_QUERIES

T = TypeVar("T")
QUERY_TIMEOUT = 10.0
ClientGetter = Callable[[], Awaitable[Client]]


def is_not_found(err: BaseException) -> bool:
    return isinstance(err, RPCError) and err.status == RPCStatusCode.NOT_FOUND


class TemporalSource:
    def __init__(self, get_client: ClientGetter, timeout: float = QUERY_TIMEOUT) -> None:
        self.get_client = get_client
        self.timeout = timeout

    async def _call(self, kind: str, fn: Callable[[Client], Awaitable[T]]) -> Optional[T]:
        client = await self.get_client()
        SESSION_QUERIES.labels(kind=kind).inc()
        try:
            return await asyncio.wait_for(fn(client), self.timeout)
        except RPCError as err:
            if is_not_found(err):
                return None
            raise

    async def status(self, session_id: str) -> Optional[SessionStatus]:
        return await self._call("status", lambda c: session_client.session_status(c, session_id))

    async def events(self, session_id: str, after_seq: int) -> Optional[EventsPage]:
        return await self._call("events", lambda c: session_client.events_since(c, session_id, after_seq))

    async def state(self, session_id: str) -> Optional[ConversationState]:
        return await self._call("state", lambda c: session_client.session_state(c, session_id))

    async def running(self, session_id: str) -> Optional[bool]:
        """True while the workflow runs, False once closed, None when it never existed."""
        desc: Any = await self._call("describe", lambda c: session_client.handle(c, session_id).describe())
        if desc is None:
            return None
        return desc.status == WorkflowExecutionStatus.RUNNING
