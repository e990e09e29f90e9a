"""A search naming an island of a region finds the places on that island and the region's own, never those on its
other island (relay 66 req 4: "Koh Rong Samloem" listed Long Set, Sok San, Koh Touch and Police Beach, all on Koh
Rong); each place on an island says which, in the request's language; the region itself still finds them all."""

from __future__ import annotations

import pytest

from sandbox.catalogue import CATALOGUE
from sandbox.data.places import island_asked
from tests.sandbox.support import Sandbox

ISLANDS = {p.island for p in CATALOGUE.places if p.island and p.island != p.region}


@pytest.fixture(scope="module")
def sb() -> Sandbox:
    return Sandbox()


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
def test_a_search_naming_an_island_finds_its_own_places(sb: Sandbox, language: str) -> None:
    assert ISLANDS
    for island in ISLANDS:
        own = next(p for p in CATALOGUE.places if p.name.en == island)
        for said in (own.name.en, own.name.in_(language)):
            assert island_asked(said) == island
            for category in {p.category for p in CATALOGUE.places if p.region == own.region}:
                found = sb.data("getPlaces", {"category": category, "region": said, "language": language})["places"]
                names = {p["name_en"] for p in found}
                expected = {
                    p.name.en
                    for p in CATALOGUE.places
                    if p.category == category and p.region == own.region and p.island in (island, None)
                }
                assert names == expected, (said, category, names ^ expected)


def test_the_region_finds_every_island_and_says_which(sb: Sandbox) -> None:
    region = next(p.region for p in CATALOGUE.places if p.island)
    assert island_asked(region) is None
    found = sb.data("getPlaces", {"category": "beaches", "region": region, "language": "ZH"})["places"]
    on = {p["name_en"]: p.get("island") for p in found}
    assert {p.name.en for p in CATALOGUE.places if p.region == region and p.category == "beaches"} == set(on)
    assert all(on[p.name.en] for p in CATALOGUE.places if p.region == region and p.category == "beaches" and p.island)
    assert "高龙撒冷岛" in on.values()
