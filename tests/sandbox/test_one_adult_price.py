"""Every trip of a search names ONE price per adult (relay 28 req 7 / 11: trip_002 said ``price_usd``
420, the package with the transfer from Phnom Penh, beside ``price_per_adult_usd`` 360 for a family
joining in Siem Reap; the card led with $420 "per adult" while the itinerary said $360).

Invariant, over the whole catalogue, each departure city on or off a trip's route, with or without
children and self-drive: ``price_usd`` of a suggested trip is ``price_per_adult_usd``, the figure
getTripItinerary and compareTrips give for that trip from the same city; the model's view of a search
holds the same price fields for every trip (agent/tools/compact.py), one figure per adult; a trip whose
price includes the ride from the departure city may name, apart, the cheaper price joining at the
destination."""

from __future__ import annotations

from typing import Any

import pytest

from agent.tools.compact import compact
from sandbox.data.getting_there import ROUTES
from sandbox.data.trips import TRIPS
from tests.sandbox.support import Sandbox

GROUPS: list[dict[str, Any]] = [
    {"adults": 2},
    {"adults": 2, "children_ages": [10, 13]},
    {"adults": 3, "transport": "self_drive"},
]


def search(trip: dict[str, Any], city: str, group: dict[str, Any]) -> dict[str, Any]:
    return {
        "mood": "family",
        "environment": trip["environment"],
        "duration_days": trip["duration_days"] + 1,
        "budget_usd": {"min": 100, "max": 900},
        "departure_city": city,
        **group,
    }


# a named alternative, never the card's figure: one adult's price joining at the destination, beside a
# price that includes the ride from the departure city
ALTERNATIVES = {"price_at_destination_usd"}


def price_fields(item: dict[str, Any]) -> set[str]:
    return {k for k in item if "price" in k and k.endswith("_usd") and k not in ALTERNATIVES}


CASES = [(t, city) for t in TRIPS for city in sorted({t["region"], ROUTES[t["id"]].from_city, "Kampot"})]


@pytest.mark.parametrize("group", GROUPS, ids=lambda g: "-".join(f"{k}={v}" for k, v in g.items()))
def test_a_search_names_one_price_per_adult_the_itinerary_and_comparison_name_too(group: dict[str, Any]) -> None:
    sandbox = Sandbox()
    seen = set()
    for trip, city in CASES:
        key = (trip["environment"], trip["duration_days"], city)
        if key in seen:
            continue
        seen.add(key)
        result = sandbox.call("getTripSuggestions", search(trip, city, group)).json()
        trips = result["data"]["trips"]
        for item in trips:
            assert item["price_usd"] == item["price_per_adult_usd"] == item["price_per_person_usd"], item["id"]
        view = compact(result, "getTripSuggestions")["data"]["trips"]
        assert len({frozenset(price_fields(v)) for v in view}) == 1, [price_fields(v) for v in view]
        assert all("price_usd" not in v for v in view)  # one figure: price_per_adult_usd
        for v in view:  # the alternative is only ever the cheaper join at the destination
            assert v.get("price_at_destination_usd", 0) < v["price_per_adult_usd"], v
        ids = [t["id"] for t in trips]
        transport = {"transport": group["transport"]} if "transport" in group else {}
        compared = sandbox.data("compareTrips", {"trip_ids": ids, "departure_city": city, **group})
        row = compared["comparison"]["rows"][2]["values"]
        assert [c["price_usd"] for c in compared["trips"]] == row == [t["price_usd"] for t in trips]
        for item in trips:
            shown = sandbox.data("getTripItinerary", {"trip_id": item["id"], "departure_city": city, **transport})
            assert shown["price_usd"] == item["price_usd"], (item["id"], city)
