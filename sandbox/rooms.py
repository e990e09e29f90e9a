"""Who sleeps in which room, for every group: the one rule every quote states (``rooms``) and the hotels'
rooms text says (sandbox/catalogue/hotels.yaml ``rooms``).

- travellers from 12 (adults and 12-17s) sleep 2 to a room: ceil(those from 12 / 2) rooms;
- an adult in each room first; when there are more rooms than adults, the rooms without an adult each take
  two 12-17s (the oldest), so no one from 12 is left alone without an adult (an adult may sleep alone);
  the other 12-17s share an adult's room;
- children under 12 share room 1, the room of the group's first adults (their parents): a baby is never parted
  from its parents to fill a room with a colleague or a friend (run: a Khmer couple's 1-year-old put in the
  room of the couple's colleague), nor given a room of their own;
- the price covers these rooms (one left alone in a room pays the same as the others of their band); a group
  may arrange its own rooms instead (``rooms`` on previewBooking and previewReschedule, sandbox/room_choice.py):
  each room beyond this rule's count costs a supplement per night, a named line of the price.

Each room is ``{"adults": n, "adult_rate_ages": [...], "children_ages": [...]}`` (an empty list left out):
every traveller of the group once, counted the way the price counts them (sandbox/group.py ``price_bands``):
``adults``, the 12-17s who pay the adult price by age in ``adult_rate_ages``, and only the under-12s (child
and infant prices) in ``children_ages``, so a 14-year-old priced as an adult is never roomed as a child
(relay 48 req 11). ``rooms_say`` says the rooms in words, in the session's language, wherever the list alone
could mislead: who an under-12 sleeps with, that 12-17s room as they pay (as adults, 2 to a room), and each
room with no adult by its number and ages, with what the hotel asks (relay 48 req 41). :func:`rooms_view`
gives both, the one place every result (previewBooking, the booking, previewReschedule) takes them from."""

from __future__ import annotations

from math import ceil
from typing import Any, Optional

from sandbox.group import CHILD_MAX_AGE, Group
from sandbox.i18n import room_texts as texts

PER_ROOM = 2  # travellers from 12
LANGS = {"EN": 0, "KH": 1, "ZH": 2}


def _placed(group: Group) -> list[tuple[int, list[int], list[int]]]:
    """Each room as (adults, the 12-17s' ages, the under-12s' ages)."""
    older = sorted((a for a in group.children_ages if a > CHILD_MAX_AGE), reverse=True)
    younger = sorted((a for a in group.children_ages if a <= CHILD_MAX_AGE), reverse=True)
    count = max(ceil((group.adults + len(older)) / PER_ROOM), 1)
    with_adult = min(group.adults, count) or 1
    adults = [group.adults // with_adult + (i < group.adults % with_adult) for i in range(with_adult)]
    rooms: list[tuple[int, list[int], list[int]]] = [(n, [], []) for n in adults]
    for _ in range(count - with_adult):  # rooms no adult is left for: two 12-17s each, the oldest
        rooms.append((0, older[:PER_ROOM], []))
        older = older[PER_ROOM:]
    for age in older:  # the rest with an adult, in the room with a free place
        min(rooms[:with_adult], key=lambda r: r[0] + len(r[1]) + len(r[2]))[1].append(age)
    rooms[0][2].extend(younger)  # the under-12s with the first adults, their parents
    return rooms


def rule_count(group: Group) -> int:
    """How many rooms the rule gives ``group``: the rooms the price covers."""
    return len(_placed(group))


def _as_tuples(rooms: list[dict[str, Any]]) -> list[tuple[int, list[int], list[int]]]:
    return [
        (int(r.get("adults") or 0), list(r.get("adult_rate_ages") or []), list(r.get("children_ages") or []))
        for r in rooms
    ]


def rooms_for(group: Group) -> list[dict[str, Any]]:
    """The group's rooms, each who sleeps there: ``adults`` (how many), ``adult_rate_ages`` (12-17s) and
    ``children_ages`` (under 12)."""
    return [
        {"adults": n, **({"adult_rate_ages": teens} if teens else {}), **({"children_ages": kids} if kids else {})}
        for n, teens, kids in _placed(group)
    ]


def rooms_said(
    group: Group, language: str, arranged: Optional[list[dict[str, Any]]] = None, extra: Optional[dict[str, Any]] = None
) -> dict[str, str]:
    """``rooms_say``, the rooms in words where the list alone could mislead: each room with no adult first,
    by number and ages, with what the hotel asks (relay 42 req 30, relay 48 req 41: two 14-year-olds alone in a
    room, said after the under-12 sentence and missed); the 12-17s' place (as they pay: relay 48 req 11); a child
    under 12 sleeps with the adult the group chooses (the booking names no one: relay 31 req 26). With the
    traveller's ``arranged`` rooms: a room with no adult as arranged, and the rooms beyond the rule's count
    with their supplement (``extra``: sandbox/room_choice.py ``supplement``) as a sum."""
    lang = LANGS.get(language, 0)
    no_adult = texts.NO_ADULT_ARRANGED if arranged else texts.NO_ADULT
    said = [
        no_adult[lang].format(room=texts.digits(str(i), lang), ages=texts.ages(teens, lang))
        for i, (n, teens, _) in enumerate(_as_tuples(arranged) if arranged else _placed(group), start=1)
        if not n
    ]
    if extra:
        said.append(
            texts.EXTRA_ROOMS[lang].format(
                **{k: texts.digits(f"{extra[k]:g}", lang) for k in ("extra_rooms", "rooms_included", "nights")},
                **{k: texts.digits(f"{extra[k]:,.2f}", lang) for k in ("per_room_night_usd", "total_usd")},
            )
        )
    if arranged:  # a room of 3 from age 12 has an extra bed (run 58 req 28: 1 adult + two 13s, said nowhere)
        said += [
            texts.THIRD_BED[lang].format(room=texts.digits(str(i), lang))
            for i, (n, teens, _) in enumerate(_as_tuples(arranged), start=1)
            if n + len(teens) > PER_ROOM
        ]
    if any(age > CHILD_MAX_AGE for age in group.children_ages):
        said.append((texts.TEENS_AS_ARRANGED if arranged else texts.TEENS_AS_ADULTS)[lang])
    if any(age <= CHILD_MAX_AGE for age in group.children_ages):
        said.append(texts.CHILD_WITH_PARENTS[lang])
    return {"rooms_say": " ".join(said)} if said else {}


def rooms_view(
    group: Group, language: str, arranged: Optional[list[dict[str, Any]]] = None, extra: Optional[dict[str, Any]] = None
) -> dict[str, Any]:
    """``rooms`` (the traveller's ``arranged`` rooms, else the rule's), ``rooms_arranged`` when they are the
    traveller's, ``room_supplement`` (the rooms beyond the rule's count, priced) and, where they need words,
    ``rooms_say``: what every result that shows rooms carries."""
    return {
        "rooms": arranged or rooms_for(group),
        **({"rooms_arranged": True} if arranged else {}),
        **({"room_supplement": extra} if extra else {}),
        **rooms_said(group, language, arranged, extra),
    }
