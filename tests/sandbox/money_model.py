"""The money model the state machine of test_money_machine.py checks the sandbox against: one paid
trip_001 booking priced independently (the adult price of the trip's length, children by age band), and
the swap allowance of sandbox/policy.py (a join's price, paid in full, refunded in full to a traveller who
leaves within ``policy.SWAP_WINDOW``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any, Optional

from sandbox import policy
from tests.sandbox.support import TRAVEL

ADULT, DAYS, PER_DAY = 189.0, 3, 55.0  # trip_001: (189 - the 24 USD transfer) / 3 days, the day rate's base
ORIGINAL = date.fromisoformat(TRAVEL)
CENT = 0.011
MAX_GROUP = 40  # trip_001's seats per departure (the only booking on it)


def adult_price(length: int) -> float:
    """One adult's price of trip_001 at ``length`` days: 80 % of a day's share per day more or less."""
    return round(ADULT + round(0.8 * PER_DAY, 2) * (length - DAYS), 2)


def pass_part(length: int) -> float:
    """What the Angkor pass adds to the price of each traveller from 12 beside the trip's 3-day pass: trip_001
    visits temples on each of its days and its first added day (Roluos), so from 4 days it needs the 7-day
    pass ($72, not $62); under-12s enter free (sandbox/park_pass.py)."""
    return 10.0 if length >= 4 else 0.0


def share(age: Optional[int]) -> float:
    if age is None or age >= 12:
        return 1.0
    return 0.0 if age <= 3 else 0.6


@dataclass(frozen=True)
class Booked:
    """What the booking is (the part a withdrawn change puts back)."""

    adults: int
    kids: tuple[int, ...]
    start: date
    length: int
    charges: float
    tier: date
    # the swap allowance: (what a join paid, until when a leaver gets it back in full, how many joined), restored by
    # a withdrawal
    allowance: tuple[tuple[float, datetime, int], ...] = ()
    # the mirror (sandbox/swap_kept.py): (a leave's freed price the tier kept a part of, its pct, until when)
    kept_parts: tuple[tuple[float, int, datetime], ...] = ()

    def travellers(self) -> list[tuple[str, Optional[int], float]]:
        per, passes = adult_price(self.length), pass_part(self.length)
        return sorted(
            [("adult", None, round(per + passes, 2))] * self.adults
            + [("child", a, round(per * share(a) + (passes if share(a) == 1.0 else 0.0), 2)) for a in self.kids]
        )

    def price(self) -> float:
        return round(sum(t[2] for t in self.travellers()), 2)

    def allowed(self, now: datetime) -> float:
        """What a traveller leaving at ``now`` gets back in full, at most."""
        return round(sum(usd for usd, until, _ in self.allowance if now < until), 2)

    def giving_back(self, price: float, now: datetime) -> tuple[float, float, tuple[tuple[float, int, datetime], ...]]:
        """A join of ``price`` at ``now``: the kept parts it gives back, the freed price it covers, the parts left."""
        back = covered = 0.0
        left: list[tuple[float, int, datetime]] = []
        for freed, pct, until in sorted(self.kept_parts, key=lambda k: k[2]):
            cover = min(freed, price - covered) if now < until else 0.0
            back += round(freed * (100 - pct) / 100, 2) - round((freed - cover) * (100 - pct) / 100, 2)
            covered = round(covered + cover, 2)
            left += [(round(freed - cover, 2), pct, until)] if freed - cover > 0.004 else []
        return round(back, 2), covered, tuple(left)

    def spending(
        self, spent: float, grant: float, now: datetime, joined: int, per_adult: float
    ) -> tuple[tuple[float, datetime, int], ...]:
        """The allowance after a change that used ``spent`` of it (the soonest to end first) and granted ``grant``
        for ``joined`` travellers; each one left is at most one adult's price now (``per_adult``) per traveller it
        came from (sandbox/swap.py: a shorter trip makes the travellers it came from cost less)."""
        left = []
        for usd, until, count in sorted((a for a in self.allowance if now < a[1]), key=lambda a: a[1]):
            use = min(usd, spent)
            spent = round(spent - use, 2)
            left += [(round(usd - use, 2), until, count)] if usd - use > 0.004 else []
        left += [(grant, now + policy.SWAP_WINDOW, joined)] if grant > 0 else []
        return tuple((round(min(usd, per_adult * count), 2), until, count) for usd, until, count in left)


@dataclass
class Money:
    booked: Booked
    paid: float
    # (the booking before an unpaid change, its top-up (the change's whole cost: no refund pays for it),
    # the swap allowance it granted)
    pending: Optional[tuple[Booked, float, float]] = None
    cancelled: bool = False
    kept: float = 0.0  # once cancelled: what was paid net of every refund
    refunds: list[float] = field(default_factory=list)
    change_refunds: list[list[Any]] = field(default_factory=list)  # [amount, the day it started]
    refund_ids: list[str] = field(default_factory=list)  # every refund a change started
    # every refund started, by id, with its amount when it started: it never changes (docs/decisions.md)
    refund_amounts: dict[str, float] = field(default_factory=dict)
    joins_paid: float = 0.0  # every swap allowance granted by a join paid in full (none withdrawn)
    back_in_full: float = 0.0  # every part of a freed price refunded in full by the swap allowance


def pct_from(day: date, today: date) -> int:
    return policy.refund_pct((day - today).days)


def difference(before: tuple[int, ...], after: tuple[int, ...]) -> list[int]:
    """The ages in ``after`` and not in ``before`` (each age counted)."""
    left, out = list(before), []
    for age in after:
        if age in left:
            left.remove(age)
        else:
            out.append(age)
    return out
