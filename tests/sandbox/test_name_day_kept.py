"""Invariant: a shorter version of a trip keeps the day its name promises (run 59 req 6: the 3-day "Angkor &
Phnom Kulen Explorer" dropped its "Phnom Kulen" day, the river the traveller had asked for).

For every trip and every shorter length the rule can reach without naming a day: while a day that holds no
word of the name can go, each word of the trip's name that one catalogue day's title alone holds is still in the
title of a kept day; and a river or lake the traveller asked for ("湖或者河") is an asked thing the shorter
version keeps where it can (sandbox/asked.py)."""

from __future__ import annotations

import pytest

from sandbox.asked import asked_in
from sandbox.data.trips import TRIPS
from sandbox.day_drop import _words, named_words
from sandbox.plan import plan_for

CASES = [(t["id"], n) for t in TRIPS for n in range(1, t["duration_days"] - 1)]


@pytest.mark.parametrize("trip_id, fewer", CASES)
def test_a_shorter_trip_keeps_the_day_its_name_promises(trip_id: str, fewer: int) -> None:
    trip = next(t for t in TRIPS if t["id"] == trip_id)
    full = plan_for(trip, [])["days"]
    words = named_words(trip)
    named = [d for d in full[1:] if words & _words(d["title"])]  # the arrival always stays
    others = len(full) - 1 - len(named)
    if not named or fewer > others:
        return  # nothing named can go, or the length needs a named day too
    shorter = plan_for(trip, [{"type": "remove_day", "details": {"days": fewer}}])["days"]
    kept = set().union(*(_words(d["title"]) for d in shorter))
    assert words <= kept, (trip_id, fewer, [d["title"] for d in shorter])


def test_the_kulen_explorer_made_three_days_keeps_kulen() -> None:
    trip = next(t for t in TRIPS if t["id"] == "trip_002")
    titles = [d["title"] for d in plan_for(trip, [{"type": "remove_day", "details": {"days": 1}}])["days"]]
    assert "Phnom Kulen" in titles, titles


@pytest.mark.parametrize("said, asked", [("寺庙和湖或者河", {"lake", "river"}), ("temples and a river", {"river"})])
def test_a_river_or_lake_said_is_asked(said: str, asked: set[str]) -> None:
    assert {name for name, _ in asked_in(said)} >= asked
