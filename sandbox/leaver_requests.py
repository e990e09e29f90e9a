"""Special requests a change makes stale: about a traveller who leaves (relay 31 req 31: after the father was removed, his
"father is diabetic" request stayed AWAITING_OPERATOR with no word). A removal may name who leaves
(``remove_who``: a name or how the group calls them, "father", "Dara", or both: "Otieno (husband)",
"my husband Otieno", "奥蒂诺（丈夫）"); every request still open whose words name one of them (each form apart: relay 48,
"Husband is vegetarian" is about "Otieno (husband)") is flagged in the change's quote and result, in the session's language, with the
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


# a name and a role said together: "Otieno (husband)", "Otieno, husband", "Dara / father", "奥蒂诺（丈夫）"
_APART = re.compile(r"[()（）\[\],，、/;；]+|\s+-\s+")
# who the traveller's: "my husband", "our son", "我的丈夫", "ប្តីខ្ញុំ" (the role alone names them in a request)
_MINE = re.compile(r"(?i)^(?:(?:my|our|the|his|her|their)\s+)+|^(?:我们的|我的|我们|我|咱们的)|ខ្ញុំ$|យើង$")


def forms(who: str) -> list[str]:
    """Each way ``who`` names the leaver: whole, and each part of a name said with a role ("Otieno (husband)":
    "Otieno", "husband"; "my husband Otieno": "husband Otieno", and a role's word once "my" is off)."""
    out: list[str] = []
    for part in [who, *_APART.split(who)]:
        part = _MINE.sub("", part.strip()).strip()
        if _BAND.fullmatch(part):  # "Hemi (adult, 69)": "adult" and "69" name everyone of that band or age
            continue
        words = part.split()
        # "husband Otieno": the role said before the name, each apart (never a surname shared by the family)
        more = words if len(words) == 2 and any(w.casefold() in ROLES for w in words) else []
        for form in (part, *more):
            if form and form.casefold() not in {f.casefold() for f in out}:
                out.append(form)
    return out


# a part that says someone's band or age, never who they are (relay 66 req 42: "Rawiri (adult, 34) is vegan" was
# flagged as about "Hemi (adult, 69)", who left, by the word "adult")
_BAND = re.compile(
    r"(?i)(?:adults?|child(?:ren)?|kids?|teen(?:ager)?s?|infants?|bab(?:y|ies)|toddlers?|seniors?|"
    r"(?:aged?\s*)?\d{1,3}(?:\s*(?:y|yrs?|years?)(?:\s*old)?)?|成人|大人|儿童|小孩|婴儿|\d{1,3}\s*岁|"
    r"មនុស្សពេញវ័យ|កុមារ|ក្មេង|ទារក|[0-9០-៩]{1,3}\s*ឆ្នាំ)"
)

ROLES = frozenset(
    "husband wife partner father dad mother mom mum son daughter brother sister grandma grandmother grandpa "
    "grandfather aunt uncle cousin nephew niece friend colleague boss grandson granddaughter".split()
)


def _names(text: str, who: str) -> bool:
    """``who`` (or a form of it: :func:`forms`) appears in ``text`` as a word (case-insensitive; scripts without
    spaces: as a part)."""
    said = text.casefold()
    for name in (f.casefold() for f in forms(who)):
        if name.isascii() and re.search(rf"(?<!\w){re.escape(name)}(?!\w)", said) is not None:
            return True
        if not name.isascii() and name in said:
            return True
    return False


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
