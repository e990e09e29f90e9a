"""A transfer change is answered by what the traveller says of its own end (EN / KH / ZH).

A booking's transfer has two ends, the pickup and the drop-off, and a change put to the traveller moves
one of them. Travellers answer both at once: "ចា៎ យល់ព្រមប្តូរកន្លែងទទួល។ ចំណែកកន្លែងជូនត្រឡប់វិញ ទេ
មិនប្តូរទេ" (yes to the new pickup; as for the drop-off, no, don't change it), "yes change the pickup.
the drop-off no, keep it", "好的，改接的地点。送回的地点不用改". Read whole, the no about the other end
refused the change that was agreed to. The invariant: under a change to one end, a part of the message
that speaks of the other end only is no answer to it, yes or no; the answer is read from the rest.

Parts are the message's sentences and comma-separated pieces, split also before a contrast word ("but",
"但是", "ចំណែក" as for); a piece naming neither end belongs to the piece before it, and at the start to
this change's own end (a "yes" opening the message answers the question put to the traveller).
"""

from __future__ import annotations

import re
from typing import Literal, Optional

from agent.read_whole import Cut

End = Literal["pickup", "drop-off", "pickup time"]

_PIECE = Cut(r"[^,.;!?，。；！？、\n។៕]+[,.;!?，。；！？、\n។៕]*")  # a piece with its closing mark
_CONTRAST = re.compile(r"(?i)(?=\b(?:but|while|whereas|as for)\b|但是|不过|至于|ចំណែក|ប៉ុន្តែ|រីឯ)")
# "接送" is the whole transfer (the pickup as booked), never the drop-off
_BOTH_ZH = re.compile(r"接送")
_DROP = re.compile(
    r"(?i)\bdrop(?:ping)?[- ]?off\b|\bdrop us\b|\breturn\b|\bway back\b|\b(?:take|bring|get) us back\b"
    r"|送|回程|返程|下车"
    r"|ជូន(?!ដំណឹង)|ត្រឡប់(?:មក)?វិញ"
)
_PICK = re.compile(r"(?i)\bpick(?:ing)?[- ]?up\b|\bpick us\b|\bcollect\b|接(?!受)|上车|ទទួល(?!យក|ស្គាល់)")


def _pieces(text: str) -> list[str]:
    out: list[str] = []
    for piece in _PIECE.findall(text):
        out.extend(p for p in _CONTRAST.split(piece) if p.strip())
    return out


def _end_named(piece: str) -> Optional[str]:
    """ "pickup", "drop-off", or None when the piece names neither end or both."""
    rest = _BOTH_ZH.sub(" 接 ", piece)
    pick, drop = bool(_PICK.search(rest)), bool(_DROP.search(rest))
    if pick == drop:
        return None
    return "pickup" if pick else "drop-off"


def own_end(text: str, end: Optional[str]) -> str:
    """``text`` without the pieces that speak of the transfer's other end only (the whole text when no
    piece does); an empty string when every piece speaks of the other end: it answers nothing here."""
    if end is None:
        return text
    own = "drop-off" if end == "drop-off" else "pickup"  # a pickup time is the pickup's end
    pieces = _pieces(text)
    named = [_end_named(p) for p in pieces]
    if all(n != ("pickup" if own == "drop-off" else "drop-off") for n in named):
        return text
    kept: list[str] = []
    current = own  # words before any end is named answer the question put: this end's
    for piece, name in zip(pieces, named):
        current = name or current
        if current == own:
            kept.append(piece)
    return " ".join(p.strip() for p in kept)
