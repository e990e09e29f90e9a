"""Day 1 of a paid booking cannot be removed, and the answer says why and what starts a day later (relay 31
req 33: INVALID_INPUT "'remove_day.day' must be at least 2", no reason, no alternative).

Over trips and languages: previewReschedule ``remove_day {"day": 1}`` reaches the backend (the tool schema
lets it through and says days from 2), is refused with the reason in the session's language, and its
``next_step`` is a change the sandbox makes: a start a day later, ending on the same day, one day shorter."""

from __future__ import annotations

import re
from datetime import date, timedelta

import pytest

from agent.tools.aftercare_schemas import PREVIEW_RESCHEDULE
from tests.sandbox.support import Sandbox
from tests.sandbox.test_changes import record

TRIPS = ["trip_001", "trip_004", "trip_013"]
SCRIPT = {"EN": re.compile(r"Day 1"), "KH": re.compile(r"[\u1780-\u17ff]"), "ZH": re.compile(r"[\u4e00-\u9fff]")}


def test_the_tool_schema_says_days_from_2_and_lets_day_1_reach_the_backend() -> None:
    remove_day = PREVIEW_RESCHEDULE["input_schema"]["properties"]["remove_day"]
    assert "2+" in remove_day["description"] and remove_day["properties"]["day"]["minimum"] == 1


@pytest.mark.parametrize("language", sorted(SCRIPT))
@pytest.mark.parametrize("trip", TRIPS)
def test_day_1_is_refused_with_the_reason_and_a_later_start_that_works(trip: str, language: str) -> None:
    sb = Sandbox()
    bid = sb.book(trip, people=None, adults=2, children_ages=[], user_id="user-a")["booking_id"]
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    booking = record(sb, bid)
    refused = sb.error("previewReschedule", {"booking_id": bid, "remove_day": {"day": 1}}, 400, lang=language)
    later = (date.fromisoformat(booking["travel_date"]) + timedelta(days=1)).isoformat()
    days = (date.fromisoformat(booking["end_date"]) - date.fromisoformat(booking["travel_date"])).days + 1
    # a trip with a full day between arrival and departure starts later one day shorter; else it moves whole
    end = booking["end_date"] if days > 2 else (date.fromisoformat(booking["end_date"]) + timedelta(days=1)).isoformat()
    assert later in refused["message"] and end in refused["message"]
    assert SCRIPT[language].search(refused["message"]) and "1" in refused["message"]
    step = refused["details"]["next_step"]
    quote = sb.data("previewReschedule", {"booking_id": bid, **step}, lang=language)
    proposed, current = quote["proposed"], quote["current"]
    assert (proposed["travel_date"], proposed["end_date"]) == (later, end)
    assert proposed["duration_days"] == current["duration_days"] - (days > 2)
