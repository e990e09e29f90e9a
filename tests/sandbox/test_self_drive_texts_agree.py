"""Invariant: every description of how a booked group moves agrees with its transport choice, and the itinerary
says plainly whether the ride between the sights is included.

For every trip, a paid booking that drives itself (``transport: self_drive``, or ``change_transport`` to a self-drive
mode) is never said to ride the shared minibus, a private vehicle with a driver, or a pickup: its ``group_format`` says
its own vehicle, driven by itself, ``transport_between_sights`` says the ride is not included, ``pickup`` needs no
place, and a change quote's ``vehicle_is`` says they drive themselves. A booking with a driver says the ride between
the sights is included and never that it drives itself."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.data.itineraries import GROUP_FORMAT
from sandbox.data.priced_transport import (
    BETWEEN_SIGHTS_DRIVEN,
    BETWEEN_SIGHTS_SELF_DRIVE,
    PRIVATE_GROUP_FORMAT,
    SELF_DRIVE_GROUP_FORMAT,
)
from sandbox.data.trips import TRIPS
from sandbox.i18n import tr
from tests.sandbox.support import TRAVEL, Sandbox

WAYS: dict[str, dict[str, Any]] = {
    "driver": {"pickup_location": "Hotel lobby"},
    "self_drive": {"transport": "self_drive"},
    "change to self drive": {"pickup_location": "Hotel lobby", "customizations": ["change_transport:self_drive"]},
}
DRIVEN_WORDS = ("minibus", "driver", "pickup", "private car", "private van")


def _paid(sb: Sandbox, trip: dict[str, Any], extra: dict[str, Any], language: str) -> dict[str, Any]:
    end = f"2026-04-{19 + trip['duration_days']:02d}"
    body = {"trip_id": trip["id"], "travel_date": TRAVEL, "end_date": end, "people_count": 2, "user_id": "u1"}
    body |= {"customer_name": "Sokha Chan", "customer_phone": "012 345 678", **extra}
    resp = sb.call("createBooking", body, lang=language)
    if resp.status_code != 200:  # a way this trip cannot travel
        pytest.skip(resp.json()["error"]["message"])
    booking = resp.json()["data"]
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"], "user_id": "u1"})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    return booking


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("way", list(WAYS))
@pytest.mark.parametrize("trip_id", [t["id"] for t in TRIPS])
def test_how_the_group_moves_is_said_one_way(trip_id: str, way: str, language: str) -> None:
    trip = next(t for t in TRIPS if t["id"] == trip_id)
    sb = Sandbox()
    booking = _paid(sb, trip, WAYS[way], language)
    ids = {"booking_id": booking["booking_id"], "user_id": "u1"}
    plan = sb.data("getTripItinerary", ids, lang=language)
    quote = sb.data("previewReschedule", {**ids, "add_adults": 1}, lang=language)
    if way == "driver":
        assert plan["transport"] == "driver" and plan["pickup"]["required"]
        assert plan["group_format"] in {tr(GROUP_FORMAT[trip["tier"]], language), tr(PRIVATE_GROUP_FORMAT, language)}
        assert plan["transport_between_sights"] == tr(BETWEEN_SIGHTS_DRIVEN, language)
        assert "drive yourselves" not in quote.get("vehicle_is", "")
        return
    assert plan["transport"] == "self_drive" and not plan["pickup"]["required"]
    assert plan["group_format"] == tr(SELF_DRIVE_GROUP_FORMAT[trip["tier"]], language)
    assert plan["transport_between_sights"] == tr(BETWEEN_SIGHTS_SELF_DRIVE, language)
    assert "getting_there" not in plan
    assert "drive yourselves" in quote["vehicle_is"]
    if language == "EN":  # no day, meeting point or line rides a vehicle someone else drives
        said = [plan["group_format"], plan["pickup"]["meeting_point"], *plan["included"]]
        said += [a for d in plan["itinerary"] for a in d["activities"]]
        said += [d.get("start_note") or "" for d in plan["itinerary"]]
        assert not [t for t in said if any(w in t.lower() for w in DRIVEN_WORDS)], said
