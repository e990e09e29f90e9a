"""Why an added activity is on its day (run 64: a children's mangrove kayak went on the Koh Tonsay boat day with no
word why): every result that places an add-on (calculateCustomTrip's and customizeTrip's
``plan_changes.added_activities``, previewReschedule's ``proposed.added_activities_days``) says beside its day

- ``day_chosen_because``: the day asked for (or the day it already had before the plan's days changed); a day asked
  that cannot hold it and the reason, the nearest that can; else the rule's choice (sandbox/day_room.py ``order``:
  a free day, a day visiting the place it names, the day between arrival and departure with the most free time,
  the arrival or departure day last) and each day the rule would have taken first, with why it cannot hold it
  (a day out's boat to the island: sandbox/day_out.py);
- ``days_with_room``: every day of the plan that could hold it, the one chosen included, so another can be offered.

In the session's language (sandbox/i18n/placement_texts.py). The plan records only what the choice was made from
(:func:`choice`: the days as they were, plain data); the words are made when a result says them (:func:`said`).
"""

from __future__ import annotations

from typing import Any, Optional

from sandbox.data.trips import TRIPS_BY_ID, T
from sandbox.day_room import Why, canonical, order, preference, why_not
from sandbox.i18n import tr, trf
from sandbox.i18n.group_texts import KH_DIGITS
from sandbox.i18n.placement_texts import ASKED, END, FREE, FREEST, KEPT, MOVED, NOT_ON, PLACE

BY_PREFERENCE = (FREE, PLACE, FREEST)


def choice(
    trip: T,
    days: list[dict[str, Any]],
    name: str,
    wanted: Optional[int],
    index: int,
    mobility: bool,
    asked: Any,
) -> dict[str, Any]:
    """What the add-on ``name``'s day (``index``) was chosen from: the days before it was placed (their
    activities and add-ons), the day wanted (1-based, None: the rule's) and whether the request asked it."""
    return {
        "trip_id": trip["id"],
        "name": name,
        "days": [{**d, "activities": list(d["activities"]), "add_ons": list(d.get("add_ons") or [])} for d in days],
        "wanted": wanted,
        "asked": isinstance(asked, int) and asked == wanted,
        "index": index,
        "mobility": mobility,
    }


def _why(why: Why, language: str) -> str:
    """A reason in ``language``: an activity it names said in the language too."""
    template, values = why
    return trf(template, language, **{k: tr(v, language) for k, v in values.items()})


def _localized(text: str, language: str) -> str:
    return text.translate(KH_DIGITS) if language == "KH" else text


def said(made: dict[str, Any], language: str) -> dict[str, Any]:
    """``day_chosen_because`` and ``days_with_room`` of a :func:`choice`, in ``language``."""
    trip, days, index, wanted = TRIPS_BY_ID[made["trip_id"]], made["days"], made["index"], made["wanted"]
    english = canonical(trip["region"], made["name"])
    reasons = [why_not(trip, days, i, english, made["mobility"]) for i in range(len(days))]
    day = index + 1
    if wanted is not None and wanted == day:
        because = trf(ASKED if made["asked"] else KEPT, language, day=day)
    elif wanted is not None:
        why = reasons[wanted - 1]
        because = trf(MOVED, language, asked=wanted, day=day, why=_why(why, language) if why else "")
    else:
        ranked, kind = order(days, english), preference(days, english, index)
        template = END if kind == len(BY_PREFERENCE) - 1 and index in (0, len(days) - 1) else BY_PREFERENCE[kind]
        passed = ranked[: ranked.index(index)]
        because = " ".join(
            [
                trf(template, language, day=day),
                *(trf(NOT_ON, language, day=i + 1, why=_why(why, language)) for i in passed if (why := reasons[i])),
            ]
        )
    return {
        "day_chosen_because": _localized(because, language),
        "days_with_room": [i + 1 for i, why in enumerate(reasons) if why is None],
    }
