"""Booking totals: price x people, plus customisations, minus discount and loyalty points."""

from __future__ import annotations

from datetime import date
from typing import Any, Optional

from sandbox.data.discounts import LOYALTY_POINTS_PER_USD, STUDENT_PCT, check_code
from sandbox.data.pricing import price_label
from sandbox.data.trips import T
from sandbox.errors import ApiError


def booking_total(trip: T, people: int, labels: list[str], custom_items: list[dict[str, Any]],
                  discount_code: Optional[str], student: bool, loyalty_points: int, today: date,
                  custom_lookup: dict[str, dict[str, Any]]) -> dict[str, Any]:
    items = list(custom_items)
    for label in labels:
        if label in custom_lookup:  # a saved customizeTrip variant
            items.extend(custom_lookup[label]["customizations"])
        else:
            items.append(price_label(trip, label))
    extras_pp = round(sum(i["price_usd"] for i in items), 2)
    per_person = max(round(trip["price_usd"] + extras_pp, 2), 0.0)
    subtotal = round(per_person * people, 2)
    pct, code = 0, None
    if discount_code:
        found, reason = check_code(discount_code, today, trip["region"], people)
        if not found:
            raise ApiError(400, "INVALID_DISCOUNT_CODE", reason)
        pct, code = found["pct"], found["code"]
    if student and STUDENT_PCT > pct:
        pct, code = STUDENT_PCT, code or "STUDENT"
    discount = round(subtotal * pct / 100, 2)
    loyalty = round(min(loyalty_points / LOYALTY_POINTS_PER_USD, (subtotal - discount) * 0.5), 2)
    total = round(subtotal - discount - loyalty, 2)
    return {
        "base_per_person_usd": trip["price_usd"],
        "customizations": items,
        "customizations_per_person_usd": extras_pp,
        "subtotal_usd": subtotal,
        "discount_code": code,
        "discount_pct": pct,
        "discount_usd": discount,
        "loyalty_usd": loyalty,
        "total_usd": total,
    }
