"""The park pass a trip's price includes (the Angkor pass: sandbox/catalogue ``park_pass``) as a named
part of that price, bought for the plan as it is, and Cambodian citizens, who enter free, paying without it.

The Angkor rules: a pass gives 1, 3 or 7 days of entry (:data:`KINDS`), the 3-day one within 10 days, the
7-day one within a month; travellers from 12 pay it (``adult_usd``: adults and 12-17s, who pay the adult
rate), children under 12 enter free (``child_usd`` 0), and so do Cambodian citizens. The pass is each
traveller's own part of the price, never shared by the child rate (sandbox/group.py ``share``): a child of
4-11 pays 60 % of the adult price without the adult's pass, plus the child pass (:func:`own_parts`). The pass
bought is the one the plan's temple days need (:func:`temple_days`, :func:`kinds_for`), after every change (an added
or removed day): each traveller from 12 pays that pass's price in place of the catalogue's, so
price(plan) - price(catalogue plan) holds the difference of the passes. ``cambodian_citizens`` (k) says how
many of the group are citizens: the passes of k travellers come off, the dearest parts first (adults
before children), so price(group, k) = price(group, 0) - the passes of those k."""

from __future__ import annotations

from typing import Any, NamedTuple

from agent.prompts.i18n import khmer_digits
from sandbox.add_on_people import CITIZEN_ADULTS
from sandbox.data.trips import T
from sandbox.errors import invalid
from sandbox.group import INFANT_MAX_AGE, Group
from sandbox.i18n.pass_texts import CHANGED, CITIZENS_SAME, NAMES, NONE, SAYS, SAYS_CITIZENS_FREE, SAYS_PER_ADULT
from sandbox.policy import money


class Kind(NamedTuple):
    entries: int  # days of entry
    adult_usd: float
    within_days: int  # the entries are used within this many days


KINDS = (Kind(1, 37.0, 1), Kind(3, 62.0, 10), Kind(7, 72.0, 30))
# what a day visits inside the Angkor park (a helicopter flight over it or the ticket office photo is no entry)
SITES = (
    "angkor",
    "bayon",
    "ta prohm",
    "pre rup",
    "bakheng",
    "banteay srei",
    "terrace of the elephants",
    "srah srang",
    "roluos",
    "bakong",
    "preah ko",
    "small circuit",
    "preah khan",
    "banteay kdei",
)
NOT_ENTRY = ("helicopter", "pass photo", "ticket office")


def temple_days(days: list[dict[str, Any]]) -> list[int]:
    """The day numbers (1-based) of a plan's days that enter the Angkor park."""

    def enters(activity: str) -> bool:
        low = activity.lower()
        return any(s in low for s in SITES) and not any(n in low for n in NOT_ENTRY)

    return [n for n, day in enumerate(days, start=1) if any(enters(a) for a in day["activities"])]


def kinds_for(days: list[int]) -> list[Kind]:
    """The passes one traveller needs for the temple ``days``: the cheapest kind whose entries and
    validity cover them, a 7-day pass for each first 7 when none does."""
    left, bought = list(days), []
    while left:
        span = left[-1] - left[0] + 1
        fits = [k for k in KINDS if k.entries >= len(left) and k.within_days >= span]
        kind = fits[0] if fits else KINDS[-1]
        bought.append(kind)
        covered = [] if fits else [d for d in left[: kind.entries] if d < left[0] + kind.within_days]
        left = left[len(covered) :] if covered else []
    return bought


def _adult(traveller: dict[str, Any]) -> bool:
    return traveller.get("band") != "child" and not (
        traveller.get("age") is not None and traveller["age"] <= INFANT_MAX_AGE
    )


def part_of(trip: T, traveller: dict[str, Any], adult_usd: float | None = None) -> float:
    """One traveller's pass part (0 for a trip without a pass); ``adult_usd``: the pass bought, else the catalogue's."""
    found = trip.get("park_pass")
    if found is None or (traveller.get("age") is not None and traveller["age"] <= INFANT_MAX_AGE):
        return 0.0
    return float(found.child_usd if traveller.get("band") == "child" else adult_usd or found.adult_usd)


def own_parts(trip: T) -> tuple[float, float]:
    """The catalogue pass parts (adult's, 4-11's) of one adult's package price, the parts the child rate does not
    share (sandbox/group.py ``share``); (0, 0) for a trip without a pass."""
    found = trip.get("park_pass")
    return (float(found.adult_usd), float(found.child_usd)) if found is not None else (0.0, 0.0)


def check_citizens(group: Group, citizens: int) -> None:
    if citizens > group.people_count:
        raise invalid(
            f"cambodian_citizens ({citizens}) is more than the group's {group.people_count} travellers.",
            {"cambodian_citizens": citizens},
        )


def pass_change(trip: T, days: list[int]) -> float:
    """What one traveller from 12 pays more (less) for the passes ``days`` need than for the catalogue's."""
    found = trip.get("park_pass")
    return money(sum(k.adult_usd for k in kinds_for(days)) - found.adult_usd) if found is not None else 0.0


def with_passes(trip: T, group: Group, quote: dict[str, Any], citizens: int, days: list[int]) -> dict[str, Any]:
    """``quote`` (a group quote: travellers, total_usd, average) with the passes the temple ``days`` need
    (each traveller from 12 pays them in place of the catalogue's), the passes of ``citizens`` travellers
    left out, and its ``park_pass`` part named; unchanged for a trip without a pass."""
    found = trip.get("park_pass")
    if found is None:  # citizens pay what everyone pays: said beside the price (pass_said), never a silent tie
        return {**quote, "citizens_no_pass": citizens} if citizens else quote
    check_citizens(group, citizens)
    kinds = kinds_for(days)
    needed, change = money(sum(k.adult_usd for k in kinds)), pass_change(trip, days)
    travellers = [dict(t) for t in quote["travellers"]]
    for t in travellers:
        if _adult(t):
            t["price_usd"] = money(t["price_usd"] + change)
    chosen = sorted(range(len(travellers)), key=lambda i: -part_of(trip, travellers[i], needed))[:citizens]
    for i in chosen:
        travellers[i]["price_usd"] = money(travellers[i]["price_usd"] - part_of(trip, travellers[i], needed))
        travellers[i]["cambodian_citizen"] = True
    left_out = money(sum(part_of(trip, travellers[i], needed) for i in chosen))
    total = money(sum(t["price_usd"] for t in travellers))
    paying = sum(1 for i, t in enumerate(travellers) if _adult(t) and i not in chosen) if kinds else 0
    return {
        **quote,
        "travellers": travellers,
        "total_usd": total,
        "average_per_paying_traveller_usd": money(total / max(group.paying_count, 1)),
        "park_pass": {
            "name": " + ".join(NAMES[k.entries].en for k in kinds),
            "adult_usd": needed,  # each traveller from 12 (under-12s and citizens enter free)
            "child_usd": found.child_usd,
            "passes": paying,  # bought and inside total_usd
            # each price from 12 pays this more (less) than with the catalogue trip's pass
            **({"price_change_per_adult_usd": change} if change else {}),
            "temple_days": days,
            "cambodian_citizens": citizens,  # enter free: their part is left out
            "left_out_usd": left_out,
        },
    }


def citizen_adults(group: Group, quote: dict[str, Any], per_adult_usd: float) -> tuple[float, dict[str, Any] | None]:
    """The adult price a group's price states, never a figure no adult pays, and how its citizen adults pay
    differently. ``per_adult_usd``: the price of an adult who is not a citizen (``quote``: with its passes,
    :func:`with_passes`). Every adult a citizen: theirs, the pass left out, and nothing more to say; some of them:
    ``per_adult_usd`` and an entry of ``adults_pay_differently`` (sandbox/add_on_people.py) naming how many
    adults are citizens and what each of them pays; none (or no pass bought): ``per_adult_usd``."""
    part = float((quote.get("park_pass") or {}).get("adult_usd") or 0.0)
    adults = [t for t in quote["travellers"] if t["who"] == "adult"]
    citizens = sum(1 for t in adults if t.get("cambodian_citizen"))
    if not (citizens and part):
        return per_adult_usd, None
    citizen = money(per_adult_usd - part)
    if citizens == group.adults:
        return citizen, None
    said = {CITIZEN_ADULTS: citizens, "price_per_citizen_adult_usd": citizen, "park_pass_left_out_usd": part}
    return per_adult_usd, said


def pass_said(priced: dict[str, Any], trip: T, language: str, per_adult: bool = False) -> dict[str, Any]:
    """``{"park_pass": ...}`` of a price with the pass named in the session's language and ``says``: it is
    inside the total, how many are bought, for whom and for which days, or, when every traveller from 12 is a
    Cambodian citizen, that none is in the price ({} without a pass). ``per_adult``:
    ``priced`` is one adult's price (no group yet): one pass per traveller from 12, no count of passes
    (relay 32 req 9: "1 x" pass for a 3-adult session)."""
    part = priced.get("park_pass")
    lang = language.upper()
    if part is None:  # a trip with no pass: a group with citizens is told why they pay the same (a Kep run)
        return {"citizens_pay_the_same": CITIZENS_SAME.in_(lang)} if priced.get("citizens_no_pass") else {}
    kinds = kinds_for(list(part.get("temple_days") or []))
    if not kinds:
        return {"park_pass": {**part, "name": "", "says": NONE.in_(lang)}}
    number = khmer_digits if lang == "KH" else str
    name = " + ".join(NAMES[k.entries].in_(lang) for k in kinds)
    # every traveller from 12 a citizen: no pass is bought, and the price says so (never "included")
    free = bool(part.get("cambodian_citizens")) and not part.get("passes")
    says = (
        (SAYS_CITIZENS_FREE if free else SAYS_PER_ADULT if per_adult else SAYS)
        .in_(lang)
        .format(
            paying=number(part["passes"]),
            name=name,
            price=f"{part['adult_usd']:g}",
            days=", ".join(number(d) for d in part["temple_days"]),
        )
    )
    if part.get("price_change_per_adult_usd") and not free:
        says += CHANGED.in_(lang).format(
            base=trip["park_pass"].name.in_(lang), change=f"{part['price_change_per_adult_usd']:+g}"
        )
    if per_adult:
        part = {k: v for k, v in part.items() if k != "passes"}
    return {"park_pass": {**part, "name": name, "says": says}}


def citizens_said(priced: dict[str, Any]) -> dict[str, Any]:
    """``{"cambodian_citizens": ...}`` of a group price with citizens whose passes were left out: how many and
    what ``total_usd`` leaves out for them ({} without citizens or without a pass)."""
    part = priced.get("park_pass") or {}
    count = int(part.get("cambodian_citizens") or 0)
    if not count:
        return {}
    return {
        "cambodian_citizens": f"{count} citizen(s), no park pass: {part['left_out_usd']:g} USD left out of total_usd"
    }
