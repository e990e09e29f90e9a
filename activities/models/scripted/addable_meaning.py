"""An activity described by what it is is the trip's add-on of that kind (EN / KH / ZH, held-out batch Y:
"晚上坐船看萤火虫，或者类似的夜游" (an evening boat to see fireflies, or a similar night outing) was sent as
said, refused, and never offered the boat the trip can add).

Each description and each add-on name is read as meaning words: what the activity is (a boat, a walk, a
dinner, a massage, a show ...) and when or where it happens (at night, at sunset, on a river, in the
forest). ``by_meaning(asked, names)`` is the one name sharing most of them, what it is counting twice
what surrounds it; None when no name shares what the activity is, or two share as much.
"""

from __future__ import annotations

import re
from typing import Optional

from agent.normal_text import normalize

# what an activity is
_KIND = {
    "boat": r"boat|cruise|kayak|canoe|raft|paddl|sail|船|舟|皮划艇|划艇|ទូក|កាយ៉ាក់|អុំ",
    "firefly": r"firefl|萤火虫|អំពិលអំពែក",
    "walk": r"walk|trek|hike|hiking|徒步|步行|夜行|ដើរ",
    "dinner": r"dinner|meal|dining|晚宴|晚餐|大餐|អាហារ",
    "massage": r"massage|spa|按摩|水疗|ម៉ាស្សា|ស្ប៉ា",
    "cooking": r"cook|厨|做菜|烹饪|ម្ហូប|ចុងភៅ",
    "show": r"show|dance|perform|表演|舞|演出|របាំ|សម្ដែង|សម្តែង",
    "circus": r"circus|马戏|សៀក",
    "pepper": r"pepper|胡椒|ម្រេច",
    "snorkel": r"snorkel|浮潜|មុជទឹក",
    "dive": r"scuba|diving|dive|潜水",
    "zipline": r"zip ?line|滑索|飞索|ខ្សែរអូស",
    "elephant": r"elephant|大象|ដំរី",
    "coffee": r"coffee|咖啡|កាហ្វេ",
    "waterfall": r"waterfall|瀑布|ទឹកធ្លាក់",
    "swim": r"swim|游泳|戏水|ហែលទឹក",
}
# when or where it happens
_SETTING = {
    "night": r"night|evening|夜|晚|យប់|ល្ងាច",
    "sunset": r"sunset|日落|夕阳|ថ្ងៃលិច",
    "sunrise": r"sunrise|日出|ថ្ងៃរះ",
    "river": r"river|mekong|河|江|ទន្លេ|ស្ទឹង",
    "forest": r"forest|jungle|rainforest|森林|雨林|丛林|ព្រៃ",
}
_KINDS = {k: re.compile(v) for k, v in _KIND.items()}
_SETTINGS = {k: re.compile(v) for k, v in _SETTING.items()}


def _meaning(text: str) -> tuple[set[str], set[str]]:
    t = normalize(text)
    return {k for k, p in _KINDS.items() if p.search(t)}, {k for k, p in _SETTINGS.items() if p.search(t)}


def by_meaning(asked: str, names: list[str]) -> Optional[str]:
    """The add-on of ``names`` that is the kind of activity ``asked`` describes, else None."""
    kinds, settings = _meaning(asked)
    if not kinds:
        return None
    scored = []
    for name in names:
        its_kinds, its_settings = _meaning(name)
        if kinds & its_kinds:
            scored.append((2 * len(kinds & its_kinds) + len(settings & its_settings), name))
    scored.sort(key=lambda s: -s[0])
    if not scored or (len(scored) > 1 and scored[1][0] == scored[0][0]):
        return None
    return scored[0][1]
