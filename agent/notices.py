"""System notices: what the DerLg system tells the model, on a channel travellers cannot write into.

The workflow (payment confirmed or failed, hold expired, late payment, pre-travel reminder) adds
a typed :class:`SystemNotice` to the session; the context builder renders the open ones in the
system prompt's dynamic block under "## System notices". Conversation messages are always the
traveller's words: a turn the workflow starts on its own gets the fixed :data:`NOTICE_TURN_TEXT`
as its user message (the Messages API needs one), which carries no authority of its own.

Traveller text that imitates a notice marker (``[system] ...``, ``<system>``, ``SYSTEM:``) is
neutralised at the bridge and again in the workflow by :func:`neutralise`, so even a model that
had learnt to obey such markers sees it quoted as the traveller's words.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Literal, Optional

from pydantic import BaseModel

NoticeKind = Literal[
    "payment_confirmed",
    "payment_failed",
    "support_handoff",
    "hold_expired",
    "hold_expiring",
    "late_payment",
    "reminder",
    "trip_follow_up",
]

# The user-role message of a turn started by the workflow, not by the traveller.
NOTICE_TURN_TEXT = "(No new message from the traveller. Act on the open system notice in the session context.)"

MAX_NOTICES = 5  # the newest are kept; older ones are history the model no longer needs

# A leading marker that claims to come from the system, an operator or the assistant.
_MARKER = re.compile(
    r"^\s*(?:[\[<({]\s*/?\s*(?:system|sys|admin|operator|derlg|notice|assistant|developer)\b[^\]>)}]{0,40}[\]>)}]"
    r"|(?:system|admin|operator|derlg|notice|assistant|developer)\s*(?:note|notice|message)?\s*:)",
    re.IGNORECASE,
)
QUOTED_PREFIX = "The traveller wrote: "


class SystemNotice(BaseModel):
    """One thing the system wants the model to act on; rendered in the system prompt."""

    kind: NoticeKind
    text: str
    at: datetime
    turn: int  # the session turn it was raised in
    answered: bool = False


def add_notice(notices: list[SystemNotice], kind: NoticeKind, text: str, at: datetime, turn: int) -> list[SystemNotice]:
    """A new bounded list with the notice appended."""
    return (list(notices) + [SystemNotice(kind=kind, text=text, at=at, turn=turn)])[-MAX_NOTICES:]


def open_notices(notices: list[SystemNotice]) -> list[SystemNotice]:
    return [n for n in notices if not n.answered]


def mark_answered(notices: list[SystemNotice], kind: Optional[str] = None) -> None:
    for notice in notices:
        if kind is None or notice.kind == kind:
            notice.answered = True


def imitates_notice(text: str) -> bool:
    """True when traveller text starts like a system notice or is the workflow's own turn text."""
    return bool(_MARKER.match(text or "")) or (text or "").strip() == NOTICE_TURN_TEXT


def neutralise(text: str) -> str:
    """Traveller text, quoted as the traveller's when it imitates a notice; otherwise unchanged.

    Idempotent: a quoted text no longer starts with a marker.
    """
    if not imitates_notice(text):
        return text
    return f'{QUOTED_PREFIX}"{text.strip()}"'
