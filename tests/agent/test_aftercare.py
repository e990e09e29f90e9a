"""After payment, pure parts: times in the traveller's zone, the POST_BOOKING context, the
side effects of the after-payment tools, and the trip timers' dates."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given, strategies as st

from agent.prompts.builder import stage_prompt
from agent.prompts.context import render_context
from agent.side_effects import apply_side_effects
from agent.state import AgentState, ConversationState
from agent.timefmt import format_local, valid_zone, zone_label
from api.inputs import AuthFrame
from workflows.reminder import departure_label, follow_up_at, trip_reminder_at

NOW = datetime(2026, 11, 23, 15, 47, tzinfo=UTC)


def paid_state(**fields) -> ConversationState:
    state = ConversationState.new("s-1", NOW, user_id="u-1")
    state.state = AgentState.POST_BOOKING
    values = dict(
        booking_id="bk_1",
        booking_ref="DLG-ABC234",
        payment_intent_id="pi_1",
        payment_status="CONFIRMED",
        selected_trip_name="Kep Crab Escape",
        people_count=2,
        quoted_total_usd=258.0,
        travel_dates={"start": "2026-12-23", "end": "2026-12-24"},
    )
    values.update(fields)
    for key, value in values.items():
        setattr(state, key, value)
    return state


def test_times_are_cambodian_unless_the_zone_is_known() -> None:
    assert format_local(NOW, None) == "2026-11-23 22:47 ICT"
    assert format_local(NOW, "Asia/Phnom_Penh") == "2026-11-23 22:47 ICT"
    assert format_local(NOW, "Asia/Singapore") == "2026-11-23 23:47 UTC+8"
    assert format_local(NOW, "Mars/Olympus") == "2026-11-23 22:47 ICT"
    assert format_local(None, "Asia/Singapore") is None
    assert zone_label(None) == "Cambodia time (ICT, UTC+7)" and zone_label("Asia/Singapore") == "Asia/Singapore (UTC+8)"
    assert valid_zone("../../etc/passwd") is None and valid_zone("x" * 65) is None and valid_zone("") is None


@given(st.datetimes(min_value=datetime(2000, 1, 1), max_value=datetime(2099, 1, 1)))
def test_cambodia_is_always_utc_plus_7(moment: datetime) -> None:
    aware = moment.replace(tzinfo=UTC)
    assert format_local(aware, None) == f"{aware + timedelta(hours=7):%Y-%m-%d %H:%M} ICT"


def test_context_says_the_zone_and_local_hold() -> None:
    state = paid_state(
        state=AgentState.PAYMENT,
        payment_status="PENDING",
        reserved_until=NOW + timedelta(minutes=15),
        time_zone="Asia/Singapore",
    )
    text = render_context(state, NOW)
    assert "- time_zone: Asia/Singapore (UTC+8)" in text
    assert "- reserved_until_local: 2026-11-24 00:02 UTC+8" in text
    assert "paid_booking" not in text and "support_contact" not in text


@pytest.mark.parametrize("stage", list(AgentState))
def test_a_doubt_before_paying_has_the_support_contact(stage: AgentState) -> None:
    """Relay j32: "this feels like a scam, prove it's real" after the hold ran out; the BOOKING
    rules said nothing of support and the contact was in the context only after payment. From the
    booking summary on the session context carries it and the stage rules say when to give it."""
    state = paid_state(state=stage, payment_status="PENDING", reserved_until=NOW + timedelta(minutes=15))
    text = render_context(state, NOW, "support@derlg.com, +855 23 900 123")
    expected = stage in (AgentState.BOOKING, AgentState.PAYMENT)
    assert ("- support_contact: support@derlg.com, +855 23 900 123" in text) is expected
    if expected:
        assert "support_contact" in stage_prompt(stage)  # the rules name the fact they rely on


def test_post_booking_context_carries_booking_policy_and_support() -> None:
    text = render_context(paid_state(), NOW, "DerLg support, +855 23 000 000")
    assert "- time_zone: Cambodia time (ICT, UTC+7)" in text
    assert (
        "- paid_booking: ref DLG-ABC234, Kep Crab Escape, 2026-12-23 to 2026-12-24, 2 people, total $258.0, "
        "paid in all $258.00, status CONFIRMED"
    ) in text
    assert "- support_contact: DerLg support, +855 23 000 000" in text
    # the policy is the same for every session: it is in the POST_BOOKING stage's (cached) rules
    assert "30+ days before the travel date (Cambodia time) 100% refund" not in text
    assert "30+ days before the travel date (Cambodia time) 100% refund" in stage_prompt(AgentState.POST_BOOKING)


def ok(data: dict) -> dict:
    return {"success": True, "data": data}


def test_reschedule_side_effect_moves_dates_people_money() -> None:
    state = paid_state()
    booking = {
        "booking_id": "bk_1",
        "booking_ref": "DLG-ABC234",
        "travel_date": "2026-12-24",
        "end_date": "2026-12-25",
        "people_count": 3,
        "total_usd": 387.0,
        "amount_paid_usd": 258.0,
        "balance_due_usd": 129.0,
    }
    apply_side_effects(
        state,
        "confirmReschedule",
        {"booking_id": "bk_1", "quote_id": "qt_1"},
        ok({"rescheduled": True, "booking": booking, "payment": {"payment_intent_id": "pi_top"}, "refund": None}),
        NOW,
    )
    assert state.travel_dates == {"start": "2026-12-24", "end": "2026-12-25"} and state.people_count == 3
    assert state.quoted_total_usd == 387.0 and state.payment_status == "CONFIRMED"
    assert state.after_payment.balance_due_usd == 129.0 and state.after_payment.top_up_intent_id == "pi_top"
    assert state.state == AgentState.POST_BOOKING
    # a failed confirmation changes nothing
    apply_side_effects(state, "confirmReschedule", {}, {"success": False, "error": {"code": "QUOTE_EXPIRED"}}, NOW)
    assert state.travel_dates["start"] == "2026-12-24"


def test_cancellation_side_effect_and_refund_status() -> None:
    state = paid_state()
    refund = {
        "refund_id": "rf_1",
        "amount_usd": 258.0,
        "status": "PENDING",
        "reason": "cancellation",
        "expected_by": "2026-11-28T15:47:00+00:00",
    }
    apply_side_effects(
        state,
        "confirmCancellation",
        {"booking_id": "bk_1", "quote_id": "qt_2"},
        ok({"booking_id": "bk_1", "cancelled": True, "status": "CANCELLED", "refund_usd": 258.0, "refund": refund}),
        NOW,
    )
    assert state.payment_status == "CANCELLED" and state.after_payment.status == "CANCELLED"
    assert state.booking_ref == "DLG-ABC234"  # kept: the traveller asks about the refund by it
    pending = render_context(state, NOW)
    assert "PENDING (cancellation), not refunded yet, expected by" in pending  # pending is not refunded
    assert "- booking_status: CANCELLED (cancelled); payment: paid before the cancellation" in pending
    apply_side_effects(
        state,
        "getRefundStatus",
        {"booking_id": "bk_1"},
        ok({"booking_id": "bk_1", "booking_status": "CANCELLED", "refunds": [{**refund, "status": "COMPLETED"}]}),
        NOW,
    )
    assert [(r.refund_id, r.status) for r in state.after_payment.refunds] == [("rf_1", "COMPLETED")]
    assert "- refund: rf_1 $258.0 refunded (cancellation)" in render_context(state, NOW)
    assert trip_reminder_at(state, NOW) is None and follow_up_at(state) is None


def test_a_refund_netted_into_a_top_up_is_never_said_to_be_on_its_way() -> None:
    """Relay 29 req 54: a refund all taken off a change's top-up (status NETTED, amount 0, no expected date)
    read "not refunded yet, expected by …" in the context."""
    state = paid_state()
    netted = {"refund_id": "rf_2", "amount_usd": 0.0, "status": "NETTED", "reason": "reschedule"}
    apply_side_effects(
        state, "getRefundStatus", {"booking_id": "bk_1"}, ok({"booking_id": "bk_1", "refunds": [netted]}), NOW
    )
    context = render_context(state, NOW)
    line = next(x for x in context.splitlines() if x.startswith("- refund: rf_2"))
    assert "netted into a top-up" in line and "expected by" not in line and "not refunded yet" not in line


@pytest.mark.parametrize("status, expected", [("CONFIRMED", True), ("PENDING", False), ("CANCELLED", False)])
def test_trip_timers_only_for_a_paid_booking(status: str, expected: bool) -> None:
    state = paid_state(payment_status=status)
    reminder = trip_reminder_at(state, NOW)
    assert (reminder is not None) == expected
    if expected:
        assert reminder == datetime(2026, 12, 22, 1, 0, tzinfo=UTC)  # 08:00 ICT the day before
        assert follow_up_at(state) == datetime(2026, 12, 25, 3, 0, tzinfo=UTC)  # 10:00 ICT after the end
        assert departure_label(state) == "2026-12-23 08:00 ICT"
    assert trip_reminder_at(state, datetime(2026, 12, 23, 2, tzinfo=UTC)) is None  # departed


def test_auth_frame_accepts_a_time_zone() -> None:
    frame = AuthFrame.model_validate({"type": "auth", "user_id": "u", "time_zone": "Asia/Singapore"})
    assert frame.time_zone == "Asia/Singapore"
    with pytest.raises(ValueError):
        AuthFrame.model_validate({"type": "auth", "user_id": "u", "time_zone": "x" * 65})


def test_top_up_payment_settles_the_balance_and_is_not_unmatched() -> None:
    from agent.payments import PaymentOutcome, apply_payment_event
    from agent.signals import PaymentEvent

    state = paid_state()
    apply_side_effects(
        state,
        "confirmReschedule",
        {},
        ok(
            {
                "rescheduled": True,
                "payment": {"payment_intent_id": "pi_top"},
                "booking": {
                    "travel_date": "2026-12-23",
                    "people_count": 3,
                    "total_usd": 387.0,
                    "amount_paid_usd": 258.0,
                    "balance_due_usd": 129.0,
                },
            }
        ),
        NOW,
    )
    failed = PaymentEvent(event_id="e1", payment_intent_id="pi_top", status="FAILED")
    assert apply_payment_event(state, failed, NOW) == PaymentOutcome.TOP_UP_FAILED
    assert state.after_payment.balance_due_usd == 129.0
    paid = PaymentEvent(event_id="e2", payment_intent_id="pi_top", status="SUCCEEDED", amount_usd=129.0)
    assert apply_payment_event(state, paid, NOW) == PaymentOutcome.TOP_UP_PAID
    book = state.after_payment
    assert (book.balance_due_usd, book.amount_paid_usd, book.top_up_intent_id) == (0.0, 387.0, None)
    assert state.unmatched_payments == [] and state.payment_status == "CONFIRMED"
    again = PaymentEvent(event_id="e3", payment_intent_id="pi_top", status="SUCCEEDED", amount_usd=129.0)
    assert apply_payment_event(state, again, NOW) == PaymentOutcome.UNMATCHED  # no open top-up any more


async def test_scripted_hold_time_is_in_the_travellers_zone() -> None:
    from activities.models.scripted.model import ScriptedModel
    from agent.prompts.builder import build_system_prompt
    from agent.tools.schemas import ALL_TOOLS

    for zone, shown in ((None, "2026-11-24 05:47 ICT"), ("Asia/Singapore", "2026-11-24 06:47 UTC+8")):
        state = paid_state(
            state=AgentState.PAYMENT, payment_status="PENDING", time_zone=zone, reserved_until=NOW + timedelta(hours=7)
        )
        state.messages.append({"role": "user", "content": "ok thanks"})
        reply = await ScriptedModel().create_message(build_system_prompt(state, NOW), state.messages, ALL_TOOLS)
        assert f"on hold until {shown}" in reply.text and "UTC " not in reply.text


@pytest.mark.parametrize(
    "kind, preview, confirm, amount_key",
    [
        ("reschedule", "previewReschedule", "confirmReschedule", "amount_due_usd"),
        ("cancellation", "previewCancellation", "confirmCancellation", "refund_usd"),
    ],
)
def test_a_change_is_confirmed_only_with_its_quote_in_a_later_turn(kind, preview, confirm, amount_key) -> None:
    from agent.tools.dispatch import prepare_remote

    state = paid_state(turn=3)
    refused, _ = prepare_remote(state, confirm, {"booking_id": "bk_1", "quote_id": "qt_9"}, [confirm])
    assert refused["error"]["code"] == "NEEDS_PREVIEW"
    apply_side_effects(state, preview, {"booking_id": "bk_1"}, ok({"quote_id": "qt_9", amount_key: 12.5}), NOW)
    assert state.after_payment.quotes[kind].turn == 3 and state.after_payment.quotes[kind].amount_usd == 12.5
    # the same turn: the traveller has not answered the amount yet
    refused, _ = prepare_remote(state, confirm, {"booking_id": "bk_1", "quote_id": "qt_9"}, [confirm])
    assert refused["error"]["code"] == "NEEDS_CONFIRMATION"
    state.turn = 4  # the traveller answered
    refused, _ = prepare_remote(state, confirm, {"booking_id": "bk_1", "quote_id": "qt_invented"}, [confirm])
    assert refused["error"]["code"] == "QUOTE_MISMATCH" and "qt_9" in refused["error"]["message"]
    refused, body = prepare_remote(state, confirm, {"booking_id": "bk_other", "quote_id": "qt_9"}, [confirm])
    assert refused is None and body["booking_id"] == "bk_1" and body["quote_id"] == "qt_9"
