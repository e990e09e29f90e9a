"""Who sleeps in which room is one rule for every group (sandbox/rooms.py), every quote of every trip
lists those rooms, and the price covers them: no traveller pays more for being the odd one out."""

from __future__ import annotations

import itertools
from math import ceil

import pytest

from sandbox.data.hotels import HOTELS, details
from sandbox.data.trips import TRIPS
from sandbox.group import CHILD_MAX_AGE, Group, rate
from sandbox.rooms import rooms_for
from sandbox.totals import group_price

AGES = (1, 5, 10, 11, 12, 13, 17)
GROUPS = [
    Group(adults, tuple(kids))
    for adults in range(1, 6)
    for n in range(0, 4)
    for kids in itertools.combinations_with_replacement(AGES, n)
]


@pytest.mark.parametrize("group", GROUPS, ids=lambda g: f"{g.adults}a{'-'.join(map(str, g.children_ages))}")
def test_every_group_sleeps_two_from_12_a_room_and_children_with_an_adult(group: Group) -> None:
    rooms = rooms_for(group)
    from_12 = group.adults + sum(1 for a in group.children_ages if a > CHILD_MAX_AGE)
    assert len(rooms) == ceil(from_12 / 2)
    every = [a for r in rooms for a in r.get("adult_rate_ages", []) + r.get("children_ages", [])]
    assert sorted(every) == sorted(group.children_ages)
    assert sum(r["adults"] for r in rooms) == group.adults
    for room in rooms:
        assert 1 <= room["adults"] + len(room.get("adult_rate_ages", [])) <= 2
        if room.get("children_ages"):
            assert room["adults"]  # an under-12 is never alone, nor with a 12-17 only
    if group.adults >= len(rooms):
        assert all(r["adults"] for r in rooms)


@pytest.mark.parametrize("trip", TRIPS, ids=lambda t: t["id"])
def test_every_quote_lists_its_rooms_and_charges_no_room_supplement(trip) -> None:  # type: ignore[no-untyped-def]
    for group in GROUPS[::9]:
        priced = group_price(dict(trip, park_pass=None), group, [])
        assert priced["rooms"] == rooms_for(group)
        adult = priced["price_per_adult_usd"]
        ages = [None] * group.adults + list(group.children_ages)
        assert [t["price_usd"] for t in priced["travellers"]] == pytest.approx(
            [adult * rate(a) for a in ages], abs=0.011
        )


@pytest.mark.parametrize(("hotel", "lang"), list(itertools.product(HOTELS, ("EN", "KH", "ZH"))))
def test_every_hotel_states_the_rule_and_that_the_price_covers_the_rooms(hotel, lang) -> None:  # type: ignore[no-untyped-def]
    said = details(hotel, lang)["rooms"]
    assert {"EN": "12", "KH": "១២", "ZH": "12"}[lang] in said
    assert {"EN": "no single or extra-room supplement", "KH": "គ្មានថ្លៃបន្ថែម", "ZH": "没有单人房或加房附加费"}[
        lang
    ] in said
    assert "rounded up" not in said and "父母" not in said  # the old rule that contradicted itself
