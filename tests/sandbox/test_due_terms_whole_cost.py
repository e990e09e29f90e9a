"""The refund terms of a change's cost are of the money the traveller actually pays (relay 19 req 40:
"this $349.60 ... 50 % refundable ($174.80)" while the traveller paid $197.60, the rest taken off a refund
on its way). A refund on its way no longer pays for a change (docs/decisions.md), so beside one the
amount due is the change's whole cost, and its terms say what a cancellation today gives back of it.
"""

from __future__ import annotations

import pytest
from hypothesis import event, given, settings, strategies as st

from sandbox import policy
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import confirm, family, preview
from tests.sandbox.test_changes import at_ict


@settings(max_examples=10, deadline=None)
@given(
    language=st.sampled_from(["EN", "KH", "ZH"]),
    leaving=st.integers(1, 2),
    joining=st.integers(0, 3),
    child=st.sampled_from([None, 5, 9]),
    activity=st.booleans(),
    day=st.sampled_from(["2026-03-10", "2026-03-31", "2026-04-12"]),
)
def test_amount_due_terms_are_of_the_whole_cost_beside_a_refund_on_its_way(
    language: str, leaving: int, joining: int, child: int | None, activity: bool, day: str
) -> None:
    sb = Sandbox()
    bid = family(sb, adults=4, children=())["booking_id"]
    sb.clock.now = at_ict(day, 12)
    confirm(sb, bid, preview(sb, bid, remove_adults=leaving))  # their refund is on its way
    change: dict = {"add_adults": joining, "add_children_ages": [child] if child else []}
    if activity:
        offered = sb.data("getTripItinerary", {"trip_id": "trip_001"})["addable_activities"]
        change["add_activities"] = [offered[0]["name"]]
    if not joining and not child and not activity:
        change["add_adults"] = 1
    quote = sb.data("previewReschedule", {"booking_id": bid, **change}, lang=language)
    terms, due = quote["refund_terms_of_amount_due"], quote["amount_due_usd"]
    event(quote["amount_is"])
    assert quote["amount_is"] == "due" and quote["amount_usd"] == pytest.approx(due)
    # a join within 24 hours of the leave gives its kept part back off the top-up (sandbox/swap_kept.py)
    back = quote.get("kept_given_back_usd", 0.0)
    assert due == pytest.approx(policy.money(quote["price_difference_usd"] + quote["change_fee_usd"] - back))
    assert not {"paid_from_refund_usd", "refund_of_part_paid_from_refund_usd"} & set(terms), terms
    pct = terms["refund_pct_if_cancelled_today"]
    # what comes back on this payment is its share of the booking's refund, never more than the tier's share of it
    assert 0 <= terms["refund_if_cancelled_today_usd"] <= due * pct / 100 + 0.01
    after = quote["refund_terms_after_change"]["refund_if_cancelled_today_usd"]
    assert terms["refund_of_booking_if_cancelled_today_usd"] == pytest.approx(after, abs=0.01)
    for amount in (due, terms["refund_if_cancelled_today_usd"], after):  # said in the session's language
        assert f"{amount:.2f}" in terms["says"], (amount, terms["says"])
