"""The length a search asks of each trip (sandbox/suggest.py): one length (``duration_days``) or a range the
traveller gave ("4 or 5 days": ``duration_days`` to ``duration_days_max``). A package inside the range fits at
its own length (relay 63 req 4: a 4-day trip within the budget was marked over it by $3.28 at the 5 days the
search held); one outside it is matched at the nearest end (``to_match_duration``)."""

from __future__ import annotations

from typing import Any

from sandbox.data.trips import T


def length_range(body: Any) -> tuple[int, int]:
    """The shortest and longest length asked (the same for one length)."""
    low = int(body.duration_days)
    return low, max(low, int(getattr(body, "duration_days_max", None) or low))


def asked_length(trip: T, body: Any) -> int:
    """The length the search asks of ``trip``: its own inside the range, else the nearest end."""
    low, high = length_range(body)
    return min(max(int(trip["duration_days"]), low), high)


def fits_length(trip: T, body: Any) -> bool:
    return asked_length(trip, body) == trip["duration_days"]


def length_said(body: Any) -> str:
    """ "5" or "4-5": the asked length as the notes say it."""
    low, high = length_range(body)
    return f"{low}" if low == high else f"{low}-{high}"
