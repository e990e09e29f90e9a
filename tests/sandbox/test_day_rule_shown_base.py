"""Every day-rate text starts from the price the traveller was shown for the trip (relay 36 req 10/14, relay 35
req 8: "(189 - 24 Phnom Penh transfer) / 3" and "(420 - 60) / 4" beside the quoted 165 and 360).

For every catalogue trip, join point (picked up at the route's start, joining at the destination) and language,
through each text that says the day rate (a suggestion's ``to_match_duration``, a day item priced alone, in
calculateCustomTrip and in createBooking's labels): the rule's base figure is the one adult's price the group is
shown at that join point, a transfer figure appears only when that shown price holds it, the park pass figure
exactly when the trip's price holds one (priced by the plan's temple days, never per day), and the rate is
derived in the text from them: rate = share x (base - transfer - pass) / days, at least the night at the trip's
hotel, named with its figure exactly when it is the rate."""

from __future__ import annotations

import re
from datetime import date

import pytest

from sandbox.custom import priced_custom
from sandbox.data.pricing import DAY_SHARE, day_rate, day_rate_said, night_floors, price_customization
from sandbox.data.trips import TRIPS
from sandbox.group import Group
from sandbox.totals import booking_total, group_price
from tests.sandbox.day_rate_text import night_said

ONE = Group(adults=1, children_ages=(), transport=None)
NUMBER = re.compile(r"\d+(?:\.\d+)?")
SHARE = re.compile(r"(\d+(?:\.\d+)?)%")
TRANSFER_WORD = {"EN": "transfer", "KH": "ការដឹកជញ្ជូន", "ZH": "接送"}


def rule_texts(trip: dict, away: bool, language: str) -> dict[str, str]:
    day = {"type": "add_day", "details": {"days": 1}}
    custom = priced_custom(trip, ONE, [day], language, away)
    booked = booking_total(trip, ONE, ["add_day:1"], [], None, False, 0, date(2027, 1, 1), {}, away, 0, language)
    return {
        "suggestion": day_rate_said(trip, language, away),
        "item": price_customization(trip, day, language, away)["price_rule"],
        "calculateCustomTrip": next(i for i in custom["customizations"] if i["type"] == "add_day")["price_rule"],
        "createBooking": next(i for i in booked["customizations"] if i["type"] == "add_day")["price_rule"],
    }


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("away", [False, True], ids=["picked_up_at_start", "joins_at_destination"])
@pytest.mark.parametrize("trip", TRIPS, ids=lambda t: t["id"])
def test_every_day_rule_starts_from_the_price_shown(trip: dict, away: bool, language: str) -> None:
    shown = group_price(trip, ONE, [], away)["price_per_adult_usd"]
    holds_transfer = shown == trip["price_usd"] and bool(trip.get("transfer_usd"))
    for where, text in rule_texts(trip, away, language).items():
        found = SHARE.search(text)
        assert found, (where, text)
        share = float(found.group(1))
        own_pass = trip["park_pass"].adult_usd if trip.get("park_pass") else 0.0
        parts = 2 + bool(holds_transfer) + bool(own_pass)  # base, [transfer], [pass], days
        base, *minus, days = [float(n) for n in NUMBER.findall(text[found.end() :])][:parts]
        assert minus == [x for x in (trip["transfer_usd"] if holds_transfer else 0.0, own_pass) if x], (where, text)
        # no leg the shown price does not hold
        assert (TRANSFER_WORD[language] in text) == holds_transfer, (where, text)
        assert base == shown, (where, text)  # the figure the rule starts from is the price the traveller saw
        assert share / 100 == DAY_SHARE and days == trip["duration_days"], (where, text)
        night = night_said(trip, text, language)[1]
        assert (night is not None) == night_floors(trip), (where, text)
        spread = share / 100 * (base - sum(minus)) / days
        assert day_rate(trip) == pytest.approx(max(spread, night or 0.0), abs=0.006), (where, text)
        assert f"{day_rate(trip):.2f}" in text[: found.start()], (where, text)


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("away", [False, True], ids=["picked_up_at_start", "joins_at_destination"])
@pytest.mark.parametrize("trip", TRIPS, ids=lambda t: t["id"])
def test_a_custom_trip_s_breakdown_starts_from_the_price_shown(trip: dict, away: bool, language: str) -> None:
    shown = group_price(trip, ONE, [], away)["price_per_adult_usd"]
    for raw in ([], [{"type": "add_day", "details": {"days": 1}}], [{"type": "remove_activity"}]):
        data = priced_custom(trip, ONE, raw, language, away)
        assert data["base_price_per_adult_usd"] == shown, data  # no base the traveller never saw
        # a transfer credit is already inside that base, and said so (sandbox/price_base.py)
        credited = away and bool(trip.get("transfer_usd"))
        assert "transfer_credit_usd" not in data and ("transfer_credit_is" in data) == credited, data
        stated = (
            data["base_price_per_adult_usd"]
            + data["add_ons_per_adult_usd"]
            - data.get("self_drive_credit_per_adult_usd", 0.0)
            + data.get("park_pass_change_per_adult_usd", 0.0)
        )
        assert stated == pytest.approx(data["price_per_adult_usd"], abs=0.006), data  # every line from it
