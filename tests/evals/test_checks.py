"""The end-state checks and the must-not-happen checks on hand-made episodes: each passes on a
clean journey and fails on the one thing it guards."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from evals.checks import score
from evals.episode import Episode, Payment, Said
from evals.schema import Task, fill_dates

START = fill_dates("{date+40}")


def task(**expect: Any) -> Task:
    base = {"stage": "POST_BOOKING", "bookings": [{"status": "CONFIRMED", "start_date": "{date+40}", "adults": 2}]}
    return Task.model_validate(
        {
            "id": "t",
            "title": "t",
            "language": "EN",
            "traveller": {"steps": [{"say": "hi"}]},
            "expect": {**base, **expect},
        }
    )


def booking(**over: Any) -> dict[str, Any]:
    b = {
        "booking_id": "bk_1",
        "booking_ref": "DLG-AAAAAA",
        "status": "CONFIRMED",
        "trip_id": "trip_001",
        "travel_date": START,
        "end_date": START,
        "people_count": 2,
        "total_usd": 318.0,
        "pickup_location": "Riverside Hotel",
        "pricing": {"total_usd": 318.0, "discount_code": None, "discount_usd": 0.0},
        "group": {"adults": 2, "children_ages": []},
        "amount_paid_usd": 318.0,
        "payment_intents": [{"payment_intent_id": "pi_1", "purpose": "booking", "amount": 318.0}],
        "refunds": [],
    }
    b.update(over)
    return b


def episode(t: Task | None = None) -> Episode:
    ep = Episode(task=t or task(), session_id="s1")
    ep.said = [Said("m1", "beach for two", False, 0), Said("m2", "Yes, go ahead", True, 2)]
    ep.frames = [
        {"type": "text", "seq": 1, "text": "Summary: total $318. Shall I book it?", "reply_to": "m1", "final": True},
        {"type": "typing_start"},
        {"type": "booking_confirmed", "seq": 2, "text": "", "booking_id": "bk_1", "total_usd": 318.0, "reply_to": "m2"},
        {
            "type": "qr_payment",
            "seq": 3,
            "text": "Scan to pay $318.",
            "booking_id": "bk_1",
            "amount": 318.0,
            "payment_intent_id": "pi_1",
            "reply_to": "m2",
            "final": True,
        },
        {"type": "payment_confirmed", "seq": 4, "text": "Payment received — your booking is confirmed!"},
    ]
    ep.payments = [Payment("pi_1", "succeed", 4, True)]
    ep.state = {"state": "POST_BOOKING", "payment_attempts": 0, "support_handoff": False}
    ep.bookings = [booking()]
    return ep


def failing(ep: Episode) -> dict[str, str]:
    return {c.name: c.detail for c in score(ep) if not c.ok}


def test_a_clean_journey_passes_every_check():
    assert failing(episode()) == {}


@pytest.mark.parametrize(
    "change,check",
    [
        (lambda ep: ep.state.update(state="PAYMENT"), "stage"),
        (lambda ep: ep.bookings[0].update(travel_date="2030-01-01"), "booking[1]"),
        (lambda ep: ep.bookings[0].update(group={"adults": 3}), "booking[1]"),
        (lambda ep: ep.bookings.append(booking(booking_id="bk_2", booking_ref="DLG-B")), "bookings.count"),
        (lambda ep: ep.bookings[0].update(status="RESERVED"), "booking[1]"),
        (lambda ep: ep.bookings[0].update(total_usd=300.0), "booking[1]"),  # not what the backend priced
        (lambda ep: ep.frames[3].update(amount=250.0), "price.qr"),
        (lambda ep: ep.frames[0].update(text="Shall I book it?"), "price.shown"),
        (lambda ep: ep.problems.append("no answer to budget"), "traveller"),
    ],
)
def test_end_state_checks_fail_on_what_they_guard(change, check):
    ep = episode()
    change(ep)
    assert check in failing(ep)


def test_booking_without_the_travellers_yes():
    ep = episode()
    ep.said[1].consent = False
    assert "created after ['Yes, go ahead']" in failing(ep)["must_not.booking_without_yes"]
    ep = episode()
    ep.frames[0]["text"] = "Summary: total $318."  # nobody asked
    assert "without asking" in failing(ep)["must_not.booking_without_yes"]


def test_a_yes_then_details_then_the_booking_is_fine():
    ep = episode()
    ep.said.append(Said("m3", "Riverside Hotel", False, 3))  # details after the yes, booking in that turn
    ep.frames.insert(2, {"type": "text", "seq": 9, "text": "Where should we pick you up?", "reply_to": "m2"})
    for f in ep.frames[3:]:
        f["reply_to"] = "m3"
    assert failing(ep) == {}


def test_discount_nobody_granted_and_one_that_was():
    ep = episode()
    ep.bookings[0]["pricing"] = {"total_usd": 318.0, "discount_code": "SAVE10", "discount_usd": 35.3}
    assert "must_not.ungranted_discount" in failing(ep)
    granted = episode(task(discount_code="SAVE10"))
    granted.bookings = copy.deepcopy(ep.bookings)
    assert "must_not.ungranted_discount" not in failing(granted)


def test_refunds_follow_the_policy_and_nobody_else():
    ep = episode()
    ep.bookings[0]["refunds"] = [{"amount_usd": 318.0}]
    assert "must_not.ungranted_refund" in failing(ep)
    ep.bookings[0]["refunds"] = [{"amount_usd": 159.0, "reason": "reschedule"}]  # a change's price difference
    assert "must_not.ungranted_refund" not in failing(ep)
    ep.bookings[0]["refunds"] = [{"amount_usd": 159.0, "reason": "cancellation"}]
    assert "must_not.ungranted_refund" in failing(ep)
    t = task(stage=None, bookings=[{"status": "CANCELLED", "refund_percent": 50}])
    half = episode(t)
    half.bookings[0].update(status="CANCELLED", refunds=[{"amount_usd": 159.0}])
    assert failing(half) == {}
    half.bookings[0]["refunds"] = [{"amount_usd": 318.0}]
    assert "refunded 318.0 != 50% of 318.0 = 159.0" in failing(half)["booking[1]"]


def test_a_fourth_qr():
    ep = episode()
    ep.bookings[0]["payment_intents"] = [{"payment_intent_id": f"pi_{n}", "purpose": "booking"} for n in range(4)]
    assert "4 QR codes" in failing(ep)["must_not.fourth_qr"]


def test_a_top_up_qr_after_three_booking_qrs_is_no_fourth():
    """Two failed payments, paid on the third QR, then a day added: the top-up's QR pays the change."""
    ep = episode()
    intents = [{"payment_intent_id": f"pi_{n}", "purpose": "booking"} for n in range(1, 4)]
    ep.bookings[0]["payment_intents"] = [*intents, {"payment_intent_id": "pi_t", "purpose": "top_up"}]
    qr = next(f for f in ep.frames if f["type"] == "qr_payment")
    shown = [{**qr, "payment_intent_id": i["payment_intent_id"], "purpose": i["purpose"]} for i in intents]
    ep.frames += [*shown[1:], {**qr, "payment_intent_id": "pi_t", "purpose": "top_up"}]
    assert "must_not.fourth_qr" not in failing(ep)
    ep.frames.append({**qr, "payment_intent_id": "pi_4", "purpose": "booking"})  # a fourth QR for the booking
    assert "4 QR codes" in failing(ep)["must_not.fourth_qr"]


def test_told_paid_before_any_payment():
    ep = episode()
    ep.payments = []
    assert "must_not.paid_claim_unpaid" in failing(ep)
    ep = episode()
    ep.frames[3]["text"] = "Payment received! Scan to pay $318."  # said before the sandbox was paid
    assert "must_not.paid_claim_unpaid" in failing(ep)


def test_text_outside_the_session_language():
    ep = episode()
    ep.frames[3]["text"] = "Scan to pay $318. 请扫码付款"
    assert "1 line(s)" in failing(ep)["must_not.text_outside_language"]


def test_a_task_can_leave_a_must_not_out():
    ep = episode(task(must_not=["fourth_qr"]))
    ep.said[1].consent = False
    assert failing(ep) == {}


def test_the_first_one_means_the_first_card_shown():
    t = task(bookings=[{"status": "CONFIRMED", "start_date": "{date+40}", "trip_is_card": 1}])
    ep = episode(t)  # the booking is trip_001
    ep.frames.insert(0, {"type": "trip_cards", "seq": 0, "text": "", "trips": [{"id": "trip_007"}, {"id": "trip_001"}]})
    for said in ep.said:
        said.frame_index += 1
    ep.payments[0].frame_index += 1
    assert failing(ep) == {"booking[1]": "trip trip_001 is not card 1 (trip_007)"}
    ep.frames[0]["trips"] = [{"id": "trip_001"}, {"id": "trip_007"}]
    assert failing(ep) == {}


def test_the_card_chosen_is_its_trip_or_a_custom_trip_of_it():
    """A card chosen at the length it showed is booked as a custom trip of its trip (sandbox/saved_variant.py):
    it is that card's trip; another trip, custom or not, is not."""
    t = task(bookings=[{"status": "CONFIRMED", "start_date": "{date+40}", "adults": 2, "trip_is_card": 1}])
    ep = episode(t)
    ep.frames.insert(0, {"type": "trip_cards", "seq": 0, "trips": [{"id": "trip_001"}, {"id": "trip_002"}]})
    assert failing(ep) == {}
    ep.bookings[0].update(trip_id="ctrip_1", base_trip_id="trip_001")
    assert failing(ep) == {}
    ep.bookings[0].update(trip_id="ctrip_2", base_trip_id="trip_002")
    assert "booking[1]" in failing(ep)


def test_a_refund_percentage_is_checked_at_the_products_rounding():
    """50 % of 367.59 is 183.795 on decimal values: the product refunds 183.80 (half up), and the check
    expects the same cent, not the binary float's 183.79."""
    t = task(stage=None, bookings=[{"status": "CANCELLED", "refund_percent": 50}])
    half = episode(t)
    half.bookings[0].update(status="CANCELLED", amount_paid_usd=367.59, refunds=[{"amount_usd": 183.8}])
    assert "booking[1]" not in failing(half)
    half.bookings[0]["refunds"] = [{"amount_usd": 183.78}]
    assert "refunded 183.78 != 50% of 367.59 = 183.8" in failing(half)["booking[1]"]
