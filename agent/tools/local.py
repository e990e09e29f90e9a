"""The tools the workflow answers itself, without a backend call.

- ``updateTravellerPreferences``: the model records what the traveller states when it is stated,
  so the session facts in the prompt are true on the very next call (issue: stale facts).
- ``requestStageChange``: the model asks for a move of the seed 003 §4 map; it is checked against
  :data:`agent.transitions.TRANSITIONS` and refused with the allowed moves otherwise.

Both are pure functions of (input, state, now) and return the contract envelope. The input has
already passed schema validation (agent.tools.validation).
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any, Callable, Optional

from agent.budget import StatedBudget, paying_travellers, resolve_budget
from agent.need_overlap import merged_needs
from agent.new_trip import booking_closed, start_new_trip
from agent.quote_changes import apply_to_quote, merge_requests
from agent.safety import SAFETY_FLAG, WHO_CONFIRMS, WHO_CONFIRMS_IN, safety_kind
from agent.state import AgentState, ConversationState
from agent.tools.calls import error_result
from agent.tools.late_requests import late_request
from agent.tools.summary_needs import EVENT_ONLY as _EVENT_ONLY, adds_to_requests, requests_full, to_requests
from agent.transitions import TRANSITIONS, can_transition, transition
from agent.trip_facts import days_between, follow_length
from agent.trip_limits import record_limits

LOCAL_TOOL_NAMES = ("updateTravellerPreferences", "requestStageChange")

_NEEDS_TRIP = {AgentState.CUSTOMIZATION, AgentState.BOOKING}


_STAGE_HINTS: dict[AgentState, str] = {
    AgentState.DISCOVERY: "Ask about what is still missing, one question at a time, then call getTripSuggestions.",
    AgentState.SUGGESTION: "Call getTripSuggestions (again, with any changed preference) and present the options.",
    AgentState.EXPLORATION: "Answer questions about the options with the information tools.",
    AgentState.CUSTOMIZATION: "Price each change with calculateCustomTrip before saving it with customizeTrip.",
    AgentState.BOOKING: "Call previewBooking, show the summary and ask the traveller to confirm it; collect "
    "and validate name and phone (validateUserDetails) and the pickup location.",
}


def _iso_date(value: str) -> Optional[date]:
    try:
        return date.fromisoformat(value)
    except (TypeError, ValueError):
        return None


def _preference_errors(inp: dict[str, Any], state: ConversationState, now: datetime) -> list[str]:
    errors = []
    lo = inp.get("budget_min_usd", state.budget_min_usd)
    hi = inp.get("budget_max_usd", state.budget_max_usd)
    if lo is not None and hi is not None and float(lo) > float(hi):
        errors.append(f"budget_min_usd ({lo}) is above budget_max_usd ({hi})")
    start = _iso_date(inp["travel_start_date"]) if "travel_start_date" in inp else None
    end = _iso_date(inp["travel_end_date"]) if "travel_end_date" in inp else None
    if start is not None and start < now.date():
        errors.append(f"travel_start_date {start} is in the past (today is {now.date()})")
    known_start = start or _iso_date((state.travel_dates or {}).get("start", ""))
    if end is not None and known_start is not None and end < known_start:
        errors.append(f"travel_end_date {end} is before the start date {known_start}")
    adults = inp.get("adults", state.adults)
    children = inp.get("children_ages", state.children_ages) or []
    if (
        "people_count" in inp
        and adults is not None
        and "adults" in inp
        and inp["people_count"] != adults + len(children)
    ):
        errors.append(f"people_count {inp['people_count']} does not match {adults} adults + {len(children)} children")
    group = adults + len(children) if adults is not None else inp.get("people_count", state.people_count)
    citizens = inp.get("cambodian_citizens")
    if citizens is not None and group and int(citizens) > group:
        errors.append(f"cambodian_citizens {citizens} is more than the group's {group} travellers")
    return errors


def _stated_budget(inp: dict[str, Any], state: ConversationState) -> StatedBudget | str | None:
    if "budget" not in inp:
        return None
    people = inp.get("people_count") or state.people_count
    if "adults" in inp or "children_ages" in inp:
        adults = inp.get("adults", state.adults)
        ages = inp.get("children_ages", state.children_ages) or []
        people = adults + len(ages) if adults is not None else people
        return resolve_budget(inp["budget"], people, ages)
    same = state.adults is not None and people == state.adults + len(state.children_ages)
    return resolve_budget(inp["budget"], people, state.children_ages if same else None)


def _budget_for_new_group(state: ConversationState) -> Optional[StatedBudget]:
    """A budget said for the whole group, divided again when the group changed (relay j16: "250
    euros all together" for one stayed 250 per person once a friend joined). A total whose words name
    its people ("12,000 yuan for the two of us") stays theirs (relay 11 req 46: re-divided over 3), and so
    does any total once a booking exists: the group it was said for booked with it, and travellers who
    join later pay their own price, never out of it (relay 28 req 65: a family's 60,000 TWD for the 4
    of them was spread over 5 once friends joined the paid trip)."""
    said = state.stated_budget
    if said is None or said.per != "total" or said.for_people or not state.people_count or state.booking_id:
        return None
    ages = state.children_ages if state.adults is not None else None
    if said.people_count == paying_travellers(state.people_count, ages):
        return None
    again = resolve_budget(
        said.model_dump(include={"words", "kind", "amount", "amount_max", "currency", "per"}), state.people_count, ages
    )
    return again if isinstance(again, StatedBudget) else None


def update_traveller_preferences(inp: dict[str, Any], state: ConversationState, now: datetime) -> dict[str, Any]:
    stated = _stated_budget(inp, state)
    if isinstance(stated, str):
        # the rest of the call is recorded all the same: a budget that cannot be read never loses the facts
        # stated beside it (run 60 req 4: the duration given with a budget in tenge was lost and asked again)
        rest = {k: v for k, v in inp.items() if k != "budget"}
        kept = update_traveller_preferences(rest, state, now) if rest else {}
        fields = sorted((kept.get("data") or {}).get("recorded") or {}) if kept.get("success") else []
        also = f" The rest of this call was recorded: {', '.join(fields)}." if fields else ""
        return error_result(
            "INVALID_INPUT",
            f"The budget could not be recorded: {stated}.{also}",
            next_step="Ask the traveller for just what is missing about the budget, then record it again.",
            **({"recorded": fields} if fields else {}),
        )
    if stated is not None:  # the per-person USD range the traveller's words mean
        inp = {**inp, "budget_min_usd": stated.min_usd, "budget_max_usd": stated.max_usd}
    full = requests_full(inp, state)
    if full is not None:
        return full
    errors = _preference_errors(inp, state, now)
    if errors:
        return error_result(
            "INVALID_INPUT",
            "Some preferences do not fit together: " + "; ".join(errors) + ".",
            next_step="Ask the traveller about just these values, then record them again.",
            fields=errors,
        )
    recorded: dict[str, Any] = {}
    added: Optional[str] = None  # a need told after a summary: added to the requests too
    for name in (
        "mood",
        "environment",
        "duration_days",
        "departure_city",
        "special_needs",
        "transport",
        "budget_min_usd",
        "budget_max_usd",
        "adults",
        "children_ages",
    ):
        if name in inp:
            value = float(inp[name]) if name.startswith("budget") else inp[name]
            recorded[name] = value
            if name == "special_needs" and adds_to_requests(state):
                # once a summary exists a request is added, not a correction, as the tool says
                # (relay j18 after paying, j24 after the yes: the wheelchair need vanished from the
                # context when the ground-floor room came)
                value = merge_requests(state.special_needs, str(value))  # it fits whole (requests_full)
                added = str(inp[name])
            elif name == "special_needs":  # a need told later never drops one told before (agent.need_overlap)
                value = recorded[name] = merged_needs(state.special_needs, str(value))
            setattr(state, name, value)
    recorded.update(record_limits(inp, state))  # a length range, the effort on foot accepted
    if "adults" in inp or "children_ages" in inp:
        if state.adults is not None:
            state.people_count = state.adults + len(state.children_ages)
            recorded["people_count"] = state.people_count
    if "people_count" in inp and "adults" not in inp:
        state.people_count = inp["people_count"]
        recorded["people_count"] = state.people_count
        if state.adults is not None and state.adults + len(state.children_ages) != state.people_count:
            state.adults, state.children_ages = None, []  # the old split no longer holds
    if (
        state.adults is None
        and state.children_ages
        and state.people_count
        and state.people_count > len(state.children_ages)
    ):
        # the group is whole once its children are known: the rest are adults (held-out batch K: "we are 3,
        # all adults", then a sister of 13 joined as people_count 4 with her age, and was booked as an adult)
        state.adults = state.people_count - len(state.children_ages)
        recorded["adults"] = state.adults
    if "cambodian_citizens" in inp:  # every price shown from now is without their park pass
        state.cambodian_citizens = recorded["cambodian_citizens"] = int(inp["cambodian_citizens"] or 0)
    if stated is None:
        stated = _budget_for_new_group(state)  # a total budget is shared by the group as it is now
        if stated is not None:
            state.budget_min_usd, state.budget_max_usd = stated.min_usd, stated.max_usd
            recorded.update(budget_min_usd=stated.min_usd, budget_max_usd=stated.max_usd)
    if stated is not None:
        state.stated_budget = stated
        recorded["budget"] = stated.describe()
        if stated.currency != "USD":
            state.display_currency = stated.currency  # amounts are shown in the traveller's currency too
    elif "budget_min_usd" in inp or "budget_max_usd" in inp:
        state.stated_budget = None  # replaced by a per-person USD range
    if "travel_start_date" in inp or "travel_end_date" in inp:
        dates = dict(state.travel_dates or {})
        if "travel_start_date" in inp:
            dates["start"] = inp["travel_start_date"]
        if "travel_end_date" in inp:
            dates["end"] = inp["travel_end_date"]
        follow_length(state, dates, "travel_end_date" in inp)
        state.travel_dates = dates
        recorded["travel_dates"] = dates
    if "travel_end_date" in inp and not state.booking_id:  # the length the traveller's own dates say
        state.stated_trip_days = days_between((state.travel_dates or {}).get("start"), inp["travel_end_date"])
    elif "duration_days" in inp:  # the length told again, without an end: the dates no longer say it
        state.stated_trip_days = None
    summary = apply_to_quote(state, recorded)  # price-neutral details keep the traveller's yes
    if added is not None:  # after the open summary took it (or a change set the summary aside)
        to_requests(state, added)
    missing = state.missing_discovery_fields()
    data: dict[str, Any] = {"recorded": recorded, "missing_discovery_fields": missing, **summary}
    kind = safety_kind(recorded.get("special_needs"))
    if kind:
        said = WHO_CONFIRMS_IN.get(state.preferred_language, WHO_CONFIRMS)
        data["safety_request"] = {"kind": kind, "who_confirms": said}
        if state.state in (AgentState.PAYMENT, AgentState.POST_BOOKING) and SAFETY_FLAG not in state.attention_flags:
            state.attention_flags.append(SAFETY_FLAG)  # a live booking: the operators see it now
    if (
        recorded.get("special_needs")
        and state.booking_id
        and state.state in (AgentState.PAYMENT, AgentState.POST_BOOKING)
    ):
        data["booking_request"] = late_request(state, str(recorded["special_needs"]), bool(kind))
    if state.state == AgentState.DISCOVERY:
        data["next_step"] = (
            f"Ask about {missing[0]} next." if missing else "All discovery fields are known: call getTripSuggestions."
        ) + _group_unsplit(state)
    return {"success": True, "data": data}


def _group_unsplit(state: ConversationState) -> str:
    """A group counted but not told as adults and children (relay 61 req 2: "4 of us, a family" answered with
    "Ask about budget next" while the prompt asks a family for its adults and children's ages): said beside the
    next field, since children pay by age and every price after the search follows it."""
    if state.adults is not None or not state.people_count or state.people_count < 2:
        return ""
    return (
        f" The {state.people_count} travellers are not yet told as adults and children: ask in the same question "
        "how many are adults and each child's age (children pay by age; 12-17 as adults)."
    )


# Choosing a suggested trip goes through EXPLORATION (two rows of the table) in one request.
_VIA_EXPLORATION = {(AgentState.SUGGESTION, AgentState.CUSTOMIZATION), (AgentState.SUGGESTION, AgentState.BOOKING)}


# Issue 41: after a paid booking was cancelled the chat plans a new trip (agent.new_trip); offered in
# POST_BOOKING for every session (one cached tool list), taken only while the booking is cancelled.
_NEW_TRIP = (AgentState.POST_BOOKING, AgentState.DISCOVERY)


def requestable_targets(stage: AgentState) -> list[str]:
    direct = {dst for (src, dst) in TRANSITIONS if src == stage and dst not in _EVENT_ONLY and src not in _EVENT_ONLY}
    direct |= {dst for (src, dst) in _VIA_EXPLORATION if src == stage}
    direct |= {_NEW_TRIP[1]} if stage == _NEW_TRIP[0] else set()
    return [s.value for s in AgentState if s in direct]


def _refuse(state: ConversationState, message: str, next_step: str) -> dict[str, Any]:
    return error_result(
        "STAGE_CHANGE_REFUSED",
        message,
        next_step=next_step,
        current_stage=state.state.value,
        allowed=requestable_targets(state.state),
    )


def request_stage_change(inp: dict[str, Any], state: ConversationState, now: datetime) -> dict[str, Any]:
    target = AgentState(inp["to_stage"])
    src = state.state
    trip_id = inp.get("trip_id")
    new_trip = (src, target) == _NEW_TRIP and booking_closed(state)
    if src in _EVENT_ONLY and not new_trip:
        return _refuse(
            state,
            f"The booking is live ({src.value}): the stage follows the booking, not the conversation.",
            "To change or cancel the booking use the booking tools (cancelBooking, modifyBooking or the "
            "post-booking tools); the stage then follows. Another trip is planned here only after this "
            "booking is cancelled, or in a new chat.",
        )
    if new_trip:
        cancelled = start_new_trip(state)
        transition(state, target, "the booking was cancelled; the traveller plans another trip")
        return {
            "success": True,
            "data": {
                "stage": target.value,
                "previous_stage": src.value,
                "changed": True,
                "cancelled_booking": cancelled,
                "next_step": "A new trip, from the start: the cancelled booking and its refund go on as before. "
                + _STAGE_HINTS[target],
            },
        }
    if target == src and not trip_id:
        state.stage_requested_turn = state.turn  # staying is asked for too: it holds in this turn
        return {"success": True, "data": {"stage": src.value, "changed": False, "next_step": _STAGE_HINTS[src]}}
    if target != src and not can_transition(src, target) and (src, target) not in _VIA_EXPLORATION:
        allowed = ", ".join(requestable_targets(src)) or "none"
        return _refuse(
            state,
            f"Cannot move from {src.value} to {target.value}.",
            f"Allowed moves from {src.value}: {allowed}. " + _STAGE_HINTS[src],
        )
    if target == AgentState.SUGGESTION and state.missing_discovery_fields():
        missing = ", ".join(state.missing_discovery_fields())
        return _refuse(
            state,
            f"Suggestions need every discovery field; missing: {missing}.",
            "Ask the traveller for the missing fields, record them, then call getTripSuggestions.",
        )
    if target in _NEEDS_TRIP:
        chosen = trip_id or state.selected_trip_id
        if not chosen:
            return _refuse(
                state,
                f"{target.value} needs the trip the traveller chose.",
                "Call requestStageChange again with trip_id (an id from getTripSuggestions).",
            )
        if trip_id and trip_id != state.selected_trip_id:
            state.selected_trip_id = trip_id
            state.selected_trip_name = state.viewed_trip_name if trip_id == state.viewed_trip_id else None
            state.selected_trip_duration_days = None
            state.customizations = []
            state.quoted_total_usd = state.quoted_price_per_person_usd = state.quoted_people_count = None
            state.quoted_adults_pay_differently = False
    if target == AgentState.DISCOVERY:
        state.suggested_trip_ids = []
        state.selected_trip_id = state.selected_trip_name = None
    if target != AgentState.BOOKING:
        state.booking_quote = None
    if (src, target) in _VIA_EXPLORATION:
        transition(state, AgentState.EXPLORATION, "the traveller chose a suggested trip")
    transition(state, target, str(inp.get("reason") or "requested by the model"))
    state.stage_requested_turn = state.turn  # it holds in this turn (agent/side_effects.py _validate_user)
    return {
        "success": True,
        "data": {
            "stage": target.value,
            "previous_stage": src.value,
            "changed": target != src,
            "next_step": _next_step_in(target, state),
        },
    }


def _next_step_in(stage: AgentState, state: ConversationState) -> str:
    """The stage's hint; in BOOKING without a start date, the date is asked first (relay j16: the
    preview was called, and refused, before anyone asked when they travel)."""
    if stage == AgentState.BOOKING and not (state.travel_dates or {}).get("start"):
        return (
            "Ask for the start date first (no travel date is recorded yet), then "
            + _STAGE_HINTS[stage][0].lower()
            + _STAGE_HINTS[stage][1:]
        )
    return _STAGE_HINTS[stage]


LOCAL_TOOLS: dict[str, Callable[[dict[str, Any], ConversationState, datetime], dict[str, Any]]] = {
    "updateTravellerPreferences": update_traveller_preferences,
    "requestStageChange": request_stage_change,
}


def run_local_tool(name: str, inp: dict[str, Any], state: ConversationState, now: datetime) -> dict[str, Any]:
    return LOCAL_TOOLS[name](inp, state, now)
