"""What a tool activity receives and returns.

The activity name is the tool name (``getTripSuggestions``...), so the Temporal UI reads like the
conversation. The input carries only what the call needs: no conversation history.
"""

from __future__ import annotations

from typing import Any, Optional

from pydantic import BaseModel

from agent.display import DisplayTerms
from agent.state import Language
from agent.tools.first_steps import is_first_step


class ToolCall(BaseModel):
    session_id: str
    tool_use_id: str
    name: str
    input: dict[str, Any]
    language: Language = "EN"
    user_id: Optional[str] = None
    # "<workflow_id>:<tool_use_id>": a retried createBooking / generatePaymentQR never
    # creates a second booking or intent.
    idempotency_key: str
    # The traveller's currency and zone: the activity adds them to the result (agent/display.py).
    # None (calls scheduled before issue 23): the result as the backend gave it.
    display: Optional[DisplayTerms] = None


class ToolOutcome(BaseModel):
    tool_use_id: str
    name: str
    result: dict[str, Any]  # the contract envelope: {"success": bool, "data"|"error": {...}}

    @property
    def ok(self) -> bool:
        return bool(self.result.get("success"))

    @property
    def is_error(self) -> bool:
        """What the model's tool_result says: a failure, never a change's designed first step."""
        return not self.ok and not is_first_step(self.result, self.name)


def error_result(code: str, message: str, next_step: Optional[str] = None, **details: Any) -> dict[str, Any]:
    """A failed tool result in the contract envelope; ``message`` must be readable by a traveller,
    ``next_step`` tells the model what to do (filled from agent.tools.guidance when omitted)."""
    error: dict[str, Any] = {"code": code, "message": message}
    if next_step:
        error["next_step"] = next_step
    if details:
        error["details"] = details
    return {"success": False, "error": error}
