"""The park pass a trip includes is a named part of its price, and Cambodian citizens, who enter the
Angkor park free, pay without it (relay 25 req 5: one flat per-adult price charged to a Khmer family).
Invariant: for any trip with a pass and any group, price(group, k citizens) = price(group, 0) - the
passes of those k, the same figure from calculateCustomTrip, previewBooking and createBooking."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from sandbox.catalogue import CatalogueError, load_catalogue
from sandbox.data.trips import TRIPS
from sandbox.group import INFANT_MAX_AGE, group_of
from sandbox.park_pass import part_of
from sandbox.totals import group_price
from tests.sandbox.support import TRAVEL, Sandbox

WITH_PASS = [t for t in TRIPS if "park_pass" in t]


def passes_of(trip: dict[str, Any], adults: int, ages: list[int], k: int) -> float:
    """The k dearest pass parts of the group, worked out from the catalogue figures alone."""
    found = trip["park_pass"]
    parts = [found.adult_usd] * adults + [
        0.0 if a <= INFANT_MAX_AGE else found.child_usd if a <= 11 else found.adult_usd for a in ages
    ]
    return sum(sorted(parts, reverse=True)[:k])


def test_trips_through_angkor_name_their_pass() -> None:
    assert {t["id"] for t in WITH_PASS} >= {"trip_001", "trip_002", "trip_003"}
    for trip in WITH_PASS:
        assert 0 < trip["park_pass"].adult_usd < trip["price_usd"]


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    trip=st.sampled_from(WITH_PASS),
    adults=st.integers(1, 3),
    ages=st.lists(st.integers(0, 17), max_size=3),
    data=st.data(),
)
def test_citizens_pay_the_price_less_their_passes_from_every_endpoint(
    trip: dict[str, Any], adults: int, ages: list[int], data: st.DataObject
) -> None:
    k = data.draw(st.integers(0, adults + len(ages)))
    group = group_of(None, adults, ages)
    foreign, citizens = group_price(trip, group, [], citizens=0), group_price(trip, group, [], citizens=k)
    left_out = passes_of(trip, adults, ages, k)
    assert citizens["total_usd"] == pytest.approx(foreign["total_usd"] - left_out, abs=0.011)
    assert citizens["park_pass"]["left_out_usd"] == pytest.approx(left_out, abs=0.001)
    assert sum(t.get("cambodian_citizen", False) for t in citizens["travellers"]) == k
    sb, who = Sandbox(), {"adults": adults, "children_ages": ages, "cambodian_citizens": k}
    calc = sb.data("calculateCustomTrip", {"base_trip_id": trip["id"], **who})
    preview = sb.data("previewBooking", {"trip_id": trip["id"], "travel_date": TRAVEL, **who})
    booked = sb.book(trip["id"], people=adults + len(ages), **who)
    assert calc["total_usd"] == preview["total_usd"] == booked["total_usd"] == citizens["total_usd"]
    assert booked["pricing"]["park_pass"]["cambodian_citizens"] == k  # the booking records it


def test_each_travellers_part_is_their_bands() -> None:
    trip = WITH_PASS[0]
    found = trip["park_pass"]
    assert part_of(trip, {"who": "adult"}) == found.adult_usd
    assert part_of(trip, {"who": "child", "age": 8, "band": "child"}) == found.child_usd
    assert part_of(trip, {"who": "child", "age": 2, "band": "infant"}) == 0.0


def test_more_citizens_than_travellers_is_refused() -> None:
    body = {"base_trip_id": WITH_PASS[0]["id"], "adults": 2, "cambodian_citizens": 3}
    assert "cambodian_citizens" in Sandbox().error("calculateCustomTrip", body, 400)["message"]


def test_a_pass_that_is_not_a_part_of_the_price_stops_the_start(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import shutil

    from sandbox.catalogue import IMAGES, ROOT

    shutil.copytree(ROOT, tmp_path / "cat")
    path = tmp_path / "cat" / "trips" / "trip_001.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("adult_usd: 62.0", "adult_usd: 900.0"), encoding="utf-8")
    with pytest.raises(CatalogueError, match="park_pass"):
        load_catalogue(tmp_path / "cat", IMAGES)


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_the_pass_is_named_in_the_sessions_language_by_every_endpoint(lang: str) -> None:
    """The pass a traveller is told about carries the name of their language (createBooking said it in English)."""
    trip = WITH_PASS[0]
    sb, who = Sandbox(), {"adults": 2, "children_ages": [8], "cambodian_citizens": 1}
    named = trip["park_pass"].name.in_(lang)
    calc = sb.data("calculateCustomTrip", {"base_trip_id": trip["id"], **who}, lang=lang)
    preview = sb.data("previewBooking", {"trip_id": trip["id"], "travel_date": TRAVEL, **who}, lang=lang)
    body = {
        "trip_id": trip["id"],
        "travel_date": TRAVEL,
        "end_date": preview["end_date"],
        "people_count": 3,
        "pickup_location": "Hotel lobby",
        "customer_name": "Sokha Chan",
        "customer_phone": "012 345 678",
        "customer_email": "sokha@example.com",
        **who,
    }
    booked = sb.data("createBooking", body, lang=lang)
    said = [calc.get("park_pass") or calc["pricing"]["park_pass"], preview["pricing"]["park_pass"]]
    assert [p["name"] for p in said + [booked["pricing"]["park_pass"]]] == [named] * 3
