"""Exchange rates against USD (sandbox values, close to 2025 market rates): the reference table the
agent converts budgets with (agent.budget.REFERENCE_PER_USD), so a budget and getCurrencyRates agree."""

from __future__ import annotations

from decimal import Decimal
from typing import Optional

from agent.budget import REFERENCE_PER_USD
from agent.display import local_amount
from agent.rounding import half_up

PER_USD: dict[str, float] = dict(REFERENCE_PER_USD)


def rate(from_currency: str, to_currency: str) -> Optional[float]:
    a, b = PER_USD.get(from_currency.upper()), PER_USD.get(to_currency.upper())
    if a is None or b is None:
        return None
    value = b / a
    return half_up(value, 6) if value < 100 else half_up(value, 2)


def convert(amount: float, from_currency: str, to_currency: str) -> float:
    """``amount`` converted, rounded to the unit that currency is paid in (agent/display_unit.py: riel to
    the hundred, NT$, yen, won… whole, yuan and the others to two decimals)."""
    to, source = Decimal(str(PER_USD[to_currency.upper()])), Decimal(str(PER_USD[from_currency.upper()]))
    value = float(Decimal(str(amount)) * to / source)  # on the decimal values, as written
    return local_amount(value, to_currency.upper())
