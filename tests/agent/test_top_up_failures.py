"""A change's top-up that fails is a failed payment attempt of the session (agent.top_up_failures): counted
once per intent whichever way it is learnt, its third failure hands off to support (no new top-up QR,
the change withdrawable), and the booking's own failures never stop a top-up QR."""

from __future__ import annotations

from datetime import timedelta

from hypothesis import given, settings, strategies as st

from agent.aftercare import AfterPayment
from agent.payment_effects import note_handoff
from agent.payments import PaymentOutcome, apply_payment_event
from agent.side_effects import apply_side_effects
from agent.state import AgentState
from agent.tools.calls import ToolOutcome
from agent.tools.guards import guard_call
from tests.agent.test_payments import NOW, event, paying_state

LATER = (NOW + timedelta(days=2)).isoformat()


def owing(booking_failures: int = 0, handoff: bool = False):
    """A paid booking (after ``booking_failures`` failed attempts) whose change owes a top-up, pi_t0."""
    state = paying_state(state=AgentState.POST_BOOKING, payment_status="CONFIRMED")
    state.payment_attempts, state.support_handoff = booking_failures, handoff
    state = state.model_copy(update={"top_up_failures_counted": True})  # the workflow's patch (session_topups)
    state.after_payment = AfterPayment(
        amount_paid_usd=300.0, balance_due_usd=80.0, top_up_intent_id="pi_t0", top_up_expires_at=LATER
    )
    return state


def ok(data: dict) -> dict:
    return {"success": True, "data": data}


def webhook(state, intent: str, n: int) -> PaymentOutcome:
    return apply_payment_event(state, event(f"w{n}-{intent}", status="FAILED", intent=intent), NOW)


def check(state, intent: str) -> None:
    result = ok({"payment_intent_id": intent, "status": "FAILED"})
    apply_side_effects(state, "checkPaymentStatus", {"payment_intent_id": intent}, result, NOW)


def new_qr(state, intent: str) -> None:
    result = ok({"payment_intent_id": intent, "purpose": "top_up", "expires_at": LATER, "amount": 80.0})
    apply_side_effects(state, "generatePaymentQR", {"booking_id": state.booking_id}, result, NOW)


def qr_refused(state) -> bool:
    refusal, _ = guard_call("generatePaymentQR", {"booking_id": state.booking_id}, state)
    return refusal is not None


# each step: (route, which intent: 0 = the live QR's, 1 = the one before it)
STEPS = st.lists(st.tuples(st.sampled_from(["webhook", "check", "new_qr"]), st.sampled_from([0, 1])), max_size=12)


@settings(max_examples=60, deadline=None)
@given(STEPS, st.integers(min_value=0, max_value=2))
def test_each_failed_top_up_intent_counts_once_and_the_third_hands_off(steps, booking_failures: int) -> None:
    state = owing(booking_failures)
    intents = ["pi_t0"]
    failed: set[str] = set()  # the intents that failed, by any route
    for n, (route, back) in enumerate(steps):
        if qr_refused(state):
            break
        live = state.after_payment.top_up_intent_id
        if route == "new_qr":  # a replaced live QR is a failure unless it was counted already
            failed.add(live)
            intents.append(f"pi_t{len(intents)}")
            new_qr(state, intents[-1])
            continue
        intent = live if back == 0 or len(intents) < 2 else intents[-2]
        if route == "webhook":
            outcome = webhook(state, intent, n)
            if intent != live:  # an older intent's event is no failure of the owed top-up
                assert outcome == PaymentOutcome.UNMATCHED
                continue
            assert outcome == (PaymentOutcome.REPEAT if intent in failed else PaymentOutcome.TOP_UP_FAILED)
        else:
            check(state, intent)
            if intent != live:
                continue
        failed.add(intent)
    book = state.after_payment
    assert state.payment_attempts == booking_failures + len(failed)  # the booking's and the top-up's, each once
    assert book.top_up_failures == len(failed) == len(set(book.failed_top_ups))
    assert qr_refused(state) == (len(failed) >= 3)  # the top-up's own count decides, never the booking's
    assert ("payment_failures" in state.attention_flags) == (len(failed) >= 3)


def test_the_booking_failures_never_stop_a_top_up_qr() -> None:
    state = owing(booking_failures=3, handoff=True)  # paid in the end, after the booking's own hand-off
    assert not qr_refused(state)
    assert webhook(state, "pi_t0", 1) == PaymentOutcome.TOP_UP_FAILED
    assert state.payment_attempts == 4 and state.after_payment.top_up_failures == 1 and not qr_refused(state)


def test_a_new_top_up_or_a_paid_one_starts_its_failures_again() -> None:
    state = owing()
    for n, intent in enumerate(["pi_t0", "pi_t1", "pi_t2"]):
        if n:
            new_qr(state, intent)
        assert webhook(state, intent, n) == PaymentOutcome.TOP_UP_FAILED
    assert qr_refused(state) and state.payment_attempts == 3
    withdrawn = {"booking_id": "bk_1", "total_usd": 300.0, "amount_paid_usd": 300.0, "balance_due_usd": 0}
    apply_side_effects(state, "withdrawTopUp", {}, ok({"withdrawn": True, "booking": withdrawn}), NOW)
    assert state.after_payment.top_up_failures == 0  # the change undone: nothing charged, nothing owed
    owed = {**withdrawn, "balance_due_usd": 50.0}
    payment = {"payment_intent_id": "pi_n", "expires_at": LATER}
    result = ok({"rescheduled": True, "booking": owed, "payment": payment})
    apply_side_effects(state, "confirmReschedule", {}, result, NOW)
    assert state.after_payment.top_up_failures == 0 and not qr_refused(state)  # a new top-up: its own three
    assert webhook(state, "pi_n", 9) == PaymentOutcome.TOP_UP_FAILED
    assert state.payment_attempts == 4  # every failed attempt of the session


def test_an_expired_top_up_qr_replaced_is_no_failure() -> None:
    state = owing()
    state.after_payment.top_up_expires_at = (NOW - timedelta(minutes=1)).isoformat()
    new_qr(state, "pi_t1")
    assert state.payment_attempts == 0 and state.after_payment.top_up_failures == 0


def test_runs_before_the_patch_count_nothing() -> None:
    state = owing()
    state.top_up_failures_counted = False
    assert webhook(state, "pi_t0", 1) == PaymentOutcome.TOP_UP_FAILED
    check(state, "pi_t0")
    assert state.payment_attempts == 0 and state.after_payment.top_up_failures == 0


def test_the_third_failed_check_of_a_top_up_tells_the_model_support_and_the_withdrawal() -> None:
    state = owing()
    for n, intent in enumerate(["pi_t0", "pi_t1", "pi_t2"]):
        if n:
            new_qr(state, intent)
        result = ok({"payment_intent_id": intent, "status": "FAILED", "next_step": "Offer a new QR code."})
        seen = note_handoff(ToolOutcome(tool_use_id="t", name="checkPaymentStatus", result=result), state).result
        assert seen["data"].get("support_handoff", False) == (n == 2)
        if n == 2:
            assert "withdrawTopUp" in seen["data"]["next_step"] and seen["data"]["failed_attempts"] == 3
        check(state, intent)
    assert state.payment_attempts == 3 and qr_refused(state)
