"""Travelling yourselves to a trip reached by boat says what happens to the boat and its price
(relays 6 and 8: a self-travel price dropped the boat without a word): in every quote of a
self-travel price (suggestions, calculateCustomTrip, previewBooking), in the session's language."""

from __future__ import annotations

import pytest

from sandbox.data.getting_there import ROUTES
from sandbox.data.trips import TRIPS
from sandbox.i18n import tr
from tests.sandbox.support import TRAVEL, Sandbox

BY_BOAT = {t for t, r in ROUTES.items() if "boat" in r.by or "ferry" in r.by}


def says_the_boat(text: str, trip_id: str, language: str) -> bool:
    destination = tr(ROUTES[trip_id].destination, language)
    return destination in text and ("$" not in text)  # the boat is named, and costs nothing more


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("trip", TRIPS, ids=[t["id"] for t in TRIPS])
def test_a_self_travel_quote_says_what_happens_to_the_boat(sb: Sandbox, trip: dict, language: str) -> None:
    assert BY_BOAT  # the catalogue has island trips
    tid = trip["id"]
    change = [{"type": "change_transport", "details": {"to": "self_drive"}}]
    custom = sb.data("calculateCustomTrip", {"base_trip_id": tid, "customizations": change}, lang=language)
    boat = custom["customizations"][0].get("boat")
    preview = sb.data(
        "previewBooking",
        {"trip_id": tid, "travel_date": TRAVEL, "people_count": 2, "transport": "self_drive"},
        lang=language,
    )
    if tid in BY_BOAT:
        assert boat and says_the_boat(boat, tid, language)
        assert preview["pickup"].get("boat") == boat
        assert custom["price_per_adult_usd"] < trip["price_usd"]  # the credit, the boat still in the price
    else:
        assert boat is None and "boat" not in preview["pickup"]


def test_suggestions_with_a_self_travel_credit_say_the_boat_stays_included(sb: Sandbox) -> None:
    body = {
        "mood": "curious",
        "environment": "ISLAND",
        "duration_days": 3,
        "people_count": 2,
        "transport": "self_drive",
        "budget_usd": {"min": 0, "max": 5000},
        "departure_city": "Phnom Penh",
    }
    trips = sb.data("getTripSuggestions", body)["trips"]
    credited = [t for t in trips if t.get("self_drive_credit_per_person_usd")]
    assert credited
    for t in credited:
        tid = t.get("trip_id") or t.get("id")
        assert ("self_travel_boat" in t) == (tid in BY_BOAT)
