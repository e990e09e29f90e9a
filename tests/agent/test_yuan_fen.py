"""Yuan is said to the fen: each figure is its own USD amount x rate (docs/decisions.md "Yuan to the fen").

Relay 18: a total of $2,318.40 (= ¥16,808.40) was said ¥16,809, built as a sum of whole-yuan parts. Said
to the fen, a yuan figure is within half a fen of USD x rate (exact at 7.25 when the cents are a multiple
of 4), a whole differs from the sum or difference of its parts' figures by at most a fen (not at all when
each part is exact), and the same USD amount shows the same figure in every result.
"""

from __future__ import annotations

from decimal import Decimal

from hypothesis import given, strategies as st

from agent.display import DisplayTerms, convert_usd, in_travellers_terms
from agent.display_unit import WHOLE_IN_PRACTICE, WHOLE_UNITS
from sandbox.data.currency import PER_USD, convert

RATE = PER_USD["CNY"]
cents = st.integers(min_value=0, max_value=10_000_000)  # up to $100,000.00


def yuan(usd_cents: int) -> float:
    return float(convert_usd(usd_cents / 100, "CNY", RATE))


def exact(usd_cents: int) -> bool:
    return (Decimal(usd_cents) * Decimal(str(RATE))) % 1 == 0  # a whole number of fen


def shown(data: dict[str, float]) -> dict[str, float]:
    out = in_travellers_terms({"success": True, "data": data}, DisplayTerms(currency="CNY"), RATE)["data"]
    return {k: float(v) for k, v in out.items() if k.endswith("_cny")}


@given(cents)
def test_a_yuan_figure_is_its_usd_amount_times_the_rate_to_the_fen(a: int) -> None:
    true = Decimal(a) * Decimal(str(RATE)) / 100
    assert abs(Decimal(str(yuan(a))) - true) <= Decimal("0.005")
    assert (Decimal(str(yuan(a))) == true) == exact(a)
    assert convert(a / 100, "USD", "CNY") == yuan(a)  # the sandbox says the same figure
    assert yuan(231840) == 16808.40  # relay 18's ¥16,809 for $2,318.40


@given(cents, cents)
def test_a_whole_in_yuan_is_its_own_conversion_and_within_a_fen_of_its_parts(a: int, b: int) -> None:
    small, big = sorted((a, b))
    out = shown(
        {
            "amount_due_usd": a / 100,
            "refund_usd": b / 100,
            "total_usd": (a + b) / 100,
            "left_usd": (big - small) / 100,
            "big_usd": big / 100,
            "small_usd": small / 100,
        }
    )
    assert out["total_cny"] == yuan(a + b)
    assert out["left_cny"] == yuan(big - small)
    slack = 0.0 if exact(a) and exact(b) else 0.01
    assert abs(out["amount_due_cny"] + out["refund_cny"] - out["total_cny"]) <= slack + 1e-6
    assert abs(out["big_cny"] - out["small_cny"] - out["left_cny"]) <= slack + 1e-6


@given(cents, st.lists(cents, max_size=4))
def test_the_same_amount_shows_the_same_figure_across_results(a: int, others: list[int]) -> None:
    first = shown({"total_usd": a / 100})["total_cny"]
    again = shown({"refund_usd": a / 100, **{f"x{i}_usd": c / 100 for i, c in enumerate(others)}})["refund_cny"]
    assert first == again == yuan(a)


def test_whole_units_only_where_a_unit_is_worth_a_cent_or_less_or_no_smaller_one_is_paid() -> None:
    """Yuan keeps its fen; shillings, yen… are said whole (relay 48), riel to the hundred, and NT$, rupees and
    koruna whole though they have cents on paper (relay 56: agent/display_unit.py)."""
    assert "CNY" not in WHOLE_UNITS and {"KHR", "KES", "JPY", "TWD", "INR"} <= WHOLE_UNITS
    for code, per_usd in PER_USD.items():
        if code != "USD":
            assert (code in WHOLE_UNITS) == (per_usd >= 100 or code in WHOLE_IN_PRACTICE), code
