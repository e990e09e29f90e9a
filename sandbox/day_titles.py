"""What a day of a plan is called: its catalogue title, or, once it lost an activity, what remains
(its sights, never a meal), a day at leisure, or, for a first day with only the travel left, the
arrival (relay j18: a title read "Angkor pass photo at the ticket office")."""

from __future__ import annotations

from typing import Any

from sandbox.data.practical import meal_of
from sandbox.data.trips import T
from sandbox.day_drop import RIDE_BACK
from sandbox.i18n import tr, trf

LEISURE_DAY_TITLE = "Day at leisure in {region}"  # a day whose every activity was removed
ARRIVAL_TITLE = "Arrival in {region}"  # a first day whose sights were removed
# a later day left with only its ride back (relay 36 req 47: a free day before a removed last day was "Drop-off")
DEPARTURE_TITLE = "Day at leisure in {region} & departure"
TITLE_JOIN = {"EN": " & ", "KH": " និង ", "ZH": "与"}
LOGISTICS = (
    *("pickup", "transfer", "drop-off", "check-in", "drive yourselves", "ferry back", "drive back"),
    "ticket office",
)
TITLE_MAX = 40  # characters of the English title; a longer pair of sights is named by the first


def title_from(activities: list[str]) -> list[str]:
    """What a retitled day is called after: its first sight, and the second when both make a short
    title (a transfer only if no sight is left, never a meal: a relay day title read "Roluos group:
    Bakong and Preah Ko and lunch at a village restaurant"; only meals left: a day at leisure)."""
    not_meals = [a for a in activities if not meal_of(a)]
    sights = [a for a in not_meals if not any(word in a.lower() for word in LOGISTICS)] or not_meals
    if not sights:
        return []  # only meals left: a day at leisure
    pair = sights[:2]
    return pair if len(" & ".join(pair)) <= TITLE_MAX else sights[:1]


def said(text: str, language: str, region: str) -> str:
    """A plan text in ``language``, its ``{region}`` filled (relay 20 req 46: "Free time in {region}"
    reached the traveller unfilled); ``region`` already in ``language``."""
    return trf(text, language, region=region) if "{region}" in text else tr(text, language)


def day_title(day: dict[str, Any], trip: T, language: str) -> str:
    """A day's title in ``language``; a day that lost an activity is named after what remains."""
    region = tr(trip["region"], language)
    if day.get("title_from") is None:
        return said(day["title"], language, region)
    if day.get("day") == 1 and all(any(w in a.lower() for w in LOGISTICS) for a in day["title_from"]):
        return trf(ARRIVAL_TITLE, language, region=region)  # relay j18: not "Angkor pass photo…"
    if not day["title_from"]:
        return trf(LEISURE_DAY_TITLE, language, region=region)
    if all(any(w in a.lower() for w in LOGISTICS) or RIDE_BACK.search(a) for a in day["title_from"]):
        return trf(DEPARTURE_TITLE, language, region=region)  # only rides left: the day is free, then home
    return TITLE_JOIN.get(language, " & ").join(said(a, language, region) for a in day["title_from"])
