"""A trip's length as the traveller lives it (relay run 55: "3 days, gentle culture, from Phnom Penh"):

- a length variant (``to_match_duration``, shorter or longer) fits the request only when the road, both ways
  from the departure city, takes less of it than the days it
  leaves at the destination (a touring day: three visits of sandbox/data/day_times.py; the route's own road, as
  the package is judged: an extra leg from a town off the route is not counted); one that does not says
  why in the trip's reasons, led by ``drive``, labelled in Khmer and Chinese like every other code (Ratanakiri
  shortened to 3 days, 9 h each way, was "fits_request: true");
- a card shown at another length than the package's lists only the highlights that length keeps (the same
  3-day card listed "Gem-mining villages", which its ride home left out);
- compareTrips of trips a suggestion card showed at another length compares them at that length and price,
  as the card does (agent/card_length.py): "your table says 129 usd 2 days and the text says 180.60 for 3 days";
- the shortened length's price rule reads as sentences (the day rate closed, then what the ride home leaves out).
For every trip, every length a search can ask of it and both a route city and a town off the routes.
"""

from __future__ import annotations

from typing import Any

import pytest

from agent.card_length import card_days, card_record
from agent.memory import WorkingMemory, record_list, shown_lengths
from agent.status_words import label
from sandbox.data.day_times import VISIT_HOURS
from sandbox.data.getting_there import ROUTES, pickup_city
from sandbox.data.trips import TRIPS
from sandbox.day_drop import _is_highlight
from sandbox.models import Budget, SuggestBody
from sandbox.plan import plan_for
from sandbox.suggest import MAX_DAYS_ADJUST, offer, suggest
from sandbox.suggest_why import reasons
from tests.sandbox.support import Sandbox

CITIES = ("Phnom Penh", "Siem Reap")


def _lengths(trip: dict[str, Any]) -> list[int]:
    n = trip["duration_days"]
    return [d for d in range(max(2, n - MAX_DAYS_ADJUST), n + MAX_DAYS_ADJUST + 1) if d != n]


def _body(trip: dict[str, Any], days: int, city: str, high: float = 100000) -> SuggestBody:
    return SuggestBody(
        people_count=2,
        mood="curious",
        duration_days=days,
        environment=trip["environment"],
        budget_usd=Budget(min=0, max=high),
        departure_city=city,
        region=trip["region"],
    )


def _road(trip_id: str, city: str) -> float:
    """Hours of road each way from ``city``, read from the route and the extra leg (as the pickup texts say them)."""
    route, kind = ROUTES[trip_id], pickup_city(trip_id, city)[1]
    return {"local": min(route.hours, 0.5), "pier": 1.0}.get(kind, route.hours)


@pytest.mark.parametrize("city", CITIES)
@pytest.mark.parametrize("trip", TRIPS, ids=lambda t: t["id"])
def test_a_length_fits_only_when_the_road_leaves_more_days_there_than_it_takes(trip: dict, city: str) -> None:
    for days in _lengths(trip):
        search = _body(trip, days, city)
        item = offer(trip, search, search.group(), "EN")
        variant = item["to_match_duration"]
        on_road = 2 * _road(trip["id"], city) / (3 * VISIT_HOURS)
        lives = days - on_road > on_road  # more days at the destination than on the road
        assert not variant["fits_request"] or lives, (trip["id"], city, days, on_road)
        # everything else of the request fits (its own region and kind of place, a budget it cannot miss)
        assert variant["fits_request"] == lives or variant.get("loses_asked"), (trip["id"], city, days)
        why = reasons(item, search, ("total_usd", 0, 100000), trip["region"], 2)
        drive = [r for r in why if r.startswith("drive:")]
        assert bool(drive) == (not lives), (trip["id"], city, days, why)


def test_ratanakiri_shortened_to_three_days_from_phnom_penh_does_not_fit() -> None:
    trip = next(t for t in TRIPS if t["id"] == "trip_017")
    search = _body(trip, 3, "Phnom Penh")
    data = suggest(search, "EN")
    item = next(t for t in data["trips"] if t["id"] == "trip_017")
    assert item["to_match_duration"]["fits_request"] is False
    assert "drive" in item["does_not_fit"] and any(r.startswith("drive: 9 h") for r in item["does_not_fit_reasons"])
    assert data["fitting_count"] == sum(
        bool(t["fits_request"] or (t.get("to_match_duration") or {}).get("fits_request")) for t in data["trips"]
    )
    assert label("does_not_fit", "drive", "KH") and label("does_not_fit", "drive", "ZH")


def _held(highlight: str, day: dict[str, Any]) -> bool:
    return any(_is_highlight(highlight, text) for text in (day.get("title") or "", *day["activities"]) if text)


@pytest.mark.parametrize("trip", TRIPS, ids=lambda t: t["id"])
def test_a_card_at_another_length_lists_only_the_highlights_that_length_keeps(trip: dict) -> None:
    for days in _lengths(trip):
        for high in (100000, 1):  # the card shows the asked length, or the package (both over the budget)
            search = _body(trip, days, "Phnom Penh", high)
            item = offer(trip, search, search.group(), "EN")
            if card_days(item) == trip["duration_days"]:
                assert item["highlights"] == trip["highlights"], (trip["id"], days)
                continue
            plan = plan_for(trip, [item["to_match_duration"]["customization"]])
            package = plan_for(trip, [])
            for highlight in item["highlights"]:  # held by a day it keeps, or by no day of the package
                assert any(_held(highlight, d) for d in plan["days"]) or not any(
                    _held(highlight, d) for d in package["days"]
                ), (trip["id"], days, highlight)
            gone = [h for h in trip["highlights"] if h not in item["highlights"]]
            cut = (item["to_match_duration"].get("left_out_by_ride_home") or {}).get("activities") or []
            removed = [a for d in item["to_match_duration"].get("removed_days") or [] for a in d["activities"]]
            for highlight in gone:  # what the card no longer lists, the length says it leaves out
                assert any(_is_highlight(highlight, a) for a in [*cut, *removed]), (trip["id"], days, highlight)


def test_the_shortened_price_rule_reads_as_sentences() -> None:
    trip = next(t for t in TRIPS if t["id"] == "trip_017")
    search = _body(trip, 3, "Phnom Penh")
    rule = offer(trip, search, search.group(), "EN")["to_match_duration"]["price_rule"]
    assert "/ 4. The ride home" in rule and " is left out" not in rule, rule


@pytest.mark.parametrize("days", [2, 3, 4, 5])
@pytest.mark.parametrize("environment", ["TEMPLE", "CITY", "BEACH", "FOREST", "MOUNTAIN", "ISLAND"])
def test_compare_trips_compares_each_trip_at_the_length_and_price_its_card_showed(environment: str, days: int) -> None:
    sb = Sandbox()
    search = {
        "environment": environment,
        "mood": "curious",
        "duration_days": days,
        "people_count": 2,
        "budget_usd": {"min": 50, "max": 400},
        "departure_city": "Phnom Penh",
    }
    data = sb.data("getTripSuggestions", search)
    memory = WorkingMemory()
    record_list(memory, search, data, 1)
    ids = [t["id"] for t in data["trips"]]
    compared = sb.data(
        "compareTrips", {"trip_ids": ids, "departure_city": "Phnom Penh", "lengths": shown_lengths(memory, ids)}
    )
    rows = {r["label"]: r["values"] for r in compared["comparison"]["rows"]}
    for n, (card, row) in enumerate(zip(data["trips"], compared["trips"])):
        shown = card_record(card)
        assert row["duration_days"] == card_days(card) == rows["Duration (days)"][n], (card["id"], days)
        assert row["price_usd"] == shown["price_per_adult_usd"] == rows["Price per adult (USD)"][n], (card["id"], days)
        assert row["highlights"] == card["highlights"], (card["id"], days)


def test_the_session_gives_compare_trips_the_lengths_its_cards_showed() -> None:
    from datetime import UTC, datetime

    from agent.state import ConversationState
    from agent.tools.guards import guard_call

    search = {"environment": "CITY", "mood": "curious", "duration_days": 3, "people_count": 2,
              "budget_usd": {"min": 50, "max": 400}, "departure_city": "Phnom Penh"}  # fmt: skip
    data = Sandbox().data("getTripSuggestions", search)
    now = datetime(2026, 1, 5, tzinfo=UTC)
    state = ConversationState(session_id="s", created_at=now, last_active=now)
    record_list(state.memory, search, data, 1)
    ids = [t["id"] for t in data["trips"]]
    _, body = guard_call("compareTrips", {"trip_ids": ids}, state)
    assert (
        body["lengths"]
        == {t["id"]: card_record(t)["customization"] for t in data["trips"] if card_days(t) != t["duration_days"]}
        != {}
    )
