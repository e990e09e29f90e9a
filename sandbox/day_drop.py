"""Which day a shorter trip drops (issue 37, relay 27 req 38), one rule for calculateCustomTrip's
``remove_day`` and previewReschedule's shorter trip (both apply it through sandbox/plan.py).

- The day the traveller names goes (``remove_day {"day": n}``, several: ``{"day": [n, m]}``): any day but the arrival (day 1: its
  pickup and ride). The departure day can go: its ride back ("Drop-off", "Ferry back", ...) moves to
  the end of the day before, which becomes the departure day.
- Without a named day: the latest full day (between arrival and departure) that holds neither a
  highlight of the trip nor an included meal that is an activity ("Pepper crab dinner"); else the
  departure day when it holds neither; else the day holding fewest of them (the latest full day on a
  tie). A trip's highlight or its only dinner never goes while another day can (relay 27: a 3-day
  Kep trip lost its Koh Tonsay island day and its only included dinner instead of the last day), nor the
  day the trip's name promises: the only day whose title holds a word of the name (run 59 req 6: the
  3-day "Angkor & Phnom Kulen Explorer" dropped its "Phnom Kulen" day).
- A day the traveller added goes before any day of the catalogue's (the latest added first): days added
  and as many removed are the package again, at its price, with nothing cut by a moved ride home.
"""

from __future__ import annotations

import re
from typing import Any, Optional

from sandbox.data.itineraries import DAYS
from sandbox.data.practical import meal_of
from sandbox.data.trips import T

RIDE_BACK = re.compile(r"drop-off|\bback\b", re.IGNORECASE)
_WORD = re.compile(r"[a-z]{4,}")


def _words(text: str) -> set[str]:
    return {w.removesuffix("s") for w in _WORD.findall(text.lower())}  # "elephants" is "elephant"


def _is_highlight(highlight: str, text: str) -> bool:
    """A highlight is this text: one contains the other, or they share two words of 4+ letters
    ("Kep crab market" is "Pepper crab dinner at the market")."""
    a, b = highlight.lower(), text.lower()
    return a in b or b in a or len(_words(a) & _words(b)) >= 2


def named_words(trip: T) -> set[str]:
    """The words of the trip's name (4+ letters) that one catalogue day's title alone holds: that day is
    what the name promises ("Kulen" of "Angkor & Phnom Kulen Explorer"; "Angkor", in two titles, is not one)."""
    titles = [_words(title) for title, _ in DAYS.get(trip["id"], [])]
    return {w for w in _words(str(trip.get("name") or "")) if sum(w in t for t in titles) == 1}


def keepers(trip: T, day: dict[str, Any]) -> list[str]:
    """What makes ``day`` worth keeping: each highlight of the trip it holds, each included meal that
    is one of its activities, and the trip's name when its title alone holds a word of it."""
    texts = [str(day.get("title") or ""), *day["activities"]]
    held = [h for h in trip.get("highlights") or [] if any(_is_highlight(str(h), t) for t in texts if t)]
    named = [str(trip["name"])] if named_words(trip) & _words(str(day.get("title") or "")) else []
    return held + named + [a for a in day["activities"] if meal_of(a)]


def drop_order(trip: T, days: list[dict[str, Any]]) -> list[int]:
    """The indexes of the days that can go (never the arrival), the one the rule drops first."""
    last = len(days) - 1
    order = [*range(last - 1, 0, -1), last]  # latest full day first, the departure day after them
    return sorted(
        order,
        key=lambda i: (
            not days[i].get("added"),  # a day the traveller added goes first: a day less undoes it
            len(keepers(trip, days[i])) > 0,
            len(keepers(trip, days[i])),
            order.index(i),
        ),
    )


def day_to_drop(trip: T, days: list[dict[str, Any]]) -> int:
    """The index of the day the rule drops (never the arrival; ``days`` has at least 3)."""
    return drop_order(trip, days)[0]


def named_days(details: dict[str, Any]) -> list[int]:
    """The days ``remove_day`` names: ``{"day": n}`` or ``{"day": [n, m]}`` (numbers as the plan shows them)."""
    chosen = details.get("day")
    return list(dict.fromkeys([chosen] if isinstance(chosen, int) else [d for d in chosen or [] if isinstance(d, int)]))


def pop_day(days: list[dict[str, Any]], at: int) -> dict[str, Any]:
    """Take day ``at`` out of ``days``; the departure day's ride back stays, now at the end of the day before."""
    day = days.pop(at)
    if at == len(days):  # it was the departure day
        rides = [a for a in day["activities"] if RIDE_BACK.search(a)]
        days[-1] = {**days[-1], "activities": [*days[-1]["activities"], *rides]}
        day = {**day, "activities": [a for a in day["activities"] if a not in rides]}
    return day


def ride_home_cut(plan: dict[str, Any]) -> Optional[dict[str, Any]]:
    """What a shorter version leaves out of a day it keeps, besides the dropped day(s) (the plan's
    ``removed_days``): a day that became the departure day loses what cannot end before the ride home
    leaves (sandbox/data/day_times.py ``last_day``, the one rule that cuts it). The day, the activities and
    the meals they are, and when the ride home now leaves (ICT); None when nothing of a kept day is cut.
    Every view of a shorter version names it and the price credits it (sandbox/totals.py), each
    activity at the rate of a removed activity (relay: a 3-day Kep trip made 2 days lost day 2's crab
    dinner to the 14:00 ride home, named only in the saved trip's itinerary, never priced)."""
    last = plan["days"][-1] if plan["days"] else {}
    if not last.get("left_out"):
        return None
    gone = list(last["left_out"])
    return {
        "day": last["day"],
        "activities": gone,
        "meals": [m for m in (meal_of(a) for a in gone) if m],
        "leaves": last["leaves"],
    }


__all__ = [
    "RIDE_BACK",
    "day_to_drop",
    "drop_order",
    "keepers",
    "named_days",
    "named_words",
    "pop_day",
    "ride_home_cut",
]
