"""A dated plan's days carry their own date and weekday (relay 65: an add-on's "day 3" written as 13 January, a
Wednesday, on a trip from Tuesday 12 January, whose day 3 is Thursday the 14th): every day of a booking's plan, of a
change's proposed plan and of a dated itinerary is travel date + (day - 1), named by its weekday."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import pytest

from sandbox.plan_localized import WEEKDAYS
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family, preview


def _dated(days: list[dict[str, Any]], start: str) -> None:
    first = date.fromisoformat(start)
    assert days
    for d in days:
        on = first + timedelta(days=d["day"] - 1)
        assert d.get("date") == on.isoformat() and d.get("weekday") == WEEKDAYS[on.weekday()], (start, d)


@pytest.mark.parametrize("language", ["EN", "ZH"])
def test_every_day_of_a_booked_or_changed_plan_has_its_date(language: str) -> None:
    sb = Sandbox()
    booking = family(sb)
    bid = booking["booking_id"]
    _dated(booking["itinerary_days"], booking["travel_date"])
    later = (date.fromisoformat(booking["travel_date"]) + timedelta(days=9)).isoformat()
    quote = preview(sb, bid, new_travel_date=later, language=language)
    _dated(quote["proposed"]["itinerary_days"], later)
    _dated(
        quote["current"].get("itinerary_days") or quote["proposed"]["itinerary_days"], quote["proposed"]["travel_date"]
    )


def test_an_itinerary_without_a_date_names_no_date() -> None:
    sb = Sandbox()
    days = sb.data("getTripItinerary", {"trip_id": "trip_001"})["itinerary"]
    assert days and not any("date" in d or "weekday" in d for d in days)
