"""A day a shorter trip drops, said as the plan before the change held it (model-in-the-loop run 53).

sandbox/plan.py removes days before it takes activities out and puts add-ons in (an added activity is never
lost with a removed day), so the day it pops is the catalogue's day: on a customised or booked plan that
said the day as the catalogue held it ("free day", no activities) while the booked plan held a boat trip and
a show there, and the add-ons it held went to other days without a word. Here each removed day is said as
the plan of the customisations before its ``remove_day`` showed it (title, activities, meals), and each
add-on that day held is named with the day it goes on now (``moved``), so a quote never moves a booked
add-on silently (a removed day's add-on stays booked and paid: it moves, it is not dropped). An add-on of a kept
day that its day can no longer hold (an evening show on the day that became the departure day) moves with a word
too (``moved`` names it), and the day it moves to keeps its own name (:func:`keep_titles`)."""

from __future__ import annotations

from typing import Any, Callable

from sandbox.day_drop import RIDE_BACK
from sandbox.day_titles import title_from

Plan = dict[str, Any]


def as_booked(
    removed: list[Plan], items: list[Plan], days: list[Plan], added: list[str], plan_before: Callable[[list], Plan]
) -> tuple[list[Plan], list[Plan]]:
    """(``removed`` said as the plan before each day's ``remove_day`` item showed it, the add-ons those days
    held with the day each is on in ``days``). ``plan_before(items)``: the plan of those items."""
    said: list[Plan] = []
    moved: list[Plan] = []
    for entry in removed:
        before = plan_before(items[: entry["item"]])["days"]
        number = entry["day"]
        if not 1 <= number <= len(before):
            said.append(entry)
            continue
        day = before[number - 1]
        last = number == len(before)  # the departure day: its ride back stays, on the day before
        acts = [a for a in day["activities"] if not (last and RIDE_BACK.search(a))]
        said.append(
            {
                **entry,
                "title": day["title"],
                "title_from": day.get("title_from"),
                "activities": acts,
                "meals": day["meals"],
                # who takes an add-on only some take, as the day said it (sandbox/plan_parts.py activities_said)
                **({"some_take": day["some_take"]} if day.get("some_take") else {}),
            }
        )
        for name in (a for a in acts if a in added):
            to = next((d["day"] for d in days if name in d["activities"]), None)
            moved.append({"activity": name, "from_day": number, "to_day": to})
    for item in dict.fromkeys(e["item"] for e in removed):
        moved += _kept_day_moves(
            item, [e["day"] for e in removed if e["item"] == item], items, days, added, plan_before
        )
    return said, moved


def _day_of(days: list[Plan], name: str) -> Any:
    return next((d["day"] for d in days if name in d["activities"]), None)


def _kept_day_moves(
    item: int,
    gone: list[int],
    items: list[Plan],
    days: list[Plan],
    added: list[str],
    plan_before: Callable[[list], Plan],
) -> list[Plan]:
    """The add-ons of the days the remove_day ``item`` keeps that are not on their day after it (renumbered: a day
    after a removed one is a number less), each with the day it is on in ``days``."""
    before = plan_before(items[:item])
    later = any(i.get("type") in ("add_day", "remove_day") for i in items[item + 1 :])
    after = plan_before(items[: item + 1])["days"] if later else days
    out = []
    for name in (a for a in before["added_activities"] if a in added):
        was = _day_of(before["days"], name)
        if was is None or was in gone:
            continue
        if _day_of(after, name) != was - sum(n < was for n in gone):
            out.append({"activity": name, "from_day": was, "to_day": _day_of(days, name)})
    return out


def keep_titles(days: list[Plan], moved: list[Plan]) -> None:
    """A day a shorter trip moves an add-on to is named as without it (relay: the arrival day, its sights taken out,
    was retitled after the circus show moved onto it): its ``title_from`` leaves the moved add-ons out."""
    for number in {m["to_day"] for m in moved if m["to_day"]}:
        day = days[number - 1]
        if day.get("title_from") is not None:
            names = {m["activity"] for m in moved}
            day["title_from"] = title_from([a for a in day["activities"] if a not in names])
