"""Rooms as the traveller arranges them, priced by the one price function (sandbox/room_choice.py).

The invariant, over groups (1-4 adults, 0-4 under-18s of any age) and every way of putting them in rooms:

- an arrangement that holds every traveller once, at most 3 (from age 4) a room and no under-12 without an adult
  is priced exactly: the rule's price + the tier's supplement x nights x the rooms beyond the rule's count, a
  named line (``room_supplement_usd``) that with the travellers' prices adds up to the total;
- any other arrangement is refused with ``INVALID_INPUT`` naming the ``rooms`` field;
- after paying, arranging the rooms is a change priced as price(after) - price(before); a join keeps the
  arranged rooms (relay 51 req 18/22: the joiner of 52 was put with the 15-year-old who has his own room)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

from sandbox.data.hotels import EXTRA_ROOM_NIGHT_USD
from sandbox.data.trips import get_trip
from sandbox.errors import ApiError
from sandbox.group import CHILD_MAX_AGE, INFANT_MAX_AGE, Group
from sandbox.rooms import rule_count
from sandbox.totals import group_price, trip_days
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import confirm, family, preview

TRIP = get_trip("trip_001")
assert TRIP is not None


@st.composite
def arrangements(draw: Any) -> tuple[Group, list[dict[str, Any]]]:
    """A group and a way of putting each of its travellers in one of up to 6 rooms (any way, valid or not)."""
    group = Group(draw(st.integers(1, 4)), tuple(draw(st.lists(st.integers(0, 17), max_size=4))))
    people: list[Any] = ["adult"] * group.adults + list(group.children_ages)
    count = draw(st.integers(1, min(len(people), 6)))
    where = [draw(st.integers(0, count - 1)) for _ in people]
    rooms: list[dict[str, Any]] = [{"adults": 0, "adult_rate_ages": [], "children_ages": []} for _ in range(count)]
    for who, n in zip(people, where):
        if who == "adult":
            rooms[n]["adults"] += 1
        else:
            rooms[n]["children_ages" if who <= CHILD_MAX_AGE else "adult_rate_ages"].append(who)
    return group, [r for r in rooms if r["adults"] or r["adult_rate_ages"] or r["children_ages"]]


def _valid(rooms: list[dict[str, Any]]) -> bool:
    counted = [
        r["adults"] + len(r["adult_rate_ages"]) + sum(a > INFANT_MAX_AGE for a in r["children_ages"]) for r in rooms
    ]
    return all(n <= 3 for n in counted) and all(r["adults"] or not r["children_ages"] for r in rooms)


@settings(max_examples=300, deadline=None)
@given(arrangements())
def test_a_valid_arrangement_costs_the_supplement_for_each_room_beyond_the_rule_and_an_invalid_one_is_refused(
    case: tuple[Group, list[dict[str, Any]]],
) -> None:
    group, rooms = case
    rule = group_price(TRIP, group, [])
    try:
        priced = group_price(TRIP, group, [], rooms=rooms)
    except ApiError as exc:
        assert not _valid(rooms), (rooms, exc.message)
        assert exc.code == "INVALID_INPUT" and exc.details and exc.details["fields"][0].startswith("rooms"), exc.message
        return
    assert _valid(rooms), rooms
    extra = max(len(rooms) - rule_count(group), 0)
    nights = trip_days(TRIP, []) - 1
    supplement = EXTRA_ROOM_NIGHT_USD[TRIP["tier"]] * nights * extra
    assert priced["total_usd"] == pytest.approx(rule["total_usd"] + supplement)
    assert priced.get("room_supplement_usd", 0.0) == pytest.approx(supplement)  # a named line
    lines = sum(t["price_usd"] for t in priced["travellers"]) + priced.get("room_supplement_usd", 0.0)
    assert priced["total_usd"] == pytest.approx(lines)  # the lines add up
    assert priced["rooms"] and priced["rooms_arranged"]  # the arranged rooms, every traveller once
    assert sum(r["adults"] for r in priced["rooms"]) == group.adults
    placed = Counter(a for r in priced["rooms"] for a in r.get("adult_rate_ages", []) + r.get("children_ages", []))
    assert placed == Counter(group.children_ages)
    if extra:  # said in words, as a sum
        assert f"{priced['room_supplement']['total_usd']:,.2f}" in priced["rooms_say"]


def test_rooms_that_miss_or_repeat_a_traveller_are_refused_with_the_field_named(sb: Sandbox) -> None:
    body = {"trip_id": "trip_001", "travel_date": "2026-04-20", "adults": 2, "children_ages": [15]}
    for rooms, field in (
        ([{"adults": 2}], "rooms.adult_rate_ages"),  # the 15-year-old left out
        ([{"adults": 1}, {"adults": 1, "adult_rate_ages": [15, 15]}], "rooms.adult_rate_ages"),
        ([{"adults": 2, "children_ages": [15]}], "rooms[0].children_ages"),
        ([{"adults": 3, "adult_rate_ages": [15]}], "rooms[0]"),
    ):
        error = sb.error("previewBooking", {**body, "rooms": rooms}, 400)
        assert error["code"] == "INVALID_INPUT" and error["details"]["fields"] == [field], error


def test_the_couple_share_and_the_son_has_his_own_room_in_the_summary_and_the_booking(sb: Sandbox) -> None:
    rooms = [{"adults": 2}, {"adult_rate_ages": [15]}]
    body = {"trip_id": "trip_001", "travel_date": "2026-04-20", "adults": 2, "children_ages": [15], "rooms": rooms}
    summary = sb.data("previewBooking", body)
    assert summary["pricing"]["rooms"] == [{"adults": 2}, {"adults": 0, "adult_rate_ages": [15]}]
    assert "as arranged" in summary["pricing"]["rooms_say"]  # the hotel's guardian rule said
    assert "room_supplement_usd" not in summary["pricing"]  # two rooms: the rule's count
    booked = sb.book("trip_001", people=None, adults=2, children_ages=[15], rooms=rooms)
    assert booked["total_usd"] == summary["total_usd"]


def test_a_third_room_after_paying_is_a_change_priced_as_the_difference_and_a_join_keeps_the_rooms(
    sb: Sandbox,
) -> None:
    booking = family(sb, adults=2, children=(15,))
    bid = booking["booking_id"]
    mine = [{"adults": 2}, {"adult_rate_ages": [15]}]
    quote = preview(sb, bid, rooms=mine)  # only the rooms, the rule's count: no money
    assert quote["changes"] == ["rooms"] and quote["amount_usd"] == 0
    confirm(sb, bid, quote)
    joined = preview(sb, bid, add_adults=1)  # the friend (52) joins: never in the boy's room
    assert {"adults": 0, "adult_rate_ages": [15]} in joined["proposed"]["rooms"]
    assert {"adults": 1} in joined["proposed"]["rooms"]
    nights = trip_days(TRIP, []) - 1
    rate = EXTRA_ROOM_NIGHT_USD[TRIP["tier"]]
    assert joined["proposed"]["room_supplement"]["total_usd"] == pytest.approx(rate * nights)
    paid_before = booking["total_usd"]
    assert joined["proposed"]["total_usd"] == pytest.approx(
        paid_before + booking["pricing"]["price_per_adult_usd"] + rate * nights
    )
    assert joined["amount_due_usd"] == pytest.approx(joined["proposed"]["total_usd"] - paid_before)
    # the friend with the boy after all: the rule's count again, the supplement gone
    shared = preview(sb, bid, add_adults=1, rooms=[{"adults": 2}, {"adults": 1, "adult_rate_ages": [15]}])
    assert "room_supplement" not in shared["proposed"]
    assert shared["amount_due_usd"] == pytest.approx(joined["amount_due_usd"] - rate * nights)
