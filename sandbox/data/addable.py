"""What add_activity can add: a small catalogue per region plus a few offered everywhere, each
with its price per adult (USD; children by age like the package, sandbox/group.py) and, where the
activity has one, the youngest age that may take it (``min_age``, the sandbox's own figures: a massage
16, a scuba dive 10, a zipline 8, a night walk in the rainforest 6). Nobody under it takes the add-on:
no list shows a child price below it, an add-on for everyone is priced for those of age only, and one
asked for a younger child is refused (sandbox/add_on_people.py).

calculateCustomTrip / customizeTrip price an added activity from here, and one that is not here
is refused with the list of what can be added (relay j7: any free text was priced at a flat
$30, "a price for an unverified activity"). getTripItinerary shows the list as
``addable_activities``. Khmer and Chinese names in sandbox/i18n/addable_texts.py.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any, NamedTuple, Optional

from sandbox.add_on_age_rule import age_rules
from sandbox.group import CHILD_MAX_AGE, CHILD_RATE, INFANT_MAX_AGE
from sandbox.i18n import tr
from sandbox.policy import money


class Addable(NamedTuple):
    name: str  # the catalogue's English name, as the plan lists it
    price_usd: float  # per adult
    aliases: tuple[str, ...] = ()
    # words that mean the plan already holds it (default: the aliases); narrower where an alias is
    # also a dish ("pepper crab" is not a pepper farm)
    in_plan_words: Optional[tuple[str, ...]] = None
    min_age: Optional[int] = None  # the youngest who may take it (None: any age)


EVERYWHERE: tuple[Addable, ...] = (
    Addable("Private dinner", 45.0, ("romantic dinner", "candlelight dinner")),
    Addable("Spa: one-hour Khmer massage", 25.0, ("massage", "spa"), min_age=16),
    Addable("Khmer cooking class with a local cook", 35.0, ("cooking class", "cooking")),
)

PEPPER_FARM = ("pepper farm", "pepper plantation")

BY_REGION: dict[str, tuple[Addable, ...]] = {
    "Siem Reap": (
        Addable("Tonle Sap boat trip to Kampong Phluk", 30.0, ("tonle sap", "floating village", "kampong phluk")),
        Addable("Apsara dance show with dinner", 28.0, ("apsara",)),
        Addable("Phare circus show", 18.0, ("circus",)),
        Addable("Angkor zipline", 69.0, ("zipline", "zip line"), min_age=8),
    ),
    "Phnom Penh": (
        Addable("Sunset cruise on the Mekong", 30.0, ("sunset cruise", "river cruise")),
        Addable("Cambodian Living Arts dance show", 20.0, ("dance show", "apsara")),
    ),
    "Battambang": (
        Addable("Phare Ponleu Selpak circus show", 18.0, ("circus",)),
        Addable("Sunrise at Wat Ek Phnom", 12.0, ("wat ek", "ek phnom")),
    ),
    "Kep": (
        Addable("Pepper farm visit", 15.0, ("pepper",), PEPPER_FARM),
        Addable("Sunset cruise off Kep", 30.0, ("sunset cruise",)),
        Addable("Kayaking in the mangroves", 20.0, ("kayak",)),
    ),
    "Sihanoukville": (
        Addable("Snorkelling trip", 25.0, ("snorkel",)),
        Addable("Sunset cruise off Otres", 30.0, ("sunset cruise",)),
        Addable("Kayaking in the Ream mangroves", 20.0, ("kayak",)),
    ),
    "Koh Rong": (
        Addable("Two scuba dives with an instructor", 85.0, ("scuba", "diving", "dive"), min_age=10),
        Addable("Snorkelling trip", 25.0, ("snorkel",)),
        Addable("Sunset cruise around the island", 30.0, ("sunset cruise",)),
    ),
    "Kampot": (
        Addable("Pepper farm visit", 15.0, ("pepper",), PEPPER_FARM),
        Addable("Kayaking on the Kampot river", 20.0, ("kayak",)),
        Addable("Firefly boat trip", 15.0, ("firefly", "fireflies")),
    ),
    "Mondulkiri": (
        Addable("Elephant sanctuary morning", 60.0, ("elephant",)),
        Addable("Coffee plantation tour", 15.0, ("coffee",)),
    ),
    "Koh Kong": (
        Addable("Tatai river kayaking", 20.0, ("kayak",)),
        Addable("Guided night walk in the rainforest", 30.0, ("night walk", "night trek"), min_age=6),
    ),
    "Ratanakiri": (
        Addable("Gem-mining village visit", 15.0, ("gem",)),
        Addable("Kayaking on Yeak Loam lake", 20.0, ("kayak",)),
    ),
}


def addable_for(region: str) -> tuple[Addable, ...]:
    """Everything add_activity can add to a trip in ``region``: the region's own first."""
    return (*BY_REGION.get(region, ()), *EVERYWHERE)


def _texts(item: Addable) -> list[str]:
    return [t.lower() for t in (item.name, tr(item.name, "KH"), tr(item.name, "ZH"), *item.aliases)]


def find_addable(region: str, asked: str) -> Optional[Addable]:
    """The catalogue activity the traveller's words name (EN, KH or ZH; either text contains the
    other, or an alias is in the words), else None."""
    text = asked.strip().lower()
    if len(text) < 3:
        return None
    for item in addable_for(region):
        names = _texts(item)
        if any(text in n or n in text for n in names[:3]) or any(a in text for a in names[3:]):
            return item
    return None


def in_plan(item: Addable, activities: Iterable[str]) -> bool:
    """True when one of the plan's activities (the catalogue's English texts) already is ``item``:
    either name contains the other, or a word of it starts a word of the activity ("snorkel":
    "Snorkelling at Koh Ta Kiev"; "kayak": "Mangrove kayaking")."""
    name = item.name.lower()
    words = item.aliases if item.in_plan_words is None else item.in_plan_words
    patterns = [re.compile(r"\b" + re.escape(w.lower())) for w in words]
    for activity in activities:
        low = activity.lower()
        if name in low or low in name or any(p.search(low) for p in patterns):
            return True
    return False


def children_priced(item: Addable) -> dict[str, Any]:
    """What a child pays for ``item``, for the ages that may take it only: ``price_per_child_usd`` and its
    rule when a child band is of age, and the add-on's ``min_age`` when it has one (a massage at 16: no
    child price at all; relay 52 req 6: a massage offered at a child price to a 5-year-old)."""
    least = item.min_age or 0
    out: dict[str, Any] = {"min_age": least} if least else {}
    if least > CHILD_MAX_AGE:
        return out
    # children pay their band's share of an add-on too (relay 4: the list gave adults' prices only
    # and a family of four could not be quoted before the preview)
    first = max(least, INFANT_MAX_AGE + 1)
    free = f", under {INFANT_MAX_AGE + 1} free" if least <= INFANT_MAX_AGE else ""
    return {
        **out,
        "price_per_child_usd": money(item.price_usd * CHILD_RATE),
        "children_priced": f"ages {first}-{CHILD_MAX_AGE} pay {CHILD_RATE:.0%}{free}, {CHILD_MAX_AGE + 1}+ the adult price",
    }


def addable_view(
    region: str, language: str, planned: Iterable[str] = (), skip: Iterable[str] = ()
) -> list[dict[str, Any]]:
    """The list as a result shows it: name in ``language``, the price per adult and the children's (only
    for the ages that may take it), without what the plan (``planned``: its activities) already holds
    (relay j9: snorkelling and mangrove kayaking offered on a Sihanoukville trip that has them) nor the
    add-ons named in ``skip`` (sandbox/held_add_ons.py: the same visit under other words too)."""
    planned, skipped = list(planned), set(skip)
    return [
        {
            "name": tr(a.name, language),
            "price_per_adult_usd": a.price_usd,
            **children_priced(a),
            **age_rules(a.min_age, language),  # who may take it, who alone (sandbox/add_on_age_rule.py)
        }
        for a in addable_for(region)
        if not in_plan(a, planned) and a.name not in skipped
    ]


LINE_LIMIT = 230  # an error's details reach the model only as short plain sentences (activities/backend.py)


def addable_line(region: str, language: str) -> str:
    """The list as one short sentence (an error's next step: no brackets, at most LINE_LIMIT)."""
    line = "Offer what this trip can add, per adult:"
    for item in addable_for(region):
        more = f"{line} {tr(item.name, language)} {item.price_usd:g} USD,"
        if len(more) > LINE_LIMIT:
            break
        line = more
    return line.rstrip(",") + "."
