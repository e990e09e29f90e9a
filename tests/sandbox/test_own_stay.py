"""remove_hotel: the trip without the package's accommodation (run 53: a family already at its own hotel in
Siem Reap asked to drop the package's; no price could be given, the summary listed the package hotel beside
"no accommodation needed" and day 2 met the guide in the package hotel's lobby).

For every trip and groups with children of each band: one adult's credit is the package's nights, each at its
hotel's rate, a day added or removed by the night its day rate holds (tests/sandbox/test_own_stay_days.py; a child
by their band's share), the same in calculateCustomTrip, a booking of it
(previewBooking's total = the price function = its lines) and a change after payment (price(after) -
price(before)); no day, ``included`` or hotel list of such a trip names the package hotel, and no rooms are
arranged."""

from __future__ import annotations

import json
from typing import Any, Optional

import pytest

from agent.tools.custom_schemas import CALCULATE_CUSTOM_TRIP
from agent.tools.schemas import TOOLS_BY_NAME
from sandbox.catalogue import CATALOGUE
from sandbox.data.hotels import HOTELS_BY_ID
from sandbox.data.trips import TRIPS, get_trip
from sandbox.errors import ApiError
from sandbox.group import Group, rate
from sandbox.own_stay import day_night_usd
from sandbox.plan import localized_plan, plan_for, priced_plan
from sandbox.policy import money
from sandbox.totals import group_price
from tests.sandbox.support import Sandbox
from tests.sandbox.test_changes import record

OWN = {"type": "remove_hotel"}
# a child of each band: under 4 (free), 4-11 (a share), 12-17 (the adult price), and all of them together
GROUPS = [Group(2, (2,)), Group(1, (8,)), Group(2, (15,)), Group(2, (2, 8, 15))]
PICKUP = "Sokha Angkor Resort"


def _credit(trip: dict[str, Any], nights: int) -> float:
    """One adult's credit: each night at its package hotel's per-person rate (the catalogue's hotel table)."""
    hotels = trip["hotels"]
    return money(sum(HOTELS_BY_ID[hotels[min(k, len(hotels) - 1)]]["rate_usd"] for k in range(nights)))


def _lengths(trip: dict[str, Any]) -> list[tuple[list[dict[str, Any]], int]]:
    """(other customisations, the nights the plan then holds): as booked, a day longer, a day shorter."""
    days = trip["duration_days"]
    out = [([], days - 1), ([{"type": "add_day", "details": {"days": 1}}], days)]
    return out + ([([{"type": "remove_day", "details": {"days": 1}}], days - 2)] if days > 2 else [])


def _body(group: Group) -> dict[str, Any]:
    return {"adults": group.adults, "children_ages": list(group.children_ages)}


def _adds_up(pricing: dict[str, Any], lines: str, base: str) -> None:
    """One adult's price is its parts: base (the transfer credit inside) + lines + pass change - credit."""
    parts = pricing[base] + pricing[lines] + pricing.get("park_pass_change_per_adult_usd", 0.0)
    assert money(parts - pricing.get("self_drive_credit_per_adult_usd", 0.0)) == pytest.approx(
        pricing["price_per_adult_usd"]
    )


@pytest.mark.parametrize("trip", TRIPS, ids=lambda t: t["id"])
def test_the_credit_is_the_nights_at_the_package_hotels_rate_by_band(sb: Sandbox, trip: dict[str, Any]) -> None:
    for group in GROUPS:
        for extra, nights in _lengths(trip):
            before = group_price(trip, group, priced_plan(trip, extra)[0])
            after = group_price(trip, group, priced_plan(trip, [*extra, OWN])[0])
            plan = plan_for(trip, priced_plan(trip, [*extra, OWN])[0])
            # the package's nights at its hotels' rate, a day added or removed by the night its day rate holds
            moved = [d for d in plan["days"] if d["added"]] + [d for d in plan["removed_days"] if not d["added"]]
            sign = 1 if nights >= trip["duration_days"] - 1 else -1
            credit = money(
                _credit(trip, trip["duration_days"] - 1)
                + sign * sum(day_night_usd(trip, d["activities"]) for d in moved)
            )
            assert credit > 0
            line = [c for c in after["customizations"] if c["type"] == "remove_hotel"]
            moved_usd = money(credit - _credit(trip, trip["duration_days"] - 1))
            details = {"nights": nights, **({"day_rate_nights_usd": moved_usd} if moved_usd else {})}
            assert line == [{"type": "remove_hotel", "details": details, "price_usd": -credit}]
            assert before["price_per_adult_usd"] - after["price_per_adult_usd"] == pytest.approx(credit)
            for was, now in zip(before["travellers"], after["travellers"]):  # each by their band
                assert was["price_usd"] - now["price_usd"] == pytest.approx(credit * rate(was.get("age")), abs=0.011)
            assert sum(t["price_usd"] for t in after["travellers"]) == pytest.approx(after["total_usd"])
            assert "rooms" in before and not {"rooms", "room_supplement", "rooms_say"} & set(after)
            # calculateCustomTrip says the same figures, its parts adding up to the price
            quote = sb.data(
                "calculateCustomTrip", {"base_trip_id": trip["id"], "customizations": [*extra, OWN], **_body(group)}
            )
            assert quote["total_usd"] == after["total_usd"] and quote["travellers"] == after["travellers"]
            assert [c for c in quote["customizations"] if c["type"] == "remove_hotel"] == line
            _adds_up(quote, "add_ons_per_adult_usd", "base_price_per_adult_usd")
            assert "hotel" in quote["plan_changes"] and "rooms" not in quote


def _hotel_names(trip: dict[str, Any]) -> set[str]:
    names = set()
    for hotel_id in trip["hotels"]:
        name = CATALOGUE.hotel(hotel_id).name
        names |= {name.en, name.kh, name.zh}
    return names


def _names_none(trip: dict[str, Any], *shown: Any) -> None:
    text = json.dumps(shown, ensure_ascii=False)
    assert not [n for n in _hotel_names(trip) if n in text]
    assert "lobby" not in text.lower()


@pytest.mark.parametrize("trip", TRIPS, ids=lambda t: t["id"])
def test_no_day_of_a_trip_without_the_package_hotel_names_it(trip: dict[str, Any]) -> None:
    for transport in ("driver", "self_drive"):
        for extra, _ in _lengths(trip):
            plan = plan_for(trip, priced_plan(trip, [*extra, OWN])[0], transport)
            for language in ("EN", "KH", "ZH"):
                for pickup in (None, PICKUP):
                    shown = localized_plan(trip, plan, language, pickup_location=pickup)
                    _names_none(trip, shown)
                    assert shown["hotels"] == [] and all(d["hotel_id"] is None for d in shown["itinerary"])
                    assert all("night" in d for d in shown["itinerary"][:-1])
                    # the package's included less its accommodation line (its first), its meals line without
                    # the hotel's breakfasts (tests/sandbox/test_own_stay_texts.py), nothing else
                    kept = plan_for(trip, priced_plan(trip, extra)[0], transport)
                    package = localized_plan(trip, kept, language, pickup_location=pickup)["included"][1:]
                    assert len(shown["included"]) == len(package)
                    assert len([a for a, b in zip(shown["included"], package) if a != b]) <= 1


def test_with_the_package_hotel_a_sunrise_day_meets_in_its_lobby_as_before() -> None:
    trip = get_trip("trip_001")
    assert trip is not None
    day = localized_plan(trip, plan_for(trip, []), "EN", pickup_location=PICKUP)["itinerary"][1]
    assert "lobby of" in day["start_note"] and any(n in day["start_note"] for n in _hotel_names(trip))
    own = localized_plan(trip, plan_for(trip, [OWN]), "EN", pickup_location=PICKUP)["itinerary"][1]
    assert PICKUP in own["start_note"]  # the booking's pickup place, the group's own hotel


def test_there_is_no_hotel_to_upgrade() -> None:
    trip = get_trip("trip_002")
    assert trip is not None
    with pytest.raises(ApiError):
        priced_plan(trip, [OWN, {"type": "upgrade_hotel"}])


def _pay(sb: Sandbox, booking: dict[str, Any]) -> dict[str, Any]:
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    return record(sb, booking["booking_id"])


def _booked(sb: Sandbox, trip: dict[str, Any], group: Group, own: bool) -> tuple[dict[str, Any], str]:
    """A paid booking of ``trip`` (with or without the package hotel, as a saved custom trip), its preview first."""
    trip_id: Optional[str] = trip["id"]
    if own:
        trip_id = sb.data("customizeTrip", {"trip_id": trip["id"], "customizations": [OWN], **_body(group)})[
            "custom_trip_id"
        ]
    preview = sb.data(
        "previewBooking", {"trip_id": trip_id, "travel_date": "2026-04-20", "pickup_location": PICKUP, **_body(group)}
    )
    pricing = preview["pricing"]
    assert (
        preview["total_usd"]
        == pricing["total_usd"]
        == pytest.approx(sum(t["price_usd"] for t in pricing["travellers"]))
    )
    _adds_up(pricing, "customizations_per_person_usd", "base_per_adult_usd")
    if own:
        _names_none(trip, preview["included"], preview["itinerary_days"], preview["pickup"])
        assert "rooms" not in preview and "rooms" not in pricing
    booking = sb.book(str(trip_id), people=None, pickup_location=PICKUP, **_body(group))
    assert booking["total_usd"] == preview["total_usd"]
    return _pay(sb, booking), str(trip_id)


@pytest.mark.parametrize("trip", TRIPS, ids=lambda t: t["id"])
def test_a_paid_booking_changes_by_the_price_after_less_the_price_before(trip: dict[str, Any]) -> None:
    group = GROUPS[-1]
    for own in (False, True):
        sb = Sandbox()
        booking, _ = _booked(sb, trip, group, own)
        quote = sb.data("previewReschedule", {"booking_id": booking["booking_id"], "remove_hotel": not own})
        assert quote["changes"] == ["hotel"]
        plain = group_price(trip, group, [])["total_usd"]
        without = group_price(trip, group, priced_plan(trip, [OWN])[0])["total_usd"]
        # the booking's price function (here no transfer credit, discount or rooms: the group pays these two)
        assert booking["total_usd"] == pytest.approx(without if own else plain)
        difference = money((plain - without) if own else (without - plain))
        assert quote["price_difference_usd"] == pytest.approx(difference)
        assert quote["new_total_usd"] == pytest.approx(plain if own else without)
        if own:  # the hotel back: a top-up of the difference
            assert quote["amount_due_usd"] == pytest.approx(difference) and quote["refund_usd"] == 0
        else:  # the hotel left out 50 days ahead: the cancellation policy's 100 % tier refunds the freed price
            assert quote["refund_usd"] == pytest.approx(-difference) and quote["amount_due_usd"] == 0
            _names_none(trip, quote["proposed"], quote.get("itinerary_days"))
        sb.data("confirmReschedule", {"booking_id": booking["booking_id"], "quote_id": quote["quote_id"]})
        assert record(sb, booking["booking_id"])["total_usd"] == pytest.approx(plain if own else without)


def test_the_model_is_offered_remove_hotel() -> None:
    item = CALCULATE_CUSTOM_TRIP["input_schema"]["properties"]["customizations"]["items"]["properties"]
    assert "remove_hotel" in item["type"]["enum"] and "remove_hotel" in item["details"]["description"]
    assert "remove_hotel" in TOOLS_BY_NAME["previewReschedule"]["input_schema"]["properties"]
