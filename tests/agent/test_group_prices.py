"""Prices for a group with children are never multiplied out from one adult's price, and a price
that is per adult says so (agent/side_effects.py, agent/memory.py, agent/prompts/context.py); the
workflow gives customizeTrip the session's group and getTripItinerary the session's travel date
(agent/tools/guards.py). The sandbox numbers here are the relay run's (2 adults + a child of 10)."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any

from agent.card_length import card_record
from agent.memory import WorkingMemory, record_list, render_lists
from agent.prompts.context import render_context
from agent.rounding import amount_text
from agent.side_effects import apply_side_effects
from agent.state import AgentState, BookingQuote, ConversationState
from agent.tools.guards import guard_call
from tests.sandbox.support import Sandbox, family_beach_search

NOW = datetime(2026, 5, 1, 9, 0, tzinfo=UTC)
ITEMS = [{"type": "remove_activity", "details": {"activity": "Butterfly garden"}}]


def family() -> ConversationState:
    state = ConversationState.new("sess-gp", NOW, user_id="u-1")
    state.state = AgentState.EXPLORATION
    state.people_count, state.adults, state.children_ages = 3, 2, [10]
    state.travel_dates = {"start": "2026-07-10"}
    return state


def ok(data: dict[str, Any]) -> dict[str, Any]:
    return {"success": True, "data": data}


def test_customize_trip_without_a_group_total_never_multiplies_the_adult_price() -> None:
    state = family()
    apply_side_effects(
        state,
        "calculateCustomTrip",
        {"base_trip_id": "trip_007", "customizations": ITEMS},
        ok({"total_usd": 811.2, "price_per_person_usd": 312.0, "people_count": 3, "children_ages": [10]}),
        NOW,
    )
    assert state.priced_alternative is not None and state.priced_alternative.total_usd == 811.2
    old_shape = {"custom_trip_id": "ctrip_1", "trip_name": "Kep (custom)", "total_per_person_usd": 312.0}
    apply_side_effects(state, "customizeTrip", {"trip_id": "trip_007", "customizations": ITEMS}, ok(old_shape), NOW)
    assert state.quoted_total_usd != 936.0
    assert state.quoted_total_usd is None and state.quoted_price_per_person_usd == 312.0
    assert "936" not in render_context(state, NOW)


def test_customize_trip_is_priced_for_the_sessions_group_end_to_end() -> None:
    state = family()
    refused, body = guard_call("customizeTrip", {"trip_id": "trip_007", "customizations": ITEMS}, state)
    assert refused is None and body["adults"] == 2 and body["children_ages"] == [10]
    sb = Sandbox()
    priced = sb.data("calculateCustomTrip", {"base_trip_id": "trip_007", "customizations": ITEMS, **body})
    saved = sb.data("customizeTrip", body)
    apply_side_effects(state, "customizeTrip", body, ok(saved), NOW)
    assert state.quoted_total_usd == priced["total_usd"] < 3 * saved["price_per_adult_usd"]
    assert state.quoted_people_count == 3
    assert f"quoted_total_usd: {priced['total_usd']}" in render_context(state, NOW)


def test_the_itinerary_gets_the_sessions_travel_date_unless_it_is_a_booking() -> None:
    state = family()
    _, body = guard_call("getTripItinerary", {"trip_id": "trip_007"}, state)
    assert body["travel_date"] == "2026-07-10"
    season = Sandbox().data("getTripItinerary", body)["what_to_bring"]["season"]
    assert season is not None and season.startswith("wet season")
    state.booking_id, state.selected_trip_id = "bk_1", "trip_007"
    _, booked = guard_call("getTripItinerary", {"trip_id": "trip_007"}, state)
    assert booked == {"trip_id": "trip_007", "booking_id": "bk_1"}


def test_trips_shown_to_a_family_are_per_adult_with_the_group_total() -> None:
    sb = Sandbox()
    body = family_beach_search(400)
    data = sb.data("getTripSuggestions", {**body, "adults": 2, "children_ages": [10]})
    assert all(t["price_is"] == "per_adult" for t in data["trips"])
    memory = WorkingMemory()
    record_list(memory, body, data, turn=1)
    line = render_lists(memory)[0]
    assert not re.search(r"\$[\d,]+ per person", line) and "per adult" in line
    first = data["trips"][0]
    # each figure as the card gives it, to the cent when it has cents (relay 62: "$197 per adult" beside 197.13)
    assert f"${amount_text(first['total_usd'])} in total for the 3 people" in line
    for trip in data["trips"]:
        shown = card_record(trip)  # at the card's length
        assert f"${amount_text(shown['price_per_person_usd'])} per adult" in line
    adults = sb.data("getTripSuggestions", {**body, "people_count": 2})
    assert all(t["price_is"] == "per_adult" for t in adults["trips"])  # one label in every tool
    memory = WorkingMemory()
    record_list(memory, body, adults, turn=1)
    assert re.search(r"\$[\d,.]+ per person", render_lists(memory)[0])


def test_the_booking_summary_line_says_per_adult_for_a_family() -> None:
    state = family()
    state.booking_quote = BookingQuote(
        quote_id="q1",
        turn=1,
        trip_id="trip_007",
        travel_date="2026-07-10",
        people_count=3,
        adults=2,
        children_ages=[10],
        price_per_person_usd=312.0,
        total_usd=811.2,
    )
    text = render_context(state, NOW)
    assert "(312.0 per adult; children by age)" in text and "312.0 per person" not in text


def test_compare_trips_is_priced_for_the_sessions_children_and_adults_only_stay_compact() -> None:
    """Relay j10: the comparison showed only the adult price; with children in the session the
    workflow gives compareTrips the group, so each child's price is shown (sandbox/routes/trips.py)."""
    state = family()
    refused, body = guard_call("compareTrips", {"trip_ids": ["trip_007", "trip_008"]}, state)
    assert refused is None and body["adults"] == 2 and body["children_ages"] == [10]
    trips = Sandbox().data("compareTrips", body)["trips"]
    for trip in trips:
        assert trip["child_prices_usd"][0]["age"] == 10
        assert abs(trip["total_usd"] - 2 * trip["price_usd"] - trip["child_prices_usd"][0]["price_usd"]) < 0.01
    state.adults, state.children_ages, state.people_count = 2, [], 2
    assert guard_call("compareTrips", {"trip_ids": ["trip_007", "trip_008"]}, state)[1] == {
        "trip_ids": ["trip_007", "trip_008"]
    }
