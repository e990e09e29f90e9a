"""Rooms as the traveller arranges them (previewBooking's and previewReschedule's ``rooms``), checked and priced.

The rule (sandbox/rooms.py) places a group when the traveller names no rooms. A group may arrange its own:
a list of rooms, each who sleeps there by kind as the results' rooms say it (``adults``, ``adult_rate_ages``
for the 12-17s, ``children_ages`` for the under-12s). :func:`arranged` refuses, with ``INVALID_INPUT``
naming the field (``rooms``, ``rooms[2].children_ages``...) and what is wrong, any list that:

- does not hold every traveller of the group exactly once (adults by count, the others by age);
- puts more than :data:`MAX_PER_ROOM` in a room (under-4s sleep in a cot and are not counted);
- puts an under-12 in a room without an adult.

A 12-17 alone (or two) in a room is allowed: ``rooms_say`` states what the hotel asks (their parent or
guardian agrees at check-in).

The price covers the rule's count of rooms; each room beyond it costs :data:`EXTRA_ROOM_NIGHT_USD` (by the
trip's hotel tier) per night (:func:`supplement`), a named line of the price (``room_supplement``) added to
its total, so a change of rooms after paying is priced as every change is: price(after) - price(before).
Fewer rooms than the rule's cost the same as the rule's.

:func:`kept` carries a booking's arranged rooms through a join or a leave: a leaver's place is taken out, a
joiner gets a place the rule would give (from 12: beside an adult with room to spare, else a room of
their own; under 12: with the adult of the fewest), and an arrangement that no longer holds falls back to the
rule (``None``)."""

from __future__ import annotations

from collections import Counter
from typing import Any, Optional

from sandbox.data.hotels import EXTRA_ROOM_NIGHT_USD
from sandbox.errors import ApiError
from sandbox.group import CHILD_MAX_AGE, INFANT_MAX_AGE, Group
from sandbox.policy import money
from sandbox.rooms import PER_ROOM, rule_count

MAX_PER_ROOM = 3  # travellers from 4 (an under-4 sleeps in a cot)
Room = dict[str, Any]


def _counted(room: Room) -> int:
    kids = [a for a in room.get("children_ages") or [] if a > INFANT_MAX_AGE]
    return int(room.get("adults") or 0) + len(room.get("adult_rate_ages") or []) + len(kids)


def _clean(room: Room) -> Room:
    """A room as the results say it (an empty list left out, ages oldest first)."""
    teens = sorted(room.get("adult_rate_ages") or [], reverse=True)
    kids = sorted(room.get("children_ages") or [], reverse=True)
    return {
        "adults": int(room.get("adults") or 0),
        **({"adult_rate_ages": teens} if teens else {}),
        **({"children_ages": kids} if kids else {}),
    }


def _refused(field: str, what: str) -> ApiError:
    """``INVALID_INPUT``, as a body the schema refuses: the field and what is wrong with it."""
    return ApiError(400, "INVALID_INPUT", f"Invalid input. {field}: {what}", {"fields": [field]})


def arranged(group: Group, rooms: list[Room], field: str = "rooms") -> list[Room]:
    """``rooms`` checked against ``group`` (every traveller once, at most 3 a room, an under-12 with an adult),
    each as the results say it; refused with the field named."""
    if not rooms:
        raise _refused(field, "give at least one room, or leave rooms out for the standard rooms")
    for n, room in enumerate(rooms):
        at = f"{field}[{n}]"
        wrong_teen = [a for a in room.get("adult_rate_ages") or [] if a <= CHILD_MAX_AGE]
        if wrong_teen:
            raise _refused(f"{at}.adult_rate_ages", f"ages {wrong_teen} are under 12: put them in children_ages")
        wrong_kid = [a for a in room.get("children_ages") or [] if a > CHILD_MAX_AGE]
        if wrong_kid:
            raise _refused(f"{at}.children_ages", f"ages {wrong_kid} are 12 or older: put them in adult_rate_ages")
        if not _counted(room) and not room.get("children_ages"):
            raise _refused(at, "an empty room: leave it out")
        if _counted(room) > MAX_PER_ROOM:
            raise _refused(at, f"{_counted(room)} people: at most {MAX_PER_ROOM} a room (an under-4 is not counted)")
        if room.get("children_ages") and not room.get("adults"):
            raise _refused(f"{at}.children_ages", "a child under 12 sleeps in a room with an adult")
    adults = sum(int(r.get("adults") or 0) for r in rooms)
    if adults != group.adults:
        raise _refused(f"{field}.adults", f"{adults} adults in the rooms, the group has {group.adults}")
    for kind, young in (("adult_rate_ages", False), ("children_ages", True)):
        want = Counter(a for a in group.children_ages if (a <= CHILD_MAX_AGE) == young)
        got = Counter(a for r in rooms for a in r.get(kind) or [])
        if got != want:
            raise _refused(
                f"{field}.{kind}",
                f"ages {sorted(got.elements())} in the rooms, the group's are {sorted(want.elements())}",
            )
    return [_clean(r) for r in rooms]


def supplement(trip: dict[str, Any], group: Group, rooms: Optional[list[Room]], days: int) -> dict[str, Any]:
    """``room_supplement``: the rooms beyond the rule's count, each night at the tier's rate; empty when none."""
    extra = max(len(rooms or []) - rule_count(group), 0)
    nights = max(days - 1, 0)
    if not extra or not nights:
        return {}
    rate = EXTRA_ROOM_NIGHT_USD[str(trip.get("tier") or "standard")]
    return {
        "extra_rooms": extra,
        "rooms_included": rule_count(group),
        "per_room_night_usd": rate,
        "nights": nights,
        "total_usd": money(rate * nights * extra),
    }


def same(a: Optional[list[Room]], b: Optional[list[Room]]) -> bool:
    """Two arrangements the same whatever the rooms' order."""
    key = lambda rooms: sorted(repr(sorted(_clean(r).items())) for r in rooms or [])  # noqa: E731
    return key(a) == key(b)


def _take(rooms: list[Room], kind: str, age: Optional[int]) -> None:
    for room in reversed(rooms):
        if kind == "adults" and room["adults"]:
            room["adults"] -= 1
            return
        if kind != "adults" and age in room.get(kind, []):
            room[kind].remove(age)
            return


def _from_12(room: Room) -> int:
    return int(room["adults"]) + len(room.get("adult_rate_ages") or [])


def kept(rooms: Optional[list[Room]], before: Group, after: Group) -> Optional[list[Room]]:
    """A booking's arranged ``rooms`` for the group after a join or a leave; ``None`` (the rule) when it had none
    or when they no longer hold."""
    if not rooms:
        return None
    out: list[Room] = [
        {"adults": int(r.get("adults") or 0), **{k: list(r.get(k) or []) for k in ("adult_rate_ages", "children_ages")}}
        for r in rooms
    ]
    gone, new = (
        Counter(before.children_ages) - Counter(after.children_ages),
        Counter(after.children_ages) - Counter(before.children_ages),
    )
    for _ in range(max(before.adults - after.adults, 0)):
        _take(out, "adults", None)
    for age in gone.elements():
        _take(out, "children_ages" if age <= CHILD_MAX_AGE else "adult_rate_ages", age)
    out = [r for r in out if _counted(r) or r["children_ages"]]
    joining: list[Optional[int]] = [None] * max(after.adults - before.adults, 0)  # None: an adult
    joining += [a for a in new.elements() if a > CHILD_MAX_AGE]
    for joiner in joining:  # from 12: beside an adult with a place (2 from 12 a room), else a room of their own
        room = next((r for r in out if r["adults"] and _from_12(r) < PER_ROOM and _counted(r) < MAX_PER_ROOM), None)
        if room is None:
            room = {"adults": 0, "adult_rate_ages": [], "children_ages": []}
            out.append(room)
        if joiner is None:
            room["adults"] += 1
        else:
            room["adult_rate_ages"].append(joiner)
    for age in (a for a in new.elements() if a <= CHILD_MAX_AGE):  # under 12: with the adult of the fewest
        with_adult = [r for r in out if r["adults"]]
        if not with_adult:
            return None
        min(with_adult, key=_counted)["children_ages"].append(age)
    try:
        return arranged(after, out)
    except ApiError:
        return None
