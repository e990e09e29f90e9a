"""An add-on some of the group take costs the sum of the prices of the people taking part; nobody pays
for an activity they do not take (relay 21 req 63: a massage for "the 3 adults, not the child" was
priced for all five)."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.data.addable import addable_for
from sandbox.data.pricing import price_label
from sandbox.data.trips import TRIPS, get_trip
from sandbox.errors import ApiError
from sandbox.group import Group, rate
from sandbox.policy import money
from sandbox.totals import group_price
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import confirm, family, preview
from tests.sandbox.test_changes import record

GROUP = Group(adults=4, children_ages=(5, 2, 14))
# who takes part: adults, children's ages (a child under 12 with an adult: tests/sandbox/test_add_on_company.py)
TAKERS = [(3, []), (1, [5]), (1, [5, 14]), (0, [14]), (4, [2])]


def _own(price: float, adults: int, ages: list[int]) -> float:
    return money(adults * price + sum(money(price * rate(a)) for a in ages))


@pytest.mark.parametrize("trip", TRIPS, ids=lambda t: t["id"])
def test_an_add_on_costs_only_the_people_taking_part(trip: dict[str, Any]) -> None:
    bare = group_price(trip, GROUP, [])
    for addable in addable_for(trip["region"]):
        for adults, ages in TAKERS:
            who = ",".join([f"a{adults}", *(f"c{a}" for a in ages)])
            item = price_label(trip, f"add_activity:{addable.name}|for={who}")
            try:
                priced = group_price(trip, GROUP, [item])
            except ApiError:  # no day of this plan has room for it: refused, nothing priced
                continue
            if priced["customizations"][0]["price_usd"] == 0:  # already in the plan: nothing to pay
                continue
            own = _own(addable.price_usd, adults, ages)
            assert priced["total_usd"] == pytest.approx(bare["total_usd"] + own)
            assert priced["customizations"][0]["price_for_those_taking_part_usd"] == pytest.approx(own)
            # in one adult's price only when every adult takes it: then it is each adult's price (run 53)
            every = addable.price_usd if adults == GROUP.adults else 0.0
            assert priced["price_per_adult_usd"] == money(bare["price_per_adult_usd"] + every)
            paid = [t["price_usd"] for t in priced["travellers"]]
            assert sum(paid) == pytest.approx(priced["total_usd"])
            extra = [money(p - b["price_usd"]) for p, b in zip(paid, bare["travellers"])]
            # the first `adults` adults and the named children pay their own price; nobody else pays
            expected = [addable.price_usd] * adults + [0.0] * (GROUP.adults - adults)
            expected += [money(addable.price_usd * rate(a)) if a in ages else 0.0 for a in GROUP.children_ages]
            assert extra == pytest.approx(expected)


def test_everyone_takes_part_when_nobody_is_named() -> None:
    trip = get_trip("trip_001")
    assert trip is not None
    name = addable_for(trip["region"])[-1].name
    everyone = group_price(trip, GROUP, [price_label(trip, f"add_activity:{name}")])
    named = price_label(trip, f"add_activity:{name}|for=a4,c5,c2,c14")
    assert group_price(trip, GROUP, [named])["total_usd"] == pytest.approx(everyone["total_usd"])


def test_a_booking_adds_a_massage_for_three_adults_not_the_child(sb: Sandbox) -> None:
    booking = family(sb, adults=4, children=(5,))
    bid = booking["booking_id"]
    massage = "Spa: one-hour Khmer massage"
    quote = preview(sb, bid, add_activities=[massage], for_adults=3)
    assert quote["amount_due_usd"] == pytest.approx(3 * 25.0)
    added = [c for c in quote["proposed"]["customizations_per_adult"] if c.get("taken_by")]
    assert added and added[0]["taken_by"].startswith("3 people (3 adults")
    confirm(sb, bid, quote)
    after = record(sb, bid)
    assert after["total_usd"] == pytest.approx(booking["total_usd"] + 75.0)
    child = [t for t in after["pricing"]["travellers"] if t["who"] == "child"]
    assert child == [t for t in booking["pricing"]["travellers"] if t["who"] == "child"]  # the child pays nothing


def test_who_takes_part_must_travel(sb: Sandbox) -> None:
    bid = family(sb, adults=2, children=(5,))["booking_id"]
    for wrong in ({"for_adults": 3}, {"for_children_ages": [9]}, {"for_adults": 0}):
        err = sb.error("previewReschedule", {"booking_id": bid, "add_activities": ["massage"], **wrong}, 400)
        assert err["code"] == "VALIDATION_FAILED"


@pytest.mark.parametrize("takers", [(3, []), (1, [5]), (4, [5])])
@pytest.mark.parametrize("leaving", [{"remove_adults": 1}, {"remove_adults": 2}, {"remove_children_ages": [5]}])
def test_a_leavers_price_is_what_their_leaving_frees(sb: Sandbox, takers: tuple, leaving: dict[str, Any]) -> None:
    """Invariant (relay 26 req 50: ``leaving[].price_usd`` 552 while 582 was freed, his $30 cruise left
    out): the leavers' prices, add-ons they took included, add up to the freed price of a change that only
    removes them, and each is at least their own price without add-ons."""
    booking = family(sb, adults=4, children=(5,))
    bid = booking["booking_id"]
    adults, ages = takers
    # an add-on for every age (a massage is 16+: a child named for it is refused, test_add_on_ages.py)
    quote = preview(sb, bid, add_activities=["Phare circus show"], for_adults=adults, for_children_ages=ages)
    confirm(sb, bid, quote)
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    quote = preview(sb, bid, **leaving)
    freed = quote["freed_price"]["freed_usd"]
    assert sum(t["price_usd"] for t in quote["leaving"]) == pytest.approx(freed)
    bare = {t["who"]: t["price_usd"] for t in booking["pricing"]["travellers"]}
    assert all(t["price_usd"] >= bare[t["who"]] for t in quote["leaving"])
