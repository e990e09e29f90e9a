"""Riel is said to the hundred, as it is paid (the 100-riel note is the smallest in use; the prompt writes
"$159 (651,900៛)"): each riel figure is its own USD amount x the rate rounded half up to 100 ៛, a sum is
the conversion of its USD sum, and where riel parts then miss their riel total the result says why
(``local_figures_are``), never by shifting a figure so that they add up (relay 56: ៛44,280 for $10.80).
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from hypothesis import given, strategies as st

from agent.display import DisplayTerms, convert_usd, in_travellers_terms
from sandbox.data.currency import PER_USD, convert

RATE = PER_USD["KHR"]
cents = st.integers(min_value=0, max_value=10_000_000)  # up to $100,000.00


def riel(usd: float) -> float | int:
    return convert_usd(usd, "KHR", RATE)


def to_hundred(cents_: int) -> int:
    exact = Decimal(cents_) * Decimal(str(RATE)) / 100
    return int((exact / 100).quantize(Decimal(1), rounding=ROUND_HALF_UP)) * 100


@given(cents)
def test_a_riel_figure_is_its_usd_amount_converted_once_to_the_hundred(a: int) -> None:
    assert riel(a / 100) == to_hundred(a) and riel(a / 100) % 100 == 0
    assert riel(-a / 100) == -to_hundred(a)  # a credit rounds as its size does
    assert convert(a / 100, "USD", "KHR") == riel(a / 100)  # the sandbox says the same figure


@given(cents, cents)
def test_a_riel_total_is_its_usd_total_converted_and_says_when_parts_miss_it(a: int, b: int) -> None:
    data = {"amount_due_usd": a / 100, "refund_usd": b / 100, "total_usd": (a + b) / 100}
    out = in_travellers_terms({"success": True, "data": data}, DisplayTerms(currency="KHR"), RATE)["data"]
    assert out["total_khr"] == to_hundred(a + b)  # the USD sum converted, not the sum of converted parts
    assert abs(out["amount_due_khr"] + out["refund_khr"] - out["total_khr"]) <= 100
    if a and b and out["amount_due_khr"] + out["refund_khr"] != out["total_khr"]:
        assert "local_figures_are" in out
