"""Issue 25: the offline model follows a whole conversation, the way people talk.

The conversation of the issue, one natural line per message: every detail of a message is taken
whatever the stage, kept, and the booking reaches PAYMENT for the dates the traveller gave.
"""

from __future__ import annotations

from datetime import UTC, datetime

from activities.models.scripted import ScriptedModel
from activities.models.scripted.phrases import asked_question
from agent.context import context_window
from agent.state import AgentState, ConversationState
from tests.scripted_support import FakeBackend, run_turn

NOW = datetime(2026, 11, 24, 9, 0, tzinfo=UTC)  # the day the issue was tried
ISSUE_CONVERSATION = [
    "Hi! Two of us from Phnom Penh, after a relaxing beach getaway, 3 days, around 300 dollars each.",
    "The first one please, what's the plan day by day?",
    "Let's book it.",
    "I'm Sokha Chan, +85512345678, sokha@example.com. We'd start on 10 January 2027, "
    "pick us up at Raffles Hotel Le Royal please.",
    "Sounds good, go ahead.",
    "Yes.",
    "Yes, book it.",
    "Yes please.",
]


def new_state() -> ConversationState:
    return ConversationState.new("0b7e2c1e-0000-4000-8000-000000000025", NOW, user_id="u1", language="EN")


async def test_the_issue_conversation_reaches_payment_for_the_dates_given():
    model, state, backend = ScriptedModel(), new_state(), FakeBackend(NOW)
    finals: list[str] = []
    for line in ISSUE_CONVERSATION:
        log = await run_turn(model, state, line, backend, NOW)
        finals.append(log.final_text)
        if state.state == AgentState.PAYMENT:
            break
    assert state.state == AgentState.PAYMENT and len(finals) <= 6, finals
    booking = backend.sent("createBooking")
    assert (booking["trip_id"], booking["travel_date"], booking["end_date"]) == ("trip_101", "2027-01-10", "2027-01-12")
    assert (booking["customer_name"], booking["customer_phone"]) == ("Sokha Chan", "+85512345678")
    assert booking["pickup_location"] == "Raffles Hotel Le Royal" and booking["people_count"] == 2
    # "book it" before any detail: one question for all of them, never a summary with unknown dates
    assert asked_question(finals[2]) == "ask_booking_details" and "to be chosen" not in "".join(finals)
    # the details message is answered with the booking summary: its card carries the dates and pickup
    # (issue 38: the text points at it, never repeats them), no itinerary or hotel again
    assert "Here is your booking summary" in finals[3] and "2027-01-10" not in finals[3] and "Raffles" not in finals[3]
    assert "Sokha Chan" in finals[3] and "Day 1" not in finals[3]
    assert asked_question(finals[3]) == "ask_confirm_reserve"


async def test_details_given_while_exploring_are_taken_and_kept():
    """No "book it" yet: a name, phone and pickup while looking at a trip mean the traveller is booking."""
    model, state, backend = ScriptedModel(), new_state(), FakeBackend(NOW)
    for line in ISSUE_CONVERSATION[:2]:
        await run_turn(model, state, line, backend, NOW)
    log = await run_turn(
        model, state, "Great. Dara Sok, 012 345 678, pick us up at the Sokha Hotel, Siem Reap", backend, NOW
    )
    assert state.state == AgentState.BOOKING and state.selected_trip_id == "trip_101"
    assert asked_question(log.final_text) == "ask_travel_date" and "Noted: Dara Sok" in log.final_text
    log = await run_turn(model, state, "Jan 10th", backend, NOW)
    assert asked_question(log.final_text) == "ask_confirm_reserve", log.final_text
    log = await run_turn(model, state, "perfect", backend, NOW)
    booking = backend.sent("createBooking")
    assert state.state == AgentState.PAYMENT
    assert (booking["travel_date"], booking["pickup_location"]) == ("2027-01-10", "Sokha Hotel, Siem Reap")
    assert (booking["customer_name"], booking["customer_phone"]) == ("Dara Sok", "+85512345678")


async def test_an_ambiguous_date_is_confirmed_not_guessed():
    model, state, backend = ScriptedModel(), new_state(), FakeBackend(NOW)
    for line in ISSUE_CONVERSATION[:3]:
        await run_turn(model, state, line, backend, NOW)
    log = await run_turn(model, state, "Sokha Chan, +85512345678, Riverside Hotel, from 3/4", backend, NOW)
    assert asked_question(log.final_text) == "ask_which_date" and "previewBooking" not in log.tools
    assert "3 April 2027" in log.final_text and "4 March 2027" in log.final_text
    log = await run_turn(model, state, "April", backend, NOW)
    assert log.inputs("previewBooking")[0]["travel_date"] == "2027-04-03"


async def test_go_ahead_answers_the_question_asked_last():
    """ "Sounds good, go ahead" after the plan ("…or book this trip?") and "yes" after a change
    ("Are you ready to book…?") book the trip; the same words at the summary reserve it."""
    model, state, backend = ScriptedModel(), new_state(), FakeBackend(NOW)
    for line in ISSUE_CONVERSATION[:2]:
        await run_turn(model, state, line, backend, NOW)
    log = await run_turn(model, state, "Sounds good, go ahead.", backend, NOW)
    assert state.state == AgentState.BOOKING and asked_question(log.final_text) == "ask_booking_details"

    model, state, backend = ScriptedModel(), new_state(), FakeBackend(NOW)
    for line in [*ISSUE_CONVERSATION[:2], "Can you add a private dinner?", "yes, add it"]:
        log = await run_turn(model, state, line, backend, NOW)
    assert "Are you ready to book" in log.final_text and state.state == AgentState.CUSTOMIZATION
    log = await run_turn(model, state, "yes", backend, NOW)
    assert state.state == AgentState.BOOKING and asked_question(log.final_text) == "ask_booking_details"
    log = await run_turn(model, state, "Dara Sok, +85512345678, 2027-01-10, Riverside Hotel", backend, NOW)
    assert asked_question(log.final_text) == "ask_confirm_reserve"
    await run_turn(model, state, "go ahead", backend, NOW)
    assert state.state == AgentState.PAYMENT and backend.sent("createBooking")["trip_id"] == "trip_101_c1"


async def test_details_of_a_message_that_left_the_context_window_are_kept():
    """Name, phone and pickup in the first message, then a long look around: at "book it" the
    first message is out of the model's 20-message window, and still nothing is asked again."""
    model, state, backend = ScriptedModel(), new_state(), FakeBackend(NOW)
    lines = [
        "Hi, I'm Sreymom Chea (+855 12 777 666), we're staying at the Kep Lodge. 2 of us, from Phnom Penh, "
        "relaxing beach trip for 3 days, max $200 per person, starting 8 January 2027.",
        "Tell me about the first one",
        "Show me the photos",
        "What about the hotel?",
        "How's the weather?",
        "Compare them",
        "Tell me about the second one",
        "And the first one again",
    ]
    for line in lines:
        await run_turn(model, state, line, backend, NOW)
    assert not any(lines[0] == m.get("content") for m in context_window(state.messages))
    log = await run_turn(model, state, "book it", backend, NOW)
    assert asked_question(log.final_text) == "ask_confirm_reserve", log.final_text
    await run_turn(model, state, "yes", backend, NOW)
    booking = backend.sent("createBooking")
    assert (booking["customer_name"], booking["customer_phone"]) == ("Sreymom Chea", "+85512777666")
    assert (booking["pickup_location"], booking["travel_date"]) == ("Kep Lodge", "2027-01-08")


async def test_special_requests_said_on_the_way_reach_the_booking():
    model, state, backend = ScriptedModel(), new_state(), FakeBackend(NOW)
    lines = [
        "Two of us from Phnom Penh, relaxing beach trip, 3 days, $100-$200 each. We're vegetarian.",
        "the first one, book it",
        "Sokha Chan, +85512345678, 10 January 2027, Riverside Hotel. My mother uses a wheelchair.",
    ]
    for line in lines:
        log = await run_turn(model, state, line, backend, NOW)
    said = log.inputs("previewBooking")[0]["special_requests"]
    assert said == "We're vegetarian, wheelchair"  # each need once (the diet in the traveller's own words)
    assert f"Special requests: {said}" in log.final_text
    await run_turn(model, state, "yes", backend, NOW)
    assert backend.sent("createBooking")["special_requests"] == said
