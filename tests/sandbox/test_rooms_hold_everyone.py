"""Every room list holds the booking's travellers, each once, and means one thing in every result.

The invariant, over groups (1-4 adults, 0-4 children of any age 0-17), languages and every result that
carries ``rooms`` (previewBooking, createBooking, a change's quote before and after, confirmReschedule,
the booking after a join and a leave):

- the rooms name every traveller exactly once: adults counted as ``adults``, each 12-17 by age in
  ``adult_rate_ages`` and each child under 12 in ``children_ages``, so no age can be read as an adult's
  (relay 42 req 10: ``["adult", 17]`` read as "an adult of 17", the parents missing);
- no child sleeps in a room without an adult unless ``rooms_say`` says so, naming the ages, in the
  session's language (relay 42 req 30: a 17-year-old alone in a room, nothing said);
- the same group gives the same rooms in every result, whatever order its ages were given in."""

from __future__ import annotations

import itertools
from collections import Counter
from math import ceil
from typing import Any

import pytest

from sandbox.group import CHILD_MAX_AGE, Group
from sandbox.i18n.room_texts import ages as ages_said
from sandbox.rooms import rooms_for, rooms_said
from tests.sandbox.support import TRAVEL, Sandbox
from tests.sandbox.test_change_prices import family
from tests.sandbox.test_changes import record

LANGS = ("EN", "KH", "ZH")
GROUPS = [
    Group(adults, kids)
    for adults in range(1, 5)
    for n in range(0, 5)
    for kids in itertools.combinations_with_replacement(range(18), n)
]


def holds(rooms: list[dict[str, Any]], adults: int, children_ages: list[int], say: str, lang: str) -> None:
    """The invariant for one room list beside the group it is for and its words."""
    keys = {"adults", "adult_rate_ages", "children_ages"}
    assert all(set(r) <= keys and isinstance(r["adults"], int) for r in rooms), rooms
    assert sum(r["adults"] for r in rooms) == adults
    placed = Counter(a for r in rooms for a in r.get("adult_rate_ages", []) + r.get("children_ages", []))
    assert placed == Counter(children_ages)
    assert all(r["adults"] or r.get("adult_rate_ages") for r in rooms)  # no empty room
    for room in rooms:
        if not room["adults"]:  # a 12-17 with no adult: said, with its ages, in the language
            assert not room.get("children_ages"), rooms  # never an under-12
            assert ages_said(room["adult_rate_ages"], LANGS.index(lang)) in say, (rooms, say)


def test_every_group_rooms_every_traveller_once_and_says_each_room_without_an_adult() -> None:
    for group in GROUPS:
        rooms = rooms_for(group)
        from_12 = group.adults + sum(a > CHILD_MAX_AGE for a in group.children_ages)
        assert len(rooms) == ceil(from_12 / 2)  # the rooms the price covers
        for room in rooms:
            assert 1 <= room["adults"] + len(room.get("adult_rate_ages", [])) <= 2
        if group.adults >= len(rooms):
            assert all(r["adults"] for r in rooms)
        for lang in LANGS:
            holds(rooms, group.adults, list(group.children_ages), rooms_said(group, lang).get("rooms_say", ""), lang)
        # the same group in any order of its ages: the same rooms
        assert rooms_for(Group(group.adults, tuple(reversed(group.children_ages)))) == rooms


def test_no_one_from_12_is_left_alone_in_a_room_without_an_adult() -> None:
    for group in GROUPS:
        assert all(r["adults"] or len(r["adult_rate_ages"]) == 2 for r in rooms_for(group)), group


def _checked(result: dict[str, Any], lang: str) -> list[dict[str, Any]]:
    holds(result["rooms"], result["adults"], result["children_ages"], result.get("rooms_say", ""), lang)
    assert result["rooms"] == rooms_for(Group(result["adults"], tuple(result["children_ages"])))
    return list(result["rooms"])


@pytest.mark.parametrize("lang", LANGS)
def test_every_result_of_a_family_that_grows_and_shrinks_rooms_the_same_group_the_same_way(
    sb: Sandbox, lang: str
) -> None:
    """Relay 42: two adults and sons of 14 and 17, a niece of 8 joins, the sister leaves."""
    group = {"adults": 2, "children_ages": [14, 17]}
    body = {"trip_id": "trip_001", "travel_date": TRAVEL, "people_count": 4, **group}
    preview = sb.data("previewBooking", body, lang=lang)["pricing"]
    bid = family(sb, adults=2, children=(14, 17))["booking_id"]
    assert _checked(preview, lang) == _checked(record(sb, bid)["pricing"], lang)
    for change in ({"add_children_ages": [8]}, {"remove_adults": 1}, {"remove_children_ages": [14, 8]}):
        quote = sb.data("previewReschedule", {"booking_id": bid, **change}, lang=lang)
        before = _checked({**quote["current"], "rooms_say": record(sb, bid)["pricing"].get("rooms_say", "")}, lang)
        assert before == record(sb, bid)["pricing"]["rooms"]
        after = _checked(quote["proposed"], lang)
        done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]}, lang=lang)
        assert _checked(done["booking"]["pricing"], lang) == after == _checked(record(sb, bid)["pricing"], lang)
        if quote["amount_is"] == "due":  # the join's top-up paid before the next change
            qr = sb.data("generatePaymentQR", {"booking_id": bid})
            assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200


@pytest.mark.parametrize("group", [g for g in GROUPS if len(g.children_ages) <= 3][::97], ids=str)
def test_every_booked_group_gets_the_rooms_of_its_quote(sb: Sandbox, group: Group) -> None:
    body = {"adults": group.adults, "children_ages": list(group.children_ages)}
    preview = sb.data("previewBooking", {"trip_id": "trip_001", "travel_date": TRAVEL, **body})["pricing"]
    booked = sb.book("trip_001", people=None, **body)
    assert _checked(preview, "EN") == _checked(booked["pricing"], "EN") == rooms_for(group)
