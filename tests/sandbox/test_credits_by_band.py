"""Every credit is stated for each traveller band it applies to, and says what it leaves out (issue 37, relay 27
req 8/11: joining at Kep said -16 per adult and nothing for the 6-year-old; self-drive said -30 per adult while
the result still read transport "driver", two reductions of one trip with nothing telling them apart).

For every catalogue trip: getting_there's transfer parts per adult and per child (4-11) are what joining at the
destination takes off each one's price; a change to self-drive names what it leaves out in the session's
language, takes off the transfer from the route's start the group never takes (the destination joiner's figure,
wherever it joins: joining away adds nothing more), and the result's transport follows it."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from sandbox.data.getting_there import getting_there
from sandbox.data.pricing import price_customization
from sandbox.data.trips import TRIPS
from sandbox.group import CHILD_RATE, Group, rate
from sandbox.totals import group_price

FAMILY = st.builds(Group, adults=st.integers(1, 3), children_ages=st.lists(st.integers(0, 17), max_size=3).map(tuple))


def each(trip: dict, group: Group, items: list, joins_away: bool) -> list[float]:
    return [t["price_usd"] for t in group_price(trip, group, items, joins_away)["travellers"]]


@given(trip=st.sampled_from([t for t in TRIPS if t.get("transfer_usd")]), group=FAMILY)
def test_the_transfer_part_is_said_for_every_band_it_comes_off(trip: dict, group: Group) -> None:
    there = getting_there(trip["id"], None, "07:30", "EN")
    if "transfer_per_adult_usd" not in there:  # a trip starting in its own town: nothing to join
        return
    band = {"adult": there["transfer_per_adult_usd"], "child": there["transfer_per_child_4_to_11_usd"]}
    off = [a - b for a, b in zip(each(trip, group, [], False), each(trip, group, [], True))]
    people = group_price(trip, group, [], False)["travellers"]
    for person, saved in zip(people, off):
        said = {1.0: band["adult"], CHILD_RATE: band["child"], 0.0: 0.0}[rate(person.get("age"))]
        assert saved == pytest.approx(said, abs=0.011), (person, saved, band)


@given(trip=st.sampled_from(TRIPS), group=FAMILY, language=st.sampled_from(("EN", "KH", "ZH")))
def test_self_drive_says_what_it_leaves_out_and_is_the_one_transport_credit(
    trip: dict, group: Group, language: str
) -> None:
    item = price_customization(trip, {"type": "change_transport", "details": {"to": "self_drive"}}, language)
    assert item["price_usd"] < 0 and (language == "EN") == item["leaves_out"].isascii()
    assert f"{trip['duration_days']}" in item["leaves_out"]
    away, start = group_price(trip, group, [item], True), group_price(trip, group, [item], False)
    assert away["transport"] == start["transport"] == "self_drive"
    assert away["total_usd"] == start["total_usd"]
    transfer = float(trip.get("transfer_usd") or 0.0)
    assert away.get("transfer_credit_per_adult_usd", 0.0) == start.get("transfer_credit_per_adult_usd", 0.0) == transfer
