"""getTripSuggestions' note on how the group gets to each trip's start from a departure city that is not on its
route (sandbox/suggest.py): the note says what the prices hold.

A town off the route within reach of the start is an extra private transfer leg inside the prices shown
(sandbox/pickup_price.py ``leg_town``, the card's ``extra_leg_per_adult_usd``): the note names it as included, with
its figure per adult. Only a trip whose prices hold no leg (a town beyond reach or with no road to the start, a
group driving itself) is one "the group gets to the start itself" (relay run 55: that note beside prices that
included the transfer from Kampong Cham).
"""

from __future__ import annotations

from typing import Any, Optional

from sandbox.data.getting_there import ROUTES, pickup_city
from sandbox.price_base import LEG_KEY

# the figure is one adult's: each child's share by their band is in the card's prices (its getting_there says so)
LEG_INCLUDED = "From {city}: the prices include the private transfer to the start and back ({legs}; getting_there)."
OWN_WAY = "Not from {city}: {starts}; the group gets to the start itself (getting_there)."


def away(trip_id: str, departure_city: Optional[str]) -> bool:
    """The trip neither starts in the departure city nor can the group join it there (relay 23 req 6/12)."""
    return pickup_city(trip_id, departure_city)[1] in ("other", "leg")  # a leg is a ride of its own


def _legs(picks: list[dict[str, Any]]) -> str:
    """Each start and its leg's figure per adult, the trips sharing both named together."""
    by: dict[tuple[str, float], list[str]] = {}
    for p in picks:
        by.setdefault((ROUTES[p["id"]].from_city, float(p[LEG_KEY])), []).append(p["id"])
    return "; ".join(f"{', '.join(ids)} to {start}: {figure:g} USD per adult" for (start, figure), ids in by.items())


def start_notes(picks: list[dict[str, Any]], departure_city: Optional[str]) -> list[str]:
    """The notes on getting to the start: the legs the prices include, then the trips the group reaches itself."""
    if not departure_city:
        return []
    legs = [p for p in picks if p.get(LEG_KEY)]
    own = [p for p in picks if not p.get(LEG_KEY) and away(p["id"], departure_city)]
    notes = [LEG_INCLUDED.format(city=departure_city, legs=_legs(legs))] if legs else []
    if own:
        starts = ", ".join(f"{p['id']} from {ROUTES[p['id']].from_city}" for p in own)
        notes.append(OWN_WAY.format(city=departure_city, starts=starts))
    return notes
