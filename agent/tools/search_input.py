"""getTripSuggestions from what the session recorded (issue 23).

The model records the traveller's answers with updateTravellerPreferences (the budget as said,
converted by the system) and then searches with no input: the workflow fills the six discovery
fields and the group from the session, so the model never re-types (or invents) a value and the
search is offered without its parameter schema. A field the model does pass wins over the
session's; a field neither has gets a refusal that says what to ask.
"""

from __future__ import annotations

from typing import Any, Optional

from agent.budget import StatedBudget
from agent.safety import mentions
from agent.state import ConversationState
from agent.tools.calls import error_result
from agent.tools.guards import session_group
from agent.tools.need_input import session_need
from agent.trip_limits import search_limits

SEARCH_TOOL = "getTripSuggestions"
WANTED_CHARS = 4000  # the backend body's limit (sandbox/models.py SuggestBody.wanted)
REQUIRED = ("mood", "environment", "duration_days", "people_count", "budget_usd", "departure_city")


def needs_session(tool_input: dict[str, Any]) -> bool:
    """True when a search call leaves out a discovery field (the only case the fill changes)."""
    return any(tool_input.get(field) is None for field in REQUIRED)


def traveller_words(state: ConversationState) -> str:
    """What the traveller said (their messages, their special needs), newest last, at most WANTED_CHARS."""
    said = []
    for message in state.messages:
        if message.get("role") != "user":
            continue
        content = message.get("content")
        blocks = [content] if isinstance(content, str) else content if isinstance(content, list) else []
        said += [b if isinstance(b, str) else str(b.get("text") or "") for b in blocks if isinstance(b, (str, dict))]
        said = [t for t in said if t and not t.startswith("{")]
    text = " ".join([*said, state.special_needs or ""]).strip()
    return text[-WANTED_CHARS:]


def _same_window(said: StatedBudget, state: ConversationState) -> bool:
    """The session's USD window is still the one the stated budget gave (not one typed in USD since)."""
    return (said.min_usd, said.max_usd) == (state.budget_min_usd, state.budget_max_usd)


def _session_fields(state: ConversationState) -> dict[str, Any]:
    out: dict[str, Any] = {
        "mood": state.mood,
        "environment": state.environment,
        "duration_days": state.duration_days,
        "departure_city": state.departure_city,
        **session_group(state),
    }
    if state.budget_min_usd is not None and state.budget_max_usd is not None:
        out["budget_usd"] = {"min": state.budget_min_usd, "max": state.budget_max_usd}
        said = state.stated_budget
        if said is not None:  # the search states its window back in this currency, with its reason
            out["budget_usd"].update(currency=said.currency, kind=said.kind)
            if said.min_local is not None and _same_window(said, state):
                # the window as said, exact: the search states it back without a rounded USD in between
                out["budget_usd"].update(local_min=said.min_local, local_max=said.max_local)
            if said.per == "adult":
                out["budget_usd"]["per"] = "adult"  # compared with one adult's price (relay 18 req 2)
    out.update(search_limits(state))  # a length range; the effort on foot accepted (agent/trip_limits.py)
    # the recommendation is the trip easiest on foot; a day a longer version adds is within the need
    out.update(session_need(state) if mentions("mobility", state.special_needs) else {})
    wanted = traveller_words(state)
    if wanted:  # a shorter version of a trip keeps the days holding what they asked for (sandbox/asked.py)
        out["wanted"] = wanted
    return {k: v for k, v in out.items() if v is not None}


def search_from_session(
    tool_input: dict[str, Any], state: ConversationState
) -> tuple[Optional[dict[str, Any]], dict[str, Any]]:
    """``(None, input)`` with every field the call left out taken from the session, or
    ``(refusal, {})`` naming the discovery fields nobody has recorded yet."""
    given = {k: v for k, v in tool_input.items() if v is not None}
    session = _session_fields(state)
    typed, kept = given.get("budget_usd"), session.get("budget_usd", {})
    if (
        isinstance(typed, dict)
        and "max" in typed
        and all(typed.get(k) == kept.get(k) for k in ("min", "max") if k in typed)
    ):
        # the session's budget re-typed (its maximum alone too: the context shows no minimum for one figure
        # said): still per adult, as said, with the search's own lower end
        given["budget_usd"] = kept
    filled = {**session, **given}
    missing = [field for field in REQUIRED if filled.get(field) is None]
    if missing:
        names = ", ".join("budget" if f == "budget_usd" else f for f in missing)
        return (
            error_result(
                "MISSING_PREFERENCES",
                f"The search needs what the traveller has not said yet: {names}.",
                next_step=f"Ask the traveller about {names.split(', ')[0]} (one question), record the answer "
                "with updateTravellerPreferences, then call getTripSuggestions again.",
                missing=[f if f != "budget_usd" else "budget" for f in missing],
            ),
            {},
        )
    return None, filled
