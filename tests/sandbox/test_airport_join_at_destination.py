"""A traveller joining in the destination town with a pickup at its airport (Siem Reap-Angkor, SAI, about 1 h
from town) is met there the airport's road time before the group arrives in town, never at the group's arrival
time "when the group arrives" and then an hour's drive.

Invariant, for every trip into a town with an airport and every language: the pickup time is the group's arrival
less the airport's road hours; previewBooking, createBooking, the booking's getTripItinerary (pickup and day 1)
and previewReschedule's plan all give that time; the transfer line says the arrivals hall and the airport code,
the meeting time and the group's arrival."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from sandbox.data.airports import AIRPORTS
from sandbox.data.getting_there import ROUTES, arrival, in_destination
from sandbox.data.hours import plus
from sandbox.data.practical import DEFAULT_PICKUP_TIME, PICKUP_TIME, pickup_facts
from tests.sandbox.support import TRAVEL, Sandbox

USER = {"user_id": "user-a"}
CASES = [
    (t, f"{city} airport")
    for t, r in sorted(ROUTES.items())
    for city in AIRPORTS
    if city != r.from_city and in_destination(t, f"{city} airport")
]
HALL = {"EN": "arrivals hall", "KH": "សាលមកដល់", "ZH": "到达大厅"}


def test_there_is_such_a_trip() -> None:
    assert CASES


@settings(max_examples=12, deadline=None)
@given(case=st.sampled_from(CASES), language=st.sampled_from(("EN", "KH", "ZH")))
def test_an_airport_joiner_is_met_before_the_group_arrives(case: tuple[str, str], language: str) -> None:
    trip_id, place = case
    city = place.removesuffix(" airport")
    airport = AIRPORTS[city]
    in_town = arrival(trip_id, PICKUP_TIME.get(trip_id, DEFAULT_PICKUP_TIME))
    met = plus(in_town, -airport.road_hours)
    pickup = pickup_facts(trip_id, place, False, language)
    assert pickup["time"] == met
    assert HALL[language] in pickup["transfer"] and airport.iata in pickup["transfer"]
    assert met in pickup["transfer"] and in_town in pickup["transfer"]
    sb = Sandbox()
    body = {"trip_id": trip_id, "travel_date": TRAVEL, "people_count": 2, "pickup_location": place}
    preview = sb.data("previewBooking", {**body, "language": language}, lang=language)
    booked = sb.book(trip_id, pickup_location=place, lang=language, language=language, **USER)
    bid = booked["booking_id"]
    plan = sb.data("getTripItinerary", {"booking_id": bid, "language": language, **USER}, lang=language)
    assert preview["pickup"]["time"] == booked["pickup"]["time"] == plan["pickup"]["time"] == met
    assert preview["itinerary_days"][0]["starts_at"] == booked["itinerary_days"][0]["starts_at"] == met
    assert plan["itinerary"][0]["starts_at"] == met
    qr = sb.data("generatePaymentQR", {"booking_id": bid, **USER})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    quote = sb.data("previewReschedule", {"booking_id": bid, "new_travel_date": "2026-04-27", **USER}, lang=language)
    assert quote["proposed"]["itinerary_days"][0]["starts_at"] == met
