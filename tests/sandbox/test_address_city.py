"""A pickup address is read in the city it names, never in a guessed one (relay 37).

A Khmer farmer from Pursat moved the pickup of his Phnom Penh to Kep trip to "ទួលគោក ផ្លូវ៣១៥" (Toul
Kork district, street 315, in Phnom Penh). No name in it was known, so it was read in his departure
province and refused: "The pickup cannot be in Pursat". The invariants, over every route and the three
languages:

- Phnom Penh's districts and neighbourhoods (sandbox/catalogue/areas.yaml) and its numbered streets
  ("St. 315", "ផ្លូវលេខ៥១", "51号路") are in Phnom Penh;
- a name counts only whole: never a fragment of another word, another name or a number;
- an address naming a known city B with street words is read in B, never in any other city or district A;
- an address naming no known place is "not recognised": accepted for the operator to confirm, never read
  in a province guessed from the departure city.
"""

from __future__ import annotations

import pytest

from sandbox.catalogue import CATALOGUE
from sandbox.data.getting_there import ROUTES, pickup_city
from sandbox.data.known_cities import KNOWN_CITIES
from sandbox.i18n import tr
from tests.sandbox.support import Sandbox

PP = "Phnom Penh"
TRIP_IDS = sorted(ROUTES)
LANGS = ("EN", "KH", "ZH")
FROM_PP = [t for t in TRIP_IDS if ROUTES[t].from_city == PP]
LINE = "ទួលគោក ផ្លូវ៣១៥"  # the traveller's own words
# (EN, KH, ZH) of the districts and neighbourhoods a Phnom Penh address names
DISTRICTS = (
    ("Toul Kork", "ទួលគោក", "堆谷区"),
    ("Chamkar Mon", "ចំការមន", "桑园区"),
    ("Daun Penh", "ដូនពេញ", "隆边区"),
    ("7 Makara", "៧មករា", "玛卡拉区"),
    ("Prampi Makara", "ប្រាំពីរមករា", "玛卡区"),
    ("BKK1", "បឹងកេងកង", "万景岗"),
    ("Sen Sok", "សែនសុខ", "森速区"),
    ("Russey Keo", "ឫស្សីកែវ", "雷西郊区"),
    ("Mean Chey", "មានជ័យ", "棉芷区"),
    ("Chbar Ampov", "ច្បារអំពៅ", "铁桥头区"),
    ("Por Senchey", "ពោធិ៍សែនជ័យ", "波森芷区"),
    ("Chroy Changvar", "ជ្រោយចង្វារ", "水净华区"),
)
STREETS = ("St. 315", "Street 51", "#12, St 63", "ផ្លូវ៣១៥", "ផ្លូវលេខ៥១", "ផ្លូវ 51", "315街", "51号路")
# how an address puts street words beside a place (EN, KH, ZH)
WORDED = {
    "EN": ("{place}, Street 51", "#12, St. 315, {place}"),
    "KH": ("{place} ផ្លូវលេខ៥១", "ផ្ទះលេខ១២ ផ្លូវ៣១៥ {place}"),
    "ZH": ("{place}51号路", "315街12号，{place}"),
}


def names_of(city: str) -> list[str]:
    return [tr(city, lang) for lang in LANGS]


@pytest.mark.parametrize("trip_id", FROM_PP)
def test_a_district_of_phnom_penh_is_in_phnom_penh(trip_id: str) -> None:
    for district in [n for names in DISTRICTS for n in names]:
        for words in (district, f"{district}, near the market", f"ខណ្ឌ{district}", f"{district} ផ្លូវ៥"):
            assert pickup_city(trip_id, words) == (PP, "main"), (trip_id, words)


@pytest.mark.parametrize("trip_id", TRIP_IDS)
def test_a_numbered_street_alone_is_in_phnom_penh_on_a_route_through_it(trip_id: str) -> None:
    """Other towns number streets too: a street alone never puts a pickup off a route that misses Phnom Penh."""
    for street in STREETS:
        if trip_id in FROM_PP:
            assert pickup_city(trip_id, street) == (PP, "main"), (trip_id, street)
            assert pickup_city(trip_id, f"{street}, Toul Kork") == (PP, "main")
        else:
            assert pickup_city(trip_id, street)[1] != "other", (trip_id, street)


@pytest.mark.parametrize("trip_id", TRIP_IDS)
@pytest.mark.parametrize("language", LANGS)
def test_an_address_naming_a_city_is_in_that_city_never_another(trip_id: str, language: str) -> None:
    """For every known city B and every other city or district A: B's name with street words reads as B."""
    for city in KNOWN_CITIES:
        alone = pickup_city(trip_id, tr(city, language))
        assert alone[0] == city, (trip_id, city, language, alone)  # B's own name is B
        for form in WORDED[language]:
            words = form.format(place=tr(city, language))
            assert pickup_city(trip_id, words) == alone, (trip_id, words, pickup_city(trip_id, words), alone)


@pytest.mark.parametrize("trip_id", TRIP_IDS)
def test_a_name_counts_only_whole(trip_id: str) -> None:
    """A city or district inside another word, another name or a number is not named."""
    latin = [n for c in KNOWN_CITIES for n in (c,)] + [a.name.en for a in CATALOGUE.areas.areas]
    for name in latin:
        for words in (f"{name}x guesthouse", f"the {name.lower()}ish lodge", f"room 5{name}"):
            if " " not in name:
                assert pickup_city(trip_id, words)[0] is None, (trip_id, words, pickup_city(trip_id, words))
    for words in ("please keep the change", "a takeout near the lobby", "Room 17 Makara", "Kepler lodge"):
        assert pickup_city(trip_id, words)[0] is None, (trip_id, words, pickup_city(trip_id, words))
    # a district inside a province's name is part of it (Mean Chey in Banteay Meanchey)
    for province in ("Banteay Meanchey", "Oddar Meanchey"):
        for name in names_of(province):
            assert pickup_city(trip_id, f"{name} ផ្លូវ៥")[0] == province, (trip_id, name)


def _booked(sb: Sandbox, trip_id: str, departure: str) -> str:
    return str(sb.book(trip_id, departure_city=departure)["booking_id"])


@pytest.mark.parametrize("trip_id", FROM_PP)
def test_the_toul_kork_line_is_picked_up_in_phnom_penh_for_a_traveller_from_any_province(trip_id: str) -> None:
    """Relay 37: the exact line, for travellers whose departure city is a province off the route."""
    sb = Sandbox()
    for departure, language in (("Pursat", "KH"), ("Kratie", "EN"), ("Kampong Thom", "ZH")):
        assert pickup_city(trip_id, LINE) == (PP, "main")
        bid = _booked(sb, trip_id, departure)
        done = sb.call("changePickup", {"booking_id": bid, "pickup_location": LINE, "language": language})
        assert done.status_code == 200, (trip_id, departure, done.text)
        assert departure not in done.text and tr(departure, "KH") not in done.text, done.text
        assert "place_check" not in done.json()["data"]["pickup"]  # a place we know: nothing to confirm
        body = {"trip_id": trip_id, "people_count": 2, "pickup_location": LINE, "departure_city": departure}
        assert sb.call("previewBooking", {**body, "travel_date": "2026-04-20"}).status_code == 200


@pytest.mark.parametrize("trip_id", TRIP_IDS)
def test_an_address_naming_no_known_place_is_not_recognised_never_a_guessed_province(trip_id: str) -> None:
    sb = Sandbox()
    off = [c for c in KNOWN_CITIES if pickup_city(trip_id, c)[1] == "other"]
    for i, place in enumerate(("Hotel lobby", "ផ្ទះលេខ១២ ក្បែរវត្ត", "我们住的公寓楼下")):
        _not_recognised(sb, trip_id, place, off[i * 7 % len(off)])


def _not_recognised(sb: Sandbox, trip_id: str, place: str, off: str) -> None:
    bid = _booked(sb, trip_id, off)
    done = sb.call("changePickup", {"booking_id": bid, "pickup_location": place})
    assert done.status_code == 200, (trip_id, off, place, done.text)  # never "The pickup cannot be in {off}"
    pickup = done.json()["data"]["pickup"]
    assert place in pickup["place_check"] and "operator" in pickup["place_check"], pickup
    assert off not in done.text, done.text
