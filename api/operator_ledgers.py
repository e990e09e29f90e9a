"""Payment ledgers in the operator CLI's ``list --attention`` (issue 28).

Money that reached no running session (``session_closed``, ``no_session``, ``overflow``) flags its
``PaymentLedgerWorkflow`` with ``DerlgAttention="unmatched_payment"``; ``list --attention`` shows
those ledgers under the sessions, so an operator never needs a raw Temporal query to find them.
"""

from __future__ import annotations

import json
from typing import Any, Optional

from temporalio.client import Client
from temporalio.common import SearchAttributeKey

from agent import signals as sig
from agent.ledger import LEDGER_WORKFLOW_TYPE

LEDGER_COLUMNS = ("payment_intent", "workflow_id", "status", "attention", "started")


def ledger_query(attention: str, running: bool = False) -> str:
    """Flagged ledgers; ``attention=""`` means any flag (ledgers only raise ``unmatched_payment``)."""
    flags = [attention] if attention else ["unmatched_payment"]
    parts = [f'WorkflowType="{LEDGER_WORKFLOW_TYPE}"', f"{sig.SA_ATTENTION} IN ({', '.join(map(json.dumps, flags))})"]
    if running:
        parts.append('ExecutionStatus="Running"')
    return " AND ".join(parts)


async def list_ledgers(client: Client, attention: Optional[str], running: bool, limit: int) -> list[dict[str, Any]]:
    if attention is None or attention not in ("", "unmatched_payment"):
        return []
    rows = []
    async for wf in client.list_workflows(ledger_query(attention, running), limit=limit):
        attrs = wf.typed_search_attributes
        rows.append(
            {
                "payment_intent": attrs.get(SearchAttributeKey.for_keyword(sig.SA_PAYMENT_INTENT)) or "",
                "workflow_id": wf.id,
                "status": wf.status.name if wf.status else "?",
                "attention": attrs.get(SearchAttributeKey.for_keyword(sig.SA_ATTENTION)) or "",
                "started": wf.start_time.strftime("%Y-%m-%d %H:%M:%SZ") if wf.start_time else "",
            }
        )
    return rows
