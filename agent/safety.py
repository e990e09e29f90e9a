"""Special requests that concern a traveller's safety (allergy, medical, mobility).

Such a request must reach a person: it raises the operator flag ``safety_request``
(``DerlgAttention``) when it is booked, and the model tells the traveller truthfully that the
operator confirms it (nothing is promised before they do).
"""

from __future__ import annotations

import re
from typing import Optional

from agent.hanzi import simplified

SAFETY_FLAG = "safety_request"
WHO_CONFIRMS = (
    "DerLg's operations team passes it to the tour operator, who confirms it before travel; it is not confirmed yet."
)
WHO_CONFIRMS_IN = {  # the same for a KH / ZH traveller (relay 22 req 2)
    "KH": "ក្រុមប្រតិបត្តិការ DerLg បញ្ជូនវាទៅប្រតិបត្តិករទេសចរណ៍ ដែលនឹងបញ្ជាក់មុនការធ្វើដំណើរ។ វាមិនទាន់បានបញ្ជាក់នៅឡើយទេ។",
    "ZH": "DerLg 运营团队会将其转交旅行社，由旅行社在出发前确认；目前尚未确认。",
}

# Lower-case fragments, EN / KH / ZH; the first matching kind wins.
KEYWORDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "allergy",
        (
            "allerg",
            "anaphyla",
            "epipen",
            "peanut",
            "nut-free",
            "nut free",
            "shellfish",
            "gluten",
            "coeliac",
            "celiac",
            "lactose",
            "过敏",
            "花生",
            "麸质",
            "អាឡែ",
            "ប្រតិកម្ម",
        ),
    ),
    (
        "medical",
        (
            "medical",
            "medication",
            "insulin",
            "diabet",
            "asthma",
            "epilep",
            "pregnan",
            "heart condition",
            "blood pressure",  # relay j40: "高血压，需要少盐的饭菜" was filed "general"
            "hypertension",
            "oxygen",
            "dialysis",
            "糖尿病",
            "高血压",
            "血压",
            "哮喘",
            "怀孕",
            "心脏",
            "药",
            "ជំងឺ",
            "លើសឈាម",
            "ថ្នាំ",
            "មានផ្ទៃពោះ",
        ),
    ),
    (
        "mobility",
        (
            "wheelchair",
            "mobility",
            "walking frame",
            "crutch",
            "cannot walk",
            "can't walk",
            "limited walking",
            "walking stick",
            "with a stick",
            "uses a stick",
            "a cane",
            "walking cane",
            "walker",
            "knee",  # relay j35: "weak knees" (bad knee, knee problem, knees that hurt)
            "ជង្គង់",
            "膝盖",
            "hip replacement",
            "bad hip",
            "difficulty walking",
            "trouble walking",
            "stairs are hard",
            "no stairs",
            "avoid stairs",
            "fewer stairs",
            "no steep",
            "can't climb",
            "cannot climb",
            "walk less",
            "less walking",
            "walks slowly",
            "slow walker",
            "minimal walking",
            "little walking",
            "not much walking",
            "can't do a lot of walking",
            "cannot do a lot of walking",
            "not a lot of walking",
            "can't walk much",
            "cannot walk much",
            "can't walk far",
            "cannot walk far",
            "轮椅",
            "少走路",
            "少台阶",
            "不登",
            "不能爬",
            "走不动",
            "行走较慢",
            "走得慢",
            "不能走太多",
            "走不了太多",
            "行动不便",
            "拐杖",
            "腿脚不便",
            "走路不便",
            "ឈើច្រត់",
            "រទេះរុញ",
            "ដើរមិនរួច",
            "ដើរយឺត",
            "ដើរមិនបានច្រើន",
            "មិនអាចដើរច្រើន",
            "ឡើងជណ្ដើរមិនរួច",
            # a room or a day arranged for how someone moves (relay 41 req 18: filed "general")
            "ground floor",
            "ground-floor",
            "no boat",
            "any boat",
            "一楼",
            "底层",
            "不坐船",
            "不上船",
            "ជាន់ផ្ទាល់ដី",
            "មិនជិះទូក",
        ),
    ),
)


# walking said to be hard, however it is said (EN / KH / ZH): "can hardly walk", "ដើរមិនសូវរួច",
# "ពិបាកដើរ", "走不太动" are one need, mobility, wherever it is read
_HARD_TO_WALK = re.compile(
    r"\b(?:can(?:not|'t)?|could(?:n't)?)\s+(?:hardly|barely|not)\s+walk|\b(?:hardly|barely)\s+walks?\b"
    r"|\b(?:struggles?|unable|not able)\s+to\s+walk|\bwalking\s+is\s+(?:hard|difficult)"
    r"|ដើរ(?:មិន(?:សូវ)?(?:រួច|បាន|កើត|ស្រួល|ចង់រួច)|លំបាក|ពិបាក|ខ្សោយ)|(?:ពិបាក|លំបាក|មិនសូវ(?:អាច)?)ដើរ"
    r"|走(?:不太?动|不了|不太了|路(?:困难|吃力|不便|很慢|慢))|行走(?:困难|不便|吃力)|腿脚"
)


# stairs or climbing said to be hard (EN / KH / ZH): "can't climb stairs", "មិនអាចឡើងជណ្តើរ", "爬不了楼梯"
_HARD_TO_CLIMB = re.compile(
    r"\b(?:can(?:not|'t)?|could(?:n't)?|unable to|not able to|struggles? (?:with|to)|hard to|difficult to)\s+"
    r"(?:\w+\s+){0,2}(?:climb|manage|do|use|walk up|go up)\s+(?:\w+\s+){0,2}(?:stairs|steps)\b"
    r"|\b(?:stairs|steps)\s+(?:are|is)\s+(?:hard|difficult|tough|a problem|too much)"
    r"|\b(?:struggles? with|trouble (?:with|on|climbing)|difficulty (?:with|on|climbing))\s+(?:\w+\s+){0,2}(?:stairs|steps)\b"
    r"|(?:មិន(?:អាច|សូវ)?|ពិបាក|លំបាក|ខ្លាច)ឡើង(?:ជណ្ដើរ|កាំជណ្ដើរ|ភ្នំ)"
    r"|ឡើង(?:ជណ្ដើរ|កាំជណ្ដើរ|ភ្នំ)(?:មិន(?:សូវ)?(?:រួច|បាន|កើត)|ពិបាក|លំបាក|អត់រួច|អត់បាន)"
    r"|(?:爬|上|走)不(?:了|动)(?:楼梯|台阶|阶梯)|(?:不能|没法|无法|难以|怕)(?:爬|上|走)(?:楼梯|台阶|阶梯)"
    r"|(?:楼梯|台阶|阶梯)(?:爬|上|走)不"
)


def _plain(text: Optional[str]) -> str:
    """``text`` lower case, Khmer subscript TA and DA read as one (ម្តាយ / ម្ដាយ, ជណ្តើរ / ជណ្ដើរ), Traditional Chinese
    as Simplified (心臟 / 心脏: relay 56, a heart condition filed as a diet and no operator flag)."""
    return simplified(text or "").lower().replace("\u17d2\u178f", "\u17d2\u178a")


def _kinds(text: Optional[str]) -> list[str]:
    """Every safety kind ``text`` says, in :data:`KEYWORDS` order: the one classification all readers share."""
    low = _plain(text)
    found = [kind for kind, words in KEYWORDS if any(_plain(w) in low for w in words)]
    if "mobility" not in found and (_HARD_TO_WALK.search(low) or _HARD_TO_CLIMB.search(low)):
        found.append("mobility")
    return found


def mentions(kind: str, text: Optional[str]) -> bool:
    """True when ``text`` says something of ``kind`` (also when an earlier kind matches first:
    "peanut allergy; walks with a stick" is both)."""
    return kind in _kinds(text)


def safety_kind(text: Optional[str]) -> Optional[str]:
    """``allergy`` / ``medical`` / ``mobility`` when ``text`` concerns safety, else None."""
    found = _kinds(text)
    return found[0] if found else None


# A diet is not a safety need (no operator flag), but the operator reads it as one kind of request
# (relay j34: "one of us eats no meat and no fish" was filed "general" beside a twin-room request).
DIET_WORDS: tuple[str, ...] = (
    "vegetarian",
    "vegan",
    "halal",
    "kosher",
    "jain",
    "no meat",
    "no pork",
    "no beef",
    "no fish",
    "gluten",
    "lactose",
    "吃素",
    "素食",
    "不吃肉",
    "不吃鱼",
    "不吃猪肉",
    "清真",
    "បួស",
    "មិនញ៉ាំសាច់",
    "ហាឡាល់",
)


def request_kind(text: Optional[str]) -> str:
    """The kind of a special request as the operator files it: a safety kind, ``diet`` or ``general``."""
    read = simplified(text or "")  # Traditional read as Simplified (relay 56: "心臟不太好" filed as a diet)
    low = read.lower()
    return safety_kind(read) or ("diet" if any(w in low for w in DIET_WORDS) else "general")


def request_kinds(text: Optional[str]) -> list[str]:
    """Every kind of need ``text`` holds, in the order the operator files them (the first is
    :func:`request_kind`): "vegetarian mother, bad knees" said as one request is a mobility and a diet need."""
    read = simplified(text or "")
    found = _kinds(read)
    # a diet word that is also a safety word ("gluten", "lactose") is that safety need, said once
    own = [w for w in DIET_WORDS if not any(w in k for _, words in KEYWORDS for k in words)]
    diet = any(w in read.lower() for w in own)
    return [*found, *(["diet"] if diet else [])] or ["general"]
