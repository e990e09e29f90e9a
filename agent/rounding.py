"""One rounding rule for money (relay run 7: 50 % of $265.33 = 132.665 became $132.67, 50 % of $795.99 =
397.995 became $397.99: Python's ``round`` works on the binary float, where 397.995 is 397.99499...).

Every amount is rounded half up on its decimal value, as written: ``Decimal(str(x))`` quantized with
``ROUND_HALF_UP`` (a half-cent always goes up, for the traveller and for us alike). Pure.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal


def half_up(value: float, places: int = 2) -> float:
    """``value`` rounded half up to ``places`` decimals; a negative amount rounds half away from
    zero (its size as a positive one would)."""
    rounded = Decimal(str(value)).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    return float(rounded) + 0.0  # + 0.0: never -0.0


def whole(value: float, unit: int = 1) -> int:
    """``value`` rounded half up to a whole number of ``unit`` (yuan to 1)."""
    return int(half_up(value / unit, 0)) * unit


def amount_text(value: float) -> str:
    """An amount as text writes it: ``1,234`` or ``1,234.50`` (whole amounts without cents)."""
    return f"{value:,.0f}" if value == int(value) else f"{value:,.2f}"
