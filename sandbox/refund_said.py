"""A refund's payments in words: the day each was paid on (Cambodia time), a join's top-up by who joined
(sandbox/refund_to.py, sandbox/leaver_payers.py)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sandbox.i18n import LIST_SEPARATOR, trf
from sandbox.policy import today_ict
from sandbox.refund_to_words import JOINED_ADULT, JOINED_CHILD


def local_day(moment: Any) -> str:
    """The Cambodia-time day of a backend timestamp (``"2026-11-29T20:51:53+00:00"`` -> ``"2026-11-30"``): the day
    the traveller paid on, never the UTC day (relay 42 req 27)."""
    text = str(moment or "")
    try:
        parsed = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return text[:10]
    return today_ict(parsed).isoformat() if parsed.tzinfo is not None else text[:10]


def joined_words(who: list[str], language: str) -> str:
    """A join's top-up by who joined: "an adult who joined", "a child aged 9 who joined"."""
    said = [trf(JOINED_ADULT, language) if k == "adult" else trf(JOINED_CHILD, language, age=k[6:]) for k in who]
    return LIST_SEPARATOR.get(language, ", ").join(said)
