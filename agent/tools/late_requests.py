"""A special request stated once the booking exists (issue 22), pure.

``updateTravellerPreferences`` with ``special_needs`` in PAYMENT or POST_BOOKING records the
request in the session at once (:func:`late_request`, whose result is the truthful fallback: not
on the booking yet, give the support contact). The workflow then asks :func:`booking_request_body`
whether the booking should get it; if so it calls the backend's ``addBookingRequest`` through an
activity (workflows/turn.py, behind its patch) and :func:`with_booking_answer` puts the backend's
answer into the tool result the model reads: on the booking (who confirms, by when) or, when the
backend refused or failed, the fallback with the reason and the next step.
"""

from __future__ import annotations

from typing import Any, Optional

from agent.quote_changes import merge_requests
from agent.safety import SAFETY_FLAG, WHO_CONFIRMS
from agent.special_requests import REQUESTS_FULL
from agent.state import ConversationState
from agent.tools.calls import ToolOutcome

LATE_REQUEST_CALL = "addBookingRequest"
TOOL = "updateTravellerPreferences"

NOT_SENT = "Not sent to the operator by this chat: give the support contact so DerLg adds it to the booking."
ON_THE_BOOKING_NEXT_STEP = (
    "Tell the traveller the request is on booking {ref}. {who} Do not call a request confirmed before its status "
    "says CONFIRMED_BY_OPERATOR."
)
# The booking takes no more requests (sandbox/routes/requests.py refuse_closed).
CLOSED = frozenset({"HOLD_EXPIRED", "BOOKING_CANCELLED", "TRIP_ENDED"})
CLOSED_NEXT_STEP = "Tell the traveller this booking takes no more requests and why."
NOT_ADDED_NEXT_STEP = (
    "Tell the traveller the request is noted in this chat but could not be added to the booking, and give the "
    "support contact so DerLg adds it."
)


def late_request(state: ConversationState, needs: str, safety: bool) -> dict[str, Any]:
    """What the session records of a request made once the booking exists and, truthfully, that
    it is not on the booking at the operator (yet): the result when the booking is not reached."""
    state.booking_special_requests = merge_requests(state.booking_special_requests, needs)  # fits whole (local.py)
    return {
        "booking_ref": state.booking_ref or state.booking_id,
        "special_requests_recorded": state.booking_special_requests,
        "on_the_booking_at_the_operator": False,
        "who_adds_it": WHO_CONFIRMS if safety else NOT_SENT,
    }


def _data(outcome: ToolOutcome) -> Optional[dict[str, Any]]:
    data = outcome.result.get("data")
    if outcome.name != TOOL or not outcome.ok or not isinstance(data, dict):
        return None
    return data if isinstance(data.get("booking_request"), dict) else None


def booking_request_body(state: ConversationState, outcome: ToolOutcome) -> Optional[dict[str, Any]]:
    """The ``addBookingRequest`` body for a local result that recorded a request after the booking
    was made (``booking_request`` in its data), or None."""
    data = _data(outcome)
    needs = str(((data or {}).get("recorded") or {}).get("special_needs") or "").strip()
    if data is None or not needs or not state.booking_id:
        return None
    return {"booking_id": state.booking_id, "request": needs}  # one request, whole (special_needs: 500 at most)


def with_booking_answer(outcome: ToolOutcome, answer: dict[str, Any], state: ConversationState) -> ToolOutcome:
    """``outcome`` (the local result) with what the backend answered about the booking."""
    data = _data(outcome)
    if data is None:
        return outcome
    fallback = data["booking_request"]
    booked = answer.get("data") if answer.get("success") else None
    if isinstance(booked, dict) and booked.get("on_the_booking"):
        state.booking_special_requests = booked.get("special_requests") or state.booking_special_requests
        ref = booked.get("booking_ref") or fallback.get("booking_ref")
        who = str(booked.get("who_confirms") or "")
        found_item = booked.get("added")
        added: dict[str, Any] = found_item if isinstance(found_item, dict) else {}
        asked = [i for i in booked.get("already_on_the_booking") or [] if isinstance(i, dict)]
        request: dict[str, Any] = {
            "booking_ref": ref,
            "on_the_booking_at_the_operator": True,
            "this_request": {k: added[k] for k in ("status", "confirm_by") if added.get(k)},
            # said once: the standing request(s) that already ask it, nothing added (sandbox/request_items.py)
            **({"already_asked_by": [{"number": i.get("number"), **_item_view(i)} for i in asked]} if asked else {}),
            # every request with its own status (relay j19: a later note's status read as the allergy's)
            "requests_on_the_booking": [_item_view(i) for i in booked.get("special_request_items") or []],
            "who_confirms": who,
            **({"note": booked["note"]} if booked.get("note") else {}),
            "next_step": ON_THE_BOOKING_NEXT_STEP.format(ref=ref, who=who),
        }
        safety = data.get("safety_request")
        extra = {"safety_request": {**safety, "who_confirms": who}} if isinstance(safety, dict) else {}
    elif isinstance(booked, dict) and isinstance(booked.get("waits_with_quote"), dict):
        # about a joiner whose join is only quoted (sandbox/joiner_requests.py): it waits with that quote, so
        # the booking (and its card) keeps the requests it has
        state.booking_special_requests = booked.get("special_requests") or None
        waits = booked["waits_with_quote"]
        request = {
            "booking_ref": booked.get("booking_ref") or fallback.get("booking_ref"),
            "on_the_booking_at_the_operator": False,
            "waits_with_quote": {k: waits[k] for k in ("quote_id", "about") if waits.get(k)},
            "next_step": str(waits.get("says") or ""),
        }
        extra = {}
    else:
        found = answer.get("error")
        error: dict[str, Any] = found if isinstance(found, dict) else {}
        details: dict[str, Any] = error["details"] if isinstance(error.get("details"), dict) else {}
        reason = str(error.get("message") or "The booking could not be reached.")
        if error.get("code") in CLOSED or error.get("code") == REQUESTS_FULL:  # refused: the backend's next step
            step = details.get("next_step") or error.get("next_step") or CLOSED_NEXT_STEP
            request = {k: v for k, v in fallback.items() if k != "who_adds_it"}
            request.update(not_added_because=reason, next_step=step)
        else:  # the backend did not answer: support adds it
            request = {**fallback, "not_added_because": reason, "next_step": NOT_ADDED_NEXT_STEP}
        extra = {}
    result = {**outcome.result, "data": {**data, **extra, "booking_request": request}}
    return ToolOutcome(tool_use_id=outcome.tool_use_id, name=outcome.name, result=result)


def _item_view(item: Any) -> dict[str, Any]:
    """One request as the model reads it: what, its status and by when the operator answers."""
    if not isinstance(item, dict):
        return {}
    return {k: item[k] for k in ("request", "status", "confirm_by", "operator_note") if item.get(k)}


def requests_line(state: ConversationState) -> str:
    """For the pre-travel reminder (workflows/session.py): the booking's special requests, and
    where the operator's answer to a safety-relevant one is read (sandbox/request_items.py)."""
    if not state.booking_special_requests:
        return ""
    line = f" Repeat the booking's special requests: {state.booking_special_requests.strip()}"
    if SAFETY_FLAG in state.attention_flags:
        line += (
            " (each request's status is in getTripItinerary of the booking: call a request confirmed only when its "
            "status is CONFIRMED_BY_OPERATOR; otherwise say the operator has not confirmed it yet)."
        )
    return line if line[-1] in ".!?。！？" else line + "."
