"""A new booking's dates are judged on Cambodia's calendar, never UTC's: a start date that is
already past in Cambodia is refused with the earliest date allowed, even while UTC is still on it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from hypothesis import given, settings, strategies as st

from sandbox import policy
from tests.sandbox.support import Sandbox

BASE = {"trip_id": "trip_004", "people_count": 2, "pickup_location": "Airport", "customer_name": "Dara",
        "customer_phone": "+85512345678"}  # fmt: skip


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=23), st.integers(min_value=-2, max_value=3))
def test_the_earliest_start_is_today_in_cambodia(utc_hour: int, offset: int) -> None:
    sb = Sandbox()
    sb.clock.now = datetime(2026, 3, 1, utc_hour, 30, tzinfo=UTC)
    today_ict = policy.today_ict(sb.clock.now)
    start = today_ict + timedelta(days=offset)
    body = {**BASE, "travel_date": start.isoformat(), "end_date": (start + timedelta(days=1)).isoformat()}
    if offset < policy.MIN_DAYS_AHEAD:
        err = sb.error("createBooking", body, 400)
        assert err["code"] == "VALIDATION_FAILED"
        assert err["details"]["earliest_travel_date"] == (today_ict + timedelta(days=policy.MIN_DAYS_AHEAD)).isoformat()
    else:
        assert sb.data("createBooking", body)["status"] == "RESERVED"


def test_the_weather_counts_days_on_cambodias_calendar() -> None:
    sb = Sandbox()
    sb.clock.now = datetime(2026, 3, 1, 20, 0, tzinfo=UTC)  # 03:00 on 2 March in Cambodia
    gone = sb.data("getWeatherForecast", {"destination": "Siem Reap", "date": "2026-03-01"})
    today = sb.data("getWeatherForecast", {"destination": "Siem Reap", "date": "2026-03-02"})
    assert "typical_for_season" in str(gone) and "typical_for_season" not in str(today)
