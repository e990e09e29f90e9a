"""Every transport text of a plan follows the priced transport, for every trip and every transport
customisation (relay 21 req 17/19: a flight was in the price while the itinerary, the booking summary
and its pickup still said "private car, about 3 h")."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.data.getting_there import ROUTES
from sandbox.data.itineraries import TRANSPORT_INCLUDED
from sandbox.data.priced_transport import priced_by
from sandbox.data.pricing import TRANSPORT_PRICES
from sandbox.i18n import tr
from tests.sandbox.support import END, TRAVEL, Sandbox


def _transport_texts(result: dict[str, Any]) -> list[str]:
    """What says how the group travels: getting there, the pickup's transfer, what is included, day 1's
    transfer and the last day's ride back."""
    days = result.get("itinerary") or result["itinerary_days"]
    return [
        result["getting_there"]["by"],
        result["pickup"]["transfer"],
        *result["included"],
        days[0]["activities"][0],
        *days[-1]["activities"],
    ]


@pytest.mark.parametrize("language", ["EN", "ZH"])
@pytest.mark.parametrize("mode", sorted(TRANSPORT_PRICES))
@pytest.mark.parametrize("trip_id", sorted(ROUTES))
def test_every_transport_text_says_what_is_paid_for(sb: Sandbox, trip_id: str, mode: str, language: str) -> None:
    change = [{"type": "change_transport", "details": {"to": mode}}]
    cid = sb.data("customizeTrip", {"trip_id": trip_id, "customizations": change}, lang=language)["custom_trip_id"]
    body = {"trip_id": cid, "travel_date": TRAVEL, "end_date": END, "people_count": 2, "pickup_location": "Hotel lobby"}
    own, paid = ROUTES[trip_id].by, priced_by(ROUTES[trip_id].by, mode)
    for result in (
        sb.data("getTripItinerary", {"trip_id": cid}, lang=language),
        sb.data("previewBooking", body, lang=language),
    ):
        texts = _transport_texts(result)
        assert result["getting_there"]["by"] == tr(paid, language)
        assert tr(paid, language) in result["pickup"]["transfer"]
        if paid != own:  # the route's own transport is said nowhere
            assert not [t for t in texts if tr(own, language) in t], (trip_id, mode)
        if mode not in ("private_car", "van"):  # replaced: no road vehicle is "included" either
            assert not set(texts) & {tr(line, language) for line in TRANSPORT_INCLUDED}, (trip_id, mode)
