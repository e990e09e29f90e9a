"""What a pickup point's own words hold besides the place (relay 9: "Siem Reap Angkor International
Airport (Jan 15 12:00 flight landing)"): a flight, a time or a date belongs to the day-1 pickup
only, never to the last day's drop-off, and a dated note may be out of date after a move."""

from __future__ import annotations

import re
from typing import Optional

_MONTHS = "jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec"
DATE = re.compile(
    rf"(\d{{4}}-\d{{1,2}}-\d{{1,2}}|\d{{1,2}}\s*月\s*\d{{1,2}}\s*[日号]|\b\d{{1,2}}[/.]\d{{1,2}}\b"
    rf"|\b({_MONTHS})[a-z]*\.?\s+\d{{1,2}}\b|\b\d{{1,2}}\s+({_MONTHS})[a-z]*\b)",
    re.IGNORECASE,
)
_TIME = re.compile(r"\b\d{1,2}[:h.]\d{2}\b|\d{1,2}\s*点")
_FLIGHT = re.compile(r"flight|arriv|landing|lands|航班|落地|到达|抵达|ជើងហោះហើរ|មកដល់", re.IGNORECASE)
_NOTE = re.compile(r"\s*[(（][^()（）]*[)）]")
_SEGMENTS = re.compile(r"\s*[,，;；]\s*")
# a pickup point worded as an instruction (relay 14: "The driver meets you at Meet at Otres Palm
# Resort"): the place is what follows
_LEAD = re.compile(
    r"^\s*(?:(?:please\s+)?(?:meet|join)(?:\s+(?:us|the\s+group|you))?|pick\s+(?:us\s+)?up)\s+(?:at|in)\s+", re.I
)


def spot_words(location: str) -> str:
    """The pickup point's words without a leading "Meet at" / "Pick us up at"."""
    return _LEAD.sub("", location, count=1).strip() or location.strip()


def _timed(text: str) -> bool:
    return bool(DATE.search(text) or _TIME.search(text) or _FLIGHT.search(text))


def pickup_place(location: str) -> str:
    """The place of a pickup point without its day-1 notes (a bracketed or later part naming a
    flight, a time or a date): where the last day's drop-off goes back to."""
    location = spot_words(location)
    place = _NOTE.sub(lambda m: "" if _timed(m.group(0)) else m.group(0), location).strip()
    first, *rest = _SEGMENTS.split(place) if place else [location.strip()]
    kept = [first, *(part for part in rest if not _timed(part))]
    return ", ".join(p for p in kept if p) or location.strip()


def dated(location: Optional[str]) -> bool:
    """Whether a pickup point's words name a date (which a move of the trip can leave stale)."""
    return bool(location and DATE.search(location))
