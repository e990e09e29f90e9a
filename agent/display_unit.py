"""The unit each currency's figures are shown in: the precision people pay in (relay 56: a Taiwanese
family read ``"price_per_child_twd": 345.6`` and ``"average_per_paying_traveller_twd": 6553.6``, sums
nobody can pay in New Taiwan dollars; riel was said to the single riel where its notes start at 100).

Every local figure follows one rule: its own USD amount x the rate, rounded half up to its currency's
display unit (:func:`display_unit`), a sum being the conversion of its USD sum, never a sum of rounded
parts (agent/display.py ``local_amount``). The unit, by currency:

- **100** (:data:`HUNDREDS`): none now. Riel was said to the hundred for a while, but at 4,100 riel to the
  dollar a cent is exactly 41 riel, so riel in whole riel is the USD figure exactly and every riel part adds up
  to its riel total; to the hundred they did not (relay 58: 6 x 156,300៛ beside a 938,000៛ total, a leg's two
  halves 30,800៛ each beside 61,500៛). Riel is in the whole-unit row below.
- **1** (:data:`WHOLE_IN_PRACTICE`, and every currency at :data:`WHOLE_UNIT_PER_USD` or more to the dollar):
  a unit worth a US cent or less (yen, won, dong, rupiah, kip, shilling, forint…) is finer than the cent the
  USD amount carries; and currencies whose minor unit is not paid in practice, though ISO gives them one:
  New Taiwan dollar (no cent coin; prices are whole NT$), Indian rupee (paise coins have left daily use;
  prices are whole rupees), Czech koruna (haléř coins withdrawn in 2008).
- **0.01**: every other currency: its minor coins are paid with and prices carry them (yuan's fen, baht's
  satang, the peso's centavos, euro, pound, the other dollars' cents).

Pure: no clock, no I/O.
"""

from __future__ import annotations

from agent.budget import REFERENCE_PER_USD

WHOLE_UNIT_PER_USD = 100  # a unit worth a US cent or less
HUNDREDS: frozenset[str] = frozenset()  # riel in whole riel: its parts add up (see above)
WHOLE_IN_PRACTICE = frozenset({"TWD", "INR", "CZK"})
CENT = 0.01


def display_unit(currency: str) -> float:
    """The smallest step a figure in ``currency`` is shown in: 100, 1 or 0.01 (the table above)."""
    code = currency.upper()
    if code in HUNDREDS:
        return 100
    if code in WHOLE_IN_PRACTICE or REFERENCE_PER_USD.get(code, 0.0) >= WHOLE_UNIT_PER_USD:
        return 1
    return CENT


DISPLAY_UNITS: dict[str, float] = {code: display_unit(code) for code in REFERENCE_PER_USD if code != "USD"}
WHOLE_UNITS = frozenset(code for code, unit in DISPLAY_UNITS.items() if unit >= 1)


def whole_units(currency: str) -> bool:
    """``currency`` is said in whole units (or hundreds): never with decimals."""
    return display_unit(currency) >= 1
