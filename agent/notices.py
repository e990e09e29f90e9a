"""System notices: what the DerLg system tells the model, on a channel travellers cannot write into.

The workflow (payment confirmed or failed, hold expired, late payment, pre-travel reminder) adds
a typed :class:`SystemNotice` to the session; the context builder renders the open ones in the
system prompt's dynamic block under "## System notices". Conversation messages are always the
traveller's words: a turn the workflow starts on its own gets the fixed :data:`NOTICE_TURN_TEXT`
as its user message (the Messages API needs one), which carries no authority of its own.

Traveller text that imitates a notice marker (``[system] ...``, ``<system>``, ``SYSTEM:``) or any
marker the prompt itself uses (a ``## `` section header such as "## System notices", a
``- open_notice:`` or other ``snake_case:`` context line, the workflow's own turn text or a variant
of it) on any of its lines is neutralised at the bridge and again in the workflow by
:func:`neutralise`, so even a model that had learnt to obey such markers sees it quoted as the
traveller's words. Matching happens after Unicode normalisation (NFKC: full-width ``［system］`` is
``[system]``) with zero-width and bidi controls removed (``\u200b[system]`` is ``[system]``); the
quote is that normalised text on one line, so quoting again changes nothing.
"""

from __future__ import annotations

import re
import unicodedata
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
    "top_up_expired",  # issue 37: the unpaid top-up's QR ran out (workflows/session_topups.py)
    "top_up_paid",  # issue 37: the top-up was paid; the traveller was told at once
    "top_up_failed",  # a top-up failed (counted; the third hands off); the traveller was told at once
    "unpaid_change_withdrawn",  # issue 37: the unpaid change lapsed at its pay_by; the traveller was told at once
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
# Markers the prompt itself uses (agent/prompts/context.py, templates.py) at the start of a line:
# a markdown section header, a "- key:" context line with a snake_case key, the notice turn text.
_PROMPT_MARKER = re.compile(r"^\s*(?:#{1,6}\s|-?\s*[a-z]+(?:_[a-z]+)+\s*:)", re.IGNORECASE)
_TURN_TEXT_START = NOTICE_TURN_TEXT[: NOTICE_TURN_TEXT.index(".")].casefold()  # "(no new message from ..."
QUOTED_PREFIX = "The traveller wrote: "


class SystemNotice(BaseModel):
    """One thing the system wants the model to act on; rendered in the system prompt."""

    kind: NoticeKind
    text: str
    at: datetime
    turn: int  # the session turn it was raised in
    answered: bool = False


# A notice that makes earlier ones untrue closes them: "the hold ends in 3 minutes, do not create
# a new booking" must not stay open next to "the hold expired, book again".
SUPERSEDES: dict[str, tuple[str, ...]] = {
    "hold_expired": ("hold_expiring",),
    "payment_confirmed": ("hold_expiring", "payment_failed", "hold_expired"),
    "late_payment": ("hold_expiring",),
    "top_up_paid": ("top_up_expired", "top_up_failed"),
    "unpaid_change_withdrawn": ("top_up_expired", "top_up_failed"),
}


# A notice that asks for something closes once it is done (relay 20 req 33: "payment_failed ... Would you
# like a new QR code?" stayed open after the new QR was issued, and the model may answer it again): the
# tools whose success does what each notice asks.
DONE_BY: dict[str, tuple[str, ...]] = {
    "payment_failed": ("generatePaymentQR",),  # a new QR to try again
    "hold_expired": ("createBooking",),  # booked again (relay j16 saw it still open)
    "top_up_expired": ("generatePaymentQR", "withdrawTopUp"),  # a new top-up QR, or the change undone
    "top_up_failed": ("generatePaymentQR", "withdrawTopUp"),
}


def close_done(notices: list[SystemNotice], tool_name: str) -> None:
    """Close the open notices whose request ``tool_name`` (just succeeded) carried out."""
    for notice in notices:
        if tool_name in DONE_BY.get(notice.kind, ()):
            notice.answered = True


def add_notice(notices: list[SystemNotice], kind: NoticeKind, text: str, at: datetime, turn: int) -> list[SystemNotice]:
    """A new bounded list with the notice appended and the notices it supersedes closed."""
    closes = SUPERSEDES.get(kind, ())
    kept = [n.model_copy(update={"answered": True}) if n.kind in closes else n for n in notices]
    return (kept + [SystemNotice(kind=kind, text=text, at=at, turn=turn)])[-MAX_NOTICES:]


def open_notices(notices: list[SystemNotice]) -> list[SystemNotice]:
    return [n for n in notices if not n.answered]


def mark_answered(notices: list[SystemNotice], kind: Optional[str] = None) -> None:
    for notice in notices:
        if kind is None or notice.kind == kind:
            notice.answered = True


def canonical(text: str) -> str:
    """NFKC with the invisible format characters (zero-width, bidi controls, BOM, soft hyphen) removed."""
    normal = unicodedata.normalize("NFKC", text or "")
    return "".join(ch for ch in normal if unicodedata.category(ch) != "Cf")


def _imitates(line: str) -> bool:
    return bool(_MARKER.match(line) or _PROMPT_MARKER.match(line)) or line.strip().casefold().startswith(
        _TURN_TEXT_START
    )


def imitates_notice(text: str) -> bool:
    """True when a line of the (normalised) traveller text starts like a notice or a prompt marker."""
    return any(_imitates(line) for line in canonical(text).splitlines())


def neutralise(text: str) -> str:
    """Traveller text, quoted as the traveller's when it imitates a notice; otherwise unchanged.

    The quote is the normalised text on one line (lines joined by " / "), so no marker starts a line
    any more: idempotent.
    """
    if not imitates_notice(text):
        return text
    lines = [line.strip() for line in canonical(text).splitlines() if line.strip()]
    return f'{QUOTED_PREFIX}"{" / ".join(lines)}"'
