"""A late date move charges the fee per traveller who pays (relay 12: "late_change_fee_usd 45 = $15 x 3"
with a free 1-year-old among the three): everywhere the fee is stated or charged, it is the per-traveller
fee times the travellers whose price is above nothing in the booking's own price list."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from agent.display import DisplayTerms, convert_usd, in_travellers_terms
from sandbox import policy
from sandbox.data.currency import PER_USD
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family, preview
from tests.sandbox.test_changes import at_ict


def paying(quote_group: dict[str, Any]) -> int:
    return sum(1 for t in quote_group["pricing"]["travellers"] if t["price_usd"] > 0)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    adults=st.integers(min_value=1, max_value=3),
    children=st.lists(st.integers(min_value=0, max_value=17), max_size=3),
    late=st.booleans(),
)
def test_the_late_change_fee_counts_only_travellers_who_pay(adults: int, children: list[int], late: bool) -> None:
    sb = Sandbox()
    booking = family(sb, adults=adults, children=tuple(children))
    who_pays = paying(booking)
    if late:
        sb.clock.now = at_ict("2026-04-15", 10)  # 5 days before the travel date: a move costs the fee
    quote = preview(sb, booking["booking_id"], new_travel_date="2026-04-27")
    fee = policy.LATE_CHANGE_FEE_PER_PERSON * who_pays
    assert quote["change_fee_usd"] == pytest.approx(fee if late else 0.0)
    assert quote["amount_due_usd"] == pytest.approx(fee if late else 0.0)
    # what a later move would cost, stated in the quote: the same count of paying travellers
    terms = quote["change_terms_after_change"]
    assert terms["late_change_fee_usd"] == pytest.approx(fee)
    assert terms["travellers_paying_the_fee"] == who_pays
    assert terms["late_change_fee_per_traveller_usd"] * who_pays == pytest.approx(terms["late_change_fee_usd"])


@pytest.mark.parametrize("currency", ["KHR", "CNY"])
def test_the_late_change_fee_per_traveller_has_its_local_twin(currency: str) -> None:
    """relay 16: "$15 per paying traveller" had no riel beside it, and the model may not convert by hand."""
    sb = Sandbox()
    booking = family(sb)
    quote = preview(sb, booking["booking_id"], new_travel_date="2026-04-27")
    rate = PER_USD[currency]
    shown = in_travellers_terms({"success": True, "data": quote}, DisplayTerms(currency=currency), rate)["data"]
    terms, suffix = shown["change_terms_after_change"], "_" + currency.lower()
    for key in ("late_change_fee_usd", "late_change_fee_per_traveller_usd"):
        twin = key[: -len("_usd")] + suffix
        assert terms[twin] == convert_usd(terms[key], currency, rate), key
