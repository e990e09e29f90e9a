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
from sandbox.i18n import swap_rule_texts as texts, trf
from sandbox.store import Booking


def available(booking: Booking, now: datetime) -> float:
    """What is left of the allowances still valid at ``now``."""
    return policy.money(sum(g["usd"] for g in booking.swap_allowance if now < g["until"]))


def granted(joining: list[dict[str, Any]], price_difference: float) -> float:
    """What a change that adds ``joining`` grants: their price, never more than the change added."""
    return policy.money(max(min(sum(float(t["price_usd"]) for t in joining), price_difference), 0.0))


def record(booking: Booking, spent: float, grant: float, now: datetime, left_count: int = 0, joined: int = 1) -> None:
    """A confirmed change: ``spent`` used up (the soonest to end first), ``grant`` added for the window. A grant
    used up stays at 0 with the change that used it (``used_up_at``, ``used_up_by_leavers``), and an ended one
    stays as it was: the tier's reason in a later quote (``refund_rule``). ``joined``: how many travellers the
    grant came from; every valid allowance is then at most what they cost at the booking's price now."""
    kept: list[dict[str, Any]] = []
    for g in sorted(booking.swap_allowance, key=lambda g: g["until"]):
        use = min(g["usd"], spent) if now < g["until"] else 0.0
        spent = policy.money(spent - use)
        g = {**g, "granted_usd": g.get("granted_usd", g["usd"]), "usd": policy.money(g["usd"] - use)}
        if use > 0 and g["usd"] <= 0.004:
            g.update(usd=0.0, used_up_at=now, used_up_by_leavers=left_count)
        kept.append(g)
    if grant > 0:
        kept.append({"usd": grant, "granted_usd": grant, "until": now + policy.SWAP_WINDOW, "travellers": joined})
    booking.swap_allowance = [_at_most_now(g, booking, now) for g in kept]


def _at_most_now(g: dict[str, Any], booking: Booking, now: datetime) -> dict[str, Any]:
    """A valid allowance never more than what the travellers it came from cost now (relay 30 req 42: $442
    allowed after a removed day made each adult's price $360): one adult's price (the dearest) each."""
    price = (booking.pricing or {}).get("price_per_adult_usd")
    if price is None or now >= g["until"]:
        return g
    return {**g, "usd": policy.money(min(g["usd"], float(price) * int(g.get("travellers") or 1)))}


def _ict(ts: datetime) -> str:
    return ts.astimezone(policy.ICT).strftime("%Y-%m-%d %H:%M")


def refund_rule(booking: Booking, now: datetime, full: float, freed: float, pct: int, language: str) -> dict[str, Any]:
    """Which rule set a leaver's refund percentage (relay 27 req 57), before the yes: ``refund_rule`` (
    ``swap_allowance``, ``swap_allowance_then_tier`` or ``refund_tier``) and ``refund_rule_says``, one sentence
    in ``language``: the allowance and until when, else why the tier applies (no join in the window, the
    allowance ended, or the change that used it up)."""
    column = {"EN": 0, "KH": 1, "ZH": 2}.get(language, 0)
    valid = sorted((g for g in booking.swap_allowance if now < g["until"] and g["usd"] > 0), key=lambda g: g["until"])
    until = _ict(valid[0]["until"]) if valid else ""
    hours = policy.SWAP_HOURS
    if full > 0:
        rule = "swap_allowance" if full >= freed - 0.005 else "swap_allowance_then_tier"
        words = texts.SWAP_ALL if rule == "swap_allowance" else texts.SWAP_THEN_TIER
        says = words[column].format(full=f"{full:.2f}", until=until, pct=pct, hours=hours)
        return {"refund_rule": rule, "refund_rule_says": says}
    if pct >= 100:  # the tier refunds it all: the swap changes nothing, so it is not named (nor used up)
        return {"refund_rule": "refund_tier", "refund_rule_says": texts.TIER_FULL[column].format(pct=pct)}
    used = [g for g in booking.swap_allowance if g.get("used_up_at") and now < g["until"]]
    ended = [g for g in booking.swap_allowance if g["until"] <= now]
    if used:
        g = max(used, key=lambda g: g["used_up_at"])
        says = texts.TIER_USED_UP[column].format(
            pct=pct, usd=f"{g['granted_usd']:.2f}", until=_ict(g["until"]), at=_ict(g["used_up_at"]),
            left=g.get("used_up_by_leavers") or 1,
        )  # fmt: skip
    elif ended:
        says = texts.TIER_ENDED[column].format(pct=pct, until=_ict(max(g["until"] for g in ended)))
    else:
        says = texts.TIER_NO_JOIN[column].format(pct=pct, hours=hours)
    return {"refund_rule": "refund_tier", "refund_rule_says": says}


def shown(booking: Booking, now: datetime) -> dict[str, Any]:
    """The booking's valid allowances, each with its end (nothing when there is none)."""
    valid = [
        {"allowance_usd": g["usd"], "until": iso(g["until"])}
        for g in booking.swap_allowance
        if now < g["until"] and g["usd"] > 0
    ]
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
