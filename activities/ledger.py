"""The ledger's one piece of I/O: which sessions belong to a payment intent (Temporal visibility)."""

from __future__ import annotations

import re

from temporalio import activity
from temporalio.client import Client, WorkflowExecutionStatus
from temporalio.service import RPCError, RPCStatusCode

from agent.ledger import LocateRequest, SessionRef
from agent.signals import SA_PAYMENT_INTENT, WORKFLOW_TYPE, workflow_id_for

_SAFE = re.compile(r"^[A-Za-z0-9_.:\-]{1,200}$")


class LedgerActivities:
    def __init__(self, client: Client) -> None:
        self.client = client

    @activity.defn(name="locate_payment_sessions")
    async def locate_payment_sessions(self, request: LocateRequest) -> list[SessionRef]:
        """The session named in the event (if it exists) and every session whose
        ``DerlgPaymentIntent`` is the intent, running ones first."""
        found: dict[str, bool] = {}
        if request.session_id:
            try:
                desc = await self.client.get_workflow_handle(workflow_id_for(request.session_id)).describe()
                found[request.session_id] = desc.status == WorkflowExecutionStatus.RUNNING
            except RPCError as err:
                if err.status != RPCStatusCode.NOT_FOUND:
                    raise
        if not _SAFE.match(request.payment_intent_id):  # never build a query from odd characters
            return [SessionRef(session_id=sid, running=r) for sid, r in found.items()]
        query = f'WorkflowType="{WORKFLOW_TYPE}" AND {SA_PAYMENT_INTENT}="{request.payment_intent_id}"'
        async for wf in self.client.list_workflows(query, limit=20):
            sid = wf.id.removeprefix("session-")
            running = wf.status == WorkflowExecutionStatus.RUNNING
            found[sid] = found.get(sid, False) or running
        refs = [SessionRef(session_id=sid, running=running) for sid, running in found.items()]
        return sorted(refs, key=lambda r: not r.running)
