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

ADULT, DAYS = 189.0, 3
ORIGINAL = date.fromisoformat(TRAVEL)
CENT = 0.011
MAX_GROUP = 40  # trip_001's seats per departure (the only booking on it)


Allowance = tuple[datetime, tuple[tuple[str, float, str], ...]]
Extra = tuple[str, float, Optional[str]]  # a swap's extra held (sandbox/swap_extra.py): kind, USD, joiner id


# trip_001's own 3-day Angkor pass in ADULT: each traveller's own part, never shared by the child rate, so a
# child of 4-11 pays 60 % of the adult price without it (the child pass is 0: sandbox/group.py share)
PASS = 62.0
# trip_001's day rate's base: (189 - the 24 USD transfer - the 62 USD pass) / 3 days; the pass is priced by the
# plan's temple days (pass_part), never a share per day
PER_DAY = (ADULT - 24.0 - PASS) / DAYS
CUT = 15.0  # trip_001 made 2 days: the ride home moves to day 2 and cuts its Old Market evening


def adult_price(length: int) -> float:
    """One adult's price of trip_001 at ``length`` days: 80 % of a day's share per day more or less; a
    shorter trip also credits, at a removed activity's rate, what its moved ride home cuts from the kept
    last day (sandbox/cut_credit.py)."""
    return round(ADULT + round(0.8 * PER_DAY, 2) * (length - DAYS) - (CUT if length < DAYS else 0.0), 2)


def pass_part(length: int) -> float:
    """What the Angkor pass adds to the price of each traveller from 12 beside the trip's 3-day pass: trip_001
    visits temples on each of its days and its first added day (Roluos), so from 4 days it needs the 7-day
    pass ($72, not $62); under-12s enter free (sandbox/park_pass.py)."""
    return 10.0 if length >= 4 else 0.0


def share(age: Optional[int]) -> float:
    if age is None or age >= 12:
        return 1.0
    return 0.0 if age <= 3 else 0.6


def child_price(age: int, length: int) -> float:
    """A child's price of trip_001 at ``length`` days: from 12 the adult's (the pass the plan needs included);
    4-11 the child rate of the adult price without the adult's own pass, the child pass 0; under 4 nothing."""
    per, passes = adult_price(length), pass_part(length)
    if share(age) == 1.0:
        return round(per + passes, 2)
    return round((per - PASS) * share(age), 2)


@dataclass(frozen=True)
class Booked:
    """What the booking is (the part a withdrawn change puts back)."""

    adults: int
    kids: tuple[int, ...]
    start: date
    length: int
    charges: float
    tier: date
    # the swap allowance: (until when a leaver gets it back in full, who joined: (kind, their share of what the
    # join paid) for each still on the booking), restored by a withdrawal
    allowance: tuple[Allowance, ...] = ()
    # the mirror (sandbox/swap_kept.py): (a leave's freed price the tier kept a part of, its pct, until when)
    kept_parts: tuple[tuple[float, int, datetime], ...] = ()
    # what swaps refunded beyond their tier, kept back as the joiner leaves too or on cancelling
    extras: tuple[Extra, ...] = ()

    def held(self) -> float:
        return round(sum(e[1] for e in self.extras), 2)

    def matched(self, now: datetime, leaving: list[str]) -> list[tuple[str, Optional[str]]]:
        """Each leaver's kind with the id of the valid joiner they take (sandbox/swap.py), or None."""
        valid = [list(js) for until, js in sorted(self.allowance) if now < until]
        out: list[tuple[str, Optional[str]]] = []
        for who in leaving:
            jid = None
            for joiners in valid:
                same = [j for j in joiners if j[0] == who]
                if same:
                    least = min(same, key=lambda j: j[1])
                    joiners.remove(least)
                    jid = least[2]
                    break
            out.append((who, jid))
        return out

    def taken(self, now: datetime, matches: list[tuple[str, Optional[str]]]) -> list[int]:
        """The extras the leavers take back: those on the joiner they take, else one of their kind on no valid joiner."""
        tracked = {j[2] for until, js in self.allowance if now < until for j in js}
        out: list[int] = []
        for who, jid in matches:
            if jid is not None:
                out += [i for i, e in enumerate(self.extras) if e[2] == jid and i not in out]
            else:
                free = [i for i, e in enumerate(self.extras) if e[0] == who and e[2] not in tracked and i not in out]
                out += free[:1]
        return out

    def extras_after(
        self, taken: list[int], kept_back: float, used: list[Extra], pct: int, given: float, joiner_kind: str, on: str
    ) -> tuple[Extra, ...]:
        entries = [list(e) for e in self.extras]
        left = kept_back
        for i in taken:
            take = min(entries[i][1], left)
            entries[i][1], left = round(entries[i][1] - take, 2), round(left - take, 2)
        out = [tuple(e) for e in entries if e[1] > 0.004]
        total = policy.kept_at(round(sum(u[1] for u in used), 2), pct)
        for n, (who, usd, jid) in enumerate(used):
            extra = total if n == len(used) - 1 else min(policy.kept_at(usd, pct), total)
            total = round(total - extra, 2)
            out += [(who, extra, jid)] if extra > 0 else []
        out += [(joiner_kind, round(given, 2), None)] if given > 0 else []
        return tuple(out)  # type: ignore[arg-type]

    def travellers(self) -> list[tuple[str, Optional[int], float]]:
        per, passes = adult_price(self.length), pass_part(self.length)
        return sorted(
            [("adult", None, round(per + passes, 2))] * self.adults
            + [("child", a, child_price(a, self.length)) for a in self.kids]
        )

    def price(self) -> float:
        return round(sum(t[2] for t in self.travellers()), 2)

    def allowed(self, now: datetime) -> float:
        """What a traveller leaving at ``now`` gets back in full, at most."""
        return round(sum(j[1] for until, joiners in self.allowance if now < until for j in joiners), 2)

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
        self,
        spent: float,
        grant: float,
        now: datetime,
        joining: list[tuple[str, float]],
        leaving: list[str],
        per_adult: float,
    ) -> tuple[tuple[Allowance, ...], list[Extra]]:
        """The allowance after a change. Each of ``leaving`` (kinds) takes a joiner of the same kind still valid
        (the soonest to end first, the one with least left), and their share with them; ``spent`` is used from
        those shares first, then from the others (the soonest to end first, the dearest first); ``grant`` is split
        over ``joining`` (kind, price), the dearest first; every share at most one adult's price now
        (``per_adult``). Also each share ``spent`` used: (kind, USD, the joiner's id while they stay, else None)."""
        valid = [(until, [list(j) for j in joiners]) for until, joiners in sorted(self.allowance) if now < until]
        gone = []
        for who in leaving:
            for _, joiners in valid:
                same = [j for j in joiners if j[0] == who]
                if same:
                    least = min(same, key=lambda j: j[1])
                    joiners.remove(least)
                    gone.append(least)
                    break
        used: list[Extra] = []
        for j in gone + [j for _, joiners in valid for j in sorted(joiners, key=lambda j: -j[1])]:
            use = min(j[1], spent)
            spent, j[1] = round(spent - use, 2), round(j[1] - use, 2)
            used += [(j[0], round(use, 2), None if any(j is g for g in gone) else j[2])] if use > 0 else []
        shares = []
        until = now + policy.SWAP_WINDOW
        for n, (who, price) in enumerate(sorted(joining, key=lambda j: -j[1])):
            shares.append([who, round(max(min(price, grant), 0.0), 2), f"{until.isoformat()}/{n}"])
            grant = round(grant - shares[-1][1], 2)
        valid += [(until, shares)] if shares and sum(s[1] for s in shares) > 0 else []
        allowance = tuple((t, tuple((w, round(min(u, per_adult), 2), i) for w, u, i in js)) for t, js in valid)
        return allowance, used


def kind(age: Optional[int]) -> str:
    """A joiner or leaver for the swap: an adult, else the child's price band."""
    if age is None:
        return "adult"
    return "infant" if age <= 3 else "child" if age <= 11 else "adult_rate"


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
