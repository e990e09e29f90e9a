"""A message said again after its answer was "busy, please try again" is a retry, read afresh: it
does what it asked (never "that message came through twice", which only a copy of the message whose
search drew the cards on screen gets; never the old outage taken as a verdict on the booking details);
an answer that shows no trip never offers to book "this trip" (a yes to that offer would have nothing
to book), it invites to look at the cards; an outage is said as one, in the session's language, never
as "that doesn't look quite right" nor as a refused request."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from activities.backend import SERVICE_BUSY_MESSAGE
from activities.models.scripted.phrases import PHRASES
from agent.prompts.i18n import service_busy_text
from agent.state import AgentState, ConversationState
from agent.tools.calls import error_result
from tests.activities.models.scripted.journey_support import TO_QR, Journey
from tests.activities.models.scripted.test_card_choice import FIRST_MESSAGE

# "the first one", as the backend-fault drill's traveller and the journeys say it
FIRST = {"EN": "The first one looks great", "KH": "ជម្រើសទីមួយ", "ZH": "第一个"}


class Busy:
    """Every tool call answered as the worker answers one the backend refused with 503."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    def __call__(self, name: str, inp: dict[str, Any], state: ConversationState) -> dict[str, Any]:
        self.calls.append(name)
        return error_result("SERVICE_BUSY", SERVICE_BUSY_MESSAGE)


async def _retried(lang: str, message: str) -> tuple[Journey, str, str]:
    journey = Journey(lang)
    await journey.say(FIRST_MESSAGE[lang])
    assert journey.state.state == AgentState.SUGGESTION
    backend, journey.backend = journey.backend, Busy()  # type: ignore[assignment]
    busy = (await journey.say(message)).final_text
    journey.backend = backend
    again = (await journey.say(message)).final_text
    return journey, busy, again


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_a_card_chosen_again_after_a_busy_answer_is_shown(lang):
    journey, busy, again = asyncio.run(_retried(lang, FIRST[lang]))
    assert PHRASES["sent_twice_cards"][lang] not in again, again
    assert journey.calls("getTripItinerary"), again
    assert journey.state.state == AgentState.EXPLORATION and journey.state.viewed_trip_id == "trip_007", again


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_an_answer_that_shows_no_trip_never_offers_to_book_this_trip(lang):
    _, busy, _ = asyncio.run(_retried(lang, FIRST[lang]))
    assert PHRASES["explore_invite"][lang] not in busy, busy
    assert busy.rstrip().endswith(PHRASES["present_invite"][lang]), busy


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_the_search_message_sent_again_after_a_busy_search_searches(lang):
    """The first copy drew no cards (its search failed): the second is no double tap."""

    async def run() -> Journey:
        journey = Journey(lang)
        backend, journey.backend = journey.backend, Busy()  # type: ignore[assignment]
        await journey.say(FIRST_MESSAGE[lang])
        journey.backend = backend
        await journey.say(FIRST_MESSAGE[lang])
        return journey

    journey = asyncio.run(run())
    assert journey.calls("getTripSuggestions")
    assert len(journey.state.suggested_trip_ids) == 3


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_booking_details_sent_again_after_a_busy_check_are_checked_again(lang):
    async def run() -> tuple[Journey, str, str]:
        journey = Journey(lang)
        for message in TO_QR[lang][:3]:  # the search, the first card, "book it"
            await journey.say(message)
        backend, journey.backend = journey.backend, Busy()  # type: ignore[assignment]
        busy = (await journey.say(TO_QR[lang][3])).final_text
        journey.backend = backend
        again = (await journey.say(TO_QR[lang][3])).final_text
        return journey, busy, again

    journey, busy, again = asyncio.run(run())
    invalid = PHRASES["details_invalid"][lang].split("(")[0].split("（")[0]
    assert invalid not in busy and invalid not in again, (busy, again)
    assert (SERVICE_BUSY_MESSAGE if lang == "EN" else service_busy_text(lang)) in busy, busy
    assert journey.calls("validateUserDetails") and journey.calls("previewBooking"), again


YES = {"EN": "Yes, go ahead", "KH": "បាទ", "ZH": "好的"}


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_a_plain_yes_to_the_offer_after_the_retry_books_the_trip_shown(lang):
    """Once the retry shows the trip, its answer offers to book it, and a plain yes is that yes: the
    trip goes to booking and the details are asked (no quote exists yet: nothing is consented to)."""

    async def run() -> tuple[Journey, str, str]:
        journey, _, shown = await _retried(lang, FIRST[lang])
        return journey, shown, (await journey.say(YES[lang])).final_text

    journey, shown, booked = asyncio.run(run())
    assert shown.rstrip().endswith(PHRASES["explore_invite"][lang]), shown
    assert journey.state.state == AgentState.BOOKING and journey.state.selected_trip_id == "trip_007", booked
    assert journey.state.booking_quote is None and not journey.calls("createBooking"), booked


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_a_plain_yes_after_a_busy_answer_books_nothing(lang):
    """The busy answer showed no trip and offered none to book: a yes to it chooses no trip."""

    async def run() -> Journey:
        journey = Journey(lang)
        await journey.say(FIRST_MESSAGE[lang])
        backend, journey.backend = journey.backend, Busy()  # type: ignore[assignment]
        await journey.say(FIRST[lang])
        journey.backend = backend
        await journey.say(YES[lang])
        return journey

    journey = asyncio.run(run())
    assert journey.state.state == AgentState.SUGGESTION and journey.state.selected_trip_id is None
    assert journey.state.booking_quote is None
