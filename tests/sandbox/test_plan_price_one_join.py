"""A quote's plan and its price come from one join point (issue 37, relay 28 req 30/58: a family booked at a
Siem Reap hotel whose name says no city, priced without the transfer from Phnom Penh, was shown day 1 "Phnom
Penh -> Siem Reap: private car, ~6 h" in previewReschedule until a pickup change named the airport).

For every trip, pickup wording (a place naming no city, the destination town, the route's start) and session
departure city, in every language: day 1 shows the drive from the route's start exactly when the price includes
the transfer from it, in the plan a tool draws and in previewReschedule's proposed days after a change."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Optional

from hypothesis import given, settings, strategies as st

from sandbox.data.getting_there import ROUTES, transfer_line
from sandbox.data.practical import pickup_time
from sandbox.data.trips import TRIPS_BY_ID
from sandbox.errors import ApiError
from sandbox.pickup_price import quoted_join
from sandbox.plan import plan_for
from sandbox.plan_localized import localized_plan
from tests.sandbox.support import Sandbox
from tests.sandbox.test_changes import record

JOINABLE = sorted(t for t, r in ROUTES.items() if r.destination.split(",")[0] != r.from_city)
NO_CITY = "Lotus Courtyard guesthouse"
USER = {"user_id": "user-a"}


def drives_from_start(trip_id: str, day_one: list[str], language: str) -> bool:
    line = transfer_line(trip_id, pickup_time(trip_id), language)
    return bool(day_one) and line in day_one[0]


def later(day: str, days: int) -> str:
    return (date.fromisoformat(day) + timedelta(days=days)).isoformat()


def wordings(trip_id: str) -> list[Optional[str]]:
    r = ROUTES[trip_id]
    town = r.destination.split(",")[0]
    return [NO_CITY, f"{NO_CITY}, {town}", f"{NO_CITY}, {r.from_city}"]


@given(
    trip_id=st.sampled_from(JOINABLE),
    data=st.data(),
    language=st.sampled_from(("EN", "KH", "ZH")),
)
def test_day_one_drives_from_the_start_exactly_when_the_price_pays_that_transfer(
    trip_id: str, data: st.DataObject, language: str
) -> None:
    r = ROUTES[trip_id]
    pickup = data.draw(st.sampled_from(wordings(trip_id)))
    departure = data.draw(st.sampled_from([None, r.destination.split(",")[0], r.from_city]))
    try:
        away = quoted_join(trip_id, pickup, departure, "previewBooking")
    except ApiError:
        return  # refused: nothing quoted, nothing drawn
    trip = TRIPS_BY_ID[trip_id]
    plan = localized_plan(trip, plan_for(trip, []), language, pickup_location=pickup, departure_city=departure)
    assert drives_from_start(trip_id, plan["itinerary"][0]["activities"], language) is not away


@settings(max_examples=8, deadline=None)
@given(trip_id=st.sampled_from(JOINABLE), change=st.sampled_from(("add_adults", "new_travel_date", "add_day")))
def test_a_change_quote_shows_the_drive_exactly_when_its_price_pays_it(trip_id: str, change: str) -> None:
    sb = Sandbox()
    town = ROUTES[trip_id].destination.split(",")[0]
    bid = sb.book(trip_id, people=2, pickup_location=NO_CITY, departure_city=town, **USER)["booking_id"]
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    booked = record(sb, bid)
    asked = {
        "add_adults": {"add_adults": 1},
        "new_travel_date": {"new_travel_date": later(booked["travel_date"], 7)},
        "add_day": {"new_end_date": later(booked["end_date"], 1)},
    }[change]
    quote = sb.data("previewReschedule", {"booking_id": bid, "purpose": "information", **asked, **USER})
    credited = "transfer_credit_per_adult_usd" in (sb.app.state.store.bookings[bid].pricing or {})
    assert credited  # a family starting in the destination town pays no transfer from the start
    day_one = quote["proposed"]["itinerary_days"][0]["activities"]
    assert not drives_from_start(trip_id, day_one, "EN"), day_one
