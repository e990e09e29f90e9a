"""A paid late payment settles the trip it paid for (issue 28): no second reservation of it."""

from __future__ import annotations

from agent.state import BookingQuote
from agent.tools.guards import guard_call
from tests.agent.test_card_text import late_state


def test_the_late_paid_trip_is_not_previewed_or_reserved_again() -> None:
    state = late_state()
    state.travel_dates, state.people_count = {"start": "2027-03-10"}, 2
    refused, _ = guard_call("previewBooking", {"trip_id": "trip_004"}, state)
    assert refused is not None and refused["error"]["code"] == "LATE_PAYMENT_ON_FILE"
    assert "Do not reserve this trip again" in refused["error"]["next_step"]
    state.booking_quote = BookingQuote(
        quote_id="q1", turn=state.turn - 1, trip_id="trip_004", travel_date="2027-03-10", people_count=2, total_usd=318
    )
    refused, _ = guard_call("createBooking", {"quote_id": "q1"}, state)
    assert refused is not None and refused["error"]["code"] == "LATE_PAYMENT_ON_FILE"


def test_another_trip_books_as_usual() -> None:
    state = late_state()
    state.travel_dates, state.people_count = {"start": "2027-03-10"}, 2
    refused, body = guard_call("previewBooking", {"trip_id": "trip_001"}, state)
    assert refused is None and body["trip_id"] == "trip_001"


def test_a_cancelled_paid_booking_is_not_cancelled_or_moved_again() -> None:
    from agent.aftercare import AfterPayment, RefundRecord
    from agent.state import AgentState, ConversationState
    from tests.agent.test_card_text import NOW

    state = ConversationState.new("s", NOW)
    state.state, state.payment_status = AgentState.POST_BOOKING, "CANCELLED"
    state.booking_id, state.booking_ref = "bk_1", "DLG-1"
    state.after_payment = AfterPayment(status="CANCELLED", refunds=[RefundRecord(refund_id="rf_1", amount_usd=318)])
    for name in ("previewCancellation", "confirmCancellation", "cancelBooking"):
        refused, _ = guard_call(name, {"booking_id": "bk_1", "quote_id": "q"}, state)
        assert refused["error"]["code"] == "ALREADY_CANCELLED"
        assert refused["error"]["message"] == "Booking DLG-1 is already cancelled. Its refund rf_1 of $318 is PENDING."
    refused, _ = guard_call("previewReschedule", {"booking_id": "bk_1", "new_travel_date": "2027-03-10"}, state)
    assert "can no longer be moved" in refused["error"]["message"] and refused["error"]["next_step"]
    refused, _ = guard_call("getRefundStatus", {"booking_id": "bk_1"}, state)
    assert refused is None  # the refund can still be followed
