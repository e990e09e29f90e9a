"""Parts of the plan as tools answer it (sandbox/plan.py): the hotel upgrade, what a custom plan
changed from its base trip, and the compact days a summary or a booking restates."""

from __future__ import annotations

from typing import Any, Optional

from sandbox.data.day_times import drop_off
from sandbox.data.hotels import get_hotel, hotel_name, named, upgrade_for, upgrade_night_usd
from sandbox.data.trips import T
from sandbox.day_choice import said as said_why
from sandbox.day_clock import alone_on, when_added
from sandbox.day_drop import ride_home_cut
from sandbox.day_titles import day_title, said
from sandbox.i18n import tr, tr_list, trf
from sandbox.i18n.taker_texts import with_takers
from sandbox.own_stay import stay_said

BETTER_ROOM = "a better room at {hotel}"


def hotel_upgrade(trip: T, plan: dict[str, Any], language: str) -> Optional[dict[str, Any]]:
    """What upgrade_hotel gives: for how many nights, from which hotel to which (name, stars), or a
    better room at the same hotel when the region has no better one (relay j8: "which hotel?")."""
    if not plan["hotel_upgrade_nights"] or not trip["hotels"]:
        return None
    base = get_hotel(trip["hotels"][0])
    better = upgrade_for(trip["hotels"][0])
    if base is None:
        return None
    out: dict[str, Any] = {
        "nights": plan["hotel_upgrade_nights"],
        "from": named(base, language),
        # one person's night: the better hotel's rate less this one's (req 24: a flat $35 whatever the hotel)
        "per_night_usd": upgrade_night_usd(base["id"]),
    }
    out["to"] = named(better or base, language)
    if not better:
        out["room"] = trf(BETTER_ROOM, language, hotel=hotel_name(base, language))
    return out


def activities_said(activities: list[str], some_take: dict[str, Any], language: str, region: str) -> list[str]:
    """A day's activities in ``language`` as every view shows them: an add-on only part of the group takes
    (``some_take``: its for_adults / for_children_ages) says who (relay 62: the day-2 card named the sunset
    cruise without saying it was for 2 of the 4)."""
    return [
        with_takers(said(a, language, region), some_take[a]["for_adults"], some_take[a]["for_children_ages"], language)
        if a in some_take
        else said(a, language, region)
        for a in activities
    ]


def compact_days(plan: dict[str, Any]) -> list[dict[str, Any]]:
    """A localized plan's days as day, title, start time and activities: what a summary or booking
    restates; the last day says where and when the trip ends unless an activity already does."""
    days = [
        {
            "day": d["day"],
            **({"date": d["date"], "weekday": d["weekday"]} if d.get("date") else {}),  # a dated plan's days
            "title": d["title"],
            "starts_at": d["starts_at"],
            "activities": list(d["activities"]),
            "effort": d["effort"],
            **({"night": d["night"]} if d.get("night") else {}),  # an added night's hotel, before the yes
            **({"left_out": d["left_out"]} if d.get("left_out") else {}),  # what the ride home leaves out
            **({"for_need": d["for_need"]} if d.get("for_need") else {}),  # an added day against a mobility need
        }
        for d in plan["itinerary"]
    ]
    end = str(plan["drop_off"].get("text") or plan["drop_off"]["note"])
    if days and end not in days[-1]["activities"]:
        days[-1]["drop_off"] = end
    return days


def changes_from_base(
    trip: T, plan: dict[str, Any], days: list[dict[str, Any]], language: str, back_at: Optional[str] = None
) -> dict[str, Any]:
    """What a custom plan changed, in the session's language (relay j7: English removals in a
    Chinese session; not_in_plan stays as the traveller named it), days included (relay j33: the
    summary's changes named the removed walk, not the added day). ``days``: the plan's days as
    localized for the result."""
    region = tr(trip["region"], language)
    changes: dict[str, Any] = {"removed_activities": [said(a, language, region) for a in plan["removed_activities"]]}
    if not plan["removed_activities"]:
        del changes["removed_activities"]
    if plan["added_activities"]:
        changes["added_activities"] = added_activities(plan, language)
    added_days = [{"day": d["day"], "title": d["title"]} for d in days if d.get("added_by_customization")]
    if added_days:
        changes["added_days"] = added_days
    if plan["removed_days"]:
        changes["removed_days"] = removed_days(trip, plan, language)
    cut = cut_said(trip, plan, language, back_at)
    if cut:
        changes["left_out_by_ride_home"] = cut
    if plan["not_in_plan"]:
        changes["not_in_plan"] = list(plan["not_in_plan"])
    upgrade = hotel_upgrade(trip, plan, language)
    if upgrade:
        changes["hotel_upgrade"] = upgrade
    changes.update(stay_said(plan, language))  # the package's hotel left out (sandbox/own_stay.py)
    return changes


def added_activities(plan: dict[str, Any], language: str, only: Optional[list[str]] = None) -> list[dict[str, Any]]:
    """Each added activity (``only``: those named) with the day it goes on (relay j15: "when is the
    added cruise?"; relay 33 req 46: a change's quote gave none before the yes), the part of that
    day (relay j29: "at what time?"), why that day and the days with room for it (sandbox/day_choice.py)."""
    out = []
    for a in plan["added_activities"]:
        if only is not None and a not in only:
            continue
        day = next((d for d in plan["days"] if a in d["activities"]), None)
        # the only visit of its day (the ride home is none): the day's start; else after the visits (day_clock.py)
        alone = day is not None and alone_on(a, day["activities"], plan["added_activities"])
        made = (plan.get("added_day_chosen") or {}).get(a)  # why its day, unless it moved since (a day removed)
        out.append(
            {
                "activity": tr(a, language),
                "day": day["day"] if day else None,
                "when": tr(when_added(a, alone), language),
                **(said_why(made, language) if day and made and made["index"] + 1 == day["day"] else {}),
            }
        )
    return out


def removed_days(trip: T, plan: dict[str, Any], language: str) -> list[dict[str, Any]]:
    """Which day a shorter trip drops and what goes with it: its title, activities and meals, in the
    session's language (relay 19 req 0006: 20 % saved while the dropped day held the only dinner,
    with no word which day). ``day``: its number in the plan before the change (the booked day, relay 36
    req 47: not the package's)."""
    region = tr(trip["region"], language)
    return [
        {
            "day": d["day"],
            "title": day_title(d, trip, language),  # as the plan before the change named it
            "activities": activities_said(d["activities"], d.get("some_take") or {}, language, region),
            "meals": tr_list(d["meals"], language),
        }
        for d in plan["removed_days"]
    ]


def cut_said(trip: T, plan: dict[str, Any], language: str, back_at: Optional[str] = None) -> Optional[dict[str, Any]]:
    """What the moved ride home leaves out of a kept day (sandbox/day_drop.py ``ride_home_cut``), in the
    session's language, with when it now leaves and when the group is back (``back_at``: the view's own
    drop-off time, else the one for the catalogue's pickup): every view of a shorter version says it
    before the yes, beside the removed days."""
    cut = ride_home_cut(plan)
    if cut is None:
        return None
    region = tr(trip["region"], language)
    back = back_at or drop_off(trip["id"], None, plan["self_drive"], language, None, cut["leaves"])["time"]
    return {
        "day": cut["day"],
        "activities": [said(a, language, region) for a in cut["activities"]],
        "meals": tr_list(cut["meals"], language),
        "ride_home_leaves": cut["leaves"],
        **({"back_at": back} if back else {}),
    }


def moved_said(plan: dict[str, Any], language: str) -> dict[str, Any]:
    """Each add-on a shorter trip moves (a removed day's, or one its kept day can no longer hold), with the day it
    goes on now (sandbox/removed_as_booked.py), and the meals the new last day's leaving time takes
    (``meals_not_kept``: day, meals, when the ride home leaves; sandbox/day_clock.py ``meals_lost``), in the
    session's language: a shorter trip never moves a booked add-on nor drops a kept day's meal without a word.
    Nothing when neither."""
    moved = [
        {"activity": tr(m["activity"], language), "from_day": m["from_day"], "to_day": m["to_day"]}
        for m in plan.get("moved_with_removed_day") or []
    ]
    last = plan["days"][-1] if plan.get("days") else {}
    lost = last.get("meals_lost")
    return {
        **({"moved_activities": moved} if moved else {}),
        **(
            {
                "meals_not_kept": {
                    "day": last["day"],
                    "meals": tr_list(lost, language),
                    "ride_home_leaves": last["leaves"],
                }
            }
            if lost
            else {}
        ),
    }
