"""Tool results without what says nothing (issue 23): the model reads every result in full on
the turn it arrives, so a field that is ``null``, or that a nested object repeats from its parent
with the same value (``pricing.total_usd`` beside ``total_usd``), costs tokens and adds no fact.

The traveller's cards are drawn from the result itself (agent.formatter), not from this view.
"""

from __future__ import annotations

import json
import re
from typing import Any, Optional

from agent.tools.change_view import CHANGE_QUOTES, change_quote_view

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
# Named by stem: the same holds for every currency twin (``_brl``, ``_khr``, ``_cny``; relay 33 req 19: six
# zero self_drive_credit_* fields in reais and dollars).
ZERO_SAYS_NOTHING = frozenset(
    {"self_drive_credit_per_person", "self_drive_credit_per_adult", "self_drive_credit", "discount", "loyalty"}
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
ALIASES: dict[str, str] = {  # by stem, for every currency twin
    "price": "price_per_person",
    "average_per_person": "price_per_person",
    "average_per_paying_traveller": "price_per_person",
}

# The contract's older name for a number beside its newer name (docs/contract.md keeps both on the wire for
# quote frames): the model reads the newer one only (relay 18 req6: price_per_person beside price_per_adult)
OLDER_NAMES: dict[str, str] = {"price_per_person_usd": "price_per_adult_usd"}
# The same by stem, for every currency twin (relay 33 req 8: price_per_person_brl beside price_per_adult_brl).
OLDER_STEMS: dict[str, str] = {
    "price_per_person": "price_per_adult",
    "self_drive_credit_per_person": "self_drive_credit_per_adult",
}
# A per-traveller figure is read under the band it prices (relay 33 req 19: customizations_per_person_usd
# 131.26 was one adult's share while the child paid 78.76): the model's name for the contract's.
BAND_NAMES: dict[str, str] = {"customizations_per_person": "customizations_per_adult"}
# An add-on line some of the group take says what it charges (price_for_those_taking_part); its
# price_usd is the adult list price, named so (relay 33 req 42: price_usd 30 beside 36 for two children).
TAKING_PART = "price_for_those_taking_part"
_CURRENCY = re.compile(r"^(?P<stem>[a-z_]+?)_(?P<code>[a-z]{3})$")


def _stem(key: str) -> tuple[str, str]:
    """``("price_per_person", "_brl")`` for ``price_per_person_brl``; a key with no currency: ``(key, "")``."""
    m = _CURRENCY.match(key)
    return (m["stem"], "_" + m["code"]) if m else (key, "")


def _twin(key: str, names: dict[str, str]) -> Optional[str]:
    """The key ``names`` maps ``key``'s stem to, in ``key``'s currency."""
    stem, code = _stem(key)
    return names[stem] + code if stem in names else None


def _model_name(key: str, obj: dict[str, Any]) -> str:
    """``key`` as the model reads it in ``obj``: under the band it prices."""
    stem, code = _stem(key)
    if stem == "price" and TAKING_PART + "_usd" in obj:
        return "list_price_per_adult" + code
    if stem == "price_per_person" and "price_per_adult_usd" in obj:  # a riel / yuan twin of the adult price
        return "price_per_adult" + code
    return _twin(key, BAND_NAMES) or key


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
            alias, newer = _twin(key, ALIASES), _twin(key, OLDER_STEMS)
            if alias and alias in value and value[alias] == item:
                continue
            if newer and newer in value:
                continue
            if (_stem(key)[0] in ZERO_SAYS_NOTHING and item == 0) or (key == "travellers" and _all_adults_alike(item)):
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
            out[_model_name(key, value)] = _compact(item, value, omit)
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
    if isinstance(out.get("data"), dict) and tool in CHANGE_QUOTES:
        out["data"] = change_quote_view(out["data"])
    return out


def model_json(result: dict[str, Any]) -> str:
    """A result as the tool_result text: JSON without the spaces after separators (every quote
    inside is escaped again in the request, so each character saved here counts more)."""
    return json.dumps(result, ensure_ascii=False, separators=(",", ":"), default=str)
