"""Who sleeps in which room, for every group: the one rule every quote states (``rooms``) and the hotels'
rooms text says (sandbox/catalogue/hotels.yaml ``rooms``).

- travellers from 12 (adults and 12-17s) sleep 2 to a room: ceil(those from 12 / 2) rooms;
- an adult in each room first; when there are more rooms than adults, the rooms without an adult each take
  two 12-17s (the oldest), so no one from 12 is left alone without an adult (an adult may sleep alone);
  the other 12-17s share an adult's room;
- children under 12 share a room with an adult (the room with the fewest people first): no room of their own;
- the price covers these rooms: there is no single or extra-room supplement (one left alone in a room pays
  the same as the others of their band).

Each room is ``{"adults": n, "children_ages": [...]}`` (``children_ages`` left out when none): every
traveller of the group once, adults counted, each child by age, in the booking's own words (``adults``,
``children_ages``), so no age reads as an adult's. A room with a child and no adult is said in
``rooms_say``, in the session's language."""

from __future__ import annotations

from math import ceil
from typing import Any

from sandbox.group import CHILD_MAX_AGE, Group
from sandbox.i18n import room_texts as texts

PER_ROOM = 2  # travellers from 12
LANGS = {"EN": 0, "KH": 1, "ZH": 2}


def _placed(group: Group) -> list[tuple[int, list[int]]]:
    """Each room as (adults, children's ages)."""
    older = sorted((a for a in group.children_ages if a > CHILD_MAX_AGE), reverse=True)
    younger = sorted((a for a in group.children_ages if a <= CHILD_MAX_AGE), reverse=True)
    count = max(ceil((group.adults + len(older)) / PER_ROOM), 1)
    with_adult = min(group.adults, count) or 1
    adults = [group.adults // with_adult + (i < group.adults % with_adult) for i in range(with_adult)]
    rooms: list[tuple[int, list[int]]] = [(n, []) for n in adults]
    for _ in range(count - with_adult):  # rooms no adult is left for: two 12-17s each, the oldest
        rooms.append((0, older[:PER_ROOM]))
        older = older[PER_ROOM:]
    for age in older:  # the rest with an adult, in the room with a free place
        min(rooms[:with_adult], key=lambda r: r[0] + len(r[1]))[1].append(age)
    for age in younger:  # an under-12 with an adult, the room with the fewest people
        min(rooms[:with_adult], key=lambda r: r[0] + len(r[1]))[1].append(age)
    return rooms


def rooms_for(group: Group) -> list[dict[str, Any]]:
    """The group's rooms, each who sleeps there: ``adults`` (how many) and ``children_ages``."""
    return [{"adults": n, **({"children_ages": ages} if ages else {})} for n, ages in _placed(group)]


def rooms_said(group: Group, language: str) -> dict[str, str]:
    """``rooms_say``, the rooms in words where the list alone could mislead: a child under 12 sleeps with
    the adult the group chooses (the booking names no one: relay 31 req 26), and each room with no adult
    names its children (relay 42 req 30: a 17-year-old alone in a room, nothing said)."""
    lang = LANGS.get(language, 0)
    said = [texts.NO_ADULT[lang].format(ages=texts.ages(ages, lang)) for n, ages in _placed(group) if not n]
    if any(age <= CHILD_MAX_AGE for age in group.children_ages):
        said.insert(0, texts.CHILD_WITH_CHOSEN_ADULT[lang])
    return {"rooms_say": " ".join(said)} if said else {}
