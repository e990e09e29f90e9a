"""The workflow gives getTripItinerary and compareTrips the session's departure city (hidden from
the model), so their pickup and transfer agree with the suggestions (issue 22)."""

from __future__ import annotations

from agent.state import AgentState as A
from agent.tools.guards import guard_call
from agent.tools.stages import offered_tools
from agent.tools.validation import validate_tool_input
from tests.agent.contract_support import new_state


def test_departure_city_is_filled_from_the_session() -> None:
    state = new_state(state=A.SUGGESTION, departure_city="Siem Reap")
    _, itinerary = guard_call("getTripItinerary", {"trip_id": "trip_001"}, state)
    _, compared = guard_call("compareTrips", {"trip_ids": ["trip_001", "trip_002"]}, state)
    assert itinerary["departure_city"] == compared["departure_city"] == "Siem Reap"
    _, own = guard_call("getTripItinerary", {"trip_id": "trip_001", "departure_city": "Kampot"}, state)
    assert own["departure_city"] == "Kampot"  # one the caller gives is kept


def test_no_departure_city_no_field() -> None:
    state = new_state(state=A.SUGGESTION)
    _, itinerary = guard_call("getTripItinerary", {"trip_id": "trip_001"}, state)
    assert "departure_city" not in itinerary


def test_the_field_is_not_offered_to_the_model() -> None:
    for stage in A:
        for tool in offered_tools(stage):
            if tool["name"] in ("getTripItinerary", "compareTrips", "previewBooking"):
                assert "departure_city" not in tool["input_schema"]["properties"]


def test_the_filled_body_is_a_valid_backend_body_and_not_a_model_input() -> None:
    state = new_state(
        state=A.SUGGESTION,
        departure_city="Siem Reap",
        adults=2,
        children_ages=[9],
        people_count=3,
        travel_dates={"start": "2027-04-05"},
        selected_trip_id="trip_002",
    )
    for name, inp in (
        ("getTripItinerary", {"trip_id": "trip_001"}),
        ("compareTrips", {"trip_ids": ["trip_001", "trip_002"]}),
        # relay j21: the first summary said the Phnom Penh pickup to a family starting in Siem Reap
        ("previewBooking", {"trip_id": "trip_002", "travel_date": "2027-04-05"}),
    ):
        refused, body = guard_call(name, inp, state)
        assert refused is None and body["departure_city"] == "Siem Reap"
        assert validate_tool_input(name, body, backend=True) is None, body
        assert validate_tool_input(name, {**inp, "departure_city": "Kampot"}) is not None  # the model cannot


def test_every_quote_before_booking_gets_the_join_point_previewbooking_gets() -> None:
    """relay 24 req 14: calculateCustomTrip priced the transfer previewBooking then left out. Whatever the
    price tool, the session's pickup and departure city reach it alike (the model may name a pickup)."""
    state = new_state(
        state=A.CUSTOMIZATION,
        departure_city="Xiamen",
        pickup_location="Apsara Courtyard, Siem Reap",
        adults=2,
        people_count=2,
        travel_dates={"start": "2027-04-05"},
        selected_trip_id="trip_002",
    )
    change = [{"type": "add_day", "details": {"days": 1}}]
    bodies = {
        name: guard_call(name, inp, state)[1]
        for name, inp in (
            ("calculateCustomTrip", {"base_trip_id": "trip_002", "customizations": change}),
            ("customizeTrip", {"trip_id": "trip_002", "customizations": change}),
            ("previewBooking", {"trip_id": "trip_002"}),
        )
    }
    for name, body in bodies.items():
        assert (body["pickup_location"], body["departure_city"]) == (state.pickup_location, "Xiamen"), name
        assert validate_tool_input(name, body, backend=True) is None, body
    for name in ("calculateCustomTrip", "customizeTrip", "previewBooking"):  # offered with the same name
        schema = next(t for t in offered_tools(A.CUSTOMIZATION) + offered_tools(A.BOOKING) if t["name"] == name)
        assert "pickup_location" in schema["input_schema"]["properties"]
