"""The one length a trip card shows, and the prices for it (the page, the model).

A search for a length the package does not have prices the trip at that length too (``to_match_duration``). The
card leads with one length: the asked one when priced, except a package within the budget whose asked length is
not (relay 26 req 5); every price on the card is for that length (relay 49). The model read both lengths and could
not tell which one the card showed: "the card says 3 days for all of them" beside a result whose trip was 4 days
(relay run 52 req 5). The rule lives here; the frame carries its answer (``card_days``) for the page
(api/static/trips.js), and the model reads the same answer beside the trip. Pure.
"""

from __future__ import annotations

from typing import Any, Optional


def _number(value: Any) -> Optional[float]:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def card_record(trip: dict[str, Any]) -> dict[str, Any]:
    """The record whose length and prices the card shows: the trip's ``to_match_duration`` or the trip itself."""
    match = trip.get("to_match_duration")
    if not isinstance(match, dict):
        return trip
    if _number(match.get("price_per_person_usd")) is None or _number(match.get("duration_days")) is None:
        return trip
    if trip.get("within_budget") is True and match.get("within_budget") is False:
        return trip  # within the budget as packaged, over it at the asked length: the package leads
    return match


def card_days(trip: dict[str, Any]) -> Optional[int]:
    """The number of days the trip's card shows."""
    days = _number(card_record(trip).get("duration_days"))
    return int(days) if days is not None else None


def with_card_days(trips: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each trip with ``card_days`` where its card shows another length than the package's."""
    out = []
    for trip in trips:
        shown = card_days(trip)
        differs = shown is not None and shown != trip.get("duration_days")
        out.append({**trip, "card_days": shown} if differs else trip)
    return out
