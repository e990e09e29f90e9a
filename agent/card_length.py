"""The one length a trip card shows, and the prices for it (the page, the model).

A search for a length the package does not have prices the trip at that length too (``to_match_duration``). The
card leads with one length: the asked one when priced, except a package within the budget whose asked length is
not (relay 26 req 5); every price on the card is for that length (relay 49). The model read both lengths and could
not tell which one the card showed: "the card says 3 days for all of them" beside a result whose trip was 4 days
(relay run 52 req 5). The rule lives here; the frame carries its answer (``card_days``) for the page
(api/static/trips.js), and the model reads the same answer beside every trip, the package's length too: cards at
mixed lengths were introduced as "all shown at 5 days" beside one card at its 4-day package (relay 63 req 4), so
the cards' lengths are also said in one sentence (:func:`lengths_said`). Pure.
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
    """Each trip with ``card_days``: the length its card shows, the package's or the asked one."""
    out = []
    for trip in trips:
        shown = card_days(trip)
        out.append({**trip, "card_days": shown} if shown is not None else trip)
    return out


def lengths_said(trips: list[dict[str, Any]]) -> str:
    """One sentence saying the length each card shows: one length for all when they agree, else each trip's own
    and whether it is the package's length or the asked one ("" without lengths)."""
    shown = [(t.get("id"), t.get("card_days") or card_days(t), t.get("duration_days")) for t in trips]
    shown = [(i, days, own) for i, days, own in shown if days is not None]
    if not shown:
        return ""
    if len({days for _, days, _ in shown}) == 1:
        return f"Every card shows {shown[0][1]} days."
    parts = [f"{i} {days} days ({'its package' if days == own else 'to_match_duration'})" for i, days, own in shown]
    return (
        f"The cards show different lengths: {', '.join(parts)}; say each trip's own length, never one length for all."
    )
