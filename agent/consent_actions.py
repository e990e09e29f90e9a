"""Which quoted action a consent message names ("yes cancel it", "好的改吧", "បាទ លុបចោលទៅ").

A yes joined to the name of an action confirms that action's quote and never another: "yes, cancel
it" under a move's quote agrees to nothing (held-out batch G). Moves and pickups share their verbs
("change it", "改吧", "ប្តូរ"), so each kind lists every verb that may name it; a message names
*another* action only when it names one that its own kind's verbs do not cover.
"""

from __future__ import annotations

import re
from typing import Literal

QuoteKind = Literal["booking", "reschedule", "cancellation", "pickup"]

_MOVE_EN = r"\b(?:move|moved|moving|change|changed|switch|shift|reschedule|postpone|push)\b"
_MOVE_ZH = r"改|换|推迟|延后|延期|提前"
_MOVE_KH = r"ប្តូរ|ប្ដូរ|ពន្យារ|ផ្លាស់"
_NAMES: dict[str, tuple[str, ...]] = {
    # "booking" is the object of a cancel or a move ("cancel my booking", "取消预订", "លុបការកក់"):
    # only the verb said as an order names the booking's own quote
    "booking": (r"\b(?:book|reserve)\b(?! ?ing)", r"订|下单", r"(?<!ការ)កក់"),
    "reschedule": (_MOVE_EN, _MOVE_ZH, _MOVE_KH),
    "cancellation": (r"\bcancel(?:led|ed)?\b|\bcall (?:it )?off\b", r"取消|退订", r"លុប|បោះបង់"),
    "pickup": (_MOVE_EN + r"|\bpick ?up\b|\bdrop ?off\b", _MOVE_ZH + r"|接|送", _MOVE_KH + r"|ទទួល"),
}


# "取消预订", "改一下订单": the booking as the object of another verb names no booking
_BOOKING_AS_OBJECT = re.compile(r"(取消|退订|改|换|推迟|提前)([^，。,?]{0,4}?)(?:预订|预定|订单)")


def names(text: str, kind: str) -> bool:
    """Whether the (normalised) message names ``kind``'s action."""
    if kind == "booking":
        text = _BOOKING_AS_OBJECT.sub(r"\1\2", text)
    return any(re.search(p, text) for p in _NAMES[kind])


# A change quote changes the booking already made: "book it" there books the change (the one who
# joins, the add-on, the new dates) and is no rival of it, as "cancel it" is (held-out batch R:
# "ចាស ត្រឹមត្រូវហើយ កក់ទៅបង", yes that's right, book it, under the quote adding a colleague was
# asked again and again). The verb does not name the change either: only the agreement beside it,
# under the change's own question, is its yes (agent.consent_question).
_NO_RIVAL: dict[str, tuple[str, ...]] = {"reschedule": ("booking",), "pickup": ("booking",)}


def names_another(text: str, kind: QuoteKind) -> bool:
    """The message names a different quoted action and not this one ("yes cancel it" under a move)."""
    rivals = [other for other in _NAMES if other != kind and other not in _NO_RIVAL.get(kind, ())]
    return not names(text, kind) and any(names(text, other) for other in rivals)
