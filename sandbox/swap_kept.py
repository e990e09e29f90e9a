"""The swap window in the other order (docs/decisions.md "The swap window is order-independent"; relay 34
req 37: a son removed at the 50 % tier, then a brother-in-law added three minutes later, lost $91.06 that the
other order would have refunded).

A confirmed change that removes travellers and keeps part of the freed price (the refund tier below 100 %)
records that part for :data:`sandbox.policy.SWAP_WINDOW`: ``{"usd": kept, "freed_usd": the freed price the
tier applied to, "pct", "until"}``. A change within it that adds travellers gives back what the swap rule
(sandbox/swap.py) would have refunded had the join come first: the freed price their price covers is taken
from the tier (``kept - kept_at(freed - covered, pct)``), off the join's top-up (``policy.change_amounts(
kept_back=...)``), and that covered price grants no new swap allowance. So the money at the end is the same
in either order. ``Booking.swap_kept`` is one of ``sandbox.change_apply.SNAPSHOT_FIELDS``: a join whose top-up
lapses puts the kept part back as it was.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sandbox import policy
from sandbox.i18n import swap_kept_texts as texts
from sandbox.store import Booking

_COLUMN = {"EN": 0, "KH": 1, "ZH": 2}


def _valid(entries: list[dict[str, Any]], now: datetime) -> list[dict[str, Any]]:
    return sorted((e for e in entries if now < e["until"] and e["usd"] > 0), key=lambda e: e["until"])


def _credit(entries: list[dict[str, Any]], now: datetime, join_price: float) -> tuple[float, float]:
    back = covered = 0.0
    left = join_price
    for e in _valid(entries, now):
        cover = policy.money(min(e["freed_usd"], max(left, 0.0)))
        back += e["usd"] - policy.kept_at(policy.money(e["freed_usd"] - cover), e["pct"])
        covered, left = covered + cover, left - cover
    return policy.money(back), policy.money(covered)


def credit(booking: Booking, now: datetime, join_price: float) -> tuple[float, float]:
    """What a join of ``join_price`` gives back of the parts kept in the window, and the freed price it covers."""
    return _credit(booking.swap_kept, now, join_price)


def _recorded(
    entries: list[dict[str, Any]], now: datetime, kept: float, freed_at_tier: float, pct: int, covered: float
) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for e in sorted(entries, key=lambda e: e["until"]):
        if now < e["until"] and covered > 0 and e["usd"] > 0:
            cover = min(e["freed_usd"], covered)
            covered = policy.money(covered - cover)
            rest = policy.money(e["freed_usd"] - cover)
            e = {**e, "freed_usd": rest, "usd": policy.kept_at(rest, e["pct"])}
        out.append(e)
    if kept > 0:
        out.append({"usd": kept, "freed_usd": freed_at_tier, "pct": pct, "until": now + policy.SWAP_WINDOW})
    return out


def record(booking: Booking, now: datetime, kept: float, freed_at_tier: float, pct: int, covered: float) -> None:
    """A confirmed change: the join's ``covered`` price used up (the soonest to end first), then a leave's
    ``kept`` part of ``freed_at_tier`` recorded for the window."""
    booking.swap_kept = _recorded(booking.swap_kept, now, kept, freed_at_tier, pct, covered)


def promised(booking: Booking, now: datetime, change: dict[str, Any], join_price: float) -> float:
    """What a join of ``join_price`` right after a change (``change``: its ``kept``, ``freed_at_tier_usd``,
    ``pct``, ``covered_usd``) would give back: :func:`credit` on the window as that change leaves it, so a
    quote's promise is the figure the join's quote then gives."""
    return _credit(_recorded(booking.swap_kept, now, **_args(change)), now, join_price)[0]


def quote_terms(
    booking: Booking, now: datetime, back: float, change: dict[str, Any], adult_price: float, language: str
) -> dict[str, Any]:
    """What a quote says before the yes: a join, what it gives back (``swap_kept_back_usd``, ``swap_says_kept_back``);
    a change that keeps a part (``change["kept"]``), what a join in the window would give back
    (``swap_says_if_a_join_follows``): the rule as :func:`credit` applies it, with the figure an adult joining at
    ``adult_price`` gets back (:func:`promised`, ``swap_if_a_join_follows``)."""
    col = _COLUMN.get(language, 0)
    out: dict[str, Any] = {}
    if back > 0:
        was = policy.money(sum(e["usd"] for e in _valid(booking.swap_kept, now)))
        said = texts.KEPT_BACK[col].format(hours=policy.SWAP_HOURS, kept=f"{was:.2f}", back=f"{back:.2f}")
        out.update(swap_kept_back_usd=back, swap_says_kept_back=said.strip())
    if change["kept"] > 0:
        until = (now + policy.SWAP_WINDOW).astimezone(policy.ICT).strftime("%Y-%m-%d %H:%M")
        window = _valid(_recorded(booking.swap_kept, now, **_args(change)), now)
        kept = policy.money(sum(e["usd"] for e in window))
        whole = policy.money(sum(e["freed_usd"] for e in window))
        example = promised(booking, now, change, adult_price)
        out["swap_if_a_join_follows"] = {
            "kept_usd": kept,
            "all_back_if_joiner_pays_usd": whole,
            "adult_joiner_price_usd": policy.money(adult_price),
            "adult_joiner_gets_back_usd": example,
        }
        out["swap_says_if_a_join_follows"] = texts.KEPT_OFFER[col].format(
            hours=policy.SWAP_HOURS,
            until=until,
            kept=f"{kept:.2f}",
            whole=f"{whole:.2f}",
            pct=100 - change["pct"],
            adult=f"{adult_price:.2f}",
            back=f"{example:.2f}",
        )
    return out


def kept_change(amounts: dict[str, Any], spent: float, pct: int, covered: float) -> dict[str, Any]:
    """What a change's quote records for the window once confirmed (its ``apply["swap_kept"]``): the freed price
    the tier applied to, the tier, the part it keeps, and the join's price that covered a kept part."""
    return {
        "kept": amounts["kept_by_policy_usd"],
        "covered_usd": covered,
        "pct": pct,
        "freed_at_tier_usd": policy.money(-amounts["price_difference_usd"] - spent),
    }


def _args(change: dict[str, Any]) -> dict[str, Any]:
    return {
        "kept": change["kept"],
        "freed_at_tier": change["freed_at_tier_usd"],
        "pct": change["pct"],
        "covered": change["covered_usd"],
    }
