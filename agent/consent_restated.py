"""A yes that restates a change already made is the yes to the quote (EN / KH / ZH).

One message asked for a move and a new pickup; the pickup changed at once (free) and the move was quoted. The
traveller's yes repeats the whole of what they asked: "好的，改吧，日期改到2027-01-10，接送改到水莲酒店", "Yes, go ahead:
move to 10 Jan and pickup at the Shuilian hotel", "បាទ យល់ព្រម ប្តូរកន្លែងទទួលទៅសណ្ឋាគារ Shuilian". The pickup clause
orders nothing new: the booking already holds that pickup (or the quote on screen is that very pickup change). Read
without such clauses, the rest of the message is the answer (the quote's own dates are read by agent.consent_dates).

A clause stays (and the message is read as before) when it names a pickup place the booking does not hold and the
quote does not propose, asks, holds a negation or a condition, or names no place at all ("change the pickup too").
A message made only of such restatements holds no yes.
"""

from __future__ import annotations

import re
from typing import Iterable

from agent.booking_records import IssuedQuote
from agent.consent_guards import CLAUSE
from agent.consent_lexicon import _IF
from agent.consent_payment import _ASKS, _NEGATION_EN, _NEGATION_KH, _NEGATION_ZH
from agent.state import ConversationState

# a clause about where the traveller is picked up or dropped off
_TRANSFER_EN = re.compile(
    r"\b(?:pick\s*-?\s*ups?|picking (?:us |me )?up|pick (?:us |me )?up|drop\s*-?\s*offs?|transfer)\b"
)
_TRANSFER_ZH = ("接送", "接我们", "接我", "来接", "送到", "送回", "上车")
_TRANSFER_KH = ("កន្លែងទទួល", "ទទួល", "មកយក", "ជូនទៅ")
# words of such a clause that name no place: the order and the transfer itself
_FILLER_EN = re.compile(
    r"\b(?:and|also|the|a|an|our|my|new|pick|picks|picking|pickup|pickups|up|drop|dropoff|off|transfer|point|place|"
    r"location|spot|change|changed|changing|move|moved|switch|update|updated|set|make|it|is|to|at|from|for|please|"
    r"yes|ok|okay|sure|go|ahead|us|me|now|as|well|too|hotel|guesthouse|guest|house|hostel|resort)\b"
)
_FILLER_ZH = (
    "接送地点", "接送地址", "接送", "地点", "地址", "改到", "改成", "换成", "换到", "改为", "也", "还有", "另外", "并且", "而且",
    "把", "的", "在", "到", "去", "来接", "接我们", "接我", "送到", "送回", "上车", "吧", "了", "就", "请", "酒店", "饭店", "宾馆",
    "旅馆", "民宿",
)  # fmt: skip
_FILLER_KH = (
    "កន្លែងទទួល",
    "ទទួល",
    "ប្តូរ",
    "ប្ដូរ",
    "ផ្លាស់",
    "ទៅ",
    "នៅ",
    "មកយក",
    "ជូន",
    "ផង",
    "ដែរ",
    "និង",
    "ហើយ",
    "សណ្ឋាគារ",
    "ផ្ទះសំណាក់",
)
_WORD = re.compile(r"[a-z0-9]+")
# the order that leads to a pickup part written on in its clause: "and change the", "also move our", "把", "ប្តូរ"
_LEAD = re.compile(
    r"(?:(?:\b(?:and|also|then|change|move|switch|update|set|the|our|my)\b|把|并且|还有|另外|ប្តូរ|ប្ដូរ|និង|ហើយ)\s*)+$",
    re.IGNORECASE,
)


def restates(clause: str, held: Iterable[str]) -> bool:
    """``clause`` orders the pickup (or drop-off) moved to a place in ``held`` (the booking's own pickup, or the one
    the quote on screen proposes): it asks for nothing new."""
    lowered = clause.lower()
    if not (_TRANSFER_EN.search(lowered) or any(w in clause for w in (*_TRANSFER_ZH, *_TRANSFER_KH))):
        return False
    if not _plain(clause):
        return False
    place = _named_place(lowered)
    return bool(place) and any(_same_place(place, h.lower()) for h in held if h and h.strip())


def _plain(clause: str) -> bool:
    """``clause`` neither asks, nor puts a condition, nor negates."""
    lowered = clause.lower()
    if any(w in clause for w in _ASKS) or _IF.search(lowered) or _NEGATION_EN.search(lowered):
        return False
    negated = any(w in clause for w in (*_NEGATION_ZH, *_NEGATION_KH)) or "ទេ" in re.split(r"[\s។៕?？]+", clause)
    return not negated


def _named_place(clause: str) -> str:
    """What is left of a pickup clause once the order and the transfer words are taken out: the place it names."""
    text = re.sub(r"[,.;!?，。；！？、\n។៕:：\"'“”‘’]+", " ", clause)
    text = _FILLER_EN.sub(" ", text)
    for word in sorted((*_FILLER_ZH, *_FILLER_KH), key=len, reverse=True):
        text = text.replace(word, " ")
    return " ".join(text.split())


def _same_place(named: str, held: str) -> bool:
    """``named`` (a place as the traveller writes it) is ``held``: its Latin words all in it, its other script in it
    as written ("水莲酒店" of "暹粒河边的水莲酒店", "shuilian hotel" of "Shuilian Hotel by the river")."""
    words = _WORD.findall(named)
    rest = "".join(_WORD.sub(" ", named).split())
    if not words and len(rest) < 2:
        return False
    held = _named_place(held)  # both without their filler words ("的", "hotel")
    held_words = set(_WORD.findall(held))
    return all(w in held_words for w in words) and (not rest or rest in "".join(_WORD.sub(" ", held).split()))


def without_restated(text: str, held: Iterable[str]) -> str:
    """``text`` without its clauses restating a pickup in ``held`` (:func:`restates`); ``text`` itself when it holds
    none, or nothing else. A clause written on ("move to 10 Jan and pickup at the Shuilian", Khmer often unpunctuated)
    loses only its part from the pickup on, with the order leading to it ("and change the", "把", "ប្តូរ")."""
    places = [h for h in held if h and h.strip()]
    if not places:
        return text
    parts = [c for c in CLAUSE.findall(text) if c.strip()]
    kept = [_head(c, places) for c in parts]
    if kept == parts or not "".join(kept).strip():
        return text
    return re.sub(r"[ \t]+", " ", "".join(kept)).strip()


def _head(clause: str, places: list[str]) -> str:
    """``clause`` up to its pickup part when that part restates a place in ``places``; ``clause`` otherwise."""
    lowered = clause.lower()
    found = [m.start() for m in [_TRANSFER_EN.search(lowered)] if m]
    found += [i for i in (clause.find(w) for w in (*_TRANSFER_ZH, *_TRANSFER_KH)) if i >= 0]
    if not found:
        return clause
    start = min(found)
    head = _LEAD.sub("", clause[:start])
    if not _plain(clause) or not restates(clause[len(head) :], places):
        return clause
    return head if head.strip(" ,:：") else ""


def held_pickups(state: ConversationState, proposed: Iterable[IssuedQuote]) -> list[str]:
    """The pickup places a restating clause may name: the booking's (as the session and the backend last said it)
    and those the pickup changes ``proposed`` beside the quote put."""
    booked = state.booked.pickup_location if state.booked is not None else None
    return [p for p in (state.pickup_location, booked, *(q.location for q in proposed)) if p]


# an order that moves the pickup: "改到", "换成", "ប្តូរ", "change … to"
_MOVES = re.compile(r"改到|改成|换成|换到|改为|ប្តូរ|ប្ដូរ|ផ្លាស់|\b(?:change|move|switch)\b", re.IGNORECASE)


def orders_another_pickup(text: str, held: Iterable[str]) -> bool:
    """A clause of ``text`` orders the pickup (or drop-off) moved to a place neither the booking holds nor a quote
    shown proposes ("…ប្តូរកន្លែងទទួលទៅសណ្ឋាគារ Raffles", "接送改到椰林旅馆"): a change still to be asked, never a yes."""
    places = [h for h in held if h and h.strip()]
    for clause in (c for c in CLAUSE.findall(text) if c.strip()):
        lowered = clause.lower()
        found = [m.start() for m in [_TRANSFER_EN.search(lowered)] if m]
        found += [i for i in (clause.find(w) for w in (*_TRANSFER_ZH, *_TRANSFER_KH)) if i >= 0]
        if not found or not _plain(clause):
            continue
        place = _named_place(lowered[min(found) :])
        if _MOVES.search(clause) and place and not any(_same_place(place, h.lower()) for h in places):
            return True
    return False
