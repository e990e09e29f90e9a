"""getTripSuggestions' recommendation among the three picks (sandbox/suggest.py): the best match
within the budget (else the cheapest), passing over a challenging trip for a child or a relaxing
mood, and the trip easiest on foot for a mobility need."""

from __future__ import annotations

from functools import cache
from typing import Any, Optional

from sandbox.data.effort import day_effort
from sandbox.data.itineraries import DAYS
from sandbox.group import Group
from sandbox.models import SuggestBody

RELAXING_MOODS = ("stressed", "family")  # a challenging trip does not suit these, nor a child
TOO_HARD = "challenging"
DIFFICULTY_REASON = "_difficulty_suits_group"
MOBILITY_REASON = "_easiest_on_foot"  # the session's needs mention mobility (agent/tools/search_input.py)
EFFORT_RANK = {"easy": 0, "moderate": 1, "hard": 2}


def fits(item: dict[str, Any]) -> bool:
    """Within the group's size and the budget (as packaged or at the asked length)."""
    return item["fits_group"] and budget_met(item)


def budget_met(item: dict[str, Any]) -> bool:
    """Within the budget as packaged or at the asked length (``to_match_duration``)."""
    return item["within_budget"] or bool((item.get("to_match_duration") or {}).get("within_budget"))


def too_hard_for(body: SuggestBody, group: Group) -> Optional[str]:
    """Why a challenging trip does not suit this request (a child, a relaxing mood), or None."""
    if group.children_ages:
        return "a child travels"
    return f"a '{body.mood}' trip was asked" if body.mood in RELAXING_MOODS else None


@cache
def on_foot(trip_id: str) -> tuple[int, int, float]:
    """How hard a trip is on foot: its hardest day, how many days are not easy, the km walked."""
    efforts = [day_effort(acts) for _, acts in DAYS[trip_id]]
    levels = [EFFORT_RANK.get(e["level"], 0) for e in efforts]
    return max(levels), sum(1 for lv in levels if lv), sum(float(e.get("walking_km") or 0) for e in efforts)


def _easier_on_foot(pool: list[dict[str, Any]], recommended: dict[str, Any]) -> Optional[dict[str, Any]]:
    """The trip of ``pool`` easiest on foot when it is easier than ``recommended`` (relay j27: a
    bicycle tour with three harder days recommended to a grandmother with a cane), else None."""
    easiest = min(pool, key=lambda p: (on_foot(p["id"]), -p["match_score"]))
    return easiest if on_foot(easiest["id"]) < on_foot(recommended["id"]) else None


def recommend(picks: list[dict[str, Any]], body: SuggestBody, group: Group) -> tuple[dict[str, Any], str, list[str]]:
    """The recommended trip, the reason code and a note when a too-hard trip was passed over."""
    fitting = [p for p in picks if fits(p)]
    pool, reason = (fitting, "best_match_within_budget") if fitting else (picks, "none_within_budget_cheapest")
    why = too_hard_for(body, group)
    suited = [p for p in pool if p["difficulty"] != TOO_HARD] if why else pool
    chosen_from = suited or pool
    if fitting:
        # a trip that fits the whole request as packaged first (relay j25: a 4-day trip that fits
        # only once shortened was recommended over the one 3-day trip that fits as it is)
        recommended = max(
            chosen_from, key=lambda p: (p["fits_request"], p["match_score"], -p["average_per_paying_traveller_usd"])
        )
    else:
        recommended = min(chosen_from, key=lambda p: p["average_per_paying_traveller_usd"])
    easier = _easier_on_foot(chosen_from, recommended) if body.mobility_need else None
    if easier is not None:
        note = (
            f"Recommended as the easiest on foot for the traveller's mobility need: {easier['id']} "
            f"(fewer or easier harder days than {recommended['id']}; each day's effort is in its itinerary)."
        )
        return easier, reason + MOBILITY_REASON, [note]
    unsuited = [p for p in pool if p not in chosen_from]
    if not unsuited:
        return recommended, reason, []
    names = ", ".join(p["id"] for p in unsuited)
    note = f"Not recommended as challenging ({why}): {names}; {recommended['id']} is {recommended['difficulty']}."
    return recommended, reason + DIFFICULTY_REASON, [note]
