"""Signalling the session workflow's ``payment_event``, exactly as the real backend does.

Workflow id ``session-{session_id}``, signal ``payment_event``, argument
``agent.signals.PaymentEvent(...).model_dump()``; the Temporal client connects lazily with the
pydantic data converter. Tests inject ``temporal_client_factory``: an async callable returning an
object with ``get_workflow_handle(workflow_id)`` whose handle has ``async signal(name, arg)``.
"""

from __future__ import annotations

import asyncio
from typing import Any, Awaitable, Callable, Optional

from agent.settings import Settings
from agent.signals import PaymentEvent, workflow_id_for

TemporalClientFactory = Callable[[], Awaitable[Any]]
SIGNAL_NAME = "payment_event"


def default_client_factory(settings: Settings) -> TemporalClientFactory:
    async def connect() -> Any:
        from temporalio.client import Client
        from temporalio.contrib.pydantic import pydantic_data_converter

        return await Client.connect(
            settings.temporal_address,
            namespace=settings.temporal_namespace,
            data_converter=pydantic_data_converter,
        )

    return connect


def workflow_id(session_id: str) -> str:
    try:
        return workflow_id_for(session_id)
    except ValueError:  # not a UUID: still address it the documented way
        return f"session-{session_id}"


class PaymentSignaler:
    def __init__(self, factory: TemporalClientFactory):
        self._factory = factory
        self._client: Optional[Any] = None
        self._lock = asyncio.Lock()

    async def client(self) -> Any:
        async with self._lock:
            if self._client is None:
                self._client = await self._factory()
            return self._client

    async def send(self, session_id: str, event: PaymentEvent) -> str:
        """Signal ``payment_event``; returns the workflow id. Raises whatever the client raised."""
        wf_id = workflow_id(session_id)
        client = await self.client()
        handle = client.get_workflow_handle(wf_id)
        await handle.signal(SIGNAL_NAME, event.model_dump())
        return wf_id
