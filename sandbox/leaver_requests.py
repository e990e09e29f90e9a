"""Special requests a change makes stale: about a traveller who leaves (relay 31 req 31: after the father was removed, his
"father is diabetic" request stayed AWAITING_OPERATOR with no word). A removal may name who leaves
(``remove_who``: a name or how the group calls them, "father", "Dara"); every request still open whose
words name one of them is flagged in the change's quote and result, in the session's language, with the
number withdrawSpecialRequest takes. A pickup that moves (changePickup, a change with ``pickup_location``)
flags each open request that speaks of the pickup at another place and not at the new one
(``requests_about_old_pickup``: a request "pick them up at Shinta Mani Angkor" beside a pickup moved to
Angkor Village Hotel gave the operator two pickups). Nothing is withdrawn without the traveller's word."""

from __future__ import annotations

import re
from typing import Any

from agent.pickup_words import names_other_place, names_place, speaks_of_pickup
from sandbox.i18n import leaver_texts as texts
from sandbox.store import AWAITING, Booking

OPEN = (AWAITING, "CONFIRMED_BY_OPERATOR")  # a request the operator still acts on


def _names(text: str, who: str) -> bool:
    """``who`` appears in ``text`` as a word (case-insensitive; scripts without spaces: as a part)."""
    said, name = text.casefold(), who.strip().casefold()
    if not name:
        return False
    if name.isascii():
        return re.search(rf"(?<!\w){re.escape(name)}(?!\w)", said) is not None
    return name in said


def about_leavers(items: list[dict[str, Any]], who: list[str], language: str) -> list[dict[str, Any]]:
    """Each open request (1-based ``number``, as special_request_items) whose words name someone leaving."""
    column = {"EN": 0, "KH": 1, "ZH": 2}.get(language, 0)
    flagged = []
    for number, item in enumerate(items, start=1):
        text = str(item.get("request") or "")
        named = [w for w in who if _names(text, w)]
        if item.get("status") in OPEN and named:
            says = texts.ABOUT_LEAVER[column].format(number=number, request=text, who=named[0].strip())
            flagged.append({"number": number, "request": text, "about": named[0].strip(), "says": says})
    return flagged


def leavers(booking: Booking, who: list[str], language: str) -> dict[str, Any]:
    """A change's ``requests_about_leavers`` when a request names who leaves; nothing otherwise."""
    flagged = about_leavers(booking.special_request_items, who, language) if who else []
    return {"requests_about_leavers": flagged} if flagged else {}


def about_old_pickup(items: list[dict[str, Any]], old: str, new: str, language: str) -> list[dict[str, Any]]:
    """Each open request that speaks of the pickup at a place (the old pickup, or one named) and not at
    ``new``, the booking's pickup now."""
    column = {"EN": 0, "KH": 1, "ZH": 2}.get(language, 0)
    flagged = []
    for number, item in enumerate(items, start=1):
        text = str(item.get("request") or "")
        if item.get("status") not in OPEN or not new or not speaks_of_pickup(text) or names_place(text, new):
            continue
        if (old and old != new and names_place(text, old)) or names_other_place(text, new):
            says = texts.OLD_PICKUP[column].format(number=number, request=text, new=new)
            flagged.append({"number": number, "request": text, "about": "pickup", "says": says})
    return flagged


def moved_pickup(booking: Booking, old: str | None, new: str | None, language: str) -> dict[str, Any]:
    """A change's ``requests_about_old_pickup`` when the pickup moves and a request names another; nothing otherwise."""
    moved = bool(new) and (new or "").strip() != (old or "").strip()
    flagged = about_old_pickup(booking.special_request_items, old or "", (new or "").strip(), language) if moved else []
    return {"requests_about_old_pickup": flagged} if flagged else {}
