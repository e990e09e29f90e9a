"""Held-out batch Q: a shown card chosen by its name, in the traveller's language, or by a part of
its name no other card shown has ("I'll take the Kep Crab & Sunset Getaway one", "យកកញ្ចប់ … ហ្នឹង",
"就订…吧"), is the card booked, also after a question answered in between (the suggestions have then
left the window: the session's trip list still names them); never "which option would you like?".
A region is read as the kind of place its trips are ("the jungle, ratanakiri maybe?": forest)."""

from __future__ import annotations

import asyncio

import pytest

from activities.models.scripted.extract import extract_environment
from activities.models.scripted.phrases import PHRASES
from agent.place_words import CITIES
from agent.state import AgentState
from sandbox.data.trips import TRIPS, TRIPS_BY_ID
from tests.activities.models.scripted.journey_support import Journey
from tests.activities.models.scripted.test_card_choice import FIRST_MESSAGE, RAIN

ASK_WHICH = PHRASES["ask_which_trip"]
NAME_KEY = {"EN": "name", "KH": "name_kh", "ZH": "name_zh"}
TAKE = {"EN": "ok, i'll take the {n} one", "KH": "ល្អ! អញ្ចឹងយកកញ្ចប់{n}ហ្នឹងណាបង", "ZH": "好的，就订{n}吧"}


async def _named(lang: str, index: int, between: bool) -> tuple[Journey, str]:
    journey = Journey(lang)
    await journey.say(FIRST_MESSAGE[lang])
    if between:
        await journey.say(RAIN[lang])
    trip_id = journey.state.suggested_trip_ids[index]
    await journey.say(TAKE[lang].format(n=TRIPS_BY_ID[trip_id][NAME_KEY[lang]]))
    return journey, trip_id


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("index", [0, 1, 2])
@pytest.mark.parametrize("between", [True])
def test_a_card_named_in_the_travellers_language_is_the_one_booked(lang, index, between):
    journey, trip_id = asyncio.run(_named(lang, index, between))
    reply = journey.logs[-1].final_text
    assert ASK_WHICH[lang] not in reply, reply
    assert journey.state.state == AgentState.BOOKING, reply
    assert journey.state.selected_trip_id == trip_id


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_a_region_is_read_as_the_kind_of_place_its_trips_are(lang):
    for region in sorted({t["region"] for t in TRIPS}):
        environments = {t["environment"] for t in TRIPS if t["region"] == region}
        words = [region.lower(), *CITIES.get(region.lower(), ())]
        for word in words:
            found = extract_environment(f"{word} maybe" if lang == "EN" else word)
            assert found is None or found in environments, (region, word, found, environments)


ASK_ABOUT = {
    "EN": "Before we go further, what is the weather like around {n} then, and what should I pack?",
    "KH": "មុននឹងបន្ត អាកាសធាតុនៅ{n}យ៉ាងម៉េចដែរ?",
    "ZH": "先问一下，{n}那边天气怎么样？",
}


async def _asked_about_another(lang: str, index: int) -> tuple[Journey, str, list[str]]:
    journey = Journey(lang)
    await journey.say(FIRST_MESSAGE[lang])
    ids = list(journey.state.suggested_trip_ids)
    await journey.say(
        ["the first one", "the second one", "the third one"][index] if lang == "EN" else TAKE_BY[lang][index]
    )
    chosen = journey.state.selected_trip_id or journey.state.viewed_trip_id  # chosen or looked at: in focus
    await journey.say(RAIN[lang])  # the suggestions leave the window: names are read from the trip list
    others = [i for i in ids if i != chosen]
    return journey, chosen, others


TAKE_BY = {"KH": ["យកទីមួយ", "យកទីពីរ", "យកទីបី"], "ZH": ["就第一个吧", "就第二个吧", "就第三个吧"]}


def _own_parts(trip_id: str, others: list[str], lang: str) -> list[str]:
    """The parts of a card's name that no other shown card's name has (what would name that card)."""
    from activities.models.scripted.named_card import _parts

    def parts(i: str) -> set[str]:
        return set(_parts(str(TRIPS_BY_ID[i][NAME_KEY[lang]]).lower()))

    rest = set().union(*(parts(o) for o in others))
    return sorted(parts(trip_id) - rest)


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("index", [0, 1, 2])
def test_a_card_chosen_is_never_replaced_by_a_name_inside_a_question(lang, index):
    """Invariant: once a card is chosen or looked at, a question that names another card's place ("what is the weather
    like down in Kampot?") is answered about the chosen trip; it never picks the other card."""
    journey, chosen, others = asyncio.run(_asked_about_another(lang, index))
    assert chosen is not None
    asked = 0
    for other in others:
        for part in _own_parts(other, [chosen, *[o for o in others if o != other]], lang)[:2]:
            asyncio.run(journey.say(ASK_ABOUT[lang].format(n=part)))
            asked += 1
            state = journey.state
            assert state.selected_trip_id in (None, chosen), (part, journey.logs[-1].final_text)
            assert state.viewed_trip_id in (None, chosen), (part, journey.logs[-1].final_text)
    assert asked, "no other card has a name part of its own: the test states nothing"
