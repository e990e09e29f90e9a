"""A refund of p % shows p % of the local figure of what was paid (a traveller: the riel of a 50 % refund were not
half the riel paid, the refund having been converted from its USD amount already rounded to the cent).

Over amounts paid, percentages 0 / 50 / 100, currencies and EN/KH/ZH, through both places a local figure is made
(the display layer, agent/display.py, and the sandbox's riel / yuan defaults, sandbox/money.py): the refund's local
figure is the paid amount converted, unrounded, times the percentage, rounded once as the currency is shown, so
it is the stated percentage of the paid local figure to the local rounding unit; the paid figure (a total) stays
converted once from its own USD amount."""

from __future__ import annotations

from typing import Any

from hypothesis import example, given, strategies as st

from agent.display import DisplayTerms, exact_product, in_travellers_terms, local_amount
from agent.display_unit import display_unit
from agent.rounding import half_up
from sandbox.data.currency import PER_USD
from sandbox.money import LOCAL_CURRENCY, add_local

CURRENCIES = ["KHR", "CNY", "THB", "EUR", "JPY", "VND", "TWD"]
cents = st.integers(min_value=1, max_value=2_000_000).map(lambda c: c / 100)
KEYS = ("amount_paid_usd", "refund_base_usd", "refund_usd", "refund_of_base_usd")


def _quote(paid: float, pct: int) -> dict[str, Any]:
    """A cancellation quote's figures (sandbox/policy.py: the refund is pct % of the base, to the cent)."""
    refund = half_up(paid * pct / 100)
    return {"amount_paid_usd": paid, "refund_base_usd": paid, "refund_pct": pct, "refund_usd": refund,
            "refund_of_base_usd": refund}  # fmt: skip


def _check(data: dict[str, Any], currency: str, pct: int) -> None:
    suffix = "_" + currency.lower()
    paid_local, rate = data["amount_paid" + suffix], PER_USD[currency]
    assert paid_local == local_amount(exact_product(data["amount_paid_usd"], rate), currency)  # converted once
    for stem in ("refund", "refund_of_base"):
        refund_local = data[stem + suffix]
        assert refund_local == local_amount(exact_product(data["amount_paid_usd"], rate) * pct / 100, currency)
        assert abs(refund_local - paid_local * pct / 100) <= display_unit(currency) + 1e-9, (refund_local, paid_local)


@example(paid=643.21, pct=50, currency="CNY", language="ZH")
@example(paid=2.03, pct=50, currency="KHR", language="KH")
@given(
    paid=cents,
    pct=st.sampled_from([0, 50, 100]),
    currency=st.sampled_from(CURRENCIES),
    language=st.sampled_from(["EN", "KH", "ZH"]),
)
def test_a_refunds_local_figure_is_its_percentage_of_the_paid_local(
    paid: float, pct: int, currency: str, language: str
) -> None:
    shown = in_travellers_terms(
        {"success": True, "data": {"quote": _quote(paid, pct)}},
        DisplayTerms(currency=currency, language=language),
        PER_USD[currency],
    )["data"]
    _check(shown["quote"], currency, pct)


@given(paid=cents, pct=st.sampled_from([0, 50, 100]), language=st.sampled_from(["KH", "ZH"]))
def test_the_backends_riel_and_yuan_refunds_are_percentages_too(paid: float, pct: int, language: str) -> None:
    data = add_local(_quote(paid, pct), KEYS, language)
    _check(data, LOCAL_CURRENCY[language][0], pct)
