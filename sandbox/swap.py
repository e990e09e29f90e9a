"""The swap allowance: a traveller who joins and another who leaves soon after leave the group as it was
(sandbox/policy.py SWAP_RULE; relay 16 and 19: the leaver's price came back at the 50 % tier, and the
family paid half a traveller's price for a swap).

A confirmed change that adds travellers grants the price they added, valid for
:data:`sandbox.policy.SWAP_WINDOW`; within it a change that removes a traveller refunds the freed price
in full up to what is left of it (``policy.change_amounts(full_back=...)``), the refund tier beyond it.
Only money paid in full comes back so: a change waits for no removal while its top-up is unpaid
(``BALANCE_DUE``), and withdrawing the join (or letting its top-up lapse) restores the allowance as it
was (``Booking.swap_allowance`` is one of ``sandbox.change_apply.SNAPSHOT_FIELDS``).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sandbox import policy
from sandbox.clock import iso
from sandbox.i18n import trf
from sandbox.store import Booking


def available(booking: Booking, now: datetime) -> float:
    """What is left of the allowances still valid at ``now``."""
    return policy.money(sum(g["usd"] for g in booking.swap_allowance if now < g["until"]))


def granted(joining: list[dict[str, Any]], price_difference: float) -> float:
    """What a change that adds ``joining`` grants: their price, never more than the change added."""
    return policy.money(max(min(sum(float(t["price_usd"]) for t in joining), price_difference), 0.0))


def record(booking: Booking, spent: float, grant: float, now: datetime) -> None:
    """A confirmed change: ``spent`` used up (the soonest to end first), ``grant`` added for the window."""
    left: list[dict[str, Any]] = []
    for g in sorted((g for g in booking.swap_allowance if now < g["until"]), key=lambda g: g["until"]):
        use = min(g["usd"], spent)
        spent = policy.money(spent - use)
        if g["usd"] - use > 0.004:
            left.append({"usd": policy.money(g["usd"] - use), "until": g["until"]})
    if grant > 0:
        left.append({"usd": grant, "until": now + policy.SWAP_WINDOW})
    booking.swap_allowance = left


def shown(booking: Booking, now: datetime) -> dict[str, Any]:
    """The booking's valid allowances, each with its end (nothing when there is none)."""
    valid = [{"allowance_usd": g["usd"], "until": iso(g["until"])} for g in booking.swap_allowance if now < g["until"]]
    return {"swap_allowance": valid} if valid else {}


def quote_terms(
    allowance: float, full: float, grant: float, amounts: dict[str, float], pct: int, language: str
) -> dict[str, Any]:
    """What a change quote says of the allowance before the yes: how much of a freed price it refunds in full,
    or what a join will allow (in the session's language)."""
    out: dict[str, Any] = {}
    if full > 0:
        freed = policy.money(-amounts["price_difference_usd"])
        out["swap_allowance_usd"] = allowance
        out["swap_says"] = trf(
            policy.SWAP_USED, language, allowance=f"{allowance:.2f}", full=f"{full:.2f}", freed=f"{freed:.2f}", pct=pct
        )
    if grant > 0:
        out["swap_allowance_after_change_usd"] = grant
        out["swap_says_after_change"] = trf(policy.SWAP_GRANTED, language, usd=f"{grant:.2f}")
    return out
