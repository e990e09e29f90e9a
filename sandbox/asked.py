"""What the traveller asked to see or do (``wanted``: their own words, any language) and the days of a
trip that hold it, so a shorter version of the trip keeps those days (sandbox/suggest.py
``to_match_duration``; relay 42 req 4: the 2-day variant of an elephant trek removed the elephant day
for a traveller who had asked for elephants, ដំរី).

An asked thing is one of :data:`ASKED`: the words that name it in EN / KH / ZH (found in ``wanted``)
and the English words of a day's title or activities that hold it; an activity of the trip named in any
of its languages (sandbox/i18n) is asked too. Only specific things (an animal, a
waterfall, a boat): a word that is also a place name ("ភ្នំ" of ភ្នំពេញ, "កោះ" of កោះកុង) is not one.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, Optional

from agent.hanzi import simplified
from sandbox.data.trips import T
from sandbox.day_drop import RIDE_BACK, drop_order
from sandbox.i18n import tr
from sandbox.plan import plan_for

# name: (words the traveller may say, lower-case, any language; English words a day holding it says)
ASKED: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "elephant": (("elephant", "ដំរី", "大象"), ("elephant",)),
    "waterfall": (("waterfall", "ទឹកជ្រោះ", "ទឹកធ្លាក់", "瀑布"), ("waterfall",)),
    "temple": (("temple", "angkor", "ប្រាសាទ", "អង្គរ", "寺", "庙", "吴哥"), ("angkor", "bayon", "prohm", "srei")),
    "sunrise": (("sunrise", "ថ្ងៃរះ", "日出"), ("sunrise",)),
    "snorkelling": (("snorkel", "ពាក់ម៉ាស", "浮潜"), ("snorkel",)),
    "kayak": (("kayak", "កាយ៉ាក់", "皮划艇"), ("kayak",)),
    "gibbon": (("gibbon", "ស្វាទោច", "长臂猿"), ("gibbon",)),
    "bird": (("bird", "សត្វស្លាប", "观鸟", "鸟"), ("bird",)),
    "plankton": (("plankton", "bioluminescen", "荧光"), ("plankton",)),
    "crab": (("crab", "ក្តាម", "ក្ដាម", "螃蟹", "蟹"), ("crab",)),
    "pepper": (("pepper", "ម្រេច", "胡椒"), ("pepper",)),
    "cooking": (("cooking", "ធ្វើម្ហូប", "烹饪", "做饭"), ("cooking",)),
    "bamboo train": (("bamboo train", "រថភ្លើងឫស្សី", "竹火车"), ("bamboo train",)),
    "bat": (("bat cave", "bats", "ប្រចៀវ", "蝙蝠"), ("bat",)),
    "firefly": (("firefl", "អំពិល", "萤火虫"), ("firefl",)),
    "helicopter": (("helicopter", "ឧទ្ធម្ភាគចក្រ", "直升机"), ("helicopter",)),
    "bicycle": (("bicycl", "cycling", "កង់", "自行车", "骑车"), ("bicycl", "cycling")),
    "trek": (("trek", "hike", "hiking", "徒步"), ("trek", "hike")),
    "village": (("village", "ភូមិ", "村"), ("village",)),
    "market": (("market", "ផ្សារ", "市场"), ("market",)),
    "museum": (("museum", "សារមន្ទីរ", "博物馆"), ("museum",)),
    "cruise": (("cruise", "游船"), ("cruise",)),
    "stargazing": (("stargaz", "មើលផ្កាយ", "星空", "观星"), ("stargaz",)),
    # run 59: "寺庙和湖或者河" (no Khmer word here: ទន្លេ, ស្ទឹង and បឹង are also in place names)
    "river": (("river", "河"), ("river", "mekong")),
    "lake": (("lake", "湖"), ("lake", "tonle sap")),
}


def asked_in(wanted: Optional[str]) -> list[tuple[str, str]]:
    """Each asked thing ``wanted`` names: (its name, the traveller's own word for it)."""
    own = (wanted or "").lower()
    low = simplified(own)  # (浮潛 in Traditional is the 浮潜 asked; one character for one: same positions)
    out = []
    for name, (said, _) in ASKED.items():
        word = next((w for w in said if w in low), None)
        if word is not None:
            at = low.index(word)
            out.append((name, own[at : at + len(word)]))  # in the traveller's own script
    return out


def _names(activity: str) -> list[str]:
    """An activity's names in EN / KH / ZH, lower-case (the pickup and the ride back are no asked thing)."""
    if RIDE_BACK.search(activity) or "pickup" in activity.lower() or "transfer" in activity.lower():
        return []
    return list(dict.fromkeys(tr(activity, lang).strip().lower() for lang in ("EN", "KH", "ZH")))


def held(day: dict[str, Any], asked: list[tuple[str, str]], wanted: str) -> list[str]:
    """The traveller's words for what ``day`` (English plan day) holds of what they asked: an asked thing
    its title or activities say, an activity they named (in any of its languages)."""
    text = " ".join([str(day.get("title") or ""), *day["activities"]]).lower()
    words = [word for name, word in asked if any(w in text for w in ASKED[name][1])]
    named = [n for a in day["activities"] for n in _names(a) if len(n) >= 2 and n in wanted]
    return list(dict.fromkeys([*words, *named[:1]] if named else words))


def days_to_drop(trip: T, count: int, wanted: Optional[str]) -> tuple[list[int], list[str]]:
    """The day numbers (1-based) a trip ``count`` days shorter drops, and the traveller's words for the
    asked things its plan no longer holds (a day gone, or an evening the new last day's ride home leaves
    out): never one while another choice keeps it (fewest lost, then the day rule of
    sandbox/day_drop.py), never the arrival."""
    asked, low = asked_in(wanted), simplified((wanted or "").lower())
    days = plan_for(trip, [])["days"]
    before = [w for d in days for w in held(d, asked, low)]
    order = drop_order(trip, days)

    def lost(chosen: tuple[int, ...]) -> list[str]:
        if not before:
            return []
        change = {"type": "remove_day", "details": {"days": len(chosen), "day": [i + 1 for i in chosen]}}
        kept = {w for d in plan_for(trip, [change])["days"] for w in held(d, asked, low)}
        return list(dict.fromkeys(w for w in before if w not in kept))

    choices = combinations(order, min(count, len(order)))  # in the rule's order: its choice first on a tie
    best = min(choices, key=lambda c: len(lost(c)))
    return sorted(i + 1 for i in best), lost(best)
