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
_AFTER_FROM = re.compile(_FROM + r"$")


def destination_environment(text: str, departure: Optional[str]) -> Optional[str]:
    """The environment of the first Cambodian town named as a destination in ``text``."""
    t = normalize(text)
    found: list[tuple[int, str]] = []
    for city, aliases in CITIES:
        if city in (departure, "Phnom Penh") or city not in CITY_ENVIRONMENT:
            continue
        for alias in aliases:
            pattern = word_re(alias) if alias.isascii() else re.compile(re.escape(alias))
            for m in pattern.finditer(t):
                if not _AFTER_FROM.search(t[max(0, m.start() - 40) : m.start()]):
                    found.append((m.start(), city))
    return CITY_ENVIRONMENT[min(found)[1]] if found else None
