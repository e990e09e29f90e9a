"""The first step of a two-step change is a normal result, never an error (EN / KH / ZH sessions alike).

changePickup put to the traveller before it runs (agent.pickup_consent) answers NEEDS_CONFIRMATION: that is
the designed first step, with what would change and what to ask, not a failure. Inside the workflow it stays
a refusal (nothing ran: ``{"success": false, "error": {"code": "NEEDS_CONFIRMATION"}}``); the model reads it
as a successful result whose ``data.status`` is NEEDS_CONFIRMATION and ``data.changed`` false, and its
tool_result carries no ``is_error`` (relay 36 req 50: read as an error).
"""

from __future__ import annotations

from typing import Any, Optional

FIRST_STEPS = {"changePickup": "NEEDS_CONFIRMATION"}


def is_first_step(result: dict[str, Any], tool: Optional[str]) -> bool:
    """``result`` is ``tool``'s designed first step (the change put to the traveller)."""
    code = (result.get("error") or {}).get("code") if result.get("success") is False else None
    return tool is not None and code is not None and FIRST_STEPS.get(tool) == code


def as_first_step(result: dict[str, Any], tool: Optional[str]) -> dict[str, Any]:
    """The first step as a normal result (``data``: status, changed false, message, next_step); any other
    result as it is."""
    if not is_first_step(result, tool):
        return result
    error = result["error"]
    data = {"status": error["code"], "changed": False, **{k: v for k, v in error.items() if k != "code"}}
    return {"success": True, "data": data}
