"""A trip pointed at by a superlative of what its card shows ("the cheapest", "最贵的",
"ខ្លីជាងគេ"): the one with the lowest or highest price, or the shortest or longest stay, of the
trips on screen. Read in EN / KH / ZH; ``None`` when the message names no superlative or the
cards do not tell the trips apart."""

from __future__ import annotations

import re
from typing import Any, Optional

#: (what the superlative compares, which end, the words for it in EN / KH / ZH)
_SUPERLATIVES: tuple[tuple[str, int, str], ...] = (
    (
        "price",
        -1,
        r"cheapest|least expensive|lowest[- ]price|lowest[- ]cost|most affordable|the cheap one|"
        r"最便宜|最实惠|最划算|价格最低|最低价|最省钱|"
        r"ថោកជាងគេ|ថោកបំផុត|តម្លៃទាបជាងគេ|តម្លៃទាបបំផុត|តម្លៃថោកជាងគេ",
    ),
    (
        "price",
        1,
        r"most expensive|priciest|highest[- ]price|最贵|价格最高|ថ្លៃជាងគេ|ថ្លៃបំផុត|តម្លៃខ្ពស់ជាងគេ",
    ),
    ("days", -1, r"shortest|fewest days|最短|天数最少|ខ្លីជាងគេ|ខ្លីបំផុត"),
    ("days", 1, r"longest|most days|最长|天数最多|វែងជាងគេ|យូរជាងគេ|វែងបំផុត"),
)


def _measure(trip: dict[str, Any], what: str) -> Optional[float]:
    keys = ("price_per_person_usd", "total_usd") if what == "price" else ("duration_days",)
    for key in keys:
        value = trip.get(key)
        if isinstance(value, (int, float)):
            return float(value)
    return None


def pick_by_superlative(words: str, trips: list[dict[str, Any]]) -> Optional[str]:
    """The id of the trip the superlative in ``words`` (normalised text) points at, or None."""
    for what, end, pattern in _SUPERLATIVES:
        if not re.search(pattern, words):
            continue
        measured = [(m, trip) for trip in trips if (m := _measure(trip, what)) is not None and trip.get("id")]
        if len(measured) < 2:
            return None
        best = min(m for m, _ in measured) if end < 0 else max(m for m, _ in measured)
        winners = [trip for m, trip in measured if m == best]
        return str(winners[0]["id"]) if len(winners) == 1 else None
    return None
