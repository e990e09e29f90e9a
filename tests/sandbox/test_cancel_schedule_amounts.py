"""A cancellation quote's refund_schedule says what each tier refunds (run 32 req 61: "and after 17 December?"
needed the percentage applied and converted by hand): each tier's ``refund_usd`` is the policy's refund for the
booking on every day of the tier (its first and its last), the same as a cancellation quote asked that day,
and a riel / yuan session reads its twin converted once from that USD amount. Over trips x groups x days
before travel, with and without an earlier change that kept part of the price."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta
from typing import Any

from hypothesis import given, settings, strategies as st

from agent.display import DisplayTerms, convert_usd, in_travellers_terms
from sandbox import policy
from sandbox.data.currency import PER_USD
from tests.sandbox.support import TRAVEL, Sandbox
from tests.sandbox.test_changes import at_ict, record

TRIPS_GROUPS = (("trip_001", 3, [8]), ("trip_002", 2, [5, 2]), ("trip_003", 4, []), ("trip_001", 1, [10]))


def booked(trip: str, adults: int, children: list[int]) -> tuple[Sandbox, dict[str, Any]]:
    sb = Sandbox()
    made = sb.book(trip, people=None, adults=adults, children_ages=children, user_id="user-a")
    qr = sb.data("generatePaymentQR", {"booking_id": made["booking_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    return sb, record(sb, made["booking_id"])


def on(day: date) -> datetime:
    return datetime.combine(day, time(12), policy.ICT)


@settings(max_examples=12, deadline=None)
@given(
    case=st.sampled_from(TRIPS_GROUPS),
    days_out=st.integers(min_value=policy.RESCHEDULE_CUTOFF_DAYS, max_value=60),
    earlier_leave_days_out=st.sampled_from([None, 20]),
    lang=st.sampled_from(["EN", "KH", "ZH"]),
)
def test_each_tier_says_the_refund_of_cancelling_on_its_days(
    case: tuple[str, int, list[int]], days_out: int, earlier_leave_days_out: int | None, lang: str
) -> None:
    trip, adults, children = case
    sb, booking = booked(trip, adults, children)
    bid, travel = booking["booking_id"], date.fromisoformat(TRAVEL)
    if earlier_leave_days_out is not None and adults > 1:  # a leave in the 50% tier: a kept part (charges)
        sb.clock.now = at_ict((travel - timedelta(days=earlier_leave_days_out)).isoformat(), 12)
        quote = sb.data("previewReschedule", {"booking_id": bid, "remove_adults": 1})
        sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]})
    sb.clock.now = at_ict((travel - timedelta(days=days_out)).isoformat(), 12)
    asked = sb.data("previewCancellation", {"booking_id": bid}, lang=lang)
    schedule = asked["refund_schedule"]
    assert schedule and schedule[0]["applies_today"] and schedule[0]["refund_usd"] == asked["refund_usd"]
    now_booking = record(sb, bid)
    # paid net of every refund started (a leave's refund may still be on its way), what earlier changes kept
    paid, charges = now_booking["net_paid_usd"], asked["charges_usd"]
    tier = date.fromisoformat(asked["refund_tier_counts_from"])
    for step in schedule:
        days = [d for d in (step.get("from"), step.get("until")) if d] or [TRAVEL]
        for day in days:
            expected = policy.cancellation_refund(
                now_booking["total_usd"], paid, charges, tier, on(date.fromisoformat(day))
            )
            assert step["refund_usd"] == expected, (step, day, expected)
        if step.get("from"):  # a quote asked on the tier's first day refunds the same
            sb.clock.now = at_ict(step["from"], 12)
            assert sb.data("previewCancellation", {"booking_id": bid})["refund_usd"] == step["refund_usd"]
    currency = {"KH": "KHR", "ZH": "CNY"}.get(lang)
    if currency:
        shown = in_travellers_terms(
            {"success": True, "data": asked}, DisplayTerms(currency=currency), PER_USD[currency]
        )
        suffix = "refund_" + currency.lower()
        for step in shown["data"]["refund_schedule"]:
            assert step[suffix] == convert_usd(step["refund_usd"], currency, PER_USD[currency])
