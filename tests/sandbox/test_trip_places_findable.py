"""Every place a catalogue itinerary visits is findable by getPlaces under its region's names in EN, KH
and ZH (relay 21 req 60/61: getPlaces found nothing for Sihanoukville / 西哈努克 while the booked trip
went to Otres Beach, Koh Ta Kiev and Ream National Park)."""

from __future__ import annotations

import re

import pytest

from sandbox.catalogue import CATALOGUE
from sandbox.catalogue.models import Trip
from sandbox.data.places import CATEGORIES
from sandbox.i18n import tr
from tests.sandbox.support import Sandbox

# a named site in a trip's English texts: an island, hill or pagoda, a park, beach, bay, market, museum, palace
SITE = re.compile(
    r"\b((?:Koh|Phnom|Wat) [A-Z][a-z]+(?: [A-Z][a-z]+)?"
    r"|(?:[A-Z][a-z]+ )+(?:National Park|Beach|Island|Bay|Market|Museum|Palace))"
)
CITIES = {"Phnom Penh"}  # a town, not a site


def sites(trip: Trip) -> set[str]:
    texts = [trip.tagline.en, *(h.en for h in trip.highlights), *(a.en for d in trip.days for a in d.activities)]
    return {s.removeprefix("Private ") for s in SITE.findall(" | ".join(texts))} - CITIES


def test_the_catalogue_names_sites() -> None:
    assert {"Koh Ta Kiev", "Ream National Park", "Otres Beach"} <= sites(CATALOGUE.trip("trip_008"))


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("trip", CATALOGUE.trips, ids=lambda t: t.id)
def test_every_site_a_trip_visits_is_a_place_of_its_region(sb: Sandbox, trip: Trip, language: str) -> None:
    region = tr(trip.region, language)
    found = [
        p["name_en"].lower()
        for category in CATEGORIES
        for p in sb.data("getPlaces", {"category": category, "region": region}, lang=language)["places"]
    ]
    for site in sites(trip):
        assert any(site.lower() in f or f.split(" (")[0] in site.lower() for f in found), (trip.id, site, region)
