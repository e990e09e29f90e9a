"""Changing the pickup never moves the drop-off unless the request names one (relay 17 req 65: an arrival
flight given as the new pickup became the last day's drop-off on the departure day, and nobody was asked).
The result says where the trip ends; the booking, its itinerary and a later change keep that place."""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family, preview

PLACES = ["Raffles Hotel Le Royal", "Phnom Penh airport, flight landing 11:40 on 20 April", "Riverside guesthouse"]


def ends(sb: Sandbox, bid: str) -> tuple[Any, Any]:
    """Where the booked trip ends: the itinerary's drop-off and its last day's words."""
    plan = sb.data("getTripItinerary", {"booking_id": bid, "user_id": "user-a"})
    return plan["drop_off"].get("place"), plan["itinerary"][-1]["activities"]


@settings(max_examples=8, deadline=None)
@given(moves=st.lists(st.sampled_from(PLACES), min_size=1, max_size=3))
def test_a_new_pickup_keeps_the_drop_off(moves: list[str]) -> None:
    sb = Sandbox()
    bid = family(sb, adults=2, children=())["booking_id"]
    before = ends(sb, bid)
    for place in moves:
        done = sb.data("changePickup", {"booking_id": bid, "pickup_location": place, "user_id": "user-a"})
        assert done["pickup_location"] == place
        assert done["drop_off"]["changed"] is False and done["drop_off"]["place"] == before[0]
        assert ends(sb, bid) == before
    # a later change rebuilds the plan from the booking: the drop-off is still where it was
    quote = preview(sb, bid, add_activities=["Tonle Sap boat trip"])
    assert quote["proposed"]["itinerary_days"][-1]["activities"][-1] == before[1][-1]


def test_a_named_drop_off_moves_it() -> None:
    sb = Sandbox()
    bid = family(sb, adults=2, children=())["booking_id"]
    body = {"booking_id": bid, "user_id": "user-a", "pickup_location": PLACES[0], "drop_off_location": PLACES[2]}
    done = sb.data("changePickup", body)
    assert done["drop_off"]["changed"] is True and done["drop_off"]["place"] == PLACES[2]
    assert ends(sb, bid)[0] == PLACES[2]
    # and it stays there when only the pickup moves again
    again = sb.data("changePickup", {**body, "pickup_location": PLACES[1], "drop_off_location": None})
    assert again["drop_off"]["changed"] is False and ends(sb, bid)[0] == PLACES[2]


@pytest.mark.parametrize("place", PLACES)
def test_the_result_says_where_the_drop_off_stays(place: str) -> None:
    sb = Sandbox()
    bid = family(sb, adults=2, children=())["booking_id"]
    done = sb.data("changePickup", {"booking_id": bid, "pickup_location": place, "user_id": "user-a"})
    assert done["drop_off"]["says"] and done["drop_off"]["text"]


@pytest.mark.parametrize("language, script", [("KH", "\u1780-\u17ff"), ("ZH", "\u4e00-\u9fff")])
@pytest.mark.parametrize("named", [False, True])
def test_the_drop_off_word_is_in_the_sessions_language(language: str, script: str, named: bool) -> None:
    sb = Sandbox()
    bid = family(sb, adults=2, children=())["booking_id"]
    body = {"booking_id": bid, "pickup_location": PLACES[0], "user_id": "user-a", "language": language}
    if named:
        body["drop_off_location"] = PLACES[2]
    says = sb.data("changePickup", body)["drop_off"]["says"]
    assert re.search(f"[{script}]", says) and not re.search(r"[A-Za-z]{3,}", says), says
