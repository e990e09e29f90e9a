"""What a pickup does to the price, said in the traveller's language (issue 37, relays 15 and 20).

One rule for every price (suggestions, calculateCustomTrip, previewBooking, createBooking, changes): the
transfer from the route's start is paid only by a group picked up there. A group picked up at the
destination, or at the pier where it may join, pays the package price less the trip's ``transfer_usd``
per adult (children by their band). changePickup moves a reserved booking's price with it; a paid
booking's move to or from the destination is a priced change (previewReschedule ``pickup_location``:
the refund or top-up a traveller who leaves or joins gets). A pickup in a known town off the route within
reach of a join point is an extra priced leg there and back to the nearer one (sandbox/data/join_points.py: at
the destination, the price less the transfer plus the leg; the same rule for its price and its changes); a town beyond reach (or no town we know) is refused, naming the nearest start."""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any, Optional

from sandbox.booked_pickup import joined_now
from sandbox.data.getting_there import (
    ROUTES,
    extra_leg,
    in_destination,
    join_place,
    joins_on_the_way,
    names_a_place,
    pickup_city,
)
from sandbox.data.join_points import join_points
from sandbox.data.road_hours import AS_PICKUP, road_hours
from sandbox.data.trips import TRIPS_BY_ID
from sandbox.errors import ApiError
from sandbox.i18n import tr
from sandbox.i18n.leg_texts import LEG_NO_ROAD, LEG_TOO_FAR
from sandbox.operator_notes import tell_operator
from sandbox.policy import EXTRA_LEG_REACH_HOURS, money

# (EN, KH, ZH)
AT_DESTINATION = (
    "The price is unchanged: it already leaves out the transfer from {city}, as the group is picked up at the "
    "destination.",
    "តម្លៃមិនប្ដូរទេ៖ តម្លៃនេះមិនរួមបញ្ចូលការដឹកជញ្ជូនពី {city} រួចហើយ ព្រោះក្រុមត្រូវបានទទួលនៅទិសដៅ។",
    "价格不变：价格已不含从{city}出发的接送，因为团队在目的地接您。",
)
ELSEWHERE = (
    "The price is unchanged: a new pickup place does not change the package price.",
    "តម្លៃមិនប្ដូរទេ៖ កន្លែងទទួលថ្មីមិនប្ដូរតម្លៃកញ្ចប់ទេ។",
    "价格不变：更换接送地点不会改变套餐价格。",
)
MOVED_AWAY = (
    "The price is now {total} USD (was {was}): picked up at the destination, the group does not use the "
    "transfer from {city} ({part} USD per adult, children by their price band).",
    "តម្លៃឥឡូវ {total} USD (មុន {was})៖ ទទួលនៅទិសដៅ ក្រុមមិនប្រើការដឹកជញ្ជូនពី {city} ទេ ({part} USD ក្នុងមនុស្សពេញវ័យម្នាក់ កុមារតាមកម្រិតតម្លៃរបស់ខ្លួន)។",
    "价格现为 {total} 美元（原 {was}）：在目的地接送，团队不使用从{city}出发的接送（每位成人 {part} 美元，儿童按其价格档）。",
)
MOVED_BACK = (
    "The price is now {total} USD (was {was}): the pickup is on the transfer from {city}, which adds "
    "{part} USD per adult (children by their price band).",
    "តម្លៃឥឡូវ {total} USD (មុន {was})៖ ការទទួលស្ថិតលើការដឹកជញ្ជូនពី {city} ដែលបន្ថែម {part} USD ក្នុងមនុស្សពេញវ័យម្នាក់ (កុមារតាមកម្រិតតម្លៃរបស់ខ្លួន)។",
    "价格现为 {total} 美元（原 {was}）：接送包含从{city}出发的行程，每位成人加 {part} 美元（儿童按其价格档）。",
)
# a pickup moved to or from a town off the route: its extra transfer leg there and back (sandbox/data/road_hours.py)
MOVED_TO_LEG = (
    "The price is now {total} USD (was {was}): it holds the extra transfer from {town} and back ({part} USD per "
    "adult, children by their price band).",
    "តម្លៃឥឡូវ {total} USD (មុន {was})៖ រួមការដឹកជញ្ជូនបន្ថែមពី{town} ទៅមក ({part} USD ក្នុងមនុស្សពេញវ័យម្នាក់ កុមារតាមកម្រិតតម្លៃរបស់ខ្លួន)។",
    "价格现为 {total} 美元（原 {was}）：含从{town}往返的额外接送（每位成人 {part} 美元，儿童按其价格档）。",
)
MOVED_OFF_LEG = (
    "The price is now {total} USD (was {was}): the pickup is on the route, with no extra transfer leg.",
    "តម្លៃឥឡូវ {total} USD (មុន {was})៖ ការមកទទួលស្ថិតលើផ្លូវដំណើរ គ្មានការដឹកជញ្ជូនបន្ថែមទេ។",
    "价格现为 {total} 美元（原 {was}）：接送在路线上，没有额外接送。",
)
# the leg's ends when they are not one town there and back (sandbox/totals.py ``extra_leg`` ``ends``)
MOVED_LEG_ENDS = (
    "The price is now {total} USD (was {was}): it holds {ends}.",
    "តម្លៃឥឡូវ {total} USD (មុន {was})៖ រួម{ends}។",
    "价格现为 {total} 美元（原 {was}）：含{ends}。",
)
LEG_END = (
    "the extra transfer from {a} to {b} ({price} USD per adult, children by their price band)",
    "ការដឹកជញ្ជូនបន្ថែមពី{a} ទៅ{b} ({price} USD ក្នុងមនុស្សពេញវ័យម្នាក់ កុមារតាមកម្រិតតម្លៃរបស់ខ្លួន)",
    "从{a}到{b}的额外接送（每位成人 {price} 美元，儿童按其价格档）",
)
AND = (" and ", " និង ", "及")
_COLUMN = {"EN": 0, "KH": 1, "ZH": 2}
AIRPORT = re.compile(r"airport|flight|机场|航班|ព្រលានយន្តហោះ|ជើងហោះហើរ", re.IGNORECASE)
TIME_STAYS = (
    "The pickup time stays {time}: ask the traveller when their flight lands and call changePickup again "
    "with time (when they can meet the driver)."
)


def joins_away(trip_id: str, pickup: Optional[str], departure_city: Optional[str]) -> bool:
    """The group is picked up at the destination or the pier where it may join, not at the route's start:
    the one test of whether a price includes the transfer from the start (sandbox/totals.py). The join
    point is the pickup, else the session's departure city (as every pickup text reads it)."""
    place = join_place(trip_id, pickup, departure_city)
    return bool(place) and joins_on_the_way(trip_id, str(place))


def price_after_pickup_change(
    trip_id: str,
    pickup: str,
    departure_city: Optional[str],
    language: str,
    change: Optional[tuple[float, float]] = None,
    leg_before: Optional[str] = None,
    priced_leg: Optional[dict[str, Any]] = None,
    transfer_moved: Optional[float] = None,
) -> dict[str, Any]:
    """``price_unchanged`` and ``price_note`` (why, in ``language``) for a changePickup result; ``change``:
    (total before, total after) when the move changed whether the transfer from the start (or an extra leg:
    ``leg_before``, a town of the leg before) is paid; ``priced_leg``: the price's ``extra_leg`` after it (each
    end said as priced); ``transfer_moved``: one adult's transfer credit gained or lost (the legs of the
    transfer from the start the group now rides or not), else the whole ``transfer_usd``)."""
    column = _COLUMN.get(language, 0)
    place = join_place(trip_id, pickup, departure_city) or pickup
    meets_there = in_destination(trip_id, place) or joins_on_the_way(trip_id, place)
    city = tr(ROUTES[trip_id].from_city, language)
    out: dict[str, Any] = {"price_unchanged": change is None, "meets_at_destination": meets_there}
    if change is None:
        out["price_note"] = (AT_DESTINATION if meets_there else ELSEWHERE)[column].format(city=city)
        return out
    was, total = change
    words = MOVED_AWAY if meets_there else MOVED_BACK
    part = f"{float(TRIPS_BY_ID[trip_id].get('transfer_usd') or 0) if transfer_moved is None else transfer_moved:.2f}"
    ends = list((priced_leg or {}).get("ends") or [])
    town, said = "", ""
    if ends or (leg_before and not meets_there):  # the leg's own words, never the transfer's
        part = f"{sum(float(e['per_adult_usd']) for e in ends):.2f}"
        words = MOVED_TO_LEG if (priced_leg or {}).get("both_ways") else MOVED_LEG_ENDS if ends else MOVED_OFF_LEG
        town = tr(ends[0]["from"], language) if ends else ""
        said = AND[column].join(
            LEG_END[column].format(a=tr(e["from"], language), b=tr(e["to"], language), price=f"{e['per_adult_usd']:g}")
            for e in ends
        )
    out.update(price_change_usd=money(total - was), total_usd=total, previous_total_usd=was)
    fill = {"total": f"{total:.2f}", "was": f"{was:.2f}", "city": city, "part": part, "town": town, "ends": said}
    out["price_note"] = words[column].format(**fill)
    return out


def pickup_time_words(pickup: str, time: Optional[str], kept: Optional[str]) -> dict[str, Any]:
    """What changePickup says of the day-1 time (relay 20 req 54: the 13:30 pickup kept for a 09:40 landing):
    the time the traveller gave, or for an airport the time that stays and a request for the landing time."""
    if time:
        return {"pickup_time_set": time}
    if AIRPORT.search(pickup):
        return {"pickup_time_stays": kept, "pickup_time_note": TIME_STAYS.format(time=kept or "as booked")}
    return {}


def refuse_price_change(
    trip_id: str,
    pickup: str,
    joins: bool,
    difference: float,
    leg: Optional[str] = None,
    drop_off: Optional[str] = None,
    moved: bool = True,
) -> ApiError:
    """A paid booking's pickup (or drop-off: ``drop_off``) whose move changes its price (to or from the
    destination, an end of an extra leg priced or freed) is a change priced and paid (or refunded) like any
    other, through previewReschedule's quote (as a traveller leaving is), never changed here with the money
    left unsaid. ``moved``: the pickup itself moves (else only the drop-off)."""
    r = ROUTES[trip_id]
    what = "frees" if difference < 0 else "adds"
    after = extra_leg(trip_id, pickup if moved else drop_off)
    town = after.town if after else leg  # the leg after the move, else the one it frees
    ride = f"the extra transfer leg from {town}" if town else f"the transfer from {r.from_city}"
    ride = f"the extra transfer leg to {town}" if town and not moved else ride
    asked = {**({"pickup_location": pickup} if moved else {}), **({"drop_off_location": drop_off} if drop_off else {})}
    move = " and ".join(f"the {k.split('_')[0].replace('drop', 'drop-off')} to {v}" for k, v in asked.items())
    inputs = " and ".join(f"{k} '{v}'" for k, v in asked.items())
    return ApiError(
        409,
        "PICKUP_CHANGES_PRICE",
        f"Moving {move} {what} {ride} ({abs(difference):.2f} USD for the "
        f"group): it is a priced change. The booking's {'pickup and drop-off are' if drop_off else 'pickup is'} "
        "unchanged.",
        {
            "price_difference_usd": difference,
            "next_step": f"Call previewReschedule with {inputs}, tell the traveller its amount and "
            "refund terms, and confirm it only after their yes.",
        },
    )


def refuse_outside_route(
    trip_id: str,
    pickup: str,
    departure_city: Optional[str],
    retry: str = "changePickup",
    kept: str = "The booking's pickup is unchanged.",
) -> None:
    """A pickup in another city or province than the trip's start (or the destination, or the pier where
    the group may join) is refused with the reason and what to do (relay 19 req 44: Phnom Penh to Kampong
    Thom was kept "no charge, pickup time stays 07:30" though the trip starts in Phnom Penh): the
    transfer from there is not in the package, so the pickup can neither stay at its time nor its price.
    previewBooking, createBooking and modifyBooking refuse the same pickups (a booking never holds one that
    changePickup would refuse): ``retry`` names the call to make again with a place on the route, ``kept``
    what stayed as it was."""
    place = join_place(trip_id, pickup, departure_city) or pickup
    city, kind = pickup_city(trip_id, place)
    if kind != "other":  # on the route, or a town within reach: an extra priced leg (``leg``)
        return
    r = ROUTES[trip_id]
    where = r.destination.split(",")[0]
    hours = road_hours(str(city), r.from_city)
    reach = f"{EXTRA_LEG_REACH_HOURS:g}"
    why = LEG_TOO_FAR.format(hours=f"{hours:g}", start=r.from_city, reach=reach) if hours is not None else ""
    why = why or LEG_NO_ROAD.format(start=r.from_city)
    points = reachable_points(trip_id, str(city))
    named = "; ".join(
        f"{p['town']} ({p['is']}{', about ' + format(p['road_hours'], 'g') + ' h by road' if 'road_hours' in p else ''})"
        for p in points
    )
    raise ApiError(
        409,
        "PICKUP_OUTSIDE_ROUTE",
        f"The pickup cannot be in {city}: this trip starts from {r.from_city} ({why}; the nearest start is "
        f"{r.from_city}), so the pickup would not be at its time or price. The group can be joined in: {named}. "
        f"{kept}",
        {
            "pickup_city": city,
            "trip_starts_from": r.from_city,
            "nearest_start": r.from_city,
            **({"road_hours_to_start": hours} if hours is not None else {}),
            "extra_leg_reach_hours": EXTRA_LEG_REACH_HOURS,
            "group_can_join_in": where,
            # every place the group can be joined, nearest by road first (the start on a tie)
            "join_points": points,
            "next_step": f"Tell the traveller where the group can be joined ({named}): travel to one of these "
            f"(give a place there, e.g. their hotel, as the pickup); then call {retry} with that place.",
        },
    )


def reachable_points(trip_id: str, city: str) -> list[dict[str, Any]]:
    """Every place a group can join the trip (its start, the pier its ferry leaves from, its destination
    town: sandbox/data/join_points.py), each with what it is and its road hours from ``city`` when a road
    reaches it, nearest first (no road: last; the start first on a tie)."""
    r = ROUTES[trip_id]
    towns = [(r.from_city, "the trip's start"), *([(r.via, "the pier the group's boat leaves from")] if r.via else [])]
    towns += [(t, "the destination, as the group arrives on day 1") for t in join_points(trip_id)[1:]]
    points = [
        {"town": town, "is": kind, **({"road_hours": h} if (h := road_hours(city, town)) is not None else {})}
        for town, kind in dict(towns).items()
    ]
    return sorted(points, key=lambda p: (p.get("road_hours") is None, p.get("road_hours") or 0.0))


def drop_leg_of(spec: dict[str, Any]) -> Optional[str]:
    """The town off the route a price's drop-off end reaches (sandbox/totals.py): ``extra_leg_to`` when the
    booking ends elsewhere than its pickup (None: on the route), else ``AS_PICKUP`` (the pickup's town)."""
    return spec["extra_leg_to"] if "extra_leg_to" in spec else AS_PICKUP


def drop_leg_now(spec: dict[str, Any]) -> Optional[str]:
    """The drop-off end's town a booking's price holds now (None: no drop-off end)."""
    town = drop_leg_of(spec)
    return spec.get("extra_leg_from") if town == AS_PICKUP else town


def with_drop_leg(
    spec: dict[str, Any], trip_id: str, drop: Optional[str], here: Optional[str], kept: dict[str, Any]
) -> dict[str, Any]:
    """``spec`` with the drop-off end of a booking that ends at ``drop`` (None: at its pickup, there and
    back): the town off the route it reaches, read as a pickup is (a place naming no town keeps the drop-off
    end of ``kept``, the booking's request before the change), and ``ends_on_the_way``: whether it ends away
    from the route's start (the leg back from the destination not ridden: sandbox/totals.py
    ``transfer_credit``)."""
    out = {k: v for k, v in spec.items() if k not in ("extra_leg_to", "ends_on_the_way")}
    if drop is not None:
        out["extra_leg_to"] = leg_town(trip_id, drop, here, drop_leg_now(kept))
        # a drop-off naming no place ("Hotel lobby", the old pickup kept) ends where the booking ended before
        ended = kept.get("ends_on_the_way", kept.get("joins_on_the_way", False))
        out["ends_on_the_way"] = joins_away(trip_id, drop, here) if names_a_place(trip_id, drop) else bool(ended)
    return out


def moved_pickup(trip_id: str, booking: Any, asked: Optional[str], spec: dict[str, Any]) -> Optional[str]:
    """The pickup after a previewReschedule (``asked``, else the booking's own): a place outside the route is
    refused as changePickup refuses it, and ``spec`` records whether the group now joins away from the start
    (its price then leaves out the transfer part; moving back to the start pays it again)."""
    new = (asked or "").strip()
    if not new or new == booking.pickup_location:
        return booking.pickup_location
    here = joined_now(trip_id, booking)  # a place naming no city: read where the booking joins now
    refuse_outside_route(trip_id, new, here)
    spec["joins_on_the_way"] = joins_away(trip_id, new, here)
    spec["extra_leg_from"] = leg_town(trip_id, new, here, booking.request.get("extra_leg_from"))  # priced or freed
    return new


def moved_drop_off(
    trip_id: str, booking: Any, pickup: Optional[str], asked: Optional[str]
) -> tuple[Optional[str], bool]:
    """(the drop-off after a previewReschedule, None when the trip ends at its pickup; whether it moved): the
    one asked (a place outside the route refused as a pickup is), else the booking's, which a moved pickup
    keeps (its old pickup)."""
    before = booking.drop_off_location or booking.pickup_location
    new = (asked or "").strip()
    if new and new != before:
        refuse_outside_route(trip_id, new, joined_now(trip_id, booking), "previewReschedule", "Nothing was quoted.")
    drop = new or booking.drop_off_location or (booking.pickup_location if pickup != booking.pickup_location else None)
    drop = drop if drop != pickup else None
    return drop, (drop or pickup) != before


def moved_to(booking: Any, trip_id: str, pickup: str, drop_off: Optional[str], now: datetime) -> None:
    """A confirmed change moved the booking's pickup: the booking holds the new place (read, when it names no
    city, where the booking joined before: ``joins_in``) and the operator is told (an operator note, as
    changePickup does: sandbox/operator_notes.py; never a special request item)."""
    old = booking.pickup_location
    booking.joins_in = joined_now(trip_id, booking)
    booking.pickup_location, booking.drop_off_location = pickup, drop_off
    booking.pickup_time = None if pickup != old else booking.pickup_time  # a new place: its own time
    tell_operator(booking, f"Pickup changed to {pickup} (was {old or 'not set'})", now)


def quoted_join(trip_id: str, pickup: Optional[str], departure_city: Optional[str], tool: str) -> bool:
    """Whether a quote of ``tool`` is priced without the transfer from the route's start: the one reading
    of the join point for calculateCustomTrip, customizeTrip, previewBooking and createBooking (relay 24
    req 10/14: a group joining at the destination was quoted the transfer by calculateCustomTrip, then
    credited it by previewBooking). A pickup outside the route is refused, as previewBooking refuses it."""
    place = (pickup or "").strip() or None
    if place:
        refuse_outside_route(trip_id, place, departure_city, tool, "Nothing was quoted or reserved.")
    return joins_away(trip_id, place, departure_city)


def leg_town(
    trip_id: str, pickup: Optional[str], departure_city: Optional[str], kept: Optional[str] = None
) -> Optional[str]:
    """The town off the route an extra transfer leg starts from (a pickup there within reach), else None: read
    at the join point every pickup text reads (the pickup, else the departure city): the one reading of the
    leg for suggestions, calculateCustomTrip, previewBooking, createBooking and every change. ``kept``: the
    booking's own leg town, which a new pickup naming no place keeps (a petrol station in the same town is
    no move back to the route's start), never the session's departure city (an unnamed pickup is not
    guessed in a province)."""
    place = (pickup or "").strip() or None
    if kept and place and not names_a_place(trip_id, place):
        return kept
    leg = extra_leg(trip_id, join_place(trip_id, place, departure_city))
    return leg.town if leg else None
