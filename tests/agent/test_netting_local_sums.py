"""A netted quote's local figures add up or say they may not (relay 29 req 36: RM1,035.22 pending - RM896.06
netted beside RM139.17 still on its way): its pending total sits beside its two parts, so where the parts,
each converted once, miss the total's figure by a cent the result carries ``local_figures_are``."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from hypothesis import given, strategies as st

from agent.display import DisplayTerms, in_travellers_terms

usd = st.integers(min_value=1, max_value=500_000).map(lambda cents: float(Decimal(cents) / 100))
rates = st.sampled_from([(4.7, "MYR"), (7.2, "CNY"), (1.35, "SGD"), (1.53, "AUD")])


@given(usd, usd, rates, st.sampled_from(["EN", "KH", "ZH"]))
def test_netted_parts_add_up_in_local_money_or_say_so(netted: float, left: float, rate: Any, language: str) -> None:
    per_usd, currency = rate
    lines = {
        "top_up_usd": netted,
        "refund_netted_usd": netted,
        "to_pay_usd": 0.0,
        "refund_still_pending_usd": left,
        "refund_pending_before_netting_usd": float(Decimal(str(netted)) + Decimal(str(left))),
    }
    out = in_travellers_terms(
        {"success": True, "data": {"netting": lines}}, DisplayTerms(currency=currency, language=language), per_usd
    )
    data, cur = out["data"], currency.lower()
    shown = data["netting"]
    parts = round(shown[f"refund_netted_{cur}"] + shown[f"refund_still_pending_{cur}"], 2)
    assert parts == round(shown[f"refund_pending_before_netting_{cur}"], 2) or "local_figures_are" in data, shown
