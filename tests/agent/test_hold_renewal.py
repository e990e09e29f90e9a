"""Issue 22: after a hold ran out, booking the same trip again renews the same booking (pure rules):
the summary the traveller confirmed is open again, createBooking's body names the booking to renew,
another trip is a new booking, and the model is told the next step in plain words."""

from __future__ import annotations

from datetime import timedelta

from agent.payments import apply_hold_expiry
from agent.prompts.context import render_context_parts
from agent.side_effects import apply_side_effects
from agent.state import AgentState as A, BookingQuote, ConversationState
from agent.tools.guards import guard_call
from tests.agent.contract_support import NOW, at_stage, new_state


def booked(renewable: bool = True) -> ConversationState:
    """A session that reserved trip_1 from summary Q-booking-1-1, whose hold then ran out."""
    state = new_state(
        state=A.BOOKING,
        turn=2,
        selected_trip_id="trip_1",
        selected_trip_name="Kep",
        customer_name="Sokha Chan",
        customer_phone="+85512345678",
        details_validated=True,
        pickup_location="Riverside Hotel",
    )
    state.booking_quote = BookingQuote(
        quote_id="Q-booking-1-1", turn=1, trip_id="trip_1", travel_date="2027-01-10", end_date="2027-01-12",
        people_count=2, pickup_location="Riverside Hotel", total_usd=360.0,
    )  # fmt: skip
    data = {
        "booking_id": "bk_1",
        "booking_ref": "DLG-AAAAAA",
        "status": "RESERVED",
        "reserved_until": (NOW + timedelta(minutes=15)).isoformat(),
        "total_usd": 360.0,
    }
    apply_side_effects(state, "createBooking", {}, {"success": True, "data": data}, NOW)
    assert state.state == A.PAYMENT and state.booked_quote is not None
    apply_hold_expiry(state, NOW + timedelta(minutes=15), renewable=renewable)
    state.turn = 3  # the traveller writes again
    return state


def test_the_confirmed_summary_renews_the_same_booking_at_the_checked_price() -> None:
    state = booked()
    assert state.state == A.BOOKING and state.booking_id is None
    assert state.renewable_hold is not None and state.renewable_hold.booking_ref == "DLG-AAAAAA"
    refused, body = guard_call("createBooking", {"quote_id": "Q-booking-1-1"}, state)
    assert refused is None
    assert body["renews_booking_id"] == "bk_1" and body["expected_total_usd"] == 360.0
    assert body["trip_id"] == "trip_1" and body["travel_date"] == "2027-01-10"


def test_another_trip_is_a_new_booking_and_an_old_session_never_renews() -> None:
    state = booked()
    state.booking_quote = BookingQuote(
        quote_id="Q-booking-3-1", turn=3, trip_id="trip_2", travel_date="2027-01-10", people_count=2, total_usd=500.0
    )
    state.turn = 4
    refused, body = guard_call("createBooking", {"quote_id": "Q-booking-3-1"}, state)
    assert refused is None and "renews_booking_id" not in body
    old = booked(renewable=False)  # a session recorded before the patch: the summary is used up
    assert old.renewable_hold is None and old.booking_quote is None
    refused, _ = guard_call("createBooking", {"quote_id": "Q-booking-1-1"}, old)
    assert refused is not None and refused["error"]["code"] == "NEEDS_PREVIEW"
    assert "previewBooking again" in old.notices[-1].text


def test_the_expiry_notice_points_to_renewing_not_to_a_new_booking() -> None:
    note = booked().notices[-1]
    assert note.kind == "hold_expired"
    assert "DLG-AAAAAA" in note.text and "same reference" in note.text
    assert "createBooking with quote_id Q-booking-1-1" in note.text and "PRICE_CHANGED" in note.text
    assert "generatePaymentQR" in note.text and "never call it a new booking" in note.text


def test_a_renewal_result_keeps_the_reference_and_clears_the_renewable_hold() -> None:
    state = booked()
    data = {"booking_id": "bk_1", "booking_ref": "DLG-AAAAAA", "status": "RESERVED", "total_usd": 360.0}
    apply_side_effects(state, "createBooking", {}, {"success": True, "data": data}, NOW + timedelta(minutes=20))
    assert state.state == A.PAYMENT and state.booking_ref == "DLG-AAAAAA"
    assert state.renewable_hold is None and state.expired_booking_ref is None and state.replaces_booking_ref is None
    assert state.booking_quote is None and state.booked_quote is not None  # renewable again if this hold ends


def test_the_context_says_the_open_summary_renews_the_expired_booking() -> None:
    _, moment = render_context_parts(booked(), NOW)
    line = next(x for x in moment.splitlines() if x.startswith("- booking_summary_shown:"))
    assert "quote_id=Q-booking-1-1" in line and "renews that booking on the same reference" in line
    assert "DLG-AAAAAA" in line


def test_a_renewal_refused_for_good_books_anew_next_time() -> None:
    from agent.tools.calls import ToolOutcome, error_result
    from agent.tools.dispatch import note_rebook

    state = booked()
    changed = ToolOutcome(tool_use_id="c", name="createBooking", result=error_result("PRICE_CHANGED", "Now 400."))
    assert note_rebook(changed, state).result == changed.result and state.renewable_hold is not None  # a new yes
    full = ToolOutcome(tool_use_id="c", name="createBooking", result=error_result("NOT_AVAILABLE", "At most 6."))
    assert note_rebook(full, state).result == full.result and state.renewable_hold is not None  # not about renewal
    cancelled = error_result("NOT_AVAILABLE", "Cancelled.", renewable=False)  # the sandbox's typed answer
    gone = ToolOutcome(tool_use_id="c", name="createBooking", result=cancelled)
    told = note_rebook(gone, state).result["error"]
    assert state.renewable_hold is None and "new reference" in told["next_step"] and "DLG-AAAAAA" in told["next_step"]
    refused, body = guard_call("createBooking", {"quote_id": "Q-booking-1-1"}, state)
    assert refused is None and "renews_booking_id" not in body


def test_without_the_booked_summary_the_notice_still_says_how_to_renew() -> None:
    state = booked()
    state.booking_id, state.booking_ref, state.state = "bk_2", "DLG-BBBBBB", A.PAYMENT  # a seeded hold, no summary
    state.booked_quote, state.payment_status = None, "PENDING"
    state.reserved_until = NOW + timedelta(minutes=40)
    assert apply_hold_expiry(state, NOW + timedelta(minutes=40), renewable=True)
    note = state.notices[-1].text
    assert state.booking_quote is None and state.renewable_hold is not None
    assert (
        "DLG-BBBBBB" in note and "previewBooking, get their yes, then createBooking renews the same reference" in note
    )


def test_booking_again_closes_the_expired_hold_notice_within_the_turn() -> None:
    """Relay j16: after createBooking renewed the hold, the next call of the same turn still read the
    hold_expired notice as open ("call createBooking … then generatePaymentQR")."""
    from agent.notices import add_notice, open_notices
    from agent.side_effects import apply_side_effects

    state = at_stage(A.PAYMENT)
    state.notices = add_notice(state.notices, "hold_expired", "The hold expired.", NOW, state.turn)
    assert [n.kind for n in open_notices(state.notices)] == ["hold_expired"]
    data = {"booking_id": "bk_2", "booking_ref": "DLG-2", "status": "RESERVED"}
    apply_side_effects(state, "createBooking", {}, {"success": True, "data": data}, NOW)
    assert open_notices(state.notices) == []


def test_the_reopened_summary_carries_the_pickup_and_requests_given_after_the_yes() -> None:
    """Relay j20: after the hold ran out, the reopened summary said "pickup=not set" although the
    booking had the hostel the traveller gave after the yes."""
    state = new_state(state=A.BOOKING, turn=2, selected_trip_id="trip_1", details_validated=True)
    state.booking_quote = BookingQuote(
        quote_id="Q-booking-1-1", turn=1, trip_id="trip_1", travel_date="2027-04-18", people_count=1, total_usd=199.0
    )
    data = {"booking_id": "bk_1", "booking_ref": "DLG-B", "status": "RESERVED", "total_usd": 199.0,
            "reserved_until": (NOW + timedelta(minutes=15)).isoformat(), "special_requests": "A female guide."}  # fmt: skip
    inp = {"pickup_location": "Mad Monkey Hostel", "special_requests": "A female guide."}
    apply_side_effects(state, "createBooking", inp, {"success": True, "data": data}, NOW)
    apply_hold_expiry(state, NOW + timedelta(minutes=15), renewable=True)
    assert state.booking_quote is not None and state.booking_quote.pickup_location == "Mad Monkey Hostel"
    assert state.booking_quote.special_requests == "A female guide."
    _, moment = render_context_parts(state, NOW)
    assert "pickup=Mad Monkey Hostel" in moment and "pickup=not set" not in moment


def test_a_request_added_to_the_expired_booking_stays_on_the_renewed_one() -> None:
    """Relay j32: the front-seat request made after the first reservation vanished on renewal
    (the summary's text was sent, not the booking's)."""
    state = booked()
    assert state.booking_quote is not None
    state.booking_quote.special_requests = "Dad walks slowly."
    state.booking_special_requests = "Dad walks slowly. Front seat and a ground-floor room, please."
    refused, body = guard_call("createBooking", {"quote_id": "Q-booking-1-1"}, state)
    assert refused is None and body["renews_booking_id"] == "bk_1"
    assert body["special_requests"] == "Dad walks slowly. Front seat and a ground-floor room, please."
