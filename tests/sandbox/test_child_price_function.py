"""One price function for every traveller, the park pass each one's own part (a Khmer family's 9-year-old at
$99, 60 % of an adult price holding the $62 pass she never needs, beside citizen adults paying $103; a luxury
card's child at 61.5 % of the adult where the other cards said 60 %).

Invariant, for every trip (with a park pass and without), group (adults, children aged 0-17) and number of
Cambodian citizens k, with A the price of an adult who is no citizen, P the adult's pass part bought (0 without a
pass) and p the child's (``child_usd``, 0 for Angkor), every price rounded as money():
- a child of 4-11 pays CHILD_RATE x (A - P) + p, less p when a citizen; an under-4 nothing; a traveller from 12
  A, less P when a citizen; the total is the sum of the travellers;
- what truly holds beside the adults: a child of 4-11 pays at most CHILD_RATE x the price of any adult of the
  booking + p (with p = 0: never more than 60 % of any adult, a citizen adult included; no add-on taken);
- ``price_per_adult_usd`` is a price adults pay: each adult's when every adult pays the same (a citizen's when
  every adult is one, ``park_pass_left_out_per_adult_usd`` naming the pass left out), else a non-citizen's, and
  ``adults_pay_differently`` names how many adults are citizens and what each of them pays;
- previewBooking prices every traveller as the function does, and every suggestion card's child prices (its
  package and its asked length) are the preview's (calculateCustomTrip's at the length) for the same group."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from sandbox.add_on_people import CITIZEN_ADULTS, SOME_ADULTS
from sandbox.data.trips import TRIPS, get_trip
from sandbox.group import CHILD_RATE, INFANT_MAX_AGE, Group, group_of
from sandbox.policy import money
from sandbox.quote_lines import PASS_LEFT_OUT
from sandbox.totals import group_price
from tests.sandbox.support import TRAVEL, Sandbox

WITH_PASS = [t for t in TRIPS if t.get("park_pass")]
WITHOUT = [t for t in TRIPS if not t.get("park_pass")]


def _parts(priced: dict[str, Any]) -> tuple[float, float, float]:
    """(A, P, p) of a group price: a non-citizen adult's price, the adult's pass part bought, the child's."""
    found = priced.get("park_pass") or {}
    adult = money(priced["price_per_adult_usd"] + float(priced.get(PASS_LEFT_OUT) or 0))
    return adult, float(found.get("adult_usd") or 0), float(found.get("child_usd") or 0)


def expected(age: int | None, citizen: bool, adult: float, pass_adult: float, pass_child: float) -> float:
    if age is not None and age <= INFANT_MAX_AGE:
        return 0.0
    if age is not None and age <= 11:
        return money(money(CHILD_RATE * (adult - pass_adult) + pass_child) - (pass_child if citizen else 0))
    return money(adult - (pass_adult if citizen else 0))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    trip=st.sampled_from(WITH_PASS * 3 + WITHOUT),
    adults=st.integers(1, 4),
    ages=st.lists(st.integers(0, 17), max_size=4),
    data=st.data(),
)
def test_every_traveller_pays_by_the_one_price_function(
    trip: dict[str, Any], adults: int, ages: list[int], data: st.DataObject
) -> None:
    k = data.draw(st.integers(0, adults + len(ages)))
    group = Group(adults, tuple(ages))
    priced = group_price(trip, group, [], citizens=k)
    adult, pass_adult, pass_child = _parts(priced)
    for t in priced["travellers"]:
        want = expected(t.get("age"), bool(t.get("cambodian_citizen")), adult, pass_adult, pass_child)
        assert t["price_usd"] == want, (trip["id"], t, adult, pass_adult)
    assert priced["total_usd"] == money(sum(t["price_usd"] for t in priced["travellers"]))
    grown = [t["price_usd"] for t in priced["travellers"] if t["who"] == "adult"]
    for t in priced["travellers"]:
        if t.get("band") == "child":  # never more than the child rate of any adult's price, plus their own pass
            assert t["price_usd"] <= money(CHILD_RATE * min(grown) + pass_child) + 0.01, (t, grown)
    # the per-adult figure is one adults pay; adults paying differently are named
    assert priced["price_per_adult_usd"] in grown
    citizens = [t for t in priced["travellers"] if t["who"] == "adult" and t.get("cambodian_citizen")]
    said = [e for e in priced.get(SOME_ADULTS) or [] if CITIZEN_ADULTS in e]
    if len(set(grown)) == 1:
        assert priced["price_per_adult_usd"] == grown[0] and not said
        assert bool(priced.get(PASS_LEFT_OUT)) == bool(citizens and pass_adult)
    else:
        assert said == [
            {
                CITIZEN_ADULTS: len(citizens),
                "price_per_citizen_adult_usd": money(adult - pass_adult),
                "park_pass_left_out_usd": pass_adult,
            }
        ]
        assert priced["price_per_adult_usd"] == adult and PASS_LEFT_OUT not in priced


def test_the_khmer_family() -> None:
    """2 adults, a 16- and a 9-year-old, all four citizens, on the Angkor trip: 60 % of what a citizen adult pays."""
    trip = get_trip("trip_001")
    foreign = group_price(trip, Group(2, (16, 9)), [])
    khmer = group_price(trip, Group(2, (16, 9)), [], citizens=4)
    assert [t["price_usd"] for t in foreign["travellers"]] == [189.0, 189.0, 189.0, 76.2]
    assert [t["price_usd"] for t in khmer["travellers"]] == [127.0, 127.0, 127.0, 76.2]
    assert khmer["price_per_adult_usd"] == 127.0 and khmer[PASS_LEFT_OUT] == 62.0
    assert khmer["total_usd"] == 457.2
    one = group_price(trip, Group(2, (16, 9)), [], citizens=1)  # one citizen adult beside a non-citizen one
    assert one["price_per_adult_usd"] == 189.0
    assert one[SOME_ADULTS] == [
        {CITIZEN_ADULTS: 1, "price_per_citizen_adult_usd": 127.0, "park_pass_left_out_usd": 62.0}
    ]


SB = Sandbox()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    trip=st.sampled_from(WITH_PASS + WITHOUT[:3]),
    city=st.sampled_from(["Phnom Penh", "Siem Reap"]),
    adults=st.integers(1, 3),
    ages=st.lists(st.integers(0, 17), min_size=1, max_size=3),
    days=st.integers(-2, 2),
    data=st.data(),
)
def test_cards_and_the_preview_price_children_alike(
    trip: dict[str, Any], city: str, adults: int, ages: list[int], days: int, data: st.DataObject
) -> None:
    k = data.draw(st.integers(0, adults + len(ages)))
    who = {"adults": adults, "children_ages": ages}
    search = {
        "environment": trip["environment"],
        "mood": "family",
        "duration_days": max(trip["duration_days"] + days, 2),
        "region": trip["region"],
        "departure_city": city,
        "budget_usd": {"min": 50, "max": 5000},
        **who,
    }
    for card in SB.data("getTripSuggestions", search)["trips"]:
        body = {"trip_id": card["id"], "travel_date": TRAVEL, "pickup_location": f"Hotel lobby, {city}", **who}
        preview = SB.data("previewBooking", body)["pricing"]
        kids = [{"age": t["age"], "price_usd": t["price_usd"]} for t in preview["travellers"] if t["who"] == "child"]
        assert [{"age": c["age"], "price_usd": c["price_usd"]} for c in card["child_prices_usd"]] == kids, card["id"]
        assert card["price_per_adult_usd"] == preview["price_per_adult_usd"]
        match = card.get("to_match_duration")
        if match:  # the card's length: what calculateCustomTrip quotes for it
            custom = {"base_trip_id": card["id"], "customizations": [match["customization"]], **who}
            calc = SB.data("calculateCustomTrip", {**custom, "departure_city": city})
            kids = [{"age": t["age"], "price_usd": t["price_usd"]} for t in calc["travellers"] if t["who"] == "child"]
            assert [{"age": c["age"], "price_usd": c["price_usd"]} for c in match["child_prices_usd"]] == kids
        # with citizens, the preview's children follow the function too
        citizens = SB.data("previewBooking", {**body, "cambodian_citizens": k})["pricing"]
        adult, pass_adult, pass_child = _parts(citizens)
        for t in citizens["travellers"]:
            want = expected(t.get("age"), bool(t.get("cambodian_citizen")), adult, pass_adult, pass_child)
            assert t["price_usd"] == want, (card["id"], t)


@pytest.mark.parametrize("trip", [t["id"] for t in WITH_PASS])
def test_a_joiner_and_a_leaver_are_priced_by_the_function(trip: str) -> None:
    sb = Sandbox()
    body = {"trip_id": trip, "travel_date": TRAVEL, "adults": 2, "children_ages": [9]}
    end = sb.data("previewBooking", {**body, "pickup_location": "Hotel lobby"})["end_date"]
    booked = sb.book(trip, people=None, adults=2, children_ages=[9], user_id="user-a", end_date=end)
    qr = sb.data("generatePaymentQR", {"booking_id": booked["booking_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    quote = sb.data("previewReschedule", {"booking_id": booked["booking_id"], "add_children_ages": [7]})
    adult, pass_adult, pass_child = _parts(booked["pricing"])
    assert quote["joining"] == [
        {"who": "child", "age": 7, "band": "child", "price_usd": expected(7, False, adult, pass_adult, pass_child)}
    ]
    child = next(t["price_usd"] for t in booked["pricing"]["travellers"] if t["who"] == "child")
    assert child == expected(9, False, adult, pass_adult, pass_child)
    leave = sb.data("previewReschedule", {"booking_id": booked["booking_id"], "remove_children_ages": [9]})
    assert leave["price_difference_usd"] == -child
    assert group_of(None, 2, [9]).paying_count == 3
