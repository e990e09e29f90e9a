"""Deterministic weather: a function of (date, place) only, shaped by Cambodia's seasons.

Dry season November-April (hottest March-May), wet season May-October (wettest September and
October). The day-to-day variation comes from a SHA-256 of ``date|place``: no randomness, so the
same question always gets the same forecast.
"""

from __future__ import annotations

import hashlib
from datetime import date
from typing import Any

from sandbox.i18n import tr
from sandbox.i18n.place_texts import NO_DATA, OTHER_PLACE

# month -> (temp_min, temp_max, rain_chance, humidity) for the lowlands
_MONTHLY = {
    1: (21, 31, 5, 60),
    2: (22, 33, 8, 60),
    3: (24, 35, 15, 63),
    4: (25, 36, 25, 66),
    5: (25, 35, 55, 72),
    6: (25, 33, 65, 77),
    7: (24, 32, 70, 79),
    8: (24, 32, 72, 80),
    9: (24, 31, 80, 82),
    10: (23, 31, 70, 80),
    11: (22, 31, 30, 72),
    12: (21, 30, 10, 65),
}

# canonical place -> (aliases, temperature offset, rain offset)
_PLACES: dict[str, tuple[tuple[str, ...], int, int]] = {
    # places with their own climate come first, before any town they are near or named with
    # ("Bokor Mountain, Kampot" is the mountain, about 1,000 m up and some 8 degC cooler: relay 8)
    "Bokor Mountain": (("bokor",), -8, 15),
    "Kirirom": (("kirirom",), -5, 5),
    "Mondulkiri": (("mondulkiri", "sen monorom", "bou sra"), -5, 5),
    "Ratanakiri": (("ratanakiri", "banlung", "yeak loam", "virachey"), -3, 5),
    "Siem Reap": (("siem reap", "angkor", "kulen", "banteay srei", "tonle sap"), 0, 0),
    "Phnom Penh": (("phnom penh", "pp"), 1, 0),
    "Battambang": (("battambang",), 0, -3),
    "Kampot": (("kampot",), -1, 8),
    "Kep": (("kep", "rabbit island", "koh tonsay"), -1, 8),
    "Sihanoukville": (("sihanoukville", "otres", "ream", "preah sihanouk"), -1, 10),
    "Koh Rong": (("koh rong", "samloem", "sanloem", "saracen"), -1, 10),
    "Koh Kong": (("koh kong", "cardamom", "areng", "tatai"), -2, 12),
}


HIGHLANDS = ("Bokor Mountain", "Kirirom", "Mondulkiri", "Ratanakiri")


def known_place(destination: str) -> str | None:
    """The known place ``destination`` names (English aliases, or its Khmer / Chinese name), if any."""
    text = destination.strip().lower()
    for place in _PLACES:
        if any(tr(place, lang) in destination for lang in ("KH", "ZH")):
            return place
    for place, (aliases, _, _) in _PLACES.items():
        if any(alias in text for alias in aliases):
            return place
    return None


def canonical_place(destination: str) -> str:
    return known_place(destination) or destination.strip().title() or "Cambodia"


def named(place: str, destination: str) -> bool:
    """Whether ``destination`` names ``place`` itself (in any of the three languages)."""
    return place.lower() in destination.lower() or any(tr(place, lang) in destination for lang in ("KH", "ZH"))


def place_note(destination: str) -> dict[str, str] | None:
    """What the forecast says when it is not for the place asked: another (nearest) place's, or no data."""
    place, asked = known_place(destination), destination.strip()
    if place is None:
        return {"template": NO_DATA, "asked": asked, "place": ""}
    if not named(place, destination):
        return {"template": OTHER_PLACE, "asked": asked, "place": place}
    return None


def _unit(day: date, place: str, salt: str) -> float:
    digest = hashlib.sha256(f"{day.isoformat()}|{place.lower()}|{salt}".encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2**64  # in [0, 1)


def season(day: date) -> str:
    return "wet" if 5 <= day.month <= 10 else "dry"


FORECAST_HORIZON_DAYS = 10
TYPICAL_NOTE = (
    "This is the typical weather for the season, not a forecast: "
    "a day-by-day forecast is available within {days} days of the date."
)


def _condition(rain_chance: int, temp_max: int) -> tuple[str, str]:
    if rain_chance >= 70:
        return (
            "Thunderstorms",
            "Expect heavy afternoon downpours: pack a rain jacket and plan sightseeing for the morning.",
        )
    if rain_chance >= 45:
        return "Rain showers", "Showers are likely: bring a light rain jacket and quick-dry clothes."
    if rain_chance >= 25:
        return "Partly cloudy", "Mostly dry with some clouds: sunscreen and a hat are enough."
    if temp_max >= 34:
        return "Hot and sunny", "Very hot: start early, drink plenty of water and rest at midday."
    return "Sunny", "Dry and pleasant: great for sightseeing; bring sunscreen."


def forecast(destination: str, day: date, today: date | None = None) -> dict[str, Any]:
    """A day's forecast within ``FORECAST_HORIZON_DAYS`` of ``today``; beyond it (or in the past),
    the typical weather of that month there, labelled ``typical_for_season`` (no day-precise figures)."""
    place = canonical_place(destination)
    _, t_off, r_off = _PLACES.get(place, ((), 0, 0))
    t_min, t_max, rain, humidity = _MONTHLY[day.month]
    ahead = (day - today).days if today else 0
    precise = 0 <= ahead <= FORECAST_HORIZON_DAYS
    if precise:
        jitter = _unit(day, place, "temp") * 4 - 2  # -2..+2 degC
        temp_min = round(t_min + t_off + jitter)
        temp_max = round(t_max + t_off + jitter + _unit(day, place, "spread") * 2 - 1)
        rain_chance = int(max(0, min(100, rain + r_off + (_unit(day, place, "rain") * 30 - 15))))
    else:
        temp_min, temp_max = t_min + t_off, t_max + t_off
        rain_chance = int(max(0, min(100, rain + r_off)))
    humidity_pct = int(max(35, min(98, humidity + rain_chance // 10 - 3 + t_off)))
    condition, advice = _condition(rain_chance, temp_max)
    advices = [advice]
    if place in HIGHLANDS and temp_min <= 19:
        advices.append("Evenings in the highlands are cool: bring a warm layer.")
    if not precise:
        advices.append(TYPICAL_NOTE)
    note = place_note(destination)
    return {
        **({"place_note": note} if note else {}),  # relay 8: never another place's weather unsaid
        "forecast_type": "forecast" if precise else "typical_for_season",
        "condition": condition,
        "temp_min_c": temp_min,
        "temp_max_c": max(temp_max, temp_min + 4),
        "rain_chance_pct": rain_chance,
        "humidity_pct": humidity_pct,
        "advice": " ".join(advices).format(days=FORECAST_HORIZON_DAYS),
        "advice_parts": advices,
        "season": season(day),
        "place": place,
        "days_ahead": ahead,
        "horizon_days": FORECAST_HORIZON_DAYS,
    }
