"""Discount codes; validity is checked against the store clock."""

from __future__ import annotations

from datetime import date
from typing import Any, Optional

DISCOUNTS: dict[str, dict[str, Any]] = {
    "WELCOME10": {"pct": 10, "description": "10% off your first DerLg trip", "valid_until": None},
    "STUDENT15": {"pct": 15, "description": "15% student discount (student card shown at pickup)", "valid_until": None},
    "ANGKOR20": {"pct": 20, "description": "20% off Siem Reap & Angkor trips", "valid_until": None,
                 "regions": ["Siem Reap"]},
    "FAMILY12": {"pct": 12, "description": "12% off for groups of 3 or more", "valid_until": None, "min_people": 3},
    "WATERFEST2023": {"pct": 25, "description": "Water Festival 2023 special", "valid_until": "2023-11-30"},
}
STUDENT_PCT = 15
LOYALTY_POINTS_PER_USD = 100  # 100 points = 1 USD


def check_code(code: str, today: date, region: Optional[str] = None, people: Optional[int] = None) -> tuple[Optional[dict[str, Any]], str]:
    """(discount, "") when usable, else (None, reason a traveller can read)."""
    entry = DISCOUNTS.get(code.strip().upper())
    if entry is None:
        return None, f"The code '{code}' does not exist."
    if entry["valid_until"] and today > date.fromisoformat(entry["valid_until"]):
        return None, f"The code '{code}' expired on {entry['valid_until']}."
    if region and entry.get("regions") and region not in entry["regions"]:
        return None, f"The code '{code}' is only valid for trips in {', '.join(entry['regions'])}."
    if people is not None and people < entry.get("min_people", 0):
        return None, f"The code '{code}' needs at least {entry['min_people']} travellers."
    return {"code": code.strip().upper(), **entry}, ""
