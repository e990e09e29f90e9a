"""The booking-details question ends with special requests, so "No special requests" answers it: never
read as a "no" to the question ("no problem — what would you like to change?"), in EN/ZH/KH; a plain
"no" or a "no" with a change still is one."""

from __future__ import annotations

import asyncio

import pytest

from activities.models.scripted.phrases import PHRASES
from activities.models.scripted.special_notes import no_requests
from tests.activities.models.scripted.journey_support import Journey
from tests.activities.models.scripted.test_card_choice import FIRST_MESSAGE

NONE = {"EN": "No special requests, thanks", "ZH": "没有特殊要求", "KH": "គ្មានសំណើពិសេសទេ"}
BOOK = {"EN": "the first one, book it", "ZH": "第一个，就订这个", "KH": "យកទីមួយ កក់តែម្តង"}


@pytest.mark.parametrize("lang", ["EN", "ZH", "KH"])
def test_no_special_requests_under_the_details_question_is_no_no(lang):
    async def run() -> Journey:
        journey = Journey(lang)
        await journey.say(FIRST_MESSAGE[lang])
        await journey.say(BOOK[lang])
        await journey.say(NONE[lang])
        return journey

    journey = asyncio.run(run())
    assert PHRASES["ask_what_change"][lang] not in journey.logs[-1].final_text


@pytest.mark.parametrize("text", ["no", "No, I want to change the date", "Riverside Hotel. No special requests."])
def test_other_answers_are_not_only_no_requests(text):
    assert not no_requests(text)
