"""A new pickup that names no city is read where the booking is picked up now (issue 37, relay 27 req 48).

A Kratie family joining a Kep trip at the destination moved their pickup to "រូបសំណាកក្តាមធំ ជិតផ្សារក្តាម"
(the big crab statue near the crab market): changePickup read it in Kratie, their departure city, and
refused it as off the route. Over every route, every city where a booking can be picked up (the start,
the destination, the pier), departure cities off the route and place wordings in EN/KH/ZH: a place naming
no city is read in the booking's current city (same join point, same pickup time), a landmark the
catalogue knows in a route city is read in that city, and only a place naming a city off the route is
refused."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from sandbox.data.getting_there import ROUTES, pickup_city
from sandbox.data.known_cities import KNOWN_CITIES
from sandbox.data.landmarks import landmark_names
from sandbox.i18n import tr
from tests.sandbox.support import Sandbox

TRIP_IDS = sorted(ROUTES)
LANGS = ("EN", "KH", "ZH")
NO_CITY = (
    "the big statue near the market",
    "our guesthouse by the roundabout",
    "រូបសំណាកធំ ជិតផ្សារ",
    "ផ្ទះសំណាក់របស់យើង ក្បែររង្វង់មូល",
    "市场旁边的大雕像",
    "我们住的民宿门口",
)
HOTEL_WORDS = {"EN": "Seaside guesthouse, {town}", "KH": "ផ្ទះសំណាក់មាត់សមុទ្រ {town}", "ZH": "{town}海边民宿"}


def route_cities(trip_id: str) -> list[str]:
    """Where a booking of the trip can be picked up: its start, its destination (and towns), its pier."""
    r = ROUTES[trip_id]
    return [r.from_city, r.destination.split(",")[0], *r.towns, *([r.via] if r.via else [])]


def off_route(trip_id: str) -> list[str]:
    return [c for c in KNOWN_CITIES if pickup_city(trip_id, c)[1] == "other"]


def _paid(sb: Sandbox, trip_id: str, pickup: str, departure_city: str) -> str:
    bid = sb.book(trip_id, pickup_location=pickup, departure_city=departure_city)["booking_id"]
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    return bid


@settings(max_examples=40, deadline=None)
@given(
    trip_id=st.sampled_from(TRIP_IDS),
    where=st.integers(0, 10),
    away=st.integers(0, 40),
    language=st.sampled_from(LANGS),
    place=st.sampled_from(NO_CITY),
)
def test_a_pickup_naming_no_city_is_read_where_the_booking_joins_now(
    trip_id: str, where: int, away: int, language: str, place: str
) -> None:
    cities = route_cities(trip_id)
    town = cities[where % len(cities)]
    departure = off_route(trip_id)[away % len(off_route(trip_id))]  # as in req 48: Kratie for a Kep trip
    sb = Sandbox()
    bid = _paid(sb, trip_id, HOTEL_WORDS[language].format(town=tr(town, language)), departure)
    before = sb.data("getTripItinerary", {"trip_id": trip_id, "booking_id": bid})
    resp = sb.call("changePickup", {"booking_id": bid, "pickup_location": place, "language": language})
    assert resp.status_code == 200, (trip_id, town, departure, place, resp.text)  # never read in `departure`
    done = resp.json()["data"]
    assert done["pickup_changed"] and done["price_unchanged"], done
    after = sb.data("getTripItinerary", {"trip_id": trip_id, "booking_id": bid})
    assert after["pickup"]["time"] == before["pickup"]["time"], (before["pickup"], after["pickup"])  # same join


@settings(max_examples=60, deadline=None)
@given(trip_id=st.sampled_from(TRIP_IDS), pick=st.integers(0, 10_000), lead=st.sampled_from(("", "near the ")))
def test_a_catalogue_landmark_is_read_in_its_town_and_never_refused(trip_id: str, pick: int, lead: str) -> None:
    names = landmark_names()
    name, town = names[pick % len(names)]
    city, kind = pickup_city(trip_id, f"{lead}{name}")
    if any(tr(c, lang).lower() in name for c in (*KNOWN_CITIES, *route_cities(trip_id)) for lang in LANGS):
        return  # "Kep Beach" names its city, "Otres Beach" a stop of trip_008: read as that place
    assert kind != "other", (trip_id, name)  # a landmark alone never puts the pickup off the route
    if town in route_cities(trip_id):
        assert city is not None and pickup_city(trip_id, town) == (city, kind), (trip_id, name, town, city)


@settings(max_examples=30, deadline=None)
@given(trip_id=st.sampled_from(TRIP_IDS), away=st.integers(0, 40), language=st.sampled_from(LANGS))
def test_a_place_naming_a_city_off_the_route_is_refused(trip_id: str, away: int, language: str) -> None:
    cities = route_cities(trip_id)
    other = off_route(trip_id)[away % len(off_route(trip_id))]
    sb = Sandbox()
    bid = _paid(sb, trip_id, HOTEL_WORDS[language].format(town=tr(cities[-1], language)), other)
    place = HOTEL_WORDS[language].format(town=tr(other, language))
    error = sb.error("changePickup", {"booking_id": bid, "pickup_location": place}, 409)
    assert error["code"] == "PICKUP_OUTSIDE_ROUTE", error


PLACES = (*NO_CITY, "Hotel Lotus, Kratie", "ផ្ទះសំណាក់ ក្រចេះ", "桔井酒店", "Seaside guesthouse, Kep", "Old Market")


@settings(max_examples=40, deadline=None)
@given(
    trip_id=st.sampled_from(TRIP_IDS),
    where=st.integers(0, 10),
    language=st.sampled_from(LANGS),
    place=st.sampled_from(PLACES),
)
def test_the_check_before_the_yes_refuses_what_the_change_would_refuse_and_changes_nothing(
    trip_id: str, where: int, language: str, place: str
) -> None:
    """changePickup ``check_only`` (the concierge's step before it puts the change to the traveller) answers
    as the change itself would: a place it would refuse is refused before the traveller is asked."""
    cities = route_cities(trip_id)
    sb = Sandbox()
    bid = _paid(sb, trip_id, HOTEL_WORDS[language].format(town=tr(cities[where % len(cities)], language)), "Kratie")
    before = sb.data("getTripItinerary", {"trip_id": trip_id, "booking_id": bid})
    checked = sb.call("changePickup", {"booking_id": bid, "pickup_location": place, "check_only": True})
    assert sb.data("getTripItinerary", {"trip_id": trip_id, "booking_id": bid})["pickup"] == before["pickup"]
    done = sb.call("changePickup", {"booking_id": bid, "pickup_location": place})
    assert checked.status_code == done.status_code, (checked.text, done.text)
    if done.status_code != 200:
        assert checked.json()["error"]["code"] == done.json()["error"]["code"]
    else:
        assert checked.json()["data"]["checked"] is True and checked.json()["data"]["pickup_changed"] is False
