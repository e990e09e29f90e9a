"""Invariant: a day added for a traveller with a mobility need is within it (run 54: "Mekong island by bicycle",
ferry and cycling, added for a man of 78 with a walking frame who walks about 500 m; the session had recorded it).

For every trip, when the request carries the need (``mobility_need`` / ``walking_limit_km``, filled by the
workflow; a paid booking's own mobility request counts too): the day calculateCustomTrip, customizeTrip,
getTripSuggestions' ``to_match_duration`` and previewReschedule add is easy on foot and walks no more than the
limit, and says so (``for_need.within``); when no day that can be added is (a second added day here), the day
says so with the reason (``within`` false) rather than silently; every view of the plan adds the same day,
and every added day is named with its content and effort. Without a need the added days are as before."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import pytest

from sandbox.data.trips import TRIPS
from tests.sandbox.support import TRAVEL, Sandbox

IDS = [t["id"] for t in TRIPS]
NEEDS = ({"walking_limit_km": 0.5}, {"mobility_need": True})
ADD = [{"type": "add_day", "details": {"days": 1}}]
FRAME = "Father is 78 and uses a walking frame: he can walk at most about 500 m, no stairs"


def _within(day: dict[str, Any], limit: float | None) -> bool:
    effort = day["effort"]
    return effort["level"] == "easy" and (limit is None or effort["walking_km"] <= limit)


def _added(days: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [d for d in days if d.get("added_by_customization") or d.get("for_need")]


@pytest.mark.parametrize("need", NEEDS, ids=["limit", "mobility"])
@pytest.mark.parametrize("trip_id", IDS)
def test_the_day_added_is_within_the_need_in_every_view(trip_id: str, need: dict[str, Any]) -> None:
    sb = Sandbox()
    body = {"base_trip_id": trip_id, "people_count": 2, "customizations": ADD, **need}
    [day] = sb.data("calculateCustomTrip", body)["plan_changes"]["added_days"]
    assert _within(day, need.get("walking_limit_km")), (trip_id, day["title"], day["effort"])
    assert day["for_need"]["within"] is True and day["activities"], day
    custom = sb.data("customizeTrip", {"trip_id": trip_id, "people_count": 2, "customizations": ADD, **need})
    shown = sb.data("getTripItinerary", {"trip_id": custom["custom_trip_id"]})["itinerary"]
    summary = sb.data("previewBooking", {"trip_id": custom["custom_trip_id"], "travel_date": TRAVEL, "people_count": 2})
    said = [d for d in summary["itinerary_days"] if d["title"] == day["title"]]
    assert [d["title"] for d in _added(shown)] == [day["title"]] and said and said[0]["for_need"]["within"]


@pytest.mark.parametrize("trip_id", IDS)
def test_a_day_beyond_the_need_is_said_never_silent(trip_id: str) -> None:
    sb = Sandbox()
    items = [{"type": "add_day", "details": {"days": 2}}]
    body = {"base_trip_id": trip_id, "people_count": 2, "customizations": items, "walking_limit_km": 0.5}
    days = sb.data("calculateCustomTrip", body)["plan_changes"]["added_days"]
    assert len(days) == 2
    for day in days:
        assert day["for_need"]["within"] == _within(day, 0.5), day
        if not day["for_need"]["within"]:
            assert "No day that can be added" in day["for_need"]["note"], day


@pytest.mark.parametrize("trip_id", IDS)
def test_without_a_need_the_added_day_is_unchanged_and_says_nothing_of_one(trip_id: str) -> None:
    sb = Sandbox()
    body = {"base_trip_id": trip_id, "people_count": 2, "customizations": ADD}
    [day] = sb.data("calculateCustomTrip", body)["plan_changes"]["added_days"]
    assert "for_need" not in day and not day["title"].endswith(("easy pace", "at the resort"))


@pytest.mark.parametrize("trip_id", IDS)
def test_a_longer_suggestion_names_its_day_within_the_need(trip_id: str) -> None:
    trip = next(t for t in TRIPS if t["id"] == trip_id)
    sb = Sandbox()
    search = {
        "mood": "curious",
        "environment": trip["environment"],
        "duration_days": trip["duration_days"] + 1,
        "people_count": 2,
        "budget_usd": {"min": 0, "max": 5000},
        "departure_city": "Phnom Penh",
        "mobility_need": True,
        "walking_limit_km": 0.5,
    }
    found = sb.data("getTripSuggestions", search)
    cards = [c for c in (found.get("trips") or found.get("suggestions") or []) if c.get("to_match_duration")]
    for card in cards:
        longer = card["to_match_duration"]
        if longer["customization"]["type"] != "add_day":
            continue
        days = longer["added_days"]
        assert len(days) == longer["customization"]["details"]["days"]
        assert all(d["activities"] and d["effort"] and "within" in d["for_need"] for d in days), days
        assert _within(days[0], 0.5) and days[0]["for_need"]["within"], (card.get("id"), days[0])


def _paid(sb: Sandbox, trip_id: str) -> dict[str, Any]:
    booking = sb.book(trip_id, people=2, user_id="u1", special_requests=FRAME)
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"], "user_id": "u1"})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    return booking


@pytest.mark.parametrize("trip_id", ["trip_004", "trip_001", "trip_013"])
def test_a_booking_made_longer_adds_a_day_within_its_need_and_keeps_it(trip_id: str) -> None:
    sb = Sandbox()
    booking = _paid(sb, trip_id)
    end = date.fromisoformat(booking["end_date"]) + timedelta(days=1)
    change = {"booking_id": booking["booking_id"], "user_id": "u1", "new_end_date": end.isoformat()}
    quote = sb.data("previewReschedule", change)
    [day] = [d for d in quote["proposed"]["itinerary_days"] if d.get("for_need")]
    assert _within(day, 0.5) and day["for_need"]["within"], day
    sb.data("confirmReschedule", {"booking_id": booking["booking_id"], "user_id": "u1", "quote_id": quote["quote_id"]})
    plan = sb.data("getTripItinerary", {"booking_id": booking["booking_id"], "user_id": "u1"})["itinerary"]
    assert day["title"] in [d["title"] for d in plan]
