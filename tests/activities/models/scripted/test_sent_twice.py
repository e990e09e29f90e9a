"""A first message sent twice (a double tap) under the cards it brought: answered in a line that says it
came twice and the trips are on the cards above, never a second search or a text list (held-out batch
Q); a list the model prints (when no cards are drawn) states each trip's price from what the model
sees (per adult), never "$None"."""

from __future__ import annotations

import asyncio

import pytest

from activities.models.scripted.compose import card_price
from activities.models.scripted.phrases import PHRASES
from tests.activities.models.scripted.journey_support import Journey
from tests.activities.models.scripted.test_card_choice import FIRST_MESSAGE


async def _twice(lang: str) -> Journey:
    journey = Journey(lang)
    await journey.say(FIRST_MESSAGE[lang])
    assert journey.calls("getTripSuggestions")
    await journey.say(FIRST_MESSAGE[lang])
    return journey


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_a_message_sent_twice_under_its_cards_says_so_and_never_searches_again(lang):
    journey = asyncio.run(_twice(lang))
    reply = journey.logs[-1].final_text
    assert not journey.calls("getTripSuggestions"), reply
    assert PHRASES["sent_twice_cards"][lang] in reply, reply
    assert "None" not in reply


def test_a_trip_line_states_the_price_the_model_sees():
    assert card_price({"price_per_adult_usd": 165.0, "total_usd": 330.0}) == 165.0
