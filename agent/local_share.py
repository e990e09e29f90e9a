"""A share's local figure is its total's share (relay 34 req 27: ``average_per_paying_traveller_thb``
5,682.60 = the rounded $157.85 x 36, beside ``total_thb`` 34,094.88, whose sixth is 5,682.48).

An average (``average_*_usd``: the group's price divided by its paying travellers) is a rounded quotient,
so converting it as its own amount carries its cent of rounding into the local figure, times the rate.
Its local figure is instead the total beside it (``total_usd``) converted, unrounded, divided by the count
the average was divided by (found from the two USD figures), and rounded once to the currency's unit
(relay 56: a share of a total already rounded to 100 riel was rounded twice, ៛7,500 for ៛7,440.80): so
n x the local share makes the local total whenever the split is exact, and misses it only by the local
rounding step otherwise (then the result says so: agent/local_sums.py). Pure: no clock, no I/O.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any, Optional

from agent.rounding import half_up

SHARE_PREFIX = "average_"
TOTAL_KEY = "total_usd"
MAX_SHARES = 100  # a group's paying travellers at most (sandbox/models.py GroupFields)


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def is_share(key: str) -> bool:
    return key.startswith(SHARE_PREFIX) and key.endswith("_usd")


def share_count(obj: dict[str, Any], key: str) -> Optional[int]:
    """How many shares ``obj[key]`` (an average in USD) is of ``obj["total_usd"]``, or None when it is not one."""
    if not (is_share(key) and _number(obj.get(TOTAL_KEY)) and _number(obj.get(key))):
        return None
    total, share = float(obj[TOTAL_KEY]), float(obj[key])
    if share <= 0 or total <= 0:
        return None
    near = int(total / share + 0.5)
    counts = [n for n in (near - 1, near, near + 1) if 1 <= n <= MAX_SHARES and half_up(total / n) == half_up(share)]
    return counts[0] if len(counts) == 1 else None  # a share of under a few cents may fit two counts: none


def share_figure(obj: dict[str, Any], key: str, local_total: Any) -> Optional[float]:
    """The local figure of the share ``key`` of ``obj``: ``local_total`` (the USD total x the rate, unrounded)
    divided by the count, unrounded (the caller rounds it as the currency is shown), or None when ``key`` is
    no share."""
    count = share_count(obj, key)
    if count is None or not _number(local_total):
        return None
    return float(Decimal(str(local_total)) / count)  # on the decimal value, as written
