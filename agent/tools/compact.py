"""Tool results without what says nothing (issue 23): the model reads every result in full on
the turn it arrives, so a field that is ``null``, or that a nested object repeats from its parent
with the same value (``pricing.total_usd`` beside ``total_usd``), costs tokens and adds no fact.

The traveller's cards are drawn from the result itself (agent.formatter), not from this view.
"""

from __future__ import annotations

import json
from typing import Any, Optional

# What a tool's result carries for the page but the model already has: the reservation's day
# plan (getTripItinerary gives the plan as booked) and the price breakdown the previewBooking
# summary showed (the total and the group stay).
MODEL_OMITS: dict[str, tuple[str, ...]] = {
    "createBooking": ("itinerary_days", "pricing"),
    "previewBooking": ("itinerary_days",),
}
# A top-level field the result's own object says again: (object, key in it).
SAID_IN: dict[str, tuple[str, str]] = {
    "pickup_location": ("pickup", "location"),
    "pickup_required": ("pickup", "required"),
}
# Amounts that say nothing at zero (no credit, no discount); and a list of travellers who are all
# adults paying the same (the price per person says it).
ZERO_SAYS_NOTHING = frozenset(
    {"self_drive_credit_per_person_usd", "self_drive_credit_usd", "discount_pct", "discount_usd", "loyalty_usd"}
)
# Keys dropped at any depth: the fit of each suggested trip is said once (fits_request and
# does_not_fit), not again in five other flags; the moods it suits are the search's (matched_on);
# the meal count is in "included".
MODEL_OMITS_DEEP: dict[str, frozenset[str]] = {
    "getTripSuggestions": frozenset(
        {"moods", "matches", "within_budget", "budget_fit", "fits_duration", "fits_group", "max_group"}
    ),
    "getTripItinerary": frozenset({"meals_included", "transfer"}),
    # pickup.transfer is the booking card's one line of what getting_there says in full
    "previewBooking": frozenset({"transfer"}),
}
# Other names for the same number: dropped when the object also has the first name with the same
# value (one adult's price is the average too when nobody pays a child's price).
# What an amount is for stays beside the amount, even when the outer object says it too.
# fits_request too: a length-matched variant (to_match_duration) says its own fit, even when it is
# the package's (relay 12 req 5: trip_008's variant lost it beside a package that misses too).
LABELS = frozenset({"people_count", "total_is_for", "price_is", "currency", "status", "fits_request"})
# A nested amount equal to its parent's under another name.
PARENT_ALIASES: dict[str, str] = {"subtotal_usd": "total_usd"}
ALIASES: dict[str, str] = {
    "price_usd": "price_per_person_usd",
    "average_per_person_usd": "price_per_person_usd",
    "average_per_paying_traveller_usd": "price_per_person_usd",
}

# The contract's older name for a number beside its newer name (docs/contract.md keeps both on the wire for
# quote frames): the model reads the newer one only (relay 18 req6: price_per_person beside price_per_adult)
OLDER_NAMES: dict[str, str] = {"price_per_person_usd": "price_per_adult_usd"}


def _compact(value: Any, parent: dict[str, Any], omit: frozenset[str] = frozenset()) -> Any:
    if isinstance(value, dict):
        out: dict[str, Any] = {}
        for key, item in value.items():
            if key in omit:
                continue
            repeated = key in parent and parent[key] == item and key not in LABELS
            if item is None or (repeated and (not isinstance(item, (dict, list)) or item == [])):
                continue
            said_above = PARENT_ALIASES.get(key)
            if said_above and said_above in parent and parent[said_above] == item:
                continue  # pricing.subtotal_usd equal to the total beside it
            if key in ALIASES and ALIASES[key] in value and value[ALIASES[key]] == item:
                continue
            if key in OLDER_NAMES and OLDER_NAMES[key] in value:
                continue
            if (key in ZERO_SAYS_NOTHING and item == 0) or (key == "travellers" and _all_adults_alike(item)):
                continue
            if key == "meal_allergens" and isinstance(item, list):
                item = [m for m in item if not (isinstance(m, dict) and isinstance(m.get("common_allergens"), str))]
                if not item:  # every meal unknown: the result's allergen_note says so once
                    continue
            if key == "drop_off" and isinstance(item, dict) and {"place", "time"} <= item.keys():
                item = {k: v for k, v in item.items() if k != "text"}  # the place and the time again
            if key in SAID_IN:
                holder, inner = SAID_IN[key]
                if isinstance(value.get(holder), dict) and value[holder].get(inner) == item:
                    continue
            out[key] = _compact(item, value, omit)
        return out
    if isinstance(value, list):
        return [_compact(item, {}, omit) for item in value]
    return value


def _all_adults_alike(travellers: Any) -> bool:
    if not isinstance(travellers, list) or not travellers:
        return False
    prices = {t.get("price_usd") for t in travellers if isinstance(t, dict)}
    return all(isinstance(t, dict) and t.get("who") == "adult" for t in travellers) and len(prices) == 1


def _without_searched_environment(data: dict[str, Any]) -> dict[str, Any]:
    """Suggested trips all have the environment searched (matched_on says it once)."""
    searched = (data.get("matched_on") or {}).get("environment")
    trips = data.get("trips")
    if not searched or not isinstance(trips, list):
        return data
    same = [{k: v for k, v in t.items() if not (k == "environment" and v == searched)} for t in trips]
    return {**data, "trips": same}


def _without_other_cities(data: dict[str, Any]) -> dict[str, Any]:
    """The booking's pickup is where the transfer starts: what other cities do no longer applies."""
    there = data.get("getting_there")
    if not isinstance(there, dict) or there.get("pickup_included") is not True or "other_cities" not in there:
        return data
    return {**data, "getting_there": {k: v for k, v in there.items() if k != "other_cities"}}


def _requests_once(data: dict[str, Any]) -> dict[str, Any]:
    """Each special request is an item with its own status: the joined text says them again."""
    items = data.get("special_request_items")
    if not isinstance(items, list) or not items or not all(isinstance(i, dict) for i in items):
        return data
    kept = [{k: v for k, v in i.items() if k != "added_at"} for i in items]
    return {**{k: v for k, v in data.items() if k != "special_requests"}, "special_request_items": kept}


def compact(result: dict[str, Any], tool: Optional[str] = None) -> dict[str, Any]:
    """A copy of ``result`` without null fields, without scalars a nested object repeats from
    the object that holds it, and without the ``tool``'s :data:`MODEL_OMITS`. Lists keep every
    item; an error envelope keeps its message."""
    out: dict[str, Any] = _compact(result, {}, MODEL_OMITS_DEEP.get(tool or "", frozenset()))
    data = out.get("data")
    if isinstance(data, dict) and tool in MODEL_OMITS:
        out["data"] = {k: v for k, v in data.items() if k not in MODEL_OMITS[tool]}
    if isinstance(out.get("data"), dict):
        out["data"] = _requests_once(_without_other_cities(out["data"]))
    if isinstance(data, dict) and tool == "getTripSuggestions":
        out["data"] = _without_searched_environment(out["data"])
    return out


def model_json(result: dict[str, Any]) -> str:
    """A result as the tool_result text: JSON without the spaces after separators (every quote
    inside is escaped again in the request, so each character saved here counts more)."""
    return json.dumps(result, ensure_ascii=False, separators=(",", ":"), default=str)
