"""A day a shorter trip drops is the day the plan held, and what it held is credited or moved with a word
(model-in-the-loop run 53: ``remove_day {"day": 3}`` of a booked Angkor trip whose day 3 held the booked boat trip
and circus show listed the catalogue's "free day" with no activities, moved both to other days unsaid, and left
the removed Kulen drive's credit out of the quote's lines).

Invariants, over every catalogue trip customised with add-ons, for every day that can go (sandbox/plan.py,
sandbox/removed_as_booked.py):
- the removed day is said as the plan before the change held it (its activities, meals);
- every add-on that day held is still in the plan after it and ``moved_with_removed_day`` names the day it is
  on now (never moved without a word); nothing else moves unsaid (tests/sandbox/test_shorter_keeps_days.py);
- a removal whose activities went with the day carries ``gone_with_removed_day`` and the credit it had, shown in
  a change quote's lines; the lines of the quote then add up to its difference per adult."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.data.addable import BY_REGION
from sandbox.data.trips import TRIPS, TRIPS_BY_ID
from sandbox.day_drop import RIDE_BACK
from sandbox.errors import ApiError
from sandbox.plan import plan_for
from sandbox.policy import money
from sandbox.price_base import line_change
from tests.sandbox.support import Sandbox
from tests.sandbox.test_changes import record


def _add_ons(trip: dict[str, Any]) -> list[dict[str, Any]]:
    """The region's add-ons each placed on a day the plan can hold it (one per day, the first that can)."""
    items: list[dict[str, Any]] = []
    for number in range(1, trip["duration_days"] + 1):
        for addable in BY_REGION.get(trip["region"], ()):
            if any(i["details"]["activity"] == addable.name for i in items):
                continue
            item = {"type": "add_activity", "details": {"activity": addable.name, "day": number}}
            try:
                plan = plan_for(trip, [*items, item])
            except ApiError:
                continue
            if addable.name in plan["added_activities"]:
                items.append(item)
                break
    return items


CASES = [(t["id"], day) for t in TRIPS if t["duration_days"] >= 3 for day in range(2, t["duration_days"] + 1)]


@pytest.mark.parametrize("trip_id, number", CASES)
def test_a_removed_day_is_said_as_booked_and_its_add_ons_move_with_a_word(trip_id: str, number: int) -> None:
    trip = TRIPS_BY_ID[trip_id]
    items = _add_ons(trip)
    before = plan_for(trip, items)
    try:
        after = plan_for(trip, [*items, {"type": "remove_day", "details": {"days": 1, "day": number}}])
    except ApiError as refused:  # an add-on no day left can hold: refused, naming it (never dropped unsaid)
        assert any(i["details"]["activity"] in refused.message for i in items), refused.message
        return
    held = before["days"][number - 1]
    last = number == len(before["days"])
    [gone] = after["removed_days"]
    assert gone["day"] == number
    assert gone["activities"] == [a for a in held["activities"] if not (last and RIDE_BACK.search(a))], (gone, held)
    assert gone["meals"] == held["meals"]
    on_day = [a for a in held["activities"] if a in before["added_activities"]]
    moved = {m["activity"]: m for m in after["moved_with_removed_day"]}
    # from the removed day: exactly what it held (a kept day's add-on it can no longer hold moves with a word too:
    # tests/sandbox/test_shorter_keeps_days.py)
    assert sorted(a for a, m in moved.items() if m["from_day"] == number) == sorted(on_day), (moved, on_day)
    for name in on_day:
        assert name in after["added_activities"], name  # still booked, still paid
        day = moved[name]["to_day"]
        assert day is not None and name in after["days"][day - 1]["activities"], (name, moved[name])


def _paid(sb: Sandbox, bid: str) -> None:
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200


def _lines(view: dict[str, Any]) -> float:
    parts = sum(
        line_change(c) for c in view["customizations_per_adult"] if "taken_by" not in c or c.get("in_price_per_adult")
    )
    beside = view.get("park_pass_change_per_adult_usd", 0.0) - view.get("self_drive_credit_per_adult_usd", 0.0)
    return money(view["base_price_per_adult_usd"] + parts + beside)


@pytest.mark.parametrize("number", [2, 3, 4])
def test_run_53s_shorter_trip_says_what_its_day_held_and_adds_up(number: int) -> None:
    """The run's booking: trip_002 without the bicycle ride, Kulen and the sunset, a boat trip added, an adult
    joined and a circus show for the 4 adults on day 3; each day that can go."""
    sb = Sandbox()
    group = {"adults": 3, "children_ages": [3]}
    custom = [
        *({"type": "remove_activity", "details": {"activity": a}} for a in ("Bicycle ride", "Drive to Phnom Kulen")),
        {"type": "remove_activity", "details": {"activity": "Sunset at Phnom Bakheng"}},
        {"type": "add_activity", "details": {"activity": "Tonle Sap boat trip to Kampong Phluk"}},
    ]
    saved = sb.data("customizeTrip", {"trip_id": "trip_002", "customizations": custom, **group})
    bid = sb.book(saved["custom_trip_id"], people=None, end_date="2026-04-23", user_id="user-a", **group)["booking_id"]
    _paid(sb, bid)
    for change in (
        {"add_adults": 1},
        {"add_activities": [{"activity": "Phare circus show", "day": 3, "for_adults": 4, "for_children_ages": []}]},
    ):
        quote = sb.data("previewReschedule", {"booking_id": bid, **change})
        sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]})
        _paid(sb, bid)
    booked = record(sb, bid)
    held = booked["itinerary_days"][number - 1] if "itinerary_days" in booked else None
    quote = sb.data("previewReschedule", {"booking_id": bid, "remove_day": {"day": number}, "purpose": "information"})
    proposed, current = quote["proposed"], quote["current"]
    [gone] = proposed["removed_days"]
    if held is not None:
        assert [a for a in held["activities"] if not RIDE_BACK.search(a)] == gone["activities"], (held, gone)
    moved = (proposed.get("plan_changes") or {}).get("moved_activities") or []
    if number == 3:  # the boat trip and the show were on day 3: both move, each with its new day
        assert sorted(m["activity"] for m in moved) == ["Phare circus show", "Tonle Sap boat trip to Kampong Phluk"]
        # the show is the 4 adults' alone (not the 3-year-old's): the day says so as the booked day did
        assert gone["activities"] == ["Tonle Sap boat trip to Kampong Phluk", "Phare circus show (for 4 adults only)"]
        kulen = next(
            c for c in proposed["customizations_per_adult"] if c["details"]["activity"] == "Drive to Phnom Kulen"
        )
        assert kulen["gone_with_removed_day"] and kulen["credit_if_its_day_stays_usd"] == -60.0, kulen
    for m in moved:
        day = proposed["itinerary_days"][m["to_day"] - 1]
        assert any(m["activity"] in a for a in day["activities"]), (m, day)
    # the lines of each side add up to its price; their difference is the quote's
    assert _lines(proposed) == proposed["price_per_adult_usd"] == quote["price_per_adult_usd"]
    assert _lines(current) == current["price_per_adult_usd"]
    assert quote["price_difference_per_adult_usd"] == money(_lines(proposed) - _lines(current))
    adults = {t["price_usd"] for t in proposed["travellers"] if t["who"] == "adult"}
    assert adults == {quote["price_per_adult_usd"]}
