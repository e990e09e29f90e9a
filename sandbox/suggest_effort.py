"""A search's trips against the effort on foot the traveller accepts (sandbox/suggest.py).

The limit is the search's ``effort_limit`` (``easy``: every day easy; ``moderate``: no hard day) and its
``walking_limit_km`` (no day walking more). Every day of a trip's plan is rated as its itinerary rates it
(sandbox/data/effort.py): the package's days, and at the asked length the plan with the days it adds or leaves
out. A plan with a day beyond the limit does not fit the request (``fits_request`` false, as packaged or at the
asked length), and the reason names each such day with its level, walking and what makes it harder (relay 63
req 4: a "challenging" trek and an added 5 km steep hill walk suggested for a man with asthma, "nothing very
strenuous" written only in special_needs). The catalogue's difficulty label is its hardest day's
(tests/sandbox/test_effort_limit.py), so the days decide alone.
"""

from __future__ import annotations

from typing import Any, Optional

from sandbox.data.effort import LEVELS, day_effort
from sandbox.data.itineraries import DAYS
from sandbox.data.trips import T
from sandbox.plan import plan_for

OVER_KEY = "effort_over_limit"  # each day of the plan beyond the limit: {"day", "title", "level", "walking_km", "why"?}
# each day at the limit's own level with what makes it harder (a steep trail for "not too tiring"): within it, said
AT_KEY = "effort_at_limit"
LIMIT_WORDS = {"easy": "easy days only", "moderate": "no hard day"}


def has_limit(body: Any) -> bool:
    return getattr(body, "effort_limit", None) is not None or getattr(body, "walking_limit_km", None) is not None


def days_over(days: list[tuple[str, list[str]]], body: Any, at: bool = False) -> list[dict[str, Any]]:
    """The days (title, activities) beyond the search's limit, numbered as in the plan; empty without one.
    ``at``: instead the days within it at the limit's own level that something makes harder (a steep trail)."""
    level = getattr(body, "effort_limit", None)
    top = LEVELS.index(level) if level in LEVELS else None
    km = getattr(body, "walking_limit_km", None)
    out = []
    for number, (title, activities) in enumerate(days, start=1):
        effort = day_effort(activities)
        harder = top is not None and LEVELS.index(effort["level"]) > top
        longer = km is not None and float(effort["walking_km"]) > km
        if at:  # a day the limit allows only just: its level is the limit and a note says what is hard
            harder, longer = top is not None and top > 0 and LEVELS.index(effort["level"]) == top, False
            harder = harder and bool(effort.get("note")) and not (km is not None and float(effort["walking_km"]) > km)
        if harder or longer:
            item = {"day": number, "title": title, "level": effort["level"], "walking_km": effort["walking_km"]}
            out.append({**item, **({"why": effort["note"]} if effort.get("note") else {})})
    return out


def package_over(trip: T, body: Any, at: bool = False) -> Optional[list[dict[str, Any]]]:
    """The package's days beyond the limit (``at``: at it, harder) (None without a limit)."""
    return days_over(DAYS[trip["id"]], body, at) if has_limit(body) else None


def changed_over(trip: T, change: dict[str, Any], body: Any, at: bool = False) -> Optional[list[dict[str, Any]]]:
    """The days beyond the limit (``at``: at it, harder) of the plan at the asked length (None without a limit)."""
    if not has_limit(body):
        return None
    plan = plan_for(trip, [change])
    return days_over([(d["title"], d["activities"]) for d in plan["days"]], body, at)


def limit_said(body: Any) -> str:
    """The limit in words: "easy days only", "at most 2 km a day", or both."""
    level = getattr(body, "effort_limit", None)
    km = getattr(body, "walking_limit_km", None)
    parts = [LIMIT_WORDS[level]] if level in LIMIT_WORDS else []
    parts += [f"at most {km:g} km of walking a day"] if km is not None else []
    return ", ".join(parts)


def effort_reason(over: list[dict[str, Any]], body: Any) -> Optional[str]:
    """``does_not_fit_reasons``' line for the days beyond the limit (numbered as the card's plan), or None."""
    if not over:
        return None
    days = "; ".join(
        f"day {d['day']} {d['title']}: {d['level']}, {d['walking_km']:g} km" + (f" ({d['why']})" if "why" in d else "")
        for d in over
    )
    return f"effort: {days}; beyond the traveller's limit ({limit_said(body)})"
