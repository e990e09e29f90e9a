"""A hotel upgrade costs what the better hotel costs more, night by night, on every trip (req 24: a flat
$35 per person per night whether the upgrade went to a 4-star hotel or a 5-star villa): each upgraded
night is priced by the catalogue's ``rate_usd`` of the hotel the plan moves it to less that of the hotel
it leaves (or a share of its own rate for a better room at the same hotel), one function for every trip."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.data.hotels import BETTER_ROOM_SHARE, HOTELS, HOTELS_BY_ID, upgrade_for, upgrade_night_usd
from sandbox.data.pricing import price_customization
from sandbox.data.trips import TRIPS, TRIPS_BY_ID
from sandbox.group import group_from_spec
from sandbox.plan import plan_for
from sandbox.plan_parts import hotel_upgrade
from sandbox.policy import money
from sandbox.totals import group_price


def night_by_night(trip: dict[str, Any], items: list[dict[str, Any]]) -> float:
    """One person's upgrade as the plan shows it: each upgraded night, the rate of the hotel it moves to
    less the rate of the hotel the same night has without the upgrade (a better room there: its share)."""
    plain = plan_for(trip, [i for i in items if i["type"] != "upgrade_hotel"])["days"]
    total = 0.0
    for was, now in zip(plain, plan_for(trip, items)["days"]):
        if now["hotel_upgraded"]:
            old, new = HOTELS_BY_ID[was["hotel_id"]]["rate_usd"], HOTELS_BY_ID[now["hotel_id"]]["rate_usd"]
            total += new - old if now["hotel_id"] != was["hotel_id"] else BETTER_ROOM_SHARE * old
    return money(total)


@pytest.mark.parametrize("hotel", HOTELS, ids=lambda h: h["id"])
def test_an_upgraded_night_costs_the_difference_of_the_two_hotels_rates(hotel: dict[str, Any]) -> None:
    better = upgrade_for(hotel["id"])
    expected = better["rate_usd"] - hotel["rate_usd"] if better else BETTER_ROOM_SHARE * hotel["rate_usd"]
    assert upgrade_night_usd(hotel["id"]) == money(expected) > 0


@pytest.mark.parametrize("trip_id", [t["id"] for t in TRIPS if t["hotels"]])
@pytest.mark.parametrize("nights", [None, 1, 2])
@pytest.mark.parametrize("added", [0, 1])
def test_every_trip_prices_its_upgrade_by_the_hotels_it_moves_between(trip_id: str, nights: Any, added: int) -> None:
    trip = TRIPS_BY_ID[trip_id]
    raw = [{"type": "upgrade_hotel", "details": {"nights": nights} if nights else {}}]
    raw += [{"type": "add_day", "details": {"days": added}}] if added else []
    items = [price_customization(trip, item) for item in raw]
    priced = group_price(trip, group_from_spec({"people_count": 2}), items)
    [upgrade] = [i for i in priced["customizations"] if i["type"] == "upgrade_hotel"]
    assert upgrade["price_usd"] == night_by_night(trip, priced["customizations"])
    if not added:  # the price before the plan is made is the plan's
        assert items[0]["price_usd"] == upgrade["price_usd"]
    said = hotel_upgrade(trip, plan_for(trip, priced["customizations"]), "EN")
    assert said and said["per_night_usd"] == upgrade_night_usd(trip["hotels"][0])  # the rate the price is made of


def test_upgrades_are_not_one_flat_rate() -> None:
    assert len({upgrade_night_usd(t["hotels"][0]) for t in TRIPS if t["hotels"]}) > 3
