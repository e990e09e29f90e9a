"""Group prices: the adult price (package + customisations - self-drive credit), each traveller's
share by age (sandbox/group.py), then discount and loyalty points on the group's subtotal."""

from __future__ import annotations

from datetime import date
from functools import partial
from typing import Any, Optional

from sandbox.add_on_people import charged, every_adult_usd, for_some, some_adults
from sandbox.cut_credit import cut_credited, without_cut
from sandbox.data.discounts import LOYALTY_POINTS_PER_USD, STUDENT_PCT, check_code
from sandbox.data.getting_there import ROUTES
from sandbox.data.hotels import upgrade_usd
from sandbox.data.join_points import nearest_leg
from sandbox.data.pricing import SELF_DRIVE_MODES, day_rate, price_label
from sandbox.data.road_hours import AS_PICKUP, leg_ends
from sandbox.data.trips import T
from sandbox.day_credit import with_day_change
from sandbox.errors import ApiError
from sandbox.group import PRICE_IS, Group, price_bands, self_drive_credit
from sandbox.own_stay import OWN_STAY, is_own_stay, package_nights_usd
from sandbox.park_pass import citizen_adults, own_parts, pass_change, temple_days, with_passes
from sandbox.plan import plan_for
from sandbox.policy import money, percent
from sandbox.quote_lines import PASS_LEFT_OUT
from sandbox.removal_credit import removal_credits
from sandbox.room_choice import arranged, supplement
from sandbox.rooms import rooms_view


def trip_days(trip: T, items: list[dict[str, Any]]) -> int:
    """The trip's length after add_day / remove_day customisations: the plan's (sandbox/plan.py)."""
    return int(plan_for(trip, items)["duration_days"])


def _upgrade_as_planned(trip: T, items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A hotel upgrade costs the nights the plan upgrades, each at the better hotel's rate less its own
    (sandbox/data/hotels.py ``upgrade_night_usd``): with a day added or removed, the nights of
    the trip as changed (an upgrade "for every night" covers an added night too), never the
    catalogue trip's own count."""
    if not any(i.get("type") == "upgrade_hotel" for i in items):
        return items
    plan = plan_for(trip, items)
    upgraded = int(plan["hotel_upgrade_nights"])
    price = plan["hotel_upgrade_usd"] if upgraded else upgrade_usd(trip["hotels"][:1])
    return [
        {
            **i,
            # its words name the nights it is priced for (relay 35 req 49: "2 nights" priced for 3)
            "details": {**(i.get("details") or {}), "nights": max(upgraded, 1)},
            "price_usd": price,
        }
        if i.get("type") == "upgrade_hotel"
        else i
        for i in items
    ]


def _stay_as_planned(trip: T, items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """remove_hotel credits the package's nights, each at its hotel's rate, and a day added (removed) the night
    the day rate holds (sandbox/own_stay.py ``stay_credit``), said in ``details.day_rate_nights_usd``; its
    ``details.nights`` the nights of the trip as changed. One line
    whatever was asked: the first remove_hotel while the last says so (asked twice: credited once), none when
    the package hotel was taken back (remove_hotel:undo)."""
    if not any(i.get("type") == OWN_STAY for i in items):
        return items
    first = next(n for n, i in enumerate(items) if i.get("type") == OWN_STAY)
    kept = [i for n, i in enumerate(items) if i.get("type") != OWN_STAY or (n == first and is_own_stay(items))]
    if not is_own_stay(items):
        return kept
    plan = plan_for(trip, kept)
    details: dict[str, Any] = {"nights": int(plan["own_stay_nights"])}
    in_days = money(plan["own_stay_usd"] - package_nights_usd(trip))  # the nights the day rate holds (own_stay.py)
    if in_days:  # days added (+) or removed (-): their nights, as the day rate holds them
        details["day_rate_nights_usd"] = in_days
    line = {"type": OWN_STAY, "details": details, "price_usd": -plan["own_stay_usd"]}
    return [{**i, **line} if i.get("type") == OWN_STAY else i for i in kept]


HELD_NOTE = "Day {day} already includes {held_by}: nothing to pay for it."


def _held_as_planned(trip: T, items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """An add-on the plan already holds (sandbox/plan.py ``held``) costs nothing and says which day
    holds it (relay 20: a paid boat trip added beside an added day with the same boat, charged twice)."""
    if not any(i.get("type") == "add_activity" for i in items):
        return items
    held = {h["item"]: h for h in plan_for(trip, items)["held"]}
    return [
        {
            **i,
            "price_usd": 0.0,
            "already_in_plan_on_day": held[n]["day"],
            "why_free": HELD_NOTE.format(day=held[n]["day"], held_by=held[n]["held_by"]),
        }
        if n in held
        else i
        for n, i in enumerate(items)
    ]


def _days_as_planned(trip: T, items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A day removed from a trip made longer by added days is priced by ``price_for_days`` too: the
    removal may reach below the package's own length only as far as the added days allow."""
    added = sum(int((i.get("details") or {}).get("days") or 1) for i in items if i.get("type") == "add_day")
    if not added:
        return items
    longest = trip["duration_days"] - 1 + added
    return [
        {
            **i,
            "price_usd": money(-day_rate(trip) * max(min(int((i.get("details") or {}).get("days") or 1), longest), 0)),
        }
        if i.get("type") == "remove_day"
        else i
        for i in items
    ]


def _drives_itself(items: list[dict[str, Any]]) -> bool:
    return any(
        i.get("type") == "change_transport"
        and i.get("price_usd", 0) < 0
        and str((i.get("details") or {}).get("to") or (i.get("details") or {}).get("mode") or "")
        .lower()
        .replace(" ", "_")
        .replace("-", "_")
        in SELF_DRIVE_MODES
        for i in items
    )


def transfer_credit(
    trip: T, group: Group, joins_away: bool, ends_away: Optional[bool] = None, drives_itself: bool = False
) -> float:
    """What one adult does not pay for the transfer from the route's start and back (``transfer_usd``, its two
    legs priced alike): exactly the legs the group does not take. The leg there when it joins at the
    destination or the pier (``joins_away``: sandbox/pickup_price.py), the leg back when it ends there
    (``ends_away``; None: it ends where it joined); a group joining at the destination and dropped back at the
    start rides the leg back and pays it. A group that drives itself (``group.self_drive``, or
    ``drives_itself``: a change_transport to a self-drive mode) takes neither leg; its per-day self-drive
    credit is for the driver on the trip's days, beside this one."""
    if group.self_drive or drives_itself:
        skipped = 2
    else:
        skipped = int(joins_away) + int(joins_away if ends_away is None else ends_away)
    return money(float(trip.get("transfer_usd") or 0.0) * skipped / 2)


def leg_named(ends: list[Any]) -> dict[str, Any]:
    """``extra_leg`` of a price: each end priced (``ends``: from, to, hours, one adult's part), and the first
    end's ride (``from``, ``to``, ``hours_each_way``); ``both_ways`` when both ends are the same town."""
    first = ends[0].said()
    both = len(ends) == 2 and ends[0].town == ends[1].town
    return {
        "from": first["from"],
        "to": first["to"],
        "hours_each_way": first["hours"],
        "both_ways": both,
        "ends": [e.said() for e in ends],
    }


def group_price(
    trip: T,
    group: Group,
    items: list[dict[str, Any]],
    joins_away: bool = False,
    citizens: int = 0,
    mobility: bool = False,
    language: str = "EN",
    rooms: Optional[list[dict[str, Any]]] = None,
    leg_from: Optional[str] = None,
    leg_to: Optional[str] = AS_PICKUP,
    ends_away: Optional[bool] = None,
) -> dict[str, Any]:
    """The price of ``trip`` with priced customisation ``items`` for ``group`` (no discounts); a group that
    joins away from the route's start (``joins_away``) or ends away from it (``ends_away``; None: where it
    joined) pays it without the legs of the transfer it does not ride (``transfer_credit``), and ``citizens``
    Cambodian citizens without their park pass part (sandbox/park_pass.py). The pass is the one the temple
    days of the plan the booking shows need: the group's transport and ``mobility`` place its add-ons. ``rooms``:
    the traveller's arranged rooms (sandbox/room_choice.py), each beyond the rule's count a supplement per night.
    ``leg_from``: a town off the route the group is picked up in (sandbox/pickup_price.py ``leg_town``): the
    extra transfer leg is in one adult's price (children by their band, as every share), priced per end: the
    pickup end from ``leg_from``, the drop-off end to ``leg_to`` (a town off the route; None: on the route;
    ``AS_PICKUP``: the pickup's town, there and back)."""
    items = _stay_as_planned(trip, _upgrade_as_planned(trip, without_cut(items)))
    items = _held_as_planned(trip, _days_as_planned(trip, items))
    # each removal credits every activity it takes out of the plan (sandbox/removal_credit.py)
    items = removal_credits(trip, items, plan_for(trip, items), language)
    items = cut_credited(trip, items, language)  # what the moved ride home leaves out of a kept day, credited
    # an add-on only some take is charged to them (sandbox/add_on_people.py), never in one adult's price
    extras = money(sum(i["price_usd"] for i in items if not for_some(group, i)))
    credit = 0.0
    credited = group.self_drive and not _drives_itself(items)  # a change_transport item already credits it
    if credited:
        credit = self_drive_credit(trip["tier"], trip_days(trip, items))
    # a day's change of one adult's price (relay 13), its pass part read on the plan the booking shows
    items = with_day_change(trip, items, credited, group.transport, mobility)
    transfer = transfer_credit(trip, group, joins_away, ends_away, _drives_itself(items))
    driven = not (group.self_drive or _drives_itself(items))
    reach = partial(nearest_leg, trip["id"])  # each end to the nearer join point (sandbox/data/join_points.py)
    ends = leg_ends(leg_from, leg_to, reach) if driven and trip["id"] in ROUTES else []
    extra_leg = money(sum(e.per_adult_usd for e in ends))
    per_adult = max(money(trip["price_usd"] + extras - credit - transfer + extra_leg), 0.0)
    parts = own_parts(trip)  # the pass: each traveller's own part, never shared by the child rate (group.py share)
    base = group.quote(per_adult, *parts)["total_usd"]
    quote, items = charged(group, group.quote(per_adult, *parts), items)
    # an add-on every adult takes (only some children do) is in each adult's price, so in one adult's
    everyone = every_adult_usd(items)
    # the passes the plan's temple days need (sandbox/park_pass.py): one adult's price holds them
    temples = temple_days(plan_for(trip, items, group.transport, mobility)["days"]) if trip.get("park_pass") else []
    quote = with_passes(trip, group, quote, citizens, temples)
    # the credit for the whole group, as price() makes it (issue 37: "$30 off per person" said of a
    # family's per-adult credit, the children's shares being less): the group's price without it, less with it
    group_credit = money(group.quote(per_adult + credit, *parts)["total_usd"] - base) if credit else 0.0
    per_adult_paid = money(per_adult + pass_change(trip, temples) + everyone)
    each_adult, citizens_said = citizen_adults(group, quote, per_adult_paid)
    left_out = money(per_adult_paid - each_adult)  # every adult a citizen: the pass none of them pays
    days = trip_days(trip, items)
    own = is_own_stay(items)  # the group's own accommodation: no rooms arranged, no supplement
    chosen = arranged(group, rooms) if rooms and not own else None
    extra = supplement(trip, group, chosen, days)
    total = money(quote["total_usd"] + extra.get("total_usd", 0.0))  # the travellers' prices + the supplement line
    return {
        "price_is": PRICE_IS,  # the *_per_person_usd amounts here are one adult's (children pay their band's share)
        # one adult's package price (relay 26 req 10: "base_per_person_usd" 460 while the children paid 276)
        "base_per_adult_usd": trip["price_usd"],
        "customizations": items,
        "customizations_per_person_usd": money(extras + everyone),
        "self_drive_credit_per_person_usd": credit,  # older name of the next (relay 13: it is per adult)
        "self_drive_credit_per_adult_usd": credit,
        "self_drive_credit_usd": group_credit,  # the whole group's
        # the transfer from the route's start not used (the group joins at the destination or the pier): one
        # adult's part, and the whole group's (children by their band)
        **(
            {
                "transfer_credit_per_adult_usd": transfer,
                "transfer_credit_usd": money(group.quote(per_adult + transfer, *parts)["total_usd"] - base),
            }
            if transfer
            else {}
        ),
        # the extra transfer leg from a town off the route, a line of its own: one adult's part, the group's
        **(
            {
                "extra_leg_per_adult_usd": extra_leg,
                "extra_leg_usd": money(base - group.quote(per_adult - extra_leg, *parts)["total_usd"]),
                "extra_leg": leg_named(ends),
            }
            if ends
            else {}
        ),
        # the pass the plan's temple days need beyond the catalogue's, in one adult's price (a named line)
        **(
            {"park_pass_change_per_adult_usd": money(per_adult_paid - everyone - per_adult)}
            if money(per_adult_paid - everyone) != per_adult
            else {}
        ),
        # one adult (12+), a figure adults pay: a citizen's when every adult is one (sandbox/park_pass.py)
        **({PASS_LEFT_OUT: left_out} if left_out else {}),
        "price_per_person_usd": each_adult,  # older name of the next (relay 14: it is not per person)
        "price_per_adult_usd": each_adult,  # children by age, see travellers
        # adults paying differently: the add-ons some adults take, the pass some adults (citizens) do not pay
        **some_adults({"customizations": items}, citizens_said),
        "travellers": quote["travellers"],
        # who pays which price (12-17 with the adults): what every card counts the group by
        **({"price_bands": price_bands(quote["travellers"])} if group.children_ages else {}),
        **({"park_pass": quote["park_pass"]} if "park_pass" in quote else {}),  # a named part of the price
        **({"citizens_no_pass": quote["citizens_no_pass"]} if "citizens_no_pass" in quote else {}),
        # the rooms beyond the rule's count (sandbox/room_choice.py): the travellers' prices + this = the total
        **({"room_supplement_usd": extra["total_usd"]} if extra else {}),
        "total_usd": total,
        "average_per_paying_traveller_usd": money(total / max(group.paying_count, 1)),
        **group.describe(),
        # the transport the price is for: a change_transport to self-drive is the group driving itself
        # (relay 27 req 11: -30 per adult for self-drive and the result still said "driver")
        **({"transport": "self_drive"} if _drives_itself(items) else {}),
        # who sleeps in which room, counted as the price counts them, and its words (sandbox/rooms.py): the
        # rule's rooms, or the traveller's with the supplement for those beyond the rule's count
        **({} if own else rooms_view(group, language, chosen, extra)),
        "duration_days": days,
        "pickup_required": not (group.self_drive or _drives_itself(items)),
    }


def booking_total(
    trip: T,
    group: Group,
    labels: list[str],
    custom_items: list[dict[str, Any]],
    discount_code: Optional[str],
    student: bool,
    loyalty_points: int,
    today: date,
    custom_lookup: dict[str, dict[str, Any]],
    joins_away: bool = False,
    citizens: int = 0,
    language: str = "EN",
    mobility: bool = False,
    rooms: Optional[list[dict[str, Any]]] = None,
    leg_from: Optional[str] = None,
    leg_to: Optional[str] = AS_PICKUP,
    ends_away: Optional[bool] = None,
) -> dict[str, Any]:
    items = list(custom_items)
    for label in labels:
        if label in custom_lookup:  # a saved customizeTrip variant
            items.extend(custom_lookup[label]["customizations"])
        else:
            items.append(price_label(trip, label, language, transfer_credit(trip, group, joins_away) > 0))
    priced = group_price(
        trip, group, items, joins_away, citizens, mobility, language, rooms, leg_from, leg_to, ends_away
    )
    subtotal = priced["total_usd"]
    pct, code = 0, None
    if discount_code:
        found, reason = check_code(discount_code, today, trip["region"], group.people_count)
        if not found:
            raise ApiError(400, "INVALID_DISCOUNT_CODE", reason)
        pct, code = found["pct"], found["code"]
    if student and STUDENT_PCT > pct:
        pct, code = STUDENT_PCT, code or "STUDENT"
    discount = percent(subtotal, pct)
    loyalty = money(min(loyalty_points / LOYALTY_POINTS_PER_USD, (subtotal - discount) * 0.5))
    total = money(subtotal - discount - loyalty)
    return {
        **priced,
        "subtotal_usd": subtotal,
        "discount_code": code,
        "discount_pct": pct,
        "discount_usd": discount,
        "loyalty_usd": loyalty,
        "total_usd": total,
    }
