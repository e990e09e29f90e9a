"""A longer trip keeps the booking's hotel (relay 20 req 46: a 7th day on an upgraded-hotel booking
put the new night at the base guesthouse, named only after the yes), and no result text carries a
raw {placeholder} ("Free time in {region}" in itinerary_days)."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from sandbox.custom import priced_custom
from sandbox.data.trips import TRIPS, TRIPS_BY_ID
from sandbox.group import Group
from sandbox.plan import localized_plan, plan_for
from sandbox.plan_parts import compact_days
from tests.sandbox.test_change_prices import preview
from tests.sandbox.test_upgrade_rates import night_by_night

TRIP_IDS = [t["id"] for t in TRIPS]
LANGS = ("EN", "KH", "ZH")
UPGRADES = ({}, {"nights": 1}, {"nights": 2})


@pytest.mark.parametrize("trip_id", TRIP_IDS)
def test_an_added_night_is_at_the_hotel_of_the_night_before_and_priced_so(trip_id: str) -> None:
    trip = TRIPS_BY_ID[trip_id]
    for upgrade in UPGRADES:
        for added in (1, 3):
            items = [{"type": "upgrade_hotel", "details": upgrade}, {"type": "add_day", "details": {"days": added}}]
            days = plan_for(trip, items)["days"]
            for before, day in zip(days, days[1:]):
                if day["added"] and day["hotel_id"]:
                    assert (day["hotel_id"], day["hotel_upgraded"]) == (before["hotel_id"], before["hotel_upgraded"])
            [priced] = [
                c for c in priced_custom(trip, Group(1), items, "EN")["customizations"] if c["type"] == "upgrade_hotel"
            ]
            assert priced["price_usd"] == night_by_night(trip, items)


def _raw(value: Any) -> list[str]:
    return re.findall(r"\{[a-z_]+\}", json.dumps(value, ensure_ascii=False))


@pytest.mark.parametrize("trip_id", TRIP_IDS)
def test_no_plan_text_carries_a_raw_placeholder(trip_id: str) -> None:
    """Enough added days that the region runs out of outings (a free day), an activity removed from it."""
    trip = TRIPS_BY_ID[trip_id]
    for extra in ([], [{"type": "remove_activity", "details": {"activity": "Free time"}}]):
        plan = plan_for(trip, [{"type": "add_day", "details": {"days": 8}}, *extra])
        for language in LANGS:
            shown = localized_plan(trip, plan, language)
            assert not _raw([shown, compact_days(shown)]), (trip_id, language, _raw(shown))


def test_a_longer_upgraded_booking_names_the_hotel_of_each_added_night_in_the_quote(sb: Any) -> None:
    booking = sb.book("trip_001", people=2, user_id="user-a", customizations=["upgrade_hotel"])
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    quote = preview(sb, booking["booking_id"], new_end_date="2026-04-23")
    added = [d for d in quote["proposed"]["itinerary_days"] if d.get("night")]
    assert added, quote["proposed"]["itinerary_days"]
    upgraded = plan_for(TRIPS_BY_ID["trip_001"], [{"type": "upgrade_hotel"}])["days"][0]["hotel_id"]
    from sandbox.data.hotels import get_hotel

    hotel = get_hotel(upgraded)
    assert hotel is not None and all(hotel["name"] in d["night"] for d in added), added
