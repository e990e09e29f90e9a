"""Prices of customisations, discounts and budget estimates (all USD, per person unless noted)."""

from __future__ import annotations

from typing import Any, Optional

from sandbox.add_on_age_rule import age_rules
from sandbox.add_on_people import FOR_MARK, taking_part
from sandbox.asked_in_plan import day_holding
from sandbox.data.addable import Addable, addable_line, find_addable
from sandbox.data.getting_there import ROUTES, boat_leg
from sandbox.data.hotels import get_hotel, hotel_name, stay_usd, upgrade_usd
from sandbox.data.trips import T
from sandbox.day_need import read_mark
from sandbox.errors import invalid
from sandbox.group import self_drive_credit
from sandbox.i18n import tr, trf
from sandbox.i18n.credit_texts import ALREADY_IN_PLAN, CREDIT_VS_ADD_ON
from sandbox.i18n.price_rule_texts import (
    DAY_RATE,
    DAY_RATE_NIGHT,
    DAY_RATE_NO_TRANSFER,
    DAY_RATE_NO_TRANSFER_PASS,
    DAY_RATE_PASS,
    DAY_RULE,
    DAY_RULE_NIGHT,
    DAY_RULE_NO_TRANSFER,
    DAY_RULE_NO_TRANSFER_PASS,
    DAY_RULE_PASS,
    SELF_DRIVE_LEAVES_OUT,
    SELF_DRIVE_LEAVES_OUT_TRANSFER,
)
from sandbox.policy import money

REMOVE_ACTIVITY_CREDIT = -15.0  # for each activity a removal takes out of the plan (sandbox/removal_credit.py)
TRANSPORT_PRICES = {"private_car": 25.0, "van": 15.0, "bus": -10.0, "flight": 95.0, "boat": 35.0, "tuk_tuk": 0.0}
# change_transport to these means the group drives itself: the transport share is credited
SELF_DRIVE_MODES = ("self_drive", "none", "own_car", "no_transport")

# estimateBudget: per person per day by tier
BUDGET_PER_DAY: dict[str, dict[str, float]] = {
    "budget": {"accommodation": 15.0, "transport": 10.0, "food": 12.0, "activities": 10.0},
    "standard": {"accommodation": 45.0, "transport": 25.0, "food": 25.0, "activities": 30.0},
    "luxury": {"accommodation": 220.0, "transport": 80.0, "food": 70.0, "activities": 90.0},
}


# The share of a day's package price a day more or less moves the price by; the rest of the package
# (transfers, bookings made for the group, the park pass) is the fixed part every length pays (issue 37).
DAY_SHARE = 0.8


def _pass_usd(trip: T) -> float:
    """The adult park pass one adult's package price holds (sandbox/park_pass.py; 0 without one)."""
    found = trip.get("park_pass")
    return float(found.adult_usd) if found is not None else 0.0


def day_base(trip: T) -> float:
    """The part of one adult's package price that is spread over its days: the package without the transfer
    from the route's start (``transfer_usd``), which is one leg whatever the length, and without the adult
    park pass it holds, which is priced by the plan's temple days alone (sandbox/park_pass.py ``kinds_for``,
    never a share per day: a citizen who pays no pass was credited a day's share of it). The one base of the
    day rate, whether the group is picked up at the start or joins at the destination."""
    return money(trip["price_usd"] - float(trip.get("transfer_usd") or 0.0) - _pass_usd(trip))


def spread_rate(trip: T) -> float:
    """``DAY_SHARE`` of a day's share of ``day_base``, in cents: the day rate unless the night is dearer."""
    return money(DAY_SHARE * day_base(trip) / trip["duration_days"])


def day_night(trip: T) -> Optional[dict[str, Any]]:
    """The hotel of the night a day added to the trip needs: an added night is at a hotel the trip's nights use
    (sandbox/plan.py: the one of the night before), so the dearest of them, whichever night the day adds; None
    for a trip without a hotel."""
    found = [h for h in map(get_hotel, trip["hotels"]) if h]
    return max(found, key=lambda h: float(h["rate_usd"])) if found else None


def night_usd(trip: T) -> float:
    """One adult's night (a room shared by two: ``stay_usd``) at :func:`day_night`'s hotel; 0 without one."""
    hotel = day_night(trip)
    return stay_usd([hotel["id"]]) if hotel else 0.0


def day_rate(trip: T) -> float:
    """What one day more (or less) costs one adult: :func:`spread_rate`, at least the night the added day needs
    (:func:`night_usd`), so a day added never costs less than its room. One rate for a day added and a day
    removed, so a day removed gives back exactly what a day added costs, never more. The night never exceeds a
    whole package day (``day_base`` / days, asserted for the catalogue: tests/sandbox/test_day_rate_night.py),
    so a removed day never gives back more than the package's own day."""
    return max(spread_rate(trip), night_usd(trip))


def night_floors(trip: T) -> bool:
    """Whether :func:`day_rate` is the night's room, the package's day share being below it."""
    return night_usd(trip) > spread_rate(trip)


def price_for_days(trip: T, days: int) -> float:
    """One adult's package price for the trip made ``days`` long, the catalogue pass held: a fixed part plus
    ``day_rate`` per day (at least the night each added day needs), equal to the package price at its own length. The pass the plan of ``days`` needs
    comes in its place through ``sandbox/park_pass.py`` (``with_passes``: + its change; a citizen: without
    any), so an adult pays this + the pass change and a citizen this - the catalogue pass. Every path that
    prices a length (suggestions' to_match_duration, calculateCustomTrip, previewBooking, previewReschedule)
    prices through this, so a day added and a day removed move the price by the same amount."""
    return money(trip["price_usd"] + day_rate(trip) * (days - trip["duration_days"]))


def _rate_said(
    trip: T,
    language: str,
    templates: tuple[str, str, str, str],
    floor: str,
    fmt: str,
    joins_away: bool,
    **more: object,
) -> str:
    """A day-rate text (``templates``: with the transfer from the start, without one, each then with the park
    pass taken off too) filled with the rate and the figures it comes from, starting from the price the
    traveller is shown: picked up at the start share x (price - transfer - pass) / days; joining away
    (``joins_away``: the transfer already off the price shown) share x (that price - pass) / days (relay 36
    req 10: "(189 - 24) / 3" beside a quoted 165), amounts formatted ``fmt``. When the night the added day needs
    is dearer (:func:`night_floors`), ``floor`` adds it: "at least the night at <hotel>, <night>"."""
    transfer = float(trip.get("transfer_usd") or 0.0)
    with_transfer = bool(transfer) and not joins_away
    pass_usd = _pass_usd(trip)
    shown = trip["price_usd"] if with_transfer else money(trip["price_usd"] - transfer)
    said = trf(
        templates[(0 if with_transfer else 1) + (2 if pass_usd else 0)],
        language,
        rate=f"{day_rate(trip):.2f}",
        share=f"{DAY_SHARE * 100:g}",
        price=format(shown, fmt),
        transfer=format(transfer, fmt),
        pass_usd=format(pass_usd, fmt),
        days=trip["duration_days"],
        # the leg the transfer figure is, named (relay 33 req 11: "(159 - 16) / 3", 16 unexplained)
        from_city=tr(ROUTES[trip["id"]].from_city, language),
        **more,
    )
    hotel = day_night(trip)
    if hotel is None or not night_floors(trip):
        return said
    # the rate is the night's room: said with its figure, so the figures still give the rate back
    return trf(
        floor, language, said=said.rstrip(".។。"), hotel=hotel_name(hotel, language), night=format(night_usd(trip), fmt)
    )


def day_rule(trip: T, price_usd: float, language: str = "EN", joins_away: bool = False) -> str:
    """A day item's ``price_usd`` in words, in the session's language: the days it adds (removes) times the
    one day rate, and where that rate comes from (the price shown: ``joins_away`` without the transfer; the
    night's room when it is the rate); its figures give back ``price_usd`` (n x rate)."""
    rate = day_rate(trip)
    return _rate_said(
        trip,
        language,
        (DAY_RULE, DAY_RULE_NO_TRANSFER, DAY_RULE_PASS, DAY_RULE_NO_TRANSFER_PASS),
        DAY_RULE_NIGHT,
        ".2f",
        joins_away,
        n=round(abs(price_usd) / rate) if rate else 0,
        sign="+" if price_usd >= 0 else "-",
        amount=f"{abs(price_usd):.2f}",
    )


def self_drive_leaves_out(trip: T, language: str) -> str:
    """What driving oneself takes off, said beside its credit: the driver and vehicle for every day, and the
    transfer from the route's start (the same figure a group joining at the destination is credited:
    sandbox/totals.py ``transfer_credit``), each named once."""
    days = trip["duration_days"]
    per_day = f"{self_drive_credit(trip['tier'], 1):.2f}"
    transfer = float(trip.get("transfer_usd") or 0.0)
    if transfer:
        return trf(SELF_DRIVE_LEAVES_OUT_TRANSFER, language, days=days, per_day=per_day, transfer=f"{transfer:.2f}")
    return trf(SELF_DRIVE_LEAVES_OUT, language, days=days, per_day=per_day)


def day_rate_said(trip: T, language: str = "EN", joins_away: bool = False) -> str:
    """``day_rate`` and where it comes from, short (a suggestion's variant beside its price): the share of a
    day of the package without the transfer from the start and the park pass, with the figures that give the
    rate back, from the price shown (``joins_away``: the package already without the transfer), and the night
    at the trip's hotel when the rate is that night (:func:`night_floors`)."""
    return _rate_said(
        trip,
        language,
        (DAY_RATE, DAY_RATE_NO_TRANSFER, DAY_RATE_PASS, DAY_RATE_NO_TRANSFER_PASS),
        DAY_RATE_NIGHT,
        "g",
        joins_away,
    )


def _addable(trip: T, details: dict[str, Any], language: str) -> Addable:
    """The added activity's catalogue entry (sandbox/data/addable.py); ``details.activity`` becomes
    the catalogue's name. An activity the trip cannot add is refused with what it can."""
    asked = str(details.get("activity") or details.get("name") or "").strip()
    found = find_addable(trip["region"], asked)
    holding = day_holding(trip, asked, language) if found is None and asked else None
    if holding is not None:
        raise invalid(
            ALREADY_IN_PLAN[{"EN": 0, "KH": 1, "ZH": 2}.get(language.upper(), 0)].format(asked=asked, **holding),
            {"activity": asked, "already_in_plan": holding, "next_step": addable_line(trip["region"], language)},
        )
    if found is None:
        raise invalid(
            f"'{asked or 'an activity'}' is not an activity this trip can add.",
            {"activity": asked or "missing", "next_step": addable_line(trip["region"], language)},
        )
    details.pop("name", None)
    details["activity"] = found.name
    return found


def price_customization(
    trip: T, item: dict[str, Any], language: str = "EN", joins_away: bool = False
) -> dict[str, Any]:
    """One customisation -> ``{"type", "details", "price_usd"}`` (per adult, may be negative); a day's rule
    from the price the group is shown (``joins_away``: without the transfer from the route's start)."""
    kind = item.get("type", "")
    details = dict(item.get("details") or {})
    nights = max(trip["duration_days"] - 1, 1)
    mode = ""
    least = None  # an add-on's youngest taker (sandbox/add_on_people.py prices only those of age)
    if kind == "add_activity":
        found = _addable(trip, details, language)
        price, least = found.price_usd, found.min_age
    elif kind == "remove_activity":
        price = REMOVE_ACTIVITY_CREDIT  # one activity's: the plan's count prices it (sandbox/removal_credit.py)
    elif kind == "upgrade_hotel":
        n = int(details.get("nights") or nights)
        hotels = trip["hotels"]
        price = upgrade_usd([hotels[min(k, len(hotels) - 1)] for k in range(max(1, min(n, nights)))]) if hotels else 0.0
    elif kind == "remove_hotel":  # the package's nights, each at its hotel's rate (sandbox/own_stay.py)
        hotels = [] if details.get("undo") else trip["hotels"]
        price = -stay_usd([hotels[min(k, len(hotels) - 1)] for k in range(nights)] if hotels else [])
    elif kind == "add_day":
        price = price_for_days(trip, trip["duration_days"] + int(details.get("days") or 1)) - trip["price_usd"]
    elif kind == "remove_day":
        named = details.get("day")  # {"day": [n, m]}: the days named, as many as they are
        asked = max(int(details.get("days") or 1), len(named) if isinstance(named, list) else 1)
        days = max(min(asked, trip["duration_days"] - 1), 0)
        price = price_for_days(trip, trip["duration_days"] - days) - trip["price_usd"]
    elif kind == "change_transport":
        mode = (
            str(details.get("to") or details.get("mode") or "private_car").lower().replace(" ", "_").replace("-", "_")
        )
        if mode in SELF_DRIVE_MODES:
            price = -self_drive_credit(trip["tier"], trip["duration_days"])
        elif mode in TRANSPORT_PRICES:
            price = TRANSPORT_PRICES[mode]
        else:
            raise invalid(
                f"Unknown transport '{mode}' for change_transport; use one of: "
                f"{', '.join([*TRANSPORT_PRICES, *SELF_DRIVE_MODES])}.",
                {"details.to": mode},
            )
    else:
        price = 0.0
    out: dict[str, Any] = {"type": kind, "details": details, "price_usd": money(price)}
    if least:
        out["min_age"] = least
    if kind == "change_transport" and mode in SELF_DRIVE_MODES:
        out["leaves_out"] = self_drive_leaves_out(trip, language)
    if kind == "change_transport" and price < 0 and (boat := boat_leg(trip["id"], language)):
        out["boat"] = boat  # what travelling yourselves means for the boat (relays 6 and 8)
    if kind in ("add_day", "remove_day"):  # the one duration rule, said (relays 4, 5, 8, 9)
        out["price_rule"] = day_rule(trip, out["price_usd"], language, joins_away)
    if kind == "remove_activity":  # a credit beside the same activity's add-on price says why they differ
        out.update(credit_vs_add_on(trip, details, out["price_usd"], language))
    if kind == "add_activity":  # who may take it, who alone: said beside its price (sandbox/add_on_age_rule.py)
        out.update(age_rules(least, language))
    if kind == "add_activity" and language != "EN":  # the catalogue's name as the session reads it (relay j9)
        out["name"] = tr(str(details["activity"]), language)
    return out


DAY_MARK = "|day="  # an add-on label's day: "add_activity:{name}|day={n}"
# who takes an add-on when not everyone does: "add_activity:{name}|day={n}|for=a3,c5,c8" (3 adults, the
# children aged 5 and 8): FOR_MARK, sandbox/add_on_people.py


def add_on_name(label_rest: str) -> str:
    """An add-on label's activity, without its day and who takes part."""
    return label_rest.split(FOR_MARK)[0].split(DAY_MARK)[0]


def price_label(trip: T, label: str, language: str = "EN", joins_away: bool = False) -> dict[str, Any]:
    """createBooking's string customisations ("upgrade_hotel", "add_activity:zipline", ...), their texts in
    ``language`` (relay 28 req 42: a day added by previewReschedule said its rule in English)."""
    kind, _, rest = label.partition(":")
    details: dict[str, Any] = {}
    if kind == "add_activity":
        rest, mark, who = rest.partition(FOR_MARK)
        if mark:  # "...|for=a3,c5": only those people take part
            details.update(taking_part(who))
        name, mark, day = rest.rpartition(DAY_MARK)
        if mark and day.isdigit():  # "add_activity:Private dinner|day=3": on the day asked for
            rest, details["day"] = name, int(day)
        details["activity"] = rest or label
    elif kind == "change_transport":
        details["to"] = rest
    elif kind == "remove_activity":  # "remove_activity:Drive to Phnom Kulen": the plan takes it (and its ties) out
        details["activity"] = rest
    elif kind == "remove_hotel":  # "remove_hotel:undo": the package hotel back (sandbox/own_stay.py)
        details.update({"undo": True} if rest == "undo" else {})
    elif kind in {"add_day", "remove_day"}:  # "remove_day:1|day=3": the day the traveller named goes
        rest, need = read_mark(rest)  # "add_day:1|need=0.5": the traveller's mobility need (sandbox/day_need.py)
        details.update(need)
        rest, mark, day = rest.partition(DAY_MARK)
        details.update({"days": int(rest)} if rest.isdigit() else {})
        details.update({"day": int(day)} if mark and day.isdigit() else {})
    known = {
        "add_activity",
        "remove_activity",
        "upgrade_hotel",
        "remove_hotel",
        "add_day",
        "remove_day",
        "change_transport",
    }
    if kind not in known:  # free text: treat as an activity request
        return price_customization(trip, {"type": "add_activity", "details": {"activity": label}}, language)
    return price_customization(trip, {"type": kind, "details": details}, language, joins_away)


def credit_vs_add_on(trip: T, details: dict[str, Any], credit: float, language: str) -> dict[str, Any]:
    """``{"credit_vs_add_on": why}`` when the removed activity is also a catalogue add-on at another price
    (relay 32 req 15), in ``language``; else ``{}``."""
    name = str(details.get("activity") or details.get("name") or "")
    same = find_addable(trip["region"], name) if name else None
    if same is None or abs(same.price_usd + credit) < 0.005:
        return {}
    said = CREDIT_VS_ADD_ON[{"EN": 0, "KH": 1, "ZH": 2}.get(language.upper(), 0)]
    each = f"{-REMOVE_ACTIVITY_CREDIT:.2f}"  # one activity taken out (sandbox/removal_credit.py counts them)
    return {"credit_vs_add_on": said.format(credit=f"{-credit:.2f}", each=each, add_on=f"{same.price_usd:.2f}")}
