"""The part of the traveller's message that answers a pickup or drop-off change (run 60 req 31: "yes drop off
Rosewood also please. and another thing: ... snorkelling ... possible?" was read as a question, for the
question mark of the other request, and the drop-off waited for a second yes).

The sentences that name the change's end (pickup, drop-off, its time) or its place are what answers it; a
message with none of them is judged whole. Pure."""

from __future__ import annotations

import re

from agent.sentences import sentences

END_WORDS: dict[str, tuple[str, ...]] = {
    "pickup": ("pick", "接", "ទទួល"),
    "drop-off": ("drop", "送", "ជូន", "ទម្លាក់"),
    "pickup time": ("pick", "time", "接", "点", "ម៉ោង"),
}


def _place_words(place: str) -> list[str]:
    """The place's own words (3+ letters, or any CJK / Khmer run): "Rosewood" of "Rosewood Phnom Penh"."""
    return [w for w in re.findall(r"[^\W\d_]{3,}", place.lower()) if w not in ("the", "hotel", "phnom", "penh")]


def about_the_change(words: str, what: str, place: str) -> str:
    """The sentences of ``words`` that name the ``what`` (pickup, drop-off, pickup time) or the ``place``; all of
    ``words`` when none does."""
    keys = (*END_WORDS.get(what, ()), *_place_words(place))
    mine = [p for p in sentences(words) if any(k in p.lower() for k in keys)]
    return " ".join(mine) if mine else words
