"""A child sleeps with their parents, for groups of every shape (sandbox/rooms.py).

A run's Khmer couple with their 1-year-old and a colleague (3 adults, age 1) had the baby put in room 2 with the
colleague: the rule placed each under-12 in the room with the fewest people. The invariant, over 1-6 adults and
any 0-4 children of any age 0-17: every under-12 (an infant first of all) sleeps in room 1, the room of the
group's first adults (the parents), never in a room without an adult nor apart from the others under 12; the
room list holds every traveller once; and ``rooms_say`` says where they sleep in every language."""

from __future__ import annotations

import itertools

import pytest

from sandbox.group import CHILD_MAX_AGE, INFANT_MAX_AGE, Group
from sandbox.i18n.room_texts import CHILD_WITH_PARENTS
from sandbox.rooms import rooms_for, rooms_said

AGES = (0, 1, 3, 4, 7, 11, 12, 15, 17)
GROUPS = [
    Group(adults, kids)
    for adults in range(1, 7)
    for n in range(0, 5)
    for kids in itertools.combinations_with_replacement(AGES, n)
]


@pytest.mark.parametrize("adults", range(1, 7))
def test_every_child_under_12_sleeps_in_room_1_with_the_first_adults(adults: int) -> None:
    for group in (g for g in GROUPS if g.adults == adults):
        rooms = rooms_for(group)
        under_12 = sorted(a for a in group.children_ages if a <= CHILD_MAX_AGE)
        assert rooms[0]["adults"] == max(r["adults"] for r in rooms) >= 1, (group, rooms)  # the first adults
        assert sorted(rooms[0].get("children_ages", [])) == under_12, (group, rooms)  # together, with the parents
        for room in rooms[1:]:
            assert not room.get("children_ages"), (group, rooms)  # never with the colleague, nor alone
        assert sum(r["adults"] for r in rooms) == group.adults
        placed = sorted(a for r in rooms for a in r.get("adult_rate_ages", []) + r.get("children_ages", []))
        assert placed == sorted(group.children_ages)


@pytest.mark.parametrize("lang", ("EN", "KH", "ZH"))
def test_the_family_with_a_colleague_keeps_the_baby_with_the_parents_and_says_so(lang: str) -> None:
    group = Group(3, (1,))  # husband, wife, the baby and a colleague
    rooms = rooms_for(group)
    assert rooms == [{"adults": 2, "children_ages": [1]}, {"adults": 1}]
    assert CHILD_WITH_PARENTS[("EN", "KH", "ZH").index(lang)] in rooms_said(group, lang)["rooms_say"]
    assert ("room 1", "បន្ទប់ទី ១", "1 号房")[("EN", "KH", "ZH").index(lang)] in rooms_said(group, lang)["rooms_say"]


def test_an_infant_is_never_in_a_room_without_an_adult() -> None:
    for group in GROUPS:
        for room in rooms_for(group):
            if any(a <= INFANT_MAX_AGE for a in room.get("children_ages", [])):
                assert room["adults"] >= 1, (group, room)
