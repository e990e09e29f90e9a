"""A cancelled booking owes nothing (relay run 7: the context still said "total $909.04 + charges $238.8 =
owed $1147.84" after the cancellation): the paid-booking line says nothing is owed, and states what the
policy kept as kept, from the backend's figure."""

from __future__ import annotations

import re

from hypothesis import given, strategies as st

from agent.aftercare import context_lines
from agent.booking_records import AfterPayment
from agent.side_effects import apply_side_effects
from tests.agent.test_aftercare import NOW, paid_state

amounts = st.integers(min_value=0, max_value=100_000_000).map(lambda c: c / 100)


def paid_line(state) -> str:  # type: ignore[no-untyped-def]
    return next(line for line in context_lines(state, NOW, None) if line.startswith("- paid_booking:"))


@given(charges=amounts, kept=amounts, refund=amounts)
def test_a_cancelled_booking_owes_nothing_and_says_what_was_kept(charges: float, kept: float, refund: float) -> None:
    state = paid_state(after_payment=AfterPayment(charges_usd=charges, amount_paid_usd=kept + refund))
    assert "what the payments cover" not in paid_line(state)  # one account while it stands (test_money_account.py)
    apply_side_effects(
        state,
        "confirmCancellation",
        {"booking_id": "bk_1", "quote_id": "qt_2"},
        {
            "success": True,
            "data": {
                "booking_id": "bk_1",
                "cancelled": True,
                "status": "CANCELLED",
                "refund_usd": refund,
                "still_to_pay_usd": 0.0,
                "kept_usd": kept,
            },
        },
        NOW,
    )
    line = paid_line(state)
    assert "owed $" not in line and "nothing owed" in line
    stated = re.findall(r"kept under the cancellation policy \$([\d.]+)", line)
    assert [float(v) for v in stated] == ([kept] if kept else [])
