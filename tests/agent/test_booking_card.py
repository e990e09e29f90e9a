"""Frames that follow the booking's life (issue 22): for every path (held, failed, expiring,
expired, rebooked, paid, moved, cancelled) the page is never told "confirmed" for an unpaid
booking, and the last card of every booking reference agrees with that booking's final state."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any, Optional

import pytest
from hypothesis import example, given, settings, strategies as st

from agent.booking_card import (
    HOLD_WARNING_AFTER_FAILURE,
    HOLD_WARNING_TEXT,
    hold_warning,
    payment_confirmed_frame,
    with_card_update,
)
from agent.formatter import format_frames
from agent.payments import apply_hold_expiry, apply_payment_event
from agent.prompts.builder import stage_prompt
from agent.side_effects import apply_side_effects
from agent.signals import PaymentEvent
from agent.state import AgentState as A, ConversationState
from agent.tools.calls import ToolOutcome
from agent.tools.dispatch import note_rebook, run_local
from tests.agent.contract_support import NOW, at_stage

OPS = ("book", "qr", "fail", "warn", "expire", "renew", "pay", "move", "cancel")
CONFIRMED_WORDS = ("paid", "moved")


class Page:
    """What the workflow emits (through with_card_update, as SessionWorkflow._emit does)."""

    def __init__(self) -> None:
        self.frames: list[dict[str, Any]] = []
        self.replaces: dict[str, Optional[str]] = {}  # booking_ref -> the expired reference it replaces

    def emit(self, state: ConversationState, events: list[dict[str, Any]]) -> list[dict[str, Any]]:
        out = with_card_update(state, events)
        self.frames += out
        return out


def says_confirmed(frame: dict[str, Any]) -> bool:
    return (
        frame["type"] in ("booking_confirmed", "payment_confirmed")
        or frame.get("status") == "CONFIRMED"
        or frame.get("state") in CONFIRMED_WORDS
    )


def _reserved(booking_id: str, ref: str, now: datetime) -> dict[str, Any]:
    """A createBooking result: trip_1 for two, held 15 minutes from ``now``."""
    return {
        "booking_id": booking_id,
        "booking_ref": ref,
        "status": "RESERVED",
        "reserved_until": (now + timedelta(minutes=15)).isoformat(),
        "trip_id": "trip_1",
        "travel_date": "2027-01-10",
        "end_date": "2027-01-12",
        "people_count": 2,
        "total_usd": 200.0,
    }


def run(ops: list[str]) -> tuple[Page, dict[str, str], ConversationState]:
    state = at_stage(A.BOOKING)
    state.booking_id = state.booking_ref = state.payment_intent_id = state.payment_status = None
    state.reserved_until = None
    state.travel_dates = {"start": "2027-01-10", "end": "2027-01-12"}
    page, truth = Page(), {}  # truth: booking_ref -> held | expired | paid | moved | cancelled
    now = NOW
    expired: Optional[str] = None  # the last hold that ran out, until the next booking replaces it
    for i, op in enumerate(ops):
        now += timedelta(minutes=1)
        ref = state.booking_ref
        if op == "book" and state.state == A.BOOKING:
            data = _reserved(f"bk_{i}", f"DLG-{i:06d}", now)
            apply_side_effects(state, "createBooking", {}, {"success": True, "data": data}, now)
            outcome = ToolOutcome(tool_use_id="b", name="createBooking", result={"success": True, "data": data})
            page.emit(state, format_frames("Reserved.", [outcome], state))
            truth[data["booking_ref"]] = "held"
            page.replaces[data["booking_ref"]], expired = expired, None
        elif op == "qr" and ref and truth.get(ref) == "held":
            data = {"payment_intent_id": f"pi_{i}", "qr_code_url": "data:image/png;base64,AA", "amount": 200.0}
            apply_side_effects(state, "generatePaymentQR", {}, {"success": True, "data": data}, now)
            outcome = ToolOutcome(tool_use_id="q", name="generatePaymentQR", result={"success": True, "data": data})
            page.emit(state, format_frames("Scan.", [outcome], state))
        elif op in ("fail", "pay") and ref and truth.get(ref) == "held" and state.payment_intent_id:
            status = "SUCCEEDED" if op == "pay" else "FAILED"
            event = PaymentEvent(event_id=f"ev{i}", payment_intent_id=state.payment_intent_id, status=status)
            apply_payment_event(state, event, now)
            if op == "pay":  # the frame the workflow sends (workflows/session_payments.py)
                page.emit(state, [{**payment_confirmed_frame(state, event.payment_intent_id, 200.0), "text": "…"}])
            else:
                page.emit(state, [{"type": "text", "text": "…", "booking_ref": ref}])
            if op == "pay":
                truth[ref] = "paid"
        elif op == "warn" and ref and truth.get(ref) == "held":
            frame, _ = hold_warning(state, 3)
            page.emit(state, [frame])
        elif op == "expire" and ref and truth.get(ref) == "held" and state.reserved_until:
            apply_hold_expiry(state, state.reserved_until, renewable=True)
            page.emit(state, [{"type": "hold_expired", "booking_ref": ref, "text": "Expired."}])
            truth[ref] = "expired"
            expired = ref
        elif op == "renew" and state.renewable_hold is not None and state.state == A.BOOKING:
            hold = state.renewable_hold  # the same booking held again (issue 22): same id and reference
            data = _reserved(hold.booking_id, hold.booking_ref, now)
            outcome = note_rebook(
                ToolOutcome(tool_use_id="r", name="createBooking", result={"success": True, "data": data}), state
            )
            apply_side_effects(state, "createBooking", {}, outcome.result, now)
            page.emit(state, format_frames("Renewed.", [outcome], state))
            truth[data["booking_ref"]] = "held"
            expired = None
        elif op == "move" and ref and truth.get(ref) in ("paid", "moved"):
            data = {"rescheduled": True, "booking": {"travel_date": "2027-01-17", "end_date": "2027-01-19"}}
            apply_side_effects(state, "confirmReschedule", {}, {"success": True, "data": data}, now)
            page.emit(state, [{"type": "text", "text": "Moved."}])
            truth[ref] = "moved"
        elif op == "cancel" and ref and truth.get(ref) in ("held", "paid", "moved"):
            if truth[ref] == "held":
                apply_side_effects(state, "cancelBooking", {}, {"success": True, "data": {"cancelled": True}}, now)
            else:
                refund = {"refund_id": f"rf{i}", "amount_usd": 100.0, "status": "PENDING", "expected_by": "2027-01-01"}
                data = {"cancelled": True, "refund": refund}
                apply_side_effects(state, "confirmCancellation", {}, {"success": True, "data": data}, now)
            page.emit(state, [{"type": "text", "text": "Cancelled."}])
            truth[ref] = "cancelled"
    return page, truth, state


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(OPS), min_size=1, max_size=14))
@example(["qr", "expire", "book", "qr", "fail", "pay", "move", "cancel"])  # a rebook to the end
@example(["qr", "expire", "book", "qr", "expire"])  # a rebook that expires too
@example(["qr", "warn", "expire", "renew", "qr", "warn", "expire", "renew", "qr", "pay"])  # renewed twice, paid
@example(["qr", "expire", "book", "qr", "expire", "renew", "qr", "pay"])  # a rebook renewed keeps what it replaced
def test_frames_never_confirm_an_unpaid_booking_and_the_last_card_is_the_final_state(ops: list[str]) -> None:
    page, truth, _ = run(["book", *ops])
    paid: set[str] = set()
    seen_truth: dict[str, str] = {}
    for frame in page.frames:
        ref = frame.get("booking_ref")
        if frame["type"] == "payment_confirmed" or frame.get("state") in CONFIRMED_WORDS:
            paid.add(ref)
        if says_confirmed(frame):
            assert ref in paid, (frame, ops)
        if frame["type"] == "booking_held":
            assert frame["status"] == "RESERVED" and frame["state"] == "held"
        if frame.get("state") == "paid":  # a paid card says what was paid
            assert frame["amount_paid_usd"] is not None and frame["amount_paid_usd"] > 0, (frame, ops)
        elif frame.get("state") in ("held", "expiring", "expired"):
            assert frame.get("amount_paid_usd") is None, (frame, ops)
        seen_truth[ref] = frame.get("state") or seen_truth.get(ref, "")
    last_card = {}
    for frame in page.frames:
        if frame["type"] in ("booking_held", "booking_update", "booking_confirmed"):
            last_card[frame["booking_ref"]] = frame
    for ref, final in truth.items():
        card = last_card[ref]
        expected = {"held": ("held", "expiring")}.get(final, (final,))
        assert card["state"] in expected, (ref, final, card, ops)
        assert (card["status"] == "CONFIRMED") == (final in CONFIRMED_WORDS)
        # a rebook's cards (held, paid, moved, cancelled, expired) all name what it replaces
        assert card.get("replaces_booking_ref") == page.replaces[ref], (ref, card, ops)
    for frame in page.frames:
        if frame["type"] == "payment_confirmed":
            assert frame["replaces_booking_ref"] == page.replaces[frame["booking_ref"]], (frame, ops)


def test_a_rebook_after_expiry_names_the_reference_it_replaces() -> None:
    page, truth, _ = run(["book", "qr", "warn", "expire", "book"])
    held = [f for f in page.frames if f["type"] == "booking_held"]
    assert len(held) == 2 and held[1]["replaces_booking_ref"] == held[0]["booking_ref"]
    assert list(truth.values()) == ["expired", "held"]
    warning = next(f for f in page.frames if f.get("state") == "expiring")
    assert "3 more minutes" in warning["text"] and warning["status"] == "RESERVED"


def test_a_renewed_hold_keeps_one_reference_and_one_card() -> None:
    page, truth, state = run(["book", "qr", "warn", "expire", "renew", "qr", "pay"])
    assert truth == {"DLG-000000": "paid"}  # one booking, one reference, from held to paid
    held = [f for f in page.frames if f["type"] == "booking_held"]
    assert [f["booking_ref"] for f in held] == ["DLG-000000", "DLG-000000"]
    assert [f["hold_renewed"] for f in held] == [False, True]
    assert all(f.get("replaces_booking_ref") is None for f in page.frames)  # no second reference to explain
    cards = [f["state"] for f in page.frames if f["type"] in ("booking_held", "booking_update")]
    assert cards[-1] == "paid" and "expired" in cards and cards.index("expired") < cards.index("paid")


def test_a_renewed_hold_gets_its_own_warning() -> None:
    _, _, state = run(["book", "qr", "expire"])
    state.hold_warning_for, state.hold_warning_sent = "bk_0", True  # the workflow warned the first hold
    data = {"booking_id": "bk_0", "booking_ref": "DLG-000000", "status": "RESERVED", "reserved_until": None}
    apply_side_effects(state, "createBooking", {}, {"success": True, "data": data}, NOW)
    assert state.booking_ref == "DLG-000000" and state.renewable_hold is None
    assert state.hold_warning_for is None and state.hold_warning_sent is False  # planned again for the new hold


def test_the_model_is_told_the_hold_was_renewed_with_the_same_reference() -> None:
    _, _, state = run(["book", "qr", "expire"])
    assert state.renewable_hold is not None and state.renewable_hold.booking_ref == "DLG-000000"
    data = {"booking_id": "bk_0", "booking_ref": "DLG-000000", "status": "RESERVED"}
    outcome = note_rebook(
        ToolOutcome(tool_use_id="c", name="createBooking", result={"success": True, "data": data}), state
    )
    result = outcome.result["data"]
    assert result["hold_renewed"] is True and "replaces_booking_ref" not in result
    assert "Hold renewed, same reference DLG-000000" in result["renewal_note"]
    assert "generatePaymentQR" in result["renewal_note"]
    notice = state.notices[-1]
    assert notice.kind == "hold_expired" and "same reference" in notice.text and "new booking" in notice.text


def test_a_paid_rebook_keeps_the_reference_it_replaces() -> None:
    from agent.formatter import confirmation_frame

    page, truth, state = run(["book", "qr", "expire", "book", "qr", "pay"])
    assert truth == {"DLG-000000": "expired", "DLG-000003": "paid"}
    paid = [f for f in page.frames if f["type"] == "payment_confirmed" or f.get("state") == "paid"]
    assert [f["replaces_booking_ref"] for f in paid] == ["DLG-000000", "DLG-000000"]
    assert confirmation_frame("Paid.", state)["replaces_booking_ref"] == "DLG-000000"


def test_a_paid_cancellation_with_a_pending_refund_says_pending_not_refunded() -> None:
    page, truth, state = run(["book", "qr", "fail", "pay", "cancel"])
    last = [f for f in page.frames if f["type"] == "booking_update"][-1]
    assert last["state"] == "cancelled" and last["status"] == "CANCELLED" and last["payment"] == "refund_pending"
    states = [f.get("state") for f in page.frames if f["type"] in ("booking_held", "booking_update")]
    assert states == ["held", "held", "held", "paid", "cancelled"]  # held → QR pending → failed → paid
    payments = [f.get("payment") for f in page.frames if f["type"] in ("booking_held", "booking_update")]
    assert payments == ["not_started", "pending", "failed", "paid", "refund_pending"]


def test_the_model_is_told_which_reference_a_rebook_replaces() -> None:
    from agent.tools.dispatch import note_rebook

    _, _, state = run(["book", "qr", "expire"])
    assert state.expired_booking_ref == "DLG-000000"
    data = {"booking_id": "bk_9", "booking_ref": "DLG-000009", "status": "RESERVED"}
    outcome = note_rebook(
        ToolOutcome(tool_use_id="c", name="createBooking", result={"success": True, "data": data}), state
    )
    assert outcome.result["data"]["replaces_booking_ref"] == "DLG-000000"
    assert "DLG-000000" in outcome.result["data"]["replaces_note"]


def test_a_booking_and_its_qr_in_one_turn_make_one_card() -> None:
    page, _, state = run(["book"])
    data = {"payment_intent_id": "pi_x", "qr_code_url": "data:image/png;base64,AA", "amount": 200.0}
    apply_side_effects(state, "generatePaymentQR", {}, {"success": True, "data": data}, NOW)
    booking = {"booking_id": state.booking_id, "booking_ref": state.booking_ref, "status": "RESERVED"}
    outcomes = [
        ToolOutcome(tool_use_id="b", name="createBooking", result={"success": True, "data": booking}),
        ToolOutcome(tool_use_id="q", name="generatePaymentQR", result={"success": True, "data": data}),
    ]
    frames = page.emit(state, format_frames("Reserved, scan to pay.", outcomes, state))
    assert [f["type"] for f in frames] == ["booking_held", "qr_payment"]  # the card, then how to pay it
    assert frames[1]["text"] == "Reserved, scan to pay." and frames[0]["text"] == ""
    assert frames[0]["payment"] == "pending" and frames[0]["payment_intent_id"] == "pi_x"
    assert page.emit(state, [{"type": "text", "text": "Anything else?"}]) == [
        {"type": "text", "text": "Anything else?"}
    ]


def _moved_with_a_top_up() -> tuple:
    """A paid booking moved with a $30 balance due (top-up intent ``pi_top``)."""
    page, _, state = run(["book", "qr", "pay"])
    data = {
        "rescheduled": True,
        "booking": {"travel_date": "2027-01-17", "balance_due_usd": 30.0},
        "payment": {"payment_intent_id": "pi_top"},
    }
    apply_side_effects(state, "confirmReschedule", {}, {"success": True, "data": data}, NOW)
    return page, state


def test_a_move_with_a_top_up_shows_the_balance_until_it_is_paid() -> None:
    from agent.aftercare import top_up_paid

    page, state = _moved_with_a_top_up()
    moved = page.emit(state, [{"type": "text", "text": "Moved."}])[0]
    assert moved["state"] == "moved" and moved["payment"] == "balance_due" and moved["status"] == "CONFIRMED"
    top_up_paid(state, 30.0)
    assert page.emit(state, [{"type": "text", "text": "Paid."}])[0]["payment"] == "paid"


def test_a_top_up_seen_paid_by_a_status_check_settles_the_card_and_is_told_once() -> None:
    from agent.payments import repeated_payment

    page, state = _moved_with_a_top_up()
    assert page.emit(state, [{"type": "text", "text": "Moved."}])[0]["payment"] == "balance_due"
    status = {"payment_intent_id": "pi_top", "status": "SUCCEEDED"}
    apply_side_effects(
        state, "checkPaymentStatus", {"payment_intent_id": "pi_top"}, {"success": True, "data": status}, NOW
    )
    update = page.emit(state, [{"type": "text", "text": "Your top-up is paid."}])[0]
    assert (update["type"], update["state"], update["payment"]) == ("booking_update", "moved", "paid")
    assert state.after_payment.balance_due_usd == 0 and state.payment_status == "CONFIRMED"
    webhook = PaymentEvent(event_id="ev_top", payment_intent_id="pi_top", status="SUCCEEDED")
    assert repeated_payment(state, webhook) == "top_up"  # the later webhook is not news


def test_a_request_added_to_a_paid_booking_redraws_its_card() -> None:
    """Relay j13: the chat said "added to your booking" and no card changed. The card carries the
    booking's special requests, so a request that reaches the booking sends one booking_update."""
    from agent.tools.late_requests import with_booking_answer

    page, truth, state = run(["book", "qr", "pay"])
    assert truth == {"DLG-000000": "paid"} and state.booking_special_requests in (None, "")
    local = run_local(state, "u1", "updateTravellerPreferences", {"special_needs": "Vegetarian meals."}, [], NOW)
    answer = {"success": True, "data": {"booking_ref": "DLG-000000", "special_requests": "Vegetarian meals."}}
    with_booking_answer(local, answer, state)
    events = with_card_update(state, [{"type": "text", "text": "Added."}])
    update = events[0]
    assert update["type"] == "booking_update" and update["state"] == "paid"
    assert update["special_requests"] == "Vegetarian meals." and update["booking_ref"] == "DLG-000000"
    assert with_card_update(state, [{"type": "text", "text": "Thanks."}])[0]["type"] == "text"  # once


def test_the_khmer_hold_warning_is_polite_and_in_khmer_digits() -> None:
    # relay j22: "អ្នក" and a Latin "3" where every other Khmer text says "លោក/លោកស្រី" and "៣"
    state = ConversationState.new("s", NOW, language="KH")
    state.state, state.booking_id, state.booking_ref = A.PAYMENT, "bk_1", "DLG-UYPFZQ"
    frame, _ = hold_warning(state, 3)
    assert "៣ នាទី" in frame["text"] and "លោក/លោកស្រី" in frame["text"] and "អ្នក" not in frame["text"]
    assert frame["minutes_left"] == 3 and "DLG-UYPFZQ" in frame["text"]


def test_the_card_shows_the_pickup_as_booked_and_is_redrawn_when_it_moves() -> None:
    # relay j18: the traveller had just given "Wat Phnom" and the card did not say where the driver comes
    state = at_stage(A.BOOKING)
    data = {
        **_reserved("bk_1", "DLG-HC9RKH", NOW),
        "pickup": {"required": True, "location": "Wat Phnom, Phnom Penh", "time": "07:30", "time_zone": "ICT"},
    }
    outcome = ToolOutcome(tool_use_id="b", name="createBooking", result={"success": True, "data": data})
    apply_side_effects(state, "createBooking", {}, outcome.result, NOW)
    page = Page()
    held = next(f for f in page.emit(state, format_frames("Held.", [outcome], state)) if f["type"] == "booking_held")
    assert (held["pickup_location"], held["pickup_time"]) == ("Wat Phnom, Phnom Penh", "07:30")
    moved = {"booking": {"pickup_location": "Raffles Hotel", "pickup": {"location": "Raffles Hotel", "time": "07:30"}}}
    apply_side_effects(state, "modifyBooking", {}, {"success": True, "data": moved}, NOW)
    update = page.emit(state, [{"type": "text", "text": "Moved the pickup."}])[0]
    assert update["type"] == "booking_update" and update["pickup_location"] == "Raffles Hotel"
    assert page.emit(state, [{"type": "text", "text": "Anything else?"}])[0]["type"] == "text"  # nothing changed


def test_the_hold_warning_does_not_forbid_the_qr_a_failed_payment_needs() -> None:
    """Relay j34: a payment failed a minute before the hold warning; the warning said "no new QR
    while this hold is live" beside the failure notice's "offer a new QR". The warning now leaves
    that case to the PAYMENT rules, which offer generatePaymentQR after a failure."""
    state = ConversationState.new("sess-hw", NOW)
    state.booking_ref, state.booking_id, state.reserved_until = "DLG-HW0001", "bk_hw", NOW
    _, note = hold_warning(state, 3)
    assert "do not create a new booking" in note and "unless the last payment failed" in note
    assert "generatePaymentQR" in note and "offer a new QR with generatePaymentQR" in stage_prompt(A.PAYMENT)


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_after_a_failed_payment_the_hold_warning_asks_for_a_new_qr(lang: str) -> None:
    """Relay j34: fifteen seconds after a payment failed the traveller read "pay with the QR code
    above" (the QR that had just failed). After a failure the warning says to ask for a new QR; once
    a new QR is shown (payment pending again) it points to the QR above again."""
    state = ConversationState.new("sess-hw2", NOW)
    state.preferred_language = lang
    state.booking_ref, state.booking_id, state.reserved_until = "DLG-HW0002", "bk_hw2", NOW
    state.payment_intent_id, state.payment_status = "pi_1", "FAILED"
    failed, _ = hold_warning(state, 4)
    assert failed["text"].startswith(HOLD_WARNING_AFTER_FAILURE[lang].split("{ref}")[0])
    assert "DLG-HW0002" in failed["text"] and failed["text"] != HOLD_WARNING_TEXT[lang]
    state.payment_status = "PENDING"  # a new QR (agent/payment_effects.py)
    pending, _ = hold_warning(state, 4)
    assert pending["text"].startswith(HOLD_WARNING_TEXT[lang].split("{ref}")[0]) and pending["text"] != failed["text"]
