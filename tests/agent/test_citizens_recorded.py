"""The group's Cambodian citizens, once told, price everything shown before the booking (a Khmer family said "we
are all Khmer" and saw the foreigner's Angkor pass in every card until the summary left it out).
Invariant: updateTravellerPreferences records ``cambodian_citizens`` (at most the group); every priced call the
workflow fills from the session (getTripSuggestions, getTripItinerary, compareTrips, calculateCustomTrip,
customizeTrip, previewBooking) carries them, at most its own group, in a body the backend accepts, and the card's total is the summary's total; a change
of them voids a confirmed summary."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings, strategies as st

from agent.state import AgentState as A, BookingQuote
from agent.tools.guards import guard_call
from agent.tools.local import run_local_tool
from agent.tools.search_input import search_from_session
from agent.tools.validation import validate_tool_input
from tests.agent.contract_support import NOW, new_state
from tests.sandbox.support import TRAVEL, Sandbox

SB = Sandbox()
DAY = {"type": "add_day", "details": {"days": 1}}


def _told(adults: int, ages: list[int], citizens: int) -> Any:
    state = new_state(state=A.DISCOVERY)
    told = {
        "mood": "curious",
        "environment": "TEMPLE",
        "duration_days": 3,
        "departure_city": "Siem Reap",
        "budget_min_usd": 0,
        "budget_max_usd": 5000,
        "adults": adults,
        "children_ages": ages,
        "cambodian_citizens": citizens,
    }
    result = run_local_tool("updateTravellerPreferences", told, state, NOW)
    assert result["success"] is True, result
    assert result["data"]["recorded"]["cambodian_citizens"] == citizens
    state.travel_dates = {"start": TRAVEL}
    return state


def _body(name: str, inp: dict[str, Any], state: Any) -> dict[str, Any]:
    refused, body = guard_call(name, inp, state)
    assert refused is None, refused
    assert validate_tool_input(name, body, backend=True) is None, (name, body)
    return body


def test_more_citizens_than_the_group_are_not_recorded() -> None:
    state = new_state(state=A.DISCOVERY)
    result = run_local_tool("updateTravellerPreferences", {"adults": 2, "cambodian_citizens": 3}, state, NOW)
    assert result["success"] is False and state.cambodian_citizens is None


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(adults=st.integers(1, 3), ages=st.lists(st.integers(0, 17), max_size=2), data=st.data())
def test_every_price_before_the_booking_carries_the_sessions_citizens(
    adults: int, ages: list[int], data: st.DataObject
) -> None:
    k = data.draw(st.integers(0, adults + len(ages)))
    state = _told(adults, ages, k)
    missing, filled = search_from_session({}, state)
    assert missing is None
    search = _body("getTripSuggestions", filled, state)
    bodies = {
        "getTripItinerary": _body("getTripItinerary", {"trip_id": "trip_001"}, state),
        "calculateCustomTrip": _body(
            "calculateCustomTrip", {"base_trip_id": "trip_001", "customizations": [DAY]}, state
        ),
        "customizeTrip": _body("customizeTrip", {"trip_id": "trip_001", "customizations": [DAY]}, state),
        "compareTrips": _body("compareTrips", {"trip_ids": ["trip_001", "trip_002"]}, state),
        "previewBooking": _body("previewBooking", {"trip_id": "trip_001"}, state),
        "getTripSuggestions": search,
    }
    for name, body in bodies.items():
        assert body.get("cambodian_citizens", 0) == k, name
    card = next(c for c in SB.data("getTripSuggestions", search)["trips"] if c["id"] == "trip_001")
    preview = SB.data("previewBooking", bodies["previewBooking"])
    assert (
        card["total_usd"]
        == preview["total_usd"]
        == SB.data("calculateCustomTrip", {**bodies["calculateCustomTrip"], "customizations": []})["total_usd"]
    )
    compared = SB.data("compareTrips", bodies["compareTrips"])["trips"][0]
    assert compared["price_usd"] == card["price_per_person_usd"]
    saved = SB.data("customizeTrip", bodies["customizeTrip"])
    calculated = SB.data("calculateCustomTrip", bodies["calculateCustomTrip"])
    assert saved["total_usd"] == calculated["total_usd"]
    if k:
        assert SB.data("getTripItinerary", bodies["getTripItinerary"])["total_usd"] == preview["total_usd"]
        assert compared["total_usd"] == preview["total_usd"]


def test_a_smaller_group_given_by_the_model_is_priced_with_at_most_its_travellers() -> None:
    state = _told(3, [], 3)
    body = _body("calculateCustomTrip", {"base_trip_id": "trip_001", "customizations": [DAY], "people_count": 2}, state)
    assert body["cambodian_citizens"] == 2


def test_a_change_of_citizens_voids_the_summary() -> None:
    state = _told(2, [], 0)
    state.booking_quote = BookingQuote(
        quote_id="q", turn=1, trip_id="trip_001", travel_date=TRAVEL, people_count=2, adults=2
    )
    result = run_local_tool("updateTravellerPreferences", {"cambodian_citizens": 2}, state, NOW)
    assert result["data"]["booking_summary"] == "void" and state.booking_quote is None
