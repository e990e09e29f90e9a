"""The chosen trip's quote and a plan only priced, kept apart (split from agent.side_effects).

``quoted_*`` always belong to the selected trip as saved (customizeTrip, previewBooking, the booking,
a discount on it); a calculateCustomTrip result is a ``priced_alternative``, shown as such and never
in the chosen trip's place, whatever the order of choosing, pricing and saving (relay 35: a hotel
upgrade only priced, then another trip priced, each took the chosen trip's place in the context).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Optional

from agent.booking_records import PricedAlternative
from agent.custom_names import customization_names
from agent.rounding import half_up
from agent.state import AgentState, ConversationState

_LIVE_BOOKING = (AgentState.PAYMENT, AgentState.POST_BOOKING)
ADULTS_DIFFER = "adults_pay_differently"  # the backend's list of how adults pay differently (sandbox/add_on_people.py)


def number(value: Any) -> Optional[float]:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _labelled_price(
    state: ConversationState, data: dict[str, Any], inp: dict[str, Any]
) -> Optional[tuple[Optional[float], Optional[int], Optional[float]]]:
    """A result's price, always labelled: (per-person price, people, total for them). A group total
    is never computed from a per-adult price when children (who pay less) travel: without the
    backend's group total the quote has no total. None when the result has no price."""
    per_person = number(
        data.get("price_per_adult_usd", data.get("price_per_person_usd", data.get("total_per_person_usd")))
    )
    people = data.get("people_count") or inp.get("people_count") or state.people_count
    people = int(people) if isinstance(people, (int, float)) and not isinstance(people, bool) and people > 0 else None
    total = number(data.get("total_usd")) if data.get("people_count") else None
    children = data["children_ages"] if "children_ages" in data else inp.get("children_ages", state.children_ages)
    if total is None and per_person is not None and people and not children:
        total = half_up(per_person * people)  # only when everyone pays the adult price
    if total is None and per_person is None:
        return None
    if per_person is None and total is not None and people:
        per_person = half_up(total / people)
    return per_person, people, total


def record_quote(state: ConversationState, data: dict[str, Any], inp: dict[str, Any]) -> None:
    """The selected trip's price as saved (customizeTrip, previewBooking): what ``quoted_*`` hold.
    Saving or choosing a plan ends any unsaved alternative priced before."""
    state.priced_alternative = None
    price = _labelled_price(state, data, inp) or (None, None, None)  # an unpriced plan has no quote
    state.quoted_price_per_person_usd, state.quoted_people_count, state.quoted_total_usd = price
    found = data.get("pricing")
    pricing: dict[str, Any] = found if isinstance(found, dict) else {}
    state.quoted_adults_pay_differently = bool(data.get(ADULTS_DIFFER) or pricing.get(ADULTS_DIFFER))


def calculate_custom_trip(state: ConversationState, inp: dict[str, Any], data: dict[str, Any], now: datetime) -> None:
    """Priced, not saved: kept apart from the chosen trip's quote (relay 35: an upgrade only priced,
    and later another trip priced, took the chosen trip's place in the context)."""
    price = _labelled_price(state, data, inp)
    if price is None or state.state in _LIVE_BOOKING:
        return
    per_person, people, total = price
    trip_id = data.get("base_trip_id") or inp.get("base_trip_id") or data.get("trip_id") or inp.get("trip_id")
    found = data.get("plan_changes")
    changes: dict[str, Any] = found if isinstance(found, dict) else {}
    names = customization_names(
        data.get("customizations") or inp.get("customizations"), changes.get("added_days"), changes.get("removed_days")
    )
    if trip_id and trip_id == state.selected_trip_id and not names and not state.customizations:
        record_quote(state, data, inp)  # the chosen trip itself, as it is: its own price, no alternative
        return
    state.priced_alternative = PricedAlternative(
        trip_id=trip_id,
        customizations=names,
        total_usd=total,
        per_person_usd=per_person,
        people_count=people,
    )
