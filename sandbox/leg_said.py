"""The extra transfer leg in a plan's words, per end, as the one price function prices it (sandbox/totals.py):
day 1 (and the pickup's transfer line) says the pickup end (there and back only when the trip ends in the
same town, else one way), the last day's drop-off says the drop-off end; a booking's plan (``booked``) says
the leg is in the booking's price, never "+X USD per adult" as if still owed."""

from __future__ import annotations

from typing import Any, Optional

from sandbox.data.getting_there import extra_leg
from sandbox.data.join_points import trip_leg_line
from sandbox.data.leg_words import drop_leg_line
from sandbox.data.practical import pickup_time


def legs_said(
    data: dict[str, Any], trip_id: str, pickup: Optional[str], drop: Optional[str], language: str, booked: bool
) -> None:
    """Rewrite ``data`` (a localized plan) for the leg's ends: ``pickup`` and ``drop`` are the join points the
    price reads (the pickup's, the drop-off's)."""
    if data.get("transport") == "self_drive":  # no driver, no leg (nor a price for it)
        return
    up, down = extra_leg(trip_id, pickup), extra_leg(trip_id, drop)
    one_way = up is not None and (down is None or down.town != up.town)
    if up is not None and (one_way or booked):
        time = pickup_time(trip_id)
        quoted = trip_leg_line(trip_id, up, time, language)
        said = trip_leg_line(trip_id, up, time, language, one_way, booked)
        first = data["itinerary"][0]
        first["activities"] = [a.replace(quoted, said) for a in first["activities"]]
        for part, key in ((data.get("pickup"), "transfer"), (data.get("getting_there"), "pickup_note")):
            if part and isinstance(part.get(key), str):
                part[key] = part[key].replace(quoted, said)
    end = data.get("drop_off") or {}
    if down is not None and end.get("required") and end.get("text"):
        text = drop_leg_line(end["text"], down, language, booked)
        last = data["itinerary"][-1]
        in_day = end["text"] in last["activities"]  # a boat route's last day ends on its ferry: the end added
        last["activities"] = [text if a == end["text"] else a for a in last["activities"]] + ([] if in_day else [text])
        end["text"] = text
