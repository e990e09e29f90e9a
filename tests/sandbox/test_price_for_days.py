"""One duration price (issue 37; relays 8 and 9: a day removed trimmed 80 % of a day's share while a
day added cost the full share). ``price_for_days`` prices every length, and a day more or a day
less move the price by the same amount on every path: suggestions' to_match_duration,
calculateCustomTrip, previewBooking and previewReschedule. The park pass a length's temple days need is its
own named line beside it (sandbox/park_pass.py): the package part is the price without that line."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from hypothesis import given, strategies as st

from sandbox.data.getting_there import ROUTES
from sandbox.data.pricing import day_rate, price_for_days, price_label
from sandbox.data.trips import TRIPS
from sandbox.group import Group
from sandbox.park_pass import pass_change, temple_days
from sandbox.plan import plan_for
from sandbox.relength import resized
from sandbox.totals import group_price
from tests.sandbox.shorter_cut import cut_usd
from tests.sandbox.support import TRAVEL, Sandbox

ONE = Group(adults=1, children_ages=(), transport=None)
CENT = 0.011


def labels_for(trip: dict, days: int) -> list[str]:
    return resized([], days - trip["duration_days"])


def adult_price(trip: dict, labels: list[str]) -> float:
    """One adult's package price for ``labels``: the price without its park pass line."""
    priced = group_price(trip, ONE, [price_label(trip, label) for label in labels])
    return float(priced["price_per_person_usd"] - priced.get("park_pass_change_per_adult_usd", 0.0))


def passes(trip: dict, days: int) -> float:
    """What the pass the plan of ``days`` needs adds to one adult's price (0 for a trip without a pass)."""
    plan = plan_for(trip, [price_label(trip, label) for label in labels_for(trip, days)])
    return pass_change(trip, temple_days(plan["days"]))


def lengths(trip: dict) -> list[int]:
    """The lengths a plan can take: the arrival and departure days stay; up to 3 days added."""
    return list(range(2, trip["duration_days"] + 4))


@given(trip=st.sampled_from(TRIPS), data=st.data())
def test_a_day_more_costs_what_a_day_less_gives_back(trip: dict, data: st.DataObject) -> None:
    d = data.draw(st.sampled_from(lengths(trip)[:-1]))
    longer = adult_price(trip, resized(labels_for(trip, d), 1))  # +1 day from d
    back = adult_price(trip, resized(labels_for(trip, d + 1), -1))  # -1 day from d + 1
    added = longer - adult_price(trip, labels_for(trip, d))
    refund_base = adult_price(trip, labels_for(trip, d + 1)) - back
    assert added == pytest.approx(refund_base, abs=CENT)  # the same two plans, either way
    # a day's rate, the same for every length, and what the moved ride home of the shorter one cuts
    # from its kept last day (sandbox/cut_credit.py): exactly the day rate when nothing is cut
    cut = cut_usd(trip, d) - cut_usd(trip, d + 1)
    assert added == pytest.approx(day_rate(trip) - cut, abs=CENT)
    assert adult_price(trip, labels_for(trip, d)) == pytest.approx(price_for_days(trip, d) + cut_usd(trip, d), abs=CENT)
    assert price_for_days(trip, trip["duration_days"]) == trip["price_usd"]


@given(trip=st.sampled_from(TRIPS), language=st.sampled_from(("EN", "KH", "ZH")), days=st.integers(1, 2))
def test_the_rule_is_said_in_the_session_language(trip: dict, language: str, days: int) -> None:
    from sandbox.data.pricing import price_customization

    for kind in ("add_day", "remove_day"):
        rule = price_customization(trip, {"type": kind, "details": {"days": days}}, language)["price_rule"]
        assert f"{day_rate(trip):.2f}" in rule
        assert (language == "EN") == rule.isascii()


def paid_booking(sb: Sandbox, trip_id: str, people: int = 2) -> tuple[str, int]:
    """A paid booking of ``trip_id`` at its package length: (booking id, days)."""
    trip = next(t for t in TRIPS if t["id"] == trip_id)
    package_end = date.fromisoformat(TRAVEL) + timedelta(days=trip["duration_days"] - 1)
    bid = sb.book(trip_id, people=people, end_date=package_end.isoformat())["booking_id"]
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    return bid, trip["duration_days"]


def suggestion_for(sb: Sandbox, trip: dict, days: int) -> dict:
    body = {
        "mood": "curious",
        "environment": trip["environment"],
        "duration_days": days,
        "people_count": 1,
        "budget_usd": {"min": 0, "max": 100000},
        "departure_city": ROUTES[trip["id"]].from_city,  # the route's start: no extra leg,
    }
    found = [t for t in sb.data("getTripSuggestions", body)["trips"] if t.get("trip_id", t.get("id")) == trip["id"]]
    return found[0] if found else {}


def _cut(trip: dict, d: int) -> float:
    """The one other part of a shorter length's price: what its ride home cuts (tests/sandbox/shorter_cut.py)."""
    return cut_usd(trip, d)


@pytest.mark.parametrize("trip", TRIPS, ids=[t["id"] for t in TRIPS])
def test_every_path_prices_a_length_with_price_for_days(sb: Sandbox, trip: dict) -> None:
    for d in (trip["duration_days"] - 1, trip["duration_days"] + 1):
        if d < 2:
            continue
        n = d - trip["duration_days"]
        change = {"type": "add_day" if n > 0 else "remove_day", "details": {"days": abs(n)}}
        expected = price_for_days(trip, d) + passes(trip, d) + _cut(trip, d)
        custom = sb.data("calculateCustomTrip", {"base_trip_id": trip["id"], "customizations": [change]})
        assert custom["price_per_adult_usd"] == pytest.approx(expected, abs=CENT)
        saved = sb.data("customizeTrip", {"trip_id": trip["id"], "customizations": [change]})
        booking = sb.data(
            "previewBooking", {"trip_id": saved["custom_trip_id"], "travel_date": TRAVEL, "people_count": 1}
        )
        assert booking["price_per_person_usd"] == pytest.approx(expected, abs=CENT)
        matched = suggestion_for(sb, trip, d).get("to_match_duration")
        if matched:
            assert matched["price_per_person_usd"] == pytest.approx(expected, abs=CENT)
    # previewReschedule: a booked trip made a day longer, then a day shorter than its package
    bid, _ = paid_booking(sb, trip["id"], people=1)
    for d in (trip["duration_days"] + 1, trip["duration_days"] - 1):
        if d < 2:
            continue
        end = (date.fromisoformat(TRAVEL) + timedelta(days=d - 1)).isoformat()
        quote = sb.data("previewReschedule", {"booking_id": bid, "new_end_date": end})
        expected = price_for_days(trip, d) + passes(trip, d) + _cut(trip, d)
        assert quote["new_total_usd"] == pytest.approx(expected, abs=CENT)
