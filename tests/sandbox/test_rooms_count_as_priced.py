"""Rooms and the words beside them count people the way the price does (relay 48 req 11, 35, 41).

The invariant, over groups of adults and children aged 0-17, the three languages and every view that shows
rooms (previewBooking, the booking record, previewReschedule's ``current`` and ``proposed``):

- every traveller sleeps in exactly one room;
- a 12-17 is roomed as the price bands count them (``adult_rate_ages``: the ages of the ``adult`` band's
  under-18s), never in ``children_ages`` beside an adult price; ``children_ages`` holds exactly the ages of
  the ``child`` and ``infant`` bands (a 14-year-old charged the adult price was roomed as a child);
- a room without an adult only when fewer adults than rooms, and then ``rooms_say`` names it (its number,
  its travellers' ages) and what the hotel asks, first, in the session's language (two 14-year-olds alone
  in a room were said after the under-12 sentence and missed);
- ``total_is_for`` is a list that reads back to the group: the adults, each 12-17 by age paying as an
  adult, each child under 12 by age, in EN / KH / ZH ("5 people (2 adults, a child aged 9, 14 and
  14-year-olds paying as adults)" ran two lists into one, and Khmer and Chinese sessions read English)."""

from __future__ import annotations

import itertools
import re
from collections import Counter
from math import ceil
from typing import Any, Optional

import pytest
from hypothesis import example, given, settings, strategies as st

from sandbox.data.trips import TRIPS
from sandbox.group import CHILD_MAX_AGE, Group
from sandbox.i18n.room_texts import ages as ages_said
from sandbox.totals import group_price
from tests.sandbox.support import END, TRAVEL, Sandbox
from tests.sandbox.test_changes import record

LANGS = ("EN", "KH", "ZH")
GROUPS = [
    Group(adults, kids)
    for adults in range(1, 5)
    for n in range(0, 5)
    for kids in itertools.combinations_with_replacement(range(18), n)
]
HOTEL_ASKS = {"EN": "parent or guardian to agree", "KH": "ឪពុកម្តាយ ឬអាណាព្យាបាល", "ZH": "父母或监护人"}
ROOM = {"EN": "Room {n} has no adult", "KH": "បន្ទប់ទី {n} គ្មានមនុស្សពេញវ័យ", "ZH": "{n} 号房没有成人"}
FROM_KH = str.maketrans("០១២៣៤៥៦៧៨៩", "0123456789")
EN_NUMBER = {"a": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def _en_items(text: str) -> list[str]:
    return re.split(r", | and ", text)


def read_total_is_for(said: str, lang: str) -> tuple[int, int, Counter[int], Counter[int]]:
    """``total_is_for`` read back: (people, adults, the 12-17s' ages, the under-12s' ages); fails when it is
    not a list of those parts in that language."""
    if lang == "EN":
        m = re.fullmatch(
            r"(\d+) (?:person|people) \((\d+) adults?"
            r"(?:(?:; |, )((?:(?:a|two|three|four|five) \d+-year-olds?(?:, | and )?)+) paying as (?:an adult|adults))?"
            r"(?:(?:; |, )(?:a child|children) aged ((?:\d+(?:, | and )?)+))?\)",
            said,
        )
        assert m, said
        teens: Counter[int] = Counter()
        for item in _en_items(m.group(3) or "") if m.group(3) else []:
            count, age = re.fullmatch(r"(\w+) (\d+)-year-olds?", item).groups()  # type: ignore[union-attr]
            teens[int(age)] += EN_NUMBER[count]
        kids = Counter(int(a) for a in _en_items(m.group(4))) if m.group(4) else Counter()
        return int(m.group(1)), int(m.group(2)), teens, kids
    if lang == "KH":
        text = said.translate(FROM_KH)
        m = re.fullmatch(
            r"មនុស្ស (\d+) នាក់ \(មនុស្សពេញវ័យ (\d+) នាក់"
            r"(?:; ((?:អាយុ \d+ ឆ្នាំ \d+ នាក់(?: និង )?)+) បង់តម្លៃមនុស្សពេញវ័យ)?"
            r"(?:; កុមារ (\d+) នាក់ អាយុ ((?:\d+(?:, )?)+) ឆ្នាំ)?\)",
            text,
        )
        assert m, said
        teens = Counter({int(a): int(n) for a, n in re.findall(r"អាយុ (\d+) ឆ្នាំ (\d+) នាក់", m.group(3) or "")})
        kids = Counter(int(a) for a in m.group(5).split(", ")) if m.group(5) else Counter()
        assert not m.group(4) or int(m.group(4)) == sum(kids.values()), said
        return int(m.group(1)), int(m.group(2)), teens, kids
    m = re.fullmatch(
        r"(\d+) 人（成人 (\d+) 位((?:、?\d+ 岁 \d+ 位)+（按成人价）)?(?:；)?"
        r"(?:儿童 (\d+) 位（((?:、?\d+ 岁)+)）)?）",
        said.replace("；", "", 1) if said.count("；") else said,
    )
    assert m and said.count("；") == bool(m.group(3)) + bool(m.group(4)), said
    teens = Counter({int(a): int(n) for a, n in re.findall(r"(\d+) 岁 (\d+) 位", m.group(3) or "")})
    kids = Counter(int(a) for a in re.findall(r"(\d+) 岁", m.group(5) or ""))
    assert not m.group(4) or int(m.group(4)) == sum(kids.values()), said
    return int(m.group(1)), int(m.group(2)), teens, kids


def holds(view: dict[str, Any], adults: int, ages: list[int], lang: str, bands: Optional[list[dict]] = None) -> None:
    """The invariant for one view of a group's rooms (and, where it has one, its total_is_for)."""
    rooms, say = view["rooms"], view.get("rooms_say", "")
    assert all(set(r) <= {"adults", "adult_rate_ages", "children_ages"} for r in rooms), rooms
    teens = Counter(a for r in rooms for a in r.get("adult_rate_ages", []))
    kids = Counter(a for r in rooms for a in r.get("children_ages", []))
    assert sum(r["adults"] for r in rooms) == adults and teens + kids == Counter(ages), (rooms, adults, ages)
    # counted as the price counts them: 12-17s with the adult band, only under-12s as children
    assert all(a > CHILD_MAX_AGE for a in teens) and all(a <= CHILD_MAX_AGE for a in kids), rooms
    for band in bands if bands is not None else view.get("price_bands") or []:
        assert Counter(band["ages"]) <= (teens if band["band"] == "adult" else kids), (rooms, bands)
    from_12 = adults + sum(teens.values())
    assert len(rooms) == ceil(from_12 / 2) and all(1 <= r["adults"] + len(r.get("adult_rate_ages", [])) for r in rooms)
    alone = [(n, r) for n, r in enumerate(rooms, start=1) if not r["adults"]]
    assert not alone or adults < len(rooms), rooms  # avoided whenever there are adults enough
    for n, room in alone:  # never silent: said first, its number, its ages and what the hotel asks
        assert not room.get("children_ages"), rooms
        assert say.startswith(ROOM[lang].format(n=ages_said([n], LANGS.index(lang)))) or alone[0][0] != n, say
        assert ROOM[lang].format(n=ages_said([n], LANGS.index(lang))) in say, (rooms, say)
        assert ages_said(room["adult_rate_ages"], LANGS.index(lang)) in say and HOTEL_ASKS[lang] in say, say
    if lang == "EN" and not kids:  # the words call no 12-17 a child
        assert "child" not in say, say
    if "total_is_for" in view:
        assert read_total_is_for(view["total_is_for"], lang) == (adults + len(ages), adults, teens, kids)


@pytest.mark.parametrize("lang", LANGS)
def test_every_group_is_roomed_and_spelled_as_it_is_priced(lang: str) -> None:
    trip = dict(TRIPS[0], park_pass=None)
    for group in GROUPS:
        priced = group_price(trip, group, [], language=lang)
        view = {**priced, "total_is_for": group.spelled(lang)}
        holds(view, group.adults, list(group.children_ages), lang, priced.get("price_bands"))


def _family(sb: Sandbox, adults: int, ages: list[int], lang: str) -> str:
    body = {"trip_id": "trip_001", "travel_date": TRAVEL, "adults": adults, "children_ages": ages, "user_id": "user-a"}
    body |= {
        "end_date": END,
        "pickup_location": "Hotel lobby",
        "customer_name": "Sokha Chan",
        "customer_phone": "012 345 678",
    }
    booking = sb.data("createBooking", body, lang=lang)  # the record's words are in the booking's language
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    return str(booking["booking_id"])


@settings(max_examples=30)
@given(
    adults=st.integers(1, 3),
    ages=st.lists(st.integers(0, 17), max_size=4),
    joiner=st.integers(0, 17),
    lang=st.sampled_from(LANGS),
)
@example(adults=1, ages=[12, 12], joiner=0, lang="KH")  # a room without an adult, said in the booking's words
def test_every_view_that_shows_rooms_counts_people_as_the_price_does(
    adults: int, ages: list[int], joiner: int, lang: str
) -> None:
    sb = Sandbox()  # one sandbox an example: its seats and bookings its own
    body = {"trip_id": "trip_001", "travel_date": TRAVEL, "adults": adults, "children_ages": ages}
    holds(sb.data("previewBooking", body, lang=lang)["pricing"], adults, ages, lang)
    bid = _family(sb, adults, ages, lang)
    holds(record(sb, bid)["pricing"], adults, ages, lang)
    changes: list[dict[str, Any]] = [{"add_children_ages": [joiner]}, {"add_adults": 1}]
    if adults > 1:
        changes.append({"remove_adults": 1})
    for change in changes:
        quote = sb.data("previewReschedule", {"booking_id": bid, **change}, lang=lang)
        for side in ("current", "proposed"):
            holds(quote[side], quote[side]["adults"], quote[side]["children_ages"], lang)
        assert quote["total_is_for"] == quote["proposed"]["total_is_for"]


def test_relay_48_family_reads_as_it_pays(sb: Sandbox) -> None:
    """Two adults, a 9- and a 14-year-old, a 14-year-old friend joins, one adult leaves."""
    bid = _family(sb, 2, [9, 14], "EN")
    assert record(sb, bid)["pricing"]["rooms"] == [
        {"adults": 1, "adult_rate_ages": [14], "children_ages": [9]},  # the under-12 in room 1, a parent's
        {"adults": 1},
    ]
    joined = sb.data("previewReschedule", {"booking_id": bid, "add_children_ages": [14]})["proposed"]
    assert joined["total_is_for"] == "5 people (2 adults; two 14-year-olds paying as adults; a child aged 9)"
    one_adult = sb.data("previewReschedule", {"booking_id": bid, "remove_adults": 1, "add_children_ages": [14]})
    assert one_adult["proposed"]["rooms"][1] == {"adults": 0, "adult_rate_ages": [14, 14]}
    assert one_adult["proposed"]["rooms_say"].startswith("Room 2 has no adult: travellers aged 14 and 14")
