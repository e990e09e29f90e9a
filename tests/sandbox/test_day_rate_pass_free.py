"""The day rate is spread over the pass-free part of the package (relay 61 req 34: four Cambodian citizens, who
pay no Angkor pass, were credited 80 % of 165 / 3 for a day less, a day's share of a price holding the 62 USD
pass they never paid, so their 103 fell to 44).

One price function: the part of one adult's price spread over the days is the package less its transfer and
less the adult park pass it holds (``day_base``); the pass is priced only by the plan's temple days
(sandbox/park_pass.py ``kinds_for``). So for every pass trip, length d and group: an adult who pays the pass
pays ``price_for_days(d)`` + the pass change of the plan of d days, a citizen adult ``price_for_days(d)`` less
the catalogue pass (no pass at all), a 4-11 the child rate of the pass-free adult price plus the child pass;
a day added (removed) moves an adult's price by +/- ``day_rate`` + the pass change it brings, a citizen's by
+/- ``day_rate`` alone. A trip without a pass is priced as before for every length."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, strategies as st

from sandbox.data.pricing import (
    DAY_SHARE,
    day_rate,
    day_rate_said,
    night_usd,
    price_for_days,
    price_label,
    spread_rate,
)
from sandbox.data.trips import TRIPS, get_trip
from sandbox.group import CHILD_RATE, Group
from sandbox.park_pass import kinds_for, pass_change, temple_days
from sandbox.plan import plan_for
from sandbox.policy import money
from sandbox.relength import resized
from sandbox.totals import group_price
from tests.sandbox.day_rate_text import night_said
from tests.sandbox.shorter_cut import cut_usd

WITH_PASS = [t for t in TRIPS if t.get("park_pass")]
WITHOUT_PASS = [t for t in TRIPS if not t.get("park_pass")]
CENT = 0.011
NUMBER = re.compile(r"\d+(?:\.\d+)?")


def _items(trip: dict, days: int) -> list[dict]:
    return [price_label(trip, label) for label in resized([], days - trip["duration_days"])]


def _needed(trip: dict, days: int) -> tuple[float, float]:
    """(the pass one traveller from 12 needs for the plan of ``days``, its change from the catalogue's)."""
    temples = temple_days(plan_for(trip, _items(trip, days))["days"])
    return sum(k.adult_usd for k in kinds_for(temples)), pass_change(trip, temples)


def _lengths(trip: dict) -> list[int]:
    return list(range(2, trip["duration_days"] + 4))


def _prices(trip: dict, days: int, group: Group, citizens: int, away: bool) -> list[dict]:
    return group_price(trip, group, _items(trip, days), away, citizens)["travellers"]


@given(
    trip=st.sampled_from(WITH_PASS),
    data=st.data(),
    adults=st.integers(1, 4),
    children=st.lists(st.integers(4, 11), max_size=2),
    away=st.booleans(),
)
def test_each_price_is_the_pass_free_days_plus_the_pass_its_plan_needs(
    trip: dict, data: st.DataObject, adults: int, children: list[int], away: bool
) -> None:
    days = data.draw(st.sampled_from(_lengths(trip)))
    citizens = data.draw(st.integers(0, adults))
    own_pass = trip["park_pass"].adult_usd
    assert spread_rate(trip) == money(
        DAY_SHARE * (trip["price_usd"] - trip["transfer_usd"] - own_pass) / trip["duration_days"]
    )
    assert day_rate(trip) == max(spread_rate(trip), night_usd(trip))  # at least the night the day needs
    transfer = trip["transfer_usd"] if away else 0.0
    # the pass-free adult price at this length: a fixed part plus the day rate per day, the pass apart
    pass_free = price_for_days(trip, days) - own_pass + cut_usd(trip, days) - transfer
    needed, change = _needed(trip, days)
    assert needed == own_pass + change
    for t in _prices(trip, days, Group(adults, tuple(children)), citizens, away):
        if t["who"] == "adult":
            expected = pass_free + (0.0 if t.get("cambodian_citizen") else needed)
        else:  # a 4-11: the child rate of the pass-free adult price, plus the child pass (group.py share)
            expected = CHILD_RATE * pass_free + trip["park_pass"].child_usd
        assert t["price_usd"] == pytest.approx(expected, abs=CENT), (t, days, citizens)


@given(trip=st.sampled_from(WITH_PASS), data=st.data(), adults=st.integers(1, 4), away=st.booleans())
def test_a_day_added_or_removed_moves_an_adult_by_the_day_rate_and_the_pass_change_only(
    trip: dict, data: st.DataObject, adults: int, away: bool
) -> None:
    days = data.draw(st.sampled_from(_lengths(trip)[:-1]))
    citizens = data.draw(st.integers(0, adults))
    group = Group(adults)
    shorter, longer = (_prices(trip, d, group, citizens, away) for d in (days, days + 1))
    cut = cut_usd(trip, days + 1) - cut_usd(trip, days)  # what the shorter one's moved ride home credits
    passes = _needed(trip, days + 1)[1] - _needed(trip, days)[1]
    for was, now in zip(shorter, longer):
        citizen = bool(was.get("cambodian_citizen"))
        assert citizen == bool(now.get("cambodian_citizen"))
        moved = now["price_usd"] - was["price_usd"]
        # added: + the rate + the pass change; removed (the same two plans, the other way): their negatives
        assert moved == pytest.approx(day_rate(trip) + cut + (0.0 if citizen else passes), abs=CENT), (days, was)


@given(trip=st.sampled_from(WITH_PASS), language=st.sampled_from(("EN", "KH", "ZH")), away=st.booleans())
def test_the_rate_said_is_the_rate_charged(trip: dict, language: str, away: bool) -> None:
    # the text's figures: the rate, the share, the price shown, the parts not spread over days, the days
    # (and after the trip's hotel's name the night, when it is the rate)
    head, night = night_said(trip, day_rate_said(trip, language, away), language)
    rate, share, shown, *minus, days = (float(n) for n in NUMBER.findall(head))
    assert minus[-1] == trip["park_pass"].adult_usd  # the pass, taken off before the days share the rest
    assert rate == day_rate(trip) == max(money(share / 100 * (shown - sum(minus)) / days), night or 0.0)
    for kind, days in (("add_day", 1), ("remove_day", 1)):
        item = price_label(trip, f"{kind}:{days}", language, away)
        assert f"{day_rate(trip):.2f}" in item["price_rule"] and abs(item["price_usd"]) == day_rate(trip)


def test_citizens_are_credited_a_day_without_a_share_of_a_pass_they_never_paid() -> None:
    """Relay 61 req 34: trip_001 joined at Siem Reap (165 per adult, the 62 pass in it), four citizens (103
    each), one day shorter: the day rate of the pass-free 103 and the moved ride home's activity credit."""
    trip = get_trip("trip_001")
    assert trip is not None
    rate = money(0.8 * (165 - 62) / 3)
    assert day_rate(trip) == rate == 27.47
    group = Group(4)
    (full,) = {t["price_usd"] for t in _prices(trip, 3, group, 4, True)}
    (short,) = {t["price_usd"] for t in _prices(trip, 2, group, 4, True)}
    assert full == 103.0 and short == pytest.approx(103.0 - rate + cut_usd(trip, 2), abs=CENT)


@pytest.mark.parametrize("trip", WITHOUT_PASS, ids=lambda t: t["id"])
def test_a_trip_without_a_pass_is_priced_as_before_at_every_length(trip: dict) -> None:
    before_rate = money(
        DAY_SHARE * (trip["price_usd"] - float(trip.get("transfer_usd") or 0.0)) / trip["duration_days"]
    )
    # the night's room is the rate's floor for every trip (tests/sandbox/test_day_rate_night.py), pass or not
    before_rate = max(before_rate, night_usd(trip))
    assert day_rate(trip) == before_rate
    for days in _lengths(trip):
        before = money(trip["price_usd"] + before_rate * (days - trip["duration_days"]))
        assert price_for_days(trip, days) == before
