"""An airport pickup or drop-off names the city's current airport (Phnom Penh: Techo International, KTI, since
9 Sept 2025; Siem Reap: Siem Reap-Angkor International, SAI), where the driver waits, what a late flight means,
and its road time to the city, which the drop-off time includes; "金边机场" was kept as "the driver meets you at
Phnom Penh airport" with the city's times, and no data could say which airport.

Invariant, for every trip on a route through the city and every language: the pickup's meeting point and the
drop-off text name the airport and its code, the airport facts carry a review date, and the drop-off at the
airport is the city drop-off plus the airport's road hours."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from sandbox.data.airports import AIRPORTS, AIRPORTS_REVIEWED
from sandbox.data.day_times import drop_off
from sandbox.data.getting_there import ROUTES, pickup_city
from sandbox.data.hours import plus
from sandbox.data.practical import pickup_facts

SAID = {
    "Phnom Penh": ("Phnom Penh airport", "金边机场", "ព្រលានយន្តហោះភ្នំពេញ", "Phnom Penh airport, flight CZ3051"),
    "Siem Reap": ("Siem Reap airport", "暹粒机场", "ព្រលានយន្តហោះសៀមរាប"),
}
CITY_PLACE = {"Phnom Penh": "Phnom Penh", "Siem Reap": "Siem Reap"}
CASES = [
    (t, city, said)
    for t in sorted(ROUTES)
    for city, words in SAID.items()
    for said in words
    if pickup_city(t, said)[1] in ("main", "local") and pickup_city(t, said)[0] == city
]


def test_both_cities_are_covered() -> None:
    assert {c for _, c, _ in CASES} == set(AIRPORTS)


@settings(max_examples=60, deadline=None)
@given(case=st.sampled_from(CASES), language=st.sampled_from(["EN", "KH", "ZH"]))
def test_an_airport_pickup_names_the_current_airport_and_its_road_time(case, language) -> None:
    trip_id, city, said = case
    airport = AIRPORTS[city]
    name = airport.name[("EN", "KH", "ZH").index(language)]
    pickup = pickup_facts(trip_id, said, False, language)
    assert name in pickup["meeting_point"] and airport.iata in pickup["meeting_point"]
    assert airport.iata in pickup["transfer"]
    facts = pickup["airport"]
    assert facts["iata"] == airport.iata and facts["reviewed"] == AIRPORTS_REVIEWED
    assert facts["road_hours_to_city"] == airport.road_hours and facts["if_flight_late"]
    assert facts.get("flight_number") == ("CZ3051" if "CZ3051" in said else None) or facts.get("flight_number_helps")
    end = drop_off(trip_id, said, False, language)
    in_town = drop_off(trip_id, CITY_PLACE[city], False, language)
    assert end["time"] == plus(in_town["time"], airport.road_hours)  # the drive out is in the time
    assert name in end["text"] and end["time"] in end["text"]


def test_a_hotel_pickup_names_no_airport() -> None:
    trip_id = next(t for t, r in ROUTES.items() if r.from_city == "Phnom Penh")
    assert "airport" not in pickup_facts(trip_id, "Sokha Phnom Penh Hotel", False, "EN")
