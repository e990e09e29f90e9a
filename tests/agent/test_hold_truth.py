"""The hold as the backend made it (issue 22, relay run with SANDBOX_HOLD_SECONDS=480): every
notice and text follows the real hold, a superseded notice is closed, an expired hold's card says
its QR is void, the latest quote's special requests win, and the BOOKING rules ask for name and
phone together and book only on the answer to "Shall I book this?"."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from agent.booking_card import hold_warning
from agent.notices import add_notice, open_notices
from agent.payments import apply_hold_expiry, apply_payment_event
from agent.prompts.i18n import hold_expired_text
from agent.prompts.templates import STAGE_PROMPTS
from agent.side_effects import apply_side_effects
from agent.signals import PaymentEvent
from agent.state import AgentState as A, ConversationState
from tests.agent.contract_support import NOW, at_stage
from tests.agent.test_booking_card import run

HOLD = timedelta(minutes=8)


def reserved(hold: timedelta = HOLD) -> ConversationState:
    state = at_stage(A.BOOKING)
    state.booking_id = state.booking_ref = state.payment_intent_id = state.payment_status = None
    state.reserved_until = None
    data = {
        "booking_id": "bk_8",
        "booking_ref": "DLG-000008",
        "status": "RESERVED",
        "reserved_until": (NOW + hold).isoformat(),
        "trip_id": "trip_1",
        "travel_date": "2027-01-10",
        "end_date": "2027-01-12",
        "people_count": 2,
        "total_usd": 200.0,
    }
    apply_side_effects(state, "createBooking", {}, {"success": True, "data": data}, NOW)
    qr = {"payment_intent_id": "pi_8", "qr_code_url": "data:image/png;base64,AA", "amount": 200.0}
    apply_side_effects(state, "generatePaymentQR", {}, {"success": True, "data": qr}, NOW)
    return state


def notices(state: ConversationState) -> dict[str, str]:
    return {n.kind: n.text for n in open_notices(state.notices)}


def test_the_expired_notice_says_the_real_hold_and_closes_the_warning() -> None:
    state = reserved()
    _, note = hold_warning(state, 3)
    state.notices = add_notice(state.notices, "hold_expiring", note, NOW + timedelta(minutes=5), state.turn)
    assert "hold_expiring" in notices(state)
    apply_hold_expiry(state, NOW + HOLD)
    still = notices(state)
    assert "hold_expiring" not in still, "the superseded warning is closed"
    assert "15" not in still["hold_expired"] and "8-minute" in still["hold_expired"]


def test_a_payment_closes_the_hold_warning() -> None:
    state = reserved()
    _, note = hold_warning(state, 3)
    state.notices = add_notice(state.notices, "hold_expiring", note, NOW, state.turn)
    event = PaymentEvent(event_id="ev1", payment_intent_id="pi_8", status="SUCCEEDED")
    apply_payment_event(state, event, NOW + timedelta(minutes=6))
    state.notices = add_notice(state.notices, "payment_confirmed", "Paid.", NOW, state.turn)
    assert "hold_expiring" not in notices(state)


def test_an_expired_holds_card_says_the_qr_is_void() -> None:
    page, truth, _ = run(["book", "qr", "warn", "expire"])
    ref = next(iter(truth))
    last = [f for f in page.frames if f.get("booking_ref") == ref and f["type"] == "booking_update"][-1]
    assert last["state"] == "expired" and last["status"] == "EXPIRED"
    assert last["payment"] == "void" and last["payment"] != "pending"


def test_no_text_claims_a_15_minute_hold() -> None:
    for lang in ("EN", "KH", "ZH"):
        text = hold_expired_text(lang, "Kep")
        assert "15" not in text and "១៥" not in text
    booking = STAGE_PROMPTS[A.BOOKING]
    assert "reserved for 15 minutes" not in booking and "reserved_until_local" in booking
    payment = STAGE_PROMPTS[A.PAYMENT]
    assert "reserved_until_local" in payment


def test_the_latest_quotes_special_requests_win() -> None:
    state = at_stage(A.BOOKING)
    state.booking_id = state.booking_ref = state.payment_intent_id = state.payment_status = None
    state.booking_special_requests = "peanut allergy"
    preview: dict[str, Any] = {
        "quote_id": "q1",
        "trip_id": "trip_1",
        "travel_date": "2027-01-10",
        "end_date": "2027-01-12",
        "people_count": 2,
        "special_requests": "Severe peanut allergy: no peanuts or peanut oil in any meal",
        "total_usd": 200.0,
    }
    apply_side_effects(
        state,
        "previewBooking",
        {"special_requests": preview["special_requests"]},
        {"success": True, "data": preview},
        NOW,
    )
    assert state.booking_special_requests == preview["special_requests"]


def test_the_booking_rules_take_name_and_phone_together_and_book_only_on_the_summary_yes() -> None:
    booking = STAGE_PROMPTS[A.BOOKING]
    # issue 38: the details come before the summary whose Confirm books (relays 4 and 5 were asked for
    # name and phone only after pressing Confirm)
    assert booking.index("1. Details.") < booking.index("2. Confirmation.") < booking.index("3. Reservation.")
    assert "ONE at a time" not in booking and "never all at once" not in booking
    assert "name and phone together" in booking
    assert "Shall I book this?" in booking
    assert "not a yes" in booking and "reply 'none'" in booking  # the rule names the trap it forbids


def test_the_booking_rules_say_how_to_pay_with_the_summary_before_the_yes() -> None:
    """Relay j9/j10: a Chinese and an Indian traveller learnt only from the QR, with the hold
    running, that foreign wallets cannot pay; the summary's payable_with is told before the yes."""
    booking = STAGE_PROMPTS[A.BOOKING]
    before, _, after = booking.partition("2. Confirmation.")
    summary, _, rest = after.partition("3. Reservation.")
    assert "payable_with" in summary and summary.index("payable_with") < summary.index("Shall I book this?")
    assert "payable_with" not in before + rest
