"""Payment events, the 3-attempt limit and unmatched events (003 §3 stage 6, CONTRACT payment_event)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from hypothesis import given, settings, strategies as st

from agent.payments import MAX_UNMATCHED_PAYMENTS, PaymentOutcome, apply_payment_event, may_issue_new_qr
from agent.signals import PaymentEvent
from agent.state import AgentState, ConversationState

NOW = datetime(2026, 5, 1, 9, 0, tzinfo=UTC)


def paying_state(**fields) -> ConversationState:
    state = ConversationState.new("sess-pay", NOW, user_id="u")
    state.state = AgentState.PAYMENT
    state.booking_id = "bk_1"
    state.booking_ref = "DLG-ABC"
    state.payment_intent_id = "pi_1"
    state.payment_status = "PENDING"
    state.reserved_until = NOW + timedelta(minutes=15)
    for key, value in fields.items():
        setattr(state, key, value)
    return state


def event(event_id: str, status: str = "SUCCEEDED", intent: str = "pi_1", **kw) -> PaymentEvent:
    return PaymentEvent(event_id=event_id, payment_intent_id=intent, status=status, **kw)


def test_succeeded_for_current_intent_confirms() -> None:
    state = paying_state()
    assert apply_payment_event(state, event("e1"), NOW) == PaymentOutcome.CONFIRMED
    assert state.payment_status == "CONFIRMED" and state.state == AgentState.POST_BOOKING
    assert apply_payment_event(state, event("e1"), NOW) == PaymentOutcome.DUPLICATE
    # a second SUCCEEDED for the confirmed intent (webhook after checkPaymentStatus): not an alarm
    assert apply_payment_event(state, event("e2"), NOW) == PaymentOutcome.ALREADY_CONFIRMED
    assert state.unmatched_payments == []
    # but a FAILED for an intent that already succeeded is for operators
    assert apply_payment_event(state, event("e3", "FAILED"), NOW) == PaymentOutcome.UNMATCHED
    assert state.unmatched_payments[-1].reason == "already_confirmed"


def test_three_failures_hand_over_to_support() -> None:
    state = paying_state()
    assert may_issue_new_qr(state)
    assert apply_payment_event(state, event("f1", "FAILED"), NOW) == PaymentOutcome.FAILED_COUNTED
    assert apply_payment_event(state, event("f2", "FAILED"), NOW) == PaymentOutcome.FAILED_COUNTED
    assert may_issue_new_qr(state) and state.payment_attempts == 2 and state.payment_status == "FAILED"
    assert apply_payment_event(state, event("f3", "FAILED"), NOW) == PaymentOutcome.SUPPORT_HANDOFF
    assert state.support_handoff and not may_issue_new_qr(state)
    assert state.state == AgentState.PAYMENT


def test_unmatched_reasons_are_recorded() -> None:
    state = paying_state()
    assert apply_payment_event(state, event("o1", intent="pi_other", amount_usd=12.5), NOW) == PaymentOutcome.UNMATCHED
    record = state.unmatched_payments[-1]
    assert (record.reason, record.payment_intent_id, record.amount_usd, record.received_at) == (
        "other_intent",
        "pi_other",
        12.5,
        NOW,
    )
    late = NOW + timedelta(minutes=16)
    assert apply_payment_event(state, event("o2"), late) == PaymentOutcome.UNMATCHED
    assert state.unmatched_payments[-1].reason == "after_expiry" and state.payment_status == "PENDING"
    empty = ConversationState.new("s2", NOW)
    assert apply_payment_event(empty, event("o3"), NOW) == PaymentOutcome.UNMATCHED
    assert empty.unmatched_payments[-1].reason == "no_booking" and empty.state == AgentState.DISCOVERY


events = st.builds(
    event,
    st.sampled_from([f"ev{i}" for i in range(12)]),
    st.sampled_from(["SUCCEEDED", "FAILED", "FAILED", "FAILED"]),
    st.sampled_from(["pi_1", "pi_1", "pi_2"]),
)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.tuples(events, st.integers(0, 16)), max_size=25))
def test_every_event_is_applied_counted_or_recorded_once(sequence) -> None:
    state = paying_state()
    seen: set[str] = set()
    for ev, minute in sequence:
        now = NOW + timedelta(minutes=minute)
        unmatched_before = len(state.unmatched_payments)
        attempts_before = state.payment_attempts
        was_paying = state.state == AgentState.PAYMENT and now < state.reserved_until
        outcome = apply_payment_event(state, ev, now)
        if ev.event_id in seen:
            assert outcome == PaymentOutcome.DUPLICATE
            assert len(state.unmatched_payments) == unmatched_before
            continue
        seen.add(ev.event_id)
        current = ev.payment_intent_id == "pi_1" and was_paying
        if outcome == PaymentOutcome.ALREADY_CONFIRMED:  # a repeat confirmation of the paid intent
            assert ev.payment_intent_id == "pi_1" and ev.status == "SUCCEEDED"
            assert state.payment_status == "CONFIRMED" and len(state.unmatched_payments) == unmatched_before
            continue
        if outcome == PaymentOutcome.UNMATCHED:
            assert not current
            same = [
                u
                for u in state.unmatched_payments
                if (u.payment_intent_id, u.status) == (ev.payment_intent_id, ev.status) and u.repeats
            ]
            if len(state.unmatched_payments) == unmatched_before:  # the same intent again: counted, one entry
                assert same
            else:
                assert len(state.unmatched_payments) == unmatched_before + 1
                assert state.unmatched_payments[-1].event_id == ev.event_id
        else:
            assert current
            if ev.status == "SUCCEEDED":
                assert outcome == PaymentOutcome.CONFIRMED and state.state == AgentState.POST_BOOKING
            else:
                assert state.payment_attempts == attempts_before + 1
                assert outcome == (
                    PaymentOutcome.SUPPORT_HANDOFF if state.payment_attempts >= 3 else PaymentOutcome.FAILED_COUNTED
                )
    assert state.processed_payment_event_ids == list(dict.fromkeys(e.event_id for e, _ in sequence))
    assert state.support_handoff == (state.payment_attempts >= 3)


def test_remembered_event_ids_are_bounded() -> None:
    state = paying_state()
    for i in range(150):
        apply_payment_event(state, event(f"x{i}", intent=f"pi_other{i}"), NOW)
    assert len(state.processed_payment_event_ids) == 100
    assert state.processed_payment_event_ids[-1] == "x149" and state.processed_payment_event_ids[0] == "x50"
    # the session keeps the most recent unmatched events (every one is also in its intent's ledger)
    assert len(state.unmatched_payments) == MAX_UNMATCHED_PAYMENTS
    assert state.unmatched_payments[-1].event_id == "x149"


def test_success_after_the_hold_expired_is_a_late_payment_told_in_context_and_blocks_a_second_qr() -> None:
    from agent.payments import apply_hold_expiry
    from agent.prompts.context import render_context
    from agent.tools.guards import guard_call

    state = paying_state(selected_trip_id="trip_004", selected_trip_name="Kep Escape")
    assert apply_hold_expiry(state, NOW + timedelta(minutes=15))
    assert state.payment_intent_id is None and state.expired_holds[-1].payment_intent_id == "pi_1"
    late_at = NOW + timedelta(minutes=20)
    assert apply_payment_event(state, event("late-1", amount_usd=318.0), late_at) == PaymentOutcome.LATE_PAYMENT
    assert state.unmatched_payments[-1].reason == "after_expiry"  # not "no_booking"
    assert state.late_payment.amount_usd == 318.0 and state.late_payment.booking_ref == "DLG-ABC"
    assert apply_payment_event(state, event("late-1"), late_at) == PaymentOutcome.DUPLICATE
    line = [x for x in render_context(state, late_at).splitlines() if x.startswith("- late_payment:")]
    assert line and "USD 318.00" in line[0] and "pi_1" in line[0] and "after that booking's hold had ended" in line[0]
    # re-reserved the same trip: no second QR while the late payment is on file
    state.booking_id, state.state = "bk_2", AgentState.PAYMENT
    refused, _ = guard_call("generatePaymentQR", {"booking_id": "bk_2"}, state)
    assert refused is not None and refused["error"]["code"] == "LATE_PAYMENT_ON_FILE"
    state.selected_trip_id = "trip_009"  # another trip: the guard does not apply
    refused, prepared = guard_call("generatePaymentQR", {"booking_id": "bk_2"}, state)
    assert refused is None and prepared["booking_id"] == "bk_2"
    # FAILED for an expired hold is recorded, but is no late payment
    other = paying_state()
    apply_hold_expiry(other, NOW + timedelta(minutes=15))
    assert apply_payment_event(other, event("f-late", "FAILED"), late_at) == PaymentOutcome.UNMATCHED
    assert other.unmatched_payments[-1].reason == "after_expiry" and other.late_payment is None


def test_the_failed_payment_notice_says_where_the_reason_is() -> None:
    from agent.payment_texts import payment_failed_note

    note = payment_failed_note(2, "The payment did not go through.")
    assert note.startswith(
        "Payment attempt 2 of 3 failed (1 left). The traveller was told: The payment did not go through."
    )
    assert "checkPaymentStatus" in note and "failure_reason" in note and "next_step" in note
