"""After payment the pickup moves to a new place the traveller names (changePickup), in EN / KH / ZH:
"could you pick us up from the Palace Gate Hotel instead?", "请改到索卡酒店接我们", "សូមមកទទួលនៅសណ្ឋាគារ សុខា វិញ"
(held-out batch P: a paid booking's new pickup got "I can help with weather, packing or changes").

The change is free; when the workflow puts it to the traveller first (NEEDS_CONFIRMATION: their words
only asked), the model asks plainly, and their next yes sends the same place again.
``decide(view)`` returns None when the message is not about a new pickup place.
"""

from __future__ import annotations

import re
from typing import Callable, Optional

from activities.models.scripted.compose import error_text
from activities.models.scripted.contact import looks_like_place
from activities.models.scripted.intents import is_no, is_yes
from activities.models.scripted.reply import Reply, calls, text
from activities.models.scripted.understand import hear
from activities.models.scripted.window import Call, View
from agent.consent_words import classify
from agent.dates import extract_date
from agent.normal_text import normalize

PHRASES: dict[str, dict[str, str]] = {
    "ask": {
        "EN": "Shall I change the pickup of booking {ref} to {place}? There is no charge.",
        "KH": "តើខ្ញុំប្តូរកន្លែងទទួលនៃការកក់ {ref} ទៅ {place} ទេ? មិនគិតថ្លៃទេ។",
        "ZH": "要我把预订 {ref} 的接送地点改到 {place} 吗？不收费。",
    },
    "done": {
        "EN": "Done: the pickup for booking {ref} is now {place}.",
        "KH": "រួចរាល់៖ កន្លែងទទួលសម្រាប់ការកក់ {ref} ឥឡូវគឺ {place}។",
        "ZH": "已完成：预订 {ref} 的接送地点现在是 {place}。",
    },
    "kept": {
        "EN": "Okay, the pickup stays as booked.",
        "KH": "យល់ហើយ កន្លែងទទួលនៅដដែល។",
        "ZH": "好的，接送地点保持不变。",
    },
}
_PICKUP = re.compile(r"pick\s?-?\s?up|pick (?:us|me|them) up|collect (?:us|me)|接|ទទួល|មកយក")
_CHANGE = re.compile(r"\b(?:instead|change|move|switch|new|different|now|rather)\b|改|换|变|ជំនួស|ប្តូរ|ប្ដូរ|វិញ|ផ្លាស់")


# where they stay now, said before asking the pickup to move "there" ("现在住金边的索卡酒店（Sokha Phnom Penh
# Hotel），接我们的地点能改到这里吗？", "we're now at the Sokha Hotel, can you pick us up there?",
# "ឥឡូវយើងស្នាក់នៅសណ្ឋាគារសុខា សូមមកទទួលនៅទីនោះ": held-out batch Q asked for a new date instead)
_STAYING = re.compile(
    r"(?i)\b(?:(?:we|i)(?:'re|'m| are| am)\s+(?:now\s+)?(?:staying\s+)?(?:at|in)|(?:moved|switched|changed)\s+"
    r"(?:hotels?\s+)?to|now\s+(?:staying\s+)?at)\s+(?:the\s+)?|(?:现在|目前|改|搬)?(?:住在|住到|住(?!的)|搬到)|ស្នាក់នៅ|ផ្លាស់ទៅ|ប្តូរទៅ"
)
_ONLY_A_KIND = re.compile(
    r"(?i)^(?:(?:the|a|our|my|new|another)\s+)*(?:hotel|guest ?house|hostel|place)$|^新?(?:酒店|宾馆)$|^សណ្ឋាគារ(?:ថ្មី)?$"
)
_CLAUSE_END = re.compile(r"[，,;；。！？!?។]|\.(?:\s|$)|\s*ហើយ|\s+(?:សូម|សុំ|តើ|អាច)|(?i:\s+(?:now|instead|please)\b)")
_THERE = re.compile(
    r"(?i)\b(?:there|here|this (?:hotel|place|one)|that (?:hotel|place))\b|这里|这儿|那里|那儿|这边|这家|"
    r"[这那](?:个|间|座)?(?:酒店|宾馆|饭店|旅馆|地方)|ទីនេះ|ទីនោះ|ហ្នឹង|(?:សណ្ឋាគារ|ផ្ទះសំណាក់|កន្លែង)\s?(?:នេះ|នោះ)"
)


def place_said(said: str) -> Optional[str]:
    """The place a message says they now stay at, as said, when it asks the pickup to move "there"."""
    if not _THERE.search(said):
        return None
    for cue in _STAYING.finditer(said):
        place = _CLAUSE_END.split(said[cue.end() :])[0].strip(" :：")
        if looks_like_place(place) and not _ONLY_A_KIND.match(place):
            return place[:200]
    return None


# "from <the old place> to <the new one>" after a pickup change word ("change the pickup from the Sokha Hotel to Wat
# Phnom", "接送地点从索卡酒店改到独立碑", "សុំប្តូរកន្លែងមកទទួល ពីផ្សារតាខ្មៅ ទៅវត្តភ្នំវិញបានទេ"; held-out batch S)
_FROM_TO = re.compile(r"(?i)(?:\bfrom\b|从|ពី(?!រ))\s*(.+?)\s*(?:\bto\b|改到|改成|换到|换成|到|ទៅ)\s*(.+)")
_NEW_PLACE_END = re.compile(
    r"វិញ|បាន(?:ទេ|អត់|ទៅ)?|ព្រោះ|ដោយសារ|ទៅបង|\s+បង|吗|可以|可不可以|行不行|好吗|因为|(?i:\s+(?:because|as|since)\b)"
)


def moved_to_place(said: str) -> Optional[str]:
    """The new place of "from <old> to <new>", when it is a place; None otherwise."""
    m = _FROM_TO.search(said)
    if m is None:
        return None
    new = _NEW_PLACE_END.split(_CLAUSE_END.split(m.group(2))[0])[0].strip(" :：")
    return new[:200] if looks_like_place(new) and not _ONLY_A_KIND.match(new) else None


def say(key: str, lang: str, **values: object) -> str:
    table = PHRASES[key]
    return (table.get(lang) or table["EN"]).format(**values)


def _ref(view: View) -> str:
    return view.get("booking_ref") or view.get("booking_id") or ""


def _put_first(call: Call) -> bool:
    """The change put to the traveller, not made: the result's own status (a normal result) or, from
    older workers, its error code."""
    if call.ok:
        return call.data.get("status") == "NEEDS_CONFIRMATION" or call.data.get("changed") is False
    return ((call.result or {}).get("error") or {}).get("code") == "NEEDS_CONFIRMATION"


def _answer(view: View, call: Call) -> Reply:
    place = str(call.input.get("pickup_location") or "")
    if _put_first(call):  # never "done" for a change the traveller has not said yes to
        return text(say("ask", view.lang, ref=_ref(view), place=place))
    if call.ok:
        return text(say("done", view.lang, ref=_ref(view), place=call.data.get("pickup_location") or place))
    return text(error_text(call, view.lang))


def _put_to_traveller(view: View) -> Optional[str]:
    """The place the model asked about in the turn before (changePickup put to the traveller)."""
    if len(view.turns) < 2:
        return None
    start, end = view.turns[-2].index, view.turns[-1].index
    for call in reversed([c for c in view.calls if start < c.index < end and c.name == "changePickup"]):
        return str(call.input.get("pickup_location") or "") or None if _put_first(call) else None
    return None


def decide(view: View) -> Optional[Reply]:
    """changePickup for a new place named after payment, its yes, or its answer; None otherwise."""
    made = view.turn_calls()
    if made and made[-1].name == "changePickup":
        return _answer(view, made[-1])
    if any(c.name == "changePickup" for c in made):
        return None  # a call after the pickup's (a move asked beside it) is answered by its own reader
    turn, booking = view.last_turn, view.get("booking_id")
    status = (view.get("booking_status") or "").split(" ")[0]
    if turn is None or turn.is_system or not booking or status != "CONFIRMED" or not view.can("changePickup"):
        return None
    asked = _put_to_traveller(view)
    if asked is not None:
        answer = classify(turn.text, "pickup", place=asked)
        if answer == "yes" or (is_yes(turn.text) and answer != "no"):
            return calls(view, ("changePickup", {"booking_id": booking, "pickup_location": asked}))
        if answer == "no" or is_no(turn.text):
            return text(say("kept", view.lang))
    t = normalize(turn.text)
    if _names_booked_pickup(view, turn.text) and (_CHANGE.search(t) or is_yes(turn.text)):
        # "对，改成 Raffles Le Royal，确认。" after the pickup became it: the change is done, never a new date asked
        return text(say("done", view.lang, ref=_ref(view), place=view.get("pickup_location")))
    if not (_PICKUP.search(t) and _CHANGE.search(t)):
        return None
    heard = hear(turn.text, None, view.today).slots.get("pickup")
    place = moved_to_place(turn.text) or (heard if heard and not _THERE.search(heard) else place_said(turn.text))
    booked = (view.get("pickup_location") or "").casefold()
    if not place or place.casefold() == booked or (len(place) >= 4 and place.casefold() in booked):
        return None  # the booked place said again ("接送改到水莲酒店" beside the move's yes)
    return calls(view, ("changePickup", {"booking_id": booking, "pickup_location": place}))


def _names_booked_pickup(view: View, said: str) -> bool:
    """The message names the booked pickup place (either contains the other) and no date: it repeats or
    confirms the place the booking already has."""
    booked = (view.get("pickup_location") or "").strip().casefold()
    if len(booked) < 4 or extract_date(said, view.today) is not None:
        return False
    named = (moved_to_place(said) or hear(said, None, view.today).slots.get("pickup") or "").strip().casefold()
    if named:  # "from <the booked place> to <another>" names another
        return len(named) >= 4 and (named in booked or booked in named)
    return booked in said.casefold()


def beside_a_move(view: View, reply: Reply, move: Callable[[View], Optional[Reply]]) -> Reply:
    """The pickup changed and, when the same message asks to move the start too ("改到2027-01-10？另外接送地点改成
    水莲酒店"), that move's quote asked in the same answer (held-out batch AC: the move was never quoted); ``move``
    reads the message as a move (aftercare.decide)."""
    made = view.turn_calls()
    pickup = made[-1] if made and made[-1].name == "changePickup" else None
    said = view.last_turn.text if view.last_turn is not None else ""
    if pickup is None or not pickup.ok or _put_first(pickup) or extract_date(said, view.today) is None:
        return reply
    then = move(view)
    start = view.travel_start()
    moves = [inp for name, inp in (then.calls if then else []) if name == "previewReschedule"]
    if (
        then
        and moves
        and len(moves) == len(then.calls)
        and all(
            inp.get("new_travel_date") not in (None, start) and set(inp) <= {"booking_id", "new_travel_date"}
            for inp in moves
        )
    ):
        return then
    return reply


def with_pickup_done(view: View, reply: Reply) -> Reply:
    """A move quote answered in the turn that changed the pickup first says the pickup's change too."""
    pickup = next((c for c in view.turn_calls() if c.name == "changePickup"), None)
    if pickup is None or not pickup.ok or _put_first(pickup) or not reply.text or reply.calls:
        return reply
    place = pickup.data.get("pickup_location") or pickup.input.get("pickup_location") or ""
    done = say("done", view.lang, ref=_ref(view), place=place)
    return Reply(text=done + "\n\n" + reply.text)


def first(view: View, move: Callable[[View], Optional[Reply]]) -> Optional[Reply]:
    """After payment: the pickup's reply first, a move asked beside it then quoted (held-out batch AC), else
    ``move``'s reply (aftercare.decide), the pickup's change said with it."""
    picked = decide(view)
    if picked is not None:
        return beside_a_move(view, picked, move)
    moved = move(view)
    return with_pickup_done(view, moved) if moved is not None else None
