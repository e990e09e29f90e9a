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
from typing import Any, Optional, Sequence

from sandbox import policy
from sandbox.clock import iso
from sandbox.group import band
from sandbox.i18n import swap_rule_texts as texts, trf
from sandbox.store import Booking
from sandbox.swap_words import SWAP_GRANTED, SWAP_USED


def available(booking: Booking, now: datetime) -> float:
    """What is left of the allowances still valid at ``now``."""
    return policy.money(sum(g["usd"] for g in booking.swap_allowance if now < g["until"]))


def granted(joining: list[dict[str, Any]], price_difference: float) -> float:
    """What a change that adds ``joining`` grants: their price, never more than the change added."""
    return policy.money(max(min(sum(float(t["price_usd"]) for t in joining), price_difference), 0.0))


def kind(traveller: dict[str, Any]) -> str:
    """Who a joiner or leaver is for the swap: "adult", else the child's price band (sandbox/group.py ``band``)."""
    return "adult" if traveller.get("who", "adult") == "adult" else str(traveller.get("band") or band(traveller["age"]))


def _shares(joining: list[dict[str, Any]], grant: float, until: datetime) -> list[dict[str, Any]]:
    """The grant split over who joined, the dearest first, each at most their own price (none named: one adult),
    each with an id (sandbox/swap_extra.py holds a swap's extra on the joiner whose share refunded it)."""
    people = sorted(joining or [{"who": "adult", "price_usd": grant}], key=lambda t: -float(t["price_usd"]))
    out = []
    for n, t in enumerate(people):
        share = policy.money(max(min(float(t["price_usd"]), grant), 0.0))
        grant = policy.money(grant - share)
        out.append({"kind": kind(t), "usd": share, "id": f"{iso(until)}/{n}"})
    return out


def _joiners(g: dict[str, Any]) -> list[dict[str, Any]]:
    """An allowance's joiners still on the booking (one recorded before joiners were: adults sharing it evenly)."""
    if "joiners" in g:
        return [{"id": f"{iso(g['until'])}/{n}", **j} for n, j in enumerate(g["joiners"])]
    count = int(g.get("travellers") or 1)
    return [
        {"kind": "adult", "usd": policy.money(g["usd"] / count), "id": f"{iso(g['until'])}/{n}"} for n in range(count)
    ]


def _match(valid: list[dict[str, Any]], leaving: Sequence[dict[str, Any]]) -> list[tuple[str, Optional[dict]]]:
    """Each of ``leaving`` (kind) with the joiner of their kind they take from ``valid`` (removed from it; the
    soonest to end first, the one with least left), or None."""
    out: list[tuple[str, Optional[dict]]] = []
    for who in map(kind, leaving):
        match = [(j["usd"], i, g) for i, g in enumerate(valid) for j in g["joiners"] if j["kind"] == who]
        j = None
        if match:
            g = min(match, key=lambda m: (m[1], m[0]))[2]
            j = min((j for j in g["joiners"] if j["kind"] == who), key=lambda j: j["usd"])
            g["joiners"].remove(j)
        out.append((who, j))
    return out


def matched(booking: Booking, now: datetime, leaving: Sequence[dict[str, Any]]) -> list[tuple[str, Optional[str]]]:
    """Who of ``leaving`` takes which valid joiner (their kind, the joiner's id or None), as :func:`record` will."""
    valid = sorted(
        ({**g, "joiners": _joiners(g)} for g in booking.swap_allowance if now < g["until"]), key=lambda g: g["until"]
    )
    return [(who, j["id"] if j else None) for who, j in _match(valid, leaving)]


def record(
    booking: Booking,
    spent: float,
    grant: float,
    now: datetime,
    leaving: Sequence[dict[str, Any]] = (),
    joining: Sequence[dict[str, Any]] = (),
) -> list[tuple[str, float, Optional[str]]]:
    """A confirmed change. An allowance lasts only while the travellers it came from are on the booking (relay 35
    req 63: $244 still allowed after the friend who joined had left again, refunded in full by the tier): each
    of ``leaving`` takes a joiner of the same kind (an adult an adult, a child one of their band; the soonest to
    end first, the one with least left), whose share goes with them. ``spent`` is used up from those shares
    first, then from the others (the soonest to end first, the dearest first); ``grant`` is added for the
    window, split over ``joining``. A grant used up stays at 0 with the change that used it (``used_up_at``,
    ``used_up_by_leavers``), and an ended one stays as it was: the tier's reason in a later quote
    (``refund_rule``). Every joiner's share is at most one adult's price as the booking stands. Returns each
    joiner share ``spent`` was used from: (their kind, USD, the joiner's id while they stay on the allowance, else
    None), what sandbox/swap_extra.py holds the swap's extra on."""
    kept = sorted(({**g, "joiners": _joiners(g)} for g in booking.swap_allowance), key=lambda g: g["until"])
    valid = [g for g in kept if now < g["until"]]
    gone = [j for _, j in _match(valid, leaving) if j is not None]
    used: list[tuple[str, float, Optional[str]]] = []
    for j in gone:
        use = min(j["usd"], spent)
        spent, j["usd"] = policy.money(spent - use), 0.0
        used += [(j["kind"], policy.money(use), None)] if use > 0 else []
    for g in valid:
        for j in sorted(g["joiners"], key=lambda j: -j["usd"]):
            use = min(j["usd"], spent)
            spent, j["usd"] = policy.money(spent - use), policy.money(j["usd"] - use)
            used += [(j["kind"], policy.money(use), j["id"])] if use > 0 else []
    for g in valid:
        was = g["usd"]
        g.update(granted_usd=g.get("granted_usd", was), travellers=len(g["joiners"]))
        g["usd"] = policy.money(sum(j["usd"] for j in g["joiners"]))
        if was > 0.004 and g["usd"] <= 0.004:
            g.update(usd=0.0, used_up_at=now, used_up_by_leavers=len(leaving))
    if grant > 0:
        until = now + policy.SWAP_WINDOW
        joiners = _shares(list(joining), grant, until)
        kept.append(
            {"usd": grant, "granted_usd": grant, "until": until, "travellers": len(joiners), "joiners": joiners}
        )
    booking.swap_allowance = [_at_most_now(g, booking, now) for g in kept]
    return used


def _at_most_now(g: dict[str, Any], booking: Booking, now: datetime) -> dict[str, Any]:
    """A valid allowance never more than what the travellers it came from cost now (relay 30 req 42: $442
    allowed after a removed day made each adult's price $360): one adult's price (the dearest) each."""
    price = (booking.pricing or {}).get("price_per_adult_usd")
    if price is None or now >= g["until"]:
        return g
    joiners = [{**j, "usd": policy.money(min(j["usd"], float(price)))} for j in g["joiners"]]
    return {**g, "joiners": joiners, "usd": policy.money(sum(j["usd"] for j in joiners))}


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
            SWAP_USED, language, allowance=f"{allowance:.2f}", full=f"{full:.2f}", freed=f"{freed:.2f}", pct=pct
        )
    if grant > 0:
        out["swap_allowance_after_change_usd"] = grant
        out["swap_says_after_change"] = trf(SWAP_GRANTED, language, usd=f"{grant:.2f}")
    return out
