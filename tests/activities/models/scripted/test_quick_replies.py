"""Issue 39: the offline model never dead-ends. Every stage offers quick replies (in the session's
language), a message it does not understand gets what it can do now plus those replies, and a
whole journey, from the first question to the paid trip's itinerary, can be made by tapping them:
the only typed message is the name and phone, which nobody can tap for the traveller."""

from __future__ import annotations

import re

import pytest

from activities.models.scripted.phrases import asked_question
from activities.models.scripted.stage_help import can_do_now
from agent.state import AgentState
from tests.activities.models.scripted.journey_support import Journey
from tests.scripted_support import TurnLog

KHMER = re.compile(r"[\u1780-\u17FF]")
CJK = re.compile(r"[\u4e00-\u9fff]")
CONTACT = {"EN": "Sokha Chan, +855 12 345 678", "KH": "សុខា ចាន់ +855 12 345 678", "ZH": "我叫王明，电话 +855 12 345 678"}
NONSENSE = "?? %% ~~"  # (words would be a name when the name is asked)
# Which option a tapping traveller takes, by the choice's value (the first that is offered).
PREFERRED = ("reply:yes", "trip:book", "trip:trip", "pickup:", "date:", "mood:", "environment:", "duration_days:")
PREFERRED += ("people_count:", "budget:", "departure_city:", "booking:itinerary")


def _in_language(text: str, lang: str) -> bool:
    return {
        "EN": not KHMER.search(text) and not CJK.search(text),
        "KH": bool(KHMER.search(text)),
        "ZH": bool(CJK.search(text)),
    }[lang]


def _tap(log: TurnLog) -> str:
    options = log.responses[-1].quick_replies
    for prefix in PREFERRED:
        for option in options:
            if option.value.startswith(prefix):
                return option.text
    return options[0].text


def _asks_for_contact(text: str) -> bool:
    return asked_question(text) in ("ask_customer_name", "ask_customer_phone", "ask_booking_details")


PAY = "(pays the QR)"


async def replay(lang: str, steps: list[str]) -> Journey:
    """A new journey through the same messages and payments."""
    journey = Journey(lang)
    for step in steps:
        if step == PAY:
            journey.pay("succeed")
        else:
            await journey.say(step)
    return journey


async def tap_through(lang: str) -> tuple[Journey, dict[AgentState, list[str]], list[str]]:
    """A journey made by tapping: the first message, then a tapped reply each turn (the name and
    phone typed when asked), the QR paid, then the itinerary tapped. Returns the journey, the
    steps that reached each stage, and the messages typed rather than tapped."""
    journey, seen, typed = Journey(lang), {}, []
    steps = [{"EN": "Hello!", "KH": "សួស្តី", "ZH": "你好"}[lang]]
    log = await journey.say(steps[0])
    for _ in range(25):
        seen.setdefault(journey.state.state, list(steps))
        final = log.responses[-1]
        assert final.quick_replies, (journey.state.state, final.text)
        assert all(
            _in_language(o.label + o.text, lang) or o.value.startswith(("date:", "budget:"))
            for o in final.quick_replies
        )
        if journey.state.state == AgentState.POST_BOOKING and "getTripItinerary" in log.tools:
            return journey, seen, typed
        if journey.state.state == AgentState.PAYMENT:
            journey.pay("succeed")  # scanning the QR: a tap in the banking app
            steps.append(PAY)
            seen.setdefault(journey.state.state, list(steps))
        if _asks_for_contact(final.text) and not any(
            o.value.startswith(("pickup:", "date:")) for o in final.quick_replies
        ):
            message = CONTACT[lang]
            typed.append(message)
        else:
            message = _tap(log)
        steps.append(message)
        log = await journey.say(message)
    raise AssertionError([lg.final_text for lg in journey.logs][-4:])


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
async def test_a_journey_can_be_made_by_tapping_quick_replies(lang):
    journey, seen, typed = await tap_through(lang)
    assert typed == [CONTACT[lang]]  # the only message not tapped: the name and the phone
    assert journey.state.payment_status == "CONFIRMED" and journey.state.booking_ref
    assert set(seen) >= {AgentState.DISCOVERY, AgentState.SUGGESTION, AgentState.EXPLORATION, AgentState.BOOKING}
    assert {AgentState.PAYMENT, AgentState.POST_BOOKING} <= set(seen)


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
async def test_every_stage_offers_quick_replies_and_says_what_it_can_do_when_lost(lang):
    _, seen, _ = await tap_through(lang)
    customise = [{"EN": "can we add a cooking class?", "KH": "សូមបន្ថែមមួយថ្ងៃ", "ZH": "升级酒店"}[lang]]
    seen[AgentState.CUSTOMIZATION] = (
        seen[AgentState.EXPLORATION] + customise + [{"EN": "yes", "KH": "បាទ", "ZH": "好的"}[lang]]
    )
    assert set(seen) == set(AgentState)
    for stage, steps in seen.items():
        journey = await replay(lang, steps)
        assert journey.state.state == stage
        log = await journey.say(NONSENSE)
        final = log.responses[-1]
        assert journey.state.state == stage
        assert final.quick_replies, (stage, final.text)
        assert can_do_now(stage.value, lang) in final.text, (stage, final.text)
