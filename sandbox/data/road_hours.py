"""Road hours between the towns the sandbox knows, and the extra transfer leg from a town off a trip's route.

A pickup in a known town off the route (sandbox/data/known_cities.py) is an extra private transfer from
that town to the nearer of the route's join points and back (its start, or its destination as the group arrives:
sandbox/data/join_points.py) (the leg is both ways at the pickup town), priced per adult at
``EXTRA_LEG_PER_HOUR_USD`` an hour each way (sandbox/policy.py), children by their price band through
the one price function (sandbox/totals.py). A town more than ``EXTRA_LEG_REACH_HOURS`` by road from
every join point (or reached by no road: an island) stays refused (sandbox/pickup_price.py). Hours to Phnom Penh are
the routes' own where a route runs there by road (tests/sandbox/test_extra_leg.py checks they agree);
between two towns, a road of their own when listed, else through Phnom Penh. A town on a route's road (going
through it adds at most a small detour: sandbox/data/on_the_way.py) is no leg: the group picks up there. Data only; a real backend
replaces the numbers.
"""

from __future__ import annotations

from typing import Callable, NamedTuple, Optional

from sandbox.policy import EXTRA_LEG_PER_HOUR_USD, EXTRA_LEG_REACH_HOURS, money

PP = "Phnom Penh"
# by road to Phnom Penh, about, door to door (islands have no road: no leg)
TO_PHNOM_PENH: dict[str, float] = {
    "Siem Reap": 6,
    "Battambang": 5,
    "Kep": 3,
    "Sihanoukville": 3,
    "Kampot": 3,
    "Mondulkiri": 6,
    "Sen Monorom": 6,
    "Koh Kong": 5,
    "Ratanakiri": 9,
    "Banlung": 9,
    "Poipet": 7,
    "Kampong Cham": 2.5,
    "Kratie": 5,
    "Takeo": 1.5,
    "Pursat": 3.5,
    "Kampong Thom": 3,
    "Kampong Chhnang": 2,
    "Kampong Speu": 1,
    "Prey Veng": 2,
    "Svay Rieng": 2.5,
    "Preah Vihear": 5.5,
    "Oddar Meanchey": 7.5,
    "Banteay Meanchey": 6.5,
    "Sisophon": 6.5,
    "Stung Treng": 7,
    "Pailin": 6.5,
    "Tbong Khmum": 3,
    "Bavet": 3,
}
# roads of their own between two towns (shorter than through Phnom Penh)
DIRECT_HOURS: dict[tuple[str, str], float] = {
    ("Siem Reap", "Battambang"): 3,
    ("Siem Reap", "Poipet"): 2.5,
    ("Siem Reap", "Sisophon"): 2,
    ("Siem Reap", "Banteay Meanchey"): 2,
    ("Siem Reap", "Kampong Thom"): 2.5,
    ("Siem Reap", "Oddar Meanchey"): 2.5,
    ("Siem Reap", "Preah Vihear"): 3,
    ("Siem Reap", "Pailin"): 4,
    ("Siem Reap", "Kampong Cham"): 5,
    ("Siem Reap", "Stung Treng"): 6,
    ("Siem Reap", "Kratie"): 7,
    ("Sihanoukville", "Kampot"): 2,
    ("Sihanoukville", "Kep"): 2.5,
    ("Sihanoukville", "Koh Kong"): 4,
    ("Sihanoukville", "Takeo"): 3.5,
    ("Sihanoukville", "Kampong Speu"): 2.5,
    # towns on a route's road (sandbox/data/on_the_way.py): their own hours on to its destination
    ("Takeo", "Kep"): 2,
    ("Takeo", "Kampot"): 2,
    ("Kampong Speu", "Koh Kong"): 4.5,
    ("Kampong Chhnang", "Battambang"): 3,
    ("Pursat", "Battambang"): 1.5,
    ("Kampong Cham", "Sen Monorom"): 4,
    ("Kratie", "Banlung"): 4,
    ("Stung Treng", "Banlung"): 2.5,
}


def road_hours(a: str, b: str) -> Optional[float]:
    """Hours by road from ``a`` to ``b`` (None: no road we know, e.g. an island)."""
    if a == b:
        return 0.0
    direct = DIRECT_HOURS.get((a, b), DIRECT_HOURS.get((b, a)))
    if direct is not None:
        return float(direct)
    to_a, to_b = (0.0 if t == PP else TO_PHNOM_PENH.get(t) for t in (a, b))
    return None if to_a is None or to_b is None else float(to_a + to_b)


class Leg(NamedTuple):
    town: str  # where the traveller is picked up (off the route)
    to: str  # the route's start, where the leg meets the group
    hours: float  # each way, by road
    per_adult_usd: float  # there and back, one adult (children by their band)


def leg_per_adult(hours: float) -> float:
    """One adult's price of the leg, both ways: hours each way x 2 x the hourly rate."""
    return money(2 * hours * EXTRA_LEG_PER_HOUR_USD)


class LegEnd(NamedTuple):
    """One end of the extra leg: the pickup end (``town`` to the route's start) or the drop-off end (the
    route's end, its start, to ``town``), priced one way: hours x the hourly rate per adult."""

    end: str  # "pickup" or "drop_off"
    town: str  # the town off the route at this end
    start: str  # the join point where the leg meets the group (the route's start or its destination)
    hours: float  # one way, by road
    per_adult_usd: float  # one way, one adult (children by their band)

    def said(self) -> dict[str, object]:
        ride = (self.town, self.start) if self.end == "pickup" else (self.start, self.town)
        return {
            "end": self.end,
            "from": ride[0],
            "to": ride[1],
            "hours": self.hours,
            "per_adult_usd": self.per_adult_usd,
        }


AS_PICKUP = "\x00as pickup"  # a drop-off end at the pickup's town (the booking ends where it started)


def leg_ends(
    pickup_town: Optional[str], drop_town: Optional[str], reach: Callable[[Optional[str]], Optional[Leg]]
) -> list[LegEnd]:
    """The priced ends of the extra leg, per end (the one price function: sandbox/totals.py): the pickup end
    costs the hours from the pickup town to the join point ``reach`` takes it to (the nearer of the trip's:
    sandbox/data/join_points.py), the drop-off end the hours from its join point to the drop-off town
    (``AS_PICKUP``: the pickup's town); an end on the route (no leg reaches it) costs nothing."""
    drop = pickup_town if drop_town == AS_PICKUP else drop_town
    out = []
    for end, town in (("pickup", pickup_town), ("drop_off", drop)):
        leg = reach(town)
        if leg is not None:
            out.append(LegEnd(end, leg.town, leg.to, leg.hours, money(leg.hours * EXTRA_LEG_PER_HOUR_USD)))
    return out


def leg_between(town: Optional[str], start: str) -> Optional[Leg]:
    """The leg from ``town`` to ``start`` when a road reaches it within ``EXTRA_LEG_REACH_HOURS``, else None."""
    if not town or town == start:
        return None
    hours = road_hours(town, start)
    if hours is None or hours > EXTRA_LEG_REACH_HOURS:
        return None
    return Leg(town, start, hours, leg_per_adult(hours))
