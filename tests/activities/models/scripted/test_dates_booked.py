"""The booked start date is the date the traveller gave (issue 25), whatever the wording and whatever
the stage it was given in (a hypothesis property over whole conversations with the offline model), and
"today" is the traveller's local date. The parser's own forms: tests/agent/test_dates.py."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from typing import Callable

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from activities.models.scripted import ScriptedModel
from activities.models.scripted.phrases import asked_question
from agent.dates import KH_MONTHS, MONTH_NAMES, travel_dates
from agent.state import AgentState, ConversationState
from tests.agent.test_dates import _WORD, KH_DIGITS, NOW, TODAY
from tests.scripted_support import FakeBackend, run_turn

_ORDINAL = {1: "st", 2: "nd", 3: "rd", 21: "st", 22: "nd", 23: "rd", 31: "st"}
STEP = {"weeks from today": 7, "weeks from now": 7, "in weeks": 7}  # wordings that name whole weeks only
_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def _kh_month(d: date) -> str:
    return next(name for name, m in KH_MONTHS.items() if m == d.month)


# Each wording: (how the traveller writes the day, how many days ahead it can name at most)
WORDINGS: dict[str, tuple[Callable[[date], str], int]] = {
    "iso": (lambda d: d.isoformat(), 360),
    "day month year": (lambda d: f"{d.day} {MONTH_NAMES[d.month - 1]} {d.year}", 360),
    "month day": (lambda d: f"{MONTH_NAMES[d.month - 1][:3]} {d.day}{_ORDINAL.get(d.day, 'th')}", 360),
    "day of month": (lambda d: f"the {d.day}{_ORDINAL.get(d.day, 'th')} of {MONTH_NAMES[d.month - 1]}", 360),
    "numeric": (lambda d: f"{d.day}/{d.month}/{d.year}", 360),
    "numeric short": (lambda d: f"{d.day}/{d.month}", 360),
    "chinese": (lambda d: f"{d.year}年{d.month}月{d.day}日", 360),
    "chinese short": (lambda d: f"{d.month}月{d.day}号", 360),
    "khmer": (
        lambda d: f"ថ្ងៃទី{d.day} ខែ{_kh_month(d)} ឆ្នាំ{d.year}".translate(KH_DIGITS),
        360,
    ),
    "khmer short": (lambda d: f"{d.day} {_kh_month(d)}".translate(KH_DIGITS), 360),
    "tomorrow": (lambda d: "tomorrow", 1),
    "this weekday": (lambda d: f"this {_WEEKDAYS[d.weekday()]}", 7),
    "next weekday": (lambda d: f"next {_WEEKDAYS[d.weekday()]}", 7),
    "in days": (lambda d: f"in {(d - TODAY).days} days", 360),
    # a distance from today (held-out batch D: "five weeks from today" was booked as today)
    "days from today": (lambda d: f"exactly {(d - TODAY).days} days from today", 360),
    "weeks from today": (lambda d: f"{_WORD.get((d - TODAY).days // 7, (d - TODAY).days // 7)} weeks from today", 364),
    "weeks from now": (lambda d: f"{(d - TODAY).days // 7} weeks from now", 364),
    "in weeks": (lambda d: f"in {_WORD.get((d - TODAY).days // 7, (d - TODAY).days // 7)} weeks", 364),
    "on the nth": (lambda d: f"on the {d.day}{_ORDINAL.get(d.day, 'th')}", 27),
}
# Where in the conversation the date comes: {date} is replaced by the wording.
STAGES = {
    "opening": 0,
    "exploring": 1,
    "book it": 2,
    "details": 3,
    "alone": 4,
}
LINES = [
    "Hi! Two of us from Phnom Penh, after a relaxing beach getaway, 3 days, around 300 dollars each.",
    "The first one please, what's the plan day by day?",
    "Let's book it.",
    "I'm Sokha Chan, +85512345678, pick us up at Raffles Hotel Le Royal please.",
]
WITH_DATE = [
    "Hi! Two of us from Phnom Penh, after a relaxing beach getaway, 3 days, around 300 dollars each, from {date}.",
    "The first one please, we'd go {date}. What's the plan day by day?",
    "Let's book it for {date}.",
    "I'm Sokha Chan, +85512345678, we start {date}, pick us up at Raffles Hotel Le Royal please.",
]


def _answer(question: str | None, wanted: date, choices: tuple[str, ...]) -> str:
    if question == "ask_which_date":
        return "the first one" if choices and choices[0] == wanted.isoformat() else "the second one"
    return "yes"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    ahead=st.integers(min_value=1, max_value=360),
    wording=st.sampled_from(sorted(WORDINGS)),
    stage=st.sampled_from(sorted(STAGES)),
)
async def test_the_booked_start_date_is_the_date_the_traveller_gave(ahead, wording, stage):
    write, reach = WORDINGS[wording]
    step = STEP.get(wording, 1)
    wanted = TODAY + timedelta(days=step * (1 + (ahead - 1) % (reach // step)))  # a day this wording can name
    written = write(wanted)
    at = STAGES[stage]
    lines = [WITH_DATE[n].format(date=written) if n == at else line for n, line in enumerate(LINES)]
    if at == len(LINES):
        lines.append(written)
    model, backend = ScriptedModel(), FakeBackend(NOW)
    state = ConversationState.new("0b7e2c1e-0000-4000-8000-0000000000d7", NOW, user_id="u1", language="EN")
    choices = travel_dates(written, TODAY, date_asked=True).choices
    log = None
    for line in lines:
        log = await run_turn(model, state, line, backend, NOW)
    for _ in range(4):  # confirm what is asked (the date, if ambiguous; then the reservation)
        if state.state == AgentState.PAYMENT:
            break
        assert log is not None
        question = asked_question(log.final_text)
        assert question in ("ask_which_date", "ask_confirm_reserve"), (written, stage, log.final_text)
        log = await run_turn(model, state, _answer(question, wanted, choices), backend, NOW)
    assert state.state == AgentState.PAYMENT, (written, stage)
    assert backend.sent("createBooking")["travel_date"] == wanted.isoformat(), (written, stage)


LATE_UTC = datetime(2026, 11, 24, 20, 0, tzinfo=UTC)  # already 25 November, 03:00, in Phnom Penh


@pytest.mark.parametrize("said, ict_days", [("tomorrow", 1), ("in 3 days", 3), ("two weeks from today", 14)])
async def test_today_is_the_travellers_local_date_not_the_utc_one(said, ict_days):
    model, backend = ScriptedModel(), FakeBackend(LATE_UTC)
    state = ConversationState.new("0b7e2c1e-0000-4000-8000-0000000000d8", LATE_UTC, user_id="u1", language="EN")
    for line in [*LINES[:3], f"I'm Sokha Chan, +85512345678, we start {said}, pick us up at Raffles Hotel Le Royal."]:
        await run_turn(model, state, line, backend, LATE_UTC)
    local_today = date(2026, 11, 25)
    assert backend.sent("previewBooking")["travel_date"] == (local_today + timedelta(days=ict_days)).isoformat()
