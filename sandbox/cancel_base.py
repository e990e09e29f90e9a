"""What a cancellation's percentage is a percentage of (issue 37, relay 16 req 53).

A booking that kept part of a freed price earlier (a traveller who left at the 50 % tier, a shorter
trip) or paid a late-change fee has paid more than its price: a cancellation refunds its tier's
percentage of the trip PRICE (the refund base), never of everything paid, and what was kept earlier
is not refunded again. Relay 16 read "50% refund = $497.72" against $1,074.94 paid and expected
$537.47. The quote states the base and the parts, which add up:

- ``refund_base_usd`` (the price) = ``refund_of_base_usd`` (the tier's percentage of it) + ``kept_of_base_usd``;
- ``amount_paid_usd`` = ``refund_base_usd`` + ``kept_earlier_usd`` (+ ``refunds_pending_usd`` on their way);
- ``kept_earlier_for``: each earlier change that kept money, its amount, what it changed and when;
- ``says``: the same in one sentence in the session's language (EN/KH/ZH, sandbox/i18n/payment_texts.py).
"""

from __future__ import annotations

from typing import Any

from agent.status_words import CHANGE
from sandbox import policy
from sandbox.i18n import joined, trf
from sandbox.policy import BASE_SAYS, KEPT_SAYS
from sandbox.store import Booking

# what an earlier change changed, as its kept money names it (KH/ZH: agent/status_words.py CHANGE)
CHANGE_EN = {
    "dates": "the date change",
    "group": "the group change",
    "length": "the change of trip length",
    "activity": "the added activity",
    "hotel": "the change of accommodation",
}


def change_words(changes: list[str], language: str) -> str:
    column = {"KH": 0, "ZH": 1}.get(language)
    words = [CHANGE_EN.get(c, c) if column is None else CHANGE.get(c, (c, c))[column] for c in changes]
    return joined(words, language)


def kept_entry(booking: Booking, kept_after: float, changes: list[str], on: str) -> None:
    """Record what a confirmed change adds to the booking's charges (its kept part and fee), before
    ``booking.charges_usd`` is set to ``kept_after``."""
    added = policy.money(kept_after - booking.charges_usd)
    if added > 0:
        booking.kept_for = [*booking.kept_for, {"usd": added, "changes": list(changes), "on": on}]
    given = -added  # a join gave a leave's kept part back (sandbox/swap_kept.py): the latest entries shrink
    entries: list[dict[str, Any]] = []
    for e in reversed(booking.kept_for if given > 0 else []):
        cut = min(e["usd"], given)
        given = policy.money(given - cut)
        if policy.money(e["usd"] - cut) > 0:
            entries.insert(0, {**e, "usd": policy.money(e["usd"] - cut)})
    if added < 0:
        booking.kept_for = entries


def refund_base(price: float, charges: float, pct: int, kept_for: list[dict[str, Any]], language: str) -> dict:
    """The base a cancellation's percentage applies to, the parts kept, and the sentence saying so."""
    back = policy.refund_at(price, pct)
    kept_of_base = policy.kept_at(price, pct)
    says = [trf(BASE_SAYS, language, pct=pct, base=f"{price:.2f}", refund=f"{back:.2f}")]
    says += [
        trf(KEPT_SAYS, language, kept=f"{e['usd']:.2f}", change=change_words(e["changes"], language), on=e["on"])
        for e in kept_for
    ]
    return {
        "refund_base_usd": policy.money(price),
        "refund_of_base_usd": back,
        "kept_of_base_usd": kept_of_base,
        "kept_earlier_usd": policy.money(charges),
        "kept_earlier_for": [dict(e) for e in kept_for],
        "refund_base_says": " ".join(says),
    }
