"""A saved custom trip keeps the join point it was priced at (issue 37, relay 32 req 19: customizeTrip priced a
family joining in Siem Reap at 537 USD; previewBooking of the saved trip, given no pickup, read the session's
departure city and quoted 609 USD with nothing saying why).

For every trip whose start and destination differ, every join point customizeTrip may be given (the destination
town in the session's language, the route's start, none), every session departure city (none, a city off the
route, the route's start) and every language: previewBooking and createBooking of the saved trip, whose pickup
names no place, charge what customizeTrip quoted; a preview whose pickup names the other join point says the
change, and its figures give back the difference."""

from __future__ import annotations

from typing import Any, Optional

from hypothesis import given, settings, strategies as st

from sandbox.data.getting_there import ROUTES
from sandbox.i18n import tr
from tests.sandbox.support import END, TRAVEL, Sandbox

JOINABLE = sorted(t for t, r in ROUTES.items() if r.destination.split(",")[0] != r.from_city)
NO_PLACE = "Lotus Courtyard guesthouse"  # a hotel name that names no city
USER = {"user_id": "user-a"}
LANGUAGES = ("EN", "KH", "ZH")


def town(trip_id: str) -> str:
    return ROUTES[trip_id].destination.split(",")[0]


def saved(sb: Sandbox, trip_id: str, pickup: Optional[str], departure: Optional[str], language: str) -> dict[str, Any]:
    body: dict[str, Any] = {
        "trip_id": trip_id,
        "customizations": [{"type": "add_day", "details": {"days": 1}}],
        "adults": 2,
        "language": language,
        **({"pickup_location": pickup} if pickup else {}),
        **({"departure_city": departure} if departure else {}),
        **USER,
    }
    return sb.data("customizeTrip", body)


@settings(max_examples=40, deadline=None)
@given(
    trip_id=st.sampled_from(JOINABLE),
    join=st.sampled_from(("destination", "start", None)),
    departure=st.sampled_from((None, "Harbin", "start")),
    language=st.sampled_from(LANGUAGES),
)
def test_booking_quotes_of_a_saved_custom_trip_charge_what_customize_trip_quoted(
    trip_id: str, join: Optional[str], departure: Optional[str], language: str
) -> None:
    sb = Sandbox()
    r = ROUTES[trip_id]
    pickup = {"destination": tr(town(trip_id), language), "start": tr(r.from_city, language), None: None}[join]
    city = r.from_city if departure == "start" else departure
    custom = saved(sb, trip_id, pickup, city, language)
    common = {"trip_id": custom["custom_trip_id"], "travel_date": TRAVEL, "adults": 2, "language": language, **USER}
    city_arg = {"departure_city": city} if city else {}
    preview = sb.data("previewBooking", {**common, **city_arg})
    assert preview["total_usd"] == custom["total_usd"], (pickup, city)
    assert "join_point_change" not in preview
    booking = sb.book(
        custom["custom_trip_id"],
        people=2,
        end_date=END,
        pickup_location=NO_PLACE,
        language=language,
        expected_total_usd=custom["total_usd"],
        **city_arg,
        **USER,
    )
    assert booking["total_usd"] == custom["total_usd"], (pickup, city)


@settings(max_examples=24, deadline=None)
@given(
    trip_id=st.sampled_from(JOINABLE),
    saved_at_destination=st.booleans(),
    language=st.sampled_from(LANGUAGES),
)
def test_a_preview_at_another_join_point_says_the_change_and_its_figures_add_up(
    trip_id: str, saved_at_destination: bool, language: str
) -> None:
    sb = Sandbox()
    r = ROUTES[trip_id]
    here, other = (town(trip_id), r.from_city) if saved_at_destination else (r.from_city, town(trip_id))
    custom = saved(sb, trip_id, tr(here, language), None, language)
    preview = sb.data(
        "previewBooking",
        {
            "trip_id": custom["custom_trip_id"],
            "travel_date": TRAVEL,
            "adults": 2,
            "pickup_location": f"{NO_PLACE}, {other}",
            "language": language,
            **USER,
        },
    )
    moved = preview.get("join_point_change")
    if preview["total_usd"] == custom["total_usd"]:  # a route whose transfer part is nothing moves no price
        assert moved is None or moved["price_change_usd"] == 0
        return
    assert moved is not None
    assert moved["saved_joining_at_destination"] is saved_at_destination
    assert abs(preview["total_usd"] - custom["total_usd"] - moved["price_change_usd"]) < 0.005
    assert (moved["price_change_per_adult_usd"] > 0) is saved_at_destination  # back on the transfer: dearer
    said = moved["says"]
    assert f"{abs(moved['price_change_per_adult_usd']):.2f}" in said
    assert f"{abs(moved['price_change_usd']):.2f}" in said
    if language == "KH":
        assert "អ្នក" not in said.replace("អ្នកដំណើរ", "")
