"""Where the traveller wants to go, read as the kind of place (issue 39): "Kampot sounds nice",
"ទៅលេងកែប" (go to Kep), "想去暹粒" give the environment of that town when no kind of place is
named. The departure city is not a destination ("we'll be in Phnom Penh", "从金边出发"), and
Phnom Penh, where most trips start, is never read as a wish for a city trip.
"""

from __future__ import annotations

import re
from typing import Optional

from activities.models.scripted.extract import _FROM, CITIES
from activities.models.scripted.words import word_re
from agent.normal_text import normalize

CITY_ENVIRONMENT = {
    "Siem Reap": "TEMPLE",
    "Sihanoukville": "BEACH",
    "Kep": "BEACH",
    "Koh Kong": "FOREST",
    "Phnom Penh": "CITY",
    "Kampot": "MOUNTAIN",
    "Battambang": "CITY",
    "Kratie": "FOREST",
}
# the trips' regions no traveller starts from (CITIES names the towns), as getTripSuggestions' region
REGIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Mondulkiri", ("mondulkiri", "មណ្ឌលគិរី", "蒙多基里")),
    ("Ratanakiri", ("ratanakiri", "រតនគិរី", "腊塔纳基里")),
    ("Koh Rong", ("koh rong", "កោះរ៉ុង", "高龙岛")),
)
_AFTER_FROM = re.compile(_FROM + r"$")
# where the traveller lives or works, said in Khmer as "I <do something> at <place>" without going anywhere:
# "ខ្ញុំដាំកាហ្វេនៅសែនមនោរម្យ មណ្ឌលគិរី" (I grow coffee in Senmonorom, Mondulkiri) is home, not the trip's
# region (held-out batch T searched Mondulkiri for a family who wanted the sea); one place word may come between
_AT_HOME_KH = re.compile(r"(?:ខ្ញុំ|យើង)(?:(?!ចង់|ទៅ|លេង|ដើរ|មើល)[^\s។?!])*នៅ\s?(?:[^\s។?!]+\s)?$")


def destination_environment(text: str, departure: Optional[str]) -> Optional[str]:
    """The environment of the first Cambodian town named as a destination in ``text``."""
    city = _first_named(text, departure, [c for c in CITIES if c[0] in CITY_ENVIRONMENT])
    return CITY_ENVIRONMENT[city] if city else None


def destination_region(text: str, departure: Optional[str]) -> Optional[str]:
    """The first region or town named as a destination in ``text`` ("ទៅលេងមណ្ឌលគិរី ... ចេញដំណើរពីភ្នំពេញ":
    Mondulkiri), passed to the search so that its trips come first."""
    return _first_named(text, departure, [*CITIES, *REGIONS])


def _first_named(text: str, departure: Optional[str], table: list[tuple[str, tuple[str, ...]]]) -> Optional[str]:
    t = normalize(text)
    found: list[tuple[int, str]] = []
    for city, aliases in table:
        if city in (departure, "Phnom Penh"):
            continue
        for alias in aliases:
            pattern = word_re(alias) if alias.isascii() else re.compile(re.escape(alias))
            for m in pattern.finditer(t):
                before = t[max(0, m.start() - 40) : m.start()]
                if not _AFTER_FROM.search(before) and not _AT_HOME_KH.search(before):
                    found.append((m.start(), city))
    return min(found)[1] if found else None
