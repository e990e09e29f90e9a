"""Riel is said in whole riel, exactly USD x rate, so riel figures add up as their USD amounts do.

Rounded to 100 ៛, a refund of $79.50 (៛325,950) was said ៛326,000 and the riel ledger drifted by ៛100
from the USD one (net paid, amounts paid, a new total). At the sandbox rate of 4,100 riel per USD a cent
amount is a whole number of riel, so the conversion is linear: the riel of a sum or a difference is the
sum or the difference of the riels.
"""

from __future__ import annotations

from hypothesis import given, strategies as st

from agent.display import DisplayTerms, convert_usd, in_travellers_terms
from sandbox.data.currency import PER_USD, convert

RATE = PER_USD["KHR"]
cents = st.integers(min_value=0, max_value=10_000_000)  # up to $100,000.00


def riel(usd: float) -> float | int:
    return convert_usd(usd, "KHR", RATE)


@given(cents, cents)
def test_riel_of_a_sum_or_difference_is_the_sum_or_difference_of_riels(a: int, b: int) -> None:
    usd_a, usd_b = a / 100, b / 100
    assert riel(usd_a) + riel(usd_b) == riel((a + b) / 100)
    assert riel(usd_a) - riel(usd_b) == riel((a - b) / 100)
    assert riel(usd_a) == a * RATE / 100  # exactly USD x rate: no rounding to 100
    assert convert(usd_a, "USD", "KHR") == riel(usd_a)  # the sandbox says the same figure


@given(cents, cents)
def test_a_result_in_riel_adds_up_as_its_usd_does(a: int, b: int) -> None:
    data = {
        "amount_due_usd": a / 100,
        "refund_usd": b / 100,
        "total_usd": (a + b) / 100,
        "left_usd": (a - b) / 100,
    }
    out = in_travellers_terms({"success": True, "data": data}, DisplayTerms(currency="KHR"), RATE)["data"]
    assert out["amount_due_khr"] + out["refund_khr"] == out["total_khr"] == riel((a + b) / 100)
    assert out["amount_due_khr"] - out["refund_khr"] == out["left_khr"] == riel((a - b) / 100)
