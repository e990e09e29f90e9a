"""The park pass a trip's price includes (the Angkor pass: sandbox/catalogue ``park_pass``) as a named
part of that price, and Cambodian citizens, who enter free, paying without it.

Each traveller's price holds their band's pass part (adults and children from 12: ``adult_usd``; ages
4-11: ``child_usd``; under-4s: nothing). ``cambodian_citizens`` (k) says how many of the group are
citizens: the passes of k travellers come off, the dearest parts first (adults before children), so
price(group, k) = price(group, 0) - the passes of those k, whatever else the price holds."""

from __future__ import annotations

from typing import Any

from sandbox.data.trips import T
from sandbox.errors import invalid
from sandbox.group import INFANT_MAX_AGE, Group
from sandbox.policy import money


def part_of(trip: T, traveller: dict[str, Any]) -> float:
    """One traveller's pass part (0 for a trip without a pass)."""
    found = trip.get("park_pass")
    if found is None or (traveller.get("age") is not None and traveller["age"] <= INFANT_MAX_AGE):
        return 0.0
    return float(found.child_usd if traveller.get("band") == "child" else found.adult_usd)


def check_citizens(group: Group, citizens: int) -> None:
    if citizens > group.people_count:
        raise invalid(
            f"cambodian_citizens ({citizens}) is more than the group's {group.people_count} travellers.",
            {"cambodian_citizens": citizens},
        )


def without_citizens_passes(trip: T, group: Group, quote: dict[str, Any], citizens: int) -> dict[str, Any]:
    """``quote`` (a group quote: travellers, total_usd, average) with the passes of ``citizens`` travellers
    left out, and its ``park_pass`` part named; unchanged for a trip without a pass."""
    found = trip.get("park_pass")
    if found is None:
        return quote
    check_citizens(group, citizens)
    travellers = [dict(t) for t in quote["travellers"]]
    chosen = sorted(range(len(travellers)), key=lambda i: -part_of(trip, travellers[i]))[:citizens]
    for i in chosen:
        travellers[i]["price_usd"] = money(travellers[i]["price_usd"] - part_of(trip, travellers[i]))
        travellers[i]["cambodian_citizen"] = True
    left_out = money(sum(part_of(trip, quote["travellers"][i]) for i in chosen))
    total = money(quote["total_usd"] - left_out)
    return {
        **quote,
        "travellers": travellers,
        "total_usd": total,
        "average_per_paying_traveller_usd": money(total / max(group.paying_count, 1)),
        "park_pass": {
            "name": found.name.en,
            "adult_usd": found.adult_usd,
            "child_usd": found.child_usd,  # ages 4-11; under-4s nothing
            "cambodian_citizens": citizens,  # enter free: their part is left out
            "left_out_usd": left_out,
        },
    }


def pass_said(priced: dict[str, Any], trip: T, language: str) -> dict[str, Any]:
    """``{"park_pass": ...}`` of a price with the pass named in the session's language ({} without a pass)."""
    part = priced.get("park_pass")
    if part is None:
        return {}
    return {"park_pass": {**part, "name": trip["park_pass"].name.in_(language.upper())}}
