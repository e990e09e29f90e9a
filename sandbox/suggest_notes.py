"""getTripSuggestions' notes (sandbox/suggest.py): the budget no trip meets, how the group reaches the start, a
smaller group, how many of the trips fit the request (as packaged or at the asked length: each length a range is
matched at, with its trips), why the recommended trip is recommended when it misses something, the mood's
trade-off, and the trips beyond the traveller's effort limit (sandbox/suggest_effort.py)."""

from __future__ import annotations

from typing import Any

from agent.card_length import card_record
from sandbox.group import Group
from sandbox.models import SuggestBody
from sandbox.suggest_budget import group_budget, per_adult
from sandbox.suggest_effort import AT_KEY, OVER_KEY, has_limit, limit_said
from sandbox.suggest_length import length_said
from sandbox.suggest_pick import fits
from sandbox.suggest_start import start_notes


def _notes(picks: list[dict[str, Any]], body: SuggestBody, group: Group) -> list[str]:
    notes = []
    high = body.budget_usd.max
    budget = f"{group_budget(body, group)[1]:g} USD for the group ({high:g} per paying traveller)"
    if per_adult(body):
        budget = f"{high:g} USD per adult"
    # another length than asked: each trip's does_not_fit_reasons says its own and the asked one's price
    # over the budget at the asked length, as the recommendation compares (relay 29 req 4): each trip's
    # does_not_fit_reasons says it, with the amount (sandbox/suggest_why.py)
    if not any(fits(p) for p in picks):
        key = "price_per_adult_usd" if per_adult(body) else "total_usd"
        cheapest = min(p[key] for p in picks)
        hint = "" if group.self_drive else " Driving yourselves (transport self_drive) lowers the price."
        each = "per adult" if per_adult(body) else "for the group"
        notes.append(f"No trip fits the budget of {budget}: the cheapest costs {cheapest:g} USD {each}.{hint}")
    notes.extend(start_notes(picks, body.departure_city))  # how the group gets to the start: what the prices hold
    if not all(p["fits_group"] for p in picks):
        notes.append(f"Some trips take fewer than {group.people_count} travellers (see max_group).")
    return notes


def _asked(body: SuggestBody) -> str:
    """What the request is, as the fit count says it."""
    return f"environment, {length_said(body)} days, budget, group" + (", effort" if has_limit(body) else "")


def days_beyond(pick: dict[str, Any]) -> int:
    """How many days of the trip (as its card shows it) are beyond the traveller's effort limit."""
    return len(card_record(pick).get(OVER_KEY) or [])


def _days(n: int) -> str:
    return f"{n} day{'s' if n != 1 else ''}"


def _day_list(days: list[dict[str, Any]]) -> str:
    return ", ".join(
        f"day {d['day']} {d['title']} ({d['level']}, {d['walking_km']:g} km" + (f": {d['why']})" if "why" in d else ")")
        for d in days
    )


def _effort_note(picks: list[dict[str, Any]], body: SuggestBody) -> list[str]:
    """The trips whose plan (as their card shows it) has a day beyond the traveller's effort limit, each such day
    named; and the days within it only just (at the limit's level, something harder: a steep trail)."""
    if not has_limit(body):
        return []
    beyond = [
        f"{p['id']} ({_days(days_beyond(p))}) {_day_list(card_record(p)[OVER_KEY])}" for p in picks if days_beyond(p)
    ]
    said = f"beyond it: {'; '.join(beyond)}" if beyond else "all are within it"
    edge = [f"{p['id']} {_day_list(card_record(p)[AT_KEY])}" for p in picks if card_record(p).get(AT_KEY)]
    said += f"; at the limit, tell the traveller: {'; '.join(edge)}" if edge else ""
    return [f"Every day of each trip was checked against the traveller's effort limit ({limit_said(body)}): {said}."]


def _guide_note(picks: list[dict[str, Any]], language: str) -> list[str]:
    """The trips whose region has no guide speaking the session's language (``no_guide_in``): said, never implied."""
    none = [f"{p['id']} ({', '.join(p['guide_languages'])})" for p in picks if p.get("no_guide_in")]
    if not none:
        return []
    return [f"No guide speaks {language} on {', '.join(none)}: say so (the guides' languages in brackets)."]


def search_notes(
    picks: list[dict[str, Any]],
    body: SuggestBody,
    group: Group,
    recommended: dict[str, Any],
    difficulty_notes: list[str],
    language: str = "EN",
) -> tuple[list[str], int]:
    """The notes and ``fitting_count`` (the trips that fit as packaged or at the asked length)."""
    notes = [*_notes(picks, body, group), *difficulty_notes]
    packaged = sum(p["fits_request"] for p in picks)
    # a trip fits as packaged or at the asked length (to_match_duration): one count (relay 23 req 6: "none of
    # the 3 fits" beside two variants that fit)
    adjustable = [p["id"] for p in picks if (p.get("to_match_duration") or {}).get("fits_request")]
    fit_count = packaged + len(adjustable)
    if fit_count < len(picks):
        notes.insert(
            0,
            f"{'None' if not fit_count else f'Only {fit_count}'} of the {len(picks)} trips "
            f"{'fits' if fit_count <= 1 else 'fit'} the request ({_asked(body)}), packaged or at that length.",
        )
    if adjustable:  # the budget and the rest fit once the length is changed (to_match_duration)
        lengths = {p["id"]: p["to_match_duration"]["duration_days"] for p in picks if p["id"] in adjustable}
        said = [  # each length a range matches at, with its trips
            f"At {days} days {', '.join(ids)} {'fits' if len(ids) == 1 else 'fit'} the request once changed to that "
            "length (to_match_duration: its price and the add_day / remove_day change)."
            for days in sorted(set(lengths.values()))
            if (ids := [i for i in adjustable if lengths[i] == days])
        ]
        notes.insert(1 if fit_count < len(picks) else 0, " ".join(said))
    if not recommended["fits_request"]:  # relay j16/j17: the count or the label beside a trip that misses
        if not fits(recommended):  # the budget at the asked length, as the recommendation (sandbox/suggest_pick.py)
            how = "as the cheapest"
        elif recommended["fits_duration"]:
            how = "within the budget"
        else:
            how = "within the budget at the asked length (to_match_duration)"
        # relay 65 req 6: "the closest match for the group" beside 3 days beyond a grandfather's effort limit, when
        # another trip had 1: the match is said for the mood and the budget, the days beyond the limit beside it
        beyond = days_beyond(recommended)
        closest = (
            f"as the closest match for the mood, though {_days(beyond)} of it are beyond the "
            "traveller's effort limit (compare each trip's days beyond it with the traveller)"
            if beyond
            else "as the closest match for the group and the mood"
        )
        notes.append(  # what it misses: its does_not_fit_reasons
            f"{recommended['id']} is recommended {how}, {closest}"
            + (
                f" (it is not one of the {fit_count} that fit)."
                if fit_count and recommended["id"] not in adjustable
                else "."
            )
        )
    mood_picks = [p for p in picks if "mood" in p["matches"]]
    if "mood" not in recommended["matches"] and mood_picks:  # say the trade-off, not only the pick
        other = min(mood_picks, key=lambda p: p["average_per_paying_traveller_usd"])
        notes.append(
            f"The recommended trip is not a '{body.mood}' trip; the closest '{body.mood}' trip is "
            f"{other['id']} at {other['total_usd']:g} USD for the group"
            f"{'' if other['within_budget'] else ', above the budget'}."
        )
    notes.extend(_effort_note(picks, body))
    notes.extend(_guide_note(picks, language))
    return notes, fit_count
