"""A flight number taken from a pickup's text is only ever an airline designator and its number (CZ3051, VN 815,
K6 101, CSN3051): "Siem Reap airport (arriving flight lands around 12:00 on 5 January 2027)" once gave the
flight number "2027", kept through createBooking.

Invariant: text made only of dates, years, times, room and phone numbers names no flight number; a designator
and number embedded in such text is found, as written."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from sandbox.data.airports import NOT_AIRLINES, flight_number

MONTHS = ["January", "Jan", "JAN", "DEC", "Sept", "一月", "មករា"]
WEEKDAYS = ["Monday", "MON", "Sat", "SUN"]
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
DIGITS = "0123456789"


@st.composite
def numbers_only(draw) -> str:
    day, month, year = draw(st.integers(1, 31)), draw(st.integers(1, 12)), draw(st.integers(1990, 2099))
    hour, minute = draw(st.integers(0, 23)), draw(st.integers(0, 59))
    parts = [
        f"{day} {draw(st.sampled_from(MONTHS))} {year}",
        f"{draw(st.sampled_from(MONTHS))} {day}, {year}",
        f"{year}-{month:02d}-{day:02d}",
        f"{day}/{month}/{year}",
        f"{day}.{month}.{year}",
        str(year),
        f"{hour:02d}:{minute:02d}",
        f"{hour}h{minute:02d}",
        f"{hour % 12 or 12}:{minute:02d} {draw(st.sampled_from(['AM', 'PM', 'am', 'pm']))}",
        f"{draw(st.sampled_from(WEEKDAYS))} {day}",
        f"room {draw(st.integers(1, 9999))}",
        f"ROOM {draw(st.integers(1, 9999))}",
        f"tel {draw(st.integers(10, 99))} {draw(st.integers(100, 999))} {draw(st.integers(100, 999))}",
        f"+855 {draw(st.integers(10, 99))} {draw(st.integers(100000, 999999))}",
        f"{draw(st.integers(1, 99))} km",
        f"{year}年{month}月{day}日",
    ]
    chosen = draw(st.lists(st.sampled_from(parts), min_size=1, max_size=4))
    glue = draw(st.sampled_from([" ", ", ", " on ", " around ", " (", " at "]))
    lead = draw(st.sampled_from(["Siem Reap airport", "金边机场", "Phnom Penh airport, arriving flight lands", ""]))
    return f"{lead} {glue.join(chosen)}".strip()


@settings(max_examples=300, deadline=None)
@given(text=numbers_only())
def test_dates_years_times_and_numbers_name_no_flight(text: str) -> None:
    assert flight_number(text) is None, text


@st.composite
def designators(draw) -> str:
    kind = draw(st.sampled_from(["LL", "LD", "DL", "LLL"]))
    pick = {"L": st.sampled_from(LETTERS), "D": st.sampled_from(DIGITS)}
    code = "".join(draw(pick[c]) for c in kind)
    if code in NOT_AIRLINES:
        code = "CZ"
    return code


@settings(max_examples=300, deadline=None)
@given(
    code=designators(),
    number=st.integers(1, 9999),
    space=st.sampled_from(["", " "]),
    before=st.sampled_from(["Phnom Penh airport, flight ", "Siem Reap airport ", "金边机场 航班", "arrivals, "]),
    after=st.sampled_from(["", " lands 12:00 on 5 January 2027", " (2027-01-05 13:30)", ", room 305"]),
)
def test_a_designator_in_the_text_is_found(code: str, number: int, space: str, before: str, after: str) -> None:
    said = f"{code}{space}{number}"
    assert flight_number(f"{before}{said}{after}") == said
