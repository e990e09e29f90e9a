"""A start date said as a distance from a day is that day plus the distance, in EN / KH / ZH, whatever
the anchor ("from today", "from now", "from tomorrow", "after tomorrow", "明天起", "ពីថ្ងៃស្អែក"), the number
(digits or words) and the unit (days, weeks, fortnights, months): never today or tomorrow by default
(held-out batch E: "two weeks from tomorrow" was booked for tomorrow). And "one day later" beside a
calendar date says how that date moved, so the calendar date is the one read."""

from __future__ import annotations

from datetime import date, timedelta

from hypothesis import given, settings, strategies as st

from agent.date_offsets import shifted
from agent.dates import travel_dates
from tests.agent.test_dates import _written_number as _number

TODAY = date(2026, 11, 29)
EN_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}
# anchor -> (days after today, forms per language)
ANCHORED = {
    0: {
        "EN": ["{n} {u} from today", "{n} {u} from now", "{n} {u} after today"],
        "ZH": ["从今天起{n}{u}后", "今天开始算{n}{u}以后"],
        "KH": ["{n}{u}ពីថ្ងៃនេះ", "ពីថ្ងៃនេះទៅ {n}{u}ទៀត"],
    },
    1: {
        "EN": ["{n} {u} from tomorrow", "{n} {u} after tomorrow"],
        "ZH": ["从明天起{n}{u}后", "明天开始{n}{u}之后"],
        "KH": ["{n}{u}ពីថ្ងៃស្អែក", "ពីថ្ងៃស្អែកទៅ {n}{u}ទៀត"],
    },
    2: {"EN": ["{n} {u} from the day after tomorrow"], "ZH": ["从后天起{n}{u}后"], "KH": ["ពីខានស្អែក {n}{u}ទៀត"]},
}
UNITS = {
    "EN": {"day": "days", "week": "weeks", "fortnight": "fortnights", "month": "months"},
    "ZH": {"day": "天", "week": "周", "month": "个月"},
    "KH": {"day": "ថ្ងៃ", "week": "សប្តាហ៍", "month": "ខែ"},
}


@settings(max_examples=150, deadline=None)
@given(
    lang=st.sampled_from(["EN", "KH", "ZH"]),
    n=st.integers(min_value=1, max_value=8),
    unit=st.sampled_from(["day", "week", "fortnight", "month"]),
    anchor=st.sampled_from([0, 1, 2]),
    form=st.integers(min_value=0, max_value=9),
    words=st.booleans(),
    around=st.sampled_from(["{d}", "we want to start {d}", "{d}, 3 days please", "出发：{d}"]),
)
def test_a_distance_from_a_day_is_that_day_plus_the_distance(lang, n, unit, anchor, form, words, around):
    units = UNITS[lang]
    unit = unit if unit in units else "week"
    forms = ANCHORED[anchor][lang]
    said = forms[form % len(forms)].format(n=_number(n, lang, words), u=units[unit])
    said = said.replace(" 1 days", " 1 day").replace("one days", "one day").replace("one weeks", "one week")
    wanted = shifted(TODAY + timedelta(days=anchor), n, units[unit])
    read = travel_dates(around.format(d=said), TODAY)
    assert read.start == wanted.isoformat(), (said, read)
    assert read.start != TODAY.isoformat(), said


def test_a_fortnight_is_two_weeks():
    for said in ("in a fortnight", "a fortnight from today", "two weeks from today"):
        assert travel_dates(said, TODAY).start == "2026-12-13", said


@settings(max_examples=40, deadline=None)
@given(later=st.integers(min_value=1, max_value=5), ahead=st.integers(min_value=10, max_value=60))
def test_a_date_corrected_by_n_days_later_is_the_calendar_date_said(later, ahead):
    new, old = TODAY + timedelta(days=ahead + later), TODAY + timedelta(days=ahead)
    word = EN_WORDS[later] + (" day" if later == 1 else " days")
    said = f"Sorry, we arrive {word} later, so start {new.isoformat()}, not {old.isoformat()}."
    assert travel_dates(said, TODAY).start == new.isoformat(), said
