"""A yes naming the reschedule quote's own date is a yes to it; naming another date, never (relay 24 req 43).

The dates are read by agent.dates, the parser the offline model uses too."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from hypothesis import given, settings, strategies as st

from agent.consent import hear, mark_shown
from agent.consent_dates import dated_answer, quote_facts
from agent.consent_words import Answer, classify
from agent.dates import MONTH_NAMES
from agent.prompts.i18n import KH_MONTHS, khmer_digits
from agent.state import ConversationState
from tests.agent.test_consent import confirm, paid_state


def _reads() -> bool:
    return True


def answer(text: str, new: list[str], was: list[str]) -> Answer:
    return dated_answer(text, new, was, lambda t: classify(t, "reschedule"), _reads)


def written(day: date, form: int) -> str:
    """``day`` as a traveller writes it without a year (EN / ZH / KH)."""
    month = MONTH_NAMES[day.month - 1]
    return (
        f"{day.day} {month[:3]}",
        f"{month} {day.day}",
        f"{month[:3]} {day.day}th",
        f"{day.month}月{day.day}号",
        f"{day.month}月{day.day}日",
        f"ថ្ងៃទី{khmer_digits(day.day)} ខែ{KH_MONTHS[day.month - 1]}",
        f"{khmer_digits(day.day)} {KH_MONTHS[day.month - 1]}",
    )[form]


# (template, the forms of its language): EN 0-2, ZH 3-4, KH 5-6
_EN, _ZH, _KH = (0, 1, 2), (3, 4), (5, 6)
YES = (
    ("yes, {d} please", _EN),
    ("ok confirm the move to {d}", _EN),
    ("yes move it to {d}", _EN),
    ("好的，{d}", _ZH),
    ("那就确认改到{d}吧", _ZH),
    ("…不过日期必须改，那就确认改到{d}吧。", _ZH),
    ("确认{d}", _ZH),
    ("បាទ {d}", _KH),
    ("បាទ ប្តូរទៅ{d}", _KH),
    ("យល់ព្រម {d}", _KH),
)
NO = (
    ("no, not {d}", _EN),
    ("no thanks, not {d}", _EN),
    ("不要，{d}不行", _ZH),
    ("不改了，{d}算了", _ZH),
    ("អត់ទេ {d}", _KH),
    ("ទេ មិនប្តូរទៅ{d}ទេ", _KH),
)


def said(templates: tuple[tuple[str, tuple[int, ...]], ...]) -> st.SearchStrategy[tuple[str, int]]:
    return st.sampled_from(templates).flatmap(lambda t: st.tuples(st.just(t[0]), st.sampled_from(t[1])))


def _day(d: date) -> tuple[int, int]:
    return d.month, d.day


@st.composite
def quotes(draw: st.DrawFn) -> tuple[date, date, date]:
    """(the booking's current date, the quote's new date, another date)."""
    new = draw(st.dates(date(2027, 1, 1), date(2028, 12, 31)))
    was = new - timedelta(days=draw(st.integers(-60, 60).filter(lambda n: n != 0)))
    # another day of the year (written without a year, 30 January of another year is the quote's day)
    other = draw(st.dates(date(2026, 12, 1), date(2029, 6, 30)).filter(lambda d: _day(d) not in (_day(new), _day(was))))
    return was, new, other


@settings(max_examples=150, deadline=None)
@given(quotes(), said(YES))
def test_a_yes_naming_the_quotes_date_is_a_yes(q: tuple[date, date, date], words: tuple[str, int]) -> None:
    (was, new, _), (template, form) = q, words
    assert answer(template.format(d=written(new, form)), [new.isoformat()], [was.isoformat()]) == "yes"


@settings(max_examples=150, deadline=None)
@given(quotes(), said(YES))
def test_a_yes_naming_another_date_is_never_a_yes(q: tuple[date, date, date], words: tuple[str, int]) -> None:
    (was, new, other), (template, form) = q, words
    assert answer(template.format(d=written(other, form)), [new.isoformat()], [was.isoformat()]) != "yes"


@settings(max_examples=150, deadline=None)
@given(quotes(), said(NO), st.booleans())
def test_a_no_naming_a_date_stays_a_no(q: tuple[date, date, date], words: tuple[str, int], own: bool) -> None:
    (was, new, other), (template, form) = q, words
    said = template.format(d=written(new if own else other, form))
    assert answer(said, [new.isoformat()], [was.isoformat()]) == "no"


def test_relay_24_req_43_and_the_bare_day() -> None:
    new, was = ["2027-01-30", "2027-02-02"], ["2027-01-16", "2027-01-19"]
    said = "这也太麻烦了…不过日期必须改，那就确认改到1月30号吧。"
    assert classify(said, "reschedule") != "yes"  # read without the quote's date: not a yes
    assert answer(said, new, was) == "yes"
    assert answer("确认30号", new, was) == "yes"  # the quote's 30th, not the next 30th of this month
    assert answer("确认31号", new, was) == "unclear"
    assert answer("从1月16号改到1月30号，确认", new, was) == "yes"  # from the booking's date to the quote's
    assert answer("yes, Jan 16", new, was) == "unclear"  # the booking's date alone is not the move


def test_a_change_asked_beside_the_date_or_no_dates_keep_the_old_reading() -> None:
    new, was = ["2027-01-30"], ["2027-01-16"]
    assert answer("加上我妹妹，确认改到1月30号", new, was) == "unclear"  # another change asked for
    assert answer("能退多少？", new, was) == classify("能退多少？", "reschedule")
    assert dated_answer("yes, Feb 5", [], [], lambda t: classify(t, "reschedule"), _reads) == "yes"  # no quote dates
    assert dated_answer("yes, Feb 5", new, was, lambda t: classify(t, "reschedule"), lambda: False) == "yes"  # not read


def test_the_quote_keeps_its_new_and_current_dates() -> None:
    data = {
        "current": {"travel_date": "2027-01-16", "end_date": "2027-01-19", "people_count": 2},
        "proposed": {"travel_date": "2027-01-30", "end_date": "2027-02-02", "people_count": 3},
    }
    facts = quote_facts("reschedule", {"add_adults": 1}, data)
    assert facts == {
        "actions": ["add"],
        "dates": ["2027-01-30", "2027-02-02"],
        "dates_was": ["2027-01-16", "2027-01-19"],
    }
    same = {"current": data["current"], "proposed": {**data["current"], "people_count": 3}}
    assert quote_facts("reschedule", {}, same)["dates"] == ["2027-01-16", "2027-01-19"]  # only the group changes
    assert quote_facts("cancellation", {}, data) == {}


def _shown_move(data: dict[str, Any]) -> ConversationState:
    """A paid booking with a reschedule quote of ``data``'s dates on screen."""
    state = paid_state()
    assert state.after_payment is not None
    state.after_payment.quotes.pop("cancellation")
    quote = state.after_payment.quotes["reschedule"]
    state.after_payment.quotes["reschedule"] = quote.model_copy(update=quote_facts("reschedule", {}, data))
    mark_shown(state, seq=4)
    state.turn += 1
    return state


def test_a_yes_naming_the_date_lets_the_change_be_confirmed_and_another_date_does_not() -> None:
    data = {"current": {"travel_date": "2027-01-16"}, "proposed": {"travel_date": "2027-01-30"}}
    for said, confirmed in (("那就确认改到1月30号吧", True), ("好的，改到2月6号吧", False), ("ok, Feb 6", False)):
        state = _shown_move(data)
        hear(state, said, 6, "m-6", reads_dates=_reads)
        assert (confirm(state, "reschedule") is None) is confirmed, said
    state = _shown_move(data)
    hear(state, "ok, Feb 6", 6, "m-6")  # dates not read (runs recorded before the patch): read as before
    assert confirm(state, "reschedule") is None
