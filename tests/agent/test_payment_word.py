"""The context's payment word says a balance is due whenever one is (relay 20 req 38: after
confirmReschedule with a $515.20 top-up unpaid, "payment: paid; change awaiting payment of $515.2"):
over ledgers (a change paid or not, dates moved or the group changed, a refund on its way or not),
"payment:" never opens with "paid" while the booking owes money, and names the amount owed."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from agent.aftercare import status_lines
from agent.prompts.context import render_context
from agent.side_effects import apply_side_effects
from tests.agent.contract_support import NOW
from tests.agent.test_changed_booking import booking, ok, paid_session


def payment_word(state) -> str:
    line = next(line for line in status_lines(state) if line.startswith("- booking_status:"))
    return line.split("; payment: ", 1)[1]


@settings(max_examples=20, deadline=None)
@given(
    due=st.sampled_from([0.0, 15.0, 121.9, 515.2]),
    change=st.sampled_from([["group"], ["dates"], ["length"], ["activity"]]),
    pending=st.sampled_from([0.0, 76.0]),
)
def test_the_payment_word_says_a_balance_is_due_whenever_one_is(due: float, change: list[str], pending: float) -> None:
    _, state = paid_session()
    moved = {"travel_date": "2027-01-20", "end_date": "2027-01-22"} if change == ["dates"] else {}
    after = booking(total_usd=320.0 + due, balance_due_usd=due, last_change=change, **moved)
    data: dict = {"rescheduled": True, "changes": change, "booking": after}
    if due:
        data["payment"] = {"payment_intent_id": "pi_top", "amount": due, "expires_at": "2026-12-01T10:15:00+00:00"}
    if pending:
        after["refunds"] = [{"refund_id": "rf_1", "amount_usd": pending, "status": "PENDING", "reason": "group"}]
    apply_side_effects(state, "confirmReschedule", {}, ok(data), NOW)
    word = payment_word(state)
    owed = state.after_payment.balance_due_usd if state.after_payment else 0
    assert owed == due
    if owed:
        assert word.startswith("balance due") and f"${owed:g}" in word, word
        assert not word.startswith("paid")
    else:
        assert word.startswith("paid"), word
    assert f"payment: {word}" in render_context(state, NOW)
