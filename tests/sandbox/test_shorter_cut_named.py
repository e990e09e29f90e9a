"""A shorter trip says and prices everything it leaves out: the dropped day(s) and any part of a kept day the
moved ride home cuts (sandbox/day_drop.py ``ride_home_cut``). For every catalogue trip, every day that can go
and every language, each view of the shorter version (getTripSuggestions' to_match_duration,
calculateCustomTrip, customizeTrip, getTripItinerary, previewBooking, previewReschedule) names the same
activities, meals and new return time before the yes; its "included" meals count the kept plan; and the
price saves the day rate plus each activity cut at a removed activity's credit (relay: a 3-day Kep trip
made 2 days lost day 2's crab dinner to a 14:00 ride home, said only in the saved trip's itinerary and
never priced)."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any, Optional

import pytest

from sandbox.custom import priced_custom
from sandbox.data.getting_there import ROUTES
from sandbox.data.itineraries import MEALS
from sandbox.data.practical import meal_of
from sandbox.data.pricing import REMOVE_ACTIVITY_CREDIT, price_for_days
from sandbox.data.trips import TRIPS
from sandbox.group import Group
from sandbox.models import SuggestBody
from sandbox.plan import plan_for
from sandbox.suggest import offer
from tests.sandbox.route_pickup import route_pickup
from tests.sandbox.support import TRAVEL, Sandbox

LANGS = ("EN", "KH", "ZH")
LONG = [t for t in TRIPS if t["duration_days"] >= 3]


def ride_home_cut(plan: dict[str, Any]) -> Optional[dict[str, Any]]:
    """What the plan's kept last day loses to the ride home (sandbox/data/day_times.py ``last_day``), read
    from the plan itself: the reference every view is held to."""
    last = plan["days"][-1]
    gone = list(last.get("left_out") or [])
    meals = [m for m in map(meal_of, gone) if m]
    return {"day": last["day"], "activities": gone, "meals": meals, "leaves": last.get("leaves")} if gone else None


def _drop(n: int) -> dict[str, Any]:
    return {"type": "remove_day", "details": {"day": n}}


def _saving(trip: dict[str, Any], items: list[dict[str, Any]]) -> float:
    """One adult's saving of the shorter plan: the day rate for each day it drops, and a removed activity's
    credit for each activity its ride home cuts from a kept day."""
    plan = plan_for(trip, items)
    cut = ride_home_cut(plan)
    days = trip["price_usd"] - price_for_days(trip, plan["duration_days"])
    return round(days - REMOVE_ACTIVITY_CREDIT * len(cut["activities"] if cut else []), 2)


def _pass_in_lines(quote: dict[str, Any]) -> float:
    """The pass change the dropped days' lines hold: add-ons are the lines by what each moves one adult's price by."""
    return sum(float(i.get("park_pass_change_per_adult_usd") or 0.0) for i in quote["customizations"])


def _same(said: Optional[dict[str, Any]], other: Optional[dict[str, Any]], case: Any) -> None:
    """Two views name the same cut: day, activities, meals and when the ride home leaves."""
    keys = ("day", "activities", "meals", "ride_home_leaves")
    assert (said is None) == (other is None), case
    if said is not None and other is not None:
        assert {k: said[k] for k in keys} == {k: other[k] for k in keys}, case


def _meals_hold(view: dict[str, Any], plan: dict[str, Any], case: Any) -> None:
    """The "included" meal counts are the meals of the days the plan keeps (a cut dinner is not among them)."""
    assert view["meals_included"] == {m: sum(m in d["meals"] for d in plan["days"]) for m in MEALS}, case


@pytest.mark.parametrize("trip", LONG, ids=[t["id"] for t in LONG])
def test_every_view_of_a_shorter_trip_names_and_prices_what_the_ride_home_cuts(trip: dict[str, Any]) -> None:
    sb = Sandbox()
    length = trip["duration_days"]
    end = (date.fromisoformat(TRAVEL) + timedelta(days=length - 1)).isoformat()
    pickup = route_pickup(trip["id"])
    booking = sb.book(trip["id"], people=1, end_date=end, pickup_location=pickup)
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    booked_total = booking["total_usd"]
    for n in range(2, length + 1):
        plan = plan_for(trip, [_drop(n)])
        cut = ride_home_cut(plan)
        last = plan["days"][-1]
        if cut:  # what is cut is not on the kept day, and its meals are not counted on it
            assert not set(cut["activities"]) & set(last["activities"]) and not set(cut["meals"]) & set(last["meals"])
        saving = _saving(trip, [_drop(n)])
        for language in LANGS:
            case = (trip["id"], n, language)
            quote = priced_custom(trip, Group(1), [_drop(n)], language)
            said = quote["plan_changes"].get("left_out_by_ride_home")
            assert (said is None) == (cut is None), case
            if said and cut:
                assert (said["day"], said["ride_home_leaves"], len(said["activities"])) == (
                    cut["day"],
                    cut["leaves"],
                    len(cut["activities"]),
                ), case
                assert said["back_at"], case  # the new return time, before the yes
            assert quote["add_ons_per_adult_usd"] == pytest.approx(-saving + _pass_in_lines(quote)), case
            custom = sb.data("customizeTrip", {"trip_id": trip["id"], "customizations": [_drop(n)]}, lang=language)
            assert custom["price_per_adult_usd"] == quote["price_per_adult_usd"], case
            shown = sb.data("getTripItinerary", {"trip_id": custom["custom_trip_id"]}, lang=language)
            _same(said, (shown.get("changes_from_base") or {}).get("left_out_by_ride_home"), case)
            _meals_hold(shown, plan, case)
            if said:
                assert said["back_at"] == shown["drop_off"]["time"], case
            body = {"trip_id": custom["custom_trip_id"], "travel_date": TRAVEL, "people_count": 1}
            preview = sb.data("previewBooking", body, lang=language)
            _same(said, (preview.get("changes_from_base") or {}).get("left_out_by_ride_home"), case)
            assert preview["price_per_adult_usd"] == quote["price_per_adult_usd"], case
            counts = {m: sum(m in d["meals"] for d in plan["days"]) for m in MEALS}
            assert all(str(k) in " ".join(preview["included"]) for m, k in counts.items() if k), case
            moved = sb.data(
                "previewReschedule", {"booking_id": booking["booking_id"], "remove_day": {"day": n}}, lang=language
            )
            proposed = moved["proposed"]
            _same(said, proposed.get("left_out_by_ride_home"), case)
            if said:
                assert proposed["left_out_by_ride_home"]["back_at"] in str(proposed["itinerary_days"][-1]), case
            assert proposed["price_saved_usd"] == pytest.approx(booked_total - moved["new_total_usd"]), case
            # the same saving as the quote's (its park pass change included): the day rate and the cut
            whole = priced_custom(trip, Group(1), [], language)["total_usd"]
            assert proposed["price_saved_usd"] == pytest.approx(whole - quote["total_usd"], abs=0.02), case


@pytest.mark.parametrize("trip", LONG, ids=[t["id"] for t in LONG])
def test_a_suggestion_at_a_shorter_length_names_and_prices_the_cut(trip: dict[str, Any]) -> None:
    for language in LANGS:
        body = SuggestBody(
            mood="curious",
            environment=trip["environment"],
            duration_days=trip["duration_days"] - 1,
            budget_usd={"min": 10, "max": 5000},
            departure_city=ROUTES[trip["id"]].from_city,
            people_count=1,
        )
        adjusted = offer(trip, body, Group(1), language)["to_match_duration"]  # type: ignore[arg-type]
        items = [adjusted["customization"]]
        quote = priced_custom(trip, Group(1), items, language)
        _same(quote["plan_changes"].get("left_out_by_ride_home"), adjusted.get("left_out_by_ride_home"), trip["id"])
        saving = -_saving(trip, items) + _pass_in_lines(quote)
        assert quote["add_ons_per_adult_usd"] == pytest.approx(saving), (trip["id"], language)
        whole = priced_custom(trip, Group(1), [], language)["total_usd"]
        assert adjusted["saves_usd"] == pytest.approx(whole - quote["total_usd"]), (trip["id"], language)
