"""A cancellation says what its percentage is a percentage of (issue 37, relay 16 req 53).

After a traveller left at the 50 % tier, a cancellation quoted "50% refund = $497.72" beside $1,074.94
paid: the percentage is of the trip PRICE, and the $79.50 kept when the traveller left is not refunded
again; nothing said so. Over random groups, removals and days: the quote's base and parts add up to
the refund and to what was paid, and its sentence says them in the session's language."""

from __future__ import annotations

import re
from datetime import date, timedelta

from hypothesis import given, settings, strategies as st

from sandbox import policy
from tests.sandbox.support import TRAVEL, Sandbox
from tests.sandbox.test_change_prices import confirm, family, preview
from tests.sandbox.test_changes import at_ict, record
from tests.sandbox.test_shorter_trip_refund import cents, tier_pct

SCRIPT = {"KH": re.compile(r"[\u1780-\u17ff]"), "ZH": re.compile(r"[\u4e00-\u9fff]")}


@settings(max_examples=15, deadline=None)
@given(
    adults=st.integers(min_value=3, max_value=4),
    children=st.lists(st.integers(min_value=0, max_value=11), max_size=2),
    removals=st.lists(st.integers(min_value=policy.RESCHEDULE_CUTOFF_DAYS, max_value=45), max_size=2),
    cancel_after=st.integers(min_value=0, max_value=10),
    language=st.sampled_from(["EN", "KH", "ZH"]),
)
def test_a_cancellations_refund_is_its_tier_of_the_price_and_what_was_kept_earlier_is_said(
    adults: int, children: list[int], removals: list[int], cancel_after: int, language: str
) -> None:
    sb = Sandbox()
    booking = family(sb, adults=adults, children=tuple(children))
    bid, travel = booking["booking_id"], date.fromisoformat(TRAVEL)
    days_out = 60
    kept_earlier = 0.0
    for out in sorted(removals, reverse=True):  # time only moves forward
        days_out = min(days_out, out)
        sb.clock.now = at_ict((travel - timedelta(days=days_out)).isoformat(), 12)
        quote = preview(sb, bid, remove_adults=1)
        kept_earlier = cents(kept_earlier + quote["kept_by_policy_usd"])
        confirm(sb, bid, quote)
    days_out = max(days_out - cancel_after, 1)
    sb.clock.now = at_ict((travel - timedelta(days=days_out)).isoformat(), 13)
    terms = sb.data("previewCancellation", {"booking_id": bid, "language": language})
    price, pct = terms["refund_base_usd"], tier_pct(days_out)
    assert terms["refund_pct"] == pct
    # the base is the trip's price now; the refund its tier's percentage of it, to the cent
    assert price == record(sb, bid)["total_usd"]
    assert cents(terms["refund_of_base_usd"] + terms["kept_of_base_usd"]) == price
    assert abs(terms["refund_of_base_usd"] - price * pct / 100) <= 0.0051
    assert terms["refund_usd"] == terms["refund_of_base_usd"]
    # what was paid = the base + what earlier changes kept (+ refunds still on their way)
    assert terms["kept_earlier_usd"] == kept_earlier == cents(sum(e["usd"] for e in terms["kept_earlier_for"]))
    assert cents(price + kept_earlier + terms["refunds_pending_usd"]) == terms["amount_paid_usd"]
    assert all(e["changes"] == ["group"] for e in terms["kept_earlier_for"])
    says = terms["refund_base_says"]
    for figure in (price, terms["refund_of_base_usd"], *(e["usd"] for e in terms["kept_earlier_for"])):
        assert f"{figure:.2f}" in says, (figure, says)
    assert f"{pct}%" in says
    if language != "EN":
        assert SCRIPT[language].search(says) and not re.search(r"[A-Za-z]{3,}", says.replace("USD", "")), says
