"""Invariant: a card's price joining at the destination says what it leaves out, and the parts make it (run 60
req 7: 2,430 per adult beside 2,370 at the destination and a 30 USD leg: the other 30, the package's own transfer,
was said nowhere). For every trip from every start town: ``price_at_destination_is`` names the price, the
transfer and any extra leg, and price - transfer - leg = ``price_at_destination_usd``."""

from __future__ import annotations

import re

import pytest

from sandbox.data.trips import TRIPS
from sandbox.group import Group
from sandbox.pickup_price import joins_away, leg_town
from sandbox.suggest import JOIN_KEY, joining_there
from sandbox.totals import group_price

TOWNS = ["Phnom Penh", "Siem Reap", "Kampot", "Battambang", "Takeo", "Sihanoukville"]


@pytest.mark.parametrize("town", TOWNS)
@pytest.mark.parametrize("trip", TRIPS, ids=[t["id"] for t in TRIPS])
def test_the_price_at_the_destination_is_its_parts(trip: dict, town: str) -> None:
    priced = group_price(
        trip, Group(2), [], joins_away(trip["id"], None, town), leg_from=leg_town(trip["id"], None, town)
    )
    shown = joining_there(trip, priced)
    if not shown:
        return
    said = shown["price_at_destination_is"]
    price = float(re.search(r": (\d+(?:\.\d+)?) - ", said).group(1))  # type: ignore[union-attr]
    parts = [float(x) for x in re.findall(r"- (\d+(?:\.\d+)?) USD", said)]
    total = float(re.search(r"= (\d+(?:\.\d+)?) USD$", said).group(1))  # type: ignore[union-attr]
    assert price == priced["price_per_adult_usd"] and total == shown[JOIN_KEY]
    assert round(price - sum(parts), 2) == total, said
    assert ("extra leg" in said) == bool(priced.get("extra_leg_per_adult_usd")), said
