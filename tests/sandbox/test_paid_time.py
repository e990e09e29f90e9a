"""A payment's time is when it succeeded (issue 37, relay 14 req 52: a top-up listed as paid at the
moment its QR was issued, while checkPaymentStatus still said PENDING): every payment a booking lists
is at or after its QR, at the moment the payment landed."""

from __future__ import annotations

from datetime import datetime

from hypothesis import given, settings, strategies as st

from tests.sandbox.support import Sandbox
from tests.sandbox.test_changes import record


def _pay_after(sb: Sandbox, bid: str, minutes: int) -> tuple[str, datetime]:
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    sb.clock.advance(minutes=minutes)  # scanned and paid later than the QR was issued
    landed = sb.clock.now
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    return qr["payment_intent_id"], landed


@settings(max_examples=8, deadline=None)
@given(first=st.integers(1, 14), top_up=st.integers(1, 14))
def test_a_payment_is_listed_at_the_time_it_landed(first: int, top_up: int) -> None:
    sb = Sandbox()
    bid = sb.book("trip_001", people=2, user_id="user-a")["booking_id"]
    landed = dict([_pay_after(sb, bid, first)])
    quote = sb.data("previewReschedule", {"booking_id": bid, "add_adults": 1})
    sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]})
    landed.update([_pay_after(sb, bid, top_up)])
    payments = record(sb, bid)["payments"]
    assert {p["payment_intent_id"] for p in payments} == set(landed)
    for p in payments:
        assert datetime.fromisoformat(p["at"].replace("Z", "+00:00")) == landed[p["payment_intent_id"]]
