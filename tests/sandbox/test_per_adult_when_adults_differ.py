"""The top-level price per adult is each adult's price, or says that adults pay differently (model-in-the-loop
run 53: a circus show for the 4 adults, not the child, left out of ``price_per_adult_usd`` 345 while every adult's
``travellers[]`` price was 363).

Invariant, for every result with a top-level per-adult figure (calculateCustomTrip, previewBooking, createBooking's
pricing, previewReschedule's top level and its ``current`` / ``proposed``), over groups and who takes the add-on:
when every adult pays the same, ``price_per_adult_usd`` (and ``price_per_person_usd``) is each adult's
``travellers[]`` price and no ``adults_pay_differently`` is said; when adults pay differently (an add-on some adults
take), ``price_per_adult_usd`` is the price of an adult taking none of them and ``adults_pay_differently`` names each
such add-on, what it adds for an adult taking it and how many adults do."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.policy import money
from tests.sandbox.support import TRAVEL, Sandbox
from tests.sandbox.test_changes import record

SHOW = "Phare circus show"
ADD_ON = 18.0


def _adults(result: dict[str, Any]) -> list[float]:
    return [t["price_usd"] for t in result["travellers"] if t["who"] == "adult"]


def _check(result: dict[str, Any], takers: int, adults: int, where: str) -> None:
    prices = _adults(result)
    some = result.get("adults_pay_differently")
    if len(set(prices)) == 1:
        assert result["price_per_adult_usd"] == prices[0], (where, result["price_per_adult_usd"], prices)
        assert some is None, (where, some)
    else:
        assert 0 < takers < adults, where
        assert result["price_per_adult_usd"] == min(prices), (where, prices)
        assert some == [
            {
                "activity": SHOW,
                **({"name": some[0]["name"]} if "name" in some[0] else {}),
                "price_per_adult_taking_part_usd": ADD_ON,
                "adults_taking_part": takers,
            }
        ], (where, some)
        assert max(prices) == money(min(prices) + ADD_ON), (where, prices)
    if "price_per_person_usd" in result:
        assert result["price_per_person_usd"] == result["price_per_adult_usd"], where


CASES = [
    (adults, kids, takers) for adults, kids in ((4, [3]), (2, [8]), (3, [5, 14])) for takers in range(1, adults + 1)
]


@pytest.mark.parametrize("adults, kids, takers", CASES)
def test_quote_and_booking_per_adult(adults: int, kids: list[int], takers: int) -> None:
    sb = Sandbox()
    group = {"adults": adults, "children_ages": kids}
    show = {"activity": SHOW, "day": 1, "for_adults": takers, "for_children_ages": []}
    quote = sb.data(
        "calculateCustomTrip",
        {"base_trip_id": "trip_001", "customizations": [{"type": "add_activity", "details": show}], **group},
    )
    _check(quote, takers, adults, "calculateCustomTrip")
    booked = sb.book("trip_001", people=None, user_id="user-a", **group)
    bid = booked["booking_id"]
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    change = sb.data("previewReschedule", {"booking_id": bid, "add_activities": [show]})
    _check({**change, "travellers": change["proposed"]["travellers"]}, takers, adults, "previewReschedule")
    _check(change["proposed"], takers, adults, "proposed")
    done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": change["quote_id"]})
    assert done
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    pricing = record(sb, bid)["pricing"]
    _check(pricing, takers, adults, "booking pricing")
    # the next change's quote: its current and a day less keep saying the same
    shorter = sb.data("previewReschedule", {"booking_id": bid, "new_travel_date": "2026-04-27"})
    _check(shorter["current"], takers, adults, "current")
    _check({**shorter, "travellers": shorter["proposed"]["travellers"]}, takers, adults, "moved")


def test_preview_booking_of_a_custom_trip_says_it() -> None:
    sb = Sandbox()
    group = {"adults": 4, "children_ages": [3]}
    for takers in (4, 2):
        show = {"activity": SHOW, "day": 1, "for_adults": takers, "for_children_ages": []}
        saved = sb.data(
            "customizeTrip",
            {"trip_id": "trip_001", "customizations": [{"type": "add_activity", "details": show}], **group},
        )
        where = {"travel_date": TRAVEL, "pickup_location": "Hotel lobby", **group}
        preview = sb.data("previewBooking", {"trip_id": saved["custom_trip_id"], **where})
        travellers = preview["pricing"]["travellers"]
        _check({**preview, "travellers": travellers}, takers, 4, "previewBooking")
        _check(preview["pricing"], takers, 4, "previewBooking pricing")
