"""What the traveller asked for survives a createBooking that failed (pure).

A createBooking that failed (refused by the workflow's guard: details not validated, no pickup, the summary void;
or by the backend) booked nothing, and the special requests the model passed with it (a seasick daughter) were in
no session field, so the retried createBooking, passing only the quote_id it was told to, booked without them and
nothing said so. :func:`keep_told_requests` keeps each request a booking takes (agent.booking_needs: never a search
wish or a date) with the session's special needs, which every later previewBooking and createBooking carries
(agent.summary_requests.with_the_needs), and the failure says so; what it cannot keep (it would not fit whole
beside the summary's requests, or it is no request for the operator) the failure says was not stored.
"""

from __future__ import annotations

from typing import Any, Optional

from agent.booking_needs import booking_needs
from agent.quote_changes import merge_requests
from agent.sentences import sentences
from agent.special_requests import joined
from agent.state import ConversationState
from agent.tools.calls import ToolOutcome

TOOL = "createBooking"
KEPT = (
    "Not booked (this call failed), but kept in the session: the next createBooking sends them with the booking "
    "(no need to pass them again); tell the traveller they are noted."
)
NOT_STORED = (
    "NOT stored: this call failed and these were not kept. Tell the traveller, and pass them as special_requests "
    "again once the booking can be made (or shorten them to fit)."
)


def _fits(state: ConversationState, needs: str) -> bool:
    """``needs`` joins, whole, what the retried booking would carry."""
    quote = state.booking_quote
    carried = quote.special_requests if quote is not None else state.booking_special_requests
    return joined(state.special_needs, needs) is not None and joined(carried, needs) is not None


def keep_told_requests(outcome: ToolOutcome, told: dict[str, Any], state: ConversationState) -> ToolOutcome:
    """``outcome`` of a failed createBooking whose input ``told`` carried special requests: those a booking takes
    kept with the session's needs (when they fit), and its error saying which were kept and which were not."""
    text = told.get("special_requests") if isinstance(told, dict) else None
    if outcome.name != TOOL or outcome.ok or not isinstance(text, str) or not text.strip():
        return outcome
    needs: Optional[str] = booking_needs(text)
    said: dict[str, Any] = {}
    if needs and _fits(state, needs):
        state.special_needs = merge_requests(state.special_needs, needs)
        said["kept"] = needs
    elif needs:
        said["not_stored"] = needs
    rest = [s for s in sentences(text) if s not in sentences(needs)]
    if rest:  # a date or a search wish: no request for the operator
        said["not_stored"] = " ".join([said["not_stored"], *rest]) if "not_stored" in said else " ".join(rest)
    said["says"] = " ".join(w for k, w in (("kept", KEPT), ("not_stored", NOT_STORED)) if k in said)
    found = outcome.result.get("error")
    error: dict[str, Any] = found if isinstance(found, dict) else {}
    result = {**outcome.result, "success": False, "error": {**error, "special_requests": said}}
    return ToolOutcome(tool_use_id=outcome.tool_use_id, name=outcome.name, result=result)
