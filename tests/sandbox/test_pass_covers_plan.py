"""The Angkor pass bought is the one the plan's temple days need, after every added or removed day, for
every group: its entries and validity cover those days, each traveller from 12 (not a citizen) pays it
inside the total, under-12s enter free, and it is named in the session's language (sandbox/park_pass.py)."""

from __future__ import annotations

import itertools
from datetime import date, timedelta

import pytest

from sandbox.data.pricing import price_customization
from sandbox.data.trips import TRIPS
from sandbox.group import Group
from sandbox.i18n.pass_texts import NAMES
from sandbox.park_pass import KINDS, kinds_for, pass_said, temple_days
from sandbox.plan import plan_for
from sandbox.totals import group_price
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family

WITH_PASS = [t for t in TRIPS if "park_pass" in t]
GROUPS = [Group(1), Group(3), Group(2, (13, 10)), Group(2, (2, 5, 12, 17))]
CHANGES = [[], ["add_day"], ["add_day", "add_day"], ["remove_day"], ["remove_day", "add_day"]]


def _items(trip, kinds):  # type: ignore[no-untyped-def]
    return [price_customization(trip, {"type": k}) for k in kinds]


@pytest.mark.parametrize("trip", WITH_PASS, ids=lambda t: t["id"])
def test_the_catalogue_pass_is_the_one_its_own_plan_needs(trip) -> None:  # type: ignore[no-untyped-def]
    days = temple_days(plan_for(trip, [])["days"])
    assert [NAMES[k.entries].en for k in kinds_for(days)] == [trip["park_pass"].name.en]
    assert sum(k.adult_usd for k in kinds_for(days)) == trip["park_pass"].adult_usd


@pytest.mark.parametrize("days", [sorted(c) for n in range(1, 9) for c in itertools.combinations(range(1, 12), n)][::7])
def test_the_passes_cover_every_temple_day_within_their_validity(days) -> None:  # type: ignore[no-untyped-def]
    bought = kinds_for(days)
    assert sum(k.entries for k in bought) >= len(days)
    if len(bought) == 1:
        assert bought[0].within_days >= days[-1] - days[0] + 1
        assert all(
            k.adult_usd >= bought[0].adult_usd
            for k in KINDS
            if k.entries >= len(days) and k.within_days >= days[-1] - days[0] + 1
        )


@pytest.mark.parametrize(("trip", "group", "changes"), list(itertools.product(WITH_PASS, GROUPS, CHANGES)))
def test_every_plan_pays_the_passes_its_temple_days_need(trip, group, changes) -> None:  # type: ignore[no-untyped-def]
    items = _items(trip, changes)
    priced = group_price(trip, group, items)
    days = temple_days(plan_for(trip, items)["days"])
    part = priced["park_pass"]
    assert part["temple_days"] == days and part["adult_usd"] == sum(k.adult_usd for k in kinds_for(days))
    from_12 = group.adults + sum(1 for a in group.children_ages if a >= 12)
    assert part["passes"] == (from_12 if days else 0)
    # each price is the pass-free trip's (its price less the adult pass, its days at the pass-free day rate)
    # plus the traveller's own pass for the plan's temple days: from 12 the pass bought, never an under-12's
    # (they enter free); a 4-11's is the child rate of the pass-free adult price plus the child pass (group.py share)
    found = trip["park_pass"]
    plain = dict(trip, park_pass=None, price_usd=trip["price_usd"] - found.adult_usd)
    without = group_price(plain, group, items)
    for mine, other in zip(priced["travellers"], without["travellers"]):
        grown = mine.get("band") != "child" and not (mine.get("age") is not None and mine["age"] <= 3)
        own = part["adult_usd"] if grown else (found.child_usd if mine.get("band") == "child" else 0)
        assert mine["price_usd"] == pytest.approx(other["price_usd"] + own, abs=0.011)
    for lang in ("EN", "KH", "ZH"):
        said = pass_said(priced, trip, lang)["park_pass"]
        assert said["name"] == " + ".join(NAMES[k.entries].in_(lang) for k in kinds_for(days))
        assert said["says"]


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_a_lengthened_booking_buys_the_pass_its_temple_days_need_named_in_the_sessions_language(lang: str) -> None:
    """confirmReschedule named the pass in English in a ZH session (relay 28 req 34), and a day more of
    temples kept the 3-day pass (relay 28 req 12): the changed booking's pass covers its temple days."""
    sb = Sandbox()
    before = family(sb, adults=2, children=(13, 10))
    bid = before["booking_id"]
    end = date.fromisoformat(before["end_date"]) + timedelta(days=1)
    quote = sb.data("previewReschedule", {"booking_id": bid, "new_end_date": end.isoformat()}, lang=lang)
    after = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]}, lang=lang)
    part = after["booking"]["pricing"]["park_pass"]
    bought = kinds_for(part["temple_days"])
    assert (
        sum(k.entries for k in bought) >= len(part["temple_days"]) and part["passes"] == 3
    )  # 2 adults, the 13-year-old
    assert part["name"] == " + ".join(NAMES[k.entries].in_(lang) for k in bought)
    # the quote explains the price per adult: the package and each customisation (a day's pass change in it)
    proposed = quote["proposed"]
    parts = sum(c["price_change_per_adult_usd"] for c in proposed["customizations_per_adult"])
    assert proposed["price_per_adult_usd"] == pytest.approx(proposed["base_price_per_adult_usd"] + parts)
    assert sum(c.get("park_pass_change_per_adult_usd", 0) for c in proposed["customizations_per_adult"]) == (
        part["adult_usd"] - 62.0
    )
    assert proposed["park_pass"]["name"] == part["name"]
