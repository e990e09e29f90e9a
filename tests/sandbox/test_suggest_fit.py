"""getTripSuggestions puts the trips that fit the request first and says plainly when fewer than
three fit (relay j8: 3 days at $150-200 returned two 4-day trips far over the budget, unflagged)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings, strategies as st

from sandbox.data.trips import TIERS, TRIPS
from tests.sandbox.support import Sandbox

ENVIRONMENTS = ["MOUNTAIN", "BEACH", "CITY", "FOREST", "ISLAND", "TEMPLE"]


def request(env: str, days: int, low: int, high: int, people: int) -> dict:
    return {
        "mood": "curious",
        "environment": env,
        "duration_days": days,
        "people_count": people,
        "budget_usd": {"min": low, "max": high},
        "departure_city": "Siem Reap",
    }


def test_the_reported_search_leads_with_the_one_fitting_trip_and_says_why_the_others_do_not() -> None:
    data = Sandbox().data("getTripSuggestions", request("TEMPLE", 3, 150, 200, 4))
    first, *others = data["trips"]
    assert first["fits_request"] and first["duration_days"] == 3 and first["price_usd"] <= 200
    assert "does_not_fit" not in first
    assert data["fitting_count"] == 1
    assert data["notes"][0].startswith("Only 1 of 3 trips fit the request")
    for other in others:
        assert not other["fits_request"] and {"duration", "budget"} <= set(other["does_not_fit"])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    env=st.sampled_from(ENVIRONMENTS),
    days=st.integers(1, 6),
    low=st.integers(0, 600),
    span=st.integers(0, 1500),
    people=st.integers(1, 14),
)
def test_fitting_trips_come_first_in_tiers_and_others_only_when_fewer_than_three_fit(
    env: str, days: int, low: int, span: int, people: int
) -> None:
    high = low + span
    data = Sandbox().data("getTripSuggestions", request(env, days, low, high, people))
    trips = data["trips"]
    # adults with a driver pay the package price each: what fits is read off the catalogue
    fits = [
        t
        for t in TRIPS
        if t["environment"] == env
        and t["duration_days"] == days
        and t["price_usd"] <= high
        and people <= t["max_group"]
    ]
    flags = [t["fits_request"] for t in trips]
    assert len(trips) == 3 and flags == sorted(flags, reverse=True)  # every fitting trip first
    assert data["fitting_count"] == sum(flags) == min(len(fits), 3)
    shown = [t for t in trips if t["fits_request"]]
    assert {t["id"] for t in shown} <= {t["id"] for t in fits}
    assert [TIERS.index(t["tier"]) for t in shown] == sorted(TIERS.index(t["tier"]) for t in shown)
    for t in trips:
        assert t["price_is"] == "per_adult"
        if not t["fits_request"]:
            missed = set(t["does_not_fit"])
            assert missed and missed <= {"environment", "duration", "budget", "group"}
            assert ("duration" in missed) == (t["duration_days"] != days)
            assert ("budget" in missed) == (t["price_usd"] > high)
            assert ("environment" in missed) == (t["environment"] != env)
    if data["fitting_count"] < 3:
        assert data["notes"][0].startswith(f"Only {data['fitting_count']} of 3 trips fit the request")
    else:
        assert not any(n.startswith("Only ") for n in data["notes"])
