"""Who an add-on is for, by age (relay 52 req 6: trip_007 offered its one-hour massage at a child price to a
5-year-old; the blanket child rule priced every add-on for every age).

Invariants, over trips x add-ons x groups (ages 0-17):
(1) an add-on with a minimum age (``min_age``, sandbox/data/addable.py) never shows a child price for ages
    under it: getTripItinerary's ``addable_activities`` states its ``min_age`` and a child price only when
    children of age may take it; calculateCustomTrip, previewReschedule and the booking's price lines charge
    nobody under it;
(2) added for the whole group it prices only those who may take it (sandbox/add_on_people.py's takers), and the
    quote says who takes part;
(3) asked for a child under its minimum age it is refused, ``INVALID_INPUT`` naming the field and the age.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings, strategies as st

from sandbox.data.addable import Addable, addable_for
from sandbox.data.pricing import price_label
from sandbox.data.trips import TRIPS
from sandbox.errors import ApiError
from sandbox.group import CHILD_MAX_AGE, Group, rate
from sandbox.i18n import tr
from sandbox.policy import money
from sandbox.totals import group_price
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import confirm, family, preview
from tests.sandbox.test_changes import record

MASSAGE = "Spa: one-hour Khmer massage"
AGED = [(t, a) for t in TRIPS for a in addable_for(t["region"]) if a.min_age]
GROUPS = st.tuples(st.integers(1, 3), st.lists(st.integers(0, 17), max_size=4))
SLOW = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _of_age(addable: Addable, age: int) -> bool:
    return age >= (addable.min_age or 0)


def test_what_is_not_for_young_children_has_a_minimum_age() -> None:
    """The catalogue says who each add-on is for: a massage is for adults and older teenagers, a scuba dive,
    a zipline and a night walk in the rainforest not for the youngest (the sandbox's own figures)."""
    by_name = {a.name: a for t in TRIPS for a in addable_for(t["region"])}
    assert (by_name[MASSAGE].min_age or 0) > CHILD_MAX_AGE
    for name in ("Two scuba dives with an instructor", "Angkor zipline", "Guided night walk in the rainforest"):
        assert (by_name[name].min_age or 0) > 4, name


@pytest.mark.parametrize("language", ["EN", "KH"])
@pytest.mark.parametrize("trip", TRIPS, ids=lambda t: t["id"])
def test_no_list_shows_a_child_price_below_an_add_ons_minimum_age(trip: dict[str, Any], language: str) -> None:
    shown = Sandbox().data("getTripItinerary", {"trip_id": trip["id"]}, lang=language)["addable_activities"]
    catalogue = {a.name: a for a in addable_for(trip["region"])}
    for entry in shown:
        (addable,) = [a for n, a in catalogue.items() if tr(n, language) == entry["name"]]
        least = addable.min_age or 0
        assert entry.get("min_age", 0) == least, entry
        assert ("price_per_child_usd" in entry) == (least <= CHILD_MAX_AGE), entry
        if "children_priced" in entry:  # the ages it prices start at the minimum age or above
            first = int(re.match(r"ages (\d+)-", entry["children_priced"]).group(1))  # type: ignore[union-attr]
            assert first >= least and ("under 4 free" in entry["children_priced"]) == (least < 4), entry


def test_trip_007s_massage_has_no_child_price_for_a_family_of_a_10_and_a_5_year_old() -> None:
    shown = Sandbox().data("getTripItinerary", {"trip_id": "trip_007"})["addable_activities"]
    (massage,) = [e for e in shown if e["name"] == MASSAGE]
    assert "price_per_child_usd" not in massage and "children_priced" not in massage
    assert massage["min_age"] > CHILD_MAX_AGE


@SLOW
@given(pair=st.sampled_from(AGED), group=GROUPS)
def test_an_add_on_for_everyone_prices_only_those_of_age(pair: tuple[dict[str, Any], Addable], group: tuple) -> None:
    trip, addable = pair
    adults, ages = group
    people = Group(adults=adults, children_ages=tuple(ages))
    bare = group_price(trip, people, [])
    try:
        priced = group_price(trip, people, [price_label(trip, f"add_activity:{addable.name}")])
    except ApiError:  # no day of this plan has room for it: refused, nothing priced
        assume(False)
    (item,) = priced["customizations"]
    assume(item["price_usd"] > 0)  # not already in the plan
    expected = [addable.price_usd] * adults
    expected += [money(addable.price_usd * rate(a)) if _of_age(addable, a) else 0.0 for a in ages]
    extra = [money(t["price_usd"] - b["price_usd"]) for t, b in zip(priced["travellers"], bare["travellers"])]
    assert extra == pytest.approx(expected, abs=0.011)
    assert priced["total_usd"] == pytest.approx(bare["total_usd"] + sum(expected), abs=0.03)
    takers = Group(adults=adults, children_ages=tuple(a for a in ages if _of_age(addable, a)))
    if takers != people:  # the quote says who takes part
        assert item["taken_by"] == takers.spelled()
        assert item["price_for_those_taking_part_usd"] == pytest.approx(sum(expected), abs=0.011)


@SLOW
@given(pair=st.sampled_from(AGED), group=GROUPS, data=st.data())
def test_calculate_custom_trip_charges_nobody_under_age_and_refuses_one_named(
    pair: tuple[dict[str, Any], Addable], group: tuple, data: st.DataObject
) -> None:
    trip, addable = pair
    adults, ages = group
    sb = Sandbox()
    body = {"base_trip_id": trip["id"], "adults": adults, "children_ages": ages}
    add = {"type": "add_activity", "details": {"activity": addable.name}}
    resp = sb.call("calculateCustomTrip", {**body, "customizations": [add]})
    assume(resp.status_code == 200)  # a plan without room for it refuses it
    quote = resp.json()["data"]
    assume(quote["customizations"][0]["price_usd"] > 0)
    bare = sb.data("calculateCustomTrip", {**body, "customizations": []})
    for now, before in zip(quote["travellers"], bare["travellers"]):
        if now["who"] == "child" and not _of_age(addable, now["age"]):
            assert now["price_usd"] == before["price_usd"], (addable.name, now)
    young = data.draw(st.integers(0, (addable.min_age or 1) - 1))
    named = {**add, "details": {**add["details"], "for_adults": adults, "for_children_ages": [young]}}
    error = sb.error("calculateCustomTrip", {**body, "children_ages": [*ages, young], "customizations": [named]}, 400)
    assert error["code"] == "INVALID_INPUT"
    assert error["details"]["fields"] == ["for_children_ages"] and str(young) in error["message"]
    assert error["details"]["for_children_ages"] == [young] and error["details"]["min_age"] == addable.min_age


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(adults=st.integers(1, 3), ages=st.lists(st.integers(0, 17), min_size=1, max_size=3))
def test_a_booking_adds_a_massage_for_everyone_of_age_and_never_for_a_younger_child(adults: int, ages: list) -> None:
    sb = Sandbox()
    booking = family(sb, adults=adults, children=tuple(ages))
    bid = booking["booking_id"]
    young = [a for a in ages if a < 16]
    if young:  # named: refused with the field and the age
        error = sb.error(
            "previewReschedule",
            {"booking_id": bid, "add_activities": [MASSAGE], "for_adults": adults, "for_children_ages": [young[0]]},
            400,
        )
        assert error["code"] == "INVALID_INPUT" and error["details"]["fields"] == ["for_children_ages"]
        assert str(young[0]) in error["message"]
    quote = preview(sb, bid, add_activities=[MASSAGE])
    of_age = adults + sum(1 for a in ages if a >= 16)
    assert quote["amount_due_usd"] == pytest.approx(of_age * 25.0)
    (line,) = [c for c in quote["proposed"]["customizations_per_adult"] if c["type"] == "add_activity"]
    if young:
        assert line["taken_by"] == Group(adults, tuple(a for a in ages if a >= 16)).spelled()
    confirm(sb, bid, quote)
    after = record(sb, bid)
    for now, was in zip(after["pricing"]["travellers"], booking["pricing"]["travellers"]):
        if now["who"] == "child" and now["age"] < 16:  # the booking's price lines: nothing more for them
            assert now["price_usd"] == was["price_usd"], now
