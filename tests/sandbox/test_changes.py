"""The sandbox's rules for paid bookings: reschedule and cancellation quotes, refunds (sandbox/policy.py)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given, strategies as st

from sandbox import policy
from tests.sandbox.support import KEY, START, TRAVEL, Sandbox

# TRAVEL is 2026-04-20; START is 2026-03-01 09:00 UTC (16:00 ICT): 50 days ahead.


@pytest.fixture()
def sb() -> Sandbox:
    return Sandbox()


def paid(sb: Sandbox, trip: str = "trip_001", people: int = 2) -> dict:
    booking = sb.book(trip, people=people, user_id="user-a")
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    return booking


def record(sb: Sandbox, booking_id: str) -> dict:
    listed = sb.client.get("/sandbox/bookings", headers={"X-Service-Key": KEY}).json()["data"]["bookings"]
    return next(b for b in listed if b["booking_id"] == booking_id)


def at_ict(day: str, hour: int = 0, minute: int = 0) -> datetime:
    return datetime.fromisoformat(f"{day}T{hour:02d}:{minute:02d}:00+07:00").astimezone(UTC)


@given(st.integers(min_value=-5, max_value=400))
def test_refund_tiers(days: int) -> None:
    pct = policy.refund_pct(days)
    assert pct == (100 if days >= 30 else 50 if days >= 7 else 0)


def test_days_are_counted_in_cambodia_time() -> None:
    travel = datetime(2026, 4, 20).date()
    # 2026-03-21 16:59 UTC is 23:59 ICT on the 21st: 30 days before; a minute later it is the 22nd.
    assert policy.days_before(travel, datetime(2026, 3, 21, 16, 59, tzinfo=UTC)) == 30
    assert policy.days_before(travel, datetime(2026, 3, 21, 17, 0, tzinfo=UTC)) == 29


@pytest.mark.parametrize(
    "now_ict, pct",
    [
        (("2026-03-21", 23, 59), 100),
        (("2026-03-22", 0, 0), 50),
        (("2026-04-13", 23, 59), 50),
        (("2026-04-14", 0, 0), 0),
        (("2026-04-19", 23, 0), 0),
    ],
)
def test_cancellation_refund_depends_on_days_before_travel(sb: Sandbox, now_ict: tuple, pct: int) -> None:
    booking = paid(sb)
    sb.clock.now = at_ict(*now_ict)
    quote = sb.data("previewCancellation", {"booking_id": booking["booking_id"]})
    assert quote["refund_pct"] == pct
    assert quote["amount_paid_usd"] == pytest.approx(booking["total_usd"])
    assert quote["refund_usd"] == pytest.approx(booking["total_usd"] * pct / 100)
    assert quote["refund_usd"] + quote["non_refundable_usd"] == pytest.approx(booking["total_usd"])
    assert "30 or more days" in quote["policy"]
    assert record(sb, booking["booking_id"])["status"] == "CONFIRMED"  # a preview changes nothing


def test_cancel_confirm_refund_and_its_progress(sb: Sandbox) -> None:
    booking = paid(sb)
    bid = booking["booking_id"]
    quote = sb.data("previewCancellation", {"booking_id": bid, "reason": "flight cancelled"})
    assert datetime.fromisoformat(quote["expires_at"]) == START + policy.QUOTE_TTL
    done = sb.data("confirmCancellation", {"booking_id": bid, "quote_id": quote["quote_id"]})
    assert done["cancelled"] is True and done["status"] == "CANCELLED"
    assert done["refund"]["amount_usd"] == pytest.approx(booking["total_usd"]) and done["refund"]["status"] == "PENDING"
    listed = record(sb, bid)
    assert listed["status"] == "CANCELLED"
    assert [(r["refund_id"], r["amount_usd"], r["reason"]) for r in listed["refunds"]] == [
        (done["refund"]["refund_id"], pytest.approx(booking["total_usd"]), "cancellation")
    ]  # the admin listing shows refunds (evals check them against the policy)
    assert sb.error("confirmCancellation", {"booking_id": bid, "quote_id": quote["quote_id"]}, 409)["code"] in (
        "NOT_AVAILABLE",
        "QUOTE_USED",
    )
    statuses = []
    for hours in (0, 2, 24 * 5):
        sb.clock.now = START + timedelta(hours=hours)
        status = sb.data("getRefundStatus", {"booking_id": bid})
        assert status["booking_status"] == "CANCELLED"
        done_yet = status["refunds"][0]["status"] == "COMPLETED"  # refunded only once it is refunded
        assert status["total_refunded_usd"] == pytest.approx(booking["total_usd"] if done_yet else 0.0)
        assert status["total_pending_usd"] == pytest.approx(0.0 if done_yet else booking["total_usd"])
        assert (status["next_expected_by"] is None) == done_yet
        statuses.append(status["refunds"][0]["status"])
    assert statuses == ["PENDING", "PROCESSING", "COMPLETED"]
    one = sb.data("getRefundStatus", {"refund_id": done["refund"]["refund_id"]})
    assert [r["refund_id"] for r in one["refunds"]] == [done["refund"]["refund_id"]]
    assert sb.error("getRefundStatus", {}, 400)["code"] == "VALIDATION_FAILED"


def test_quotes_expire_are_single_use_and_go_stale(sb: Sandbox) -> None:
    bid = paid(sb)["booking_id"]
    old = sb.data("previewCancellation", {"booking_id": bid})
    sb.clock.advance(minutes=16)
    assert (
        sb.error("confirmCancellation", {"booking_id": bid, "quote_id": old["quote_id"]}, 409)["code"]
        == "QUOTE_EXPIRED"
    )
    assert sb.error("confirmCancellation", {"booking_id": bid, "quote_id": "qt_nope"}, 404)["code"] == "NOT_FOUND"
    cancel = sb.data("previewCancellation", {"booking_id": bid})
    move = sb.data("previewReschedule", {"booking_id": bid, "new_travel_date": "2026-04-21"})
    # a cancellation quote is not a reschedule quote
    assert (
        sb.error("confirmReschedule", {"booking_id": bid, "quote_id": cancel["quote_id"]}, 404)["code"] == "NOT_FOUND"
    )
    sb.data("confirmReschedule", {"booking_id": bid, "quote_id": move["quote_id"]})
    assert sb.error("confirmReschedule", {"booking_id": bid, "quote_id": move["quote_id"]}, 409)["code"] == "QUOTE_USED"
    # the booking moved since the cancellation was priced
    assert (
        sb.error("confirmCancellation", {"booking_id": bid, "quote_id": cancel["quote_id"]}, 409)["code"]
        == "QUOTE_STALE"
    )


def test_move_by_a_day_keeps_length_and_price(sb: Sandbox) -> None:
    booking = paid(sb)
    bid = booking["booking_id"]
    quote = sb.data("previewReschedule", {"booking_id": bid, "new_travel_date": "2026-04-21"})
    proposed = {k: quote["proposed"][k] for k in ("travel_date", "end_date", "people_count")}
    assert proposed == {"travel_date": "2026-04-21", "end_date": "2026-04-23", "people_count": 2}
    assert quote["amount_due_usd"] == 0 and quote["refund_usd"] == 0 and quote["change_fee_usd"] == 0
    assert record(sb, bid)["travel_date"] == TRAVEL
    done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]})
    assert done["rescheduled"] is True and done["payment"] is None and done["refund"] is None
    stored = record(sb, bid)
    assert (stored["travel_date"], stored["end_date"], stored["status"]) == ("2026-04-21", "2026-04-23", "CONFIRMED")
    assert stored["total_usd"] == pytest.approx(booking["total_usd"])


def test_more_travellers_pay_a_top_up_fewer_get_a_refund(sb: Sandbox) -> None:
    booking = paid(sb, people=2)
    bid, per_person = booking["booking_id"], booking["total_usd"] / 2
    quote = sb.data("previewReschedule", {"booking_id": bid, "new_travel_date": TRAVEL, "people_count": 3})
    assert quote["amount_due_usd"] == pytest.approx(per_person) and quote["refund_usd"] == 0
    done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]})
    top_up = done["payment"]
    assert top_up["amount"] == pytest.approx(per_person) and top_up["qr_code_url"].startswith("data:image/png")
    assert record(sb, bid)["balance_due_usd"] == pytest.approx(per_person)
    again = sb.data("generatePaymentQR", {"booking_id": bid})  # asked for again: the same top-up intent
    assert (again["payment_intent_id"], again["purpose"]) == (top_up["payment_intent_id"], "top_up")
    assert again["amount"] == pytest.approx(per_person) and again["qr_code_url"] == top_up["qr_code_url"]
    assert (
        sb.error("previewReschedule", {"booking_id": bid, "new_travel_date": "2026-04-25"}, 409)["code"]
        == "BALANCE_DUE"
    )
    assert sb.sandbox_post(f"/sandbox/payments/{top_up['payment_intent_id']}/succeed").status_code == 200
    stored = record(sb, bid)
    assert stored["balance_due_usd"] == 0 and stored["amount_paid_usd"] == pytest.approx(per_person * 3)
    assert sb.error("generatePaymentQR", {"booking_id": bid}, 409)["code"] == "ALREADY_PAID"  # nothing left to pay

    # 20 days before travel: one traveller fewer is refunded at 50 %
    sb.clock.now = at_ict("2026-03-31", 12)
    fewer = sb.data("previewReschedule", {"booking_id": bid, "new_travel_date": TRAVEL, "people_count": 2})
    assert fewer["refund_usd"] == pytest.approx(per_person * 0.5) and fewer["amount_due_usd"] == 0
    done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": fewer["quote_id"]})
    assert done["refund"]["amount_usd"] == pytest.approx(per_person * 0.5)
    # paid is net of refunds COMPLETED: the refund on its way is shown apart until it arrives
    stored = record(sb, bid)
    assert stored["amount_paid_usd"] == pytest.approx(per_person * 3)
    assert stored["refunds_pending_usd"] == pytest.approx(per_person * 0.5)
    assert stored["payment_state"] == "REFUND_PENDING"
    sb.clock.now = at_ict("2026-04-06", 12)  # the refund has arrived
    stored = record(sb, bid)
    assert stored["amount_paid_usd"] == pytest.approx(per_person * 2.5) and stored["refunds_pending_usd"] == 0
    assert stored["refunded_usd"] == pytest.approx(per_person * 0.5) and stored["payment_state"] == "PAID"


def test_late_changes_cost_a_fee_and_stop_two_days_before(sb: Sandbox) -> None:
    bid = paid(sb)["booking_id"]
    sb.clock.now = at_ict("2026-04-15", 10)  # 5 days before
    quote = sb.data("previewReschedule", {"booking_id": bid, "new_travel_date": "2026-04-27"})
    assert quote["change_fee_usd"] == pytest.approx(2 * policy.LATE_CHANGE_FEE_PER_PERSON)
    assert quote["amount_due_usd"] == pytest.approx(2 * policy.LATE_CHANGE_FEE_PER_PERSON)
    assert (
        sb.error("previewReschedule", {"booking_id": bid, "new_travel_date": "2026-04-16"}, 400)["code"]
        == "VALIDATION_FAILED"
    )
    sb.clock.now = at_ict("2026-04-19", 10)  # 1 day before
    assert (
        sb.error("previewReschedule", {"booking_id": bid, "new_travel_date": "2026-04-27"}, 409)["code"]
        == "TOO_LATE_TO_CHANGE"
    )
    sb.clock.now = at_ict("2026-04-20", 6)  # travel day
    assert sb.error("previewCancellation", {"booking_id": bid}, 409)["code"] == "TRIP_STARTED"


def test_availability_and_unpaid_bookings(sb: Sandbox) -> None:
    mine = paid(sb, trip="trip_001", people=2)  # a shared minibus, max_group 12 (tests/sandbox/test_own_vehicle.py)
    other = sb.book("trip_001", people=11, travel_date="2026-04-25", end_date="2026-04-27")
    full = sb.error("previewReschedule", {"booking_id": mine["booking_id"], "new_travel_date": "2026-04-25"}, 409)
    assert full["code"] == "NOT_AVAILABLE" and full["details"]["seats_left"] == 1
    assert sb.error("previewCancellation", {"booking_id": other["booking_id"]}, 409)["code"] == "NOT_PAID"
    assert (
        sb.error("previewReschedule", {"booking_id": mine["booking_id"], "new_travel_date": TRAVEL}, 400)["code"]
        == "VALIDATION_FAILED"
    )
    assert sb.error("previewCancellation", {"booking_id": mine["booking_id"], "user_id": "someone-else"}, 404)
