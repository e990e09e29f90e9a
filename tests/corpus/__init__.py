"""The phrasing corpus of the scripted model: traveller lines with what they must yield.

``L(text, asked=None, intents=(), not_intents=(), **slots)``: ``slots`` are exactly the slots
``activities.models.scripted.understand.hear`` must return (nothing more, nothing less); ``intents`` must all
be detected, ``not_intents`` must not be. ``asked`` is the question key asked right before the
line (see activities/models/scripted/phrases.py QUESTION_KEYS). Dates are relative to TODAY.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import Any, Optional

TODAY = date(2026, 3, 1)  # a Sunday


@dataclass(frozen=True)
class Line:
    text: str
    asked: Optional[str]
    intents: frozenset[str]
    not_intents: frozenset[str]
    slots: dict[str, Any] = field(default_factory=dict, hash=False)


def L(text: str, asked: Optional[str] = None, intents: tuple[str, ...] | str = (),
      not_intents: tuple[str, ...] | str = (), **slots: Any) -> Line:
    def as_set(v: Any) -> frozenset[str]:
        return frozenset([v]) if isinstance(v, str) else frozenset(v)
    if "budget" in slots:
        slots["budget"] = tuple(float(v) for v in slots["budget"])
    return Line(text, asked, as_set(intents), as_set(not_intents), slots)
