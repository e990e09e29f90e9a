"""A paid booking is never sold an activity its plan already holds, added days included (relay 23 req 17,
relay 20: the Kampong Phluk boat add-on beside an added day holding the same boat).

Invariant, over trips and added days: previewReschedule refuses every add-on the booking's plan after the
change holds (in the same change as the added days, or once they are booked), and never charges for it."""

from __future__ import annotations

from datetime import date, timedelta

from hypothesis import HealthCheck, given, settings, strategies as st

from sandbox.data.addable import addable_for, in_plan
from sandbox.data.trips import TRIPS
from tests.sandbox.support import TRAVEL, Sandbox
from tests.sandbox.test_change_prices import confirm, preview


def _paid(sb: Sandbox, trip: dict) -> str:
    end = (date.fromisoformat(TRAVEL) + timedelta(days=trip["duration_days"] - 1)).isoformat()
    booking = sb.book(trip["id"], people=2, end_date=end, user_id="user-a")
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    return str(booking["booking_id"])


def _refused_as_held(sb: Sandbox, body: dict) -> None:
    resp = sb.call("previewReschedule", body)
    assert resp.status_code == 400, resp.text
    assert "already in this booking's plan" in resp.json()["error"]["message"]


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(trip=st.sampled_from(TRIPS), added=st.integers(1, 3), booked_first=st.booleans())
def test_an_add_on_the_booked_plan_holds_is_never_sold(trip: dict, added: int, booked_first: bool) -> None:
    sb = Sandbox()
    bid = _paid(sb, trip)
    end = (date.fromisoformat(TRAVEL) + timedelta(days=trip["duration_days"] - 1 + added)).isoformat()
    longer = preview(sb, bid, new_end_date=end)
    planned = [a for d in longer["proposed"]["itinerary_days"] for a in d.get("activities", [])]
    held = [a.name for a in addable_for(trip["region"]) if in_plan(a, planned)]
    if booked_first:
        confirm(sb, bid, longer)
        qr = sb.data("generatePaymentQR", {"booking_id": bid})  # the added days' top-up
        assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    for name in held:
        body = {"booking_id": bid, "add_activities": [name]}
        _refused_as_held(sb, body if booked_first else {**body, "new_end_date": end})
