"""The days a refund tier counts, on a card that shows days before travel beside refund terms.

After a change the tier counts from the earlier of the original and the new travel date: a move's card showed
"days before travel 35" (to the new date) while the refund tier counted 28 days to the original one, read as the
over-30-days tier. A card whose days before travel are not the tier's shows the tier's count too, under its own
label, so the days beside the refund terms are the ones the tier uses.

Only a change that moves the travel date shows that row: a change whose days before travel stay the same
(an added traveller or add-on after an earlier move; days before = days after) showed "refund tier counts
28 days" beside an unchanged date, read as the change itself moving something.

Pure: no I/O.
"""

from __future__ import annotations

from typing import Any

# the tier's count in each quote (previewReschedule, previewCancellation)
TIER_DAYS_KEY = {"reschedule": "refund_tier_days_before", "cancellation": "days_before_refund_tier_date"}


def tier_days(kind: str, data: dict[str, Any], shown: Any) -> dict[str, int]:
    """``{"refund_tier_days_before": n}`` when the card shows ``shown`` days before travel and the quote's refund
    tier counts ``n`` other days; {} otherwise."""
    key = TIER_DAYS_KEY.get(kind)
    tier = data.get(key) if key else None
    if not isinstance(tier, int) or isinstance(tier, bool) or not isinstance(shown, int) or shown == tier:
        return {}
    if kind == "reschedule" and not _moves_date(data):
        return {}
    return {"refund_tier_days_before": tier}


def _days_of(part: Any) -> Any:
    return part.get("days_before_travel") if isinstance(part, dict) else None


def _moves_date(data: dict[str, Any]) -> bool:
    """Whether a change quote moves the travel date: its days before travel differ before and after."""
    before, after = _days_of(data.get("current")), _days_of(data.get("proposed"))
    return isinstance(before, int) and isinstance(after, int) and before != after
