"""What an added day (customisation ``add_day``) holds, by the trip's region: concrete outings of
the destination with the lunch they include, two different days per region. An added day holds no
visit the plan already has (base days, added activities, earlier added days: sandbox/data/ties.py):
the next day of the region is taken instead (its ``already_in_plan`` empty: it left nothing out), and when
every one repeats something, the region's day without what repeats (and what depends on it), what it left
out listed as its ``already_in_plan``. Everything listed is included in the add_day price (sandbox/data/pricing.py);
nothing here is an optional, unpriced extra. A traveller with a mobility need may also have the stay's gentle
day (``GENTLE_DAYS``: within about 500 m of walking), chosen by sandbox/day_need.py. Khmer and Chinese in
sandbox/i18n/extra_day_texts.py.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from sandbox.data.ties import repeats, tied_to
from sandbox.day_need import easiest

EXTRA_DAYS: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {
    "Siem Reap": (
        ("Roluos temples & floating village", ("Roluos group: Bakong and Preah Ko", "Lunch at a village restaurant", "Boat through the Kampong Phluk floating village")),
        ("Beng Mealea jungle temple", ("Drive to Beng Mealea", "Walk through the jungle temple", "Picnic lunch by the temple")),
    ),
    "Phnom Penh": (
        ("Mekong island by bicycle", ("Ferry to Koh Dach silk island", "Cycling between silk-weaving villages", "Lunch at a riverside restaurant")),
        ("Oudong & Khmer crafts", ("Drive to Oudong royal hill", "Climb to the stupas", "Lunch at a local restaurant", "Silversmith village visit")),
    ),
    "Battambang": (
        ("Ek Phnom & the countryside", ("Wat Ek Phnom temple ruins", "Cycling through rice fields", "Lunch at a farm")),
        ("Kamping Poy lake", ("Drive to Kamping Poy lake", "Boat ride on the lake", "Lunch by the lake")),
    ),
    "Kep": (
        ("Kep crab market & countryside", ("Kep crab market visit", "Tuk-tuk through the salt fields", "Lunch at a local restaurant")),
        ("Kep hills & beach", ("Morning hike on the Kep hill trail", "Lunch at a seaside restaurant", "Swimming at Kep beach")),
    ),
    "Sihanoukville": (
        ("Ream beach day", ("Drive to Ream beach", "Swimming and beach time", "Lunch at a beach restaurant")),
        ("Kbal Chhay waterfalls", ("Walk to the Kbal Chhay waterfalls", "Lunch at a local restaurant", "Independence Beach sunset")),
    ),
    "Koh Rong": (
        ("Koh Rong villages & beaches", ("Walk to Prek Svay fishing village", "Lunch at a village restaurant", "Swimming at Police Beach")),
        ("Snorkelling at Koh Koun", ("Boat to Koh Koun", "Snorkelling with the crew", "Lunch on the boat")),
    ),
    "Kampot": (
        ("Kampot river & caves", ("Phnom Chhnork cave temple", "Lunch at a local restaurant", "Kayaking on the Kampot river")),
        ("Tek Chhou rapids", ("Swim at the Tek Chhou rapids", "Lunch at a riverside restaurant", "Kampot salt fields")),
    ),
    "Mondulkiri": (
        ("Dak Dam waterfall", ("Walk to the Dak Dam waterfall", "Lunch at a local restaurant", "Bunong weaving village")),
        ("Mondulkiri hill walk", ("Guided walk in the hills", "Lunch at a local restaurant", "Sen Monorom market")),
    ),
    "Koh Kong": (
        ("Koh Kong mangroves", ("Peam Krasop mangrove walk", "Lunch at a local restaurant", "Boat to Koh Kong island")),
        ("Chi Phat by boat", ("Boat up the Preak Piphot river", "Lunch in Chi Phat village", "Mountain-bike ride with a community guide")),
    ),
    "Ratanakiri": (
        ("Tribal villages & river", ("Boat on the Sesan river", "Visit to a Kreung village", "Lunch at a local restaurant")),
        ("Ka Chanh waterfall", ("Swim at the Ka Chanh waterfall", "Lunch at a local restaurant", "Walk through cashew and rubber plantations")),
    ),
}


# Trips of a region whose stay is elsewhere than the region's days assume (relay j37: the added day of
# the Koh Rong Samloem trip walked to a village on Koh Rong, another island, with no boat)
SNORKEL_KOH_KOUN = ("Snorkelling at Koh Koun", ("Boat to Koh Koun", "Snorkelling with the crew", "Lunch on the boat"))
EXTRA_DAYS_BY_TRIP: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {
    "trip_011": (  # on Koh Rong Samloem
        ("M'Pai Bay village & Clearwater Bay", ("Walk to M'Pai Bay fishing village", "Lunch at a village restaurant", "Swimming at Clearwater Bay")),
        SNORKEL_KOH_KOUN,
    ),
    "trip_012": (  # on a private island of the archipelago: Koh Rong is a boat ride away
        ("Koh Rong by private boat", ("Private boat to Koh Rong", "Walk to Prek Svay fishing village", "Lunch at a village restaurant", "Swimming at Police Beach")),
        SNORKEL_KOH_KOUN,
    ),
}


# A gentle day for each stay whose added days are all harder on foot or walk more than about 500 m: offered
# only to a traveller with a mobility need, after the region's own days (sandbox/day_need.py), so the
# added days of everyone else are unchanged. Each walks at most 0.5 km, at DerLg's estimate.
QUIET_RESORT = ("A quiet day at the resort", ("Hammock time on the resort beach", "Lunch at the resort", "Sunset drinks on the beach"))
GENTLE_DAYS: dict[str, tuple[str, tuple[str, ...]]] = {
    "Siem Reap": ("Siem Reap by tuk-tuk", ("Tuk-tuk ride through the villages along the Siem Reap river", "Lunch at a garden restaurant", "Leisure afternoon by the hotel pool")),
    "Phnom Penh": ("Phnom Penh by cyclo", ("Cyclo ride through the old French quarter", "Lunch at a riverside restaurant", "Afternoon tea at a colonial hotel")),
    "Kep": ("Kep seaside at an easy pace", ("Drive along the Kep seafront", "Crab lunch at a seaside restaurant", "Leisure afternoon by the hotel pool")),
    "Koh Rong": QUIET_RESORT,
    "Sihanoukville": ("Sihanoukville at an easy pace", ("Drive along Independence Beach", "Lunch at a seaside restaurant", "Leisure afternoon by the hotel pool")),
    "Kampot": ("Kampot at an easy pace", ("Drive through Kampot old town", "Lunch at a riverside restaurant", "Leisure afternoon by the hotel pool")),
    "Mondulkiri": ("Mondulkiri by car", ("Drive to a hillside viewpoint", "Lunch at a local restaurant", "Leisure afternoon at the lodge")),
    "Koh Kong": ("Koh Kong at an easy pace", ("Drive to the Koh Kong lookout", "Lunch at a local restaurant", "Leisure afternoon by the hotel pool")),
    "trip_011": QUIET_RESORT,
    "trip_012": QUIET_RESORT,
}


def gentle_days(region: str, trip_id: str | None = None) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The gentle day a traveller with a mobility need may have (after the trip's own added days)."""
    day = GENTLE_DAYS.get(trip_id if trip_id in EXTRA_DAYS_BY_TRIP else region)  # a stay of its own: its own
    return (day,) if day else ()


def days_for(region: str, trip_id: str | None = None) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The added days a trip can have: its own when its stay needs them, else its region's."""
    return EXTRA_DAYS_BY_TRIP.get(trip_id or "") or EXTRA_DAYS[region]


def extra_day(region: str, index: int) -> tuple[str, list[str]]:
    """The ``index``-th added day (0-based) of a trip in ``region``: title and activities."""
    days = EXTRA_DAYS[region]
    title, activities = days[index % len(days)]
    return title, list(activities)


def added_day(
    region: str,
    index: int,
    planned: Iterable[str],
    trip_id: str | None = None,
    fits: Callable[[list[str]], bool] | None = None,
) -> tuple[str, list[str], list[str], bool]:
    """The ``index``-th added day (0-based) of a trip in ``region`` whose plan holds ``planned``:
    title, activities, what this day's own outing left out as already in the plan (empty: the day
    repeats nothing, whichever of the region's days it is) and
    whether the day itself lost some (then it is named after what remains). ``fits``: the traveller's
    mobility need (sandbox/day_need.py): the first day within it, else the easiest."""
    planned = list(planned)
    days = days_for(region, trip_id)
    order = [days[(index + i) % len(days)] for i in range(len(days))]
    gentle = gentle_days(region, trip_id) if fits is not None else ()  # only for a mobility need
    # a day that repeats nothing left nothing out: another day of the region it was taken instead of is not its
    # content (relay 62: the Kbal Chhay day listed the Ream boat trip, which the skipped Ream day held)
    nothing: list[str] = []
    clean = [
        (title, list(acts), nothing, False) for title, acts in (*order, *gentle) if not repeats(region, acts, planned)
    ]
    if not clean:
        title, acts = min(order, key=lambda day: len(repeats(region, day[1], planned)))  # the fewest repeats
        twice = repeats(region, acts, planned)
        gone = [*twice, *tied_to(list(acts), twice)]
        clean = [(title, [a for a in acts if a not in gone], twice, True)]
    if fits is None:
        return clean[0]
    return next((day for day in clean if fits(day[1])), None) or easiest(clean, lambda day: day[1])
