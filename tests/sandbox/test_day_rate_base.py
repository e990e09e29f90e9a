"""One day rate, from the base the booking is priced on, and a rule whose figures give the charge (issue 37,
relay 28 req 7/12/42: the added day cost 80 % of the list price per day *with* the transfer while the family
paid the price without it, and the rule read "84 fixed per adult plus 84 per day", in English in a ZH session).

For every catalogue trip, pickup (start or destination), language and day change: the day rate is the share
of a package day without the transfer leg and the park pass, a day more moves one adult's price by that rate wherever the group
is picked up, and the item's ``price_rule`` holds n, the rate and the amount with n x rate = the amount."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, strategies as st

from sandbox.data.pricing import DAY_SHARE, day_rate, night_usd, price_customization
from sandbox.data.trips import TRIPS
from sandbox.group import Group
from sandbox.totals import group_price

ONE = Group(adults=1, children_ages=(), transport=None)
NUMBER = re.compile(r"\d+(?:\.\d+)?")


def adult(trip: dict, items: list[dict], joins_away: bool) -> float:
    return group_price(trip, ONE, items, joins_away)["price_per_adult_usd"]


@given(trip=st.sampled_from(TRIPS), joins_away=st.booleans(), days=st.integers(1, 2))
def test_a_day_costs_the_same_rate_wherever_the_group_is_picked_up(trip: dict, joins_away: bool, days: int) -> None:
    # the transfer is one leg and the park pass is priced by the plan's temple days: neither is per day
    own_pass = trip["park_pass"].adult_usd if trip.get("park_pass") else 0.0
    credited = trip["price_usd"] - float(trip.get("transfer_usd") or 0) - own_pass
    spread = DAY_SHARE * credited / trip["duration_days"]  # at least the night the day needs
    assert day_rate(trip) == pytest.approx(max(spread, night_usd(trip)), abs=0.006)
    item = price_customization(trip, {"type": "add_day", "details": {"days": days}})
    moved = adult(trip, [item], joins_away) - adult(trip, [], joins_away)
    # beside the days, only the Angkor pass the longer plan's temple days need (sandbox/park_pass.py)
    passes = group_price(trip, ONE, [item], joins_away).get("park_pass_change_per_adult_usd", 0.0)
    assert moved == pytest.approx(days * day_rate(trip) + passes, abs=0.011)


@given(
    trip=st.sampled_from(TRIPS),
    language=st.sampled_from(("EN", "KH", "ZH")),
    kind=st.sampled_from(("add_day", "remove_day")),
    days=st.integers(1, 2),
)
def test_the_rule_s_figures_give_the_amount_charged(trip: dict, language: str, kind: str, days: int) -> None:
    item = price_customization(trip, {"type": kind, "details": {"days": days}}, language)
    rule = item["price_rule"]
    n, rate, amount = (float(x) for x in NUMBER.findall(rule)[:3])  # "n day(s) x rate = ±amount"
    assert rate == day_rate(trip)
    assert n * rate == pytest.approx(abs(item["price_usd"]), abs=0.011)
    assert amount == pytest.approx(abs(item["price_usd"]), abs=0.006)
    assert ("-" + f"{amount:.2f}" in rule) == (item["price_usd"] < 0)
    assert "fixed" not in rule and "固定" not in rule  # no second figure that is not charged
    assert (language == "EN") == rule.isascii()  # the session's language, from phrase data
