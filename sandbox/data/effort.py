"""How hard each day of a plan is on foot: a level, the walking in km and what makes it harder.

Computed from the day's activities (catalogue days, added days and added activities alike), so a
customised plan is rated as it is. The first keyword of EFFORT that an activity contains rates it;
another sight counts SIGHT_KM of easy walking; transfers, meals and shows count nothing. The day's
level is its hardest activity's, raised by its total walking (WALK_MODERATE_KM / WALK_HARD_KM).
These are DerLg's estimates: what can be adapted (a tuk-tuk instead of a walk, skipping a climb)
the operator confirms (``EFFORT_NOTE``).
"""

from __future__ import annotations

import re
from typing import Any, NamedTuple, Optional

from sandbox.i18n import tr

LEVELS = ("easy", "moderate", "hard")


class Effort(NamedTuple):
    level: str
    km: float
    why: Optional[str] = None  # what makes it harder (a key of sandbox/i18n/route_texts.py)


STAIRS = "steep stairs"
PATH = "steep path"
FOREST = "uneven forest paths"
ROCKS = "slippery rocks"
UNEVEN = "uneven ground"
TREK = "long jungle trek"
BIKE = "cycling"
PADDLE = "paddling"
BOAT = "stepping into a boat"
SNORKEL = "swimming from a boat"
BUMPY = "bumpy ride"
LONG_WALK = "long walk; steep stairs to the upper level optional"

EFFORT: tuple[tuple[str, Effort], ...] = (
    ("virachey", Effort("hard", 8, TREK)),
    ("ridge trek", Effort("hard", 7, TREK)),
    ("jungle trek", Effort("hard", 5, TREK)),
    ("phnom bakheng", Effort("moderate", 1.5, STAIRS)),
    ("wat banan", Effort("moderate", 1, STAIRS)),
    ("phnom sampeau", Effort("moderate", 2, PATH)),
    ("climb", Effort("moderate", 1.5, STAIRS)),
    ("hike", Effort("moderate", 3, PATH)),
    ("hill trail", Effort("moderate", 3, PATH)),
    ("walk in the hills", Effort("moderate", 4, PATH)),
    ("kep national park", Effort("moderate", 3, PATH)),
    ("with elephants", Effort("moderate", 4, FOREST)),
    ("conservation walk", Effort("moderate", 4, FOREST)),
    ("forest walk", Effort("moderate", 2, FOREST)),
    ("night walk", Effort("moderate", 2, FOREST)),
    ("thousand lingas", Effort("moderate", 1.5, FOREST)),
    ("jungle temple", Effort("moderate", 2, UNEVEN)),
    ("beng mealea", Effort("easy", 0)),  # the drive; the walk is its own activity
    ("ta prohm", Effort("moderate", 1.5, UNEVEN)),
    ("angkor wat", Effort("moderate", 2.5, LONG_WALK)),
    ("bayon", Effort("moderate", 1.5, STAIRS)),
    ("bakong", Effort("moderate", 1.5, STAIRS)),
    ("waterfall", Effort("moderate", 1, ROCKS)),
    ("rapids", Effort("moderate", 0.5, ROCKS)),
    ("cave", Effort("moderate", 1, STAIRS)),
    ("fishing village", Effort("moderate", 3, UNEVEN)),
    ("bicycle", Effort("moderate", 0, BIKE)),
    ("cycling", Effort("moderate", 0, BIKE)),
    ("bike", Effort("moderate", 0, BIKE)),
    ("kayak", Effort("moderate", 0, PADDLE)),
    ("paddleboard", Effort("moderate", 0, PADDLE)),
    ("snorkel", Effort("moderate", 0, SNORKEL)),
    ("dive", Effort("moderate", 0, SNORKEL)),
    ("motorbike", Effort("moderate", 0, BUMPY)),
    ("4x4", Effort("easy", 0, BUMPY)),
    ("walk", Effort("easy", 2)),
    ("market", Effort("easy", 1)),
    ("palace", Effort("easy", 1.5)),
    ("museum", Effort("easy", 1)),
    ("boat", Effort("easy", 0, BOAT)),
    ("speedboat", Effort("easy", 0, BOAT)),
    ("ferry", Effort("easy", 0, BOAT)),
    ("canoe", Effort("easy", 0, BOAT)),
    ("yacht", Effort("easy", 0, BOAT)),
    ("cruise", Effort("easy", 0, BOAT)),
    ("kampong phluk", Effort("easy", 0, BOAT)),
)
# Nothing to walk: transfers, meals, shows, the spa, time at the hotel.
SEATED = (
    "pickup", "transfer", "drive", "drop-off", "check-in", "dinner", "lunch", "breakfast", "barbecue", "picnic",
    "cooking", "show", "dance", "performance", "spa", "massage", "tea", "cocktails", "stargazing", "leisure",
    "free time", "yoga", "helicopter", "tuk-tuk", "cyclo", "bamboo train", "circus", "swim", "beach", "hammock",
)
MEALS = ("breakfast", "lunch", "dinner", "barbecue", "picnic")  # seated wherever they are eaten
SIGHT_KM = 0.5
WALK_MODERATE_KM = 5.0
WALK_HARD_KM = 9.0
NOTE_ITEMS = 2  # at most this many reasons per day: the model reads every day of every plan

EFFORT_NOTE = "Walking levels are DerLg's estimates; the operator confirms what can be adapted (e.g. skipping a climb)."


def _word(keyword: str) -> re.Pattern[str]:
    return re.compile(r"(?<![\w])" + re.escape(keyword))  # a word's start: "tea" is not in "Banteay"


_EFFORT = tuple((_word(k), e) for k, e in EFFORT)
_SEATED = tuple(map(_word, SEATED))
_MEALS = tuple(map(_word, MEALS))


def activity_effort(activity: str) -> Effort:
    """How hard one activity is (its first keyword in EFFORT; a seated one or another sight). A meal is
    seated wherever it is eaten ("Pepper crab dinner at the market"): only a keyword that makes it harder
    (a waterfall's rocks) rates it, so a meal a shortened plan leaves out never moves the day's walking
    (model run: day 2 of Kep walked 1 km in the package and 0 km in its 2-day variant)."""
    low = activity.lower()
    meal = any(p.search(low) for p in _MEALS)
    for pattern, effort in _EFFORT:
        if pattern.search(low) and not (meal and not effort.why):
            return effort
    if any(p.search(low) for p in _SEATED):
        return Effort("easy", 0)
    return Effort("easy", SIGHT_KM)


def day_effort(activities: list[str], language: str = "EN") -> dict[str, Any]:
    """A day's ``effort``: level, walking_km and (when something makes it harder) a short note
    naming the activity and why, in ``language``."""
    rated = [(a, activity_effort(a)) for a in activities]
    km = round(sum(e.km for _, e in rated) * 2) / 2
    level = max((LEVELS.index(e.level) for _, e in rated), default=0)
    if km >= WALK_HARD_KM:
        level = 2
    elif km >= WALK_MODERATE_KM:
        level = max(level, 1)
    out: dict[str, Any] = {"level": LEVELS[level], "walking_km": km if km % 1 else int(km)}
    hardest = sorted((a for a in rated if a[1].why), key=lambda a: -LEVELS.index(a[1].level))
    reasons = [f"{tr(a, language)}: {tr(str(e.why), language)}" for a, e in hardest[:NOTE_ITEMS]]
    if reasons:
        out["note"] = "; ".join(reasons)
    return out
