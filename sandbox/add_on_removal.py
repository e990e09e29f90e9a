"""Add-ons taken off a paid booking (previewReschedule ``remove_activities``) and the company rule kept when a
traveller leaves.

:func:`removed` takes a booked add-on off the booking's labels, by the name the booking shows it under (its
catalogue name, EN/KH/ZH words naming it), all of it or only for some of its takers (``for_adults`` /
``for_children_ages``); the change is priced by the one price function like any other, so the add-on's price
comes off and the refund follows the booking's refund tier. A name the booking does not hold is refused with
the names it does hold (each an input that works).

:func:`companion_kept` keeps the rule of sandbox/add_on_people.py (a child under 12 takes an add-on only with
someone 16 or over taking part) once takers leave or are taken off: children under 12 left with nobody 16 or
over are left out of that add-on (their share comes off the price, refunded by the tier), and the quote says so,
never a refusal the traveller cannot get past.
"""

from __future__ import annotations

from typing import Any, Optional

from sandbox.add_on_people import ESCORT_AGE, FOR_MARK, mark, taking_part
from sandbox.data.addable import find_addable
from sandbox.data.pricing import DAY_MARK, add_on_name
from sandbox.errors import invalid
from sandbox.group import CHILD_MAX_AGE, Group
from sandbox.i18n import tr, trf
from sandbox.i18n.add_on_rule_texts import EVERYONE, LEFT_OUT, TAKEN_OFF

PREFIX = "add_activity:"


def _parts(label: str) -> tuple[str, str, Optional[Group]]:
    """An add-on label -> (its name, the label without who takes part, who takes part or None: everyone)."""
    rest, found, who = label.partition(FOR_MARK)
    if not found:
        return add_on_name(rest[len(PREFIX) :]), rest, None
    taken = taking_part(who)
    return add_on_name(rest[len(PREFIX) :]), rest, Group(taken["for_adults"], tuple(taken["for_children_ages"]))


def _names(region: str, asked: str, booked: str) -> bool:
    """True when the traveller's words ``asked`` name the booked add-on ``booked``."""
    if asked.strip().lower() == booked.lower():
        return True
    found = find_addable(region, asked)
    return found is not None and found.name == booked


def _without(who: Group, adults: int, ages: list[int]) -> Group:
    kids = list(who.children_ages)
    for age in ages:
        if age in kids:
            kids.remove(age)
    return Group(adults=max(who.adults - adults, 0), children_ages=tuple(kids))


def removed(
    region: str, labels: list[str], group: Group, asked: list[Any], language: str
) -> tuple[list[str], list[dict[str, Any]]]:
    """``labels`` without the add-ons ``asked`` (each a name, or ``{"activity", "day", "for_adults",
    "for_children_ages"}``: only for those takers, only on that day) and what each removal says."""
    out, said = list(labels), []
    shown = [_parts(label)[0] for label in labels if label.startswith(PREFIX)]
    for item in asked:
        one: dict[str, Any] = {"activity": item} if isinstance(item, str) else item.model_dump()
        hits = [
            i
            for i, label in enumerate(out)
            if label.startswith(PREFIX)
            and _names(region, one["activity"], _parts(label)[0])
            and (one.get("day") is None or f"{DAY_MARK}{one['day']}" in label)
        ]
        if not hits:
            raise invalid(
                f"This booking has no add-on '{one['activity']}' to remove (its add-ons: {shown or 'none'}).",
                {
                    "remove_activities": one["activity"],
                    "booked_add_ons": shown,
                    "next_step": {"remove_activities": shown[:1]} if shown else "nothing to remove",
                },
            )
        some = one.get("for_adults") is not None or one.get("for_children_ages") is not None
        for i in hits:
            name, rest, who = _parts(out[i])
            if not some:
                out[i] = ""
                continue
            left = _without(who or group, int(one.get("for_adults") or 0), list(one.get("for_children_ages") or []))
            out[i] = rest + mark(left.adults, list(left.children_ages)) if left.people_count else ""
        gone = Group(int(one.get("for_adults") or 0), tuple(one.get("for_children_ages") or ())) if some else None
        words = gone.spelled(language) if gone is not None else trf(EVERYONE, language)
        activity = tr(_parts(labels[hits[0]])[0], language) if hits[0] < len(labels) else one["activity"]
        said.append(
            {
                "activity": activity,
                **({"for_adults": gone.adults, "for_children_ages": list(gone.children_ages)} if gone else {}),
                "says": trf(TAKEN_OFF, language, activity=activity, who=words),
            }
        )
    return [label for label in out if label], said


def companion_kept(labels: list[str], language: str) -> tuple[list[str], list[dict[str, Any]]]:
    """``labels`` with children under 12 left out of each add-on where nobody 16 or over takes part with them
    (the add-on dropped when nobody is left), and what each left-out says."""
    out, said = [], []
    for label in labels:
        if not label.startswith(PREFIX) or FOR_MARK not in label:
            out.append(label)
            continue
        name, rest, who = _parts(label)
        assert who is not None
        young = sorted(a for a in who.children_ages if a <= CHILD_MAX_AGE)
        if not young or who.adults or any(a >= ESCORT_AGE for a in who.children_ages):
            out.append(label)
            continue
        older = [a for a in who.children_ages if a > CHILD_MAX_AGE]
        if older:
            out.append(rest + mark(0, older))
        activity = tr(name, language)
        ages = ", ".join(str(a) for a in young)
        said.append(
            {
                "activity": activity,
                "left_out_children_ages": young,
                "accompanied_from_age": ESCORT_AGE,
                "says": trf(
                    LEFT_OUT, language, limit=CHILD_MAX_AGE + 1, activity=activity, escort=ESCORT_AGE, ages=ages
                ),
            }
        )
    return out, said
