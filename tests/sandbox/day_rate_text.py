"""Reading a day-rate text (sandbox/data/pricing.py ``day_rate_said`` / ``day_rule``): the figures of the rule
and, when the rate is the night the day needs, that night's figure after the trip's hotel's name."""

from __future__ import annotations

import re
from typing import Optional

from sandbox.data.hotels import hotel_name
from sandbox.data.pricing import day_night

NUMBER = re.compile(r"\d+(?:\.\d+)?")


def night_said(trip: dict, text: str, language: str) -> tuple[str, Optional[float]]:
    """(the text before the hotel's name, the night's figure after it) when ``text`` names the night at the
    trip's hotel, else (``text``, None)."""
    hotel = day_night(trip)
    name = hotel_name(hotel, language) if hotel else ""
    if not name or name not in text:
        return text, None
    head, _, tail = text.partition(name)
    return head, float(NUMBER.findall(tail)[0])
