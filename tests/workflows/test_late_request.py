"""Issue 22 through the workflow (time-skipping server, real worker, in-process sandbox, the official
Anthropic SDK on a fake server): a safety-relevant request after payment lands on the booking, the
operator flag is raised and the model reads who confirms it and by when."""

from __future__ import annotations

import pytest

from agent.safety import SAFETY_FLAG
from api import session_client
from tests.workflows.late_request_support import (
    ALLERGY,
    ITINERARY_USE_ID,
    TOOL_USE_ID,
    late_request_after_payment,
    tool_results,
)

pytestmark = pytest.mark.timeskipping


async def test_a_request_after_payment_lands_on_the_booking_and_the_model_is_told_who_confirms(time_env):
    async with late_request_after_payment(time_env) as (trip, fake):
        record = await trip.record()
        state = await session_client.session_state(trip.client, trip.sid)
        history = await trip.handle.fetch_history()
        itinerary = (
            await trip.http.post(
                "/v1/ai-tools/trips/itinerary", json={"booking_id": trip.booking["booking_id"], "user_id": "user-1"}
            )
        ).json()["data"]

    # the booking carries it, marked for the operator's confirmation
    assert record["status"] == "CONFIRMED" and ALLERGY in record["special_requests"]
    [item] = record["special_request_items"]
    assert item["kind"] == "allergy" and item["status"] == "AWAITING_OPERATOR" and item["added_after_booking"]
    assert itinerary["special_requests"] == record["special_requests"]  # the plan as booked shows it
    # the session agrees with the booking, and the operators are flagged
    assert state.booking_special_requests == record["special_requests"]
    assert SAFETY_FLAG in state.attention_flags
    # one addBookingRequest activity, scheduled by the workflow (the model has no such tool)
    scheduled = [
        e.activity_task_scheduled_event_attributes.activity_type.name
        for e in history.events
        if e.HasField("activity_task_scheduled_event_attributes")
    ]
    assert scheduled.count("addBookingRequest") == 1
    assert all("addBookingRequest" not in {t["name"] for t in r.body["tools"]} for r in fake.requests)
    # what the model read: on the booking, who confirms and by when
    seen = tool_results(fake.requests[-1].body)[TOOL_USE_ID]["data"]["booking_request"]
    assert seen["on_the_booking_at_the_operator"] is True and seen["booking_ref"] == trip.booking["booking_ref"]
    assert seen["this_request"] == {"status": "AWAITING_OPERATOR", "confirm_by": item["confirm_by"]}
    assert "DerLg support calls" in seen["who_confirms"] and "48 hours" in seen["who_confirms"]
    assert [r["request"] for r in seen["requests_on_the_booking"]] == [ALLERGY] and seen["next_step"]


async def test_a_plan_asked_for_beside_the_request_already_shows_it(time_env):
    """Relay j19: the request and getTripItinerary of the booking in one response; the plan the
    model read was the booking without the request."""
    async with late_request_after_payment(time_env, with_itinerary=True) as (trip, fake):
        history = await trip.handle.fetch_history()
    seen = tool_results(fake.requests[-1].body)
    plan = seen[ITINERARY_USE_ID]["data"]
    # the model reads each request once, as an item with its status (agent/tools/compact.py)
    assert [(i["request"], i["status"]) for i in plan["special_request_items"]] == [(ALLERGY, "AWAITING_OPERATOR")]
    assert seen[TOOL_USE_ID]["data"]["booking_request"]["on_the_booking_at_the_operator"] is True
    scheduled = [
        e.activity_task_scheduled_event_attributes.activity_type.name
        for e in history.events
        if e.HasField("activity_task_scheduled_event_attributes")
    ]
    assert scheduled.index("addBookingRequest") < scheduled.index("getTripItinerary")


async def test_when_the_booking_cannot_be_reached_the_model_is_told_the_truth_and_the_next_step(time_env):
    faults = {"error_rate": 1.0, "paths": ["addBookingRequest"]}  # every attempt answers 503
    async with late_request_after_payment(time_env, faults=faults) as (trip, fake):
        record = await trip.record()
        state = await session_client.session_state(trip.client, trip.sid)

    assert record["special_requests"] is None  # nothing reached the booking
    seen = tool_results(fake.requests[-1].body)[TOOL_USE_ID]["data"]["booking_request"]
    assert seen["on_the_booking_at_the_operator"] is False and seen["not_added_because"]
    assert "support contact" in seen["next_step"] and "operations team" in seen["who_adds_it"]
    # the session keeps the request and the operators are still flagged
    assert ALLERGY in state.booking_special_requests and SAFETY_FLAG in state.attention_flags
