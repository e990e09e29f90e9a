"""Practical facts a traveller asks about once a trip is chosen: pickup time and meeting point,
the allergens of the meals we know, what to bring by environment and season.

Everything here is data the model may cite; where we do not know (most meals), the answer says
so and names who confirms (the operator), never a guess.
"""

from __future__ import annotations

from datetime import date
from typing import Any, Optional

from sandbox.data.airports import airport_facts, meeting_words, road_words
from sandbox.data.getting_there import (
    airport_at,
    boat_leg,
    leg_times,
    not_included_from,
    pickup_city,
    pickup_town,
    pickup_transfer,
    transfer_line,
)
from sandbox.data.pickup_words import spot_words
from sandbox.i18n import tr, tr_list, trf
from sandbox.i18n.place_texts import PLACE_NOT_RECOGNISED

# Departure pickup on day 1, Cambodia time (ICT). Trips that start on a ferry or at sunrise leave
# earlier; luxury transfers later in the morning.
DEFAULT_PICKUP_TIME = "07:30"
PICKUP_TIME: dict[str, str] = {
    "trip_003": "09:00",
    "trip_006": "10:00",
    "trip_009": "09:00",
    "trip_010": "06:30",
    "trip_011": "06:30",
    "trip_012": "08:00",
    "trip_015": "08:00",
    "trip_017": "06:00",  # nine hours of road to Banlung before the crater lake swim
    "trip_018": "08:00",
}
PICKUP_TIME_ZONE = "ICT (UTC+7)"
MEETING_POINT_GIVEN = "The driver meets you at {pickup} (the pickup point of the booking)."
MEETING_POINT_UNKNOWN = "At {time} on day 1, at the pickup point you give when booking (e.g. your hotel in {city})."
SELF_DRIVE_MEETING = "You drive yourselves: meet the guide at the first hotel (check-in from 14:00)."

OPERATOR_CONFIRMS = "Passed to the tour operator, who confirms it before travel; not confirmed yet."
SPECIAL_REQUESTS_STATUS = (
    f"{OPERATOR_CONFIRMS} Allergy, medical and mobility needs are also checked by DerLg's operations team."
)
LUNCH_END = "13:00"  # a day's lunch needs the group there until then (sandbox/plan.py)
UNKNOWN_ALLERGENS = "unknown: the operator confirms"
# Which meal an activity of the itinerary is (first keyword that matches): a day whose activities
# include a meal includes that meal, and the meal's allergens come only from that activity.
MEAL_KEYWORDS: tuple[tuple[str, str], ...] = (
    ("breakfast", "Breakfast"),
    ("sunrise picnic", "Breakfast"),
    ("lunch", "Lunch"),
    ("picnic", "Lunch"),
    ("cooking class", "Lunch"),  # the class ends with the lunch the group cooked
    ("dinner", "Dinner"),
    ("barbecue", "Dinner"),
)
# Dishes whose common allergens we know, by a keyword of the activity that is the meal.
KNOWN_DISHES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("crab", ("shellfish", "fish sauce (fish)")),
    ("seafood", ("shellfish", "fish")),
    ("barbecue", ("fish", "shellfish", "soy")),
    ("cooking class", ("peanuts", "fish sauce (fish)", "soy")),
    ("apsara dance dinner", ("peanuts", "fish sauce (fish)")),
    ("pepper", ("shellfish",)),
)

SEASONS = {"dry": "dry season (November to April)", "wet": "wet season (May to October)"}
BRING_ALWAYS = (
    "Passport (and a copy); Cambodian citizens: national ID card",
    "Sun protection: hat and sunscreen",
    "Insect repellent",
    "Cash in USD and riel",
)
BRING_BY_ENVIRONMENT: dict[str, tuple[str, ...]] = {
    "TEMPLE": ("Clothes covering shoulders and knees for the temples", "Comfortable walking shoes"),
    # every city trip visits pagodas; not all the Royal Palace (relay j26: Battambang)
    "CITY": ("Clothes covering shoulders and knees for pagodas and palaces", "Comfortable walking shoes"),
    "BEACH": ("Swimwear", "Reef-safe sunscreen", "Sandals"),
    "ISLAND": ("Swimwear", "A dry bag for the boat", "Enough cash: few ATMs on the islands"),
    "MOUNTAIN": ("A warm layer for cool evenings", "Hiking shoes"),
    "FOREST": ("Hiking shoes", "Long trousers and long sleeves against insects"),
}
BRING_BY_SEASON: dict[str, tuple[str, ...]] = {
    "dry": ("A refillable water bottle (2 litres a day in the heat)",),
    "wet": ("A light rain jacket", "Quick-drying clothes"),
}


def season_of(day: date) -> str:
    return "wet" if 5 <= day.month <= 10 else "dry"


def pickup_time(trip_id: str, pickup_location: Optional[str] = None) -> str:
    """Day 1's pickup (ICT) for a pickup at ``pickup_location`` (sandbox/data/getting_there.py)."""
    return leg_times(trip_id, pickup_location, PICKUP_TIME.get(trip_id, DEFAULT_PICKUP_TIME))[0]


def pickup_facts(
    trip_id: str,
    pickup_location: Optional[str],
    self_drive: bool,
    language: str = "EN",
    place: Optional[str] = None,
    mode: Optional[str] = None,
) -> dict[str, Any]:
    """Day-1 pickup: time (ICT) and where to meet; the sentence the model can quote. The time and
    transfer are for ``place`` (the pickup, else the session's departure city) when given."""
    if self_drive:
        return {
            "required": False,
            "time": None,
            "time_zone": PICKUP_TIME_ZONE,
            "meeting_point": tr(SELF_DRIVE_MEETING, language),
            **({"boat": boat} if (boat := boat_leg(trip_id, language)) else {}),
        }
    place = place or pickup_location
    time = pickup_time(trip_id, place)
    transfer = pickup_transfer(trip_id, place, PICKUP_TIME.get(trip_id, DEFAULT_PICKUP_TIME), language, mode)
    if pickup_location and not_included_from(trip_id, pickup_location):
        # no driver comes to another city: where to join the group instead; the transfer is the route's
        where, transfer = (
            transfer,
            transfer_line(trip_id, PICKUP_TIME.get(trip_id, DEFAULT_PICKUP_TIME), language, mode),
        )
    elif pickup_location:
        where = trf(MEETING_POINT_GIVEN, language, pickup=spot_words(pickup_location))
    else:
        where = trf(MEETING_POINT_UNKNOWN, language, time=time, city=tr(pickup_town(trip_id, place), language))
    airport = airport_at(trip_id, pickup_location) if pickup_location else None
    if airport is not None:  # the current airport by name, where the driver waits, its drive in the times
        where = meeting_words(airport, language)
        transfer = f"{road_words(airport, language)} {transfer}"
    town = tr(pickup_town(trip_id, place), language)
    out: dict[str, Any] = {
        "required": True,
        "location": pickup_location,
        "time": time,
        "time_zone": PICKUP_TIME_ZONE,
        "meeting_point": where,
        "transfer": transfer,
        **({"airport": airport_facts(airport, language, pickup_location)} if airport else {}),
    }
    if pickup_location and pickup_city(trip_id, place)[0] is None:  # a place we do not know, never a guessed city
        out["place_check"] = trf(PLACE_NOT_RECOGNISED, language, pickup=spot_words(pickup_location), city=town)
    return out


def meal_of(activity: str) -> Optional[str]:
    """The meal an activity is ("Seafood barbecue": Dinner), or None for a sight or a transfer."""
    low = activity.lower()
    return next((meal for keyword, meal in MEAL_KEYWORDS if keyword in low), None)


def meal_allergens(meal: str, activities: list[str], language: str = "EN") -> dict[str, Any]:
    """One meal of a day with the common allergens we know (from the activity that is this meal),
    else the honest 'unknown'."""
    for activity in activities:
        if meal_of(activity) != meal:
            continue
        low = activity.lower()
        for keyword, allergens in KNOWN_DISHES:
            if keyword in low:
                return {
                    "meal": tr(meal, language),
                    "with": tr(activity, language),
                    "common_allergens": tr_list(allergens, language),
                }
    return {"meal": tr(meal, language), "common_allergens": tr(UNKNOWN_ALLERGENS, language)}


def what_to_bring(environment: str, travel_date: Optional[date], language: str = "EN") -> dict[str, Any]:
    """What to pack for the trip's environment; the season's items when the date is known."""
    items = tr_list([*BRING_ALWAYS, *BRING_BY_ENVIRONMENT.get(environment, ())], language)
    if travel_date is None:
        return {
            "season": None,
            "items": items,
            "by_season": {tr(SEASONS[s], language): tr_list(v, language) for s, v in BRING_BY_SEASON.items()},
        }
    season = season_of(travel_date)
    return {"season": tr(SEASONS[season], language), "items": [*items, *tr_list(BRING_BY_SEASON[season], language)]}
