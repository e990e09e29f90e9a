"""How one model response's tool calls are judged, before and after they run (pure).

Shared by the workflow's turn (workflows/turn.py) and the offline test harnesses, so both apply
the same rules:

1. The workflow's own tools (updateTravellerPreferences, requestStageChange) run first, in
   order, straight on the state: a stage they move to counts for their siblings.
2. Every backend call is validated against its schema, judged against the stages the batch can
   reach (agent.tools.stages), then guarded (agent.tools.guards), which also completes its
   input from the session.
3. A successful previewBooking gets the workflow's quote_id (agent.confirmations).
4. A plan result (previewBooking, getTripItinerary) and a recorded mobility need get
   ``plan_vs_needs`` when the session's needs mention mobility (agent.needs).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Callable, Optional, Sequence

from agent.booking_needs import booking_needs
from agent.booking_ready import ask_first, missing_before_confirm
from agent.confirmations import quote_id_for
from agent.need_overlap import unsaid
from agent.needs import note_needs
from agent.state import ConversationState
from agent.summary_requests import beside_pickup
from agent.tools.calls import ToolOutcome
from agent.tools.card_view import length_note
from agent.tools.guards import guard_call
from agent.tools.local import LOCAL_TOOL_NAMES, run_local_tool
from agent.tools.schema_parts import with_mood_words
from agent.tools.schemas import TOOLS_BY_NAME
from agent.tools.search_input import SEARCH_TOOL, needs_session, search_from_session as fill_search
from agent.tools.stages import stage_refusal
from agent.tools.validation import prepare_tool_input, validate_tool_input

PREVIEW_NEXT_STEP = (
    "Show this summary and ask the traveller to confirm it; after their yes, call createBooking with this quote_id."
)


def is_local(name: Optional[str]) -> bool:
    return name in LOCAL_TOOL_NAMES


def run_local(
    state: ConversationState,
    tool_use_id: str,
    name: str,
    tool_input: dict[str, Any],
    siblings: list[str],
    now: datetime,
) -> ToolOutcome:
    """A workflow tool, applied to ``state`` at once."""
    tool_input = with_mood_words({k: v for k, v in dict(tool_input or {}).items() if v is not None})
    refused = validate_tool_input(name, tool_input) or stage_refusal(name, state.state, siblings)
    result = refused or run_local_tool(name, tool_input, state, now)
    return note_needs(ToolOutcome(tool_use_id=tool_use_id, name=name, result=result), state)


def prepare_remote(
    state: ConversationState,
    name: str,
    tool_input: dict[str, Any],
    siblings: list[str],
    legacy_stages: bool = False,
    search_from_session: Callable[[], bool] = lambda: True,
    places_anytime: Callable[[], bool] = lambda: True,
) -> tuple[Optional[dict[str, Any]], dict[str, Any]]:
    """``(refusal, {})`` or ``(None, backend_input)`` for one backend call (``legacy_stages``:
    the stage table before issue 23, for sessions recorded with it; ``search_from_session``: asked
    only when a getTripSuggestions call leaves a field out, whether it takes it from the session,
    agent.tools.search_input; the workflow answers with its patch; ``places_anytime``: asked only when a
    tool of agent.tools.stages.ANYTIME is outside the stage's table, whether it runs)."""
    tool_input = with_mood_words(dict(tool_input or {}))
    workflow_only: set[str] = set()
    if name == SEARCH_TOOL and needs_session(tool_input) and search_from_session():
        missing, filled = fill_search(tool_input, state)
        if missing is not None:
            return missing, {}
        # issue 41: a session fact only the workflow passes (mobility_need) is not the model's
        # field: it is checked against the backend body, never refused as the model's mistake
        offered = TOOLS_BY_NAME[name]["input_schema"].get("properties", {})
        workflow_only = {k for k in filled if k not in offered and tool_input.get(k) is None}
        tool_input = filled
    model_part = {k: v for k, v in tool_input.items() if k not in workflow_only}
    refused = (
        validate_tool_input(name, model_part)
        or (validate_tool_input(name, tool_input, backend=True) if workflow_only else None)
        or stage_refusal(name, state.state, siblings, legacy_stages, places_anytime)
    )
    if refused is not None:
        return refused, {}
    return guard_call(name, prepare_tool_input(name, dict(tool_input or {}), state), state)


def stamp_quote(
    outcome: ToolOutcome, state: ConversationState, serial: int, siblings: Sequence[str] = ()
) -> ToolOutcome:
    """A previewBooking result with the quote_id createBooking must carry, and what it still lacks
    before the traveller can confirm it (``siblings``: the tools of the same response; a
    validateUserDetails among them is checking the name and phone now)."""
    if outcome.name != "previewBooking" or not outcome.ok or not isinstance(outcome.result.get("data"), dict):
        return outcome
    missing = missing_before_confirm(state, outcome.result["data"], validating="validateUserDetails" in siblings)
    data = {
        **outcome.result["data"],
        "quote_id": quote_id_for("booking", state.turn, serial),
        "next_step": ask_first(missing) if missing else PREVIEW_NEXT_STEP,
        **({"missing_before_confirm": missing} if missing else {}),
        **length_note(outcome.result["data"], state),  # its length against the card's and the traveller's
    }
    pickup = data.get("pickup_location") or (data.get("pickup") or {}).get("location") or state.pickup_location
    # what of them goes to a booking (agent.booking_needs), a pickup wish answered by the pickup left off
    needs = beside_pickup(booking_needs(state.special_needs), pickup)
    if needs and data.get("special_requests") and not unsaid(needs, data.get("special_requests")):
        data["special_requests_from"] = (
            "the special needs told earlier in the chat, put on the summary; tell the traveller, who may change "
            "or remove them"
        )
    elif needs and not data.get("special_requests"):
        # relay j15: with no special_requests in the summary the model could not tell whether the
        # needs told earlier are on the booking; they are not copied in silently, so say it
        data["special_needs_not_on_it"] = (
            f"The session's special needs ({needs}) are not on this booking: ask whether to add "
            "them, then pass special_requests (to previewBooking, or to createBooking after the yes)."
        )
    return ToolOutcome(tool_use_id=outcome.tool_use_id, name=outcome.name, result={**outcome.result, "data": data})


def _renewal_refused(outcome: ToolOutcome, state: ConversationState) -> ToolOutcome:
    """A renewal the backend refuses for good (``details.renewable`` false: the booking is gone,
    paid, cancelled or another trip's): the next createBooking makes a new booking instead of asking
    again. Other refusals (PRICE_CHANGED, a group too large, HOLD_ACTIVE) keep the renewal."""
    error = outcome.result.get("error")
    hold = state.renewable_hold
    if hold is None or not isinstance(error, dict):
        return outcome
    details = error.get("details")
    if not isinstance(details, dict) or details.get("renewable") is not False:
        return outcome
    state.renewable_hold = None
    step = (
        f"Booking {hold.booking_ref} cannot be held again. If the traveller still wants the trip, calling "
        "createBooking again makes a new booking with a new reference: tell them so plainly."
    )
    result = {**outcome.result, "error": {**error, "next_step": step}}
    return ToolOutcome(tool_use_id=outcome.tool_use_id, name=outcome.name, result=result)


def note_rebook(outcome: ToolOutcome, state: ConversationState) -> ToolOutcome:
    """A createBooking result after a hold expired says plainly what happened: the same booking's
    hold renewed (same reference, issue 22), or which reference a new booking replaces; a renewal
    refused for good is dropped from the session (the next createBooking books anew)."""
    if outcome.name == "createBooking" and not outcome.ok:
        return _renewal_refused(outcome, state)
    old = state.expired_booking_ref
    data = outcome.result.get("data")
    if outcome.name != "createBooking" or not outcome.ok or not old or not isinstance(data, dict):
        return outcome
    if data.get("booking_ref") == old and data.get("booking_id"):
        data = {
            **data,
            "hold_renewed": True,
            "renewal_note": f"Hold renewed, same reference {old}: the booking the traveller already had is held "
            f"again until this result's reserved_until_local, at its total_usd (price checked again). There is no new or second "
            "reference. The old payment QR no longer works: call generatePaymentQR for the new one, and tell the "
            f"traveller their reference stays {old}.",
        }
        return ToolOutcome(tool_use_id=outcome.tool_use_id, name=outcome.name, result={**outcome.result, "data": data})
    if data.get("booking_ref") in (None, old):
        return outcome
    data = {
        **data,
        "replaces_booking_ref": old,
        "replaces_note": f"This reservation replaces {old}, whose hold expired unpaid (its QR code no longer "
        "works). Tell the traveller the new reference replaces the old one.",
    }
    return ToolOutcome(tool_use_id=outcome.tool_use_id, name=outcome.name, result={**outcome.result, "data": data})
