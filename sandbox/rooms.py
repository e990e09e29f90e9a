"""Who sleeps in which room, for every group: the one rule every quote states (``rooms``) and the hotels'
rooms text says (sandbox/catalogue/hotels.yaml ``rooms``).

- travellers from 12 (adults and 12-17s) sleep 2 to a room: ceil(those from 12 / 2) rooms, an adult in
  each room first, so a 12-17 shares with an adult whenever there are enough adults;
- children under 12 share a room with an adult (the room with the fewest people first): no room of their own;
- the price covers these rooms: there is no single or extra-room supplement (one left alone in a room pays
  the same as the others of their band).

Each room is listed as who is in it: ``"adult"`` or a child's age."""

from __future__ import annotations

from math import ceil
from typing import Union

from sandbox.group import CHILD_MAX_AGE, Group
from sandbox.i18n import room_texts as texts

Who = Union[str, int]
PER_ROOM = 2  # travellers from 12


def rooms_for(group: Group) -> list[list[Who]]:
    """The group's rooms, each the list of who sleeps there."""
    older = sorted((a for a in group.children_ages if a > CHILD_MAX_AGE), reverse=True)
    younger = sorted(a for a in group.children_ages if a <= CHILD_MAX_AGE)
    count = max(ceil((group.adults + len(older)) / PER_ROOM), 1)
    rooms: list[list[Who]] = [[] for _ in range(count)]
    for i in range(group.adults):  # one adult in each room, then the second ones
        rooms[i % count].append("adult")
    for age in older:
        min(rooms, key=len).append(age)
    for age in younger:
        with_adult = [r for r in rooms if "adult" in r] or rooms
        min(with_adult, key=len).append(age)
    return rooms


def rooms_said(group: Group, language: str) -> dict[str, str]:
    """``rooms_say`` when a child under 12 travels: the booking names no one, so the child sleeps with the
    adult the group chooses (relay 31 req 26: "[adult, 2]" could not tell a mother where her baby sleeps)."""
    if not any(age <= CHILD_MAX_AGE for age in group.children_ages):
        return {}
    return {"rooms_say": texts.CHILD_WITH_CHOSEN_ADULT[{"EN": 0, "KH": 1, "ZH": 2}.get(language, 0)]}
