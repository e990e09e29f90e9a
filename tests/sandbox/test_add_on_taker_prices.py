"""An add-on's quote says what each taker pays for it (run 64: the kayak's line gave the adult list price and the
$32 for those taking part; the 7-year-old's $12 showed only as a change inside ``travellers[]``, with no riel).

Invariants (sandbox/add_on_people.py ``each_pays``), over trips x add-ons x groups x who takes part:
(1) every add-on to pay for lists its takers' own prices, ``price_per_taker`` (an adult the list price, a child
    their band's share of it: 60 % at 4-11, the adult price at 12-17, nothing under 4), and
    ``price_for_those_taking_part_usd`` is their sum, to the cent;
(2) every tool result that quotes the add-on (calculateCustomTrip, previewBooking, createBooking, previewReschedule)
    carries them, and as the model reads it in a riel (yuan) session each has its ``_khr`` (``_cny``) twin beside
    the USD figure, converted once from it.
"""

from __future__ import annotations

from typing import Any, Iterator

import pytest
from hypothesis import HealthCheck, assume, given, settings, strategies as st

from agent.display import DisplayTerms, convert_usd, in_travellers_terms
from sandbox.add_on_people import takers
from sandbox.data.addable import addable_for
from sandbox.data.currency import PER_USD
from sandbox.data.pricing import price_label
from sandbox.data.trips import TRIPS
from sandbox.errors import ApiError
from sandbox.group import Group, share
from sandbox.policy import money
from sandbox.totals import group_price
from tests.sandbox.support import TRAVEL, Sandbox
from tests.sandbox.test_add_on_company import KAYAK, _mother_and_two

PAIRS = [(t, a) for t in TRIPS for a in addable_for(t["region"])]
SLOW = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _check_line(line: dict[str, Any], who: Group) -> None:
    price = float(line["price_usd"])
    each = line["price_per_taker"]
    assert [t["price_usd"] for t in each if t["who"] == "adult"] == [price] * who.adults, line
    kids = [t for t in each if t["who"] == "child"]
    assert sorted(t["age"] for t in kids) == sorted(who.children_ages), line
    assert all(t["price_usd"] == share(t["age"], price) for t in kids), line
    assert line["price_for_those_taking_part_usd"] == money(sum(t["price_usd"] for t in each)), line


@SLOW
@given(
    pair=st.sampled_from(PAIRS),
    adults=st.integers(1, 3),
    ages=st.lists(st.integers(0, 17), max_size=4),
    named=st.booleans(),
    data=st.data(),
)
def test_an_add_ons_line_lists_each_takers_price_and_their_sum(
    pair: tuple[dict[str, Any], Any], adults: int, ages: list[int], named: bool, data: st.DataObject
) -> None:
    trip, addable = pair
    group = Group(adults=adults, children_ages=tuple(ages))
    label = f"add_activity:{addable.name}"
    if named:
        taking = data.draw(st.integers(1, adults))  # an adult with them (tests/sandbox/test_add_on_company.py)
        kids = data.draw(st.lists(st.sampled_from(ages), unique=True)) if ages else []
        assume(all(a >= (addable.min_age or 0) for a in kids))
        label += "|for=" + ",".join([f"a{taking}", *(f"c{a}" for a in kids)])
    item = price_label(trip, label)
    try:
        priced = group_price(trip, group, [item])
    except ApiError:  # no day of this plan has room for it
        return
    [line] = priced["customizations"]
    if not line["price_usd"]:  # already in the plan: nothing to pay
        return
    who = takers(group, item) or Group(adults, tuple(a for a in ages if a >= (addable.min_age or 0)))
    _check_line(line, who)


def _lines(tree: Any) -> Iterator[dict[str, Any]]:
    """Every add-on line of a result (``customizations`` / ``customizations_per_adult``, nested anywhere)."""
    if isinstance(tree, dict):
        if tree.get("type") == "add_activity" and "price_usd" in tree:
            yield tree
        for value in tree.values():
            yield from _lines(value)
    elif isinstance(tree, list):
        for value in tree:
            yield from _lines(value)


@pytest.mark.parametrize(("lang", "currency"), [("KH", "KHR"), ("ZH", "CNY")])
def test_every_result_quoting_an_add_on_gives_each_takers_price_in_both_currencies(lang: str, currency: str) -> None:
    sb = Sandbox()
    group = {"people_count": 3, "adults": 1, "children_ages": [7, 14]}
    kayak = {"activity": KAYAK, "for_adults": 1, "for_children_ages": [7]}  # the mother and the 7-year-old
    item = {"type": "add_activity", "details": kayak}
    body = {"base_trip_id": "trip_007", "customizations": [item], **group}
    results = [sb.data("calculateCustomTrip", body, lang=lang)]
    results.append(sb.data("customizeTrip", {"trip_id": "trip_007", "customizations": [item], **group}, lang=lang))
    custom = {
        "trip_id": results[-1]["custom_trip_id"],
        "travel_date": TRAVEL,
        "pickup_location": "Hotel lobby",
        **group,
    }
    results.append(sb.data("previewBooking", custom, lang=lang))
    results.append(sb.book(people=3, lang=lang, **{**custom, "adults": 1, "children_ages": [7, 14]}))
    bid = _mother_and_two(sb, lang)
    results.append(sb.data("previewReschedule", {"booking_id": bid, "add_activities": [kayak]}, lang=lang))
    suffix = "_" + currency.lower()
    for result in results:
        shown = in_travellers_terms(
            {"success": True, "data": result}, DisplayTerms(currency=currency), PER_USD[currency]
        )
        lines = [line for line in _lines(shown["data"]) if line.get("price_per_taker")]
        assert lines, sorted(result)
        for line in lines:
            assert line["price_for_those_taking_part_usd"] == 20.0 + 12.0, line
            assert [t["price_usd"] for t in line["price_per_taker"]] == [20.0, 12.0], line
            for figure in [line, *line["price_per_taker"]]:
                for key in [k for k in figure if k.endswith("_usd")]:
                    twin = key[: -len("_usd")] + suffix
                    assert figure[twin] == convert_usd(figure[key], currency, PER_USD[currency]), (key, figure)
