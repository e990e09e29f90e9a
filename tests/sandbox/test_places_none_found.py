"""An empty getPlaces says why (relay 49 req 2: beaches in Kampot came back as "places": [], which
reads as "Kampot has no beach"): for every region (named in EN, KH or ZH) x category x result language,
an empty list comes with ``none_found`` in the result's language, naming what the catalogue lists there,
and ``nearest_region``, a region where getPlaces finds that category; a region the catalogue does not
know is said to be unknown, with the regions that have the category."""

from __future__ import annotations

import re

import pytest

from sandbox.catalogue import CATALOGUE
from sandbox.data.places import CATEGORIES
from sandbox.i18n import tr
from tests.sandbox.support import Sandbox

SCRIPT = {"KH": re.compile(r"[\u1780-\u17ff]"), "ZH": re.compile(r"[\u4e00-\u9fff]")}
REGIONS = [r.en for r in CATALOGUE.regions if r.en not in ("Cambodia", "Nationwide")]


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("asked_in", ["EN", "KH", "ZH"])
def test_an_empty_places_list_says_why_and_where(sb: Sandbox, language: str, asked_in: str) -> None:
    empty = 0
    for region in REGIONS:
        for category in CATEGORIES:
            data = sb.data("getPlaces", {"category": category, "region": tr(region, asked_in)}, lang=language)
            if data["places"]:
                assert "none_found" not in data
                continue
            empty += 1
            why, nearest = data["none_found"], data["nearest_region"]
            assert tr(region, language) in why and nearest in why, data
            if language in SCRIPT:
                assert SCRIPT[language].search(why), data
            else:
                assert why.isascii(), data
            assert nearest != tr(region, language)
            assert sb.data("getPlaces", {"category": category, "region": nearest}, lang=language)["places"], data
    assert empty  # Kampot's beaches among them


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
def test_a_region_the_catalogue_does_not_know_is_said_to_be_unknown(sb: Sandbox, language: str) -> None:
    data = sb.data("getPlaces", {"category": "beaches", "region": "Atlantis"}, lang=language)
    assert data["places"] == [] and "Atlantis" in data["none_found"] and tr("Kep", language) in data["none_found"]


def test_the_whole_country_is_every_region(sb: Sandbox) -> None:
    everywhere = sb.data("getPlaces", {"category": "temples"})["places"]
    assert sb.data("getPlaces", {"category": "temples", "region": "Cambodia"})["places"] == everywhere
