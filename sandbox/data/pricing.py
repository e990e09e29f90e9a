"""Prices of customisations, discounts and budget estimates (all USD, per person unless noted)."""

from __future__ import annotations

from typing import Any

from sandbox.data.addable import addable_line, find_addable
from sandbox.data.trips import T
from sandbox.errors import invalid
from sandbox.group import self_drive_credit
from sandbox.i18n import tr
from sandbox.policy import money

REMOVE_ACTIVITY_CREDIT = -15.0
HOTEL_UPGRADE_PER_NIGHT = {"budget": 35.0, "standard": 60.0, "luxury": 120.0}
TRANSPORT_PRICES = {"private_car": 25.0, "van": 15.0, "bus": -10.0, "flight": 95.0, "boat": 35.0, "tuk_tuk": 0.0}
# change_transport to these means the group drives itself: the transport share is credited
SELF_DRIVE_MODES = ("self_drive", "none", "own_car", "no_transport")

# estimateBudget: per person per day by tier
BUDGET_PER_DAY: dict[str, dict[str, float]] = {
    "budget": {"accommodation": 15.0, "transport": 10.0, "food": 12.0, "activities": 10.0},
    "standard": {"accommodation": 45.0, "transport": 25.0, "food": 25.0, "activities": 30.0},
    "luxury": {"accommodation": 220.0, "transport": 80.0, "food": 70.0, "activities": 90.0},
}


def per_day(trip: T) -> float:
    return trip["price_usd"] / trip["duration_days"]


def _addable(trip: T, details: dict[str, Any], language: str) -> float:
    """The added activity's catalogue price (sandbox/data/addable.py); ``details.activity`` becomes
    the catalogue's name. An activity the trip cannot add is refused with what it can."""
    asked = str(details.get("activity") or details.get("name") or "").strip()
    found = find_addable(trip["region"], asked)
    if found is None:
        raise invalid(
            f"'{asked or 'an activity'}' is not an activity this trip can add.",
            {"activity": asked or "missing", "next_step": addable_line(trip["region"], language)},
        )
    details.pop("name", None)
    details["activity"] = found.name
    return found.price_usd


DAY_RULES = {
    "add_day": "an added day costs one day's share of the package price (price / days) per adult",
    "remove_day": "a removed day takes 80% of one day's share off per adult (the trip's fixed costs, "
    "transfers and bookings made for the group, stay); while the trip has added days, a removed day gives back "
    "the full share an added day cost",
}


def price_customization(trip: T, item: dict[str, Any], language: str = "EN") -> dict[str, Any]:
    """One customisation -> ``{"type", "details", "price_usd"}`` (per adult, may be negative)."""
    kind = item.get("type", "")
    details = dict(item.get("details") or {})
    nights = max(trip["duration_days"] - 1, 1)
    if kind == "add_activity":
        price = _addable(trip, details, language)
    elif kind == "remove_activity":
        price = REMOVE_ACTIVITY_CREDIT
    elif kind == "upgrade_hotel":
        n = int(details.get("nights") or nights)
        price = HOTEL_UPGRADE_PER_NIGHT[trip["tier"]] * max(1, min(n, nights))
    elif kind == "add_day":
        price = per_day(trip) * int(details.get("days") or 1)
    elif kind == "remove_day":
        days = min(int(details.get("days") or 1), trip["duration_days"] - 1)
        price = -0.8 * per_day(trip) * max(days, 0)
    elif kind == "change_transport":
        mode = str(details.get("to") or details.get("mode") or "private_car").lower().replace(" ", "_").replace("-", "_")
        if mode in SELF_DRIVE_MODES:
            price = -self_drive_credit(trip["tier"], trip["duration_days"])
        elif mode in TRANSPORT_PRICES:
            price = TRANSPORT_PRICES[mode]
        else:
            raise invalid(f"Unknown transport '{mode}' for change_transport; use one of: "
                          f"{', '.join([*TRANSPORT_PRICES, *SELF_DRIVE_MODES])}.", {"details.to": mode})
    else:
        price = 0.0
    out: dict[str, Any] = {"type": kind, "details": details, "price_usd": money(price)}
    if kind in DAY_RULES:  # why a day added and a day removed do not cost the same (relay 4 and 5: "nothing says why")
        out["price_rule"] = DAY_RULES[kind]
    if kind == "add_activity" and language != "EN":  # the catalogue's name as the session reads it (relay j9)
        out["name"] = tr(str(details["activity"]), language)
    return out


def price_label(trip: T, label: str) -> dict[str, Any]:
    """createBooking's string customisations ("upgrade_hotel", "add_activity:zipline", ...)."""
    kind, _, rest = label.partition(":")
    details: dict[str, Any] = {}
    if kind == "add_activity":
        details["activity"] = rest or label
    elif kind == "change_transport":
        details["to"] = rest
    elif kind in {"add_day", "remove_day"} and rest.isdigit():
        details["days"] = int(rest)
    known = {"add_activity", "remove_activity", "upgrade_hotel", "add_day", "remove_day", "change_transport"}
    if kind not in known:  # free text: treat as an activity request
        return price_customization(trip, {"type": "add_activity", "details": {"activity": label}})
    return price_customization(trip, {"type": kind, "details": details})
