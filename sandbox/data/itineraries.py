"""Day-by-day plans of each trip (sandbox/catalogue/trips/*.yaml) as (title, activities) in English,
as a plan is kept (sandbox/plan.py), and what each tier includes. Hotels come from the trip's
``hotels``."""

from __future__ import annotations

from sandbox.catalogue import CATALOGUE

DAYS: dict[str, list[tuple[str, list[str]]]] = {
    trip.id: [(day.title.en, [a.en for a in day.activities]) for day in trip.days] for trip in CATALOGUE.trips
}

MEALS = ("Breakfast", "Lunch", "Dinner")

# What every package of a tier includes besides meals and the guide (both depend on the trip).
INCLUDED: dict[str, list[str]] = {
    "budget": ["Guesthouse accommodation", "Shared minibus transport with driver, pickup included", "Entrance fees listed in the itinerary"],
    "standard": ["3-4 star hotel", "Private air-conditioned car", "Entrance fees", "Bottled water"],
    "luxury": ["5-star accommodation", "Private driver and vehicle", "Entrance fees", "Spa treatment",
               "Private transfers"],  # pickup and drop-off at the booking's pickup point (relay j15)
}
# What a self-drive group does not get (its credit is the transport: sandbox/data/pricing.py).
TRANSPORT_INCLUDED = frozenset(
    {
        "Shared minibus transport with driver, pickup included",
        "Private air-conditioned car",
        "Private driver and vehicle",
        "Private transfers",
    }
)
GUIDE = {"budget": "guide on tour days", "standard": "licensed guide", "luxury": "private expert guide"}
# The shared minibus group (budget tier): its trips take at most this many travellers a departure
# (catalogue max_group; relay 10 req 11: compareTrips said 40 beside "a small group of up to 12").
SHARED_GROUP_MAX = 12
# Who the traveller travels with (relay j36: a woman travelling alone asked "a group, or alone with
# a driver?" and no tool said): the tier's transport decides it.
GROUP_FORMAT = {
    "budget": "Shared: a small group of up to 12 travellers in a minibus, with a guide on tour days",
    "standard": "Private: only your own group in the car, with your own licensed guide",
    "luxury": "Private: only your own group, with your own driver and expert guide",
}

