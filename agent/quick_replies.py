"""Quick replies (issue 39): the answers a traveller can tap at this point of the conversation.

A model backend offers them as data, never inside its text: ``ModelResponse.quick_replies`` (a
list of :class:`QuickReply`) on the response that ends the turn. The workflow turns them into one
event frame after the turn's other frames::

    {"type": "quick_replies", "options": [{"label": "Beach", "text": "The beach", "value": "environment:BEACH"}]}

``label`` is the button's caption and ``text`` the message a tap posts, both in the session's
language; ``value`` is a structured choice id (``<slot>:<value>``, ``reply:yes``, ``trip:2``…)
for clients that want to know what was chosen without reading words. The chat page draws them as
buttons; the REST answer lists them as numbered ``choices``. Pure (no I/O).
"""

from __future__ import annotations

from typing import Any, Optional

from pydantic import BaseModel, Field

FRAME_TYPE = "quick_replies"
MAX_OPTIONS = 8


class QuickReply(BaseModel):
    """One tappable answer."""

    label: str = Field(min_length=1, max_length=80)
    text: str = Field(min_length=1, max_length=300)
    value: str = Field(min_length=1, max_length=80)


def quick_replies_frame(options: list[QuickReply]) -> Optional[dict[str, Any]]:
    """The event frame of a turn's quick replies (at most :data:`MAX_OPTIONS`, one per text); None when there are none."""
    seen: set[str] = set()
    kept: list[dict[str, Any]] = []
    for option in options:
        if option.text not in seen and len(kept) < MAX_OPTIONS:
            seen.add(option.text)
            kept.append(option.model_dump())
    return {"type": FRAME_TYPE, "options": kept} if kept else None


def numbered_choices(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The last quick replies of a turn's frames as numbered choices (the REST answer's ``choices``)."""
    for event in reversed(events):
        if event.get("type") == FRAME_TYPE:
            options = [o for o in event.get("options") or [] if isinstance(o, dict)]
            return [{"number": n, **option} for n, option in enumerate(options, start=1)]
    return []
