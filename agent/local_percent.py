"""A percentage's local figure is that percentage of its base's local figure (a traveller paid 2,637,200 riel and
was told a 50 % refund of "1,318,700 riel": the refund was converted from its USD amount, already rounded to the
cent, so its riel were not half the riel paid).

An amount of a result that is ``pct`` % of a base beside it (``refund_usd`` = 50 % of ``refund_base_usd``, to the
cent) is a rounded product, so converting it as its own amount carries its half cent of rounding into the local
figure, times the rate. Its local figure is instead the base converted, unrounded, times the percentage, and
rounded once to the currency's unit: the refund's local figure is the stated percentage of the paid local figure
to the local rounding unit. Pure: no clock, no I/O.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any, Optional

# the percentage a result states and the base it is taken of, in the order they are tried
PCT_KEYS = ("refund_pct", "refund_pct_if_cancelled_today", "refund_tier_pct")
BASE_KEYS = ("refund_base_usd", "amount_paid_usd", "net_paid_usd")
CENT = Decimal("0.01")


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _cents(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding="ROUND_HALF_UP")


def percent_of(obj: dict[str, Any], key: str) -> Optional[tuple[float, float]]:
    """``(base_usd, pct)`` when ``obj[key]`` is ``pct`` % of a base of ``obj`` (to the cent), else None; a base is
    never a percentage of itself."""
    if key in BASE_KEYS or not key.endswith("_usd") or not _number(obj.get(key)):
        return None
    amount = _cents(Decimal(str(obj[key])))
    pcts = [float(obj[k]) for k in PCT_KEYS if _number(obj.get(k)) and 0 < float(obj[k]) < 100]
    bases = [float(obj[k]) for k in BASE_KEYS if _number(obj.get(k)) and float(obj[k]) > 0]
    for pct in pcts:
        for base in bases:
            if _cents(Decimal(str(base)) * Decimal(str(pct)) / 100) == amount:
                return base, pct
    return None


def percent_figure(obj: dict[str, Any], key: str, per_usd: float) -> Optional[float]:
    """The local figure of ``obj[key]`` when it is a percentage of a base: the base x rate x pct / 100, unrounded
    (the caller rounds it once as the currency is shown), or None."""
    found = percent_of(obj, key)
    if found is None:
        return None
    base, pct = found
    return float(Decimal(str(base)) * Decimal(str(per_usd)) * Decimal(str(pct)) / 100)
