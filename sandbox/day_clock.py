"""What fits in a day's hours (sandbox/plan.py): where an added activity goes, which meals a
day includes, which line of day 1 is the pickup. A day lists only what happens while the traveller
is with the group (tests/sandbox/test_day_clock.py)."""

from __future__ import annotations

from typing import Any, Optional

from sandbox.data.day_times import is_ride_home
from sandbox.data.getting_there import arrival, minutes, route
from sandbox.data.itineraries import MEALS
from sandbox.data.practical import LUNCH_END, meal_of, pickup_time
from sandbox.data.trips import T

EVENING = ("evening", "night", "sunset", "dinner", "barbecue", "firefly", "fireflies")
SHOWS = ("show", "performance")  # an evening one too (a circus show): its time of day, where it goes
DAWN = ("sunrise", "dawn")
# the first line of day 1 is the pickup and the ride (every catalogue trip: tests/sandbox/test_plan.py)
PICKUP_WORDS = ("pickup", "transfer", "drive to")
# the group's own legs to and from the destination: not a traveller's who joins it there
RIDES = ("ferry", "speedboat", "drive back", "transfer back")


def is_any(activity: str, words: tuple[str, ...]) -> bool:
    return any(word in activity.lower() for word in words)


def added_to(trip: T, index: int, name: str, count: int) -> int:
    """The day an added activity can happen on: an evening asked for the departure day is the last
    evening (the group leaves at midday: sandbox/data/getting_there.py), a sunrise asked for day 1
    the first morning there (at sunrise the group is still on the road), a lunch (a cooking class)
    the nearest day the group is there at lunchtime."""
    last = count - 1
    if count > 1 and index == last and (is_any(name, EVENING) or not_at_lunch(trip, name, index + 1, count)):
        return index - 1
    if count > 1 and index == 0 and (is_any(name, DAWN) or not_at_lunch(trip, name, 1, count)):
        return 1
    return index


def not_at_lunch(trip: T, name: str, number: int, duration: int) -> bool:
    return meal_of(name) == "Lunch" and not here_at_lunch(trip, number, duration)


def here_at_lunch(trip: T, number: int, duration: int, self_drive: bool = False, leaves: Optional[str] = None) -> bool:
    """The group is at the destination at lunchtime on day ``number``: day 1 when it arrives by
    LUNCH_END (self-drive: it meets the guide at 14:00), the last day when it leaves (``leaves``,
    else the route's time) at LUNCH_END or later."""
    lunch_end = minutes(LUNCH_END)
    if number == 1:
        return not self_drive and minutes(arrival(trip["id"], pickup_time(trip["id"]))) <= lunch_end
    return number < duration or minutes(leaves or route(trip["id"]).leaves) >= lunch_end


def slot(activities: list[str], added: str) -> int:
    """Where an added activity goes in its day: a sunrise first; before the evening, unless it is
    an evening one itself (a relay plan listed a daytime boat trip after the "Old Market evening")."""
    if is_any(added, DAWN):
        return 0
    end = len(activities)
    while end and any(
        w in activities[end - 1].lower() for w in ("drop-off", "ferry back", "drive back", "transfer back")
    ):
        end -= 1  # never after the ride home (relay j19: a cooking class after the 18:00 drop-off)
    if meal_of(added) == "Lunch" and not is_any(added, EVENING):  # a lunch (a cooking class): midday, amid the visits
        daytime = [i for i, a in enumerate(activities[:end]) if not is_any(a, EVENING)]
        return daytime[(len(daytime) + 1) // 2] if len(daytime) > 1 else (daytime[-1] + 1 if daytime else 0)
    if "sunset" in added.lower():  # before the evening's dinner or night outing, not after it
        later = [i for i, a in enumerate(activities[:end]) if is_any(a, ("dinner", "barbecue", "night", "firefl"))]
        return later[0] if later else end
    if any(word in added.lower() for word in EVENING):
        return end
    evening = [i for i, a in enumerate(activities[:end]) if any(word in a.lower() for word in EVENING)]
    return evening[0] if evening else end


def day_meals(
    trip: T,
    number: int,
    activities: list[str],
    duration: int,
    self_drive: bool = False,
    leaves: Optional[str] = None,
    own_stay: bool = False,
) -> list[str]:
    """The day's meals: those its activities are, breakfast after a night (the package hotel's: none at the
    group's own accommodation, ``own_stay``), and the tier's lunch and dinner on days the group is there at
    that hour (day 1: the group arrives by LUNCH_END; the last day: it leaves after lunch, at ``leaves``;
    self-drive: day 1 starts at 14:00)."""
    meals = {m for m in map(meal_of, activities) if m}
    if number >= 2 and not own_stay:
        meals.add("Breakfast")
    if trip["tier"] in ("standard", "luxury") and here_at_lunch(trip, number, duration, self_drive, leaves):
        meals.add("Lunch")
    if trip["tier"] == "luxury" and number < duration:
        meals.add("Dinner")
    return [m for m in MEALS if m in meals]


# a day has one sunset and one sunrise (relay j35: the added sunset cruise on the evening of the
# "Sunset at the Kep pier")
MOMENTS = ("sunset", "sunrise")


def clashes(day: dict[str, Any], name: str) -> bool:
    """True when ``day`` already holds the sunset (sunrise) the activity ``name`` is."""
    return any(is_any(name, (m,)) and any(is_any(a, (m,)) for a in day["activities"]) for m in MOMENTS)


# When an added activity happens (relay j29/j35: "which day, and at what time?"): slot() puts a
# sunrise first, an evening one in the evening, a lunch (a cooking class: meal_of) at midday among the
# day's visits, any other after the day's other visits, before the evening (the guide sets the exact hour).
# One time in every view: an added lunch is the day's lunch (meals, meal_allergens), never also "in the
# afternoon, after the day's visits" (relay 48 req 51).
AT_SUNRISE = "At sunrise"
IN_THE_EVENING = "In the evening"
AT_LUNCH = "At lunchtime: it is the day's lunch"
# before the day's sunset or evening, where slot() puts it (run 59 req 12: "after the day's visits" on a day ending
# with a sunset read as a boat trip in the dark; the plan listed it before the sunset)
IN_THE_AFTERNOON = "In the afternoon, after the day's visits and before its sunset or evening"
# a day whose visits were all taken out holds the added one alone: it starts the day (relay run 53 req 34: "in the
# afternoon, after the day's other visits" beside the day's "starts_at 08:00" and nothing else on it)
FROM_THE_START = "From the day's start: it is the day's visit"


def when_added(name: str, alone: bool = False) -> str:
    """The part of its day an added activity takes (English; the caller translates); ``alone``: the day holds no
    other visit."""
    if is_any(name, DAWN):
        return AT_SUNRISE
    if is_any(name, (*EVENING, *SHOWS)):
        return IN_THE_EVENING
    if meal_of(name) == "Lunch":
        return AT_LUNCH
    return FROM_THE_START if alone else IN_THE_AFTERNOON


def alone_on(name: str, activities: list[str], added: list[str]) -> bool:
    """The added activity ``name`` is the only visit of its day (:func:`when_added`): every other line is an
    add-on or the ride home (a new last day's drop-off is no visit before it)."""
    return not [a for a in activities if a != name and a not in added and not is_ride_home(a)]


def afternoon_add_ons(activities: list[str], added: list[str]) -> list[str]:
    """The add-ons of a day said "in the afternoon" (:func:`when_added`): they start no earlier than the
    afternoon (sandbox/data/day_times.py ``activity_ends``), so a day ending before it never holds them."""
    return [a for a in activities if a in added and when_added(a, alone_on(a, activities, added)) == IN_THE_AFTERNOON]


def meals_lost(
    trip: T, number: int, activities: list[str], meals: list[str], self_drive: bool = False, own_stay: bool = False
) -> list[str]:
    """The meals the plan's last day ``number`` (its ``activities`` before the ride home's cut, its ``meals``) would
    hold were the group there all day: what the leaving time takes from a day that became the departure day."""
    full = day_meals(trip, number, activities, number + 1, self_drive, own_stay=own_stay)
    return [m for m in full if m not in meals]
