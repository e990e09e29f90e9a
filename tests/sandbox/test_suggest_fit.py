"""getTripSuggestions puts the trips that fit the request first and says plainly when fewer than
three fit (relay j8: 3 days at $150-200 returned two 4-day trips far over the budget, unflagged)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, example, given, settings, strategies as st

from sandbox.data.getting_there import extra_leg
from sandbox.data.pricing import DAY_SHARE, day_rate, price_for_days
from sandbox.data.trips import TIERS, TRIPS, get_trip
from sandbox.pickup_price import joins_away
from sandbox.suggest_drive import drive_said
from sandbox.suggest_pick import BELOW_WINDOW, fits, fits_whole
from tests.sandbox.shorter_cut import cut_usd
from tests.sandbox.support import Sandbox

ENVIRONMENTS = ["MOUNTAIN", "BEACH", "CITY", "FOREST", "ISLAND", "TEMPLE"]
# A random search: environment, days, a per-person budget from low to low + span
SEARCHES = {
    "env": st.sampled_from(ENVIRONMENTS),
    "days": st.integers(1, 6),
    "low": st.integers(0, 600),
    "span": st.integers(0, 1500),
}


def adult_price(trip: dict) -> float:
    """One adult's price from the search's departure city (sandbox/pickup_price.py): less the transfer when
    the group joins on the way, plus the extra leg when the city is off the route (sandbox/data/road_hours.py)."""
    transfer = trip["transfer_usd"] if joins_away(trip["id"], None, "Siem Reap") else 0.0
    leg = extra_leg(trip["id"], "Siem Reap")
    return trip["price_usd"] - transfer + (leg.per_adult_usd if leg else 0.0)


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
    assert data["notes"][0].startswith("Only 1 of the 3 trips fits the request (")
    for other in others:
        assert not other["fits_request"] and {"duration", "budget"} <= set(other["does_not_fit"])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(**SEARCHES, people=st.integers(1, 14))
@example(env="MOUNTAIN", days=4, low=0, span=380, people=1)  # CI stop 57: the extra leg from Siem Reap
def test_fitting_trips_come_first_in_tiers_and_others_only_when_fewer_than_three_fit(
    env: str, days: int, low: int, span: int, people: int
) -> None:
    high = low + span
    data = Sandbox().data("getTripSuggestions", request(env, days, low, high, people))
    trips = data["trips"]
    # adults with a driver pay the package price each (less the transfer from Phnom Penh when the search
    # starts at the destination): what fits is read off the catalogue
    fits = [
        t
        for t in TRIPS
        if t["environment"] == env
        and t["duration_days"] == days
        and adult_price(t) <= high
        and people <= t["max_group"]
    ]
    flags = [t["fits_request"] for t in trips]
    assert len(trips) == 3 and flags == sorted(flags, reverse=True)  # every fitting trip first
    assert sum(flags) == min(len(fits), 3)
    # one count: a trip fits as packaged or at the asked length (relay 23 req 6)
    variants = sum(bool((t.get("to_match_duration") or {}).get("fits_request")) for t in trips)
    assert data["fitting_count"] == sum(flags) + variants
    shown = [t for t in trips if t["fits_request"]]
    assert {t["id"] for t in shown} <= {t["id"] for t in fits}
    assert [TIERS.index(t["tier"]) for t in shown] == sorted(TIERS.index(t["tier"]) for t in shown)
    for t in trips:
        assert t["price_is"] == "per_adult"
        if not t["fits_request"]:
            missed = set(t["does_not_fit"])
            assert missed and missed <= {"environment", "duration", "drive", "budget", "group"}
            assert ("duration" in missed) == (t["duration_days"] != days)
            assert ("budget" in missed) == (t["price_per_adult_usd"] > high)  # as packaged: the reason's key
            assert ("environment" in missed) == (t["environment"] != env)
    count = data["fitting_count"]
    if count < 3:  # relay j28: "Only 0 of 3" beside a trip that fits once lengthened
        said = (
            "None of the 3 trips fits" if count == 0 else f"Only {count} of the 3 trips fit{'s' if count == 1 else ''}"
        )
        assert data["notes"][0].startswith(f"{said} the request (") and "packaged or at that length" in data["notes"][0]
    else:
        assert not any(n.startswith(("Only ", "None ")) for n in data["notes"])


RELAXING = ("stressed", "family")


def test_the_reported_family_gets_the_moderate_trip_not_the_challenging_one() -> None:
    """Relay j10: a family with a 10-year-old asked for a relaxing forest trip and was recommended
    the challenging Ratanakiri trek while the moderate family trip fitted too."""
    body = {
        **request("FOREST", 4, 100, 600, 3),
        "mood": "stressed",
        "adults": 2,
        "children_ages": [10],
        "people_count": None,
    }
    data = Sandbox().data("getTripSuggestions", body)
    chosen = next(t for t in data["trips"] if t["id"] == data["recommended_trip_id"])
    assert chosen["difficulty"] != "challenging"
    passed_over = [t for t in data["trips"] if t["difficulty"] == "challenging"]
    assert passed_over and data["recommendation_reason"].endswith("_difficulty_suits_group")
    assert any(passed_over[0]["id"] in n and "challenging" in n for n in data["notes"])


@pytest.mark.parametrize("teen", [12, 15, 17])
def test_a_teen_priced_as_an_adult_is_no_child_to_pass_a_challenging_trip_over(teen: int) -> None:
    """Relay run 51: a couple and a 15-year-old (priced as an adult) looking for adventure were told a trip was
    "Not recommended as challenging (a child travels)". Who is a child is who the price counts as one."""
    body = {**request("FOREST", 4, 100, 600, 3), "mood": "adventurous", "adults": 2, "children_ages": [teen]}
    body["people_count"] = None
    data = Sandbox().data("getTripSuggestions", body)
    assert not data["recommendation_reason"].endswith("_difficulty_suits_group"), data["recommendation_reason"]
    assert not any("child" in n for n in data["notes"]), data["notes"]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    **SEARCHES,
    mood=st.sampled_from(["stressed", "adventurous", "romantic", "curious", "family"]),
    kids=st.lists(st.integers(0, 17), max_size=3),
)
def test_no_challenging_trip_is_recommended_to_a_child_under_12_or_a_relaxing_mood_when_another_fits(
    env: str, days: int, low: int, span: int, mood: str, kids: list[int]
) -> None:
    body = {**request(env, days, low, low + span, 2), "mood": mood, "adults": 2, "children_ages": kids}
    body["people_count"] = None
    data = Sandbox().data("getTripSuggestions", body)
    trips = data["trips"]
    chosen = next(t for t in trips if t["id"] == data["recommended_trip_id"])
    # the whole request when any fits, else within the budget at the asked length (relay 29 req 4)
    fitting = [t for t in trips if fits_whole(t)] or [t for t in trips if fits(t)]
    pool = fitting or trips
    gentle = [t for t in pool if t["difficulty"] != "challenging"]
    avoid = any(age < 12 for age in kids) or mood in RELAXING  # a child as the price counts one: under 12
    if avoid and gentle:
        assert chosen["difficulty"] != "challenging" and chosen in gentle
    else:
        assert chosen in pool
    said = data["recommendation_reason"].endswith("_difficulty_suits_group")
    assert said == (avoid and bool(gentle) and len(gentle) < len(pool))


def test_a_head_count_alone_is_said_to_assume_adults() -> None:
    """Relay j10: "4 of us" was priced as 4 adults without saying so; children pay less."""
    sb = Sandbox()
    counted = sb.data("getTripSuggestions", request("BEACH", 3, 100, 400, 4))
    assert counted["matched_on"]["adults_assumed"] is True and counted["matched_on"]["adults"] == 4
    assert any("Assumed 4 adults" in n and "children" in n for n in counted["notes"])
    for group in ({"adults": 4}, {"adults": 2, "children_ages": [10, 12]}, {"children_ages": [8]}):
        told = sb.data("getTripSuggestions", {**request("BEACH", 3, 100, 400, 4), **group})
        assert "adults_assumed" not in told["matched_on"]
        assert not any("Assumed" in n for n in told["notes"])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(**SEARCHES, people=st.integers(1, 6))
def test_a_trip_whose_length_matched_variant_fits_the_budget_fits_at_that_length(
    env: str, days: int, low: int, span: int, people: int
) -> None:
    """Relay: 3 days at US$296-370 flagged trip_017 "budget" while its own 3-day variant cost $352."""
    high = low + span
    sb = Sandbox()
    data = sb.data("getTripSuggestions", request(env, days, low, high, people))
    adjustable = []
    for t in data["trips"]:
        variant = t.get("to_match_duration")
        missed = set(t.get("does_not_fit", []))
        if variant is None:
            assert ("budget" in missed) == (not t["within_budget"])
            continue
        quoted = sb.data(
            "calculateCustomTrip",
            {
                "base_trip_id": t["id"],
                "people_count": people,
                "customizations": [variant["customization"]],
                "departure_city": "Siem Reap",  # as the search: the same price from the same place
            },
        )
        assert quoted["price_per_adult_usd"] == variant["price_per_person_usd"]
        in_budget = quoted["total_usd"] / people <= high
        assert variant["within_budget"] == in_budget
        # the code is the reason's key: the package over the budget (its variant's price is in the duration reason)
        assert ("budget" in missed) == (not t["within_budget"])
        assert ("budget" in t["matches"]) == (t["within_budget"] or in_budget)
        assert variant["fits_request"] == (in_budget and not missed - {"duration", "budget"})
        if variant["fits_request"]:
            adjustable.append(t["id"])
    assert data["fitting_count"] == sum(t["fits_request"] for t in data["trips"]) + len(adjustable)
    for t in data["trips"]:  # the length rule beside the variant's price (relay 23 req 6: 80 % never said)
        variant = t.get("to_match_duration")
        if variant:
            share = f"{DAY_SHARE * 100:g}% of a day"  # its figures: tests/sandbox/test_day_rate_said.py
            assert (
                share in variant["price_rule"]
                and f"{day_rate(get_trip(t['id'])):.2f} USD/adult/day" in variant["price_rule"]
            )
    said = [n for n in data["notes"] if n.startswith(f"At {days} days ")]
    assert bool(said) == bool(adjustable) and all(i in said[0] for i in adjustable)
    if adjustable:  # one that fits at the asked length is a fit for the recommendation
        assert data["recommendation_reason"].startswith(("best_match_within_budget", BELOW_WINDOW))
    recommended = next(t for t in data["trips"] if t["id"] == data["recommended_trip_id"])
    if not recommended["fits_request"]:  # relay j16/j17: the count or the label beside a trip that misses
        assert any(n.startswith(f"{recommended['id']} is recommended") for n in data["notes"])


def test_the_reported_english_search_three_days_at_296_to_370() -> None:
    for env, trip_id in (("FOREST", "trip_017"), ("ISLAND", "trip_011")):
        data = Sandbox().data("getTripSuggestions", request(env, 3, 296, 370, 2))
        trip = next(t for t in data["trips"] if t["id"] == trip_id)
        # the length's price, less what its moved ride home cuts from the kept last day (sandbox/cut_credit.py)
        change = trip["to_match_duration"]["customization"]
        price = price_for_days(get_trip(trip_id), 3) + cut_usd(get_trip(trip_id), 3, change)  # type: ignore[arg-type]
        price += trip.get("extra_leg_per_adult_usd", 0)  # from Siem Reap: the extra leg to Phnom Penh and back
        assert trip["to_match_duration"]["price_per_person_usd"] == price
        # the road each way against the 3 days (sandbox/suggest_drive.py): Ratanakiri's 9 h leave too few there
        lives = drive_said(trip_id, 3, "Siem Reap") is None
        fits = 296 <= price <= 370 and lives
        drive = [] if lives else ["drive"]
        assert trip["does_not_fit"] == ["duration", *drive, *([] if trip["within_budget"] else ["budget"])]
        assert trip["to_match_duration"]["fits_request"] is fits
        assert fits == any(n.startswith("At 3 days " + trip_id + " fits the request") for n in data["notes"])
