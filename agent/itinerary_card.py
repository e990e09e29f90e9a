"""Which itinerary the page may draw this turn (issue 22: the trip shown is the traveller's trip).

The model reads itineraries for many reasons: to compare two trips, to check a detail of another
one, to see whether a request is on the booking. Relay travellers saw the card of whatever it read
last: a luxury trip's plan under a message about the budget trip (j15), the plan of one of two
compared trips next to the comparison (j13, j19), the base plan under a text about the customised
one (j21), and the same plan again under an answer about a special request (j20, j22).

A getTripItinerary result becomes a card only when

- its trip is the session's trip: the chosen one (``selected_trip_id``, a saved custom trip
  included), the one in the summary, or the booked one; or, while nothing is chosen yet, the one
  trip the turn looked at alone (no other trip's plan, no comparison this turn);
- no other result of the same turn changes that plan (a customisation priced or saved on it, before
  or after it was read);
- it differs from the last itinerary card the page got (``ConversationState.itinerary_card``).

Pure; the formatter calls :func:`drawable`, then :func:`remember` for the card it sends.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, Optional

from agent.state import ConversationState
from agent.tools.calls import ToolOutcome

ITINERARY_TOOL = "getTripItinerary"
# results that price or save a changed plan of the trip named by their base_trip_id / trip_id
PLAN_CHANGES = ("calculateCustomTrip", "customizeTrip")
SHOWN_KEYS = ("trip_id", "trip_name", "itinerary", "hotels", "included", "price_usd")


def _data(outcome: ToolOutcome) -> Optional[dict[str, Any]]:
    data = outcome.result.get("data") if outcome.ok else None
    return data if isinstance(data, dict) else None


def session_trip_ids(state: ConversationState) -> set[str]:
    """The trips that are the traveller's: chosen, in the summary shown, or booked."""
    ids = {state.selected_trip_id}
    for quote in (state.booking_quote, state.booked_quote):
        if quote is not None:
            ids.add(quote.trip_id)
    return {i for i in ids if i}


def card_key(data: dict[str, Any]) -> str:
    """A digest of what the card shows (two results that draw the same card have the same key)."""
    shown = {k: data.get(k) for k in SHOWN_KEYS}
    return hashlib.sha256(json.dumps(shown, sort_keys=True, default=str).encode()).hexdigest()[:16]


def _changed_in_turn(outcomes: list[ToolOutcome], index: int, trip_id: str) -> bool:
    """A result of the turn prices or saves another plan of ``trip_id``: any such result after it, and
    one before it made from it (relay 18 req 14: the 5-day version priced, then the 4-day base plan
    read; its card, $420, sat under the text about $504 and the traveller asked which was right). A
    custom trip saved first and then read is its own plan, drawn."""
    for i, outcome in enumerate(outcomes):
        data = _data(outcome)
        if i == index or outcome.name not in PLAN_CHANGES or data is None:
            continue
        made_from = trip_id == data.get("base_trip_id") and trip_id != data.get("trip_id")
        if made_from or (i > index and trip_id == data.get("trip_id")):
            return True
    return False


def drawable(outcomes: list[ToolOutcome], state: ConversationState) -> Optional[dict[str, Any]]:
    """The itinerary result this turn's card may show, or None (no card for it)."""
    looked = [(i, o, d) for i, o in enumerate(outcomes) if o.name == ITINERARY_TOOL and (d := _data(o)) is not None]
    looked = [(i, o, d) for i, o, d in looked if isinstance(d.get("itinerary"), list) and d.get("trip_id")]
    if not looked:
        return None
    ours = session_trip_ids(state)
    candidates = [(i, d) for i, _, d in looked if d["trip_id"] in ours]
    if not candidates:
        compared = any(o.name == "compareTrips" and _data(o) is not None for o in outcomes)
        if ours or state.booking_id or compared or len({d["trip_id"] for _, _, d in looked}) != 1:
            return None  # another trip than the traveller's, or one of several looked at
        candidates = [(i, d) for i, _, d in looked]
    index, data = candidates[-1]
    if _changed_in_turn(outcomes, index, data["trip_id"]):
        return None  # the plan this card shows is no longer the one the text describes
    if state.itinerary_card == card_key(data):
        return None  # the page already shows this very plan
    return data


def remember(state: ConversationState, data: dict[str, Any]) -> None:
    """Record ``data`` as the itinerary card the page shows now."""
    state.itinerary_card = card_key(data)
