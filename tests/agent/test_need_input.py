"""Invariant: every call that can add a day or place an added activity carries the session's mobility need to the backend (run 54: the
walking frame and "about 500 m" were recorded, and the added day was a bicycle day). calculateCustomTrip and
customizeTrip with an add_day, previewReschedule with a new end date and a search filled from the session get
``mobility_need`` and the walking limit the needs state (EN, KH, ZH); the backend body accepts them; a call that
adds no day, or a session with no such need, is sent as before."""

from __future__ import annotations

from typing import Any

import pytest

from agent.tools.guards import guard_call
from agent.tools.search_input import search_from_session
from agent.tools.validation import validate_tool_input
from tests.agent.contract_support import new_state

NEEDS = {
    "Father is 78 and uses a walking frame: cannot do stairs at all, can walk at most about 500 m": 0.5,
    "爸爸用助行器，最多只能走500米": 0.5,
    "ប៉ាខ្ញុំប្រើឈើច្រត់ ដើរបានតែ ៥០០ ម៉ែត្រ": 0.5,
    "mum uses a wheelchair": None,
}
ADD = [{"type": "add_day", "details": {"days": 1}}]
CALLS: dict[str, dict[str, Any]] = {
    "calculateCustomTrip": {"base_trip_id": "trip_004", "customizations": ADD, "people_count": 2},
    "customizeTrip": {"trip_id": "trip_004", "customizations": ADD, "people_count": 2},
    "previewReschedule": {"booking_id": "bk_1", "new_end_date": "2026-04-22"},
}


@pytest.mark.parametrize("said, km", list(NEEDS.items()))
@pytest.mark.parametrize("name", list(CALLS))
def test_a_call_that_adds_a_day_carries_the_need(name: str, said: str, km: float | None) -> None:
    state = new_state(special_needs=said)
    refused, body = guard_call(name, dict(CALLS[name]), state)
    assert refused is None
    assert body["mobility_need"] is True and body.get("walking_limit_km") == km
    assert validate_tool_input(name, body, backend=True) is None


@pytest.mark.parametrize("name", list(CALLS))
def test_no_day_added_or_no_need_leaves_the_call_as_it_was(name: str) -> None:
    plain = {k: v for k, v in CALLS[name].items() if k not in ("customizations", "new_end_date")}
    if name != "previewReschedule":
        plain["customizations"] = [{"type": "upgrade_hotel", "details": {}}]
    for state, call in ((new_state(special_needs=next(iter(NEEDS))), plain), (new_state(), CALLS[name])):
        _, body = guard_call(name, dict(call), state)
        assert "mobility_need" not in body and "walking_limit_km" not in body


def test_a_search_from_the_session_carries_the_walking_limit() -> None:
    state = new_state(
        mood="curious",
        environment="TEMPLE",
        duration_days=3,
        people_count=2,
        budget_min_usd=100.0,
        budget_max_usd=500.0,
        departure_city="Phnom Penh",
        special_needs=next(iter(NEEDS)),
    )
    refused, body = search_from_session({}, state)
    assert refused is None and body["mobility_need"] is True and body["walking_limit_km"] == 0.5


ADD_ON = [{"type": "add_activity", "details": {"activity": "Tonle Sap boat trip to Kampong Phluk"}}]


@pytest.mark.parametrize("said, km", list(NEEDS.items()))
@pytest.mark.parametrize("name", ["calculateCustomTrip", "customizeTrip", "getTripItinerary"])
def test_a_call_that_places_an_activity_carries_the_need(name: str, said: str, km: float | None) -> None:
    """An added activity goes on a day the need allows in the quote, the saved trip and its itinerary, as the
    booking will place it (run 59 req 9: the knee recorded beside the boat trip's quote, in one response)."""
    state = new_state(special_needs=said)
    call = {"trip_id": "trip_001"} if name == "getTripItinerary" else {**CALLS[name], "customizations": ADD_ON}
    refused, body = guard_call(name, dict(call), state)
    assert refused is None
    assert body["mobility_need"] is True and body.get("walking_limit_km") == km
    assert validate_tool_input(name, body, backend=True) is None
    _, plain = guard_call(name, dict(call), new_state())
    assert "mobility_need" not in plain
