"""How the group gets from the city it leaves from to the trip's destination, and back.

Every trip includes one transfer: from ``from_city`` (mostly Phnom Penh; a trip that starts in its
own town picks up there), by ``by``, about ``hours`` each way. The day-1 pickup time is for that
city (sandbox/data/practical.py); the group arrives around pickup + hours. On the last day the
group leaves the destination at ``leaves`` and is dropped back around leaves + hours. A pickup in
the destination town itself joins when the group arrives and is dropped LOCAL_HOURS after the
group leaves; a town on the route's road joins it there (``way``: sandbox/data/on_the_way.py); a town off
the route within reach is an extra priced leg there and back to the nearer join point, the start or the
destination as the group arrives (``leg``: sandbox/data/join_points.py);
from any other city the transfer is not included (``other_cities``).
A real backend replaces the numbers; the shape stays (tests/sandbox/test_data_agrees.py).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Optional

from sandbox.catalogue import CATALOGUE
from sandbox.data.airports import Airport, airport_in, met_before
from sandbox.data.hours import hhmm as hhmm, hours_text, minutes as minutes, plus
from sandbox.data.join_points import at_destination, is_local as is_local, meets_at, nearest_leg, trip_leg_line
from sandbox.data.known_cities import KNOWN_CITIES
from sandbox.data.landmarks import landmark_named
from sandbox.data.leg_words import leg_start
from sandbox.data.on_the_way import Way, on_the_way
from sandbox.data.pickup_words import pickup_place
from sandbox.data.place_names import area_names, first_hit, street_town
from sandbox.data.priced_transport import priced_by
from sandbox.data.road_hours import Leg
from sandbox.data.routes import (
    BOAT_DAYLIGHT_END as BOAT_DAYLIGHT_END,
    HOME_BY as HOME_BY,
    LOCAL_HOURS as LOCAL_HOURS,
    PIER_HOURS as PIER_HOURS,
    PP as PP,
    ROUTES as ROUTES,
    Route as Route,
)
from sandbox.group import CHILD_RATE
from sandbox.i18n import place_texts as pt, tr, trf
from sandbox.i18n.leg_texts import WAY_LINE
from sandbox.policy import money

TRANSFER_LINE = "{from_city} → {destination}: {by}, about {hours} h each way"
OTHER_CITIES = (
    "From other cities getting to {from_city} is not included: join the {time} pickup there, or meet the "
    "group at its hotel in {destination} around {arrival} on day 1 (price less the transfer, {transfer} USD an adult; your hotel there is the pickup)."
)
OTHER_CITIES_LOCAL = (
    "From other cities getting to {destination} is not included: be at your hotel there for the {time} "
    "pickup on day 1 (same price)."
)
LOCAL_LINE = "Pickup at your hotel in {from_city} ({by})"
PICKUP_LOCAL = (
    "You join in {destination}: pickup at your hotel there around {local_time}, when the group arrives from {from_city}"
)
# a private trip has no group arriving (relay j39: "when the group arrives" beside "Private: only your
# own group in the car")
PICKUP_LOCAL_PRIVATE = (
    "You start in {destination}: your driver and guide pick you up at your hotel there around {local_time}, "
    "when the programme begins"
)
# the driver takes a traveller from the pier town to the pier (relay: "the driver meets you at the
# hotel" beside "join the group at the pier")
PICKUP_PIER = "Pickup in {via} around {pier_time}, to join the group at the pier as it arrives from {from_city}"
# where in the destination (relay j36: "meet the group at its hotel" became the booking's pickup
# location, and the booking then said "pickup at your hotel there"): the traveller's own hotel
PICKUP_ELSEWHERE = (
    "Not included from {city}: join the {time} pickup in {from_city}, or make your own way to {destination} "
    "and give your hotel there as the pickup (the group collects you around {arrival}); the operator confirms."
)
PICKUP_ELSEWHERE_LOCAL = (
    "Not included from {city}: be at your hotel in {from_city} for the {time} pickup; the operator confirms."
)


def route(trip_id: str) -> Route:
    return ROUTES[trip_id]


def _names(city: str) -> tuple[str, ...]:
    return (city.lower(), tr(city, "KH").lower(), tr(city, "ZH").lower())


def _first_named(place: str, cities: list[tuple[str, str]]) -> Optional[tuple[int, str, str]]:
    """(where, city, kind) of the candidate the place names first, by its name or one of its districts
    (sandbox/data/place_names.py: whole names only); relay 14: "Meet at Otres Palm Resort ... no Phnom Penh
    pickup" is at the resort, not in Phnom Penh. A tie goes to the earlier candidate."""
    names = [(n, (city, kind)) for city, kind in cities for n in (*_names(city), *area_names(city)) if n]
    hit = first_hit(place, names)
    return (hit[0], *hit[1]) if hit else None


def _hotel_named(place: str) -> Optional[tuple[int, str]]:
    """(where, town) of the first catalogue hotel the place names (in any language): relay 15's
    pickup "莲花花园旅馆" is in Siem Reap, where the group joins, not in the route's own city."""
    names = [(n, h.region) for h in CATALOGUE.hotels.hotels for n in (h.name.en, h.name.kh, h.name.zh) if n]
    return first_hit(place, names)


@lru_cache(maxsize=4096)  # the catalogue is fixed: one scan of the names per trip and place
def _reading(trip_id: str, place: str, streets: bool) -> tuple[Optional[str], str]:
    r = ROUTES[trip_id]
    cities = [
        (r.from_city, "main"),
        *((town, "local") for town in (r.destination.split(",")[0], *r.towns)),
        *([(r.via, "pier")] if r.via else []),
        *((city, "other") for city in KNOWN_CITIES),
    ]
    found = _first_named(place, cities)
    hotel = _hotel_named(place) or landmark_named(place, tuple(c for c, kind in cities if kind != "other"))
    if hotel and (found is None or hotel[0] < found[0]) and (town := _first_named(hotel[1], cities)):
        return town[1], town[2]
    if found:
        return found[1], found[2]
    # a numbered street alone: its town when the route passes through it (never "another city" on a guess)
    street = street_town(place) if streets else None
    on_route = next((kind for city, kind in cities if city == street and kind != "other"), None)
    return (street, on_route) if street and on_route else (None, "main")


def pickup_city(trip_id: str, place: Optional[str]) -> tuple[Optional[str], str]:
    """Which city a pickup is in and what that means for the transfer: ``main`` (the route's own
    city, or a place we cannot tell: the catalogue pickup), ``local`` (in the destination town),
    ``pier`` (the town a ferry route leaves from: joins at the pier), ``other`` (another known
    city: not included). The place named first decides (a city or one of its districts, or a catalogue
    hotel or a landmark of a route city standing for its town: sandbox/data/landmarks.py), each name whole
    (sandbox/data/place_names.py); else a numbered street, in its town on the route: the one join point
    every pickup, transfer and drop-off text follows. A known town off the route within reach of a join point
    is ``leg``: an extra priced transfer from it to the nearer one (sandbox/data/join_points.py), unless it lies on the route's
    road: ``way``, the group picks up there on its way (sandbox/data/on_the_way.py)."""
    city, kind = _reading(trip_id, place, True) if place else (None, "main")
    if kind == "other" and on_the_way(trip_id, city):
        return city, "way"
    return (city, "leg") if kind == "other" and nearest_leg(trip_id, city) else (city, kind)


def way_of(trip_id: str, place: Optional[str]) -> Optional[Way]:
    """The group's way through a town on its road a pickup at ``place`` is in, else None."""
    city, kind = pickup_city(trip_id, place)
    return on_the_way(trip_id, city) if kind == "way" else None


def extra_leg(trip_id: str, place: Optional[str]) -> Optional[Leg]:
    """The extra transfer leg a pickup at ``place`` (a town off the route within reach) adds, else None: to the
    nearer of the trip's join points (sandbox/data/join_points.py)."""
    city, kind = pickup_city(trip_id, place)
    return nearest_leg(trip_id, city) if kind == "leg" else None


def names_a_place(trip_id: str, place: Optional[str]) -> bool:
    """``place`` names a city, a district, a catalogue hotel or a landmark (a numbered street alone does not)."""
    return bool(place) and _reading(trip_id, str(place), False)[0] is not None


def join_place(trip_id: str, pickup_location: Optional[str], departure_city: Optional[str]) -> Optional[str]:
    """The place the join point is read from: the pickup when it names a known place; else the session's
    departure city when that city is on the route (relay 15: a pickup naming no place read as the route's
    own start, a 6-hour bus from Phnom Penh for a family starting in Siem Reap); else the pickup itself
    (its numbered street, or a place not recognised, read at the route's start for the operator to
    confirm: never a province guessed from the departure city, as "ទួលគោក ផ្លូវ៣១៥" was read in Pursat)."""
    if not pickup_location or names_a_place(trip_id, pickup_location):
        return pickup_location or departure_city
    city, kind = pickup_city(trip_id, departure_city)
    return departure_city if city is not None and kind not in ("other", "leg") else pickup_location


def unrecognised(trip_id: str, pickup_location: Optional[str], departure_city: Optional[str]) -> bool:
    """A pickup whose words name no place we know, read nowhere else: the operator confirms where it is."""
    place = join_place(trip_id, pickup_location, departure_city)
    return bool(pickup_location) and pickup_city(trip_id, place)[0] is None


def joined_in(trip_id: str, pickup_location: Optional[str], departure_city: Optional[str]) -> Optional[str]:
    """The city a booking is picked up in now (its pickup's city, else the join point's): where a new pickup
    that names no city is read (relay 27 req 48: "the crab statue near the crab market" for a family joining
    in Kep was read in their departure city Kratie and refused as off the route)."""
    place = join_place(trip_id, pickup_location, departure_city)
    return pickup_city(trip_id, place)[0] or departure_city


def arrival(trip_id: str, pickup_time: str) -> str:
    return plus(pickup_time, ROUTES[trip_id].hours)


def leg_times(trip_id: str, place: Optional[str], pickup_time: str, leaves: Optional[str] = None) -> tuple[str, str]:
    """(day-1 pickup, last-day drop-off) for a pickup at ``place`` (ICT); the group leaves the
    destination at ``leaves`` (the last day's own leaving time: sandbox/data/day_times.py), else at
    the route's."""
    start, end = _leg_times(trip_id, place, pickup_time, leaves)
    airport = airport_at(trip_id, place)  # met there at the start; its drive after the end
    if airport is None:
        return start, end
    if in_destination(trip_id, place or ""):  # met at the destination's airport its drive before the group arrives
        start = plus(start, -airport.road_hours)
    return start, plus(end, airport.road_hours)


def airport_at(trip_id: str, place: Optional[str]) -> Optional[Airport]:
    """The airport a pickup or drop-off ``place`` names in a city on the route (sandbox/data/airports.py)."""
    city, kind = pickup_city(trip_id, place)
    return airport_in(place, city) if kind in ("main", "local") else None


def _leg_times(trip_id: str, place: Optional[str], pickup_time: str, leaves: Optional[str] = None) -> tuple[str, str]:
    r = ROUTES[trip_id]
    away = leaves or r.leaves
    _, kind = pickup_city(trip_id, place)
    if (leg := extra_leg(trip_id, place)) is not None:  # the leg's own ride before and after the group's
        ride_home = 0.0 if at_destination(trip_id, leg) else r.hours  # met at the destination: left there
        return leg_start(leg, meets_at(trip_id, leg, pickup_time))[0], plus(away, ride_home + leg.hours)
    if (way := way_of(trip_id, place)) is not None:  # on the group's road: its ride there and back
        return plus(pickup_time, way.after_hours), plus(away, way.hours)
    if kind == "local" and not is_local(trip_id):  # picked up as the group arrives (relay j21: not before)
        return arrival(trip_id, pickup_time), plus(away, LOCAL_HOURS)
    if kind == "pier":
        return plus(arrival(trip_id, pickup_time), -PIER_HOURS), plus(away, PIER_HOURS)
    return pickup_time, plus(away, r.hours)


def pickup_town(trip_id: str, place: Optional[str]) -> str:
    """The city whose pickup time an answer gives for ``place``: where the group comes by, else
    the route's own city (another city joins there)."""
    city, kind = pickup_city(trip_id, place)
    return city if city and kind != "other" else ROUTES[trip_id].from_city


def not_included_from(trip_id: str, place: Optional[str]) -> bool:
    """A pickup in another known city: the transfer from it is not included (``elsewhere``)."""
    return pickup_city(trip_id, place)[1] == "other"


def joins_on_the_way(trip_id: str, place: str) -> bool:
    """A traveller at ``place`` joins the group on its way (in the destination town, at the pier, or by an
    extra leg to the destination), later than the route's own pickup."""
    leg_there = at_destination(trip_id, extra_leg(trip_id, place))
    return pickup_city(trip_id, place)[1] == "pier" or in_destination(trip_id, place) or leg_there


def in_destination(trip_id: str, place: str) -> bool:
    """A traveller at ``place`` is in the destination town of a trip that starts elsewhere: the
    group's rides to and from it are not theirs."""
    return pickup_city(trip_id, place)[1] == "local" and not is_local(trip_id)


def _fill(trip_id: str, pickup_time: str, language: str, mode: Optional[str] = None) -> dict[str, str]:
    r = ROUTES[trip_id]
    return {
        "from_city": tr(r.from_city, language),
        "destination": tr(r.destination, language),
        "by": tr(priced_by(r.by, mode), language),  # the priced transport (issue 37)
        "hours": hours_text(r.hours),
        "time": pickup_time,
        "arrival": arrival(trip_id, pickup_time),
        "local_time": arrival(trip_id, pickup_time),
        "pier_time": plus(arrival(trip_id, pickup_time), -PIER_HOURS),
        "via": tr(r.via or "", language),
        # what joining at the destination takes off one adult's price (relay 23 req 8: said with no figure)
        "transfer": f"{float(CATALOGUE.trip(trip_id).transfer_usd):g}",
    }


def transfer_line(trip_id: str, pickup_time: str, language: str, mode: Optional[str] = None) -> str:
    """One short line for a trip summary: from where, how and how long."""
    return trf(
        LOCAL_LINE if is_local(trip_id) else TRANSFER_LINE, language, **_fill(trip_id, pickup_time, language, mode)
    )


def pickup_transfer(
    trip_id: str, place: Optional[str], pickup_time: str, language: str, mode: Optional[str] = None
) -> str:
    """The booking's transfer in one line (the booking card): the route, or what a pickup in the
    destination town or in another city means."""
    city, kind = pickup_city(trip_id, place)
    if kind == "other" and city:
        return elsewhere(trip_id, tr(city, language), pickup_time, language, mode)
    if (leg := extra_leg(trip_id, place)) is not None:
        return trip_leg_line(trip_id, leg, pickup_time, language)
    if (way := way_of(trip_id, place)) is not None:
        fill = _fill(trip_id, pickup_time, language, mode)
        times = {"way_time": plus(pickup_time, way.after_hours), "hours": hours_text(way.hours)}
        return trf(WAY_LINE, language, **{**fill, **times, "town": tr(way.town, language)})
    if kind == "local" and not is_local(trip_id):
        private = priced_by(ROUTES[trip_id].by, mode).startswith("private")
        if (airport := airport_in(place, city)) is not None:  # met there, its drive before the group's arrival
            local = pt.PICKUP_LOCAL_PRIVATE_AIRPORT if private else pt.PICKUP_LOCAL_AIRPORT
            fill = _fill(trip_id, pickup_time, language, mode)
            named = own_spot(place, city) or pickup_place(place or "")  # the place as the booking gives it
            return trf(local, language, pickup=named, **fill, **met_before(airport, fill["local_time"]))
        spot = own_spot(place, city)
        if spot:  # the place the booking names, never "your hotel there" beside it (relay 9)
            local = pt.PICKUP_LOCAL_PRIVATE_AT if private else pt.PICKUP_LOCAL_AT
            return trf(local, language, pickup=spot, **_fill(trip_id, pickup_time, language, mode))
        local = PICKUP_LOCAL_PRIVATE if private else PICKUP_LOCAL
        return trf(local, language, **_fill(trip_id, pickup_time, language, mode))
    if kind == "pier":
        return trf(PICKUP_PIER, language, **_fill(trip_id, pickup_time, language, mode))
    spot = own_spot(place, city) if city else (pickup_place(place) if place else None)  # not known: as given
    if spot and is_local(trip_id):  # the place the booking names, never "your hotel" beside it (relay 57 req 28)
        return trf(pt.LOCAL_AT, language, pickup=spot, **_fill(trip_id, pickup_time, language, mode))
    return transfer_line(trip_id, pickup_time, language, mode)


def by_boat(trip_id: str) -> bool:
    """The route has a boat leg (a ferry or a boat)."""
    r = ROUTES.get(trip_id)
    return r is not None and any(w in r.by for w in ("ferry", "boat"))


def latest_leaving(trip_id: str) -> str:
    """The latest the group can leave the destination (ICT): the ride home arrives by HOME_BY from
    any join point, and a boat leg leaves before the route's last boat (else BOAT_DAYLIGHT_END)."""
    r = ROUTES[trip_id]
    home = plus(HOME_BY, -max(r.hours, PIER_HOURS, LOCAL_HOURS))
    boat = (r.last_boat or BOAT_DAYLIGHT_END) if by_boat(trip_id) else HOME_BY
    return min(home, boat, key=minutes)


def boat_leg(trip_id: str, language: str) -> Optional[str]:
    """For a trip reached by boat, what travelling yourselves means for the boat (and its price)."""
    r = ROUTES.get(trip_id)
    if r is None or not by_boat(trip_id):
        return None
    pier = r.via or (r.from_city if r.hours <= 2 else r.destination.split(",")[0])
    return trf(pt.BOAT_SELF_TRAVEL, language, pier=tr(pier, language), destination=tr(r.destination, language))


def own_spot(place: Optional[str], city: Optional[str]) -> Optional[str]:
    """The pickup point's place when it names more than its town (an airport, a hotel), else None."""
    if not place or not city:
        return None
    spot = pickup_place(place)
    rest = spot.lower()
    for name in _names(city):
        rest = rest.replace(name, "") if name else rest
    return spot if any(ch.isalnum() for ch in rest) else None


def elsewhere(trip_id: str, city: str, pickup_time: str, language: str, mode: Optional[str] = None) -> str:
    """The transfer from ``city`` is not included: where to join the group instead."""
    template = PICKUP_ELSEWHERE_LOCAL if is_local(trip_id) else PICKUP_ELSEWHERE
    return trf(template, language, city=city, **_fill(trip_id, pickup_time, language, mode))


def departure_line(
    trip_id: str, departure_city: str, pickup_time: str, language: str, mode: Optional[str] = None
) -> str:
    """A suggestion's line for the traveller's departure city: the route when it starts there (or
    in the destination town), else that the transfer from that city is not included."""
    city, kind = pickup_city(trip_id, departure_city)
    if city is None and departure_city.strip():  # a city we do not list is another city
        return elsewhere(trip_id, departure_city.strip(), pickup_time, language, mode)
    return pickup_transfer(trip_id, departure_city, pickup_time, language, mode)


def getting_there(
    trip_id: str, place: Optional[str], pickup_time: str, language: str, mode: Optional[str] = None
) -> dict[str, Any]:
    """The trip's transfer as a tool answers it; with the booking's pickup, what it means for it."""
    r = ROUTES[trip_id]
    fill = _fill(trip_id, pickup_time, language, mode)
    local = is_local(trip_id)
    city, kind = pickup_city(trip_id, place)
    if city and kind == "local" and not local:
        # joining in the destination town: the group's long transfer is not theirs (relay j21, j24:
        # "from Phnom Penh, 6 h each way" read as a contradiction to a family already in Siem Reap)
        return {
            "to": fill["destination"],
            "pickup_in": tr(city, language),
            "pickup_included": True,
            "pickup_note": pickup_transfer(trip_id, place, pickup_time, language, mode),
        }
    out: dict[str, Any] = {
        **({"to": fill["destination"]} if r.destination != r.from_city else {}),
        "from": fill["from_city"],
        "by": fill["by"],
        "hours_each_way": r.hours,
        "arrive_about": fill["arrival"],
        "other_cities": trf(OTHER_CITIES_LOCAL if local else OTHER_CITIES, language, **fill),
    }
    leg = extra_leg(trip_id, place)
    if not local and (not (city and kind != "other") or at_destination(trip_id, leg)):  # what joining there takes off
        out["transfer_per_adult_usd"] = float(fill["transfer"])  # the part of the price it takes off
        # each band's part (relay 27 req 8: nothing said for a 6-year-old); under 4 pay nothing, 12+ as adults
        out["transfer_per_child_4_to_11_usd"] = money(float(fill["transfer"]) * CHILD_RATE)
    if (way := way_of(trip_id, place)) is not None:  # the town's own ride on the group's road
        way_time = plus(pickup_time, way.after_hours)
        out.update({"from": tr(way.town, language), "hours_each_way": way.hours})
        out["arrive_about"] = plus(way_time, way.hours)
    if leg is not None and at_destination(trip_id, leg):  # met in the destination: the group's ride is not theirs
        out.update({"from": tr(leg.town, language), "by": tr("private car", language), "hours_each_way": leg.hours})
    if leg is not None:  # what the extra leg costs, each band (sandbox/totals.py), and where it meets the group
        out["extra_leg"] = {"to": tr(leg.to, language), "hours_each_way": leg.hours, "per_adult_usd": leg.per_adult_usd}
        out["extra_leg"]["meets_group_at"] = meets_at(trip_id, leg, pickup_time)
        out["extra_leg"]["per_child_4_to_11_usd"] = money(leg.per_adult_usd * CHILD_RATE)
    if city:
        out["pickup_in"] = tr(city, language)
        out["pickup_included"] = kind != "other"
        if kind != "main":
            out["pickup_note"] = pickup_transfer(trip_id, place, pickup_time, language, mode)
    return out
