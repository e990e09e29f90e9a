"""An average's local figure is its local total's share (relay 34 req 27: ``average_per_paying_traveller_thb``
5,682.60 = a rounded $157.85 x 36 beside ``total_thb`` 34,094.88, whose sixth is 5,682.48).

Over group totals, paying travellers, currencies and EN/KH/ZH, through both places a local figure is made
(the display layer, agent/display.py, and the sandbox's riel / yuan defaults, sandbox/money.py): every
average's local figure is the USD total converted, divided by its count and rounded once as the currency
is shown (relay 56: a share of a total already rounded to 100 riel was rounded twice); its
count times it makes the local total, or the result says why it cannot (``local_figures_are``)."""

from __future__ import annotations

from typing import Any

from hypothesis import assume, example, given, strategies as st

from agent.display import DisplayTerms, exact_product, in_travellers_terms, local_amount
from agent.rounding import half_up
from sandbox.data.currency import PER_USD
from sandbox.money import LOCAL_CURRENCY, add_local

KEY = "average_per_paying_traveller_usd"
CURRENCIES = ["THB", "CNY", "KHR", "BRL", "MXN", "EUR", "JPY", "AUD", "VND", "TWD"]
cents = st.integers(min_value=100, max_value=2_000_000).map(lambda c: c / 100)


def _result(total: float, paying: int) -> dict[str, Any]:
    return {"trip_id": "t", "total_usd": total, KEY: half_up(total / paying), "people_count": paying}


def _check(data: dict[str, Any], currency: str, paying: int) -> None:
    suffix = "_" + currency.lower()
    local_total, share = data["total" + suffix], data["average_per_paying_traveller" + suffix]
    exact = exact_product(data["total_usd"], PER_USD[currency])  # the USD total converted, rounded once
    assert share == local_amount(exact / paying, currency), (local_total, share)
    if round(share * paying, 2) != round(local_total, 2):
        assert "local_figures_are" in data, data


@example(total=947.08, paying=6, currency="THB", language="KH")  # relay 34 req 27
@example(total=5980.0, paying=6, currency="THB", language="KH")  # relay 34 req 4
@given(
    total=cents,
    paying=st.integers(1, 30),
    currency=st.sampled_from(CURRENCIES),
    language=st.sampled_from(["EN", "KH", "ZH"]),
)
def test_an_average_is_its_local_totals_share(total: float, paying: int, currency: str, language: str) -> None:
    assume(total >= paying)  # a dollar a head at least: a few cents' average fits several counts
    shown = in_travellers_terms(
        {"success": True, "data": {"trips": [_result(total, paying)]}},
        DisplayTerms(currency=currency, language=language),
        PER_USD[currency],
    )["data"]
    trip = shown["trips"][0]
    said = {"local_figures_are": shown["local_figures_are"]} if "local_figures_are" in shown else {}
    _check({**trip, **said}, currency, paying)


@given(total=cents, paying=st.integers(1, 30), language=st.sampled_from(["KH", "ZH"]))
def test_the_backends_riel_and_yuan_averages_are_shares_too(total: float, paying: int, language: str) -> None:
    assume(total >= paying)
    data = add_local(_result(total, paying), ("total_usd", KEY), language)
    currency = LOCAL_CURRENCY[language][0]
    shown = in_travellers_terms(
        {"success": True, "data": data}, DisplayTerms(currency=currency, language=language), 1.0
    )
    _check(shown["data"], currency, paying)
