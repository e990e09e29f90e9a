"""An added day against the traveller's mobility need (run 54: "Mekong island by bicycle" added for a man
of 78 with a walking frame who walks about 500 m; the session had recorded it).

Rules, for a real backend to mirror:
- the need is ``mobility_need`` (nothing moderate or hard on foot: no cycling, climbing, paddling) and/or
  ``walking_limit_km`` (no day walking more; a stated limit is a mobility need too). The workflow sends the
  session's (calculateCustomTrip, customizeTrip, previewReschedule, getTripSuggestions); a booking's own
  mobility request and the limit its requests state count too (previewReschedule);
- it is carried on the add_day item itself (``details``; a label's ``|need=`` mark), so every view of the
  plan (the quote, the custom trip, the summary, the booking) adds the same day;
- among the added days the plan can have (sandbox/data/extra_days.py), the first within the need is added;
  when none is, the easiest, and the day says so (``for_need.within`` false, and why): never a harder day
  in silence. Every added day under a need says which it is.
"""

from __future__ import annotations

from typing import Any, Callable, NamedTuple, Optional

from agent.walk_limit import walk_limit_km
from sandbox.data.effort import LEVELS, day_effort

KEYS = ("mobility_need", "walking_limit_km")
NEED_MARK = "|need="  # "add_day:1|need=0.5" (a walking limit in km) or "add_day:1|need=easy"
EASY = "easy"

WITHIN = "Added for the traveller's mobility need{limit}: easy on foot, about {km} km of walking."
NOT_WITHIN = (
    "No day that can be added here is within the traveller's mobility need{limit}; this is the easiest: "
    "{why}. Say so before they agree (another change, or ask the operator to adapt it)."
)


class Need(NamedTuple):
    limit_km: Optional[float]  # None: easy on foot, no distance stated


def need_of(details: dict[str, Any]) -> Optional[Need]:
    """The need an add_day item carries, or None."""
    limit = details.get("walking_limit_km")
    km = float(limit) if isinstance(limit, (int, float)) and not isinstance(limit, bool) and limit > 0 else None
    return Need(km) if km is not None or details.get("mobility_need") else None


def need_details(need: Optional[Need]) -> dict[str, Any]:
    if need is None:
        return {}
    return {"mobility_need": True, **({"walking_limit_km": need.limit_km} if need.limit_km is not None else {})}


def mark(need: Optional[Need]) -> str:
    """A label's need mark ("" without one)."""
    if need is None:
        return ""
    return NEED_MARK + (f"{need.limit_km:g}" if need.limit_km is not None else EASY)


def read_mark(rest: str) -> tuple[str, dict[str, Any]]:
    """A label's rest without its need mark, and the details it states."""
    rest, found, said = rest.partition(NEED_MARK)
    if not found:
        return rest, {}
    try:
        return rest, need_details(Need(None if said == EASY else float(said)))
    except ValueError:
        return rest, need_details(Need(None))


def with_need(labels: list[str], before: list[str], need: Optional[Need]) -> list[str]:
    """``labels`` with each add_day label a change adds (not in ``before``) marked with ``need``."""
    if need is None:
        return labels
    return [
        label + mark(need) if label.startswith("add_day:") and label not in before and NEED_MARK not in label else label
        for label in labels
    ]


def booking_need(
    mobility: bool, requests: Optional[str], asked_mobility: bool = False, asked_km: Optional[float] = None
) -> Optional[Need]:
    """The need of a change to a booking: the session's (``asked_*``), else the booking's own requests."""
    limits = [k for k in (asked_km, walk_limit_km(requests)) if k is not None]
    if limits:
        return Need(min(limits))
    return Need(None) if mobility or asked_mobility else None


def why_not(activities: list[str], need: Need, language: str = "EN") -> Optional[str]:
    """Why a day's activities are beyond the need (its effort's note in ``language``), or None."""
    effort = day_effort(activities, language)
    if effort["level"] != "easy":
        return f"{effort['level']} on foot ({effort.get('note') or effort['level']})"
    if need.limit_km is not None and effort["walking_km"] > need.limit_km:
        return f"about {effort['walking_km']} km of walking"
    return None


def fits(need: Optional[Need]) -> Optional[Callable[[list[str]], bool]]:
    return None if need is None else (lambda acts: why_not(acts, need) is None)


def easiest(days: list[Any], acts_of: Callable[[Any], list[str]]) -> Any:
    """The day easiest on foot (level, then walking)."""

    def rank(day: Any) -> tuple[int, float]:
        effort = day_effort(acts_of(day))
        return LEVELS.index(effort["level"]), float(effort["walking_km"])

    return min(days, key=rank)


def for_need(activities: list[str], need: Need, language: str = "EN") -> dict[str, Any]:
    """An added day's ``for_need``: whether it is within the need, said for the model to relay."""
    limit = f" (walks at most {need.limit_km:g} km)" if need.limit_km is not None else ""
    why = why_not(activities, need, language)
    if why is None:
        km = day_effort(activities)["walking_km"]
        return {"within": True, "note": WITHIN.format(limit=limit, km=km)}
    return {"within": False, "note": NOT_WITHIN.format(limit=limit, why=why)}


def asked_need(mobility: bool, limit_km: Optional[float]) -> Optional[Need]:
    """The need a request carries (its ``mobility_need`` / ``walking_limit_km``)."""
    return Need(limit_km) if limit_km is not None else (Need(None) if mobility else None)


def with_asked(items: list[dict[str, Any]], need: Optional[Need]) -> list[dict[str, Any]]:
    """Each add_day item of a request with the need it carries, unless the item states one."""
    if need is None:
        return items
    return [
        {**i, "details": {**need_details(need), **(i.get("details") or {})}}
        if i.get("type") == "add_day" and need_of(i.get("details") or {}) is None
        else i
        for i in items
    ]


def need_in(body: Any) -> Optional[Need]:
    """The need a request body carries (sandbox/models.py NeedFields); a search's ``effort_limit`` of easy days
    only is one too (sandbox/suggest_effort.py)."""
    need = asked_need(bool(getattr(body, "mobility_need", False)), getattr(body, "walking_limit_km", None))
    return need if need is not None or getattr(body, "effort_limit", None) != EASY else Need(None)


def changed_need(booking: Any, body: Any) -> Optional[Need]:
    """The need a change to a booking adds a day within: the session's (the body's), else the booking's own
    mobility request and the walking limit its requests state."""
    mobility = any(
        "mobility" in (i.get("kinds") or [i.get("kind")]) for i in getattr(booking, "special_request_items", None) or []
    )
    asked = need_in(body)
    return booking_need(mobility, booking.special_requests, asked is not None, asked.limit_km if asked else None)
