"""Transport words follow the priced transport (issue 37, relays 12 and 13): once a change_transport
to a private vehicle is in the price of a shared-minibus trip, no transport text of any result
(itinerary, previewBooking, createBooking) still says "shared minibus", in every language, and the
texts name the vehicle paid for."""

from __future__ import annotations

import json
from typing import Any

import pytest

from sandbox.data.getting_there import ROUTES
from sandbox.data.priced_transport import PRIVATE_BY, SHARED, priced_by
from sandbox.i18n import tr
from tests.sandbox.support import END, TRAVEL, Sandbox

SHARED_TRIPS = sorted(t for t, r in ROUTES.items() if r.by.startswith(SHARED))


def _texts(result: dict[str, Any]) -> str:
    return json.dumps(result, ensure_ascii=False)


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("mode", sorted(PRIVATE_BY))
@pytest.mark.parametrize("trip_id", SHARED_TRIPS)
def test_every_result_names_the_priced_vehicle(sb: Sandbox, trip_id: str, mode: str, language: str) -> None:
    assert SHARED_TRIPS  # the catalogue has shared-minibus trips
    change = [{"type": "change_transport", "details": {"to": mode}}]
    custom = sb.data("customizeTrip", {"trip_id": trip_id, "customizations": change}, lang=language)
    cid = custom["custom_trip_id"]
    body = {"trip_id": cid, "travel_date": TRAVEL, "end_date": END, "people_count": 2, "pickup_location": "Hotel lobby"}
    results = {
        "itinerary": sb.data("getTripItinerary", {"trip_id": cid}, lang=language),
        "preview": sb.data("previewBooking", body, lang=language),
        "booking": sb.data(
            "createBooking",
            {**body, "customer_name": "Sokha Chan", "customer_phone": "012 345 678"},
            lang=language,
        ),
    }
    shared = tr(SHARED, language)
    paid_for = tr(priced_by(ROUTES[trip_id].by, mode), language)
    for kind, result in results.items():
        text = _texts(result)
        assert shared not in text, (kind, [line for line in text.split('"') if shared in line][:3])
        assert paid_for in text, kind


@pytest.mark.parametrize("trip_id", SHARED_TRIPS)
def test_a_package_without_the_change_keeps_its_shared_minibus(sb: Sandbox, trip_id: str) -> None:
    plan = sb.data("getTripItinerary", {"trip_id": trip_id})
    assert plan["getting_there"]["by"] == ROUTES[trip_id].by and "transport_mode" not in plan
