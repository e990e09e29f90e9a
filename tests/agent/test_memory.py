"""The model's working memory (agent/memory.py): lists shown, the current one, what was said."""

from __future__ import annotations

from datetime import UTC, datetime

from hypothesis import given, strategies as st

from agent.context import append_user_message, summarise_outside_window
from agent.memory import ShownList, ShownTrip, WorkingMemory, render_lists
from agent.prompts.context import render_context
from agent.rounding import amount_text
from agent.side_effects import apply_side_effects
from agent.state import AgentState, ConversationState

NOW = datetime(2026, 5, 1, 9, 0, tzinfo=UTC)


def _trips(prefix: str, prices: list[float]) -> dict:
    return {
        "success": True,
        "data": {
            "trips": [
                {
                    "id": f"{prefix}_{i}",
                    "name": f"{prefix.title()} trip {i}",
                    "price_per_person_usd": p,
                    "duration_days": 3,
                }
                for i, p in enumerate(prices, start=1)
            ]
        },
    }


def test_an_earlier_list_becomes_current_when_the_traveller_goes_back_to_it() -> None:
    state = ConversationState.new("s", NOW)
    apply_side_effects(state, "getTripSuggestions", {"environment": "BEACH"}, _trips("beach", [159, 390, 1150]), NOW)
    apply_side_effects(state, "getTripSuggestions", {"environment": "MOUNTAIN"}, _trips("hill", [149, 380]), NOW)
    assert state.suggested_trip_ids == ["hill_1", "hill_2"] and state.memory.current_list == 2
    context = render_context(state, NOW)
    assert (
        "- trips_shown_1: (earlier list, searched BEACH) 1. Beach trip 1 (beach_1) $159 per person, 3 days" in context
    )
    assert "- trips_shown_2: (current list, searched MOUNTAIN)" in context

    itinerary = {"success": True, "data": {"trip_id": "beach_1", "trip_name": "Beach trip 1"}}
    apply_side_effects(state, "getTripItinerary", {"trip_id": "beach_1"}, itinerary, NOW)
    assert state.memory.current_list == 1 and state.suggested_trip_ids == ["beach_1", "beach_2", "beach_3"]
    context = render_context(state, NOW)
    assert "- trips_shown_1: (current list" in context and "- trips_shown_2: (earlier list" in context
    assert (
        "- trip_focus: last itinerary opened Beach trip 1 (beach_1); chosen for booking: nothing chosen yet" in context
    )

    # another trip is looked at, the first one chosen: from then on the focus is the choice alone
    # (relay j13: "looking at" the other trip stayed in the context through the booking)
    other = {"success": True, "data": {"trip_id": "beach_2", "trip_name": "Beach trip 2"}}
    apply_side_effects(state, "getTripItinerary", {"trip_id": "beach_2"}, other, NOW)
    state.selected_trip_id, state.selected_trip_name = "beach_1", "Beach trip 1"
    assert "last itinerary opened Beach trip 2 (beach_2); chosen for booking: Beach trip 1 (beach_1)" in render_context(
        state, NOW
    )
    state.state = AgentState.BOOKING
    context = render_context(state, NOW)
    assert "- selected_trip_name: Beach trip 1" in context and "trip_focus" not in context
    assert "viewed_trip" not in context and "last itinerary opened" not in context


def test_the_summary_keeps_every_earlier_message_of_the_traveller() -> None:
    state = ConversationState.new("s", NOW)
    said = [f"fact number {i}: we are {i} years old" for i in range(15)]
    for text in said:
        append_user_message(state, text, NOW)
        state.messages.append({"role": "assistant", "content": [{"type": "text", "text": "ok"}]})
    state.messages = state.messages[-8:]  # the workflow's history is bounded too
    summary = summarise_outside_window(state, limit=6)
    assert summary is not None
    for text in said[:12]:  # everything before the window: 3 messages are still in it
        assert f'"{text}"' in summary
    assert said[12] not in summary


def test_a_message_sent_again_after_an_error_is_summarised_once() -> None:
    """A relay traveller resent their first message twice after "please try again": the summary
    said it three times, as if they had repeated themselves."""
    state = ConversationState.new("s", NOW)
    said = ["jungle trip, 3 days", "jungle trip, 3 days", "jungle trip, 3 days", "from Phnom Penh", "ok"]
    for text in said + [f"later {i}" for i in range(6)]:
        append_user_message(state, text, NOW)
        state.messages.append({"role": "assistant", "content": [{"type": "text", "text": "ok"}]})
    summary = summarise_outside_window(state, limit=6)
    assert summary is not None
    assert summary.count("jungle trip, 3 days") == 1 and '"jungle trip, 3 days" (sent 3 times)' in summary
    assert '"from Phnom Penh"' in summary and '"ok"' in summary


def test_going_back_to_an_earlier_list_makes_its_search_the_current_wish_again() -> None:
    """Relay j10: back on a beach trip, the context still said environment: CITY."""
    state = ConversationState.new("s", NOW)
    beach = {"environment": "BEACH", "mood": "adventurous", "duration_days": 3}
    apply_side_effects(state, "getTripSuggestions", beach, _trips("beach", [159, 390, 1150]), NOW)
    city = {"environment": "CITY", "mood": "adventurous", "duration_days": 4}
    apply_side_effects(state, "getTripSuggestions", city, _trips("city", [120, 300]), NOW)
    assert (state.environment, state.duration_days) == ("CITY", 4)
    itinerary = {"success": True, "data": {"trip_id": "city_2", "trip_name": "City trip 2"}}
    apply_side_effects(state, "getTripItinerary", {"trip_id": "city_2"}, itinerary, NOW)
    assert (state.environment, state.duration_days) == ("CITY", 4)  # the current list: nothing changes
    itinerary = {"success": True, "data": {"trip_id": "beach_2", "trip_name": "Beach trip 2"}}
    apply_side_effects(state, "getTripItinerary", {"trip_id": "beach_2"}, itinerary, NOW)
    assert (state.environment, state.mood, state.duration_days) == ("BEACH", "adventurous", 3)
    context = render_context(state, NOW)
    assert "- environment: BEACH" in context and "- trips_shown_1: (current list, searched BEACH" in context


@given(per=st.integers(1000, 200_000), people=st.integers(2, 6), children=st.integers(1, 3))
def test_a_listed_trip_states_each_figure_as_the_card_gave_it(per: int, people: int, children: int) -> None:
    """Relay 62 req 4: "$197 per adult ($788.52 in total ...)" beside a card's 197.13: the context's list says one
    adult's price and the group's total each as the card gave it, to the cent when it has cents."""
    price = per / 100
    total = round(price * (people - min(children, people - 1)) + price * 0.6 * min(children, people - 1), 2)
    trip = ShownTrip(id="t", price_per_person_usd=price, total_usd=total, people_count=people)
    memory = WorkingMemory(lists=[ShownList(number=1, turn=1, trips=[trip])], current_list=1)
    line = render_lists(memory)[0]
    assert f"${amount_text(price)} per adult (${amount_text(total)} in total" in line
