"""Held-out batch L: a choice of a shown card is heard whatever comes before it in the same message
(thanks / ok in any language, "ok gracias", "好的谢谢", "អរគុណ"), in the forms people use ("we take the
first one", "let's go with option 1", "I pick #1", "就第一个吧", "要第一个", "យកទីមួយ"), before or after a
question about the trips; the card chosen is the one booked, never "which option would you like?";
a question in the same message is still answered, on that card."""

from __future__ import annotations

import asyncio

from hypothesis import given, settings, strategies as st

from activities.models.scripted.card_choice import chooses_a_card
from activities.models.scripted.phrases import PHRASES
from agent.state import AgentState
from tests.activities.models.scripted.journey_support import Journey

ASK_WHICH = PHRASES["ask_which_trip"]
CARDS = {
    "EN": [
        ["the first one", "the 1st one", "option 1", "#1", "number one"],
        ["the second one", "the 2nd", "option 2", "#2", "number two"],
        ["the third one", "the 3rd one", "option 3", "#3", "number three"],
    ],
    "ZH": [["第一个", "第1个"], ["第二个", "第2个"], ["第三个", "第3个"]],
    "KH": [["ទីមួយ", "ទី១"], ["ទីពីរ", "ទី២"], ["ទីបី", "ទី៣"]],
}
FORMS = {
    "EN": [
        "We take {c}",
        "we'll take {c}",
        "let's go with {c}",
        "I pick {c}",
        "I'll choose {c}",
        "we'd like {c}",
        "we want {c}",
        "we're going with {c}",
    ],
    "ZH": ["就{c}吧", "要{c}", "我们选{c}", "就要{c}", "那就订{c}"],
    "KH": ["យក{c}", "យកជម្រើស{c}", "ខ្ញុំយក{c}", "យើងយកកញ្ចប់{c}"],
}
# whatever comes first: thanks, ok, a closing word, in any of the languages (and a little Spanish)
PREFACES = [
    "",
    "ok gracias. ",
    "thanks! ",
    "ok ",
    "great, thank you. ",
    "好的谢谢 ",
    "谢谢，",
    "អរគុណ ",
    "អូខេ ",
    "perfect. ",
]
FIRST_MESSAGE = {
    "EN": "Hi, two of us want a relaxing beach trip, 3 days, $100-$200 each, from Phnom Penh",
    "ZH": "我们两个人想去海边放松，3天，每人100-200美元，从金边出发",
    "KH": "ខ្ញុំចង់សម្រាកនៅឆ្នេរ ៣ ថ្ងៃ ២ នាក់ ពីភ្នំពេញ ថវិកា ១០០ ដល់ ២០០ ដុល្លារ",
}
RAIN = {"EN": "does it rain a lot there?", "ZH": "那边会下雨吗？", "KH": "អាកាសធាតុយ៉ាងម៉េច?"}


def _choice(data: st.DataObject, lang: str) -> tuple[int, str]:
    index = data.draw(st.integers(0, 2))
    card = data.draw(st.sampled_from(CARDS[lang][index]))
    said = data.draw(st.sampled_from(PREFACES)) + data.draw(st.sampled_from(FORMS[lang])).format(c=card)
    return index, said


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(sorted(FORMS)), st.data())
def test_a_choice_verb_before_a_card_is_a_choice_whatever_precedes_it(lang, data):
    _, said = _choice(data, lang)
    assert chooses_a_card(said), said


def test_a_card_named_without_a_choice_is_no_choice():
    for said in ("the first one", "第一个", "ជម្រើសទីមួយ", "what do we do on the first day?", "we want to take the boat"):
        assert not chooses_a_card(said), said


async def _journey(lang: str, said: str, weather_first: bool) -> Journey:
    journey = Journey(lang)
    await journey.say(FIRST_MESSAGE[lang])
    assert journey.state.state == AgentState.SUGGESTION and len(journey.state.suggested_trip_ids) == 3
    if weather_first:  # batch L: a question about the trips before choosing
        await journey.say(RAIN[lang])
    await journey.say(said)
    return journey


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(sorted(FORMS)), st.data(), st.booleans())
def test_the_card_chosen_is_the_one_booked(lang, data, weather_first):
    index, said = _choice(data, lang)
    journey = asyncio.run(_journey(lang, said, weather_first))
    reply = journey.logs[-1].final_text
    assert ASK_WHICH[lang] not in reply, (said, reply)
    assert journey.state.state == AgentState.BOOKING, (said, reply)
    assert journey.state.selected_trip_id == journey.state.suggested_trip_ids[index], said


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(sorted(FORMS)), st.data())
def test_a_question_beside_the_choice_is_answered_on_that_card(lang, data):
    index, said = _choice(data, lang)
    said += ", " + RAIN[lang] if lang == "EN" else RAIN[lang]
    journey = asyncio.run(_journey(lang, said, False))
    log = journey.logs[-1]
    assert ASK_WHICH[lang] not in log.final_text, said
    assert "getWeatherForecast" in log.tools, (said, log.tools)
    looked = [i.get("trip_id") for i in log.inputs("getTripItinerary")]
    assert looked == [journey.state.suggested_trip_ids[index]], (said, looked)
