"""A change that moves the dates lists every kept special request, and the pickup, naming a day of the old
dates (a date, a weekday, a flight) as ``requests_to_check`` in the quote and again in the confirmation, in the
session's language; requests naming no day, and changes that keep the start, list nothing; nothing is withdrawn
(a move to 5 January kept "flight CZ3051, lands 29 Dec" and its airport pickup silently)."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from hypothesis import given, settings, strategies as st

from agent.dated_words import names_a_day
from sandbox.old_date_requests import dated_items
from tests.sandbox.support import Sandbox
from tests.sandbox.test_booking_requests import add
from tests.sandbox.test_change_prices import confirm, family, preview
from tests.sandbox.test_changes import record

PLAIN = [
    "Vegetarian meals for two, please.",
    "A child seat for our 4-year-old.",
    "Wheelchair access at the hotel.",
    "请准备合身的儿童救生衣。",
    "奶奶膝盖不好，请少安排台阶。",
    "ម្ហូបបួសសម្រាប់ពីរនាក់",
    "Room with 2 beds, quiet floor.",
]
DAYS = [
    "lands 29 Dec",
    "on Dec 29th",
    "2026-12-29",
    "12月29日06:00",
    "29号早上",
    "on Monday",
    "星期二",
    "ថ្ងៃច័ន្ទ",
    "flight CZ3051",
    "K6 101",
    "航班到达",
    "29 មករា",
]
MARK = {"EN": "Check", "KH": "ពិនិត្យ", "ZH": "请核对"}
OLD = ("2026-12-29", "2026-12-31")


def _said(plain: str, day: str | None) -> str:
    return plain if day is None else f"{plain} {day}"


def test_the_words_tell_a_day_from_no_day() -> None:
    assert not any(names_a_day(p) for p in PLAIN)
    assert all(names_a_day(_said(p, d)) for p in PLAIN for d in DAYS)


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.tuples(st.sampled_from(PLAIN), st.none() | st.sampled_from(DAYS)), max_size=5),
    st.integers(-20, 40),
    st.integers(0, 3),
    st.sampled_from(("EN", "KH", "ZH")),
    st.sampled_from(["Phnom Penh airport", "Hotel Sokha", "金边机场", None]),
    st.none() | st.sampled_from(["07:30", "14:00"]),
)
def test_a_move_lists_exactly_the_kept_words_naming_a_day(
    requests: list, shift: int, extra: int, lang: str, pickup: str | None, time: str | None
) -> None:
    items = [{"request": _said(p, d), "status": "AWAITING_OPERATOR"} for p, d in requests]
    start = date.fromisoformat(OLD[0]) + timedelta(days=shift)
    new = (start.isoformat(), (start + timedelta(days=2 + extra)).isoformat())
    flagged = dated_items(items, pickup, time, OLD, new, lang)
    expected = [n for n, (_, d) in enumerate(requests, start=1) if d is not None] if shift else []
    assert [f["number"] for f in flagged if "number" in f] == expected
    airport_met = bool(pickup and time and ("airport" in pickup or "机场" in pickup))
    assert any(f["about"] == "pickup" for f in flagged) == bool(shift and airport_met)
    assert all(MARK[lang] in f["says"] and new[0] in f["says"] for f in flagged)


def test_closed_requests_are_not_listed() -> None:
    items = [{"request": "flight CZ3051", "status": s} for s in ("WITHDRAWN_BY_TRAVELLER", "AWAITING_OPERATOR")]
    assert [f["number"] for f in dated_items(items, None, None, OLD, ("2027-01-05", "2027-01-07"), "EN")] == [2]


@pytest.mark.parametrize("lang", ["EN", "ZH"])
@pytest.mark.parametrize("purpose", ["change", "information"])
def test_the_quote_and_its_confirmation_list_the_dated_request(sb: Sandbox, lang: str, purpose: str) -> None:
    booking = family(sb, adults=2, children=())
    bid, start = booking["booking_id"], date.fromisoformat(booking["travel_date"])
    add(sb, bid, "Vegetarian meals, please.")
    add(sb, bid, f"Flight CZ3051 lands {start:%d %b} 06:00, please tell the driver.")
    moved = (start + timedelta(days=7)).isoformat()
    body = {"booking_id": bid, "new_travel_date": moved, "purpose": purpose}
    quote = sb.data("previewReschedule", body, lang=lang)
    assert [f["number"] for f in quote["requests_to_check"]] == [2]
    assert MARK[lang] in quote["requests_to_check"][0]["says"]
    if purpose == "information":
        return
    done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]}, lang=lang)
    assert [f["number"] for f in done["requests_to_check"]] == [2]
    kept = record(sb, bid)["special_request_items"]
    assert [i["status"] for i in kept] == ["AWAITING_OPERATOR"] * 2  # nothing withdrawn


def test_a_change_keeping_the_start_lists_nothing(sb: Sandbox) -> None:
    booking = family(sb, adults=2, children=())
    bid = booking["booking_id"]
    add(sb, bid, "Flight CZ3051 lands on Monday.")
    assert "requests_to_check" not in preview(sb, bid, add_adults=1)
    quote = preview(sb, bid, new_travel_date=booking["travel_date"], add_adults=1)
    assert "requests_to_check" not in quote and "requests_to_check" not in confirm(sb, bid, quote)
