"""A day out: a day of the plan whose daytime is one outing away from where the group stays, from the morning
until the afternoon (run 64: a mangrove kayak added beside the boat day to Koh Tonsay, an island day whose
daytime is the island's).

A day is out when it holds
- a boat out to a place, not a ride to or from the destination: "Longtail boat to Koh Tonsay", "Private yacht
  to Koh Rong Samloem", "Kayak to Lazy Beach", an added day's "Boat to Koh Koun" (:data:`BOAT_OUT`; "Tonle Sap boat
  trip to Kampong Phluk", a half-day boat trip, and "Ferry to Koh Rong Samloem", the ride there, are not), or
- a picnic lunch out there (any picnic but a sunrise one): a trek with "Picnic above the clouds", Beng Mealea's
  "Picnic lunch by the temple".

Its daytime is full whatever its count of visits (sandbox/day_room.py ``reason_against``): no other daytime or
morning add-on goes on it (a kayak, a farm visit, a cooking class and its lunch), asked for or not; what fits
after the way back still does: a short stop (a massage), its sunset, its evening.
"""

from __future__ import annotations

import re
from typing import Optional

from sandbox.day_clock import DAWN, PICKUP_WORDS, RIDES, is_any

BOAT_OUT = re.compile(r"\b(?:boat|longtail|yacht|kayak) to\b", re.IGNORECASE)
PICNIC = "picnic"


def _ride(activity: str) -> bool:
    return is_any(activity, (*PICKUP_WORDS, *RIDES))


def outing(activities: list[str]) -> Optional[str]:
    """The activity that takes the day's daytime away (a boat out, else the first visit of a day with a picnic
    lunch out), None on a day that is not a day out."""
    boat = next((a for a in activities if BOAT_OUT.search(a) and not _ride(a)), None)
    if boat is not None:
        return boat
    if not any(PICNIC in a.lower() and not is_any(a, DAWN) for a in activities):
        return None
    return next((a for a in activities if not _ride(a)), None)
