"""One join point for every pickup, transfer and drop-off text (issue 37, relay 14 req 15/22/24,
relay 15 req 18/22/27/34): a pickup at a catalogue hotel, or worded "Meet at <resort> ... (no
Phnom Penh pickup)", joins where that hotel's town joins; the plan every result shows (previewBooking,
createBooking, the booking context, previewReschedule) then says one time on day 1 and one drop-off,
never the route's early pickup or its long transfer for a group that joins in the destination."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from sandbox.catalogue import CATALOGUE
from sandbox.data.getting_there import ROUTES, leg_times, pickup_city, transfer_line
from sandbox.data.practical import DEFAULT_PICKUP_TIME, PICKUP_TIME
from sandbox.data.trips import TRIPS_BY_ID
from sandbox.plan import plan_for
from sandbox.plan_localized import localized_plan

LANGS = ("EN", "KH", "ZH")
TRIP_IDS = sorted(ROUTES)
HOTELS = CATALOGUE.hotels.hotels


def _hotel_name(hotel: object, language: str) -> str:
    return str(getattr(hotel.name, language.lower()))  # type: ignore[attr-defined]


def _texts(plan: dict) -> str:
    days = [a for d in plan["itinerary"] for a in d["activities"]]
    return " ".join([*days, str(plan["pickup"]), str(plan["drop_off"]), str(plan.get("getting_there"))])


@settings(max_examples=120, deadline=None)
@given(
    trip_id=st.sampled_from(TRIP_IDS),
    hotel=st.sampled_from(HOTELS),
    language=st.sampled_from(LANGS),
    lead=st.sampled_from(("", "Meet at ", "meet us at ")),
    note=st.sampled_from(("", " (we come by own taxi; no Phnom Penh pickup)")),
)
def test_a_hotel_pickup_joins_where_its_town_joins(
    trip_id: str, hotel: object, language: str, lead: str, note: str
) -> None:
    region = hotel.region  # type: ignore[attr-defined]
    kind = pickup_city(trip_id, region)[1]
    pickup = f"{lead}{_hotel_name(hotel, language)}{note}"
    assert pickup_city(trip_id, pickup)[1] == kind  # the town itself may be named in the hotel's name
    trip = TRIPS_BY_ID[trip_id]
    plan = localized_plan(trip, plan_for(trip, []), language, pickup_location=pickup)
    start, end = leg_times(trip_id, region, PICKUP_TIME.get(trip_id, DEFAULT_PICKUP_TIME))
    if kind != "other":  # another city's text says where to join instead
        assert plan["pickup"]["time"] == start
        assert plan["itinerary"][0]["starts_at"] == start
        assert plan["drop_off"]["time"] == end
    texts = _texts(plan)
    assert "at Meet at" not in texts and "at meet us at" not in texts
    if kind == "local" and ROUTES[trip_id].hours > 0.5:
        # joining in the destination: the route's long transfer is not theirs
        route_line = transfer_line(trip_id, PICKUP_TIME.get(trip_id, DEFAULT_PICKUP_TIME), language)
        assert route_line not in texts
        assert "hours_each_way" not in plan["getting_there"]


@settings(max_examples=60, deadline=None)
@given(trip_id=st.sampled_from(TRIP_IDS), language=st.sampled_from(LANGS))
def test_a_pickup_in_the_routes_own_city_keeps_the_routes_times(trip_id: str, language: str) -> None:
    r = ROUTES[trip_id]
    trip = TRIPS_BY_ID[trip_id]
    plan = localized_plan(trip, plan_for(trip, []), language, pickup_location=f"Our hotel, {r.from_city}")
    start, end = leg_times(trip_id, None, PICKUP_TIME.get(trip_id, DEFAULT_PICKUP_TIME))
    assert plan["pickup"]["time"] == plan["itinerary"][0]["starts_at"] == start
    assert plan["drop_off"]["time"] == end


UNNAMED = ("Our guesthouse", "the little place near the night market", "我们的民宿", "ផ្ទះសំណាក់របស់យើង")


@settings(max_examples=80, deadline=None)
@given(
    trip_id=st.sampled_from(TRIP_IDS),
    language=st.sampled_from(LANGS),
    pickup=st.sampled_from(UNNAMED),
    departure=st.sampled_from(sorted({c for r in ROUTES.values() for c in (r.from_city, r.destination.split(",")[0])})),
)
def test_a_pickup_naming_no_known_place_joins_at_the_departure_city(
    trip_id: str, language: str, pickup: str, departure: str
) -> None:
    """Relay 15: a pickup naming neither a known city nor a catalogue hotel read as the route's own start;
    it joins where the session's departure city joins (the plan as that city would have it)."""
    assert pickup_city(trip_id, pickup)[0] is None  # it names nothing we know
    trip = TRIPS_BY_ID[trip_id]
    shown = localized_plan(trip, plan_for(trip, []), language, pickup_location=pickup, departure_city=departure)
    # a departure city off the route (an extra leg's town too) is no join point: the unnamed pickup is the route's
    joins = departure if pickup_city(trip_id, departure)[1] not in ("other", "leg") else None
    start, end = leg_times(trip_id, joins, PICKUP_TIME.get(trip_id, DEFAULT_PICKUP_TIME))
    assert shown["pickup"]["time"] == start and shown["drop_off"]["time"] == end
    assert shown["itinerary"][0]["starts_at"] == start
