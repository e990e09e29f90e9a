"""A day a shorter trip drops, said as the plan before the change held it (model-in-the-loop run 53).

sandbox/plan.py removes days before it takes activities out and puts add-ons in (an added activity is never
lost with a removed day), so the day it pops is the catalogue's day: on a customised or booked plan that
said the day as the catalogue held it ("free day", no activities) while the booked plan held a boat trip and
a show there, and the add-ons it held went to other days without a word. Here each removed day is said as
the plan of the customisations before its ``remove_day`` showed it (title, activities, meals), and each
add-on that day held is named with the day it goes on now (``moved``), so a quote never moves a booked
add-on silently (a removed day's add-on stays booked and paid: it moves, it is not dropped)."""

from __future__ import annotations

from typing import Any, Callable

from sandbox.day_drop import RIDE_BACK

Plan = dict[str, Any]


def as_booked(
    removed: list[Plan], items: list[Plan], days: list[Plan], added: list[str], plan_before: Callable[[list], Plan]
) -> tuple[list[Plan], list[Plan]]:
    """(``removed`` said as the plan before each day's ``remove_day`` item showed it, the add-ons those days
    held with the day each is on in ``days``). ``plan_before(items)``: the plan of those items."""
    said, moved = [], []
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
            }
        )
        for name in (a for a in acts if a in added):
            to = next((d["day"] for d in days if name in d["activities"]), None)
            moved.append({"activity": name, "from_day": number, "to_day": to})
    return said, moved
