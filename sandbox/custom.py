"""calculateCustomTrip and customizeTrip: what a customised trip costs and contains.

One set of prices (relay j8 found five names for near-identical numbers): the package's price per
adult, the add-ons per adult (customisations, less a self-drive credit), the price per adult, and
the group's total with the group spelled out (``total_is_for``); ``travellers`` has each price.
A saved custom trip (``ctrip_…``) given as the base keeps its saved changes: the new ones are
priced on top of them and ``starts_from`` says so (relay j8 got the base trip silently).
"""

from __future__ import annotations

from typing import Any, Optional

from sandbox.data.practical import meal_of
from sandbox.data.trips import T
from sandbox.day_credit import said_with_credit
from sandbox.group import PRICE_IS, Group
from sandbox.i18n import tr, tr_list
from sandbox.own_stay import stay_said
from sandbox.park_pass import pass_said
from sandbox.pass_days import days_agree
from sandbox.plan import localized_plan, priced_plan
from sandbox.plan_parts import added_activities, cut_said, hotel_upgrade, moved_said, removed_days
from sandbox.price_base import price_lines
from sandbox.totals import group_price, transfer_credit

PRICE_KEYS = (
    "base_price_per_adult_usd",
    "add_ons_per_adult_usd",
    "self_drive_credit_per_adult_usd",
    "price_per_adult_usd",
    "total_usd",
    "price_usd",
)


def with_saved(custom: Optional[dict[str, Any]], new: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The customisations to price: a saved custom trip's (type and details) and then the new ones."""
    saved = [
        {"type": c["type"], "details": dict(c.get("details") or {})} for c in (custom or {}).get("customizations", [])
    ]
    return saved + list(new)


def starts_from(custom: Optional[dict[str, Any]], trip: T) -> dict[str, Any]:
    """What the new customisations were applied to."""
    if not custom:
        return {"trip_id": trip["id"], "kept_changes": 0}
    return {"trip_id": custom["custom_trip_id"], "kept_changes": len(custom.get("customizations") or [])}


def with_removals(items: list[dict[str, Any]], plan: dict[str, Any], language: str) -> None:
    """Each remove_activity item says what goes with the activity on its day (the meal it is, e.g.
    the lunch cooked in the cooking class; what depends on it, e.g. the picnic at the temple:
    sandbox/data/ties.py) and which meals of that day stay (``removes``)."""
    for n, item in enumerate(items):
        if item.get("type") != "remove_activity" or item.get("not_in_plan"):
            continue
        effects: list[dict[str, Any]] = []
        for gone in (r for r in plan["removed_at"] if r["item"] == n):  # the plan's entries of this item
            meals = plan["days"][gone["day"] - 1]["meals"]
            meal = meal_of(gone["activity"])
            lost = [tr(meal, language)] if meal and meal not in meals else []
            same_day = [e for e in effects if e["day"] == gone["day"]]
            if gone.get("tied") and same_day:  # what depends on the removed activity goes with it
                also = same_day[0].setdefault("also_removed", [])
                also += [x for x in (tr(gone["activity"], language), *lost) if x not in also]
                continue
            effect: dict[str, Any] = {"day": gone["day"], "activity": tr(gone["activity"], language)}
            if lost:
                effect["also_removed"] = lost
            effect["meals_stay"] = tr_list(meals, language)
            effects.append(effect)
        if effects:
            item["removes"] = effects


def priced_custom(
    trip: T,
    group: Group,
    raw: list[dict[str, Any]],
    language: str,
    joins_away: bool = False,
    citizens: int = 0,
    leg_from: Optional[str] = None,
    mobility: bool = False,
) -> dict[str, Any]:
    """The customised trip's prices for ``group``, its customisations and what they change; a group that
    joins at the destination or the pier (``joins_away``) without the transfer from the route's start; a group
    with a mobility need (``mobility``) has its added activities placed within it, as its booking will."""
    items, plan = priced_plan(trip, raw, language, transfer_credit(trip, group, joins_away) > 0, mobility, group)
    with_removals(items, plan, language)
    priced = group_price(trip, group, items, joins_away, citizens, mobility, language=language, leg_from=leg_from)
    said_with_credit(priced["customizations"], language)
    data: dict[str, Any] = {
        "base_trip_id": trip["id"],
        "customizations": priced["customizations"],  # as priced: an upgrade costs the nights the plan upgrades
        "price_is": PRICE_IS,
        # one adult's price in its parts, each once (sandbox/price_base.py price_lines): the package the group
        # is shown (joining at the destination already without the transfer from the route's start, relay 36
        # req 14), the add-ons each by what it moves one adult's price by (a day's line with the pass change
        # its temple days bring: relay 50 req 8 read "add-ons +44" beside the day's "+54"), and beside them
        # the pass change and self-drive credit no line holds (issue 37: "$5 of add-ons" was a $35 cooking
        # class less a $30 credit): price = base + add-ons + pass change - credit
        **price_lines(priced, language, "base_price_per_adult_usd", "add_ons_per_adult_usd"),
        "price_per_adult_usd": priced["price_per_person_usd"],
        "total_usd": priced["total_usd"],
        "total_is_for": group.spelled(language),
        **group.describe(),
        "transport": priced["transport"],  # the transport priced (a change to self-drive: "self_drive")
        "travellers": priced["travellers"],
        **pass_said(priced, trip, language),  # the park pass: a named part of the price
        "duration_days": priced["duration_days"],
        "pickup_required": priced["pickup_required"],
        # what the traveller would get: each added day's content, the day remove_day drops
        "plan_changes": plan_changes(trip, plan, language),
    }
    added = data["plan_changes"]["added_days"]  # an added day says of the pass what the price charges
    data["plan_changes"]["added_days"] = days_agree(added, priced, language)
    return data


ADDED_DAY_KEYS = ("day", "title", "activities", "meals", "effort", "night", "already_in_plan")


def plan_changes(trip: T, plan: dict[str, Any], language: str) -> dict[str, Any]:
    """What the customisations change, for a price quote before anything is saved
    (calculateCustomTrip): each added day with its content and meals, each day remove_day drops
    (its catalogue number), the activities removed and added."""
    shown = localized_plan(trip, plan, language)["itinerary"]
    out: dict[str, Any] = {
        "added_days": [
            {k: d[k] for k in (*ADDED_DAY_KEYS, "for_need") if k in d} for d in shown if d.get("added_by_customization")
        ],
        # with its meals, {region} filled (relay 19 req 0006: the only dinner went with it, unsaid)
        "removed_days": [
            said | ({"added_by_customization": True} if d["added"] else {})
            for said, d in zip(removed_days(trip, plan, language), plan["removed_days"])
        ],
        "removed_activities": tr_list(plan["removed_activities"], language),
        **moved_said(plan, language),  # each add-on a removed day held: the day it goes on now
        # what the moved ride home cuts from a kept day, and when it leaves (sandbox/day_drop.py ride_home_cut)
        **({"left_out_by_ride_home": cut} if (cut := cut_said(trip, plan, language)) else {}),
        # with the day each goes on (relay j15: "when is the added cruise?" had no answer)
        "added_activities": added_activities(plan, language),
        "duration_days": plan["duration_days"],
    }
    if out["added_days"] or out["removed_days"]:  # the days renumbered: every day's effort in the plan as
        # changed (relay 8: the harder days listed were only the added ones, day 2 dropped)
        out["days_effort"] = [{"day": d["day"], "effort": d["effort"]} for d in shown if "effort" in d]
    upgrade = hotel_upgrade(trip, plan, language)
    if upgrade:
        out["hotel_upgrade"] = upgrade
    out.update(stay_said(plan, language))  # the package's hotel left out (sandbox/own_stay.py)
    return out
