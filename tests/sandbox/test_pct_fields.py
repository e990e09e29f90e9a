"""Every percentage in a change quote is the refund it describes over its base (relay 22 req 24: a
traveller who left within the swap window got 100 % of the freed price back, while
``refund_pct_of_freed_price`` and ``freed_price.refund_pct`` said 50; a card reading them would have said
half). Checked over random changes of a paid booking, with and without the swap allowance."""

from __future__ import annotations

from typing import Any, Optional

from hypothesis import given, settings, strategies as st

from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import preview
from tests.sandbox.test_swap_allowance import joined

CENT = 0.011


def pct_pairs(quote: dict[str, Any]) -> list[tuple[str, float, float, float]]:
    """(field, its percentage, the refund it describes, its base) for every percentage of a freed price
    or of an amount due in ``quote``."""
    pairs: list[tuple[str, float, float, float]] = []
    freed = quote.get("freed_price")
    if freed:
        back, full = freed["refund_of_freed_usd"], freed.get("refunded_in_full_usd", 0.0)
        pairs += [
            ("refund_pct_of_freed_price", quote["refund_pct_of_freed_price"], back, freed["freed_usd"]),
            ("freed_price.refund_pct", freed["refund_pct"], back, freed["freed_usd"]),
            (
                "freed_price.refund_tier_pct",
                freed["refund_tier_pct"],
                back - full,
                freed.get("rest_at_refund_tier_usd", freed["freed_usd"]),
            ),
        ]
    due = quote.get("refund_terms_of_amount_due")
    if due:
        pairs.append(
            (
                "refund_terms_of_amount_due",
                due["refund_pct_if_cancelled_today"],
                due["refund_if_cancelled_today_usd"],
                quote["amount_due_usd"],
            )
        )
    return pairs


CHANGES = st.sampled_from(
    [
        {"remove_adults": 1},
        {"remove_adults": 2},
        {"remove_children_ages": [8]},
        {"remove_adults": 1, "add_children_ages": [8]},
        {"add_adults": 1},
    ]
)


@settings(max_examples=12, deadline=None)
@given(
    joining=st.one_of(st.none(), st.sampled_from([{"add_adults": 1}, {"add_children_ages": [8]}])),
    change=CHANGES,
    hours=st.sampled_from([0.5, 23.5, 30.0]),
)
def test_every_percentage_is_its_refund_over_its_base(
    joining: Optional[dict[str, Any]], change: dict[str, Any], hours: float
) -> None:
    sb = Sandbox()
    bid, _, _ = joined(sb, joining or {"add_adults": 1})
    if joining is None:  # no allowance: the join's window is over
        hours = 30.0
    sb.clock.advance(hours=hours)
    quote = preview(sb, bid, **change)
    pairs = pct_pairs(quote)
    if -quote["price_difference_usd"] > 0:
        assert pairs, quote
    for name, pct, refund, base in pairs:
        assert abs(base * pct / 100 - refund) <= CENT, (name, pct, refund, base)
    if quote.get("refunded_in_full_usd"):  # the swap rule: more than the tier comes back
        freed = quote["freed_price"]
        assert freed["refund_pct"] >= freed["refund_tier_pct"]
        assert f"{freed['refund_pct']}%" in freed["says"]
