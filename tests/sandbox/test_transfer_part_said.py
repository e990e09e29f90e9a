"""Meeting the group at the destination says what it takes off the price (relay 23 req 8: getting_there
offered "meet the group at its hotel (without the transfer part of the price)" with no figure).

Wherever getting_there offers that choice, its text (EN, KH, ZH) and ``transfer_per_adult_usd`` carry the
catalogue's ``transfer_usd``, and it is what one adult's price drops by when the group joins there."""

from __future__ import annotations

from typing import Optional

import pytest

from sandbox.catalogue import CATALOGUE
from sandbox.data.getting_there import ROUTES, extra_leg, getting_there, is_local
from sandbox.data.join_points import at_destination
from sandbox.data.trips import get_trip
from sandbox.group import group_of
from sandbox.totals import group_price


@pytest.mark.parametrize("trip_id", sorted(ROUTES))
@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("place", [None, "Poipet", "Phnom Penh"])
def test_meeting_at_the_destination_states_its_amount(trip_id: str, language: str, place: Optional[str]) -> None:
    there = getting_there(trip_id, place, "07:30", language)
    amount = float(CATALOGUE.trip(trip_id).transfer_usd)
    # offered, or taken by an extra leg that meets the group at the destination (sandbox/data/join_points.py)
    leg_there = at_destination(trip_id, extra_leg(trip_id, place))
    offered = not is_local(trip_id) and (place is None or there.get("pickup_included") is False or leg_there)
    assert ("transfer_per_adult_usd" in there) == offered, there
    if not offered:
        return
    assert there["transfer_per_adult_usd"] == amount
    assert f" {amount:g} " in there["other_cities"]  # the figure in the sentence that offers it
    trip = get_trip(trip_id)
    assert trip is not None
    adult = group_of(adults=1)
    joined = group_price(trip, adult, [], True)["price_per_person_usd"]
    assert group_price(trip, adult, [], False)["price_per_person_usd"] - joined == pytest.approx(amount)
