"""Every view of a booking gives the one drop-off place and time: previewBooking, createBooking, the booking's
getTripItinerary, previewReschedule's plan after the change and the booking's public view after it (the stored
booking carried no drop-off, so a card or a later answer could only guess the end from the pickup).

Invariant, for every trip a driver takes, a pickup at a hotel in the start city, at an airport on the route or at
a hotel in the destination town, in every language: all these views say the same drop-off place and time, and a
dateless change (a new travel date) keeps them."""

from __future__ import annotations

from typing import Any

from hypothesis import assume, given, settings, strategies as st

from sandbox.data.airports import AIRPORTS
from sandbox.data.getting_there import ROUTES
from tests.sandbox.support import TRAVEL, Sandbox

USER = {"user_id": "user-a"}
TRIPS = sorted(ROUTES)


def pickups(trip_id: str) -> list[str]:
    r = ROUTES[trip_id]
    town = r.destination.split(",")[0]
    places = [f"Hotel in {r.from_city}", f"Hotel in {town}"]
    places += [f"{city} airport" for city in AIRPORTS if city in (r.from_city, town)]
    return places


def end_of(view: dict[str, Any]) -> tuple[Any, Any]:
    end = view["drop_off"]
    return end["place"], end["time"]


@settings(max_examples=25, deadline=None)
@given(trip_id=st.sampled_from(TRIPS), kind=st.integers(0, 3), language=st.sampled_from(("EN", "KH", "ZH")))
def test_every_view_gives_the_same_drop_off(trip_id: str, kind: int, language: str) -> None:
    places = pickups(trip_id)
    pickup = places[kind % len(places)]
    sb = Sandbox()
    body = {
        "trip_id": trip_id,
        "travel_date": TRAVEL,
        "people_count": 2,
        "pickup_location": pickup,
        "language": language,
    }
    resp = sb.call("previewBooking", body, lang=language)
    assume(resp.status_code == 200)  # a pickup off the route is refused before any view
    preview = resp.json()["data"]
    assume(preview["drop_off"] and preview["drop_off"].get("required"))  # self-drive trips end at no place
    booked = sb.book(trip_id, pickup_location=pickup, lang=language, language=language, **USER)
    bid = booked["booking_id"]
    plan = sb.data("getTripItinerary", {"booking_id": bid, "language": language, **USER}, lang=language)
    expected = end_of(preview)
    assert end_of(booked) == expected
    assert end_of(plan) == expected
    qr = sb.data("generatePaymentQR", {"booking_id": bid, **USER})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    quote = sb.data(
        "previewReschedule", {"booking_id": bid, "new_travel_date": "2026-04-27", "language": language, **USER},
        lang=language,
    )  # fmt: skip
    assert end_of(quote["proposed"]) == expected
    done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"], **USER}, lang=language)
    assert end_of(done["booking"]) == expected
    after = sb.data("getTripItinerary", {"booking_id": bid, "language": language, **USER}, lang=language)
    assert end_of(after) == expected
