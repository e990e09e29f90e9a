"""The per-adult figures a length's price states add up to that price, for every trip, group and sequence of
added or removed days: base - credits + the customisations + the park pass change = price_per_adult_usd,
each day item's own change (``price_change_per_adult_usd``, its pass part included) adds up to what the day
items move one adult's price by, and the day items' pass parts add up to the stated pass change
(sandbox/day_credit.py, sandbox/park_pass.py, calculateCustomTrip in sandbox/custom.py)."""

from __future__ import annotations

import pytest

from sandbox.custom import priced_custom
from sandbox.data.pricing import price_customization
from sandbox.data.trips import TRIPS
from sandbox.group import Group
from sandbox.policy import money
from sandbox.totals import group_price

GROUPS = [Group(1), Group(2, (13, 10)), Group(2, (), "self_drive")]
CHANGES = [
    ["add_day"],
    ["add_day", "add_day"],
    ["remove_day"],
    ["add_day", "remove_day"],
    ["remove_day", "add_day"],
    ["add_day", "add_day", "remove_day"],
]
CASES = [(t, g, c) for t in TRIPS for g in GROUPS for c in CHANGES]


def _items(trip, kinds):  # type: ignore[no-untyped-def]
    return [price_customization(trip, {"type": k}) for k in kinds]


def _ok(trip, kinds) -> bool:  # type: ignore[no-untyped-def]
    return trip["duration_days"] + kinds.count("add_day") - kinds.count("remove_day") >= 1


@pytest.mark.parametrize("trip,group,kinds", [c for c in CASES if _ok(c[0], c[2])], ids=str)
def test_the_stated_parts_add_up_to_the_price_per_adult(trip, group, kinds) -> None:  # type: ignore[no-untyped-def]
    try:
        items = _items(trip, kinds)
        priced = group_price(trip, group, items)
    except Exception as exc:  # a length the trip cannot take is refused, never mispriced
        pytest.skip(str(exc))
    plain = group_price(trip, group, [])
    stated = money(
        priced["base_per_adult_usd"]
        + priced["customizations_per_person_usd"]
        - priced["self_drive_credit_per_adult_usd"]
        - priced.get("transfer_credit_per_adult_usd", 0.0)
        + priced.get("park_pass_change_per_adult_usd", 0.0)
    )
    assert stated == priced["price_per_adult_usd"]
    days = [i for i in priced["customizations"] if i["type"] in ("add_day", "remove_day")]
    moved = money(priced["price_per_adult_usd"] - plain["price_per_adult_usd"])
    assert money(sum(i["price_change_per_adult_usd"] for i in days)) == moved
    passes = money(sum(i.get("park_pass_change_per_adult_usd", 0.0) for i in days))
    assert passes == money(
        priced.get("park_pass_change_per_adult_usd", 0.0) - plain.get("park_pass_change_per_adult_usd", 0.0)
    )


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("trip", [t for t in TRIPS if "park_pass" in t], ids=lambda t: t["id"])
def test_calculate_custom_trip_states_the_pass_change_as_a_part(trip, language) -> None:  # type: ignore[no-untyped-def]
    for kinds in CHANGES:
        if not _ok(trip, kinds):
            continue
        data = priced_custom(trip, Group(1), [{"type": k} for k in kinds], language)
        stated = money(
            data["base_price_per_adult_usd"]
            + data["add_ons_per_adult_usd"]
            - data.get("self_drive_credit_per_adult_usd", 0.0)
            + data.get("park_pass_change_per_adult_usd", 0.0)
        )
        assert stated == data["price_per_adult_usd"]
        for item in data["customizations"]:
            if item.get("park_pass_change_per_adult_usd"):  # the rule text says the pass part, in the language
                assert f"{item['park_pass_change_per_adult_usd']:+.2f}" in item["price_rule"]
