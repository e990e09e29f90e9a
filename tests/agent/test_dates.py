"""Dates as travellers write them (issue 25): every common wording gives the same day, an ambiguous
one is confirmed, a distance from today is that day (the parser, agent.dates; the booked date over
whole conversations: tests/activities/models/scripted/test_dates_booked.py)."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest
from hypothesis import given, settings, strategies as st

from agent.dates import extract_date, find_dates, resolve_choice, travel_dates

NOW = datetime(2026, 11, 24, 9, 0, tzinfo=UTC)  # a Tuesday
TODAY = NOW.date()
JAN_10 = date(2027, 1, 10)


@pytest.mark.parametrize(
    "written",
    [
        "10 January 2027",
        "10 Jan",
        "Jan 10th",
        "January 10, 2027",
        "the 10th of January",
        "2027-01-10",
        "2027/1/10",
        "2027年1月10日",
        "1月10号",
        "一月十日",
        "二〇二七年一月十日",
        "ថ្ងៃទី១០ ខែមករា ឆ្នាំ២០២៧",
        "១០ មករា",
        "ថ្ងៃទី10 ខែ1",
        "We'd start on 10 January 2027, pick us up at Raffles Hotel Le Royal please.",
    ],
)
def test_every_wording_of_a_date_gives_the_same_day(written):
    assert travel_dates(written, TODAY).start == JAN_10.isoformat()


@pytest.mark.parametrize(
    ("written", "expected"),
    [
        ("tomorrow", "2026-11-25"),
        ("this Friday", "2026-11-27"),
        ("next Monday", "2026-11-30"),  # the coming Monday is already next week: one reading
        ("in 2 weeks", "2026-12-08"),
        ("on the 3rd", "2026-12-03"),
        ("下周五", "2026-12-04"),
        ("ថ្ងៃទី៣", "2026-12-03"),
        ("25/12", "2026-12-25"),  # 25 cannot be a month
        ("12/25", "2026-12-25"),
        ("Jan 10-12", "2027-01-10"),
    ],
)
def test_relative_and_unambiguous_dates(written, expected):
    assert travel_dates(written, TODAY).start == expected


def test_a_bare_ordinal_is_a_day_only_when_a_date_was_asked():
    assert travel_dates("the 3rd", TODAY).start is None  # "the 3rd" is the third trip otherwise
    assert travel_dates("the 3rd", TODAY, date_asked=True).start == "2026-12-03"


@pytest.mark.parametrize(
    ("written", "choices"),
    [
        ("10/1", ("2027-01-10", "2027-10-01")),  # day first is read first; the other order is offered
        ("3/4/2027", ("2027-04-03", "2027-03-04")),
        ("next Friday", ("2026-11-27", "2026-12-04")),  # said on a Tuesday: this week's or next week's
    ],
)
def test_an_ambiguous_date_is_never_guessed(written, choices):
    found = travel_dates(written, TODAY)
    assert found.start is None and found.choices == choices


def test_the_answer_to_which_date_picks_one_reading():
    choices = ("2027-01-10", "2027-10-01")
    assert resolve_choice("the first one", choices, TODAY) == "2027-01-10"
    assert resolve_choice("October", choices, TODAY) == "2027-10-01"
    assert resolve_choice("10 January please", choices, TODAY) == "2027-01-10"
    assert resolve_choice("第二个", choices, TODAY) == "2027-10-01"
    assert resolve_choice("yes", choices, TODAY) is None


def test_a_date_without_a_year_is_the_next_one():
    today = date(2026, 3, 1)
    assert extract_date("Dec 20", today) == "2026-12-20"
    assert extract_date("20th of January", today) == "2027-01-20"  # past this year → next year
    assert extract_date("2026-12-20", today) == "2026-12-20"
    assert extract_date("12月20日", today) == "2026-12-20"
    assert extract_date("soon", today) is None


def test_numbers_that_are_not_dates_stay_numbers():
    for text in ("3 days", "3日游", "we are 2 people", "+85512345678", "$100-$200"):
        assert find_dates(text, TODAY) == [], text


KH_DIGITS = str.maketrans("0123456789", "០១២៣៤៥៦៧៨៩")
_WORD = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine"}


# A distance from today in each language: (wording, unit) -> the day it names. Never today.
DISTANCES = {
    "EN": ["exactly {n} {u} from today", "{n} {u} from now", "in {n} {u}", "{n} {u} later", "in {n} {u}' time"],
    "KH": ["{n}{u}ទៀត", "{n} {u}ពីថ្ងៃនេះ", "ក្រោយ {n} {u}", "ពីថ្ងៃនេះទៅ {n}{u}ទៀត"],
    "ZH": ["{n}{u}后", "{n}{u}以后", "从今天起{n}{u}后", "今天开始{n}{u}"],
}
UNITS = {
    "EN": {"day": "days", "week": "weeks", "month": "months"},
    "KH": {"day": "ថ្ងៃ", "week": "សប្តាហ៍", "month": "ខែ"},
    "ZH": {"day": "天", "week": "周", "month": "个月"},
}
_ZH_DIGITS = "零一二三四五六七八九"


def _written_number(n: int, lang: str, words: bool) -> str:
    if not words:
        return str(n).translate(KH_DIGITS) if lang == "KH" else str(n)
    if lang == "EN":
        return _WORD.get(n, str(n))
    if lang == "ZH":
        return _ZH_DIGITS[n] if n < 10 else ("十" + (_ZH_DIGITS[n % 10] if n % 10 else "") if n < 20 else str(n))
    return {1: "មួយ", 2: "ពីរ", 3: "បី", 4: "បួន", 5: "ប្រាំ"}.get(n, str(n).translate(KH_DIGITS))


def _months_ahead(n: int) -> date:
    month0 = TODAY.month - 1 + n
    return date(TODAY.year + month0 // 12, month0 % 12 + 1, TODAY.day)  # (the 24th exists in every month)


@settings(max_examples=120, deadline=None)
@given(
    lang=st.sampled_from(["EN", "KH", "ZH"]),
    n=st.integers(min_value=1, max_value=11),
    unit=st.sampled_from(["day", "week", "month"]),
    form=st.integers(min_value=0, max_value=9),
    words=st.booleans(),
    around=st.sampled_from(["{d}", "We want to start {d}. 2 days please.", "{d}, 3 days", "出发：{d}"]),
)
def test_a_start_date_said_as_a_distance_from_today_is_that_day_never_today(lang, n, unit, form, words, around):
    forms = DISTANCES[lang]
    said = forms[form % len(forms)].format(n=_written_number(n, lang, words), u=UNITS[lang][unit])
    said = said.replace("1 days", "1 day").replace("one days", "one day")
    wanted = {"day": TODAY + timedelta(days=n), "week": TODAY + timedelta(weeks=n), "month": _months_ahead(n)}[unit]
    read = travel_dates(around.format(d=said), TODAY)
    assert read.start == wanted.isoformat(), (said, read)
