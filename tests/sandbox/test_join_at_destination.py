"""A group that meets the trip at its destination (the transfer credit: its pickup in the destination
town): for every trip x meeting point x language x trip length, ``included`` names no transfer the
group does not get, day 1 names the meeting place once, no text claims a short journey (where the group
comes from is not known), and the last day ends at the destination meeting point."""

from __future__ import annotations

import json

import pytest

from sandbox.data.getting_there import ROUTES, in_destination, own_spot, pickup_city
from sandbox.data.itineraries import TRANSPORT_INCLUDED
from sandbox.data.pickup_words import pickup_place
from sandbox.data.trips import get_trip
from sandbox.i18n import tr
from sandbox.plan import plan_for
from sandbox.plan_localized import localized_plan

# what "no long drive" said in each language (relay 31: a family driving from Kampong Speu to Kampot)
SHORT_JOURNEY_CLAIMS = ("no long drive", "no need to travel", "មិនចាំបាច់ធ្វើដំណើរឆ្ងាយ", "无需长途")
LANGUAGES = ("EN", "KH", "ZH")
CHANGES: dict[str, list[dict[str, object]]] = {
    "as booked": [],
    "shortened": [{"type": "remove_day", "details": {}}],
    "lengthened": [{"type": "add_day", "details": {"activities": ["Free day"]}}],
}


def _meeting_points(trip_id: str) -> list[str]:
    town = ROUTES[trip_id].destination.split(",")[0]
    return [town, f"Riverside Guesthouse, {town}"]


CASES = [
    (trip_id, place, language, change)
    for trip_id in ROUTES
    for place in _meeting_points(trip_id)
    if in_destination(trip_id, place)
    for language in LANGUAGES
    for change in CHANGES
]


def _plan(trip_id: str, place: str, language: str, change: str) -> dict[str, object]:
    trip = get_trip(trip_id)
    assert trip is not None
    try:
        plan = plan_for(trip, CHANGES[change])
    except Exception:  # a trip that cannot be shortened or lengthened this way: the base plan stands
        plan = plan_for(trip, [])
    return localized_plan(trip, plan, language, pickup_location=place)


def test_some_trips_join_at_their_destination() -> None:
    assert len({c[0] for c in CASES}) >= 10


@pytest.mark.parametrize(("trip_id", "place", "language", "change"), CASES)
def test_joining_at_the_destination(trip_id: str, place: str, language: str, change: str) -> None:
    data = _plan(trip_id, place, language, change)
    included = data["included"]
    assert isinstance(included, list)
    transfers = {tr(line, language) for line in TRANSPORT_INCLUDED}
    assert not transfers & set(included), included
    text = json.dumps(data, ensure_ascii=False).lower()
    assert not [c for c in SHORT_JOURNEY_CLAIMS if c.lower() in text]
    days = data["itinerary"]
    assert isinstance(days, list)
    first = days[0]["activities"][0]
    town = pickup_city(trip_id, place)[0]
    spot = own_spot(place, town)
    names = [spot] if spot else [tr(town or "", language), tr(ROUTES[trip_id].destination, language)]
    assert any(first.count(name) == 1 for name in names), first  # the meeting place (or its town), said once
    assert first.count(days[0]["starts_at"]) == 1, first  # and its time
    end = data["drop_off"]
    assert isinstance(end, dict)
    assert end["place"] in (*names, pickup_place(place))
    assert days[-1]["activities"][-1] == end["text"]
