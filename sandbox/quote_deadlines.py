"""One deadline per thing in a change quote, each named (relay 31: "price valid until 19:08 tonight" beside
"pay by 30 Nov 18:54" for the same top-up, and a swap right "until 19:12 tonight" that lasted to 30 Nov).

A change quote has up to two times, for two different acts: until when its price holds (``expires_at``, the
traveller's yes by then; never a payment deadline) and, for a top-up, until when it is paid once confirmed
(``TOP_UP_PAY_WITHIN`` after the yes: by the time stated if confirmed now). ``deadlines`` keys each by
what it is for, in the session's language; no other time in the quote describes those acts.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sandbox import policy
from sandbox.clock import iso
from sandbox.i18n import trf
from sandbox.i18n.payment_texts import QUOTE_VALID, TOP_UP_DUE


def _ict(ts: datetime) -> str:
    return ts.astimezone(policy.ICT).strftime("%Y-%m-%d %H:%M")


def deadlines(now: datetime, to_pay: float, language: str, confirmable: bool = True) -> dict[str, Any]:
    """``{"deadlines": {act: ...}}``: the quote's validity, and the top-up's due time when money is due.
    A quote that cannot be confirmed (``purpose: "information"``) awaits no yes: no ``quote_yes``."""
    valid = now + policy.QUOTE_TTL
    listed: dict[str, Any] = {}
    if confirmable:
        listed["quote_yes"] = {"at": iso(valid), "says": trf(QUOTE_VALID, language, at=_ict(valid))}
    if to_pay > 0:
        due = now + policy.TOP_UP_PAY_WITHIN
        hours = int(policy.TOP_UP_PAY_WITHIN.total_seconds() // 3600)
        says = trf(TOP_UP_DUE, language, amount=f"{to_pay:.2f}", hours=hours, at=_ict(due))
        listed["top_up_payment"] = {"at_if_confirmed_now": iso(due), "says": says}
    return {"deadlines": listed}
