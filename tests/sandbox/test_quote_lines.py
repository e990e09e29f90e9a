"""The figures inside a quote say the booking they price (relay 35): one adult's price is what each adult
pays once an add-on everyone takes is added, named or not (req 58: $244 per adult beside $272 each); a
line's words name the quantity it is priced for (req 49: an upgrade "2 nights" priced for 3); the lines
of one adult's price (the package, each customisation once, the pass part no line already holds) add up
to it (req 49: the pass change said on the added day and again beside it)."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.data.addable import addable_for
from sandbox.data.pricing import price_label
from sandbox.data.trips import TRIPS
from sandbox.errors import ApiError
from sandbox.group import Group
from sandbox.plan import plan_for
from sandbox.policy import money
from sandbox.quote_view import describe
from sandbox.totals import group_price
from tests.sandbox.test_upgrade_rates import night_by_night

GROUPS = [
    Group(adults=5),
    Group(adults=2, children_ages=(5, 13)),
    Group(adults=3, children_ages=(2,), transport="self_drive"),
]
ITEMS = [
    [],
    ["upgrade_hotel"],
    ["add_day"],
    ["upgrade_hotel", "add_day"],
    ["remove_day"],
    ["upgrade_hotel", "add_day", "add_day"],
]


def _priced(trip: dict[str, Any], group: Group, labels: list[str]) -> dict[str, Any] | None:
    try:
        return group_price(trip, group, [price_label(trip, label) for label in labels])
    except ApiError:  # a length the plan cannot have: refused, nothing priced
        return None


def _everyone(group: Group) -> str:
    return ",".join([f"a{group.adults}", *(f"c{age}" for age in group.children_ages)])


@pytest.mark.parametrize("group", GROUPS, ids=str)
@pytest.mark.parametrize("trip", TRIPS, ids=lambda t: t["id"])
def test_an_add_on_the_whole_group_takes_is_in_one_adults_price(trip: dict[str, Any], group: Group) -> None:
    for addable in addable_for(trip["region"]):
        unnamed = _priced(trip, group, [f"add_activity:{addable.name}"])
        named = _priced(trip, group, [f"add_activity:{addable.name}|for={_everyone(group)}"])
        if unnamed is None or named is None:
            continue
        assert named["price_per_adult_usd"] == unnamed["price_per_adult_usd"]
        assert named["total_usd"] == unnamed["total_usd"]
        adults = {t["price_usd"] for t in named["travellers"] if t["who"] == "adult"}
        assert adults == {named["price_per_adult_usd"]}, (addable.name, named["travellers"])


def _line(item: dict[str, Any]) -> float:
    return float(item.get("price_change_per_adult_usd", item.get("price_usd", 0)))


@pytest.mark.parametrize("joins_away", [False, True])
@pytest.mark.parametrize("group", GROUPS, ids=str)
@pytest.mark.parametrize("trip", TRIPS, ids=lambda t: t["id"])
def test_a_quotes_lines_add_up_to_one_adults_price(trip: dict[str, Any], group: Group, joins_away: bool) -> None:
    """Each part once: the package, each line (a day's with the pass and credit its days bring), the pass
    part and credits no line holds; an upgrade's nights are the nights it is priced for."""
    for labels in ITEMS:
        try:
            priced = group_price(trip, group, [price_label(trip, label) for label in labels], joins_away)
        except ApiError:  # a length the plan cannot have: refused, nothing priced
            continue
        view = describe(group, priced, "EN")
        lines = view["base_price_per_adult_usd"] + sum(_line(i) for i in view["customizations_per_adult"])
        lines += view.get("park_pass_change_per_adult_usd", 0.0)
        lines -= view.get("self_drive_credit_per_adult_usd", 0.0)  # a transfer credit is inside the base
        assert money(lines) == pytest.approx(view["price_per_adult_usd"]), (labels, view)
        for item in view["customizations_per_adult"]:
            if item["type"] == "upgrade_hotel":
                # the nights it names, each at the better hotel's rate less its own (tests/sandbox/test_upgrade_rates.py)
                assert item["details"]["nights"] == max(
                    plan_for(trip, priced["customizations"])["hotel_upgrade_nights"], 1
                )
                assert item["price_usd"] == pytest.approx(night_by_night(trip, priced["customizations"]))
