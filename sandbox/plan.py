"""The trip as booked: one plan, from which every answer after the choice is derived.

A plan is the catalogue trip with its customisations applied (days added or removed, activities
added or removed, hotel upgrade, transport), plus, for a booking, the group, the pickup and the
special requests. getTripItinerary (of a trip, a custom trip or a booking), previewBooking,
createBooking and the booking's later answers all read :func:`plan_for` /
:func:`localized_plan`, so the itinerary the traveller sees is the trip they pay for.

Rules (documented for a real backend to mirror):
- days are added and removed first, then activities (so an added activity is never lost);
- ``remove_day``: the day(s) named in ``details.day`` (a number or a list), else the one rule of sandbox/day_drop.py (never
  the arrival, nor a day with a highlight or an included meal while another can go; the departure
  day's ride back moves to the day before); more days than those between arrival and departure is
  refused by :func:`priced_plan`;
- ``add_day``: an extra day before the departure day, with the activities named in its details
  (``activities`` / ``activity`` / ``description``), else the region's next added day
  (sandbox/data/extra_days.py: concrete outings with their lunch, all included in the price)
  that repeats no visit of the plan (base days, earlier added days, the add-ons asked before it: a
  booking's add-on keeps its day and price when the trip is made longer; an add-on asked after it does
  not reshuffle the added days); what it had to leave out is its ``already_in_plan``; with the traveller's
  mobility need on the item, the first such day within it, else the easiest, said (sandbox/day_need.py);
- a day that loses an activity is retitled from what remains (its catalogue title may name the
  activity that went: "Arrival & Angkor sunset" without the sunset);
- a day's meals: the tier's rule plus the meals its remaining activities are (practical.meal_of);
  the tier's lunch only when the group is there at lunchtime (day 1: arrives by LUNCH_END, not
  self-drive; the last day: leaves at LUNCH_END or later);
- ``add_activity``: on ``details.day`` when it has room (else refused with the reason and the days
  that can); a day added or removed after it was asked renumbers its day, and it stays on that day (a
  day added after it goes after it), placed by the rule below only when its day went; else the
  first day with room: a free day, a day already visiting the place it names
  (kayaking on Yeak Loam lake goes to the crater-lake day), the others in order; an evening one
  needs a free evening, a morning one a free morning (first in its day), a lunch a day the group is
  there at lunchtime, a mobility need no sunrise day nor a hard one (sandbox/day_room.py);
- ``add_activity`` of an add-on the plan already holds (a base or added day, the same add-on
  twice) adds nothing and costs nothing: the plan's ``held`` names the day that holds it, a day of
  the plan as shown (the last day after the ride home's cut: a visit it leaves out holds nothing);
  the cut is known before the add-ons are held or placed, and placement never puts an add-on where
  the cut would leave it out (sandbox/day_room.py), so an add-on charged is on a shown day;
- ``remove_activity`` (applied before any add_activity): every activity whose name matches ``details.activity`` (either contains
  the other, case-insensitive) is removed, with what depends on it on that day (sandbox/data/ties.py:
  the picnic at the temple), each activity taken out credited (sandbox/removal_credit.py); one that
  matches nothing is listed in ``not_in_plan``;
- ``upgrade_hotel``: the first ``details.nights`` nights (default all) are upgraded; an added night is
  at the hotel of the night before it, upgraded when that one is (an upgrade extends);
- ``remove_hotel``: no night at a hotel of the package (``hotel_id`` None; sandbox/own_stay.py), its
  nights credited at their hotel's rate (``own_stay_usd``); refused beside ``upgrade_hotel``;
- ``change_transport`` to a self-drive mode (or the group's ``transport: self_drive``): no pickup,
  the day-1 transfer becomes "Drive yourselves to {region}".
Day 1 of every catalogue trip starts with its pickup / transfer (tests/sandbox/test_plan.py).
The plan in the session's language, as tools answer it: :func:`localized_plan`
(sandbox/plan_localized.py).
"""

from __future__ import annotations

from typing import Any, Optional

from sandbox.add_on_need import need_for
from sandbox.add_on_people import shown_takers
from sandbox.booked_days import booked_day, day_holding
from sandbox.data.extra_days import added_day
from sandbox.data.getting_there import ROUTES
from sandbox.data.hotels import upgrade_for, upgrade_usd
from sandbox.data.itineraries import DAYS
from sandbox.data.practical import meal_of
from sandbox.data.priced_transport import PRIVATE_TRANSFER, is_made_private, mode_of, priced_rides
from sandbox.data.pricing import SELF_DRIVE_MODES, price_customization, price_label
from sandbox.data.ties import holders, tied_to
from sandbox.data.trips import T
from sandbox.day_choice import choice
from sandbox.day_clock import day_meals, meals_lost
from sandbox.day_drop import day_to_drop, named_days, pop_day
from sandbox.day_need import fits, need_of
from sandbox.day_room import canonical, day_for, placed
from sandbox.day_titles import title_from
from sandbox.errors import ApiError, invalid
from sandbox.group import Group
from sandbox.own_stay import OWN_STAY, UNDO, at_the_hotel, names_the_hotel, stay_credit
from sandbox.plan_localized import localized_plan
from sandbox.plan_steps import extra_day_activities, holding_day, last_day_kept, matches, shown_days, strip_named
from sandbox.removal_credit import removal_credits
from sandbox.removed_as_booked import as_booked, keep_titles

# an added day whose every visit the plan already holds: it still says what it is
FREE_DAY = "Free time in {region}: rest, or explore on your own"
SELF_DRIVE_TRANSFER = "Drive yourselves to {region}"


def _mode(details: dict[str, Any]) -> str:
    raw = str(details.get("to") or details.get("mode") or "")
    return raw.lower().replace(" ", "_").replace("-", "_")


def activity_name(details: dict[str, Any]) -> str:
    return str(details.get("activity") or details.get("name") or "").strip()


_STAGE = {"add_day": 0, "remove_day": 0, "remove_activity": 1}


def priced_plan(
    trip: T,
    customizations: list[dict[str, Any]],
    language: str = "EN",
    joins_away: bool = False,
    mobility: bool = False,
    group: Optional[Group] = None,
) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """Each customisation with its price, as the plan applies it, and that plan: a removal credits each
    activity it takes out, one the plan does not contain nothing (``not_in_plan``; sandbox/removal_credit.py),
    so price and plan agree (the plan does not depend on the prices); a day's rule from the price shown
    (``joins_away``: without the transfer from the route's start); ``mobility``: the group's mobility need,
    which places the added activities as the booking's plan will (sandbox/day_room.py); ``group``: who travels
    (who takes each add-on, :func:`plan_for`)."""
    items = [price_customization(trip, c, language, joins_away) for c in customizations]
    plan = plan_for(trip, items, mobility=mobility, group=group)
    if plan["days_kept"]:
        between = plan["duration_days"] - 2 + len(plan["removed_days"])
        raise invalid(
            f"remove_day: {trip['id']} has {between} full day(s) between the arrival day and the departure "
            "day, and only those can be removed; ask for fewer days or remove activities instead.",
            {"remove_day": f"at most {between}"},
        )
    return removal_credits(trip, items, plan, language), plan


def items_for(
    trip: T, custom: Optional[dict[str, Any]], labels: list[str], custom_lookup: dict[str, Any], language: str = "EN"
) -> list:
    """The priced customisation items of a custom trip and/or createBooking's labels (texts in ``language``)."""
    items = list((custom or {}).get("customizations") or [])
    for label in labels:
        if label in custom_lookup:
            items.extend(custom_lookup[label]["customizations"])
        else:
            items.append(price_label(trip, label, language))
    return items


def plan_for(
    trip: T,
    items: list[dict[str, Any]],
    transport: str = "driver",
    mobility: bool = False,
    group: Optional[Group] = None,
) -> dict[str, Any]:
    """The plan in English: days (title, activities, meals, hotel), what changed, the transport;
    an added activity goes on a day with room for it (sandbox/day_room.py; ``mobility``: the
    group's mobility need); an add-on only part of the group takes names who on its day (``some_take``:
    sandbox/add_on_people.py ``shown_takers``, the people the price charges when ``group`` is known)."""
    days: list[dict[str, Any]] = [
        {"title": title, "activities": list(acts), "source_day": n, "added": False, "key": n}
        for n, (title, acts) in enumerate(DAYS[trip["id"]], start=1)
    ]
    before_item: dict[int, list[Any]] = {}  # each day item: the days (their keys) as it found them
    removed: list[str] = []
    removed_at: list[dict[str, Any]] = []  # each removal from a kept day: day number, activity, name asked
    removed_days: list[dict[str, Any]] = []
    added: list[str] = []
    not_in_plan: list[str] = []
    with_removed_day: list[dict[str, Any]] = []  # each removal whose activities went only with a removed day
    days_kept = 0  # remove_day asked for more days than the plan has between arrival and departure
    upgrade_nights = 0
    own_stay = False
    self_drive = transport == "self_drive"
    transport_mode: Optional[str] = None  # a priced change_transport to a vehicle
    # days first (added / removed), then what happens on them: an added activity is never lost with a removed day,
    # whatever order the traveller asked in, with what is taken out before what is put in. An added day's content
    # never depends on the add-ons (relay 20: adding one reshuffled the added days); an add-on the plan already
    # holds (a base day, an added day, the same add-on twice) is not added again: ``held`` says which day holds it,
    # and the price charges nothing for it (sandbox/totals.py).
    ordered = sorted(enumerate(items), key=lambda pair: _STAGE.get(str(pair[1].get("type")), 2))
    held: list[dict[str, Any]] = []
    some: dict[str, dict[str, Any]] = {}  # an add-on only some take -> who (for_adults, for_children_ages)
    day_why: dict[str, dict[str, Any]] = {}  # each added activity -> what its day was chosen from (day_choice.py)
    for index_of_item, item in ordered:
        kind = item.get("type")
        details = dict(item.get("details") or {})
        count = max(int(details.get("days") or 1), 1)
        if kind in ("add_day", "remove_day"):
            before_item[index_of_item] = [d["key"] for d in days]
        if kind == "remove_day":
            chosen = named_days(details)  # the days the traveller chose (relay j39), else the rule's
            wrong = [n for n in chosen if not 1 < n <= len(days)]
            if wrong:
                raise invalid(
                    f"remove_day: day {wrong[0]} is the arrival or not in the trip; choose one of 2-{len(days)}."
                )
            for number, day in enumerate(days, start=1):  # the numbers the traveller saw (relay 36 req 47)
                day["number"] = number
            for _ in range(max(count, len(chosen))):
                if len(days) > 2:  # never the arrival (its pickup and ride); sandbox/day_drop.py
                    named = chosen.pop(0) if chosen else None
                    at = (
                        next(i for i, d in enumerate(days) if d["number"] == named)
                        if named
                        else day_to_drop(trip, days)
                    )
                    # the meals it held go with it (relay 19 req 0006: the only dinner went unsaid)
                    lost = day_meals(trip, at + 1, days[at]["activities"], len(days))
                    removed_days.append({**pop_day(days, at), "meals": lost, "item": index_of_item})
                else:
                    days_kept += 1
        elif kind == "add_day":
            acts = extra_day_activities(details)
            # the add-ons asked before it are in the plan it joins: it repeats none (a booking's boat
            # trip stays on its day at its price when the trip is made longer)
            asked = [
                activity_name(i.get("details") or {}) for i in items[:index_of_item] if i["type"] == "add_activity"
            ]
            for extra in range(count):
                planned = [a for d in days for a in d["activities"]] + [a for a in asked if a]
                title, content, left_out, trimmed = added_day(
                    trip["region"], sum(d["added"] for d in days), planned, trip["id"], fits(need_of(details))
                )
                days.insert(
                    len(days) - 1 if len(days) > 1 else len(days),
                    {
                        "title": title,
                        "activities": list(acts or content) or [FREE_DAY],
                        "source_day": None,
                        "added": True,
                        "key": f"added {index_of_item}.{extra}",
                        # the traveller's own plan for the day names it; a day without what repeats too
                        "retitled": bool(acts) or trimmed,
                        # named as the plan shows them (relay 33 req 13: "Morning hike on the Kep hill trail"
                        # beside a plan saying "Morning walk in Kep National Park")
                        "already_in_plan": [] if acts else holders(trip["region"], left_out, planned),
                        "need": need_of(details),  # the traveller's mobility need (sandbox/day_need.py)
                    },
                )
        elif kind == "add_activity":
            name = activity_name(details) or "Extra activity"
            holder = holding_day(trip["region"], name, shown_days(trip, days))
            if holder is not None:
                held.append({"item": index_of_item, "activity": name, **holder})
                continue
            later = min((j for j in before_item if j > index_of_item), default=None)  # days changed after it
            wanted = details.get("day")
            if later is not None and not isinstance(wanted, int):  # the day the rule gave it before them
                wanted = next(iter(day_holding(plan_for(trip, items[:later], transport, mobility, group), name)), None)
            wanted = booked_day(days, before_item.get(later) if later is not None else None, wanted)
            needs = need_for(mobility, item)  # only those taking part count (sandbox/add_on_need.py)
            try:
                index = day_for(trip, days, name, wanted, needs)
            except ApiError:
                if later is None:
                    raise
                index, wanted = day_for(trip, days, name, None, needs), None  # its day cannot hold it: the rule
            day_why[name] = choice(trip, days, name, wanted, index, needs, details.get("day"))  # why that day
            days[index]["activities"] = placed(days[index]["activities"], canonical(trip["region"], name), name)
            days[index]["add_ons"] = [*(days[index].get("add_ons") or []), name]  # its time of day (day_room.py)
            added.append(name)
            if (who := shown_takers(group, item)) is not None:  # only some take it: not the others' day (relay 29)
                some[name] = who
        elif kind == "remove_activity":
            name = activity_name(details)
            hit = False
            for number, day in enumerate(days, start=1):  # what this customisation adds is never taken out again
                gone = [a for a in day["activities"] if matches(name, a) and a not in added]
                entry = {"day": number, "asked": name, "item": index_of_item}  # what removal_credit.py counts
                removed_at += [{**entry, "activity": a} for a in gone]
                tied = [a for a in tied_to(day["activities"], gone) if a not in added] if gone else []
                removed_at += [{**entry, "activity": a, "tied": True} for a in tied]
                gone += tied
                keep = [a for a in day["activities"] if a not in gone]
                removed += gone
                hit = hit or len(keep) != len(day["activities"])
                if gone:
                    day["retitled"] = True
                day["activities"] = keep
            # a removed day loses it too: it is listed as the traveller saw it, and a removal only a removed
            # day held credits nothing (relay 36 req 47: its -15 stayed in the price after the day went)
            gone_with_day = strip_named(removed_days, name, added)
            if not hit and gone_with_day:
                removed += [a for a in gone_with_day if a not in removed]  # gone with its removed day
                with_removed_day.append({"item": index_of_item, "activities": gone_with_day})
            elif not hit and name:
                not_in_plan.append(name)
        elif kind == "upgrade_hotel":
            upgrade_nights = int(details.get("nights") or 0) or 10_000
        elif kind == OWN_STAY:  # the last one says (remove_hotel:undo: the package hotel back)
            own_stay = not details.get(UNDO)
        elif kind == "change_transport" and _mode(details) in SELF_DRIVE_MODES:
            self_drive = True
        elif kind == "change_transport":  # the mode the price has (issue 37): the texts follow it
            transport_mode = mode_of(details)
    duration = len(days)
    if own_stay and upgrade_nights:
        raise invalid("remove_hotel leaves out the package's hotel: there is none to upgrade (upgrade_hotel).")
    if own_stay:  # the package hotel's check-in, breakfast, tea: not the group's (sandbox/own_stay.py)
        for day in [*days, *removed_days]:
            kept = [a for a in day["activities"] if not at_the_hotel(a)]
            day["retitled"] = day.get("retitled") or names_the_hotel(day["title"], day["activities"])
            day["activities"] = kept
            if "meals" in day:  # a removed day's meals, as the plan without the hotel held them
                day["meals"] = [m for m in day["meals"] if m != "Breakfast" or "Breakfast" in map(meal_of, kept)]
    nights = trip["hotels"]
    upgrade_nights = min(upgrade_nights, duration - 1)
    out_days: list[dict[str, Any]] = []
    upgraded_from: list[str] = []
    stayed: list[str] = []  # own_stay: the package's hotel of each night, what its credit is priced from
    for number, day in enumerate(days, start=1):
        hotel = nights[min(number - 1, len(nights) - 1)] if number < duration and nights else None
        upgraded = bool(hotel) and number <= upgrade_nights
        if day["added"] and hotel and out_days and out_days[-1]["hotel_id"]:
            # an added night is at the hotel the trip already uses the night before, upgraded when that
            # one is (relay 20 req 46: a 7th day put the new night at the base guesthouse)
            upgraded = out_days[-1]["hotel_upgraded"]
        if upgraded and hotel:
            upgraded_from.append(hotel)  # what the night's upgrade is priced from (sandbox/data/hotels.py)
            better = upgrade_for(hotel)
            hotel = better["id"] if better else hotel  # else a better room at the same hotel
        if own_stay and hotel:  # the group's own accommodation: no hotel of the package (sandbox/own_stay.py)
            stayed.append(hotel)
            hotel = None
        acts = list(day["activities"])
        if self_drive and number == 1 and day["source_day"] == 1 and acts:
            acts[0] = SELF_DRIVE_TRANSFER
        elif number == 1 and day["source_day"] == 1 and acts and is_made_private(ROUTES[trip["id"]].by, transport_mode):
            acts[0] = PRIVATE_TRANSFER  # not the shared minibus the catalogue day names
        elif not self_drive:  # a flight, boat, bus or tuk-tuk paid for instead of the route's own transport
            first = number == 1 and day["source_day"] == 1
            acts = priced_rides(acts, first, number == duration, ROUTES[trip["id"]].by, transport_mode)
        full = acts
        acts, left_out, leaves = last_day_kept(trip, day, acts, number == duration, added)
        meals = day_meals(trip, number, acts, duration, self_drive, leaves, own_stay)
        # a day that became the departure day: the meals its leaving time takes, said (never a silent drop)
        lost = (
            meals_lost(trip, number, full, meals, self_drive, own_stay)
            if number == duration and day["source_day"] != len(DAYS[trip["id"]])
            else []
        )
        out_days.append(
            {
                "day": number,
                "title": day["title"],
                "title_from": title_from(acts) if day.get("retitled") else None,
                "activities": acts,
                # the last day's lunch: when the group leaves (sandbox/data/day_times.py)
                "meals": meals,
                "hotel_id": hotel,
                "hotel_upgraded": upgraded,
                "added": day["added"],
                "source_day": day["source_day"],
                **({"already_in_plan": day["already_in_plan"]} if day.get("already_in_plan") else {}),
                **({"need": day["need"]} if day.get("need") else {}),
                **({"left_out": left_out, "leaves": leaves} if left_out else {}),
                **({"meals_lost": lost, "leaves": leaves} if lost else {}),
                **({"some_take": {a: some[a] for a in acts if a in some}} if any(a in some for a in acts) else {}),
            }
        )
    upgrade_nights = sum(bool(d["hotel_upgraded"]) for d in out_days)  # what the price charges (sandbox/totals.py)
    for day in out_days:  # what an added day left out is named as another day shows it (an add-on held: not added)
        elsewhere = {a for d in out_days if d is not day for a in d["activities"]}
        if kept := [a for a in day.pop("already_in_plan", []) if a in elsewhere]:
            day["already_in_plan"] = kept
    # each removed day as the plan before its remove_day showed it, the add-ons it held with their day now
    gone, moved = as_booked(
        [
            {
                "day": d["number"],  # its number in the plan before (the booked day), not the package's
                "package_day": d["source_day"],  # the catalogue day it was (None: a day added earlier)
                "title": d["title"],
                # the name the plan showed it by (a day that lost a visit is named after what remains)
                "title_from": title_from(d["activities"]) if d.get("retitled") else None,
                "activities": list(d["activities"]),
                "meals": d["meals"],
                "added": d["added"],
                "item": d["item"],
            }
            for d in removed_days
        ],
        items,
        out_days,
        added,
        lambda before: plan_for(trip, before, transport, mobility, group),
    )
    keep_titles(out_days, moved)  # a day an add-on moves to keeps its own name
    return {
        "duration_days": duration,
        "days": out_days,
        "removed_activities": removed,
        "removed_at": removed_at,
        "removed_days": [{k: v for k, v in d.items() if k != "item"} for d in gone],
        "moved_with_removed_day": moved,  # each add-on a removed day held: the day it is on now
        "added_activities": added,
        "added_day_chosen": day_why,
        "held": held,
        "not_in_plan": not_in_plan,
        "with_removed_day": with_removed_day,
        "days_kept": days_kept,
        "hotel_upgrade_nights": upgrade_nights,
        "hotel_upgrade_usd": upgrade_usd(upgraded_from),  # one person's, night by night
        "own_stay": own_stay,
        "own_stay_nights": len(stayed),
        "own_stay_usd": stay_credit(trip, out_days, removed_days),  # one adult's credit (sandbox/own_stay.py)
        "self_drive": self_drive,
        "transport_mode": None if self_drive else transport_mode,
    }


__all__ = ["activity_name", "holding_day", "items_for", "localized_plan", "plan_for", "priced_plan"]
