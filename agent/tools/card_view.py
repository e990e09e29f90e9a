"""A trip a suggestion card showed, as the card showed it (agent/tools/guards.py, agent/tools/dispatch.py).

A search for a length the package does not have shows the trip at that length (agent/card_length.py). Its
itinerary is that plan (:func:`at_card`), and choosing it is choosing that length: previewBooking of the trip is
quoted at the card's length (:func:`preview_at_card`: the backend saves the card's change as a custom trip the
booking carries, sandbox/saved_variant.py), unless the traveller has since said another length. A summary of
another length than the card's or the traveller's says so plainly, with how to get the other
(:func:`length_note`), and never shortens the dates the traveller stated (agent/side_effects.py). Relay 63 req 9:
the card and the itinerary said 5 days at $292.34 per adult, the summary the 3-day package at $199, and the end
date the traveller had given moved from the 23rd to the 21st in silence.
"""

from __future__ import annotations

from typing import Any, Optional

from agent.memory import shown_lengths
from agent.state import ConversationState
from agent.tools.need_input import session_need


def at_card(inp: dict[str, Any], state: ConversationState) -> dict[str, Any]:
    """A trip as its suggestion card showed it (relay 57 req 13: the card's 4 days at $232.20, the itinerary the
    2-day package at $129): at the card's length (agent/memory.py ``shown_lengths``) and, for a group with
    children, with their prices, as compareTrips compares it."""
    if "lengths" not in inp and (lengths := shown_lengths(state.memory, [inp.get("trip_id")])):
        inp = {**inp, "lengths": lengths}
    if not state.children_ages or state.adults is None or "children_ages" in inp:
        return inp
    return {**inp, "adults": state.adults, "children_ages": list(state.children_ages)}


def wanted_days(state: ConversationState) -> Optional[int]:
    """The length the traveller wants: the days their own dates span, else the length they asked for."""
    return state.stated_trip_days or state.duration_days


def card_length(state: ConversationState, trip_id: Any) -> Optional[tuple[int, dict[str, Any]]]:
    """``(days, change)`` when the newest card of ``trip_id`` showed it at another length than the package's."""
    shown = state.memory.trip(str(trip_id)) if trip_id else None
    if shown is None or not shown.card_change or not isinstance(shown.duration_days, int):
        return None
    return shown.duration_days, dict(shown.card_change)


def preview_at_card(body: dict[str, Any], state: ConversationState) -> dict[str, Any]:
    """previewBooking's body at the length the trip's card showed (``lengths``, with the session's mobility need,
    which places an added day as the itinerary placed it), unless the traveller wants another length now."""
    card = card_length(state, body.get("trip_id"))
    wanted = wanted_days(state)
    if card is None or "lengths" in body or (wanted is not None and wanted != card[0]):
        return body
    return {**session_need(state), **body, "lengths": {str(body["trip_id"]): card[1]}}


def _change_to(trip_id: str, days: int, target: int) -> str:
    kind = "add_day" if target > days else "remove_day"
    change = f'[{{"type": "{kind}", "details": {{"days": {abs(target - days)}}}}}]'
    return (
        f"for {target} days: customizeTrip with trip_id {trip_id} and customizations {change} (calculateCustomTrip "
        "prices it first), then previewBooking with its custom_trip_id"
    )


def length_note(data: dict[str, Any], state: ConversationState) -> dict[str, Any]:
    """What a summary (previewBooking's ``data``) says of its length: at the card's length (``as_shown``) and how
    to get the package instead; another length than the card showed or the traveller wants, plainly, with how to
    get each (none when it is the length both say)."""
    days, trip_id = data.get("duration_days"), str(data.get("trip_id") or "")
    if not isinstance(days, int) or not trip_id:
        return {}
    out: dict[str, Any] = {}
    shown = data.get("as_shown") if isinstance(data.get("as_shown"), dict) else None
    base = str(shown.get("base_trip_id")) if shown else trip_id
    if shown:
        package = shown.get("package_days")
        out["as_shown_note"] = (
            f"Quoted at the {days} days the trip's card and itinerary showed (the {package}-day package with "
            f"{abs(days - int(package or days))} day(s) {'added' if days > int(package or days) else 'removed'}), "
            f"saved as custom trip {trip_id}: this quote books those {days} days. For the {package}-day package "
            f"instead, record duration_days {package} with updateTravellerPreferences and call previewBooking "
            f"with trip_id {base} again."
        )
    card = card_length(state, base) if not shown else None
    wanted = wanted_days(state)
    others: dict[int, list[str]] = {}
    for n, why in ((wanted, "the traveller asked for"), (card[0] if card else None, "its card showed")):
        if isinstance(n, int) and n != days:
            others.setdefault(n, []).append(why)
    if not others:
        return out
    whose = " and ".join(f"the {n} days {' and '.join(why)}" for n, why in others.items())
    out["length_differs"] = {
        "summary_days": days,
        "say": f"This summary is for {days} days ({data.get('travel_date')} to {data.get('end_date')}), not "
        f"{whose}: tell the traveller so plainly before asking for a yes, and which length they want.",
        "other_lengths": [_change_to(trip_id, days, n) for n in sorted(others)],
    }
    return out
