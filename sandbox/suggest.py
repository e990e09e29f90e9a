"""getTripSuggestions: the best trip of each price tier for the traveller's preferences."""

from __future__ import annotations

from typing import Any

from agent.state import Language
from sandbox.data.trips import TIERS, TRIPS, T, summary
from sandbox.models import SuggestBody


def score(trip: T, body: SuggestBody) -> float:
    """Higher is better: environment first, then mood, duration and budget fit."""
    value = 0.0
    if trip["environment"] == body.environment:
        value += 100
    if body.mood in trip["moods"]:
        value += 30
    value -= 8 * abs(trip["duration_days"] - body.duration_days)
    price, low, high = trip["price_usd"], body.budget_usd.min, body.budget_usd.max
    if low <= price <= high:
        value += 25
    elif price > high:
        value -= min(40.0, 40.0 * (price - high) / max(high, 1.0))
    else:
        value -= min(15.0, 15.0 * (low - price) / max(low, 1.0))
    if body.people_count > trip["max_group"]:
        value -= 50
    return value


def suggest(body: SuggestBody, language: Language) -> dict[str, Any]:
    picks: list[dict[str, Any]] = []
    for tier in TIERS:
        ranked = sorted((t for t in TRIPS if t["tier"] == tier), key=lambda t: (-score(t, body), t["id"]))
        best = ranked[0]
        item = summary(best, language)
        price = best["price_usd"]
        item["within_budget"] = body.budget_usd.min <= price <= body.budget_usd.max
        item["matches"] = [name for name, hit in (
            ("environment", best["environment"] == body.environment),
            ("mood", body.mood in best["moods"]),
            ("duration", best["duration_days"] == body.duration_days),
            ("budget", item["within_budget"]),
        ) if hit]
        item["total_for_group_usd"] = round(price * body.people_count, 2)
        item["match_score"] = round(score(best, body), 1)
        picks.append(item)
    in_budget = [p for p in picks if p["within_budget"]]
    recommended = max(in_budget, key=lambda p: p["match_score"]) if in_budget else min(picks, key=lambda p: p["price_usd"])
    return {
        "trips": picks,
        "matched_on": {
            "environment": body.environment,
            "mood": body.mood,
            "duration_days": body.duration_days,
            "people_count": body.people_count,
            "budget_usd": {"min": body.budget_usd.min, "max": body.budget_usd.max},
            "departure_city": body.departure_city,
        },
        "recommended_trip_id": recommended["id"],
    }
