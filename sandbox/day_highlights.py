"""Which of a trip's highlights a plan of another length still holds (a card shown at that length lists only
those: relay run 55, a 3-day Ratanakiri card listed "Gem-mining villages", which its ride home left out).

A highlight the package's days hold (sandbox/day_drop.py reads a highlight in a day's title or activities) is
kept when a day of ``plan`` still holds it; one no day names (a hotel's view, "the smiling faces of Bayon") is the
trip's own and stays. Pure; texts in the session's language from the catalogue.
"""

from __future__ import annotations

from typing import Any

from sandbox.catalogue import CATALOGUE
from sandbox.data.itineraries import DAYS
from sandbox.data.trips import T
from sandbox.day_drop import _is_highlight


def _held(highlight: str, days: list[tuple[str, list[str]]]) -> bool:
    return any(_is_highlight(highlight, text) for title, acts in days for text in (title, *acts) if text)


def kept_highlights(trip: T, plan: dict[str, Any], language: str = "EN") -> list[str]:
    """The trip's highlights ``plan`` keeps, in ``language``, in the catalogue's order."""
    package = [(title, list(acts)) for title, acts in DAYS[trip["id"]]]
    shown = [(str(d.get("title") or ""), [str(a) for a in d.get("activities") or []]) for d in plan["days"]]
    texts = CATALOGUE.trip(trip["id"]).highlights
    return [h.in_(language) for h, en in zip(texts, trip["highlights"]) if not _held(en, package) or _held(en, shown)]
