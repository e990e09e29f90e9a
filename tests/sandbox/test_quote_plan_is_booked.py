"""A change quote's proposed plan is the plan getTripItinerary shows once the change is made (a run quoted an
added 4th day with no meals, while the booked plan after the change had breakfast and lunch on day 3 and said
"breakfast 3 times, lunch once"): for every kind of change (a day added, a shorter trip, an add-on, who joins,
who leaves, new dates), trips and languages, the quote's days (title, activities, meals), its meal counts and
its ``included`` lines are getTripItinerary's after the confirmation (one function builds both:
sandbox/booked_plan.py)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import confirm, preview

MASSAGE = "Spa: one-hour Khmer massage"
CHANGES: dict[str, dict[str, Any]] = {
    "add_day": {"new_end_date": "2026-04-23"},
    "shorter": {"remove_day": {"day": 2}},
    "add_on": {"add_activities": [MASSAGE], "for_adults": 2},
    "join": {"add_adults": 1},
    "leave": {"remove_children_ages": [4]},
    "move": {"new_travel_date": "2026-04-27"},
}
DAY_KEYS = ("day", "title", "activities", "meals")


def _paid(sb: Sandbox, trip_id: str, language: str) -> str:
    booking = sb.book(trip_id, people=None, adults=2, children_ages=[4], user_id="user-a", language=language)
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    return str(booking["booking_id"])


def _days(days: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{k: d.get(k) for k in DAY_KEYS} for d in days]


@pytest.mark.parametrize("language", ["EN", "ZH"])
@pytest.mark.parametrize("trip_id", ["trip_001", "trip_007", "trip_013"])
@pytest.mark.parametrize("kind", sorted(CHANGES))
def test_a_quotes_plan_is_the_plan_booked_once_the_change_is_made(kind: str, trip_id: str, language: str) -> None:
    sb = Sandbox()
    bid = _paid(sb, trip_id, language)
    resp = sb.call("previewReschedule", {"booking_id": bid, "language": language, **CHANGES[kind]})
    if resp.status_code != 200:
        pytest.skip(f"{kind} is not offered on {trip_id}: {resp.json()}")
    quote = resp.json()["data"]
    proposed = quote["proposed"]
    confirm(sb, bid, quote)
    shown = sb.data("getTripItinerary", {"booking_id": bid, "language": language})
    assert _days(proposed["itinerary_days"]) == _days(shown["itinerary"]), kind
    assert all("meals" in d for d in proposed["itinerary_days"])  # every day says its meals, an added one too
    assert proposed["meals_included"] == shown["meals_included"]
    assert proposed["included"] == shown["included"]  # the "breakfast 3 times, lunch once" line with them


def test_an_added_day_carries_its_meals_in_the_quote(sb: Sandbox) -> None:
    bid = _paid(sb, "trip_001", "ZH")
    days = preview(sb, bid, new_end_date="2026-04-23", language="ZH")["proposed"]["itinerary_days"]
    assert [d["day"] for d in days] == [1, 2, 3, 4] and all(isinstance(d["meals"], list) for d in days)
