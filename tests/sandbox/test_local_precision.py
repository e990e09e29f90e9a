"""Every local-currency figure is written as that currency is (relay 48: a Kenyan family read
``"total_kes": 73839.6``, ``"price_kes": 12306.6``, ``"average_per_paying_traveller_kes": 49342.5``).

A currency whose unit is worth a US cent or less (shilling, yen, won, riel, dong, rupiah…) is said in whole
units; every other (yuan, euro, baht…) to two decimals at most. Over amounts and every currency of the
reference table, a figure is its USD amount converted once and rounded so; over the tool results of whole
journeys (suggestions, previews, a booking, its changes, QR, cancellation and refund) in EN, KH and ZH shown
in a sample of currencies, every number under a ``*_<currency>`` key has its currency's precision, every
total is its own USD amount converted once, and where an average's shares or a total's parts miss the
total's figure the result says why (``local_figures_are``)."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

from agent.budget import REFERENCE_PER_USD
from agent.display import DisplayTerms, convert_usd, in_travellers_terms
from agent.display_unit import whole_units
from agent.local_share import share_count
from agent.session_figures import objects
from sandbox.data.currency import PER_USD, convert
from tests.sandbox.support import Sandbox
from tests.sandbox.test_every_figure_twinned import GROUPS, TRIPS, journey

CURRENCIES = sorted(code for code in REFERENCE_PER_USD if code != "USD")
WHOLE = ("KHR", "KES", "JPY", "KRW", "VND", "IDR")  # said in whole units
DECIMAL = ("CNY", "EUR", "THB", "AUD", "GBP", "SGD")  # said to the cent (the fen)
cents = st.integers(min_value=1, max_value=10_000_000)  # up to $100,000.00


def said_whole(currency: str) -> bool:
    """A unit worth a US cent or less (a fraction of one is finer than the USD amount it converts), or one
    whose minor unit nobody pays with (NT$, rupee, koruna: agent/display_unit.py)."""
    return PER_USD[currency] >= 100 or currency in ("TWD", "INR", "CZK")


def written_as_the_currency_is(value: float, currency: str) -> bool:
    places = Decimal(str(value)).as_tuple().exponent
    if said_whole(currency):
        return value == int(value)
    return isinstance(places, int) and places >= -2


def test_the_currencies_travellers_named_are_said_in_whole_units() -> None:
    assert all(said_whole(c) for c in WHOLE) and not any(said_whole(c) for c in DECIMAL)
    assert all(whole_units(c) == said_whole(c) for c in CURRENCIES)
    assert convert_usd(572.40, "KES", PER_USD["KES"]) == 73840  # relay 48's 73839.6
    assert convert_usd(95.40, "KES", PER_USD["KES"]) == 12307  # relay 48's 12306.6


@given(cents, st.sampled_from(CURRENCIES))
def test_a_figure_is_its_usd_amount_converted_once_as_the_currency_is_written(a: int, currency: str) -> None:
    rate = PER_USD[currency]
    figure = convert_usd(a / 100, currency, rate)
    assert written_as_the_currency_is(float(figure), currency), (a, currency, figure)
    unit = Decimal(100) if currency == "KHR" else Decimal(1) if said_whole(currency) else Decimal("0.01")
    assert abs(Decimal(str(figure)) - Decimal(a) * Decimal(str(rate)) / 100) <= unit / 2
    assert convert(a / 100, "USD", currency) == figure  # the sandbox says the same figure


@pytest.fixture(scope="module")
def results() -> dict[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = {}
    for i, lang in enumerate(("EN", "KH", "ZH")):
        out[lang] = [r for t, g in zip(TRIPS[i:] + TRIPS[:i], GROUPS) for r in journey(Sandbox(), t, g, lang)]
    return out


def _local_numbers(tree: Any) -> list[tuple[str, str, float]]:
    """(key, currency, figure) for every number under a key ending in a currency code of the table."""
    found = []
    for obj in objects(tree):
        for key, value in obj.items():
            code = key.rsplit("_", 1)[-1].upper()
            if code in REFERENCE_PER_USD and code != "USD" and isinstance(value, (int, float)):
                if not isinstance(value, bool):
                    found.append((key, code, float(value)))
    return found


def _shares_miss(obj: dict[str, Any], suffix: str) -> bool:
    total = obj.get("total" + suffix)
    for key in obj:
        count = share_count(obj, key)
        share = obj.get(key[: -len("_usd")] + suffix)
        if count and isinstance(total, (int, float)) and isinstance(share, (int, float)):
            if round(count * share, 2) != round(total, 2):
                return True
    return False


@settings(max_examples=40, deadline=None)
@given(lang=st.sampled_from(("EN", "KH", "ZH")), currency=st.sampled_from((*WHOLE, *DECIMAL, "INR", "NGN")))
def test_every_local_figure_of_every_result_is_written_as_its_currency_is(
    results: dict[str, list[dict[str, Any]]], lang: str, currency: str
) -> None:
    rate = PER_USD[currency]
    suffix = "_" + currency.lower()
    seen = 0
    for result in results[lang]:
        shown = in_travellers_terms(
            {"success": True, "data": result}, DisplayTerms(currency=currency, language=lang), rate
        )["data"]
        for key, code, figure in _local_numbers(shown):
            seen += code == currency
            assert written_as_the_currency_is(figure, code), (lang, key, figure)
        for obj in objects(shown):
            if isinstance(obj.get("total_usd"), (int, float)) and "total" + suffix in obj:
                assert obj["total" + suffix] == convert_usd(obj["total_usd"], currency, rate)  # converted once
            if _shares_miss(obj, suffix):
                assert "local_figures_are" in shown, (lang, currency, obj)
    assert seen > 100
