"""A change of a paid booking, priced with the function a new booking uses (issue 37).

:func:`propose` turns a previewReschedule body into the booking after the change: its dates,
group (who joins, who leaves), length (extra or removed days), added activities, and the price
of that booking by ``sandbox.routes.bookings.price`` (createBooking's own pricing). The route then
nets ``price(after) - price(before)`` with the refund tier (``sandbox.policy.change_amounts``).

:func:`snapshot` / :func:`restore` keep the booking as it was before a change whose top-up is not
paid yet, so ``withdrawTopUp`` (and a cancellation) can put it back with nothing charged.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any, Optional

from fastapi import Request

from sandbox.add_on_people import check, every_adult_usd, kept_takers, mark
from sandbox.add_on_removal import companion_kept, removed
from sandbox.booked_pickup import joined_now, kept_time, read_in
from sandbox.booked_plan import booked_plan, needs_mobility, plan_said
from sandbox.change_models import AddOn, ReschedulePreviewBody
from sandbox.citizen_joiners import citizens_after, mark_joiners
from sandbox.data.addable import find_addable
from sandbox.data.pricing import DAY_MARK, add_on_name
from sandbox.data.trips import T
from sandbox.day_need import changed_need, with_need
from sandbox.deps import language_of
from sandbox.errors import ApiError, invalid
from sandbox.group import Group, group_from_spec
from sandbox.held_add_ons import now_included
from sandbox.i18n import trf
from sandbox.i18n.plan_texts import FIRST_DAY_MOVE, FIRST_DAY_STAYS
from sandbox.own_stay import with_own_stay
from sandbox.park_pass import own_parts
from sandbox.pickup_price import moved_drop_off, moved_pickup, with_drop_leg
from sandbox.placed_days import said_moved, to_placed_days
from sandbox.plan_parts import compact_days, cut_said, moved_said, removed_days
from sandbox.policy import money
from sandbox.quote_lines import PASS_LEFT_OUT
from sandbox.relength import refuse_length, relength
from sandbox.room_choice import arranged, kept, same
from sandbox.routes.bookings import price
from sandbox.routes.common import plan_of, trip_or_404
from sandbox.store import Booking
from sandbox.transport_switch import switched

# What a booking holds that a change can change (and withdrawTopUp puts back).
SNAPSHOT_FIELDS = (
    "travel_date",
    "end_date",
    "people_count",
    "total_usd",
    "pricing",
    "request",
    "plan_days",
    "pickup",
    "drop_off",
    "charges_usd",
    "change_fees_usd",
    "kept_for",
    "tier_date",
    "last_change",
    "special_request_items",
    "special_requests",
    "named_travellers",
    "swap_allowance",
    "swap_kept",
    "swap_extra",
    "pickup_location",
    "pickup_time",
    "drop_off_location",
    "joins_in",
)


@dataclass
class Proposal:
    """The booking after a change, priced."""

    trip: T
    travel: date
    end: date
    group: Group
    spec: dict[str, Any]
    pricing: dict[str, Any]
    plan_days: list[dict[str, Any]]
    shown: dict[str, Any]  # the plan as a quote says it: days with their meals, what is included (booked_plan.py)
    pickup: dict[str, Any]
    drop_off: dict[str, Any]  # where and when the trip ends after the change (the plan's drop_off)
    changed: list[str]  # "dates", "group", "length", "activity"
    added: list[str]  # the booking's added activities (as asked), the day marks left out
    joining: list[dict[str, Any]]
    leaving: list[dict[str, Any]]
    discount_dropped: Optional[str] = None
    taken_off: list[dict[str, Any]] = field(default_factory=list)  # add-ons removed, each with its words
    left_out: list[dict[str, Any]] = field(default_factory=list)  # children left out to keep the company rule
    shorter: dict[str, Any] = field(default_factory=dict)  # a shorter trip: removed_days, price_saved_usd
    pickup_location: Optional[str] = None  # the booking's pickup place after the change
    drop_off_location: Optional[str] = None  # where it ends, when not at the pickup
    placed: list[dict[str, Any]] = field(default_factory=list)  # the activities it adds: day and part of the day
    included: list[dict[str, Any]] = field(default_factory=list)  # add-ons the new plan holds, the booked one not


def snapshot(booking: Booking) -> dict[str, Any]:
    return {name: copy.deepcopy(getattr(booking, name)) for name in SNAPSHOT_FIELDS}


def restore(booking: Booking, before: dict[str, Any]) -> None:
    for name in SNAPSHOT_FIELDS:
        if name in before:  # a snapshot taken before a field was kept leaves it as it is
            setattr(booking, name, copy.deepcopy(before[name]))


def changed_group(current: Group, body: ReschedulePreviewBody) -> Group:
    """The group after the change: who joins and who leaves, or (older callers) a new head count,
    where more people are adults joining and fewer are adults leaving."""
    adults = current.adults + body.add_adults - body.remove_adults
    kids = list(current.children_ages)
    for age in body.remove_children_ages:
        if age not in kids:
            raise invalid(
                f"No child aged {age} is on this booking (children's ages: {kids or 'none'}).",
                {"remove_children_ages": body.remove_children_ages},
            )
        kids.remove(age)
    kids += body.add_children_ages
    named = body.add_adults or body.remove_adults or body.add_children_ages or body.remove_children_ages
    if body.remove_who and not (body.remove_adults or body.remove_children_ages):
        raise invalid("remove_who names who leaves: give remove_adults or remove_children_ages too.")
    if body.people_count is not None and not named:
        more = body.people_count - current.people_count
        if more < 0 and current.children_ages:
            raise invalid(
                "Say who leaves: remove_adults, or remove_children_ages with each child's age (a child "
                "and an adult do not cost the same).",
                {"people_count": body.people_count, "children_ages": list(current.children_ages)},
            )
        adults += more
    elif body.people_count is not None and body.people_count != adults + len(kids):
        raise invalid(
            f"people_count {body.people_count} does not match the group after the change "
            f"({adults} adult(s) + {len(kids)} child(ren)); leave people_count out.",
            {"people_count": body.people_count},
        )
    if adults < 1:
        raise invalid("At least one adult must travel.", {"adults_after": adults})
    return Group(adults=adults, children_ages=tuple(kids), transport=body.transport or current.transport)


def _people(group: Group, trip: T, per_adult: float, passes: float = 0.0) -> list[dict[str, Any]]:
    """Each traveller's price for one (non-citizen) adult's price, by the booking's price function (sandbox/group.py
    ``share``: the pass is each traveller's own part); ``passes`` (the pass the plan needs beyond the trip's,
    sandbox/park_pass.py) only in the prices from 12: under-12s enter free."""
    travellers = group.quote(per_adult - passes, *own_parts(trip))["travellers"]
    return [
        {**t, "price_usd": money(t["price_usd"] + passes)}
        if t.get("band") != "child" and t.get("age") is None or t.get("band") == "adult_rate"
        else t
        for t in travellers
    ]


def _leavers(request: Request, booking: Booking, trip: T, current: Group, leaves: Group) -> list[dict[str, Any]]:
    """Who leaves, each with what their leaving frees: their own price and the add-ons they took, priced by
    the booking's own function one leaver at a time (relay 26 req 50: a leaver's 552 beside a freed 582, his
    $30 cruise left out), so together they are the freed price of a change that only removes them."""
    group, out = current, []
    spec = {**booking.request, **group.describe()}
    before = _priced(request, booking, trip, spec)[0]["total_usd"]
    for person in _people(leaves, trip, 0.0):
        kids = list(group.children_ages)
        if person["who"] == "child":
            kids.remove(person["age"])
        adults = group.adults - (person["who"] == "adult")
        group = Group(adults=adults, children_ages=tuple(kids), transport=group.transport)
        rooms = kept(booking.request.get("rooms"), current, group)  # the arranged rooms without them
        # their add-ons as the change keeps them: children under 12 left with nobody 16+ are left out too
        labels = companion_kept(kept_takers(list(spec.get("customizations") or []), group), "EN")[0]
        after = _priced(request, booking, trip, {**spec, **group.describe(), "rooms": rooms, "customizations": labels})
        after = after[0]["total_usd"]
        out.append({**person, "price_usd": money(float(before) - float(after))})
        before = after
    return out


def _difference(before: Group, after: Group) -> tuple[Group, Group]:
    """(who joins, who leaves) between two groups."""
    kids_before, kids_after = list(before.children_ages), list(after.children_ages)
    joining = list(kids_after)
    leaving = []
    for age in kids_before:
        if age in joining:
            joining.remove(age)
        else:
            leaving.append(age)
    return (
        Group(adults=max(after.adults - before.adults, 0), children_ages=tuple(joining)),
        Group(adults=max(before.adults - after.adults, 0), children_ages=tuple(leaving)),
    )


def _asked(add_on: Any, body: ReschedulePreviewBody, group: Group) -> tuple[str, Optional[int], str]:
    """An add-on asked for: its name, its day and who takes part (its own, else the body's; checked
    against the group after the change), as the label's part (sandbox/add_on_people.py)."""
    if isinstance(add_on, str):
        add_on = AddOn(activity=add_on)
    own = add_on.for_adults is not None or add_on.for_children_ages is not None
    adults, ages = (add_on.for_adults, add_on.for_children_ages) if own else (body.for_adults, body.for_children_ages)
    check(group, adults, ages)
    return add_on.activity, add_on.day or body.day, mark(adults, ages)


def _priced(request: Request, booking: Booking, trip: T, spec: dict[str, Any]) -> tuple[dict[str, Any], Optional[str]]:
    """createBooking's price of ``spec``, with the discount as of the booking's own date; a code the
    changed group no longer qualifies for is dropped (as a new booking could not use it)."""
    today = booking.created_at.date()
    # the plan priced is the plan shown: a mobility need places the add-ons (and the pass their days need)
    mobility = needs_mobility(booking)
    try:
        return price(request, trip, spec, today=today, mobility=mobility), None
    except ApiError as exc:
        if exc.code != "INVALID_DISCOUNT_CODE":
            raise
        return price(request, trip, {**spec, "discount_code": None}, today=today, mobility=mobility), exc.message


def _first_day(request: Request, body: ReschedulePreviewBody, travel: date, end: date, length: int) -> ApiError:
    """remove_day day 1 refused: why, and a start a day later (one day shorter while a full day can go)."""
    later = (travel + timedelta(days=1)).isoformat()
    shorter = length > 2  # a full day between the arrival and the departure (sandbox/plan.py)
    step: dict[str, Any] = {"new_travel_date": later, **({"remove_day": {"day": 2}} if shorter else {})}
    ends = end if shorter else end + timedelta(days=1)
    says = trf(
        FIRST_DAY_STAYS if shorter else FIRST_DAY_MOVE,
        language_of(request, body.language),
        later=later,
        end=ends.isoformat(),
    )
    return invalid(says, {"remove_day": 1, "next_step": step})


def propose(request: Request, booking: Booking, body: ReschedulePreviewBody) -> Proposal:
    """The booking after the change in ``body``, priced; a length the plan cannot have is refused."""
    trip = trip_or_404(request, booking.trip_id)
    current = group_from_spec(booking.request)
    group = changed_group(current, body)
    old_start, old_end = date.fromisoformat(booking.travel_date), date.fromisoformat(booking.end_date)
    length = (old_end - old_start).days + 1
    travel = body.new_travel_date or old_start
    named = body.remove_day.day if body.remove_day else None
    if named == 1:  # the start cannot go: the reason and the change that starts a day later (relay 31 req 33)
        raise _first_day(request, body, travel, old_end, length)
    a_day_less = body.remove_day is not None  # {} (no day named): a day less, as an end date a day earlier
    wanted = (body.new_end_date - travel).days + 1 if body.new_end_date else length - a_day_less
    if wanted < 1:
        raise invalid("The new end date is before the new travel date.", {"new_end_date": str(body.new_end_date)})
    if a_day_less and wanted >= length:
        raise invalid(
            "remove_day makes the trip shorter: give no new_end_date, or an earlier one.", {"days_asked": wanted}
        )
    booked_labels = was = list(booking.request.get("customizations") or [])
    if body.transport:  # the transport asked for replaces the booked one, a change_transport label too
        booked_labels = switched(trip["id"], booking, body, booked_labels)
    # the day named goes (day_drop.py); add-ons keep their days (renumbered: plan.py), placed again when it goes
    resize = [*booked_labels, f"remove_day:{length - wanted}{DAY_MARK}{named}"] if named else None
    labels = kept_takers(resize or relength(booked_labels, wanted - length), group)  # who leaves stops taking part
    lang = language_of(request, body.language)
    labels, taken_off = removed(trip["region"], labels, group, body.remove_activities, lang)  # remove_activities
    labels, left_out = companion_kept(labels, lang)  # children under 12 with nobody 16+ left: out of that add-on
    asked = [_asked(a, body, group) for a in body.add_activities]
    labels += [f"add_activity:{name}" + (f"{DAY_MARK}{day}" if day else "") + who for name, day, who in asked]
    labels = with_need(with_own_stay(labels, body.remove_hotel), was, changed_need(booking, body))  # own_stay, day_need
    # who sleeps where: the traveller's new rooms, else the booking's arranged rooms kept (sandbox/room_choice.py)
    rooms = arranged(group, [r.model_dump() for r in body.rooms]) if body.rooms is not None else None
    rooms = rooms or kept(booking.request.get("rooms"), current, group)
    spec = {**booking.request, **group.describe(), "customizations": labels, "rooms": rooms}
    spec["cambodian_citizens"] = citizens_after(booking.request, body)  # who joins as a new booking describes them
    pickup = moved_pickup(trip["id"], booking, body.pickup_location, spec)
    # the trip keeps ending where it did when only the pickup moves (as changePickup keeps it), unless the
    # change names a drop-off: each end of an extra leg is priced on its own (sandbox/pickup_price.py)
    drop, ended = moved_drop_off(trip["id"], booking, pickup, body.drop_off_location)
    spec = with_drop_leg(spec, trip["id"], drop, joined_now(trip["id"], booking), booking.request)
    # the plan as getTripItinerary shows it once the change is made: the one function both read
    _, plan, booked = booked_plan(
        request,
        spec["trip_id"],
        spec,
        language_of(request, body.language),
        mobility=needs_mobility(booking),
        pickup_location=pickup,
        drop_off_location=drop,
        travel_date=travel,
        # where the booking is read in after the change (a moved pickup: where it joined before, as moved_to keeps)
        departure_city=joined_now(trip["id"], booking) if pickup != booking.pickup_location else read_in(booking),
        special_requests=booking.special_requests,
        pickup_time=kept_time(booking, pickup),  # the booking's pickup time while its place stays
    )
    _refuse_planned(trip, plan, [name for name, _, _ in asked])
    refuse_length(plan, wanted, length)
    moved_from = to_placed_days(plan, asked, labels)  # one day in every view: the day it is placed on
    pricing, dropped = _priced(request, booking, trip, spec)
    own_moved = plan["own_stay"] != plan_of(request, spec["trip_id"], was)[1]["own_stay"]  # remove_hotel (own_stay.py)
    changed = [
        word
        for word, moved in (
            ("dates", travel != old_start),
            ("group", group.describe() | {"transport": ""} != current.describe() | {"transport": ""}),
            ("transport", group.transport != current.transport),
            ("length", wanted != length),
            ("activity", bool(body.add_activities or taken_off or left_out)),
            ("pickup", pickup != booking.pickup_location),
            ("drop_off", ended),
            # only the rooms: an extra room after paying is a change with its top-up (price(after) - price(before))
            (
                "rooms",
                group == current and not own_moved and not same(pricing.get("rooms"), booking.pricing.get("rooms")),
            ),
            ("hotel", own_moved),
        )
        if moved
    ]
    joins, leaves = _difference(current, group)
    shorter: dict[str, Any] = {}
    if wanted < length:  # which day goes, what goes with it and what it saves (relay 19 req 0006)
        kept_plan = plan_of(request, spec["trip_id"], labels, group=group)[1]
        shorter["removed_days"] = removed_days(trip, kept_plan, language_of(request, body.language))
        if moved := moved_said(kept_plan, language_of(request, body.language)):  # its add-ons: where they go now
            shorter["plan_changes"] = moved
        if cut := cut_said(trip, kept_plan, language_of(request, body.language), booked["drop_off"].get("time")):
            shorter["left_out_by_ride_home"] = cut  # what the moved ride home cuts from a kept day
        if changed == ["length"]:
            shorter["price_saved_usd"] = money(booking.total_usd - float(pricing["total_usd"]))
    return Proposal(
        trip=trip,
        travel=travel,
        end=travel + timedelta(days=wanted - 1),
        group=group,
        spec=spec,
        pricing=pricing,
        plan_days=compact_days(booked),
        shown=plan_said(booked),
        pickup=booked["pickup"],
        drop_off=booked["drop_off"],
        changed=changed,
        added=[add_on_name(c.split(":", 1)[1]) for c in labels if c.startswith("add_activity:")],
        joining=mark_joiners(
            _people(
                joins,
                trip,
                # a joiner takes an add-on only when named: priced without those every adult of the group takes, and
                # as no citizen (the pass every adult, a citizen, leaves out is back in)
                money(
                    pricing["price_per_person_usd"]
                    + float(pricing.get(PASS_LEFT_OUT) or 0)
                    - every_adult_usd(pricing.get("customizations") or [])
                ),
                pricing.get("park_pass_change_per_adult_usd", 0.0),
            ),
            trip,
            pricing,
            body.add_cambodian_citizens,
        )
        if joins.people_count
        else [],
        leaving=_leavers(request, booking, trip, current, leaves) if leaves.people_count else [],
        discount_dropped=dropped,
        taken_off=taken_off,
        left_out=left_out,
        shorter=shorter,
        pickup_location=pickup,
        drop_off_location=drop,
        placed=said_moved(plan, language_of(request, body.language), [name for name, _, _ in asked], moved_from),
        included=now_included(
            trip, plan, language_of(request, body.language), plan_of(request, spec["trip_id"], was)[1]
        ),
    )


def _refuse_planned(trip: T, plan: dict[str, Any], asked: list[str]) -> None:
    """An activity the plan after the change already holds (its booked days, days the same change adds)
    is not sold again (relay 5: the Kampong Phluk boat trip was on day 3 and still offered as a paid
    add-on; relay 20: an added day held it): refused with the day that holds it."""
    for name in asked:
        found = find_addable(trip["region"], name)
        hit = next((h for h in plan["held"] if found is not None and h["activity"] == found.name), None)
        if hit is not None:
            raise invalid(
                f"'{name}' is already in this booking's plan on day {hit['day']} ({hit['held_by']}): "
                "nothing to add or pay.",
                {"add_activities": name, "next_step": "tell the traveller it is already included on that day"},
            )
