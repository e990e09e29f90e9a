"""Prices said for who pays them (relay runs 4 and 5, issue 37).

- an add-on's price for children is stated beside the adult's, for every add-on anywhere, for the ages
  that may take it (relay 4: a family could not be quoted the boat trip until the preview);
- a day added and a day removed carry the rule that prices them (both relays: "nothing says why");
- an activity the booked plan already holds is never sold again (relay 5: Kampong Phluk on day 3
  and for sale as a $30 add-on under another name);
- a change quote shows the parts of the adult price it asks the traveller to agree to (relay 5: the
  breakdown came only after the confirmation).
"""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from sandbox.data.addable import addable_view
from sandbox.data.pricing import night_usd, price_label
from sandbox.data.trips import TRIPS, get_trip
from sandbox.group import CHILD_MAX_AGE, CHILD_RATE, rate
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family, preview
from tests.sandbox.test_changes import record

REGIONS = sorted({t["region"] for t in TRIPS})


@given(region=st.sampled_from(REGIONS), language=st.sampled_from(("EN", "KH", "ZH")), age=st.integers(0, 17))
def test_every_add_on_states_what_a_child_pays(region: str, language: str, age: int) -> None:
    for item in addable_view(region, language):
        least = item.get("min_age", 0)  # for the ages that may take it only (test_add_on_ages.py)
        if least > CHILD_MAX_AGE:
            assert "price_per_child_usd" not in item
        else:
            assert item["price_per_child_usd"] == pytest.approx(item["price_per_adult_usd"] * CHILD_RATE)
        if age < least:  # not for them: nobody charges them for it
            continue
        # what the group is charged for that child is one of the two stated prices (or nothing)
        share = round(item["price_per_adult_usd"] * rate(age), 2)
        assert share in (0.0, item.get("price_per_child_usd"), item["price_per_adult_usd"])


@given(trip=st.sampled_from(TRIPS), days=st.integers(1, 2))
def test_a_day_added_or_removed_says_how_it_is_priced(trip: dict, days: int) -> None:
    added, removed = price_label(trip, f"add_day:{days}"), price_label(trip, f"remove_day:{days}")
    assert "price_rule" in added and "price_rule" in removed
    own_pass = trip["park_pass"].adult_usd if trip.get("park_pass") else 0.0  # priced by temple days, not per day
    rate = round(0.8 * (trip["price_usd"] - trip.get("transfer_usd", 0) - own_pass) / trip["duration_days"], 2)
    rate = max(rate, night_usd(trip))  # at least the night the day needs (tests/sandbox/test_day_rate_night.py)
    assert added["price_usd"] == pytest.approx(rate * days, abs=0.011)
    if trip["duration_days"] > days:
        assert removed["price_usd"] == pytest.approx(-rate * days, abs=0.011)
    assert f"{rate:.2f}" in added["price_rule"] and f"{rate:.2f}" in removed["price_rule"]  # one rate both ways


def test_an_activity_the_plan_holds_is_not_sold_again(sb: Sandbox) -> None:
    bid = family(sb, adults=2, children=())["booking_id"]
    err = sb.error("previewReschedule", {"booking_id": bid, "add_activities": ["Khmer cooking class"]}, 400)
    assert "already in this booking's plan" in err["message"]
    assert record(sb, bid)["total_usd"] == pytest.approx(2 * get_trip("trip_001")["price_usd"])  # type: ignore[index]


def test_a_change_quote_shows_the_parts_of_the_adult_price(sb: Sandbox) -> None:
    bid = family(sb, adults=2, children=(8,))["booking_id"]
    quote = preview(sb, bid, new_end_date="2026-04-23")  # one day longer
    proposed = quote["proposed"]
    parts = proposed["customizations_per_adult"]
    assert [p["type"] for p in parts] == ["add_day"] and "price_rule" in parts[0]
    # the pass the longer plan needs is in the day's line, said once (never beside it again)
    assert "park_pass_change_per_adult_usd" not in proposed
    line = sum(p.get("price_change_per_adult_usd", p["price_usd"]) for p in parts)
    assert proposed["base_price_per_adult_usd"] + line == pytest.approx(proposed["price_per_adult_usd"])
