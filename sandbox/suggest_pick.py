"""getTripSuggestions' recommendation among the three picks (sandbox/suggest.py): the best match
within the budget (else the cheapest), passing over a challenging trip for a child or a relaxing
mood, and the trip easiest on foot for a mobility need."""

from __future__ import annotations

from functools import cache
from typing import Any, Optional

from agent.card_length import card_record
from sandbox.data.effort import day_effort
from sandbox.data.itineraries import DAYS
from sandbox.group import Group, band
from sandbox.models import SuggestBody
from sandbox.suggest_effort import OVER_KEY
from sandbox.suggest_length import length_said

RELAXING_MOODS = ("stressed", "family")  # a challenging trip does not suit these, nor a child
TOO_HARD = "challenging"
DIFFICULTY_REASON = "_difficulty_suits_group"
MOBILITY_REASON = "_easiest_on_foot"  # the session's needs mention mobility (agent/tools/search_input.py)
EFFORT_RANK = {"easy": 0, "moderate": 1, "hard": 2}
# every trip that fits costs less than the budget window at the asked length: the nearest under it
BELOW_WINDOW = "best_match_below_budget"
Window = tuple[str, float, float]  # the price key compared with the budget, the budget's min and max


def fits(item: dict[str, Any]) -> bool:
    """Within the group's size and, at the asked length, the budget's maximum (relay 29 req 4: a 4-day trip
    within the budget as packaged, at 460 USD over 446.81 for the 5 days asked, was the "best match")."""
    return bool(item["fits_group"] and at_asked_length(item)["within_budget"])


def fits_whole(item: dict[str, Any]) -> bool:
    """Fits the whole request (environment, length, budget, group, region) as packaged or at the asked
    length (``to_match_duration.fits_request``): what ``fitting_count`` counts."""
    return bool(item["fits_request"] or (item.get("to_match_duration") or {}).get("fits_request"))


def budget_met(item: dict[str, Any]) -> bool:
    """Within the budget as packaged or at the asked length (``to_match_duration``)."""
    return item["within_budget"] or bool((item.get("to_match_duration") or {}).get("within_budget"))


def too_hard_for(body: SuggestBody, group: Group) -> Optional[str]:
    """Why a challenging trip does not suit this request (a child, a relaxing mood), or None. A child is who the
    price counts as one (under 12, sandbox/group.py): a 15-year-old priced as an adult is no reason (relay run 51)."""
    if any(band(age) != "adult_rate" for age in group.children_ages):
        return "a child under 12 travels"
    return f"a '{body.mood}' trip was asked" if body.mood in RELAXING_MOODS else None


@cache
def on_foot(trip_id: str) -> tuple[int, float, int, float]:
    """How hard a trip is on foot: its hardest day, its longest day's walk (km), how many days are not easy, the km
    walked in all."""
    efforts = [day_effort(acts) for _, acts in DAYS[trip_id]]
    levels = [EFFORT_RANK.get(e["level"], 0) for e in efforts]
    walks = [float(e.get("walking_km") or 0) for e in efforts]
    return max(levels), max(walks), sum(1 for lv in levels if lv), sum(walks)


def no_harder_on_foot(trip_id: str, than: str) -> bool:
    """``trip_id`` is no harder on foot than ``than`` in any way: its hardest day, longest walk, harder days, km."""
    return all(mine <= theirs for mine, theirs in zip(on_foot(trip_id), on_foot(than)))


def _easier_on_foot(pool: list[dict[str, Any]], recommended: dict[str, Any]) -> Optional[dict[str, Any]]:
    """The trip of ``pool`` easiest on foot among those easier than ``recommended`` in every way (relay j27: a
    bicycle tour with three harder days recommended to a grandmother with a cane), else None: a trip with fewer
    harder days but a longer walk is no easier for a bad knee (relay run 53: "easiest on foot" named a trip whose
    6.5 km day was the longest of both)."""
    easier = [
        p
        for p in pool
        if no_harder_on_foot(p["id"], recommended["id"]) and on_foot(p["id"]) != on_foot(recommended["id"])
    ]
    return min(easier, key=lambda p: (on_foot(p["id"]), -p["match_score"])) if easier else None


def on_foot_said(pool: list[dict[str, Any]]) -> str:
    """Each trip's walking in figures, for a mobility need: the model compares them with the traveller."""
    parts = []
    for p in pool:
        hardest, longest, harder, km = on_foot(p["id"])
        level = next(name for name, rank in EFFORT_RANK.items() if rank == hardest)
        parts.append(f"{p['id']}: hardest day {level}, longest walk {longest:g} km, {harder} harder day(s), {km:g} km")
    return "On foot (each day's effort is in its itinerary): " + "; ".join(parts) + "."


def days_over(item: dict[str, Any]) -> int:
    """How many days of the trip's plan (as its card shows it) are beyond the search's effort limit."""
    return len(card_record(item).get(OVER_KEY) or [])


def at_asked_length(item: dict[str, Any]) -> dict[str, Any]:
    """The trip as priced for the length asked: its ``to_match_duration`` when the package's differs."""
    return item if item["fits_duration"] else item.get("to_match_duration") or item


def budget_price(item: dict[str, Any], window: Window) -> float:
    """The trip's price compared with the budget window: at the asked length, never as packaged."""
    return float(at_asked_length(item)[window[0]])


def below_window(item: dict[str, Any], window: Window) -> float:
    """How far under the budget window :func:`budget_price` is (0: in it, or over)."""
    return max(0.0, window[1] - budget_price(item, window))


def cheaper_note(pool: list[dict[str, Any]], recommended: dict[str, Any], window: Window, days: str) -> list[str]:
    """The trips that fit under the window beside a recommendation in it: cheaper options, named so."""
    key = window[0]
    under = [p for p in pool if p is not recommended and below_window(p, window)]
    if not under or below_window(recommended, window):
        return []
    each = "per adult" if key == "price_per_adult_usd" else "for the group"
    named = ", ".join(f"{p['id']} ({budget_price(p, window):g} USD {each})" for p in under)
    return [f"Cheaper options, under the budget window at {days} days: {named}."]


def recommend(
    picks: list[dict[str, Any]], body: SuggestBody, group: Group, window: Window
) -> tuple[dict[str, Any], str, list[str]]:
    """The recommended trip, the reason code and a note when a too-hard trip was passed over.

    The trips that fit the whole request (:func:`fits_whole`) are the pool when there are any, else
    those within the group and the budget at the asked length (:func:`fits`): a trip that misses the
    environment or the length is never recommended over one that fits (a 4-day mountain trip recommended
    beside the one 3-day forest trip that fit, under the budget window). In the pool, one that fits as
    packaged leads, then the budget's match: the price at the asked length (``window``: the price key
    compared and the budget's min and max) in the window, else the nearest under it (relay 28 req 7: a
    trip at 956.88 USD for a group searching 1,500-1,969 was "best_match_within_budget" beside one at
    1,598.40), then the score. Trips of the pool under the window beside a recommendation in it are named
    as cheaper options."""
    fitting = [p for p in picks if fits_whole(p)] or [p for p in picks if fits(p)]
    pool, reason = (fitting, "best_match_within_budget") if fitting else (picks, "none_within_budget_cheapest")
    why = too_hard_for(body, group)
    suited = [p for p in pool if p["difficulty"] != TOO_HARD] if why else pool
    chosen_from = suited or pool
    # never one with more days beyond the traveller's effort limit than another has (sandbox/suggest_effort.py):
    # one within it when any is, else the fewest days over (run 71: the sister with a cane was recommended the
    # trip with the most days over her walking limit)
    fewest = min(days_over(p) for p in chosen_from)
    candidates = [p for p in chosen_from if days_over(p) == fewest]
    notes: list[str] = []
    if fitting:
        # a trip that fits the whole request as packaged first (relay j25: a 4-day trip that fits
        # only once shortened was recommended over the one 3-day trip that fits as it is)
        recommended = max(
            candidates,
            key=lambda p: (
                p["fits_request"],
                not below_window(p, window),
                -below_window(p, window),
                p["match_score"],
                -p["average_per_paying_traveller_usd"],
            ),
        )
        if below_window(recommended, window):
            reason = BELOW_WINDOW
        # never a trip passed over as too hard beside it (its own note says why)
        notes = cheaper_note([p for p in fitting if p in chosen_from], recommended, window, length_said(body))
    else:
        recommended = min(candidates, key=lambda p: p["average_per_paying_traveller_usd"])
    easier = _easier_on_foot(candidates, recommended) if body.mobility_need else None
    if easier is not None:
        note = (
            f"Recommended as the easiest on foot for the traveller's mobility need: {easier['id']} "
            f"(no harder day, no longer walk and no more walking than {recommended['id']})."
        )
        return easier, reason + MOBILITY_REASON, [note, on_foot_said(chosen_from)]
    if body.mobility_need and len(chosen_from) > 1:
        notes = [*notes, on_foot_said(chosen_from)]  # none easier in every way: the figures, not a claim
    unsuited = [p for p in pool if p not in chosen_from]
    if not unsuited:
        return recommended, reason, notes
    names = ", ".join(p["id"] for p in unsuited)
    note = f"Not recommended as challenging ({why}): {names}; {recommended['id']} is {recommended['difficulty']}."
    return recommended, reason + DIFFICULTY_REASON, [*notes, note]
