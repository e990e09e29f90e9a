"""Invariant: a place that an add-on of its region visits says so, with the add-on's price and that the price holds
the place's fee (run 59 req 8: getPlaces listed Tonle Sap Lake at $20 'boat fee' beside the trip's $30 Tonle Sap
boat-trip add-on, and nothing said whether the $30 held the $20).

Over every place of every category: ``as_add_on`` names an add-on of the place's region (in the session's
language) at its price per adult, says its price includes the fee, and is there only where the add-on visits that
place (a one-word alias is not enough: "Pepper Crab Terrace" is no pepper farm)."""

from __future__ import annotations

import pytest

from sandbox.data.addable import BY_REGION
from sandbox.data.places import CATEGORIES
from sandbox.i18n import tr
from tests.sandbox.support import Sandbox


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
def test_a_place_an_add_on_visits_names_it_with_its_price(language: str) -> None:
    sb = Sandbox()
    shown = {}
    for category in CATEGORIES:
        for place in sb.data("getPlaces", {"category": category}, lang=language)["places"]:
            if "as_add_on" not in place:
                continue
            add_on = place["as_add_on"]
            region = next(r for r in BY_REGION if tr(r, language) == place["region"])
            [item] = [a for a in BY_REGION[region] if tr(a.name, language) == add_on["name"]]
            assert add_on["price_per_adult_usd"] == item.price_usd and "entry fee" in add_on["includes"]
            shown[place["name_en"]] = item.name
    assert shown.get("Tonle Sap Lake") == "Tonle Sap boat trip to Kampong Phluk", shown
    assert "Pepper Crab Terrace" not in shown and "Highland Coffee Garden" not in shown, shown
