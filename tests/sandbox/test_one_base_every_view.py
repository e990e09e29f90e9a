"""Invariant: for one plan and group every result names the same base price and the same parts, and a
transfer credit is said the same way everywhere: already inside the base, with ``transfer_credit_is``
saying so (sandbox/price_base.py). A group joining at the destination of every catalogue trip that starts
elsewhere: the suggestion card, getTripItinerary, calculateCustomTrip, customizeTrip and previewBooking
name one base, their lines add up to one adult's price without the credit taken off a second time (model
run, Angkor from Siem Reap: 165 + 44 + 10 = 219 quoted, then previewBooking's 189 + 44 + 10 - 24 = 219,
and the traveller asked where the 24 came in)."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.data.getting_there import ROUTES
from sandbox.data.trips import TRIPS
from sandbox.pickup_price import joins_away
from tests.sandbox.support import TRAVEL, Sandbox

AWAY = [
    (t["id"], town)
    for t in TRIPS
    if joins_away(t["id"], None, town := ROUTES[t["id"]].destination.split(",")[0].strip())
]
CREDIT = "transfer_credit_per_adult_usd"


def _credit_said(result: dict[str, Any]) -> float:
    """The credit a result gives, always with what it is; 0 when it gives none."""
    if CREDIT not in result:
        return 0.0
    assert result["transfer_credit_is"], result
    return float(result[CREDIT])


def _adding(addable: dict[str, Any]) -> dict[str, Any]:
    return {"type": "add_activity", "details": {"activity": addable["name"]}}


def test_the_catalogue_has_trips_to_join_away() -> None:
    assert len(AWAY) >= 5


@pytest.mark.parametrize(("trip_id", "town"), AWAY)
def test_every_view_names_one_base_and_the_credit_inside_it(trip_id: str, town: str) -> None:
    sb = Sandbox()
    trip = next(t for t in TRIPS if t["id"] == trip_id)
    group = {"adults": 2}
    search = {
        "mood": trip["moods"][0],
        "environment": trip["environment"],
        "duration_days": trip["duration_days"],
        "budget_usd": {"min": 1, "max": 10_000},
        "departure_city": town,
        **group,
    }
    cards = [c for c in sb.data("getTripSuggestions", search)["trips"] if c["id"] == trip_id]
    shown = sb.data("getTripItinerary", {"trip_id": trip_id, "departure_city": town})
    add = next(  # an add-on a day of the plan has room for
        c
        for a in shown["addable_activities"]
        if sb.call("calculateCustomTrip", {"base_trip_id": trip_id, "customizations": (c := [_adding(a)])}).is_success
    )
    calc = sb.data(
        "calculateCustomTrip", {"base_trip_id": trip_id, "customizations": add, "departure_city": town, **group}
    )
    saved = sb.data("customizeTrip", {"trip_id": trip_id, "customizations": add, "departure_city": town, **group})
    preview = {"trip_id": saved["custom_trip_id"], "travel_date": TRAVEL, "departure_city": town, **group}
    pricing = sb.data("previewBooking", preview)["pricing"]
    bases = {
        "itinerary": shown["price_usd"],
        "calculateCustomTrip": calc["base_price_per_adult_usd"],
        "customizeTrip": saved["base_price_per_adult_usd"],
        "previewBooking": pricing["base_per_adult_usd"],
        **({"suggestion": cards[0]["price_per_adult_usd"]} if cards else {}),
    }
    assert len(set(bases.values())) == 1, bases  # one base, whatever the view
    credits = {
        name: _credit_said(r)
        for name, r in [
            ("itinerary", shown),
            ("calculateCustomTrip", calc),
            ("customizeTrip", saved),
            ("previewBooking", pricing),
            *([("suggestion", cards[0])] if cards else []),
        ]
    }
    assert len(set(credits.values())) == 1, credits  # the same credit said by every view, or by none
    for name, result, add_ons in (
        ("calculateCustomTrip", calc, calc["add_ons_per_adult_usd"]),
        ("previewBooking", pricing, pricing["customizations_per_person_usd"]),
    ):
        lines = (
            bases[name]
            + add_ons
            + result.get("park_pass_change_per_adult_usd", 0.0)
            - result.get("self_drive_credit_per_adult_usd", 0.0)
        )
        assert lines == pytest.approx(result["price_per_adult_usd"], abs=0.006), (name, result)
