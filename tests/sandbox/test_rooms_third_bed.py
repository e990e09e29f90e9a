"""A room arranged for 3 travellers from age 12 says its extra bed; arranged rooms are never said to be 2 to a room
(sandbox/rooms.py ``rooms_said``).

Relay 58 req 28: rooms [{"adults": 1, "adult_rate_ages": [13, 13]}] were accepted while the same result's
rooms_say said the 12-17s "sleep as adults do, 2 to a room": a family could arrive to a two-bed room for three.
Invariant, over every valid arrangement and language: each room arranged with 3 from age 12 is named with its extra
bed (in the price), no other room is, and an arranged result never states the rule's "2 to a room" for the 12-17s.
"""

from __future__ import annotations

import re
from typing import Any

from hypothesis import assume, given, settings, strategies as st

from sandbox.group import Group
from sandbox.i18n import room_texts as texts
from sandbox.rooms import rooms_said
from tests.sandbox.test_rooms_arranged import _valid, arrangements

LANGS = {"EN": 0, "KH": 1, "ZH": 2}


@settings(max_examples=300, deadline=None)
@given(case=arrangements(), language=st.sampled_from(sorted(LANGS)))
def test_a_room_of_three_from_twelve_says_its_extra_bed(
    case: tuple[Group, list[dict[str, Any]]], language: str
) -> None:
    group, rooms = case
    assume(_valid(rooms))
    said = rooms_said(group, language, rooms).get("rooms_say", "")
    lang = LANGS[language]
    for i, room in enumerate(rooms, start=1):
        bed = texts.THIRD_BED[lang].format(room=texts.digits(str(i), lang))
        assert (bed in said) == (room["adults"] + len(room["adult_rate_ages"]) >= 3), (room, said)
    assert texts.TEENS_AS_ADULTS[lang] not in said
    assert not re.search(r"2 to a room|២ នាក់ក្នុងមួយបន្ទប់|每间 2 人", said.replace(texts.NO_ADULT[lang], ""))


@settings(max_examples=100, deadline=None)
@given(adults=st.integers(1, 4), ages=st.lists(st.integers(12, 17), min_size=1, max_size=4))
def test_the_rules_rooms_still_say_two_to_a_room(adults: int, ages: list[int]) -> None:
    group = Group(adults, tuple(ages))
    assert texts.TEENS_AS_ADULTS[0] in rooms_said(group, "EN")["rooms_say"]
