"""A yes to the quote and a no about something else in one message is not a decline (EN / KH / ZH).

Relay 36 req 52: "Yes, airport at 11:30 please. Also, something fun for the teens? Sofia and Carmen... no
wait, Sofia is the only teen now" closed the pickup proposal as a no: the "no wait" corrected a name.
A message is a decline only when its no is about the quote. When some statement in it agrees and every no
or "wait" in it is about something else (its own sentence goes on to name something that is not the quote's
action), the message is:

- the yes, when an agreeing statement names the quote's change (its action, or a word of its place:
  "yes, airport at 11:30", "好的，改吧", "បាទ ប្តូរទៅ"); a booking's summary holds the whole trip, so under a
  booking quote it never is (a no about its hotel asks for a different summary);
- otherwise unclear: the model asks plainly (never a no, never a yes).

A no that names the quote's action or keeps its subject ("no, keep the hotel", "不要改"), or a bare no whose
sentence names nothing else ("ok. no wait"), stays a no.
"""

from __future__ import annotations

import re
from typing import Callable

from agent.consent_actions import names
from agent.consent_guards import asks, clauses
from agent.consent_parts import _KEEPS, _names_something

_STOP = re.compile(r"[.;!?。；！？\n។៕]\s*$")
_WORD = re.compile(r"[^\W\d_]{4,}")


def _place_words(place: str) -> set[str]:
    return {w.casefold() for w in _WORD.findall(place)}


def _about_quote(clause: str, kind: str, place_words: set[str], place: str = "") -> bool:
    low = clause.casefold()
    return (
        names(low, kind)
        or bool(place and place.casefold() in low)
        or bool(place_words & set(_WORD.findall(low)))
        or bool(_KEEPS.search(clause))
    )


def reading(text: str, kind: str, place: str, judge: Callable[[str], str]) -> str:
    """The answer of a message read whole as a no (``judge``: a clause's answer to this ``kind`` of quote):
    "no" when a no is about this quote, "yes" or "unclear" when every no is about something else."""
    parts = clauses(text)
    words = _place_words(place)
    agreeing = [i for i, c in enumerate(parts) if not asks(c) and judge(c) == "yes"]
    if not agreeing:
        return "no"
    refusing = [i for i, c in enumerate(parts) if judge(c) == "no"]
    if not refusing or any(not _about_else(parts, i, kind, words) for i in refusing):
        return "no"
    if kind != "booking" and any(_about_quote(c, kind, words, place) for i in agreeing for c in _sentence(parts, i)):
        return "yes"
    return "unclear"


def _about_else(parts: list[str], i: int, kind: str, words: set[str]) -> bool:
    """The no in ``parts[i]`` speaks of something other than the quote: its clause, or the clauses joined to
    it in the same sentence, name something, and none names the quote's action, place or subject."""
    sentence = _sentence(parts, i)
    if any(_about_quote(c, kind, words) for c in sentence):
        return False
    return any(_names_something(c) for c in sentence)


def _sentence(parts: list[str], i: int) -> list[str]:
    """``parts[i]`` with the clauses joined to it up to the full stops around it."""
    start, end = i, i
    while start > 0 and not _STOP.search(parts[start - 1]):
        start -= 1
    while end + 1 < len(parts) and not _STOP.search(parts[end]):
        end += 1
    return parts[start : end + 1]
