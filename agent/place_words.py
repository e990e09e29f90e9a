"""The traveller's words for the session facts the model reads as codes or English (issue 38).

A Khmer or Chinese session's context said ``mood: stressed``, ``environment: TEMPLE`` and
``departure_city: Battambang``: the model keeps those values (the tools take them, the backend
matches the English city name), and reads their words in the session's language beside them
(``mood_label``, ``environment_label``, ``departure_city_label``), as a tool result's
``status_label`` (agent.status_words). A city not in :data:`CITIES` is named by the model in the
traveller's script (the context says so). Pure.
"""

from __future__ import annotations

import re
from typing import Optional

from agent.state import ConversationState
from agent.status_words import label

# Where travellers start from: Cambodia's towns (the backend's departure cities) and the cities
# abroad travellers fly in from most (Khmer, Chinese).
CITIES: dict[str, tuple[str, str]] = {
    "phnom penh": ("ភ្នំពេញ", "金边"),
    "siem reap": ("សៀមរាប", "暹粒"),
    "battambang": ("បាត់ដំបង", "马德望"),
    "sihanoukville": ("ក្រុងព្រះសីហនុ", "西哈努克"),
    "kampot": ("កំពត", "贡布"),
    "kep": ("កែប", "白马"),
    "koh kong": ("កោះកុង", "戈公"),
    "koh rong": ("កោះរ៉ុង", "高龙岛"),
    "mondulkiri": ("មណ្ឌលគិរី", "蒙多基里"),
    "sen monorom": ("សែនមនោរម្យ", "森莫诺隆"),
    "ratanakiri": ("រតនគិរី", "腊塔纳基里"),
    "banlung": ("បានលុង", "班隆"),
    "poipet": ("ប៉ោយប៉ែត", "波贝"),
    "kampong cham": ("កំពង់ចាម", "磅湛"),
    "kratie": ("ក្រចេះ", "桔井"),
    "takeo": ("តាកែវ", "茶胶"),
    "pursat": ("ពោធិ៍សាត់", "菩萨"),
    "bavet": ("បាវិត", "巴域"),
    "svay rieng": ("ស្វាយរៀង", "柴桢"),
    "prey veng": ("ព្រៃវែង", "波罗勉"),
    "neak loeung": ("អ្នកលឿង", "乃良"),
    "kampong thom": ("កំពង់ធំ", "磅同"),
    "kampong chhnang": ("កំពង់ឆ្នាំង", "磅清扬"),
    "kampong speu": ("កំពង់ស្ពឺ", "磅士卑"),
    "stung treng": ("ស្ទឹងត្រែង", "上丁"),
    "pailin": ("ប៉ៃលិន", "拜林"),
    "serei saophoan": ("សិរីសោភ័ណ", "诗梳风"),
    "bangkok": ("បាងកក", "曼谷"),
    "ho chi minh city": ("ទីក្រុងហូជីមិញ", "胡志明市"),
    "singapore": ("សិង្ហបុរី", "新加坡"),
    "kuala lumpur": ("គូឡាឡាំពួ", "吉隆坡"),
    "beijing": ("ប៉េកាំង", "北京"),
    "shanghai": ("សៀងហៃ", "上海"),
    "guangzhou": ("ក្វាងចូវ", "广州"),
    "shenzhen": ("សិនចិន", "深圳"),
    "chengdu": ("ឆេងទូ", "成都"),
    "kunming": ("គុនមីង", "昆明"),
    "hong kong": ("ហុងកុង", "香港"),
}
_COLUMN = {"KH": 0, "ZH": 1}
LATIN = re.compile(r"[A-Za-z]")


def city_words(city: Optional[str], language: str) -> Optional[str]:
    """``city`` in ``language`` (KH / ZH) when known; None otherwise."""
    column = _COLUMN.get(language)
    if column is None or not city:
        return None
    found = CITIES.get(re.sub(r"\s+", " ", city.strip().lower()))
    return found[column] if found else None


def fact_labels(state: ConversationState) -> list[str]:
    """Context lines with the traveller's words for mood, environment and departure city (KH / ZH)."""
    lang = state.preferred_language
    if lang not in _COLUMN:
        return []
    lines = []
    for field in ("mood", "environment"):
        said = label(field, getattr(state, field), lang)
        if said:
            lines.append(f"- {field}_label: {said}")
    city = state.departure_city
    if city and LATIN.search(city):
        said = city_words(city, lang)
        lines.append(
            f"- departure_city_label: {said}"
            if said
            else "- departure_city_label: (none known: write the city in the traveller's script)"
        )
    return lines
