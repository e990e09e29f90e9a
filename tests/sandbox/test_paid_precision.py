"""Every local figure at the precision people pay in (relay 56: ``"price_per_child_twd": 345.6``,
``"average_per_paying_traveller_twd": 6553.6``).

One rule, stated here apart from the code (agent/display_unit.py holds the product's table): a figure in a
currency is its own USD amount x the rate, rounded half up to the currency's unit: whole units
for a currency worth a US cent or less (riel too: a cent is exactly 41 riel, so riel parts add up) and for those whose minor unit nobody pays with (NT$, rupee, koruna);
two decimals for every other. A total is its USD total converted once (never the sum of converted parts);
an average beside its total is that USD total converted and shared, rounded once (agent/local_share.py).

Over every currency the product knows and random USD amounts and groups, the real result builders make
the figures: getCurrencyRates' conversions, and the sandbox's itinerary (addable activities, child
prices), booking preview and booking, shown through the display layer in each currency (and, for KH / ZH,
the sandbox's own riel / yuan twins).
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from typing import Any, Iterator

from hypothesis import HealthCheck, given, settings, strategies as st

from agent.budget import REFERENCE_PER_USD
from agent.display import DisplayTerms, in_travellers_terms
from agent.local_share import share_count
from agent.session_figures import objects
from sandbox.data.currency import PER_USD
from tests.sandbox.support import TRAVEL, Sandbox

CURRENCIES = sorted(code for code in REFERENCE_PER_USD if code != "USD")
WHOLE_IN_PRACTICE = {"TWD", "INR", "CZK"}  # a minor unit on paper, paid in whole units
TRIPS = ("trip_001", "trip_002", "trip_003")


def unit(currency: str) -> Decimal:
    if currency in WHOLE_IN_PRACTICE or PER_USD[currency] >= 100:
        return Decimal(1)
    return Decimal("0.01")


def expected(exact: Decimal, currency: str) -> Decimal:
    step = unit(currency)
    return (exact / step).quantize(Decimal(1), rounding=ROUND_HALF_UP) * step


def d(value: Any) -> Decimal:
    return Decimal(str(value))


def check_figures(shown: dict[str, Any], currency: str, rate: float) -> int:
    """Every ``*_usd`` figure's twin in ``currency`` follows the rule; returns how many were checked."""
    suffix, seen = "_" + currency.lower(), 0
    for obj in objects(shown):
        for key, value in obj.items():
            twin = key[: -len("_usd")] + suffix
            if not key.endswith("_usd") or not isinstance(value, (int, float)) or isinstance(value, bool):
                continue
            if twin not in obj:
                continue
            figure, seen = d(obj[twin]), seen + 1
            assert figure % unit(currency) == 0, (currency, key, value, obj[twin])  # payable
            count = share_count(obj, key)
            if count is not None:  # an average: the USD total converted and shared, rounded once
                want = expected(d(obj["total_usd"]) * d(rate) / count, currency)
            else:
                want = expected(d(value) * d(rate), currency)  # its own USD amount, converted once
            assert figure == want, (currency, key, value, obj[twin], want)
    return seen


groups = st.fixed_dictionaries(
    {
        "adults": st.integers(1, 6),
        "children_ages": st.lists(st.integers(0, 17), max_size=3),
    }
)


def results(sb: Sandbox, trip: str, group: dict[str, Any], lang: str) -> Iterator[dict[str, Any]]:
    people = group["adults"] + len(group["children_ages"])
    yield sb.data("getTripItinerary", {"trip_id": trip}, lang=lang)  # addable activities, child prices
    yield sb.data("previewBooking", {"trip_id": trip, "travel_date": TRAVEL, **group}, lang=lang)
    yield sb.book("trip_001", people=people, lang=lang, **group)  # totals, averages, each traveller's line


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(trip=st.sampled_from(TRIPS), group=groups, lang=st.sampled_from(("EN", "KH", "ZH")))
def test_every_local_figure_of_the_result_builders_is_payable_and_converted_once(
    trip: str, group: dict[str, Any], lang: str
) -> None:
    seen = 0
    for data in results(Sandbox(), trip, group, lang):
        own = {"KH": "KHR", "ZH": "CNY"}.get(lang)
        if own:  # the sandbox's own riel / yuan twins, as the backend gives them
            seen += check_figures(data, own, PER_USD[own])
        for currency in CURRENCIES if lang == "EN" else (own or "USD",):
            rate = PER_USD[currency]
            shown = in_travellers_terms(
                {"success": True, "data": data}, DisplayTerms(currency=currency, language=lang), rate
            )["data"]
            seen += check_figures(shown, currency, rate)
    assert seen > 20


@settings(max_examples=200, deadline=None)
@given(currency=st.sampled_from(CURRENCIES), cents=st.integers(0, 10_000_000))
def test_get_currency_rates_converts_any_amount_to_its_currencys_unit(currency: str, cents: int) -> None:
    sb = Sandbox()
    usd = cents / 100
    body = {"from_currency": "USD", "to_currency": currency, "amount_usd": usd, "amount": usd}
    data = sb.data("getCurrencyRates", body)
    want = expected(Decimal(cents) * d(PER_USD[currency]) / 100, currency)
    assert d(data["amount_converted"]) == want == d(data["converted_amount"]), (currency, usd, data)


def test_the_products_table_is_this_rule() -> None:
    from agent.display_unit import DISPLAY_UNITS

    assert set(DISPLAY_UNITS) == set(CURRENCIES)
    assert all(d(DISPLAY_UNITS[c]) == unit(c) for c in CURRENCIES)
