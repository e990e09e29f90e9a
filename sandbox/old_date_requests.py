"""What a change that moves the dates leaves naming the old ones: each kept special request still open
whose words name a date, a weekday or a flight (agent/dated_words.py), and the pickup when its words do or it
is an airport met at a set time (a flight's arrival). Relay 68 req 48: a move to 5 January kept "flight
CZ3051, lands 29 Dec" and the airport pickup set for it, and nothing said so. Each is listed in the change's
quote and its confirmation as ``requests_to_check`` ("check: names the old date", in the session's
language); nothing is changed or withdrawn without the traveller's word."""

from __future__ import annotations

from typing import Any, Optional

from agent.dated_words import names_a_day
from sandbox.data.airports import AIRPORT_WORDS
from sandbox.i18n import old_date_texts as texts
from sandbox.store import AWAITING, Booking

OPEN = (AWAITING, "CONFIRMED_BY_OPERATOR")  # a request the operator still acts on
_COLUMN = {"EN": 0, "KH": 1, "ZH": 2}


def _end(start: str, end: Optional[str]) -> str:
    return end or start


def dated_items(
    items: list[dict[str, Any]],
    pickup: Optional[str],
    pickup_time: Optional[str],
    old: tuple[str, str],
    new: tuple[str, str],
    language: str,
) -> list[dict[str, Any]]:
    """Each open request (1-based ``number``, as special_request_items) and the pickup naming a day of the
    ``old`` dates, when ``new`` dates differ; nothing when the dates stay."""
    if old[0] == new[0]:
        return []
    column = _COLUMN.get(language, 0)
    dates = {"start": old[0], "end": old[1], "new_start": new[0], "new_end": new[1]}
    out: list[dict[str, Any]] = []
    for number, item in enumerate(items, start=1):
        text = str(item.get("request") or "")
        if item.get("status") in OPEN and names_a_day(text):
            says = texts.OLD_DATE_REQUEST[column].format(number=number, request=text, **dates)
            out.append({"number": number, "request": text, "about": "old_date", "says": says})
    place = (pickup or "").strip()
    if place and (names_a_day(place) or (pickup_time and AIRPORT_WORDS.search(place))):
        at = f" {pickup_time}" if pickup_time else ""
        says = texts.OLD_DATE_PICKUP[column].format(pickup=place, at=at, **dates)
        out.append({"pickup": place, **({"time": pickup_time} if pickup_time else {}), "about": "pickup", "says": says})
    return out


def old_dates(booking: Booking, new_start: str, new_end: Optional[str], language: str) -> dict[str, Any]:
    """A change's ``requests_to_check`` when it moves the booking from its dates to ``new_start``..``new_end``
    and a kept request or the pickup names a day of the old ones; nothing otherwise."""
    old = (booking.travel_date, _end(booking.travel_date, booking.end_date))
    flagged = dated_items(
        booking.special_request_items,
        booking.pickup_location,
        booking.pickup_time,
        old,
        (new_start, _end(new_start, new_end)),
        language,
    )
    return {"requests_to_check": flagged} if flagged else {}
