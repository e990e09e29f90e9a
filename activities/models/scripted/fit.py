"""How well each suggested trip fits what the traveller asked for: budget and length.

The suggestions text marks every trip above the stated budget (per person) or of another length
than asked, and says so up front when none fits, instead of presenting them silently.
"""

from __future__ import annotations

from typing import Any, Optional

from activities.models.scripted.labels import label as word
from agent.rounding import amount_text

NOTES: dict[str, dict[str, str]] = {
    "over_budget": {
        "EN": "above your ${budget} per-person budget",
        "KH": "លើសថវិកា ${budget} ក្នុងម្នាក់របស់អ្នក",
        "ZH": "超出您每人 ${budget} 的预算",
    },
    "other_length": {
        "EN": "{days} days, not the {wanted} you asked for",
        "KH": "{days} ថ្ងៃ មិនមែន {wanted} ថ្ងៃដូចដែលអ្នកចង់បានទេ",
        "ZH": "{days} 天，不是您要的 {wanted} 天",
    },
    "none_in_budget": {
        "EN": "None of these fits within ${budget} per person — they are the closest I found. I can look at "
        "shorter trips or a different kind of place if you like.",
        "KH": "គ្មានដំណើរណាមួយស្ថិតក្នុងថវិកា ${budget} ក្នុងម្នាក់ទេ — ទាំងនេះជិតបំផុតដែលខ្ញុំរកឃើញ។ ខ្ញុំអាចរកដំណើរខ្លីជាង ឬកន្លែងប្រភេទផ្សេង។",
        "ZH": "没有完全在每人 ${budget} 预算内的行程——这些是最接近的。需要的话，我可以找更短的行程或其他类型的目的地。",
    },
    "some_over_budget": {
        "EN": "Trips marked ⚠ don't match what you asked for, as noted.",
        "KH": "ដំណើរដែលមានសញ្ញា ⚠ មិនត្រូវនឹងអ្វីដែលអ្នកបានស្នើ ដូចបានកត់សម្គាល់។",
        "ZH": "标有 ⚠ 的行程与您的要求不完全相符，已注明原因。",
    },
}


def _say(key: str, lang: str, **values: Any) -> str:
    table = NOTES[key]
    return (table.get(lang) or table["EN"]).format(**values)


def price_per_person(trip: dict[str, Any]) -> Optional[float]:
    for key in ("price_per_person_usd", "price_usd"):
        if trip.get(key) is not None:
            try:
                return float(trip[key])
            except (TypeError, ValueError):
                return None
    return None


def wanted(search: dict[str, Any]) -> tuple[Optional[float], Optional[int]]:
    """(budget max per person, duration in days) the search asked for."""
    budget = search.get("budget_usd") or {}
    top = budget.get("max") if isinstance(budget, dict) else None
    days = search.get("duration_days")
    return (float(top) if top is not None else None), (int(days) if days else None)


def trip_notes(trip: dict[str, Any], search: dict[str, Any], lang: str) -> list[str]:
    """Why this trip does not fit (empty when it does)."""
    top, days = wanted(search)
    notes = []
    price = price_per_person(trip)
    if top is not None and price is not None and price > top:
        notes.append(_say("over_budget", lang, budget=amount_text(top)))
    length = trip.get("duration_days")
    if days and length and int(length) != days:
        notes.append(_say("other_length", lang, days=length, wanted=days))
    return notes


def none_in_budget(trips: list[dict[str, Any]], search: dict[str, Any], lang: str) -> str:
    """The sentence that says no trip is within the budget; "" when one is (or none was given)."""
    top, _ = wanted(search)
    prices = [price_per_person(t) for t in trips]
    if top is not None and trips and all(p is not None and p > top for p in prices):
        return _say("none_in_budget", lang, budget=amount_text(top))
    return ""


def overview(trips: list[dict[str, Any]], search: dict[str, Any], lang: str) -> str:
    """One sentence before the list when some or all trips miss the brief; "" when all fit."""
    misses = [bool(trip_notes(t, search, lang)) for t in trips]
    return none_in_budget(trips, search, lang) or (_say("some_over_budget", lang) if any(misses) else "")


_UPDATED = {
    "EN": "Searched again with your changes: {v}.",
    "KH": "ខ្ញុំបានស្វែងរកម្តងទៀតតាមការផ្លាស់ប្តូររបស់អ្នក៖ {v}។",
    "ZH": "已按您的修改重新搜索：{v}。",
}
_FIELD_LABELS = {
    "EN": {
        "mood": "{v} trip",
        "environment": "{v}",
        "duration_days": "{v} days",
        "people_count": "{v} people",
        "budget_usd": "${lo}-${hi} per person",
        "departure_city": "from {v}",
    },
    "KH": {
        "mood": "អារម្មណ៍ {v}",
        "environment": "កន្លែង {v}",
        "duration_days": "{v} ថ្ងៃ",
        "people_count": "{v} នាក់",
        "budget_usd": "${lo}-${hi} ក្នុងម្នាក់",
        "departure_city": "ពី {v}",
    },
    "ZH": {
        "mood": "心情 {v}",
        "environment": "目的地 {v}",
        "duration_days": "{v} 天",
        "people_count": "{v} 人",
        "budget_usd": "每人 ${lo}-${hi}",
        "departure_city": "从 {v} 出发",
    },
}


def changes_line(before: dict[str, Any], after: dict[str, Any], lang: str, bare: bool = False) -> str:
    """ "Searched again with your changes: 5 days, $100-$200 per person." ("" when nothing changed);
    ``bare``: just the changed values."""
    labels = _FIELD_LABELS.get(lang) or _FIELD_LABELS["EN"]
    parts = []
    for key, label in labels.items():
        if before.get(key) == after.get(key) or after.get(key) is None:
            continue
        value = after[key]
        if key == "budget_usd":
            parts.append(
                label.format(lo=amount_text(float(value.get("min", 0))), hi=amount_text(float(value.get("max", 0))))
            )
        else:
            parts.append(label.format(v=word(value, lang)))
    if bare or not parts:
        return ", ".join(parts)
    return (_UPDATED.get(lang) or _UPDATED["EN"]).format(v=", ".join(parts))
