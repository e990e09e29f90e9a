"""Room in a day for an added activity (sandbox/plan.py's ``add_activity``).

Relay 19 req 0049: "a morning at the elephant sanctuary" was appended at the END of a full day;
relay 20 req 62 / req 10: a dinner show went on the 05:00-start day (with its Old Market evening)
although day 6 was free time, and for a traveller with a mobility need. The rules, for a real
backend to mirror:

- a day has a morning, a daytime of :data:`FULL` visits (the fullest catalogue day) (a ride to or from the destination takes
  one) and, unless the group leaves that day, an evening; a sunset is its own moment (one a day);
- an evening add-on (dinner, show, night walk) needs a free evening; a sunrise one a day without a
  ride and with daytime room (it goes first); a "morning" outing a free morning (no sunrise, no ride,
  at most one visit, which it goes before); any other a daytime with room; a lunch (cooking class) a day the group is there at lunchtime;
- a day out (sandbox/day_out.py: a boat out to an island, a picnic lunch out there) has no daytime room: its
  daytime is the outing's, whatever its count of visits; only a short stop, its sunset or its evening go on it;
- with a mobility need, never a 05:00 sunrise day nor a day the add-on would make hard on foot;
- the plan's last day only when the ride home leaves after the add-on ends and it pushes nothing else
  out (sandbox/data/day_times.py ``last_day``: what it leaves out is the same with or without it), so
  an add-on is never placed, and charged, where the shown plan leaves it out (:func:`cut_by_leaving`);
- a day asked for: an evening asked for the departure day is the last evening, a sunrise for day 1
  the first morning, a lunch the nearest day the group is there at lunchtime (day_clock.added_to);
- without a day asked for, the add-on goes to the first day with room: a free / leisure day between
  arrival and departure first, then a day already visiting the place it names, then the day between
  with the most free time (the fewest visits, then the fewest lines; the earlier on a tie); the
  arrival and departure days only when none between can; a day asked for that
  cannot hold it is refused with the reason and the days that can (:func:`refusal`);
- every add-on placed says its day and why (sandbox/day_choice.py): the day asked, or the rule's choice and the
  days it passed over with their reasons, and the days with room for it.
"""

from __future__ import annotations

import re
from typing import Any, Optional, Sequence

from sandbox.data.addable import find_addable
from sandbox.data.day_times import EVENING_ENDS, SUNRISE_START, activity_ends, is_ride_home, last_day
from sandbox.data.effort import day_effort
from sandbox.data.getting_there import arrival, hhmm, latest_leaving, minutes, route
from sandbox.data.itineraries import DAYS
from sandbox.data.practical import pickup_time
from sandbox.data.trips import T
from sandbox.day_clock import (
    DAWN,
    EVENING,
    PICKUP_WORDS,
    RIDES,
    SHOWS,
    added_to,
    afternoon_add_ons,
    clashes,
    is_any,
    not_at_lunch,
    slot,
)
from sandbox.day_out import outing
from sandbox.errors import invalid
from sandbox.i18n import placement_texts as says

FULL = 4  # visits a day holds between breakfast and the evening (the fullest catalogue day)
# a sunset is its own moment, before the evening; a show is an evening one
NIGHT = (*(w for w in EVENING if w != "sunset"), *SHOWS)
LEISURE = ("leisure", "free time", "rest, or explore")
SHORT_STOPS = ("check-in", "photo", "farewell lunch", "welcome", "spa", "massage")  # an hour or so
WAY = (*PICKUP_WORDS, *RIDES, "drop-off")


def part(activity: str) -> str:
    """The part of its day an activity takes: morning, sunset, evening, ride, leisure, stop or day."""
    if is_any(activity, DAWN) or "morning" in activity.lower():
        return "morning"
    if is_any(activity, ("sunset", "dusk")) and not is_any(activity, NIGHT):
        return "sunset"
    if is_any(activity, NIGHT):
        return "evening"
    if is_any(activity, WAY):
        return "ride"
    if is_any(activity, LEISURE):
        return "leisure"
    return "stop" if is_any(activity, SHORT_STOPS) else "day"


def load(activities: list[str]) -> int:
    """The day's visits between breakfast and the evening; a ride takes one."""
    parts = [part(a) for a in activities]
    return sum(p in ("day", "morning") for p in parts) + (1 if "ride" in parts else 0)


def busy(activities: list[str]) -> tuple[int, int]:
    """How full a day is, to compare days: its visits (:func:`load`), then all it holds (a meal, a
    short stop, an evening: an island day with its dinner is fuller than a beach day with a lunch)."""
    return load(activities), len(activities)


def is_free(activities: list[str]) -> bool:
    """A free / leisure day: nothing planned but leisure."""
    return bool(activities) and all(part(a) in ("leisure", "stop") for a in activities)


def canonical(region: str, name: str) -> str:
    """The catalogue's English name of an add-on asked for in any words (a Khmer "morning at the
    elephant sanctuary" is the "Elephant sanctuary morning"), else the words as asked."""
    found = find_addable(region, name)
    return found.name if found is not None else name


def placed(activities: list[str], english: str, name: str) -> list[str]:
    """A day's ``activities`` with the add-on (``english``: its catalogue name; ``name``: as asked,
    the text inserted) where it goes: a morning one first, else at its slot (day_clock.slot)."""
    out = list(activities)
    out.insert(0 if starts_day(english) else slot(out, english), name)
    return out


def cut_at_leaving(trip: T, day: dict[str, Any], activities: list[str], add_ons: Sequence[str] = ()) -> list[str]:
    """What the ride home leaves out of ``activities`` when ``day`` is the plan's last day (``add_ons``: those of
    them added, an afternoon one counted from the afternoon)."""
    departure = day.get("source_day") == len(DAYS[trip["id"]])
    return last_day(trip["id"], activities, departure, afternoon_add_ons(activities, list(add_ons)))[1]


def cut_by_leaving(trip: T, days: list[dict[str, Any]], index: int, name: str) -> bool:
    """The add-on ``name`` on day ``index`` would be left out by the ride home, or push out what the
    last day kept (only the last day is cut)."""
    if index != len(days) - 1:
        return False
    acts, add_ons = list(days[index]["activities"]), list(days[index].get("add_ons") or [])
    with_it = cut_at_leaving(trip, days[index], placed(acts, name, name), [*add_ons, name])
    return with_it != cut_at_leaving(trip, days[index], acts, add_ons)


def hours_there(trip: T, days: list[dict[str, Any]], index: int) -> tuple[int, int]:
    """When the group is at the destination on day ``index`` (minutes of the day, ICT): day 1 from
    its arrival (the pickup plus the ride), the plan's last day until it leaves for the ride home (the
    route's time on the catalogue's departure day, else the latest the ride allows: day_times.last_day)."""
    start = minutes(arrival(trip["id"], pickup_time(trip["id"]))) if index == 0 else 0
    if index < len(days) - 1:
        return start, 24 * 60
    departure = days[index].get("source_day") == len(DAYS[trip["id"]])
    return start, minutes(route(trip["id"]).leaves if departure else latest_leaving(trip["id"]))


def added_hours(trip: T, days: list[dict[str, Any]], index: int, english: str) -> tuple[int, int]:
    """When the add-on would start and end on day ``index`` at its place there (:func:`placed`): each
    line after the one before (day 1 after the pickup and the ride, from the arrival), a sunrise from
    SUNRISE_START, an evening one (a sunset) in its hour before its usual end (day_times.EVENING_ENDS)."""
    acts = [a for a in placed(days[index]["activities"], english, english) if not is_ride_home(a)]
    start = None
    while index == 0 and acts and acts[0] != english and part(acts[0]) == "ride":
        acts, start = acts[1:], minutes(arrival(trip["id"], pickup_time(trip["id"])))
    ends = activity_ends(acts, start, afternoon_add_ons(acts, [*(days[index].get("add_ons") or []), english]))
    at = acts.index(english)
    if is_any(english, DAWN):
        return minutes(SUNRISE_START), ends[at]
    if any(word in english.lower() for word, _ in EVENING_ENDS):
        return ends[at] - 60, ends[at]
    return ends[at] - 180, ends[at]


Why = tuple[str, dict[str, str]]  # a reason: its English template (sandbox/i18n/placement_texts.py) and its values


def outside_hours(trip: T, days: list[dict[str, Any]], index: int, english: str) -> Optional[Why]:
    """Why the add-on's hours on day ``index`` (:func:`added_hours`) fall outside the group's time
    there (:func:`hours_there`): before day 1's arrival or after the last day's leaving; else None."""
    begin, end = added_hours(trip, days, index, english)
    there, leaves = hours_there(trip, days, index)
    if begin < there:
        return says.ARRIVES, {"time": hhmm(there)}
    if end > leaves:
        return says.LEAVES, {"time": hhmm(leaves)}
    return None


def why_not(trip: T, days: list[dict[str, Any]], index: int, name: str, mobility: bool = False) -> Optional[Why]:
    """Why day ``index`` cannot hold the add-on ``name`` (English catalogue name), else None."""
    acts = list(days[index]["activities"])
    number, count = index + 1, len(days)
    wants = part(name)
    parts = [part(a) for a in acts]
    away = outing(acts)
    if clashes(days[index], name):
        return says.SUNSET_TAKEN, {}
    if wants == "evening" and number == count:
        return says.NO_EVENING, {}
    hours = outside_hours(trip, days, index, name)
    if hours is not None:
        return hours
    if wants == "evening" and "evening" in parts:
        return says.EVENING_TAKEN, {}
    if away is not None and wants in ("day", "morning", "ride"):  # its daytime is the outing's (day_out.py)
        return says.DAY_OUT, {"activity": away}
    if wants == "morning" and ("ride" in parts or is_any(name, DAWN) and load(acts) >= FULL):
        return (says.MORNING_TAKEN if "ride" in parts else says.TIME_FULL), {}
    if wants == "morning" and not is_any(name, DAWN) and ("morning" in parts or load(acts) > 1):
        return says.MORNING_TAKEN, {}  # a morning-long outing: the day's visits fit in its afternoon
    if wants in ("day", "ride") and load(acts) >= FULL:
        return says.TIME_FULL, {}
    if cut_by_leaving(trip, days, index, name):
        return says.RIDE_HOME, {}
    if not_at_lunch(trip, name, number, count):
        return says.NO_LUNCH, {}
    if mobility and is_any(" ".join(acts), DAWN):
        return says.SUNRISE_MOBILITY, {}
    if mobility and day_effort([*acts, name])["level"] == "hard":
        return says.HARD_MOBILITY, {}
    return None


def reason_against(trip: T, days: list[dict[str, Any]], index: int, name: str, mobility: bool = False) -> Optional[str]:
    """Why day ``index`` cannot hold the add-on ``name`` (English catalogue name), in English, else None."""
    why = why_not(trip, days, index, name, mobility)
    return None if why is None else why[0].format(**why[1])


def preference(days: list[dict[str, Any]], name: str, i: int) -> int:
    """How the rule prefers day ``i`` for the add-on ``name``: 0 a free day between arrival and departure, 1 a day
    visiting a place it names (relay j23: kayaking on the lake goes to the lake day, the arrival day too), 2 any."""
    places = set(re.findall(r"\b[A-Z][a-z]+\b", name)[1:])
    acts = days[i]["activities"]
    visits = bool(places) and any(places & set(re.findall(r"\b[A-Z][a-z]+\b", a)) for a in acts)
    return 0 if is_free(acts) and i not in (0, len(days) - 1) else 1 if visits else 2


def order(days: list[dict[str, Any]], name: str) -> list[int]:
    """The days by :func:`preference`, then the day between arrival and departure with the most free time
    (:func:`busy`; relay 33 req 15: kayaking and a cooking class both on the boat day while two added days stayed
    near empty); the first and the last day (the arrival and the departure take part of them) only after those."""
    ends = {0, len(days) - 1}
    return sorted(
        range(len(days)), key=lambda i: (preference(days, name, i), i in ends, busy(days[i]["activities"]), i)
    )


def can_hold(trip: T, days: list[dict[str, Any]], name: str, mobility: bool = False) -> list[int]:
    """The day numbers (1-based) that have room for the add-on ``name``."""
    english = canonical(trip["region"], name)
    return [i + 1 for i in range(len(days)) if reason_against(trip, days, i, english, mobility) is None]


def day_for(
    trip: T, days: list[dict[str, Any]], name: str, wanted: Optional[int] = None, mobility: bool = False
) -> int:
    """The day (index) the add-on ``name`` goes on: ``wanted`` (1-based) when it has room, else the
    first with room in :func:`order`; refused when the day asked for, or no day, has room."""
    english = canonical(trip["region"], name)
    if wanted is not None:
        if not 1 <= wanted <= len(days):
            raise invalid(f"add_activity: day {wanted} is not a day of this {len(days)}-day plan.", {"day": wanted})
        why = reason_against(trip, days, wanted - 1, english, mobility)
        if why is None:
            return wanted - 1
        # one the day asked for cannot hold: an evening asked for the departure day is the last evening,
        # a sunrise for day 1 the first morning, a lunch the nearest day the group is there at lunchtime
        # (sandbox/day_clock.py)
        moved = added_to(trip, wanted - 1, english, len(days))
        if moved != wanted - 1 and reason_against(trip, days, moved, english, mobility) is None:
            return moved
        raise refusal(trip, days, name, f"day {wanted} cannot hold it: {why}", mobility)
    for index in order(days, english):
        if reason_against(trip, days, index, english, mobility) is None:
            return index
    raise refusal(trip, days, name, "no day of this plan has room for it", mobility)


def refusal(trip: T, days: list[dict[str, Any]], name: str, why: str, mobility: bool) -> Exception:
    able = can_hold(trip, days, name, mobility)
    return invalid(
        f"add_activity '{name}': {why}. Days that can hold it: {', '.join(map(str, able)) or 'none'}.",
        {
            "add_activity": name,
            "days_that_can": able,
            "next_step": "offer one of those days" if able else "offer an added day (add_day) for it",
        },
    )


def starts_day(name: str) -> bool:
    """A morning add-on goes first in its day (after nothing: its morning is free)."""
    return part(name) == "morning"
