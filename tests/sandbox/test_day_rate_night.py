"""The day rate is at least the night the day needs (a 62 USD night at trip_002's Apsara Courtyard under a
59.60 day rate, trip_013's 36 USD night under 35.47): a day added never costs an adult less than one night
(a room shared by two, sandbox/data/hotels.py ``stay_usd``) at any hotel the plan puts a night at, a day removed
gives back that same one rate, never more, and never more than a whole package day; the texts that say the rate
name the night with its figure when it is the rate, so their figures give the rate back; and no rate holds a
share of the park pass, so a citizen (who pays none) is never credited one."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from sandbox.data.hotels import stay_usd
from sandbox.data.pricing import (
    day_base,
    day_rate,
    day_rate_said,
    night_floors,
    night_usd,
    price_for_days,
    price_label,
    spread_rate,
)
from sandbox.data.trips import TRIPS
from sandbox.group import Group
from sandbox.plan import plan_for
from sandbox.relength import resized
from sandbox.totals import group_price
from tests.sandbox.day_rate_text import NUMBER, night_said
from tests.sandbox.shorter_cut import cut_usd

CENT = 0.011
LANGUAGES = ("EN", "KH", "ZH")
WITH_PASS = [t for t in TRIPS if t.get("park_pass")]


def _items(trip: dict, days: int) -> list[dict]:
    return [price_label(trip, label) for label in resized([], days - trip["duration_days"])]


def _lengths(trip: dict) -> list[int]:
    return list(range(1, trip["duration_days"] + 4))


@pytest.mark.parametrize("trip", TRIPS, ids=lambda t: t["id"])
def test_a_day_never_costs_less_than_any_night_its_plan_spends(trip: dict) -> None:
    assert day_rate(trip) >= stay_usd(trip["hotels"][:1])
    for days in _lengths(trip):
        nights = [d["hotel_id"] for d in plan_for(trip, _items(trip, days))["days"] if d["hotel_id"]]
        assert all(day_rate(trip) >= stay_usd([h]) for h in nights), (days, nights)


@pytest.mark.parametrize("trip", TRIPS, ids=lambda t: t["id"])
def test_the_night_never_makes_a_day_dearer_than_a_whole_package_day(trip: dict) -> None:
    # so the floor never gives back more for a removed day than the package's own day holds
    assert night_usd(trip) <= day_base(trip) / trip["duration_days"]
    assert day_rate(trip) == max(spread_rate(trip), night_usd(trip))
    assert night_floors(trip) == (day_rate(trip) > spread_rate(trip))


@pytest.mark.parametrize("trip", TRIPS, ids=lambda t: t["id"])
def test_a_day_added_and_a_day_removed_move_the_price_by_the_one_rate(trip: dict) -> None:
    for days in _lengths(trip)[:-1]:
        assert price_for_days(trip, days + 1) - price_for_days(trip, days) == pytest.approx(day_rate(trip), abs=CENT)
    for n in (1, 2):
        added = price_label(trip, f"add_day:{n}")["price_usd"]
        assert added == pytest.approx(n * day_rate(trip), abs=CENT)
        if n < trip["duration_days"]:
            assert price_label(trip, f"remove_day:{n}")["price_usd"] == pytest.approx(-added, abs=CENT)


@given(
    trip=st.sampled_from(TRIPS),
    language=st.sampled_from(LANGUAGES),
    away=st.booleans(),
    kind=st.sampled_from(("add_day", "remove_day")),
)
def test_the_figures_said_give_the_rate_back(trip: dict, language: str, away: bool, kind: str) -> None:
    rule = price_label(trip, f"{kind}:1", language, away)["price_rule"]
    for text in (day_rate_said(trip, language, away), rule):
        head, night = night_said(trip, text, language)
        assert (night is not None) == night_floors(trip), text  # the night named exactly when it is the rate
        figures = [float(n) for n in NUMBER.findall(head)]
        if text is rule:  # "1 day(s) x rate = amount", then the rate's own figures
            n, rate, amount, share, shown, *minus, days = figures
            assert n == 1 and rate == amount
        else:
            rate, share, shown, *minus, days = figures
        spread = round(share / 100 * (shown - sum(minus)) / days, 2)
        assert rate == day_rate(trip) == max(spread, night or 0.0), text


@pytest.mark.parametrize("trip", WITH_PASS, ids=lambda t: t["id"])
def test_no_day_rate_holds_a_share_of_the_pass(trip: dict) -> None:
    without = {**trip, "price_usd": trip["price_usd"] - trip["park_pass"].adult_usd, "park_pass": None}
    assert day_rate(trip) == day_rate(without)


@given(trip=st.sampled_from(WITH_PASS), data=st.data(), adults=st.integers(1, 4), away=st.booleans())
def test_a_citizen_s_day_moves_the_price_by_the_rate_alone(
    trip: dict, data: st.DataObject, adults: int, away: bool
) -> None:
    days = data.draw(st.sampled_from(_lengths(trip)[:-1]))
    group = Group(adults)
    shorter, longer = (group_price(trip, group, _items(trip, d), away, adults)["travellers"] for d in (days, days + 1))
    cut = cut_usd(trip, days + 1) - cut_usd(trip, days)  # what the shorter one's moved ride home credits
    for was, now in zip(shorter, longer):
        assert was.get("cambodian_citizen") and now.get("cambodian_citizen")
        assert now["price_usd"] - was["price_usd"] == pytest.approx(day_rate(trip) + cut, abs=CENT), (days, was)
