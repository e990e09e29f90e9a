"""A change paid partly from a refund on its way (relay 19 req 40: "this $349.60 ... 50 % refundable
($174.80)" while the traveller paid $197.60): every amount-due wording of the quote names the amount
paid now, and its refund terms say what comes back of that amount and of the part paid from the
refund, separately, adding up to what comes back of the whole change."""

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
def test_amount_due_terms_name_what_is_paid_now_and_what_came_from_the_refund(
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
    terms = quote["refund_terms_of_amount_due"]
    netted, due = quote.get("paid_from_pending_refunds_usd", 0.0), quote["amount_due_usd"]
    cost = quote.get("change_cost_usd", due)
    event(f"{quote['amount_is']}, netted={netted > 0}")
    assert due == pytest.approx(policy.money(cost - netted))
    if quote["amount_is"] == "due":
        assert quote["amount_usd"] == pytest.approx(due)
    if netted > 0 and due > 0:
        says = terms["says"]
        assert terms["amount_paid_now_usd"] == pytest.approx(due)
        assert terms["paid_from_refund_usd"] == pytest.approx(netted)
        assert terms["amount_paid_now_usd"] + terms["paid_from_refund_usd"] == pytest.approx(cost)
        back_now, back_refund = terms["refund_of_amount_paid_now_usd"], terms["refund_of_part_paid_from_refund_usd"]
        assert back_now + back_refund == pytest.approx(terms["refund_if_cancelled_today_usd"])
        pct = terms["refund_pct_if_cancelled_today"]
        assert terms["refund_if_cancelled_today_usd"] == pytest.approx(cost * pct / 100, abs=0.01)
        assert back_now == pytest.approx(due * pct / 100, abs=0.01)
        for amount in (due, netted, back_now, back_refund):  # each part said, in the session's language
            assert f"{amount:.2f}" in says, (amount, says)
        if language == "EN":
            assert f"this {cost:.2f} USD falls under" not in says
    else:  # nothing netted (or all of it): the terms are of the one amount that moves
        assert terms["says"].count(f"{cost:.2f}") >= 1
