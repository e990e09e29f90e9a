"""A refund on its way that pays for a later change says so (issue 37, relay 17 req 39).

A $504 refund told to the traveller as "pending, expected by 4 Dec" paid a later join's cost and
simply disappeared from getRefundStatus. Over random leaves and joins: every refund's started amount
is accounted for as completed, pending or used for a named change on a day; the change's result and
getRefundStatus agree on the amount used; the preview says before the yes that the refund pays."""

from __future__ import annotations

import re
from datetime import date, timedelta

from hypothesis import given, settings, strategies as st

from sandbox import policy
from tests.sandbox.support import TRAVEL, Sandbox
from tests.sandbox.test_change_prices import confirm, family, preview
from tests.sandbox.test_changes import at_ict
from tests.sandbox.test_shorter_trip_refund import cents

SCRIPT = {"KH": re.compile(r"[\u1780-\u17ff]"), "ZH": re.compile(r"[\u4e00-\u9fff]")}


@settings(max_examples=12, deadline=None)
@given(
    leave=st.integers(min_value=1, max_value=2),
    join=st.integers(min_value=1, max_value=3),
    days_out=st.integers(min_value=policy.RESCHEDULE_CUTOFF_DAYS, max_value=45),
    withdraw=st.booleans(),
    language=st.sampled_from(["EN", "KH", "ZH"]),
)
def test_a_refund_used_for_a_later_change_is_listed_with_its_change_and_the_sums_add_up(
    leave: int, join: int, days_out: int, withdraw: bool, language: str
) -> None:
    sb = Sandbox()
    bid = family(sb, adults=3, children=())["booking_id"]
    sb.clock.now = at_ict((date.fromisoformat(TRAVEL) - timedelta(days=days_out)).isoformat(), 12)
    left = preview(sb, bid, remove_adults=leave)
    confirm(sb, bid, left)
    started = left["refund_usd"]
    quote = preview(sb, bid, add_adults=join)
    netted = quote.get("paid_from_pending_refunds_usd", 0.0)
    assert netted == min(started, quote.get("change_cost_usd", quote["amount_due_usd"]))
    if netted:  # said before the yes
        assert f"{netted:.2f} USD of it comes off the refund" in quote["note"]
    done = confirm(sb, bid, quote)
    assert cents(sum(p["usd"] for p in done.get("paid_from_pending_refunds", []))) == netted
    if withdraw and done.get("change_awaiting_payment"):
        sb.data("withdrawTopUp", {"booking_id": bid})
        netted = 0.0  # the change undone: the refund comes back whole
    status = sb.data("getRefundStatus", {"booking_id": bid, "language": language})
    used = status["used_for_changes"]
    assert status["total_used_for_changes_usd"] == cents(sum(u["usd"] for u in used)) == netted
    # every refund started is accounted for: completed, on its way, or used for a change
    assert cents(status["total_refunded_usd"] + status["total_pending_usd"] + netted) == started
    for u in used:
        assert u["changes"] == ["group"] and u["on"] == policy.today_ict(sb.clock.now).isoformat()
        assert f"{u['usd']:.2f}" in u["says"] and u["on"] in u["says"]
        if language != "EN":
            assert SCRIPT[language].search(u["says"]), u["says"]
    for r in status["refunds"]:
        assert cents(sum(x["usd"] for x in r.get("used_for_changes", []))) == r.get("netted_usd", 0.0)
