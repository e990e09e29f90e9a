"""Who joins a paid booking is described and priced as a new booking describes and prices them (a Khmer husband
joining his wife's Angkor booking could not be said to be a citizen: previewReschedule had no such field).

Invariant, over trips with a park pass, booked groups with some citizens and joins of adults and children of
which some are citizens: previewReschedule's group after the change costs exactly what previewBooking says a new
booking of that group costs with the booked citizens plus those joining; each citizen joiner is marked and, when
only adults join, the joiners' prices add up to what the change costs; once confirmed the booking records the
citizens after the change; more citizens than joiners is refused with what to send."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from sandbox.data.trips import TRIPS
from tests.sandbox.support import END, TRAVEL, Sandbox

WITH_PASS = [t["id"] for t in TRIPS if "park_pass" in t]
CENT = 0.011


def _new_booking_total(sb: Sandbox, trip: str, adults: int, ages: list[int], citizens: int) -> float:
    body = {"trip_id": trip, "travel_date": TRAVEL, "end_date": END, "adults": adults, "children_ages": ages}
    return float(sb.data("previewBooking", {**body, "cambodian_citizens": citizens})["total_usd"])


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    trip=st.sampled_from(WITH_PASS),
    adults=st.integers(1, 2),
    ages=st.lists(st.integers(2, 15), max_size=1),
    join_adults=st.integers(0, 2),
    join_ages=st.lists(st.integers(2, 15), max_size=1),
    data=st.data(),
)
def test_joiners_are_priced_as_a_new_booking_with_their_citizenship(
    trip: str, adults: int, ages: list[int], join_adults: int, join_ages: list[int], data: st.DataObject
) -> None:
    joining = join_adults + len(join_ages)
    if joining == 0:
        join_adults, joining = 1, 1
    booked_citizens = data.draw(st.integers(0, adults + len(ages)), label="booked citizens")
    k = data.draw(st.integers(0, joining), label="citizens joining")
    sb = Sandbox()
    who = {"adults": adults, "children_ages": ages, "cambodian_citizens": booked_citizens}
    booking = sb.book(trip, people=adults + len(ages), user_id="user-a", **who)
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    body: dict[str, Any] = {
        "booking_id": booking["booking_id"],
        "add_adults": join_adults,
        "add_children_ages": join_ages,
        "add_cambodian_citizens": k,
    }
    quote = sb.data("previewReschedule", body)
    after = _new_booking_total(sb, trip, adults + join_adults, ages + join_ages, booked_citizens + k)
    assert quote["new_total_usd"] == pytest.approx(after, abs=CENT), (quote["new_total_usd"], after)
    marked = [t for t in quote["joining"] if t.get("cambodian_citizen")]
    assert len(marked) == k  # a citizen under 4 too: nothing left out, still said
    if not ages and not join_ages:  # adults only: each joiner's price is what their joining costs
        joined = sum(t["price_usd"] for t in quote["joining"])
        assert joined == pytest.approx(after - booking["total_usd"], abs=CENT)
    done = sb.data("confirmReschedule", {"booking_id": booking["booking_id"], "quote_id": quote["quote_id"]})
    assert done["booking"]["pricing"]["park_pass"]["cambodian_citizens"] == booked_citizens + k


def test_more_citizens_than_joiners_is_refused_with_what_to_send() -> None:
    sb = Sandbox()
    booking = sb.book("trip_001", people=1, user_id="user-a")
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed")
    body = {"booking_id": booking["booking_id"], "add_adults": 1, "add_cambodian_citizens": 2}
    answer = sb.call("previewReschedule", body).json()
    assert answer["success"] is False and answer["error"]["code"] == "VALIDATION_FAILED"
    assert "add_cambodian_citizens" in answer["error"]["message"]
