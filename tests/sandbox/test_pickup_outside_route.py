"""A pickup moved out of the trip's route (relay 19 req 44: Phnom Penh to Kampong Thom, "no charge,
pickup time stays 07:30", though the trip starts from Phnom Penh): changePickup keeps a pickup only
in the trip's departure city, its destination (where the group may join) or its pier town, or moves it to a
town within reach of the start as a priced extra leg (tests/sandbox/test_extra_leg.py); any other
Cambodian town is refused with the reason and what to do, and the booking keeps its pickup."""

from __future__ import annotations

from hypothesis import event, given, settings, strategies as st

from sandbox.data.getting_there import ROUTES
from sandbox.data.road_hours import leg_between
from tests.sandbox.support import Sandbox
from tests.sandbox.test_price_for_days import paid_booking

# (English name, as a traveller writes it): the provinces and towns, in English and Khmer
TOWNS = [
    ("Kampong Thom", "my sister's house near the market, Kampong Thom"),
    ("Kampong Thom", "ផ្ទះបងប្អូនខ្ញុំ នៅក្បែរផ្សារកំពង់ធំ"),
    ("Kampong Chhnang", "Kampong Chhnang bus stop"),
    ("Kampong Speu", "Kampong Speu town"),
    ("Prey Veng", "ព្រៃវែង"),
    ("Svay Rieng", "Svay Rieng provincial hall"),
    ("Stung Treng", "Riverside guesthouse, Stung Treng"),
    ("Banteay Meanchey", "Banteay Meanchey"),
    ("Pailin", "Pailin market"),
    ("Kratie", "ក្រចេះ"),
    ("Takeo", "Takeo"),
    ("Siem Reap", "Old Market, Siem Reap"),
    ("Phnom Penh", "Riverside hotel, Phnom Penh"),
    ("Kampot", "Kampot riverside guesthouse"),
    ("Kep", "Kep crab market"),
    ("Sihanoukville", "Sihanoukville bus station"),
    ("Mondulkiri", "Mondulkiri"),
    ("Koh Kong", "Koh Kong town"),
    # beyond an extra leg's reach of every start but their own routes': nine hours by road, an island
    ("Ratanakiri", "Ratanakiri, lakeside guesthouse"),
    ("Koh Rong", "Coconut Beach bungalow, Koh Rong"),
]


def on_the_route(trip_id: str, town: str) -> bool:
    """The departure city, the destination and its towns, or the pier: where the group comes by."""
    r = ROUTES[trip_id]
    places = {r.from_city, r.destination.split(",")[0], *r.towns, *([r.via] if r.via else [])}
    return town.lower() in {p.lower() for p in places}


def within_reach(trip_id: str, town: str) -> bool:
    """A town off the route a pickup may be in as an extra priced leg to the route's start."""
    return not on_the_route(trip_id, town) and leg_between(town, ROUTES[trip_id].from_city) is not None


@settings(max_examples=30, deadline=None)
@given(trip_id=st.sampled_from(sorted(ROUTES)), town=st.sampled_from(TOWNS), own=st.integers(0, 2))
def test_a_pickup_off_the_route_is_refused_with_what_to_do(trip_id: str, town: tuple[str, str], own: int) -> None:
    sb = Sandbox()
    bid, _ = paid_booking(sb, trip_id)
    name, written = town
    if own == 1:  # the route's own start, or its destination town
        name = ROUTES[trip_id].from_city
        written = f"Guesthouse near the market, {name}"
    elif own == 2:
        name = ROUTES[trip_id].destination.split(",")[0]
        written = f"My hotel in {name}"
    before = sb.data("getTripItinerary", {"trip_id": trip_id, "booking_id": bid})
    resp = sb.call("changePickup", {"booking_id": bid, "pickup_location": written})
    event("on the route" if on_the_route(trip_id, name) else "off the route")
    if on_the_route(trip_id, name) or within_reach(trip_id, name):  # moved, or a priced change to quote
        assert resp.status_code == 200 or resp.json()["error"]["code"] == "PICKUP_CHANGES_PRICE", resp.text
        return
    assert resp.status_code == 409, (trip_id, written, resp.text)
    error = resp.json()["error"]
    r = ROUTES[trip_id]
    assert error["code"] == "PICKUP_OUTSIDE_ROUTE"
    assert name in error["message"] and r.from_city in error["message"]  # the reason
    assert r.from_city in error["details"]["next_step"]  # what to do: meet at the start, or join there
    assert r.destination.split(",")[0] in error["details"]["next_step"]
    after = sb.data("getTripItinerary", {"trip_id": trip_id, "booking_id": bid})
    assert after["pickup"] == before["pickup"]  # nothing moved
