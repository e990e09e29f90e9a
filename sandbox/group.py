"""Travelling groups as they are: adults, children with their ages, and how they get around.

Child prices (every price the sandbox quotes for a group follows them):

- under 4 (ages 0-3): free (no seat, no bed, no ticket);
- 4 to 11: the child rate, ``CHILD_RATE`` (60 %) of the adult price, add-ons included;
- 12 to 17: the adult price.

A part of the adult price that is each traveller's own, priced by band rather than shared (the Angkor park
pass, sandbox/park_pass.py: the adult's part ``adult_usd``, a 4-11's ``child_usd``), is not in the share:
every traveller pays ``rate x (adult price - the adult's own part) + their own part`` (:func:`share`), so a
child of 4-11 pays 60 % of the adult price without the adult's pass, plus the child pass (0 for Angkor).

``transport``: ``"driver"`` (default, the package's own driver/vehicle and a pickup) or
``"self_drive"`` (the group drives itself: the package's transport share, ``SELF_DRIVE_CREDIT_PER_DAY``
per paying traveller per day, is taken off, and no pickup location is needed).

Old requests that give only ``people_count`` mean that many adults.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from sandbox.errors import invalid
from sandbox.i18n.group_texts import total_is_for
from sandbox.policy import money

INFANT_MAX_AGE = 3
CHILD_MAX_AGE = 11
CHILD_RATE = 0.6
SELF_DRIVE_CREDIT_PER_DAY: dict[str, float] = {"budget": 10.0, "standard": 25.0, "luxury": 60.0}
TRANSPORTS = ("driver", "self_drive")


def band(age: int) -> str:
    if age <= INFANT_MAX_AGE:
        return "infant"
    return "child" if age <= CHILD_MAX_AGE else "adult_rate"


def rate(age: Optional[int]) -> float:
    """Share of the adult price paid by a traveller of ``age`` (None: an adult)."""
    if age is None:
        return 1.0
    return {"infant": 0.0, "child": CHILD_RATE, "adult_rate": 1.0}[band(age)]


def share(age: Optional[int], per_adult_usd: float, adult_part: float = 0.0, child_part: float = 0.0) -> float:
    """The one price function: the price of a traveller of ``age`` (None: an adult) for an adult price
    ``per_adult_usd`` holding ``adult_part``, the adult's own part priced by band (a park pass), whose
    4-11 counterpart is ``child_part`` (under-4s have none): their band's rate of the adult price without
    the adult's part, plus their own part, rounded as money."""
    own = {"infant": 0.0, "child": child_part, "adult_rate": adult_part}[band(age)] if age is not None else adult_part
    return money(rate(age) * (per_adult_usd - adult_part) + own)


@dataclass(frozen=True)
class Group:
    adults: int
    children_ages: tuple[int, ...] = ()
    transport: str = "driver"

    @property
    def people_count(self) -> int:
        return self.adults + len(self.children_ages)

    @property
    def paying_count(self) -> int:
        """Travellers whose price is above nothing (adults, children 4+): what a per-traveller fee counts."""
        return self.adults + sum(1 for a in self.children_ages if rate(a) > 0)

    @property
    def paying_units(self) -> float:
        """Adult-price equivalents: adults + each child's rate."""
        return self.adults + sum(rate(a) for a in self.children_ages)

    @property
    def self_drive(self) -> bool:
        return self.transport == "self_drive"

    def describe(self) -> dict[str, Any]:
        return {
            "adults": self.adults,
            "children_ages": list(self.children_ages),
            "people_count": self.people_count,
            "transport": self.transport,
        }

    def spelled(self, language: str = "EN") -> str:
        """Who a group total is for, spelled out the way the price counts them, in ``language``:
        "5 people (2 adults; two 14-year-olds paying as adults; a child aged 9)" (sandbox/i18n/group_texts.py)."""
        return total_is_for(self.adults, list(self.children_ages), language)

    def quote(self, per_adult_usd: float, adult_part: float = 0.0, child_part: float = 0.0) -> dict[str, Any]:
        """Prices of every traveller for an adult price (:func:`share`; ``adult_part`` / ``child_part``: the
        own parts by band the adult price holds, a park pass), and the group total."""
        travellers: list[dict[str, Any]] = [
            {"who": "adult", "price_usd": share(None, per_adult_usd, adult_part, child_part)}
            for _ in range(self.adults)
        ]
        travellers += [
            {
                "who": "child",
                "age": age,
                "band": band(age),
                "price_usd": share(age, per_adult_usd, adult_part, child_part),
            }
            for age in self.children_ages
        ]
        total = money(sum(t["price_usd"] for t in travellers))
        return {
            "per_adult_usd": money(per_adult_usd),
            "travellers": travellers,
            "total_usd": total,
            # the group's price over the travellers who pay (under-4s are free: never in the divisor)
            "average_per_paying_traveller_usd": money(total / max(self.paying_count, 1)),
        }


def child_prices(travellers: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each child's price (``child_prices_usd``) from a quote's travellers: what a group with
    children is shown beside the adult price and the total, before the preview (relay j10)."""
    return [{"age": t["age"], "price_usd": t["price_usd"]} for t in travellers if t["who"] == "child"]


def price_bands(travellers: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Who pays what (``price_bands``), the one way a card counts a group: every traveller under the band
    they are charged, 12-17 with the adults (relay 36 L52: "Children 13, 16" beside 3 x the adult price).
    Each band: ``band`` ("adult": 12+ and adults; "child": 4-11; "infant": under 4, free), ``count``,
    ``ages`` (the under-18s among them), ``price_usd`` (each); the counts x their prices = the total."""
    bands: dict[tuple[str, float], dict[str, Any]] = {}
    for t in travellers:
        name = "adult" if t["who"] == "adult" or t.get("band") == "adult_rate" else str(t.get("band") or "child")
        row = bands.setdefault((name, float(t["price_usd"])), {"band": name, "count": 0, "ages": []})
        row["count"] += 1
        row["ages"] += [t["age"]] if t.get("age") is not None else []
    order = {"adult": 0, "child": 1, "infant": 2}
    return [
        {**row, "price_usd": key[1]} for key, row in sorted(bands.items(), key=lambda kv: (order[kv[0][0]], -kv[0][1]))
    ]


# What every per-head price of the trip tools is (getTripSuggestions, getTripItinerary,
# compareTrips, calculateCustomTrip, customizeTrip, previewBooking): one adult's price; children
# pay less by age (above), and a group's own total is in total_usd (relay j8: "per_person" in one
# tool and "per adult" in the next for the same number).
PRICE_IS = "per_adult"


def group_of(
    people_count: Optional[int] = None,
    adults: Optional[int] = None,
    children_ages: Optional[list[int]] = None,
    transport: Optional[str] = None,
) -> Group:
    """The group a request describes; a clear 400 when its numbers disagree."""
    ages = tuple(children_ages or ())
    mode = transport or "driver"
    if mode not in TRANSPORTS:
        raise invalid(f"transport must be one of {', '.join(TRANSPORTS)}.", {"transport": str(transport)})
    if adults is None:
        if people_count is None:
            raise invalid("Give people_count, or adults (and children_ages).", {"people_count": "missing"})
        adults = people_count - len(ages)
        if adults < 1:
            raise invalid(
                "At least one adult must travel: people_count counts adults and children together.",
                {"people_count": people_count, "children_ages": list(ages)},
            )
    elif people_count is not None and people_count != adults + len(ages):
        raise invalid(
            f"people_count {people_count} does not match {adults} adult(s) + {len(ages)} child(ren); "
            "send adults and children_ages only, or make people_count their sum.",
            {"people_count": people_count, "adults": adults, "children_ages": list(ages)},
        )
    return Group(adults=adults, children_ages=ages, transport=mode)


def group_from_spec(spec: dict[str, Any]) -> Group:
    """The group of a stored booking request; a changed people_count keeps the children."""
    people = int(spec["people_count"])
    ages = list(spec.get("children_ages") or [])
    adults = spec.get("adults")
    if adults is None or adults + len(ages) != people:
        adults = people - len(ages) if people - len(ages) >= 1 else people
        ages = ages if adults + len(ages) == people else []
    return Group(adults=adults, children_ages=tuple(ages), transport=spec.get("transport") or "driver")


def self_drive_credit(tier: str, days: int) -> float:
    """What the group saves per adult by driving itself (positive number, USD)."""
    return money(SELF_DRIVE_CREDIT_PER_DAY[tier] * max(days, 1))
