"""A confirmed change whose top-up is unpaid says what is owed and by when, and ends (issue 37, relay 14 req 26:
"CONFIRMED" for 5 people with the $390 top-up unpaid and no deadline: the unpaid state had no end).

Over generated changes that leave a top-up (travellers join, the trip grows, an activity is added): the change
result, the booking as every later result shows it and the top-up's QR all carry the amount owed and one
deadline; the QR lives exactly until it; paid before it, the change stands; unpaid at it, the change is withdrawn
(the booking as it was, nothing charged) and the booking says so."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from hypothesis import HealthCheck, given, settings, strategies as st

from sandbox import policy
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import confirm, family, preview
from tests.sandbox.test_changes import record

CHANGES = st.sampled_from(
    [{"add_adults": 1}, {"add_adults": 2}, {"add_children_ages": [6]}, {"add_activities": ["Tonle Sap boat trip"]}]
)


def _at(value: str) -> datetime:
    return datetime.fromisoformat(value.replace("Z", "+00:00"))


def _owed(booking: dict[str, Any]) -> tuple[float, str]:
    pending = booking["pending_top_up"]
    assert pending is not None and pending["status"] == "CHANGE_AWAITING_PAYMENT", booking
    assert pending["pay_by"], pending
    return pending["amount_usd"], pending["pay_by"]


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(change=CHANGES, pay=st.booleans(), late_hours=st.integers(0, 30))
def test_an_unpaid_top_up_states_its_amount_and_deadline_and_ends_there(
    change: dict[str, Any], pay: bool, late_hours: int
) -> None:
    sb = Sandbox()
    bid = family(sb, adults=2, children=(8,))["booking_id"]
    before = record(sb, bid)
    done = confirm(sb, bid, preview(sb, bid, **change))
    due = done["amount_due_usd"]
    assert due > 0, done
    waiting = done["change_awaiting_payment"]
    assert waiting["amount_usd"] == due and waiting["pay_by"] and waiting["if_unpaid_by_then"]
    deadline = _at(waiting["pay_by"])
    assert deadline - sb.clock.now == policy.TOP_UP_PAY_WITHIN
    # every later look at the booking says the same amount and deadline, and the QR never outlives it
    for shown in (done["booking"], record(sb, bid)):
        assert _owed(shown) == (due, waiting["pay_by"])
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    # one deadline per top-up (docs/decisions.md): every QR of it lives exactly until pay_by
    assert (
        qr["amount"] == due and qr["pay_by"] == waiting["pay_by"] == qr["expires_at"] == done["payment"]["expires_at"]
    )
    if pay:
        assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    sb.clock.advance(hours=late_hours)
    after = record(sb, bid)
    if pay:  # paid in time: the change is the booking's for good
        assert after["pending_top_up"] is None and after["total_usd"] == done["booking"]["total_usd"]
    elif sb.clock.now >= deadline:  # unpaid at its deadline: withdrawn, nothing charged, and said
        assert after["pending_top_up"] is None and after["balance_due_usd"] == 0
        assert after["total_usd"] == before["total_usd"] and after["amount_paid_usd"] == before["amount_paid_usd"]
        assert after["unpaid_change_lapsed"]["top_up_usd"] == due
    else:
        assert _owed(after) == (due, waiting["pay_by"])


def test_the_workflows_read_of_the_booking_withdraws_a_lapsed_change_and_shows_it() -> None:
    """getRefundStatus with include_booking (the session's read at pay_by) is a read that lapses the change,
    and its booking says so; the model's own getRefundStatus carries no booking."""
    sb = Sandbox()
    bid = family(sb, adults=2, children=(8,))["booking_id"]
    before = record(sb, bid)
    done = confirm(sb, bid, preview(sb, bid, add_adults=1))
    assert "booking" not in sb.data("getRefundStatus", {"booking_id": bid})
    owed = sb.data("getRefundStatus", {"booking_id": bid, "include_booking": True})["booking"]
    assert _owed(owed) == (done["amount_due_usd"], done["change_awaiting_payment"]["pay_by"])
    sb.clock.now = _at(done["change_awaiting_payment"]["pay_by"])
    read = sb.data("getRefundStatus", {"booking_id": bid, "include_booking": True})["booking"]
    assert read["pending_top_up"] is None and read["balance_due_usd"] == 0
    assert read["people_count"] == before["people_count"] and read["total_usd"] == before["total_usd"]
    assert read["unpaid_change_lapsed"]["top_up_usd"] == done["amount_due_usd"]
