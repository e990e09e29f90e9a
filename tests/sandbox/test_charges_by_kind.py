"""A paid booking says its charges by kind (relay 34 L665: the card's "kept under the cancellation policy
and change fees" where no date-change fee was ever charged): ``change_fees_usd`` is the date-change fees
in ``charges_usd``, present only when one was charged, the rest kept under the cancellation policy; a
withdrawn change takes its fee back with it."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from sandbox import policy
from tests.sandbox.support import TRAVEL, Sandbox
from tests.sandbox.test_change_prices import confirm, family, preview
from tests.sandbox.test_changes import at_ict, record

# each step: (change, paid?) on a family of 3 adults and a child of 8 travelling TRAVEL
STEPS = {
    "late_move": ({"new_travel_date": "2026-04-21"}, True),  # a late move: a fee per paying traveller
    "late_move_unpaid": ({"new_travel_date": "2026-04-22"}, False),  # its top-up withdrawn
    "leave": ({"remove_adults": 1}, True),  # a leave at the tier: a kept part, no fee
}


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=st.lists(st.sampled_from(sorted(STEPS)), min_size=1, max_size=3))
def test_the_booking_says_its_date_change_fees_apart_from_what_the_policy_kept(steps: list[str]) -> None:
    sb = Sandbox()
    bid = family(sb, adults=3, children=(8,))["booking_id"]
    sb.clock.now = at_ict("2026-04-14", 10)  # within the week before TRAVEL: a move costs the fee
    fees = 0.0
    for step in steps:
        change, pay = STEPS[step]
        if "remove_adults" in change and record(sb, bid)["group"]["adults"] < 2:
            continue
        if record(sb, bid)["travel_date"] == change.get("new_travel_date"):
            continue  # a move to the date it has: no change to quote (the backend says so)
        quote = preview(sb, bid, **change)
        done = confirm(sb, bid, quote)
        intent = (done.get("payment") or {}).get("payment_intent_id")
        if intent and pay:
            assert sb.sandbox_post(f"/sandbox/payments/{intent}/succeed").status_code == 200
        elif intent:
            sb.data("withdrawTopUp", {"booking_id": bid})
        if pay or not intent:
            fees = policy.money(fees + quote["change_fee_usd"])
        booking = record(sb, bid)
        assert booking.get("change_fees_usd", 0.0) == pytest.approx(fees), (steps, booking.get("change_fees_usd"))
        assert ("change_fees_usd" in booking) == (fees > 0)
        assert booking["charges_usd"] >= booking.get("change_fees_usd", 0.0)
    assert record(sb, bid)["travel_date"] in (TRAVEL, "2026-04-21", "2026-04-22")
