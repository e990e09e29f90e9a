"""One payment, one announcement (issue 28): repeats of an intent under other event ids."""

from __future__ import annotations

from datetime import timedelta

from hypothesis import given, settings, strategies as st

from agent.aftercare import AfterPayment
from agent.payments import (
    PaymentOutcome,
    apply_hold_expiry,
    apply_payment_event,
    record_repeat,
    repeated_payment,
)
from agent.state import AgentState
from tests.agent.test_payments import NOW, event, paying_state


def late_paid_state():
    state = paying_state()
    apply_hold_expiry(state, NOW + timedelta(minutes=16))
    assert apply_payment_event(state, event("webhook-1"), NOW + timedelta(minutes=20)) == PaymentOutcome.LATE_PAYMENT
    return state


def test_a_late_payment_repeated_by_other_routes_is_one_entry() -> None:
    state = late_paid_state()
    for eid in ("relay-1", "sandbox-1"):
        assert repeated_payment(state, event(eid)) == "late_payment"
        assert record_repeat(state, event(eid)) == PaymentOutcome.REPEAT
    [entry] = state.unmatched_payments
    assert (entry.reason, entry.repeats, entry.event_id) == ("after_expiry", 2, "webhook-1")
    assert state.late_payment.event_id == "webhook-1"
    assert apply_payment_event(state, event("relay-1"), NOW) == PaymentOutcome.DUPLICATE  # ids remembered
    assert repeated_payment(state, event("x", status="FAILED")) is None  # only the same money repeats


def test_a_paid_top_up_repeated_is_not_an_alarm() -> None:
    state = paying_state(state=AgentState.POST_BOOKING, payment_status="CONFIRMED")
    state.after_payment = AfterPayment(amount_paid_usd=200.0, balance_due_usd=100.0, top_up_intent_id="pi_top")
    assert apply_payment_event(state, event("w", intent="pi_top", amount_usd=100.0), NOW) == PaymentOutcome.TOP_UP_PAID
    assert repeated_payment(state, event("r", intent="pi_top")) == "top_up"
    record_repeat(state, event("r", intent="pi_top"))
    assert state.unmatched_payments == [] and state.after_payment.amount_paid_usd == 300.0


@settings(max_examples=50, deadline=None)
@given(st.lists(st.sampled_from(["pi_x", "pi_y"]), min_size=1, max_size=12), st.sampled_from(["SUCCEEDED", "FAILED"]))
def test_unmatched_events_are_one_entry_per_intent_and_status(intents: list[str], status: str) -> None:
    state = paying_state()
    for i, intent in enumerate(intents):
        apply_payment_event(state, event(f"e{i}", status=status, intent=intent), NOW)
    entries = {(u.payment_intent_id, u.status): u for u in state.unmatched_payments}
    assert len(entries) == len(state.unmatched_payments) == len(set(intents))
    assert sum(u.repeats + 1 for u in state.unmatched_payments) == len(intents)
