"""What depends on what in a day, and when two activities are the same visit (sandbox data).

TIES (relay: removing the Beng Mealea visit of an added day kept "Picnic lunch by the temple"):
an activity that only makes sense with others of its day (a meal at a place, a sight reached by a
drive or a boat) goes when every one of its anchors that the day held is removed; the result lists
it as removed with them (``also_removed``). Every catalogue and added day was read for such
"X at / by / beside <place>" items (tests/sandbox/test_plan_ties.py checks each tie names
activities of one day).

VISITS (relay: an added day repeated the Kampong Phluk boat trip the traveller had just added):
two activities are the same visit when they share a group of words below or both are one
add_activity catalogue item (sandbox/data/addable.py). An added day holds no visit the plan
already has (sandbox/data/extra_days.py). A real backend replaces the data; the shape stays.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from sandbox.data.addable import addable_for
from sandbox.data.practical import meal_of

TIES: dict[str, tuple[str, ...]] = {
    # catalogue days
    "River of a thousand lingas": ("Drive to Phnom Kulen",),
    "Kulen waterfall swim": ("Drive to Phnom Kulen",),
    "Reclining Buddha": ("Drive to Phnom Kulen",),
    "Beach and hammocks": ("Longtail boat to Koh Tonsay",),
    "Beach lunch": ("Boat to Koh Ta Kiev", "Private yacht to Koh Rong Samloem"),
    "Seafood lunch on the beach": ("Private boat to Koh Tonsay",),
    "Picnic lunch": ("Kayak to Lazy Beach",),
    "Old hill station and church ruins": ("Drive up Bokor",),
    "Popokvil waterfall": ("Drive up Bokor",),
    "Picnic above the clouds": ("Ranger-led ridge trek",),
    "Help prepare their food": ("Walk with elephants in the sanctuary",),
    "Picnic by the river": ("Jungle trek in Virachey National Park",),
    # added days (sandbox/data/extra_days.py)
    "Walk through the jungle temple": ("Drive to Beng Mealea",),
    "Picnic lunch by the temple": ("Walk through the jungle temple", "Drive to Beng Mealea"),
    "Cycling between silk-weaving villages": ("Ferry to Koh Dach silk island",),
    "Climb to the stupas": ("Drive to Oudong royal hill",),
    "Boat ride on the lake": ("Drive to Kamping Poy lake",),
    "Lunch by the lake": ("Drive to Kamping Poy lake", "Boat ride on the lake"),
    "Snorkelling with the crew": ("Boat to Koh Koun",),
    "Lunch on the boat": ("Boat to Koh Koun",),
    "Lunch in Chi Phat village": ("Boat up the Preak Piphot river",),
    "Mountain-bike ride with a community guide": ("Boat up the Preak Piphot river",),
}

VISITS: tuple[tuple[str, ...], ...] = (
    ("kampong phluk", "floating village", "tonle sap"),
    ("roluos", "bakong", "preah ko"),
    ("beng mealea", "jungle temple"),
    ("koh dach", "silk island", "silk weaving island", "silk-weaving"),
    ("oudong",),
    ("ek phnom",),
    ("kamping poy",),
    ("crab market",),
    ("salt field",),
    ("kep hill", "kep national park"),
    ("ream",),
    ("kbal chhay",),
    ("independence beach",),
    ("prek svay",),
    ("police beach",),
    ("koh koun",),
    ("phnom chhnork",),
    ("tek chhou",),
    ("dak dam",),
    ("bunong",),
    ("sen monorom market",),
    ("peam krasop",),
    ("chi phat", "preak piphot"),
    ("sesan",),
    ("kreung",),
    ("ka chanh",),
)


def tied_to(activities: list[str], gone: Iterable[str]) -> list[str]:
    """The activities of a day (``activities``, before the removal) that go with ``gone``: those
    whose anchors on the day are all gone, repeatedly (a walk reached by a drive, then the picnic
    at the walk)."""
    out = set(gone)
    tied: list[str] = []
    changed = True
    while changed:
        changed = False
        for act in activities:
            anchors = [a for a in TIES.get(act, ()) if a in activities]
            if act not in out and anchors and all(a in out for a in anchors):
                out.add(act)
                tied.append(act)
                changed = True
    return tied


# Both below read only the constant data of this module and sandbox/data/addable.py, so they are
# remembered: an added day or a plan asks the same region's groups thousands of times.
@lru_cache(maxsize=64)  # one per region
def _groups(region: str) -> tuple[tuple[re.Pattern[str], ...], ...]:
    groups = [list(words) for words in VISITS]
    groups += [[a.name.lower(), *(a.aliases if a.in_plan_words is None else a.in_plan_words)] for a in addable_for(region)]
    return tuple(tuple(re.compile(r"\b" + re.escape(w.lower())) for w in words) for words in groups)


@lru_cache(maxsize=8192)  # bounded: traveller texts reach it too
def _visits(region: str, activity: str) -> frozenset[int]:
    low = activity.lower()
    return frozenset(i for i, group in enumerate(_groups(region)) if any(p.search(low) for p in group))


def holders(region: str, activities: Iterable[str], planned: Iterable[str]) -> list[str]:
    """The activities of ``planned`` that already are a visit of ``activities`` (each once, in plan order)."""
    wanted: set[int] = set()
    names = list(activities)
    for a in names:
        wanted |= _visits(region, a)
    return [p for p in dict.fromkeys(planned) if p in names or _visits(region, p) & wanted]


def repeats(region: str, activities: Iterable[str], planned: Iterable[str]) -> list[str]:
    """Which of ``activities`` (not meals) are a visit ``planned`` already holds."""
    held: set[int] = set()
    planned = list(planned)
    for p in planned:
        held |= _visits(region, p)
    return [
        a
        for a in activities
        if not meal_of(a) and (a in planned or _visits(region, a) & held)
    ]
