"""A shorter version says which day goes and what goes with it (title, activities, meals) in the
session's language, and what it saves (relay 19 req 0006: 20 % saved while the dropped day held
the only dinner, with no word which day)."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.custom import priced_custom
from sandbox.data.trips import TRIPS
from sandbox.group import Group
from sandbox.i18n import tr
from sandbox.plan import localized_plan, plan_for
from tests.sandbox.support import END
from tests.sandbox.test_change_prices import family, preview

LANGS = ("EN", "KH", "ZH")
TRIP = next(t for t in TRIPS if t["id"] == "trip_001")  # family()'s trip
LONG = [t for t in TRIPS if t["duration_days"] >= 3]


@pytest.mark.parametrize("trip", LONG, ids=[t["id"] for t in LONG])
def test_a_removed_day_is_named_with_what_it_held(trip: dict[str, Any]) -> None:
    for language in LANGS:
        base = localized_plan(trip, plan_for(trip, []), language)["itinerary"]
        for number in range(2, trip["duration_days"]):
            quote = priced_custom(trip, Group(2), [{"type": "remove_day", "details": {"day": number}}], language)
            [gone] = quote["plan_changes"]["removed_days"]
            day = base[number - 1]
            assert (gone["day"], gone["title"], gone["meals"]) == (number, day["title"], day["meals"]), gone
            assert gone["activities"] == day["activities"], gone
            if language != "EN":  # in the session's language
                assert gone["meals"] == [tr(m, language) for m in plan_for(trip, [])["days"][number - 1]["meals"]]


def test_a_shorter_booking_quote_names_the_day_and_the_price_saved(sb: Any) -> None:
    booking = family(sb, adults=2, children=())
    end = END[:-2] + f"{int(END[-2:]) - 1:02d}"
    quote = preview(sb, booking["booking_id"], new_end_date=end)
    [gone] = quote["proposed"]["removed_days"]
    rule = plan_for(TRIP, [{"type": "remove_day", "details": {"days": 1}}])["removed_days"][0]["day"]
    assert gone["day"] == rule and gone["activities"] and "meals" in gone  # sandbox/day_drop.py
    assert quote["proposed"]["price_saved_usd"] == pytest.approx(booking["total_usd"] - quote["new_total_usd"])
    assert quote["proposed"]["price_saved_usd"] > 0


def test_suggestions_at_a_shorter_length_say_what_goes(sb: Any) -> None:
    out = sb.data(
        "getTripSuggestions",
        {
            "mood": "curious",
            "environment": "TEMPLE",
            "duration_days": 2,
            "budget_usd": {"min": 50, "max": 2000},
            "departure_city": "Phnom Penh",
            "people_count": 2,
        },
    )
    shorter = [s["to_match_duration"] for s in out["trips"] if (s.get("to_match_duration") or {}).get("removed_days")]
    assert shorter, out
    for adjusted in shorter:
        assert adjusted["saves_usd"] > 0 and all(d["title"] and d["activities"] for d in adjusted["removed_days"])
